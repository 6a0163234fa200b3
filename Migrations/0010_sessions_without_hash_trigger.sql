-- 0010: the trigger of 0008 that filled `sessions.id_hash` for rows inserted without it
-- ran its program for every inserted session, also when the writer had set the hash:
-- measured at about 7,700 instructions per session (a third of a session's insert).
-- The ingest writer always sets `id_hash`; a session inserted by hand must set it too:
-- `INSERT INTO sessions (session_id, id_hash) VALUES (?1, fstel_id_hash(?1))` (the
-- function exists on every connection fstel opens).
DROP TRIGGER sessions_id_hash;
