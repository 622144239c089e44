#!/usr/bin/env bash
# The chat product under load on this machine: starts its own NATS (JetStream),
# PostgreSQL, query-engine, K chat-orchestrators (mock model playing
# deploy/loadtest/chat/mock-script.json) and G gateways from release binaries,
# then runs `barb loadgen chat` against the gateways as a separate process and
# prints the report with the machine's load and each server process's CPU
# time and memory.
#
#   deploy/loadtest/chat-load.sh                                   # 1 gateway, 1 orchestrator, 10,000 users, 300 chatting, 60 s
#   deploy/loadtest/chat-load.sh --gateways 3 --orchestrators 2 -- -c 3000 --chatting 300 -z 60s
#   deploy/loadtest/chat-load.sh --instant -- -c 300 --chatting 300 -z 30s   # model think time 0: platform overhead only
#
# Options: --gateways G (1), --orchestrators K (1; gateway i uses orchestrator i mod K),
# --instant (mock with no latency and no pacing), --out DIR (reports; default
# .local/chat-load/<timestamp>); everything after `--` goes to `barb loadgen chat`
# (default: -c 10000 --chatting 300 -z 60s --hold 10s).
# Environment: BARB_BIN_DIR (release binaries: gateway, chat-orchestrator,
# query-engine, barb), BARB_SKIP_BUILD=1, BARB_DATA_DIR (market data; generated if missing).
#
# File descriptors: every open stream is a socket in the gateway and in the
# load generator. The script raises the soft limit (ulimit -n) to the hard
# limit for everything it starts, and the gateway and `barb loadgen chat` raise
# their own soft limit at start too; 10,000 streams need a hard limit above
# ~10,500 (check `ulimit -Hn`; raise it in /etc/security/limits.conf or
# LimitNOFILE= for systemd services).
set -euo pipefail
# shellcheck source=deploy/local/lib.sh
source "$(dirname "$0")/../local/lib.sh"
cd "$ROOT"

G=1 K=1 INSTANT=0 OUT=""
while [ $# -gt 0 ]; do
  case $1 in
    --gateways) G=$2; shift 2 ;;
    --orchestrators) K=$2; shift 2 ;;
    --instant) INSTANT=1; shift ;;
    --out) OUT=$2; shift 2 ;;
    --) shift; break ;;
    -h|--help) sed -n '2,27p' "$0"; exit 0 ;;
    *) die "unknown option $1 (see --help)" ;;
  esac
