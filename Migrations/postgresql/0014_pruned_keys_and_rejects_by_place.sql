-- 0014 (PostgreSQL; SQLite 0016): the keys of the transitions a prune deletes, so that a
-- transition read again after its row is gone (a stream fed again, a file read again from
-- its start, a late copy) is a duplicate, as it is while its row is stored. One row per
-- pruned transition: the UTC day of its ts and a 64-bit key of its (session_id, seq):
-- sessions.session_hash XOR seq * 0x9E3779B97F4A7C15 (mod 2^64), as SQLite computes it.
-- Prunes made before this migration kept no keys: nothing can be recorded for them.
CREATE TABLE pruned_keys (
    day     integer NOT NULL,
    key     bigint  NOT NULL,
    PRIMARY KEY (day, key)
);

-- A rejected line is kept once per place in its content, whatever source read it: a
-- stream of a file's content and the file, or a copy read from its start, under records of
-- their own, keep each bad line once. place_hash is the prefix hash of the content up to
-- the line's end (its line feed included); rows kept before this migration have none.
ALTER TABLE rejected_lines ADD COLUMN place_hash bigint;
CREATE UNIQUE INDEX rejected_lines_by_place ON rejected_lines (place_hash, byte_offset, raw_hash);
