-- 0006: an input is known by what it is, not by the path that named it (docs/ingest.md).
-- A regular file is found again by the fingerprint of its first non-blank line, whatever
-- its name, directory, compression or rotation; its checkpoint also fingerprints the bytes
-- just before it, so a file rewritten with the same beginning is told from one that grew.
-- Paths stop being unique: one path can name several contents over time (app.log after
-- each rotation), and one content can be read under several paths.
CREATE TABLE sources_0006 (
    source_id           INTEGER PRIMARY KEY,
    path                TEXT    NOT NULL,             -- where it was last read: the canonical path of a file, or a stream's name ('-', '/dev/fd/63')
    kind                TEXT    NOT NULL DEFAULT 'file', -- 'file' (a regular file, checkpointed) or 'stream' (read whole each time)
    fingerprint         INTEGER,                      -- FNV-1a of the first non-blank line (its first 4 KiB at most); NULL before 0006
    device              INTEGER,                      -- st_dev and st_ino of the file last read for it
    inode               INTEGER,
    modified_ns         INTEGER,                      -- that file's modification time (ns) when last read
    compressed          INTEGER NOT NULL DEFAULT 0,   -- 1 when gzip
    generation          INTEGER NOT NULL DEFAULT 1,   -- +1 each time the file was found rewritten in place
    checkpoint_offset   INTEGER NOT NULL DEFAULT 0,   -- bytes of the (decompressed) content stored
    checkpoint_line     INTEGER NOT NULL DEFAULT 0,   -- lines up to checkpoint_offset
    tail_length         INTEGER,                      -- bytes just before checkpoint_offset covered by tail_hash
    tail_hash           INTEGER,                      -- FNV-1a of those bytes
    file_size           INTEGER,                      -- raw size when last read
    read_to_end         INTEGER NOT NULL DEFAULT 0,   -- 1 when the last ingest read all of file_size
    prefix_length       INTEGER,                      -- before 0006: bytes covered by prefix_hash (raw file bytes)
    prefix_hash         INTEGER,                      -- before 0006: FNV-1a of the first prefix_length bytes; lets a store's old checkpoints be adopted
    first_ingested_at   INTEGER NOT NULL,
    last_ingested_at    INTEGER NOT NULL
) STRICT;

INSERT INTO sources_0006 (
    source_id, path, kind, compressed, generation, checkpoint_offset, checkpoint_line, file_size, read_to_end,
    prefix_length, prefix_hash, first_ingested_at, last_ingested_at)
SELECT source_id, path, CASE WHEN path = '-' THEN 'stream' ELSE 'file' END, compressed, generation,
       checkpoint_offset, checkpoint_line, file_size, read_to_end, prefix_length, prefix_hash,
       first_ingested_at, last_ingested_at
FROM sources;

DROP TABLE sources;
ALTER TABLE sources_0006 RENAME TO sources;
CREATE INDEX sources_by_fingerprint ON sources (fingerprint) WHERE fingerprint IS NOT NULL;
CREATE INDEX sources_by_path ON sources (path);

-- A rejected line is kept once per place in its source's content, however often those
-- bytes are read again (an alias, an overlapping run, a stream fed twice). Lines rejected
-- before 0006 have no hash and are kept as they are.
ALTER TABLE rejected_lines ADD COLUMN raw_hash INTEGER; -- FNV-1a of raw
CREATE UNIQUE INDEX rejected_lines_once ON rejected_lines (source_id, byte_offset, raw_hash);