done
LOADGEN_ARGS=("$@")
[ ${#LOADGEN_ARGS[@]} -gt 0 ] || LOADGEN_ARGS=(-c 10000 --chatting 300 -z 60s --hold 10s)

ulimit -n "$(ulimit -Hn)"
pg_path
command -v nats-server >/dev/null || die "nats-server is needed (deploy/local/up.sh installs it)"
command -v initdb >/dev/null || die "PostgreSQL is needed (deploy/local/up.sh installs it)"
build_release gateway chat-orchestrator query-engine barb

RUN=${OUT:-$LOCAL/chat-load/$(date +%Y%m%d-%H%M%S)}
mkdir -p "$RUN/logs" "$LOCAL/run"
PIDS=()
cleanup() {
  for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done
  wait 2>/dev/null || true
  [ -d "$RUN/pg/data" ] && run_pg pg_ctl -D "$RUN/pg/data" -m fast stop >/dev/null 2>&1 || true
}
trap cleanup EXIT
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
spawn() { # NAME VAR=value... -- runs $BIN/<binary> (NAME's prefix before '#')
  local name=$1; shift
  env "$@" LOG_FORMAT=pretty RUST_LOG="${RUST_LOG:-warn}" "$BIN/${name%%#*}" >>"$RUN/logs/${name//#/-}.log" 2>&1 &
  PIDS+=($!); eval "PID_${name//[#-]/_}=$!"
}

# --- NATS and PostgreSQL of their own, in the run directory.
NATS_PORT=$(free_port) NATS_MON=$(free_port) PG_PORT=$(free_port)
nats-server -js -a 127.0.0.1 -p "$NATS_PORT" -m "$NATS_MON" -sd "$RUN/nats" >"$RUN/logs/nats.log" 2>&1 &
PIDS+=($!); NATS_PID=$!
mkdir -p "$RUN/pg"; [ "$(id -u)" = 0 ] && chown postgres: "$RUN/pg" && chmod o+rx "$RUN" "$(dirname "$RUN")" "$LOCAL"
run_pg initdb -A trust -U postgres -E UTF8 --locale=C -D "$RUN/pg/data" >"$RUN/logs/initdb.log"
run_pg pg_ctl -D "$RUN/pg/data" -l "$RUN/pg/postgres.log" -w -t 60 \
  -o "-p $PG_PORT -k $RUN/pg -c listen_addresses=127.0.0.1 -c max_connections=200 -c synchronous_commit=on" start >/dev/null
psql -h 127.0.0.1 -p "$PG_PORT" -U postgres -qc "CREATE DATABASE barb_gateway"
for _ in $(seq 1 100); do curl -fsS "http://127.0.0.1:$NATS_MON/healthz?js-enabled-only=true" >/dev/null 2>&1 && break; sleep 0.2; done

# --- Market data and the mock script.
DATA=${BARB_DATA_DIR:-$LOCAL/data}
if ! [ -s "$DATA/NQ.parquet" ]; then mkdir -p "$DATA"; "$BIN/barb" gen-data --out "$DATA/NQ.parquet"; fi
SCRIPT=$ROOT/deploy/loadtest/chat/mock-script.json
if [ "$INSTANT" = 1 ]; then
  python3 -c 'import json,sys; s=json.load(open(sys.argv[1])); s["latency_ms"]=0; s["tokens_per_second"]=0; json.dump(s, open(sys.argv[2],"w"))' \
    "$SCRIPT" "$RUN/mock-script.json"
  SCRIPT=$RUN/mock-script.json
fi

# --- Services.
QE_PORT=$(free_port)
spawn query-engine LISTEN_ADDR=127.0.0.1:$QE_PORT METRICS_ADDR=off BARB_DATA_DIR="$DATA"
ORCH=()
for k in $(seq 1 "$K"); do
  p=$(free_port); ORCH+=("http://127.0.0.1:$p")
  spawn "chat-orchestrator#$k" LISTEN_ADDR=127.0.0.1:$p METRICS_ADDR=off NATS_URL=nats://127.0.0.1:$NATS_PORT \
    LLM_PROVIDER=mock MOCK_SCRIPT="$SCRIPT" QUERY_ENGINE_ADDR=http://127.0.0.1:$QE_PORT \
    BACKTEST_ADDR=http://127.0.0.1:1 RECEIPTS_ADDR=http://127.0.0.1:1
done
SECRET=$(od -An -N24 -tx1 /dev/urandom | tr -d ' \n')
GWS=() GW_PORTS=()
for g in $(seq 1 "$G"); do
  p=$(free_port); GW_PORTS+=("$p"); GWS+=("http://127.0.0.1:$p")
  spawn "gateway#$g" LISTEN_ADDR=127.0.0.1:$p NATS_URL=nats://127.0.0.1:$NATS_PORT \
    DATABASE_URL=postgres://postgres@127.0.0.1:$PG_PORT/barb_gateway ORCHESTRATOR_ADDR="${ORCH[$(( (g - 1) % K ))]}" \
    JWT_HS256_SECRET="$SECRET" DATABASE_MAX_CONNECTIONS=32
done
for p in "${GW_PORTS[@]}"; do
  for _ in $(seq 1 240); do curl -fsS "http://127.0.0.1:$p/readyz" >/dev/null 2>&1 && break; sleep 0.5; done
  curl -fsS "http://127.0.0.1:$p/readyz" >/dev/null || die "gateway on $p not ready; see $RUN/logs"
done

# --- Measuring: CPU seconds (utime+stime) and RSS of each server process.
procs() { echo "nats:$NATS_PID postgres:$(head -1 "$RUN/pg/data/postmaster.pid")"; for v in $(compgen -v | grep '^PID_'); do echo "${v#PID_}:${!v}"; done; }
cpu_s() { # PID → CPU seconds of the process (postgres: the whole cluster)
  if [ "$2" = postgres ]; then
    local sum=0 c; for c in $(pgrep -d' ' -P "$1") "$1"; do sum=$(awk -v s="$sum" '{print s + ($14+$15)/100}' "/proc/$c/stat" 2>/dev/null || echo "$sum"); done; echo "$sum"
  else awk '{print ($14+$15)/100}' "/proc/$1/stat"; fi
}
snapshot() { # LABEL → $RUN/procs-LABEL.txt: name cpu_s rss_kib
  for pr in $(procs); do
    local n=${pr%%:*} p=${pr##*:}
    echo "$n $(cpu_s "$p" "$n") $(awk '/VmRSS/{print $2}' "/proc/$p/status")"
  done >"$RUN/procs-$1.txt"
}
gw_rss() { for v in $(compgen -v | grep '^PID_gateway'); do awk '/VmRSS/{print $2}' "/proc/${!v}/status"; done | paste -sd+ | bc; }

log "run directory: $RUN"
echo "uptime before: $(uptime)" | tee "$RUN/uptime.txt"
snapshot start
RSS0=$(gw_rss)
# The load generator: its own process; `--hold` keeps the idle streams open after the chat phase.
"$BIN/barb" loadgen chat --jwt-secret "$SECRET" "${LOADGEN_ARGS[@]}" -O json -o "$RUN/report.json" "$(IFS=,; echo "${GWS[*]}")" \
  2> >(tee "$RUN/loadgen.log" >&2) &
LG=$!
# Sample the gateways' memory with every stream open and idle (before the first turn).
( while kill -0 $LG 2>/dev/null; do
    if grep -q "ramp done" "$RUN/loadgen.log" 2>/dev/null; then echo "$(gw_rss)" >"$RUN/gw-rss-streams-open.txt"; snapshot chat-start; break; fi
    sleep 0.2
  done ) &
wait $LG
snapshot end
echo "uptime after: $(uptime)" | tee -a "$RUN/uptime.txt"
for g in "${GW_PORTS[@]}"; do curl -fsS "http://127.0.0.1:$g/metrics" >"$RUN/gateway-$g.metrics" || true; done

python3 - "$RUN" "$RSS0" <<'PY'
import json, os, sys
run, rss0 = sys.argv[1], int(sys.argv[2])
r = json.load(open(f"{run}/report.json"))
def table(label):
    return {l.split()[0]: (float(l.split()[1]), int(l.split()[2])) for l in open(f"{run}/procs-{label}.txt") if len(l.split()) == 3}
start = table("chat-start") if os.path.exists(f"{run}/procs-chat-start.txt") else table("start")
end = table("end")
lat = r["latency"]
opened = r["streams"]["opened"]
print(f"\nusers {r['options']['users']} ({opened} streams open, {r['streams']['failed']} failed, {r['streams']['dropped']} dropped), chatting {r['options']['chatting']}")
print(f"turns {r['turns']['count']} {r['turns']['outcomes']}  {r['turns']['per_sec']:.1f} turns/s over {r['chat_s']:.0f} s; unclean {r['turns']['unclean']}")
p = r.get("persistence") or {}
print(f"persisted {p.get('persisted')} of {p.get('ended')} ended turns")
for k in ["first_event", "done", "publish_to_client", "connect"]:
    d = lat[k]
    print(f"{k:>18}: n={d['count']:>8} p50={d['p50_ms']:>9.1f} ms  p90={d['p90_ms']:>9.1f} ms  p99={d['p99_ms']:>9.1f} ms  max={d['slowest_ms']:>9.1f} ms")
if os.path.exists(f"{run}/gw-rss-streams-open.txt") and opened:
    rss1 = int(open(f"{run}/gw-rss-streams-open.txt").read().strip())
    print(f"gateway RSS: {rss0} KiB idle → {rss1} KiB with {opened} streams open: {(rss1 - rss0) / opened:.1f} KiB per stream")
secs = r["chat_s"] + r["options"].get("turn_timeout_s", 0) * 0
print("\nCPU during the chat phase (+ hold and persistence check), % of one core:")
wall = max(r["chat_s"], 1e-9)
for name, (c1, rss) in sorted(end.items()):
    c0 = start.get(name, (0, 0))[0]
    print(f"  {name:<22} {100 * (c1 - c0) / wall:7.1f} %   RSS {rss / 1024:8.1f} MiB")
errs = r.get("errorDistribution") or {}
if errs:
    print("errors:", json.dumps(errs))
PY
