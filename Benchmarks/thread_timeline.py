#!/usr/bin/env python3
"""A CPU timeline per thread of a command and every process it starts (Benchmarks/run.sh).

  thread_timeline.py [--interval S] CSV TXT -- COMMAND [ARG...]
  thread_timeline.py --summary CSV [--cores N]   print the summary of a timeline CSV again
                                                 (N: the cores of the machine it was made on)

Runs COMMAND (its standard streams are this script's) and, every S seconds (default 0.1)
until it ends, reads the CPU time of each thread of it and of its descendants:
/proc/PID/task/TID/schedstat (time on a CPU, in nanoseconds) where the kernel has it, else
utime + stime of /proc/PID/task/TID/stat (clock ticks); the thread's name from
/proc/PID/task/TID/comm. Writes CSV with one row per thread per interval:

  t_s,pid,tid,name,cpu      (t_s: end of the interval since the start; cpu: cores of it used,
                             0 to 1 for one thread)

plus a row per interval named `(other processes)` (pid and tid 0): the CPU the rest of the
machine used in that interval (from /proc/stat, less the command's; the sampler's own CPU
falls in it), so a timeline made while something else runs shows it. TXT gets the summary: per thread, its CPU and its busy
fraction over the run; the command's mean cores; and the share of time in which fewer than
all the machine's cores were busy, a core counting as busy in an interval when the command
used at least 0.9 of it (a command using 1.7 cores in an interval had 1 core busy).

What a sample cannot see: a thread's CPU after the last sample it was seen in (at most one
interval per thread, for example a thread that ends between two samples), and the command's
last interval before it exits. The sampler's own CPU time is stated in TXT; it is not part of
COMMAND's (a `/usr/bin/time` inside COMMAND does not count it). Exits with COMMAND's status.
"""
import csv
import os
import subprocess
import sys
import time

BUSY = 0.9          # a core counts as busy in an interval when the command used this much of it
OTHER = "(other processes)"
TICK = os.sysconf("SC_CLK_TCK")


def read(path):
    with open(path) as f:
        return f.read()


def thread_cpu_s(pid, tid):
    """CPU seconds a thread has used, or None once it is gone."""
    try:
        return int(read(f"/proc/{pid}/task/{tid}/schedstat").split()[0]) / 1e9
    except FileNotFoundError:
        try:
            fields = read(f"/proc/{pid}/task/{tid}/stat").rsplit(")", 1)[1].split()
        except OSError:
            return None
        return (int(fields[11]) + int(fields[12])) / TICK      # utime, stime
    except (OSError, ValueError, IndexError):
        return None


def cpu_source():
    return "schedstat (ns)" if os.path.exists(f"/proc/{os.getpid()}/schedstat") else f"stat utime+stime (1/{TICK} s ticks)"


def children(pid):
    """Child PIDs of a process: /proc/PID/task/TID/children, else a scan of /proc."""
    kids = []
    try:
        tids = os.listdir(f"/proc/{pid}/task")
    except OSError:
        return kids
    for tid in tids:
        try:
            kids += [int(k) for k in read(f"/proc/{pid}/task/{tid}/children").split()]
        except FileNotFoundError:
            return [p for p in all_pids() if ppid(p) == pid]
        except OSError:
            pass
    return kids


def all_pids():
    return [int(n) for n in os.listdir("/proc") if n.isdigit()]


def ppid(pid):
    try:
        return int(read(f"/proc/{pid}/stat").rsplit(")", 1)[1].split()[1])
    except (OSError, ValueError, IndexError):
        return -1


def tree(root):
    """The root process and all its descendants."""
    seen, todo = [], [root]
    while todo:
        pid = todo.pop()
        if pid not in seen:
            seen.append(pid)
            todo += children(pid)
    return seen


def machine_busy_s():
    """CPU seconds the whole machine has spent not idle (all cores), from /proc/stat."""
    fields = [int(x) for x in read("/proc/stat").split("\n", 1)[0].split()[1:]]
    idle = fields[3] + (fields[4] if len(fields) > 4 else 0)        # idle + iowait
    steal_guest = sum(fields[7:]) if len(fields) > 7 else 0        # steal, guest, guest_nice
    return (sum(fields) - idle - steal_guest) / TICK


def sample(root):
    """{(pid, tid): (name, cpu_s)} for every live thread of the tree."""
    out = {}
    for pid in tree(root):
        try:
            tids = os.listdir(f"/proc/{pid}/task")
        except OSError:
            continue
        for tid in tids:
            cpu = thread_cpu_s(pid, tid)
            if cpu is None:
                continue
            try:
                name = read(f"/proc/{pid}/task/{tid}/comm").strip()
            except OSError:
                continue
            out[(pid, int(tid))] = (name, cpu)
    return out


def record(interval, csv_path, command):
    child = subprocess.Popen(command)
    start = time.monotonic()
    last = {}                               # (pid, tid) -> cpu_s at the last sample
    last_t, last_machine = 0.0, machine_busy_s()
    with open(csv_path, "w", newline="") as f:
        out = csv.writer(f)
        out.writerow(["t_s", "pid", "tid", "name", "cpu"])
        # A first sample right away, so a thread's CPU before the first interval is not counted in it.
        for key, (name, cpu) in sample(child.pid).items():
            last[key] = cpu
        next_at = start + interval
        while True:
            try:
                child.wait(timeout=max(0.0, next_at - time.monotonic()))
                break
            except subprocess.TimeoutExpired:
                pass
            now = time.monotonic()
            threads = sample(child.pid)
            machine = machine_busy_s()
            t, dt = now - start, now - start - last_t
            if dt <= 0:
                continue
            used = 0.0
            for key, (name, cpu) in sorted(threads.items()):
                delta = max(0.0, cpu - last.get(key, 0.0))      # a new thread: all its CPU is in this interval
                last[key] = cpu
                used += delta
                out.writerow([f"{t:.3f}", key[0], key[1], name, f"{delta / dt:.4f}"])
            out.writerow([f"{t:.3f}", 0, 0, OTHER, f"{max(0.0, machine - last_machine - used) / dt:.4f}"])
            last_t, last_machine = t, machine
            next_at += interval
            while next_at <= time.monotonic():          # a late wake-up skips, never bunches, samples
                next_at += interval
    return child.returncode, time.monotonic() - start


