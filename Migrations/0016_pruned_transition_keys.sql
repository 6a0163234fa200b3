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
