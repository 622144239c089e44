#!/usr/bin/env python3
"""Summarises a deploy/loadtest/chat-load.sh run directory: the load
generator's report (report.json), the per-process CPU and memory snapshots
(procs-*.txt), the gateways' memory with every stream open and idle, and the
per-second samples (samples.csv: persistence keeping up, backlog).

Prints a ready-to-paste summary, writes summary.json, and exits 1 when the
run broke an invariant the issue sets: every stream open (none failed or
dropped), no gap/duplicate/foreign event in any verified stream, every ended
turn stored, and the load generator's error distribution empty of stream
failures.

    python3 deploy/loadtest/chat/summary.py RUN_DIR
"""

import csv
import json
import os
import sys


def snapshot(run, label):
    """{name: (cpu_s, rss_kib)} and the snapshot's time."""
    path = f"{run}/procs-{label}.txt"
    if not os.path.exists(path):
        return None, None
    table, at = {}, None
    for line in open(path):
        parts = line.split()
        if parts[0] == "@time":
            at = float(parts[1])
        elif len(parts) == 3:
            table[parts[0]] = (float(parts[1]), int(parts[2]))
    return table, at


def main(run):
    r = json.load(open(f"{run}/report.json"))
    meta = json.load(open(f"{run}/meta.json"))
    out = {"run": run, "meta": meta}
    lines = []
    p = lines.append
    p(f"machine: {meta['nproc']} CPUs; load average before {meta['load_before']}, after {meta.get('load_after', '?')}")
    p(f"stack: {meta['gateways']} gateway(s), {meta['orchestrators']} orchestrator(s); placement: {meta['placement']}")
    p(f"load generator: {' '.join(meta['loadgen_args'])}")
    s, t = r["streams"], r["turns"]
    p(f"users {r['options']['users']}: {s['opened']} streams open, {s['failed']} failed, {s['dropped']} dropped, "
      f"{s['idle_events']} events on idle streams; chatting {r['options']['chatting']}")
    p(f"turns {t['count']} {t['outcomes']}: {t['per_sec']:.1f} ended/s over {r['chat_s']:.1f} s; "
      f"{t['events']} events verified, {t['unclean']} unclean turns")
    pers = r.get("persistence") or {}
    p(f"persisted {pers.get('persisted')} of {pers.get('ended')} ended turns (checked for {pers.get('waited_s', 0):.1f} s)")
    lat = r["latency"]
    out["latency_ms"] = {}
    for k in ["first_event", "done", "overhead", "publish_to_client", "connect", "resume"]:
        d = lat.get(k)
        if not d or not d.get("count"):
            continue
        out["latency_ms"][k] = {q: d[f"{q}_ms"] for q in ["p50", "p90", "p99"]} | {"max": d["slowest_ms"], "n": d["count"]}
        p(f"{k:>18}: n={d['count']:>8}  p50 {d['p50_ms']:>9.1f} ms  p90 {d['p90_ms']:>9.1f} ms  "
          f"p99 {d['p99_ms']:>9.1f} ms  max {d['slowest_ms']:>9.1f} ms")

    # Memory per idle stream: the gateways' RSS before any stream and with all open (before the first turn).
    if os.path.exists(f"{run}/gw-rss-open.txt") and s["opened"]:
        rss0 = int(open(f"{run}/gw-rss-before.txt").read())
        rss1 = int(open(f"{run}/gw-rss-open.txt").read())
        per = (rss1 - rss0) / s["opened"]
        out["kib_per_stream"] = round(per, 2)
        p(f"gateway RSS: {rss0} KiB before the streams, {rss1} KiB with {s['opened']} open and idle: "
          f"{per:.1f} KiB per stream")

    # The same from the per-second samples taken while the streams opened: the
    # gateways' RSS at about 0, 1,000 and 10,000 streams, and the least-squares
    # slope of RSS over open streams (KiB per stream).
    if os.path.exists(f"{run}/samples.csv"):
        rows = list(csv.DictReader(open(f"{run}/samples.csv")))
        gw_cols = [c for c in (rows[0].keys() if rows else []) if c.startswith("rss_kib_gateway")]
        ramp = [x for x in rows if int(x["turns_ended"]) == 0 and int(x["turns_running"]) == 0]
        pts = [(int(x["open_streams"]), sum(int(x[c]) for c in gw_cols)) for x in ramp]
        if len({n for n, _ in pts}) >= 3:
            n = len(pts)
            mx, my = sum(a for a, _ in pts) / n, sum(b for _, b in pts) / n
            sxx = sum((a - mx) ** 2 for a, _ in pts)
            slope = sum((a - mx) * (b - my) for a, b in pts) / sxx
            marks = []
            for want in (0, 1000, 10000):
                near = min(pts, key=lambda p, w=want: abs(p[0] - w))
                if abs(near[0] - want) <= max(50, want // 10):
                    marks.append(f"{near[0]} streams {near[1] / 1024:.1f} MiB")
            out["kib_per_stream_slope"] = round(slope, 2)
            p(f"gateway RSS while the streams opened: {'; '.join(marks) or 'n/a'}; slope {slope:.1f} KiB per stream "
              f"over {n} samples up to {max(a for a, _ in pts)} streams")

    # CPU over the chat phase (+ hold), % of one core, per process.
    start, t0 = snapshot(run, "chat-start")
    if start is None:
        start, t0 = snapshot(run, "start")
    end, t1 = snapshot(run, "end")
    if start and end and t0 and t1 and t1 > t0:
        p(f"CPU from the first turn to the end ({t1 - t0:.0f} s), % of one core, and RSS at the end:")
        out["cpu_pct"] = {}
        total = 0.0
        for name, (c1, rss) in sorted(end.items()):
            pct = 100 * (c1 - start.get(name, (0, 0))[0]) / (t1 - t0)
            total += pct
            out["cpu_pct"][name] = round(pct, 1)
            p(f"  {name:<18} {pct:7.1f} %   RSS {rss / 1024:8.1f} MiB")
        lg = meta.get("loadgen_cpu_s")
        if lg is not None:
            out["cpu_pct"]["loadgen"] = round(100 * lg / max(meta["loadgen_wall_s"], 1e-9), 1)
            p(f"  {'loadgen (whole run)':<18} {out['cpu_pct']['loadgen']:7.1f} %")
        p(f"  {'servers, total':<18} {total:7.1f} %")

    # Persistence keeping up: rates and the backlog over the run.
    if os.path.exists(f"{run}/samples.csv"):
        rows = list(csv.DictReader(open(f"{run}/samples.csv")))
        busy = [x for x in rows if int(x["turns_running"]) > 0]
        if len(busy) >= 2:
            a, b = busy[0], busy[-1]
            dt = float(b["t_s"]) - float(a["t_s"])
            ended = (int(b["turns_ended"]) - int(a["turns_ended"])) / dt
            written = (int(b["messages_written"]) - int(a["messages_written"])) / dt
            behind = max(int(x["turns_ended"]) - int(x["messages_written"]) for x in rows)
            pend_gw = max(int(x["pending_gateway"]) for x in rows)
            pend_nats = max(int(x["pending_nats"] or 0) for x in rows)
            out["persistence"] = {"ended_per_s": round(ended, 2), "written_per_s": round(written, 2),
                                  "max_turns_behind": behind, "max_pending_events_gateway": pend_gw,
                                  "max_pending_events_nats": pend_nats, "samples": len(rows)}
            p(f"persistence: {written:.1f} messages written/s vs {ended:.1f} turns ended/s while turns ran; "
              f"at most {behind} ended turns not yet written; backlog at most {pend_gw} events "
              f"(gateway gauge), {pend_nats} (NATS consumer) over {len(rows)} samples")
    errors = r.get("errorDistribution") or {}
    if errors:
        p("errors: " + json.dumps(errors, sort_keys=True))

    problems = []
    if s["failed"]:
        problems.append(f"{s['failed']} streams failed to open")
    if s["dropped"]:
        problems.append(f"{s['dropped']} healthy streams dropped")
    if t["unclean"]:
        problems.append(f"{t['unclean']} turns with a gap, duplicate or foreign event")
    if pers and pers.get("persisted") != pers.get("ended"):
        problems.append(f"only {pers.get('persisted')} of {pers.get('ended')} ended turns stored")
    if not pers:
        problems.append("no persistence check ran")
    failed = (t["outcomes"] or {}).get("failed", 0)
    if failed:
        problems.append(f"{failed} turns without a terminal event")
    out["problems"] = problems
    p("verdict: " + ("OK" if not problems else "FAILED: " + "; ".join(problems)))
    print("\n".join(lines))
    json.dump(out, open(f"{run}/summary.json", "w"), indent=2)
    return 1 if problems else 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1]))
