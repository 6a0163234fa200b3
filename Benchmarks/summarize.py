#!/usr/bin/env python3
"""Medians and ratios from a results dir written by Benchmarks/run.sh; prints Markdown tables."""
import csv, glob, os, re, statistics, sys
from collections import defaultdict

res = sys.argv[1]
rows = list(csv.DictReader(open(f"{res}/results.csv")))
med = statistics.median
groups = defaultdict(list)
for r in rows:
    if r["phase"] in ("ingest", "report", "nightly1", "question", "shape"):
        groups[(r["phase"], int(r["size"]), r["tool"])].append(r)

def agg(rs):
    ok = [r for r in rs if r["rc"] in ("0", "3")]
    if not ok:
        return None
    return dict(n=len(ok), wall=med(float(r["wall_s"]) for r in ok),
                cpu=med(float(r["user_s"]) + float(r["sys_s"]) for r in ok),
                rss=max(int(r["maxrss_kb"]) for r in ok) / 1024,
                store=med(int(r["store_bytes"]) for r in ok) / 1e6,
                lines=int(ok[0]["lines"]), bytes=int(ok[0]["bytes"]), walls=[float(r["wall_s"]) for r in ok])

LABELS = {"design_replay": "exact-design replay (SQLite only, no decoding)",
          "fstel_before": "fstel before (--before build)",
          "duckdb_load": "DuckDB: load into a table (read_json_auto)",
          "chdb_load": "chDB (ClickHouse): load into a MergeTree table (JSONEachRow)",
          "postgres_one_ingester": "fstel into PostgreSQL, one ingester",
          "postgres_two_ingesters": "fstel into PostgreSQL, two ingesters at once (two halves, two hosts)",
          "postgres_two_ingesters_by_session": "fstel into PostgreSQL, two ingesters at once (lines split by session, two hosts)",
          "fstel_paired": "fstel (SQLite), run just before each PostgreSQL ingest"}
