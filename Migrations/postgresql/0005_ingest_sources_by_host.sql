-- 0005 (PostgreSQL): what ingest on PostgreSQL needs (docs/postgresql.md, "Ingest on PostgreSQL").
--
-- A source's identity includes the host it was read on, so that several hosts can ingest
-- into one store at once, each with its own checkpoints. Sources from before (or copied from
-- an SQLite store) have host ''.
ALTER TABLE sources ADD COLUMN host text NOT NULL DEFAULT '';

DROP INDEX sources_by_fingerprint;
CREATE INDEX sources_by_host_fingerprint ON sources (host, fingerprint) WHERE fingerprint IS NOT NULL;

-- transitions without foreign keys, as SQLite's transition_rows (SQLite 0008): ingest writes
-- the session keys it has just read from sessions and the source it holds locked, and prune
-- deletes transitions before their sessions. The two checks cost a lookup per stored row
-- each (about 45% of the time of ingest's INSERT into transitions, measured at 1M lines),
-- and attaching a new day's partition had to lock sessions and sources against writes
-- until its transaction ended, for the foreign keys it brought.
ALTER TABLE transitions DROP CONSTRAINT transitions_session_key_fkey;
ALTER TABLE transitions DROP CONSTRAINT transitions_source_id_fkey;
