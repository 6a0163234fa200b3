-- 0003 (PostgreSQL): where `fstel copy` (an SQLite store moved into this one) stands, so
-- that a copy killed at any moment goes on where it stopped (docs/postgresql.md, "Moving
-- an SQLite store: fstel copy"). Each chunk of rows commits in one transaction together
-- with its table's row here; the rollups, summaries and small tables are replaced by the
-- SQLite store's in the last transaction, which also sets finished_at.

-- One row per SQLite store copied into this one (a store takes one copy only: fstel refuses
-- to copy into a store that holds anything else).
CREATE TABLE store_copies (
    source_fingerprint  text    PRIMARY KEY,          -- the SQLite store's schema version, row counts and totals, hashed (FNV-1a 64, hex)
    source_path         text    NOT NULL,             -- the path it was read from (the last run's)
    source_version      integer NOT NULL,             -- its schema version
    started_at          bigint  NOT NULL,             -- epoch ms UTC of the first run
    finished_at         bigint                        -- epoch ms UTC of the last transaction; NULL until then
);

-- Per copy and table copied in chunks: rows committed so far and the key of the last one.
CREATE TABLE store_copy_tables (
    source_fingerprint  text    NOT NULL REFERENCES store_copies (source_fingerprint),
    table_name          text    NOT NULL,
    rows_copied         bigint  NOT NULL DEFAULT 0,
    last_key            bigint[],                     -- the source key of the last row copied (NULL: none yet)
    done                integer NOT NULL DEFAULT 0,   -- 1 when every row of the table is here
    PRIMARY KEY (source_fingerprint, table_name)
);