sizes = sorted({k[1] for k in groups if k[0] == "ingest"})
print("## Ingest (median of n runs; ratio = tool's median time / fstel's, same run)\n")
print("| lines | tool | n | wall s | lines/s | MB/s | CPU s | peak RSS MB | store MB | wall vs fstel | CPU vs fstel |")
print("|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
for size in sizes:
    base = agg(groups[("ingest", size, "fstel")])
    for tool in ("fstel", "fstel_before", "design_replay", "sqlite3_shell", "python_stdlib", "sqlite_utils",
                 "duckdb_load", "chdb_load", "postgres_one_ingester", "postgres_two_ingesters",
                 "postgres_two_ingesters_by_session"):
        a = agg(groups.get(("ingest", size, tool), []))
        if not a:
            continue
        ratio = f"{a['wall'] / base['wall']:.2f}x" if base else ""
        cratio = f"{a['cpu'] / base['cpu']:.2f}x" if base else ""
        print(f"| {a['lines']:,} | {LABELS.get(tool, tool)} | {a['n']} | {a['wall']:.2f} | {a['lines'] / a['wall']:,.0f} | "
              f"{a['bytes'] / 1e6 / a['wall']:.1f} | {a['cpu']:.2f} | {a['rss']:.0f} | {a['store']:,.0f} | {ratio} | {cratio} |")

def by_run(rs):
    return {r["run"]: r for r in rs if r["rc"] == "0"}

replayed = [size for size in sizes if agg(groups.get(("ingest", size, "design_replay"), []))]
if replayed:
    print("\n## fstel against the ceiling of its own design (the exact-design replay, same run)\n")
    print("fstel / replay = how many times the replay's time fstel takes for the same SQLite work plus its "
          "decoding; per round = the median (and range) of the ratios of runs made back to back.\n")
    print("| lines | n | fstel wall s | replay wall s | fstel / replay (wall, medians) | per round | "
          "fstel / replay (CPU) | replay lines/s | fstel lines/s | fstel as % of the replay's rate |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for size in replayed:
        f = agg(groups[("ingest", size, "fstel")])
        r = agg(groups[("ingest", size, "design_replay")])
        fr, rr = by_run(groups[("ingest", size, "fstel")]), by_run(groups[("ingest", size, "design_replay")])
        paired = sorted(float(fr[k]["wall_s"]) / float(rr[k]["wall_s"]) for k in fr if k in rr and float(rr[k]["wall_s"]) > 0)
        rounds = f"{med(paired):.2f}x ({paired[0]:.2f}-{paired[-1]:.2f})" if paired else ""
        print(f"| {f['lines']:,} | {min(f['n'], r['n'])} | {f['wall']:.2f} | {r['wall']:.2f} | {f['wall'] / r['wall']:.2f}x | {rounds} | "
              f"{f['cpu'] / r['cpu']:.2f}x | {r['lines'] / r['wall']:,.0f} | {f['lines'] / f['wall']:,.0f} | {100 * r['wall'] / f['wall']:.0f}% |")
    print("\nThe replay's times are its own clock around the calls (not loading its trace); its peak RSS "
          "includes the trace it holds in memory.")

ratios = []
for size in sizes:
    f = agg(groups.get(("ingest", size, "fstel"), []))
    for tool, what in (("fstel_before", "this fstel / the --before build (speed-up)"),
                       ("sqlite3_shell", "this fstel / the sqlite3 shell (speed-up)"),
                       ("duckdb_load", "this fstel / DuckDB's load into a table (speed-up)"),
                       ("chdb_load", "this fstel / chDB's load into a MergeTree table (speed-up)"),
                       ("postgres_one_ingester", "PostgreSQL one ingester / SQLite (rate)"),
                       ("postgres_two_ingesters", "PostgreSQL two ingesters / one ingester (rate)"),
                       ("postgres_two_ingesters_by_session", "PostgreSQL two ingesters, split by session / one ingester (rate)")):
        a = agg(groups.get(("ingest", size, tool), []))
        if not (f and a):
            continue
        if tool.startswith("postgres_two_ingesters"):
            one = agg(groups.get(("ingest", size, "postgres_one_ingester"), []))
            if one:
                ratios.append((size, what, one["wall"] / a["wall"]))
        elif tool == "postgres_one_ingester":
            ratios.append((size, what, f["wall"] / a["wall"]))
        else:
            ratios.append((size, what, a["wall"] / f["wall"]))
if ratios:
    print("\n## Ratios (medians of the same run)\n")
    print("| lines | ratio | value |")
    print("|---:|---|---:|")
    for size, what, value in ratios:
        print(f"| {size:,} | {what} | {value:.2f}x |")

import os
if os.path.exists(f"{res}/postgres.csv"):
    pg = defaultdict(list)
    for r in csv.DictReader(open(f"{res}/postgres.csv")):
        pg[(int(r["size"]), r["tool"])].append(r)
    print("\n## PostgreSQL ingest: server CPU (postmaster and its children, from /proc), client CPU, "
          "and the rate against the SQLite ingest of the same file just before each run (medians, range)\n")
    print("| lines | ingest | n | wall s | client CPU s | server CPU s | server CPU s per 1M lines | lines/s | "
          "rate / SQLite's (per run) |")
    print("|---:|---|---:|---:|---:|---:|---:|---:|---:|")
    for (size, tool), rs in sorted(pg.items()):
        def m(k):
            return med(float(r[k]) for r in rs)
        ratios = sorted(float(r["ratio_to_sqlite"]) for r in rs)
        print(f"| {size:,} | {LABELS.get(tool, tool)} | {len(rs)} | {m('wall_s'):.2f} | {m('client_cpu_s'):.2f} | "
              f"{m('server_cpu_s'):.2f} | {m('server_cpu_per_1m_lines_s'):.2f} | {m('lines_per_s'):,.0f} | "
              f"{med(ratios):.3f}x ({ratios[0]:.3f}-{ratios[-1]:.3f}) |")

qsizes = sorted({k[1] for k in groups if k[0] == "question"})
if qsizes:
    peers = [(t, label) for t, label in (("duckdb_raw_ndjson", "DuckDB over the raw NDJSON"), ("duckdb_table", "DuckDB over its table"),
                                         ("chdb_raw_ndjson", "chDB over the raw NDJSON"), ("chdb_table", "chDB over its table"))
             if any(k[0] == "question" and k[2] == t for k in groups)]
    print("\n## The failure-rates question on the ingested file (median of n runs; each a new process)\n")
    print("| lines | fstel report failure-rates (its store) wall s | " + " | ".join(f"{label} wall s | peak RSS MB" for _, label in peers) + " |")
    print("|---:|---:|" + "---:|---:|" * len(peers))
    for size in qsizes:
        f = agg(groups.get(("question", size, "fstel_report"), []))
        if not f:
            continue
        cells = []
        for tool, _ in peers:
            a = agg(groups.get(("question", size, tool), []))
            cells += [f"{a['wall']:.2f}", f"{a['rss']:.0f}"] if a else ["", ""]
        print(f"| {f['lines']:,} | {f['wall']:.2f} | " + " | ".join(cells) + " |")

timelines = glob.glob(f"{res}/timeline-*.csv")
if timelines:
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import thread_timeline
    machine = dict(line.split("=", 1) for line in open(f"{res}/machine.txt").read().splitlines() if "=" in line)
    cores = int(machine.get("nproc", os.cpu_count() or 1))
    order = ["fstel", "fstel_before", "duckdb_load", "chdb_load"]
    def key(path):
        size, tool = re.match(r"timeline-(\d+)-(.+)\.csv$", os.path.basename(path)).groups()
        return int(size), order.index(tool) if tool in order else len(order), tool
    timelines.sort(key=key)
    print(f"\n## CPU per thread over the ingest (Benchmarks/thread_timeline.py, run 1 of each size; every 100 ms; "
          f"a core busy in an interval: >= {thread_timeline.BUSY:.0%} of it used)\n")
    print(f"| lines | tool | sampled s | CPU s | cores on average | time with fewer than {cores} cores busy | "
          "other processes, cores | busiest threads (busy share of the run) |")
    print("|---:|---|---:|---:|---:|---:|---:|---|")
    for path in timelines:
        size, _, tool = key(path)
        st = thread_timeline.stats(path, cores)
        if not st["intervals"]:
            print(f"| {size:,} | {LABELS.get(tool, tool)} | | | | | | no interval sampled |")
            continue
        busiest = ", ".join(f"{name} {100 * s / st['sampled']:.0f}%" for _, (name, s, _, _) in st["threads"][:4]
                            if s >= 0.005)
        print(f"| {size:,} | {LABELS.get(tool, tool)} | {st['sampled']:.2f} | {st['cpu']:.2f} | {st['cpu'] / st['sampled']:.2f} | "
              f"{100 * st['fewer']:.0f}% | {st['other'] / st['sampled']:.2f} | {busiest} |")
    for path in timelines:
        size, _, tool = key(path)
        txt = path[:-4] + ".txt"
        if os.path.exists(txt):
            print(f"\n{size:,} lines, {LABELS.get(tool, tool)} (timeline-{size}-{tool}.txt):\n")
            print("```")
            print(open(txt).read().rstrip())
            print("```")

ssizes = sorted({k[1] for k in groups if k[0] == "shape"})
if ssizes:
    shapes = sorted({k[2] for k in groups if k[0] == "shape"})
    print("\n## Shapes of collection x sizes (fstel ingest, one run each; vs smallest = lines/s against the same shape at the smallest size run)\n")
    print("| shape | lines | wall s | lines/s | vs smallest | CPU s | peak RSS MB | store bytes per line |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    standard = {size: agg(groups.get(("ingest", size, "fstel"), [])) for size in ssizes}
    for shape in ["fstel"] + shapes:
        first = None
        for size in ssizes:
            a = standard[size] if shape == "fstel" else agg(groups.get(("shape", size, shape), []))
            if not a:
                continue
            rate = a["lines"] / a["wall"]
            first = first or rate
            name = "standard (file, the ingest table above)" if shape == "fstel" else shape.removeprefix("shape_")
            print(f"| {name} | {a['lines']:,} | {a['wall']:.2f} | {rate:,.0f} | {rate / first:.2f} | {a['cpu']:.2f} | "
                  f"{a['rss']:.0f} | {a['store'] * 1e6 / a['lines']:.0f} |")

rsizes = sorted({k[1] for k in groups if k[0] in ("report", "nightly1")})
if rsizes:
    print("\n## Reports and nightly (median of n runs; ratio = SQL's median time / fstel's)\n")
    print("| stored transitions | fstel command | n | wall s | CPU s | peak RSS MB | hand-written SQL (sqlite3) wall s | CPU s | SQL vs fstel (wall) |")
    print("|---:|---|---:|---:|---:|---:|---:|---:|---:|")
    names = {"failure_rates": "report failure-rates --by strategy,os_major", "restore": "report restore",
             "nightly": "nightly --date 2026-11-27 (baseline rollups exist)", "failures": "report failures",
             "durations": "report durations", "best_strategy": "report best-strategy"}
    for size in rsizes:
        first = agg(groups.get(("nightly1", size, "fstel_nightly_first"), []))
        for key, label in names.items():
            f = agg(groups.get(("report", size, f"fstel_{key}"), []))
            s = agg(groups.get(("report", size, f"sql_{key}"), []))
            if not f:
                continue
            sq = f"| {s['wall']:.2f} | {s['cpu']:.2f} | {s['wall'] / f['wall']:.1f}x |" if s else "| | | |"
            print(f"| {f['lines']:,} | {label} | {f['n']} | {f['wall']:.2f} | {f['cpu']:.2f} | {f['rss']:.0f} {sq}")
        if first:
            print(f"| {first['lines']:,} | nightly, first night (computes 8 days of rollups) | 1 | {first['wall']:.2f} | "
                  f"{first['cpu']:.2f} | {first['rss']:.0f} | | | |")
    # PostgreSQL's tables after the SQLite one, so that each size's rows stay in the table above.
    for size in rsizes:
        pg = [(label, agg(groups.get(("report", size, f"postgres_{key}"), []))) for key, label in names.items()]
        pg = [(label, a) for label, a in pg if a]
        if pg:
            print(f"\n### The same reports on PostgreSQL ({size:,} lines, database topped up like the SQLite store)\n")
            print("| fstel command (--db postgresql://...) | n | wall s | CPU s (client) | SQLite wall s |")
            print("|---|---:|---:|---:|---:|")
            for key, label in names.items():
                a = agg(groups.get(("report", size, f"postgres_{key}"), []))
                f = agg(groups.get(("report", size, f"fstel_{key}"), []))
                if a:
                    print(f"| {label} | {a['n']} | {a['wall']:.2f} | {a['cpu']:.2f} | {f['wall']:.2f} |" if f else f"| {label} | {a['n']} | {a['wall']:.2f} | {a['cpu']:.2f} | |")
    nights = [r for r in rows if r["phase"] == "night"]
    for r in nights:
        print(f"\nAt {int(r['size']):,} lines: {int(r['lines']):,} stored transitions, {int(r['bytes']):,} on the night's day.")
print()
print(open(f"{res}/machine.txt").read())