def stats(csv_path, cores):
    """What the summary says, from a timeline CSV: a dict (see summary())."""
    rows = list(csv.DictReader(open(csv_path)))
    times = sorted({float(r["t_s"]) for r in rows})
    span = {}                                       # t -> interval length
    prev = 0.0
    for t in times:
        span[t], prev = t - prev, t
    threads, per_t, other = {}, {t: 0.0 for t in times}, 0.0
    for r in rows:
        t, cpu = float(r["t_s"]), float(r["cpu"])
        if r["name"] == OTHER and r["tid"] == "0":
            other += cpu * span[t]
            continue
        key = (int(r["pid"]), int(r["tid"]))
        _, s, first, lastseen = threads.get(key, (r["name"], 0.0, t - span[t], t))
        threads[key] = (r["name"], s + cpu * span[t], min(first, t - span[t]), max(lastseen, t))
        per_t[t] += cpu
    busy_time = [0.0] * (cores + 1)                 # seconds with 0, 1, ... cores busy
    for t in times:
        busy_time[min(cores, int(per_t[t] / BUSY + 1e-9))] += span[t]
    sampled = times[-1] if times else 0.0
    return dict(cores=cores, intervals=len(times), sampled=sampled,
                step=sorted(span.values())[len(span) // 2] if span else 0.0,
                cpu=sum(s for _, s, _, _ in threads.values()), other=other, busy_time=busy_time,
                fewer=sum(busy_time[:cores]) / sampled if sampled else 0.0,
                threads=sorted(threads.items(), key=lambda kv: (-kv[1][1], kv[0])))


def summary(csv_path, cores=None, wall=None, sampler_cpu=None):
    """The text summary of a timeline CSV, as a list of lines."""
    st = stats(csv_path, cores or os.cpu_count() or 1)
    cores, sampled = st["cores"], st["sampled"]
    head = f"sampled {sampled:.2f} s every {st['step']:.2f} s ({st['intervals']} intervals)"
    if wall is not None:                            # when recording: where the CPU times came from
        head += f" of a {wall:.2f} s run; CPU from {cpu_source()}"
    lines = [head + f"; {cores} cores"]
    if not st["intervals"]:
        lines.append("no interval sampled (the command ended within the first one)")
        return lines
    lines.append(f"command: {st['cpu']:.2f} s CPU in the sampled time, {st['cpu'] / sampled:.2f} cores on average")
    lines.append(f"fewer than {cores} cores busy {100 * st['fewer']:.0f}% of the time (a core busy: >= {BUSY:.0%} of it used in an "
                 f"interval); time with {' / '.join(str(k) for k in range(cores + 1))} cores busy: "
                 + " / ".join(f"{100 * b / sampled:.0f}%" for b in st["busy_time"]))
    lines.append(f"other processes on the machine: {st['other'] / sampled:.2f} cores on average")
    if sampler_cpu is not None:
        lines.append(f"the sampler's own CPU: {sampler_cpu:.2f} s")
    lines.append(f"{'thread':<20} {'pid':>8} {'tid':>8} {'CPU s':>8} {'busy':>6}  seen")
    many = len(st["threads"]) > 8
    for (pid, tid), (name, s, first, lastseen) in st["threads"]:
        if s < 0.005 and many:
            continue
        lines.append(f"{name:<20} {pid:>8} {tid:>8} {s:>8.2f} {100 * s / sampled:>5.0f}%  {first:.1f}-{lastseen:.1f} s")
    hidden = sum(1 for _, (_, s, _, _) in st["threads"] if s < 0.005) if many else 0
    if hidden:
        lines.append(f"(and {hidden} threads that used less than 0.005 s)")
    return lines


def main(argv):
    args = argv[1:]
    if len(args) in (2, 4) and args[0] == "--summary":
        cores = int(args[3]) if len(args) == 4 and args[2] == "--cores" else None
        print("\n".join(summary(args[1], cores)))
        return 0
    interval = 0.1
    if len(args) >= 2 and args[0] == "--interval":
        interval = float(args[1])
        args = args[2:]
    if len(args) < 4 or args[2] != "--" or interval <= 0:
        print(__doc__, file=sys.stderr)
        return 64
    csv_path, txt_path, command = args[0], args[1], args[3:]
    before = os.times()
    try:
        rc, wall = record(interval, csv_path, command)
    except OSError as error:                        # the command could not be started
        print(f"thread_timeline.py: {command[0]}: {error.strerror}", file=sys.stderr)
        return 127
    after = os.times()
    own = (after.user - before.user) + (after.system - before.system)
    with open(txt_path, "w") as f:
        f.write("\n".join(summary(csv_path, wall=wall, sampler_cpu=own)) + "\n")
    return rc if rc >= 0 else 128 - rc


if __name__ == "__main__":
    sys.exit(main(sys.argv))
