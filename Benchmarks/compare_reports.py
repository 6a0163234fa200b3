#!/usr/bin/env python3
"""Check that fstel's reports and the hand-written SQL gave the same numbers (run by run.sh)."""
import csv, sys

res, size = sys.argv[1], sys.argv[2]

def rows(path, keys, vals):
    with open(path, newline="") as f:
        return {tuple(r[k] or "" for k in keys): tuple(int(float(r[v] or 0)) for v in vals) for r in csv.DictReader(f)}

ok = True
for name, keys, vals in [("fr", ["strategy", "os_major"], ["attempts", "failures", "cancelled", "ignored"]),
                         ("restore", ["method"], ["exits", "mismatches", "cell_reused"])]:
    a = rows(f"{res}/{name}-{size}-fstel.csv", keys, vals)
    b = rows(f"{res}/{name}-{size}-sql.csv", keys, vals)
    same = a == b
    ok &= same
    print(f"  check: {name} at {size}: fstel {len(a)} groups, SQL {len(b)} groups: {'identical counts' if same else 'DIFFERENT'}")
    if not same:
        for k in sorted(set(a) | set(b)):
            if a.get(k) != b.get(k):
                print("    ", k, a.get(k), b.get(k))
sys.exit(0 if ok else 1)
