-- 0004: changes nothing. Two pieces of work were written at once: the retention counts took
-- 0005 while the source identity work still held 0004, and the latter landed as 0006. No
-- released fstel ever applied a 0004, so the number stayed free; this file keeps the
-- numbering without gaps. Stores already past it record it when they next migrate.
SELECT 1;
