-- 0014: where a prune that deletes in chunks (`fstel prune`) stands, so that one stopped
-- between chunks (killed, or out of time waiting for a reader) resumes where it stopped
-- and counts every row once. One row per prune under way; none when no prune is.
CREATE TABLE prune_progress (
    prune_id            INTEGER PRIMARY KEY REFERENCES pruned_ranges (prune_id),
    before_ts           INTEGER NOT NULL,             -- the cut (epoch ms UTC), as in pruned_ranges
    sessions_before     INTEGER NOT NULL,             -- epoch ms: sessions that started before it may go
    phase               INTEGER NOT NULL,             -- 1: deleting transitions; 2: deleting sessions
    last_rowid          INTEGER NOT NULL,             -- transition_rows visited up to this rowid
    end_rowid           INTEGER NOT NULL,             -- the largest rowid of transition_rows when the prune began
    last_session        INTEGER NOT NULL,             -- sessions visited up to this session_key
    end_session         INTEGER NOT NULL,             -- the largest session_key when the prune began
    min_ts              INTEGER                       -- the oldest ts deleted so far
) STRICT;
