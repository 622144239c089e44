#!/usr/bin/env bash
# What durable turns cost an orchestrator at rest: CPU of one chat-orchestrator
# holding N turns in flight (default 1,000) with durable turns on (lease
# heartbeats, orphan scans, the watches of running turns and instance leases)
# and off (DURABLE_TURNS=false: nothing shared), everything else equal. The
# turns are parked in the mock model's latency (no text streams), so the
# difference is the durable bookkeeping itself. Starts its own NATS,
# PostgreSQL and one gateway; `barb loadgen chat` opens the turns.
#
#   deploy/loadtest/heartbeat-cpu.sh                  # 1,000 turns, 30 s windows
#   deploy/loadtest/heartbeat-cpu.sh --turns 300 --window 20 --rate 25   # turns started per second (25)
#
# Prints, per mode: orchestrator and gateway CPU (% of one core) idle (no
# turns) and with the turns parked, and the lease heartbeats counted. The
# issue's budget: heartbeats (and the rest of the durable bookkeeping) add
# less than 1 % CPU at 1,000 concurrent turns.
# Environment: BARB_BIN_DIR (binaries; default the release build), BARB_SKIP_BUILD=1.
set -euo pipefail
# shellcheck source=deploy/local/lib.sh
source "$(dirname "$0")/../local/lib.sh"
cd "$ROOT"

TURNS=1000 WINDOW=30 RATE=25 OUT=""
while [ $# -gt 0 ]; do
  case $1 in
    --turns) TURNS=$2; shift 2 ;;
    --window) WINDOW=$2; shift 2 ;;
    --rate) RATE=$2; shift 2 ;;
    --out) OUT=$2; shift 2 ;;
    -h|--help) sed -n '2,17p' "$0"; exit 0 ;;
    *) die "unknown option $1 (see --help)" ;;
  esac
done
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
pg_path
command -v nats-server >/dev/null || die "nats-server is needed"
command -v initdb >/dev/null || die "PostgreSQL is needed"
build_release gateway chat-orchestrator barb

RUN=${OUT:-$LOCAL/heartbeat-cpu/$(date +%Y%m%d-%H%M%S)}
mkdir -p "$RUN/logs"
RUN=$(cd "$RUN" && pwd)
PIDS=() PGDIR=""
cleanup() {
  local rc=$?
  for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done
  wait 2>/dev/null || true
  [ -n "$PGDIR" ] && { run_pg pg_ctl -D "$PGDIR/data" -m fast stop >/dev/null 2>&1 || true; rm -rf "$PGDIR"; }
  exit "$rc"
}
trap cleanup EXIT
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
cpu_s() { awk '{print ($14+$15)/100}' "/proc/$1/stat"; }
metric() { curl -fsS "$1" 2>/dev/null | awk -v n="$2" 'index($0, n) == 1 {s += $NF} END {print s + 0}'; }

"$BIN/barb" secrets generate --dir "$RUN/secrets" 2>>"$RUN/logs/secrets.log"
S=$RUN/secrets
secret() { tr -d '\n' <"$S/$1"; }
# A model that thinks for 10 minutes before its first word: turns stay parked.
cat >"$RUN/mock.json" <<'JSON'
{"latency_ms": 600000, "tokens_per_second": 0, "rules": [{"rounds": [{"text": "Parked."}]}]}
JSON

