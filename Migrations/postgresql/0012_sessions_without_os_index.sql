-- 0012 (PostgreSQL): `sessions_by_os` (sessions (os_major, os_minor), from 0001) goes, as it
-- went from SQLite stores. Every new session paid for it: inserting 56,161 sessions took
-- 0.54-0.63 s of server CPU with it and 0.47-0.49 s without (three runs each). Nothing
-- needs it: every report answers from the rollups, whose keys carry os_major and os_minor;
-- prune, copy and merge reach sessions by their keys. An `--exact` report filtered by
-- `--os-major` now finds its sessions by a scan of the transitions it reads anyway.
DROP INDEX IF EXISTS sessions_by_os;
