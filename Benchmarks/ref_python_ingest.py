#!/usr/bin/env python3
"""Reference ingest in plain Python (standard library only): json.loads + sqlite3 executemany.

    python3 ref_python_ingest.py STORE FILE.ndjson [FILE...]

Fills the same `sessions` and `transitions` columns as `fstel ingest` (Benchmarks/ref_schema.sql),
in ONE transaction. Compared with fstel it skips: validation of the format (a malformed line
raises and aborts the load; types and ranges are not checked), duplicate-key detection, exactly-once
checkpoints, duplicate (session_id, seq) handling (a duplicate aborts the load), the rejects table,
the `extra` JSON of undefined fields, rollup triggers.
"""
import json
import sqlite3
import sys
from datetime import datetime

SCHEMA = open(__file__.rsplit("/", 1)[0] + "/ref_schema.sql").read()
BATCH = 100_000

T_SQL = "INSERT INTO transitions VALUES (" + ",".join("?" * 31) + ")"
S_SQL = ("INSERT INTO sessions (session_key, session_id, started_at, device_model, os_name, os_version, "
         "os_major, os_minor, os_patch, app_version, app_build, player_version, screen_width, screen_height, "
         "screen_scale, start_source_id, start_line) VALUES (" + ",".join("?" * 17) + ")")
S_START_SQL = ("UPDATE sessions SET started_at=?, device_model=?, os_name=?, os_version=?, os_major=?, os_minor=?, "
               "os_patch=?, app_version=?, app_build=?, player_version=?, screen_width=?, screen_height=?, "
               "screen_scale=?, start_source_id=?, start_line=? WHERE session_key=? AND started_at IS NULL")
S_END_SQL = "UPDATE sessions SET ended_at=?, end_reason=? WHERE session_key=? AND ended_at IS NULL"


def ms(ts):
    if isinstance(ts, int):
        return ts
    return round(datetime.fromisoformat(ts).timestamp() * 1000)


def start_fields(o, line):
    d = o["device"]
    v = d["os_version"]
    parts = v.split(".")
    scr = d.get("screen") or {}
    return [ms(o["ts"]), d["model"], d["os"], v, int(parts[0]),
            int(parts[1]) if len(parts) > 1 else 0, int(parts[2]) if len(parts) > 2 else None,
            o["app"]["version"], o["app"]["build"], (o.get("player") or {}).get("version"),
            scr.get("w"), scr.get("h"), scr.get("scale"), 1, line]


def main():
    store, files = sys.argv[1], sys.argv[2:]
    db = sqlite3.connect(store, isolation_level=None)
    db.executescript(SCHEMA)
    keys = {}             # session_id -> session_key
    new_sessions = {}     # session_key -> row, for sessions created in this batch
    starts, ends, trans = [], [], []
    n = 0

    def key_of(sid):
        k = keys.get(sid)
        if k is None:
            k = len(keys) + 1
            keys[sid] = k
            new_sessions[k] = [k, sid] + [None] * 15
        return k

    def flush():
        db.executemany(S_SQL, new_sessions.values())
        db.executemany(S_START_SQL, starts)
        db.executemany(S_END_SQL, ends)
        db.executemany(T_SQL, trans)
        new_sessions.clear(); starts.clear(); ends.clear(); trans.clear()

    db.execute("BEGIN")
    for path in files:
        with open(path, "rb") as f:
            for line_no, raw in enumerate(f, 1):
                o = json.loads(raw)
                t = o["type"]
                k = key_of(o["session_id"])
                if t == "transition":
                    sb = o.get("status_bar") or {}
                    s = o.get("screen_bounds")
                    w = o.get("window_bounds")
                    r = o.get("restore") or {}
                    sw, sh = (s[0], s[1]) if s else (None, None)
                    ww, wh = (w[0], w[1]) if w else (None, None)
                    swapped = int((sw > sh) != (ww > wh)) if s and w else None
                    sec, item = r.get("section"), r.get("item")
                    rsec, ritem = r.get("restored_section"), r.get("restored_item")
                    mismatch = (int(sec != rsec or item != ritem)
                                if None not in (sec, item, rsec, ritem) else None)
                    hidden, reused = sb.get("hidden"), r.get("cell_reused")
                    trans.append((k, o["seq"], ms(o["ts"]), o["direction"], o["strategy"], o["outcome"],
                                  o.get("failure"), o.get("duration_ms"), o.get("trigger"),
                                  o.get("from_orientation"), o.get("to_orientation"), o.get("app_state"),
                                  sb.get("orientation"), None if hidden is None else int(hidden),
                                  sw, sh, ww, wh, swapped,
                                  r.get("method"), r.get("container"), r.get("list"), sec, item, rsec, ritem,
                                  None if reused is None else int(reused), mismatch, None, 1, line_no))
                elif t == "session_start":
                    row = new_sessions.get(k)
                    if row is not None:
                        if row[2] is None:
                            row[2:17] = start_fields(o, line_no)
                    else:
                        starts.append(start_fields(o, line_no) + [k])
                elif t == "session_end":
                    ends.append((ms(o["ts"]), o.get("reason"), k))
                n += 1
                if n % BATCH == 0:
                    flush()
    flush()
    db.execute("COMMIT")
    db.close()
    print(f"{n} lines", file=sys.stderr)


if __name__ == "__main__":
    main()