measure() { # MODE(true|false) → one line of figures
  local durable=$1 nport nmon pport op om gp gm
  nport=$(free_port) nmon=$(free_port) pport=$(free_port) op=$(free_port) om=$(free_port) gp=$(free_port) gm=$(free_port)
  rm -rf "$RUN/nats-$durable"
  NATS_ORCHESTRATOR_PASSWORD=$(secret nats-orchestrator-password) NATS_GATEWAY_PASSWORD=$(secret nats-gateway-password) \
    nats-server -c "$ROOT/deploy/nats/nats.conf" -js -a 127.0.0.1 -p "$nport" -m "$nmon" -sd "$RUN/nats-$durable" \
    >>"$RUN/logs/nats-$durable.log" 2>&1 &
  local nats=$!; PIDS+=("$nats")
  for _ in $(seq 1 100); do curl -fsS "http://127.0.0.1:$nmon/healthz?js-enabled-only=true" >/dev/null 2>&1 && break; sleep 0.2; done
  PGDIR=$(mktemp -d /tmp/barb-hb-pg.XXXXXX)
  [ "$(id -u)" = 0 ] && chown postgres: "$PGDIR"
  run_pg initdb -A trust -U postgres -E UTF8 --locale=C -D "$PGDIR/data" >>"$RUN/logs/initdb.log"
  run_pg pg_ctl -D "$PGDIR/data" -l "$PGDIR/pg.log" -w -t 60 \
    -o "-p $pport -k $PGDIR -c listen_addresses=127.0.0.1 -c max_connections=200" start >/dev/null
  psql -h 127.0.0.1 -p "$pport" -U postgres -qc "CREATE DATABASE barb_gateway"
  env INTERNAL_AUTH_TOKEN_FILE="$S/internal-auth-token" LISTEN_ADDR=127.0.0.1:$op METRICS_ADDR=127.0.0.1:$om \
    NATS_URL=nats://127.0.0.1:$nport NATS_USER=orchestrator NATS_PASSWORD_FILE="$S/nats-orchestrator-password" \
    USER_ASSERTION_PUBLIC_KEYS_FILE="$S/user-assertion-public-keys" LLM_PROVIDER=mock MOCK_SCRIPT="$RUN/mock.json" \
    QUERY_ENGINE_ADDR=http://127.0.0.1:1 BACKTEST_ADDR=http://127.0.0.1:1 RECEIPTS_ADDR=http://127.0.0.1:1 \
    DURABLE_TURNS="$durable" MAX_TURNS_TOTAL=$((TURNS * 2)) LOG_FORMAT=pretty RUST_LOG=warn \
    "$BIN/chat-orchestrator" >>"$RUN/logs/orchestrator-$durable.log" 2>&1 &
  local orch=$!; PIDS+=("$orch")
  env INTERNAL_AUTH_TOKEN_FILE="$S/internal-auth-token" LISTEN_ADDR=127.0.0.1:$gp METRICS_ADDR=127.0.0.1:$gm \
    NATS_URL=nats://127.0.0.1:$nport NATS_USER=gateway NATS_PASSWORD_FILE="$S/nats-gateway-password" \
    DATABASE_URL=postgres://postgres@127.0.0.1:$pport/barb_gateway DATABASE_MAX_CONNECTIONS=32 ORCHESTRATOR_ADDR=http://127.0.0.1:$op \
    USER_ASSERTION_SIGNING_KEY_FILE="$S/user-assertion-signing-key" JWT_HS256_SECRET_FILE="$S/jwt-hs256-secret" \
    JWT_ISSUER=barb JWT_AUDIENCE=barb-api RATE_LIMIT_USER_RPS=100000 RATE_LIMIT_USER_BURST=100000 \
    RATE_LIMIT_GLOBAL_RPS=100000 RATE_LIMIT_GLOBAL_BURST=100000 TURN_REAPER="$durable" LOG_FORMAT=pretty RUST_LOG=warn \
    "$BIN/gateway" >>"$RUN/logs/gateway-$durable.log" 2>&1 &
  local gw=$!; PIDS+=("$gw")
  for _ in $(seq 1 240); do curl -fsS "http://127.0.0.1:$gp/readyz" >/dev/null 2>&1 && break; sleep 0.5; done
  "$BIN/barb" health --addr "http://127.0.0.1:$op" --timeout-ms 2000 >/dev/null || die "orchestrator not healthy"
  sleep 2
  local o0 g0 o1 g1 h0 h1 t0 t1 idle_o idle_g
  t0=$(date +%s.%N) o0=$(cpu_s "$orch") g0=$(cpu_s "$gw")
  sleep "$WINDOW"
  t1=$(date +%s.%N) o1=$(cpu_s "$orch") g1=$(cpu_s "$gw")
  idle_o=$(awk -v a="$o0" -v b="$o1" -v s="$t0" -v e="$t1" 'BEGIN {printf "%.2f", 100 * (b - a) / (e - s)}')
  idle_g=$(awk -v a="$g0" -v b="$g1" -v s="$t0" -v e="$t1" 'BEGIN {printf "%.2f", 100 * (b - a) / (e - s)}')
  "$BIN/barb" loadgen chat --jwt-secret "$(secret jwt-hs256-secret)" --jwt-issuer barb --jwt-audience barb-api \
    -c "$TURNS" --chatting "$TURNS" -n "$TURNS" --connect-rate 100 -r "$RATE" --turn-timeout 30m --no-persist-check \
    -O json -o "$RUN/loadgen-$durable.json" "http://127.0.0.1:$gp" >>"$RUN/logs/loadgen-$durable.log" 2>&1 &
  local lg=$!; PIDS+=("$lg")
  local running=0
  for _ in $(seq 1 $((TURNS / RATE * 4 + 240))); do
    running=$(metric "http://127.0.0.1:$om/metrics" chat_turns_running)
    [ "${running%.*}" -ge "$TURNS" ] && break
    sleep 0.5
  done
  [ "${running%.*}" -ge "$TURNS" ] || die "only $running turns in flight (DURABLE_TURNS=$durable); see $RUN/logs"
  sleep 3
  h0=$(metric "http://127.0.0.1:$om/metrics" 'chat_lease_heartbeats_total{outcome="ok"}')
  t0=$(date +%s.%N) o0=$(cpu_s "$orch") g0=$(cpu_s "$gw")
  sleep "$WINDOW"
  t1=$(date +%s.%N) o1=$(cpu_s "$orch") g1=$(cpu_s "$gw")
  h1=$(metric "http://127.0.0.1:$om/metrics" 'chat_lease_heartbeats_total{outcome="ok"}')
  awk -v mode="$durable" -v io="$idle_o" -v ig="$idle_g" -v a="$o0" -v b="$o1" -v c="$g0" -v d="$g1" \
    -v s="$t0" -v e="$t1" -v hb="$(awk -v x="$h0" -v y="$h1" 'BEGIN {print y - x}')" -v n="$TURNS" \
    'BEGIN {printf "%-8s %10s %10s %14s %14s %11s\n", mode, io " %", ig " %", sprintf("%.2f %%", 100 * (b - a) / (e - s)), sprintf("%.2f %%", 100 * (d - c) / (e - s)), hb}'
  for p in "$lg" "$gw" "$orch" "$nats"; do kill "$p" 2>/dev/null || true; wait "$p" 2>/dev/null || true; done
  run_pg pg_ctl -D "$PGDIR/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$PGDIR"; PGDIR=""
}

log "run directory: $RUN; $TURNS turns parked, ${WINDOW} s windows"
echo "uptime: $(uptime)"
printf '%-8s %10s %10s %14s %14s %11s\n' durable "orch idle" "gw idle" "orch $TURNS" "gw $TURNS" heartbeats
# Not in a pipeline: measure's processes must be this shell's, for the cleanup.
measure true >"$RUN/durable.txt"
cat "$RUN/durable.txt"
measure false >"$RUN/plain.txt"
cat "$RUN/plain.txt"
python3 - "$RUN" "$TURNS" <<'PY'
import sys
run, n = sys.argv[1], sys.argv[2]
def row(f):
    p = open(f).read().split()
    return float(p[5]), float(p[7])
(od, gd), (op, gp) = row(f"{run}/durable.txt"), row(f"{run}/plain.txt")
print(f"\ndurable bookkeeping at {n} parked turns: orchestrator +{od - op:.2f} % of a core, gateway +{gd - gp:.2f} % "
      f"(budget: < 1 %); {'OK' if od - op < 1 else 'OVER BUDGET'}")
PY
