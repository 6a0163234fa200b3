-- 0016: the keys of the transitions a prune deletes, so that a transition read again after
-- its row is gone (a stream fed again, a file read again from its start, a late copy) is a
-- duplicate, as it is while its row is stored. One row per pruned transition: the UTC day
-- of its ts and a 64-bit key of its (session_id, seq) (docs/ingest.md, "Pruned days").
-- Prunes made before this migration kept no keys: nothing can be recorded for them.
CREATE TABLE pruned_keys (
    day                 INTEGER NOT NULL,             -- days since 1970-01-01 of the pruned row's ts
    key                 INTEGER NOT NULL,             -- MD5(session_id)[0..8] XOR seq * 0x9E3779B97F4A7C15, signed
    PRIMARY KEY (day, key)
) STRICT, WITHOUT ROWID;

-- A rejected line is kept once per place in its content, whatever source read it: a
-- stream of a file's content and the file, or a copy read from its start, under records of
-- their own, keep each bad line once. place_hash is the prefix hash of the content up to
-- the line's end (its line feed included); rows kept before this migration have none.
ALTER TABLE rejected_lines ADD COLUMN place_hash INTEGER;
CREATE UNIQUE INDEX rejected_lines_by_place ON rejected_lines (place_hash, byte_offset, raw_hash);
