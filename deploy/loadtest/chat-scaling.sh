#!/usr/bin/env bash
# Horizontal scaling of the chat path on one machine: runs
# deploy/loadtest/chat-load.sh for several gateway × orchestrator counts, with
# every instance of the role under test capped by a cgroup CPU quota (so
# the instances, not the machine, are the bottleneck, and adding one adds a
# known amount of CPU), and prints one table row per run: turns/s, latency
# percentiles, per-process CPU, and persistence (messages written/s against
# turns ended/s, the largest backlog).
#
#   deploy/loadtest/chat-scaling.sh                 # gateways 1, 2, 3 (capped), then orchestrators 1, 2 (capped; 2 gateways)
#   QUOTA=20 LOAD="-c 2000 --chatting 300 -z 30s" deploy/loadtest/chat-scaling.sh
#
# Environment: QUOTA (% of one core per capped instance, 25), LOAD (the
# load generator's arguments, default "-c 3000 --chatting 300 -z 40s"),
# OUT (.local/chat-scaling/<time>), plus chat-load.sh's (BARB_BIN_DIR,
# BARB_SKIP_BUILD, …). Needs a writable cgroup or systemd-run (see stack.sh).
set -euo pipefail
cd "$(dirname "$0")/../.."
QUOTA=${QUOTA:-25}
read -r -a LOAD <<<"${LOAD:--c 3000 --chatting 300 -z 40s}"
OUT=${OUT:-.local/chat-scaling/$(date +%Y%m%d-%H%M%S)}
mkdir -p "$OUT"

# name G K capped-role
RUNS=(
  "g1 1 1 gateway" "g2 2 1 gateway" "g3 3 1 gateway"
  # A gateway calls one orchestrator address (balanced by DNS in Kubernetes; on
  # one machine every instance is 127.0.0.1), so the orchestrator runs use
  # 2 gateways: gateway g calls orchestrator (g-1) mod K + 1.
  "o1 2 1 orchestrator" "o2 2 2 orchestrator"
)
for run in "${RUNS[@]}"; do
  read -r name g k role <<<"$run"
  echo "== $name: $g gateway(s), $k orchestrator(s), each $role at $QUOTA % of a core" >&2
  deploy/loadtest/chat-load.sh --gateways "$g" --orchestrators "$k" "--$role-quota" "$QUOTA" --out "$OUT/$name" \
    -- "${LOAD[@]}" >"$OUT/$name.txt" 2>&1 || echo "   $name: invariant broken or run failed; see $OUT/$name.txt" >&2
  tail -n 30 "$OUT/$name.txt" | grep -E "verdict|turns " >&2 || true
done

python3 - "$OUT" "$QUOTA" "${RUNS[@]}" <<'PY'
import json, os, sys
out, quota, runs = sys.argv[1], sys.argv[2], sys.argv[3:]
print(f"\nEach capped instance: {quota} % of one core. Load: see {out}/*/meta.json\n")
print("| run | G × K (capped) | turns/s | done p99 | overhead p99 | publish → client p99 | CPU % of a core: gateways / orchestrators / NATS / Postgres / query-engine | written/s vs ended/s, max backlog | verdict |")
print("|---|---|---|---|---|---|---|---|---|")
for run in runs:
    name, g, k, role = run.split()
    d = f"{out}/{name}"
    try:
        r = json.load(open(f"{d}/report.json"))
        s = json.load(open(f"{d}/summary.json"))
    except OSError:
        print(f"| {name} | {g} × {k} ({role}) | run failed | | | | | | |")
        continue
    lat = s.get("latency_ms", {})
    cpu = s.get("cpu_pct", {})
    part = lambda p: "+".join(str(round(v)) for n, v in sorted(cpu.items()) if n.startswith(p)) or "-"
    pers = s.get("persistence", {})
    print(f"| {name} | {g} × {k} ({role}) | {r['turns']['per_sec']:.1f} | {lat.get('done', {}).get('p99', 0):.0f} ms "
          f"| {lat.get('overhead', {}).get('p99', 0):.0f} ms | {lat.get('publish_to_client', {}).get('p99', 0):.0f} ms "
          f"| {part('gateway')} / {part('orchestrator')} / {part('nats')} / {part('postgres')} / {part('query-engine')} "
          f"| {pers.get('written_per_s', '?')} vs {pers.get('ended_per_s', '?')}, {pers.get('max_pending_events_nats', '?')} events "
          f"| {'OK' if not s.get('problems') else '; '.join(s['problems'])} |")
PY
