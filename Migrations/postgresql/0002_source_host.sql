-- 0002 (PostgreSQL): a source's identity includes the host it was read on, so that several
-- hosts can ingest into one store at once, each with its own checkpoints (docs/postgresql.md,
-- "Several hosts"). Sources from before (or copied from an SQLite store) have host ''.
ALTER TABLE sources ADD COLUMN host text NOT NULL DEFAULT '';

DROP INDEX sources_by_fingerprint;
CREATE INDEX sources_by_host_fingerprint ON sources (host, fingerprint) WHERE fingerprint IS NOT NULL;
