#!/usr/bin/env python3
"""Samples a running chat stack once per interval into a CSV, until killed
(SIGTERM) or until the file named by --until exists.

Each row: time since start, turns ended (sum of the orchestrators'
chat_turns_total), messages written (sum of the gateways'
gateway_turns_persisted_total), the persistence backlog (the gateways'
gateway_persistence_pending_events, and the NATS server's own count of
unacknowledged + undelivered messages of the gateways' durable persistence
consumer), turns running, open streams, events published to CHAT_EVENTS, and
the CPU share (% of one core) and RSS of every process given with --pid over
the interval.

Used by deploy/loadtest/chat-load.sh; standard library only.
"""

import argparse
import csv
import json
import os
import signal
import sys
import time
import urllib.request

CLK_TCK = os.sysconf("SC_CLK_TCK")


def scrape(port):
    """Prometheus text of 127.0.0.1:port/metrics as {name: summed value}."""
    out = {}
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=5) as r:
            text = r.read().decode()
    except OSError as e:
        raise SystemExit(f"sample.py: cannot scrape 127.0.0.1:{port}/metrics: {e}")
    for line in text.splitlines():
        if not line or line.startswith("#"):
            continue
        name_labels, _, value = line.rpartition(" ")
        name = name_labels.split("{", 1)[0]
        try:
            out[name] = out.get(name, 0.0) + float(value)
        except ValueError:
            pass
    return out


def nats_backlog(monitor_port):
    """(last sequence number of CHAT_EVENTS, max pending+ack-pending over durable consumers of CHAT_EVENTS)."""
    url = f"http://127.0.0.1:{monitor_port}/jsz?streams=true&consumers=true&accounts=true"
    with urllib.request.urlopen(url, timeout=5) as r:
        jsz = json.load(r)
    msgs, backlog = 0, 0
    for acc in jsz.get("account_details", []):
        for st in acc.get("stream_detail", []):
            if st.get("name") != "CHAT_EVENTS":
                continue
            msgs = st.get("state", {}).get("last_seq", 0)
            for c in st.get("consumer_detail") or []:
                if c.get("config", {}).get("durable_name"):
                    backlog = max(backlog, c.get("num_pending", 0) + c.get("num_ack_pending", 0))
    return msgs, backlog


def proc_cpu_rss(pid, tree=False):
    """(CPU seconds, RSS KiB) of pid; with tree, the CPU of its direct children too (PostgreSQL's
    backends; their RSS is mostly shared buffers, so only the postmaster's RSS is given)."""
    pids = [pid]
    if tree:
        try:
            with open(f"/proc/{pid}/task/{pid}/children") as f:
                pids += [int(p) for p in f.read().split()]
        except OSError:
            pass
    cpu, rss = 0.0, 0
    for p in pids:
        try:
            with open(f"/proc/{p}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            cpu += (int(fields[11]) + int(fields[12])) / CLK_TCK
        except (OSError, IndexError, ValueError):
            pass
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    rss = int(line.split()[1])
    except OSError:
        pass
    return cpu, rss


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--interval", type=float, default=1.0)
    ap.add_argument("--gateway", action="append", default=[], help="metrics port of a gateway")
    ap.add_argument("--orchestrator", action="append", default=[], help="metrics port of an orchestrator")
    ap.add_argument("--nats-monitor", type=int)
    ap.add_argument("--pid", action="append", default=[], help="NAME=PID of a process to account")
    ap.add_argument("--until", help="stop when this file exists")
    a = ap.parse_args()
    procs = [(n, int(p)) for n, p in (x.split("=", 1) for x in a.pid)]
    stop = []
    signal.signal(signal.SIGTERM, lambda *_: stop.append(1))
    cols = ["t_s", "turns_ended", "messages_written", "pending_gateway", "pending_nats", "turns_running",
            "open_streams", "events_published"]
    cols += [f"cpu_pct_{n}" for n, _ in procs] + [f"rss_kib_{n}" for n, _ in procs]
    start = time.monotonic()
    prev = {n: proc_cpu_rss(p, n == "postgres")[0] for n, p in procs}
    prev_t = start
    with open(a.out, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(cols)
        while not stop:
            time.sleep(a.interval)
            now = time.monotonic()
            gw = [scrape(p) for p in a.gateway]
            orch = [scrape(p) for p in a.orchestrator]
            msgs, backlog = nats_backlog(a.nats_monitor) if a.nats_monitor else ("", "")
            row = [
                round(now - start, 2),
                int(sum(m.get("chat_turns_total", 0) for m in orch)),
                int(sum(m.get("gateway_turns_persisted_total", 0) for m in gw)),
                int(max([m.get("gateway_persistence_pending_events", 0) for m in gw] or [0])),
                backlog,
                int(sum(m.get("chat_turns_running", 0) for m in orch)),
                int(sum(m.get("gateway_sse_clients", 0) + m.get("gateway_ws_clients", 0) for m in gw)),
                msgs,
            ]
            cpus, rsss = [], []
            for n, p in procs:
                c, r = proc_cpu_rss(p, n == "postgres")
                cpus.append(round(100 * (c - prev[n]) / (now - prev_t), 1))
                rsss.append(r)
                prev[n] = c
            prev_t = now
            w.writerow(row + cpus + rsss)
            f.flush()
            if a.until and os.path.exists(a.until):
                break
    return 0


if __name__ == "__main__":
    sys.exit(main())
