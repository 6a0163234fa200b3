-- 0013 (PostgreSQL): the tables every ingest upserts its counts into keep half of each page
-- free, so that a batch's update of a stored key writes the new row version on the same page
-- and leaves the primary key untouched (a HOT update) instead of adding an index entry per
-- updated row. Upserting 39,556 stored keys of transition_rollup again took 0.85-1.21 s at
-- the default fillfactor (100: 39 of 79,112 updates HOT) and 0.53-0.57 s at 50 (78,277 of
-- 79,112 HOT), three runs each; the first insert of those keys took the same at both. The
-- tables are small (one row per day, strategy and facts), so the room costs little space.
-- Pages written before this keep their fill: a row updated there moves once to a page with
-- room, and is updated in place from then on.
ALTER TABLE transition_rollup SET (fillfactor = 50);
ALTER TABLE failure_rollup SET (fillfactor = 50);
ALTER TABLE restore_rollup SET (fillfactor = 50);
ALTER TABLE duration_sketches SET (fillfactor = 50);
