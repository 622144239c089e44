#!/usr/bin/env bash
# Benchmarks every running Barb service with `barb loadgen` (release build)
# and the ghz configs in deploy/loadtest/ghz: for each call it prints
# requests/sec, p50, p99, errors, the ratio of its RPS to the health-check
# baseline of the same server (how much of the server's raw gRPC capacity the
# real work leaves) and the server's CPU time per call (user + system of the
# server process over the run, divided by the calls: the generator shares the
# machine, so RPS and its ratio move with the load while this figure is the
# server's own cost; `-` when the server's pid is not known).
#
# Targets: the stack from deploy/local/up.sh (default ports), or with
# --standalone a query-engine this script starts itself (release binary, on a
# free loopback port, stopped at the end). Services that do not answer are
# skipped. Every run is bounded by -z.
#
#   deploy/loadtest/bench.sh                      # all services of the local stack, 15 s each
#   deploy/loadtest/bench.sh --standalone -z 20s  # query-engine only, no stack needed
#   deploy/loadtest/bench.sh --only query-engine,backtest -c 32
#
# Options: -z DURATION (15s), -c CONCURRENCY (16), --connections N (2),
# --only LIST, --standalone, --json DIR (keep every JSON report).
# Environment: BARB_SKIP_BUILD=1 (reuse the release binaries), BARB_BIN_DIR,
# BARB_DATA_DIR (standalone data; default .local/data, generated if missing).
set -euo pipefail
# shellcheck source=deploy/local/lib.sh
source "$(dirname "$0")/../local/lib.sh"
cd "$ROOT"
GHZ=$ROOT/deploy/loadtest/ghz

DURATION=15s CONC=16 CONNS=2 ONLY="" STANDALONE=0 KEEP=""
while [ $# -gt 0 ]; do
  case $1 in
    -z) DURATION=$2; shift 2 ;;
    -c) CONC=$2; shift 2 ;;
    --connections) CONNS=$2; shift 2 ;;
    --only) ONLY=$2; shift 2 ;;
    --standalone) STANDALONE=1; shift ;;
    --json) KEEP=$2; shift 2 ;;
    -h|--help) sed -n '2,24p' "$0"; exit 0 ;;
    *) die "unknown option $1 (see --help)" ;;
  esac
done
command -v python3 >/dev/null || die "python3 is needed to read the JSON reports"
if [ "$STANDALONE" = 1 ]; then build_release barb query-engine; else build_release barb; fi
mkdir -p "$LOCAL/logs" "$LOCAL/run"
OUT=${KEEP:-$(mktemp -d)}
mkdir -p "$OUT"

declare -A PORT=([query-engine]=50051 [backtest]=50052 [receipts-query]=50053 [chat-orchestrator]=50054)
# The local stack's gRPC ports speak mTLS; its plaintext health-only ports answer the liveness check.
declare -A HEALTH=([query-engine]=50061 [backtest]=50062 [receipts-query]=50063 [chat-orchestrator]=50064)
if [ "$STANDALONE" = 1 ]; then
  ONLY=query-engine
  DATA=${BARB_DATA_DIR:-$LOCAL/data}
  if ! [ -s "$DATA/NQ.parquet" ]; then
    mkdir -p "$DATA"; log "generating market data into $DATA/NQ.parquet"
    "$BIN/barb" gen-data --out "$DATA/NQ.parquet"
  fi
  PORT[query-engine]=${BENCH_PORT:-56051}
  HEALTH[query-engine]=${PORT[query-engine]}
  port_free_or_ours bench-query-engine "${PORT[query-engine]}" BENCH_PORT
  log "starting a release query-engine on 127.0.0.1:${PORT[query-engine]} (data: $DATA)"
  # A loopback-only bench engine: no token, no TLS (the switch is logged at start).
  env RUST_LOG=warn LOG_FORMAT=pretty BARB_INSECURE_DEV=true LISTEN_ADDR="127.0.0.1:${PORT[query-engine]}" METRICS_ADDR=off BARB_DATA_DIR="$DATA" \
    "$BIN/query-engine" >>"$LOCAL/logs/bench-query-engine.log" 2>&1 &
  echo $! >"$LOCAL/run/bench-query-engine.pid"
  trap 'stop_process bench-query-engine >/dev/null' EXIT
  wait_grpc bench-query-engine "${PORT[query-engine]}"
fi

# service → ghz configs (the health check is the per-server baseline)
declare -A CALLS=(
  [query-engine]="query-engine-execute-count query-engine-execute-last20 query-engine-execute-last20-json query-engine-execute-scalar query-engine-execute-grouped query-engine-execute-table query-engine-execute-indicators query-engine-execute-mixed"
  [backtest]="backtest-run"
  [receipts-query]="receipts-query-query"
  [chat-orchestrator]="chat-orchestrator-streamturn"
)

# Every service needs the internal token; receipts-query a user assertion for
# the seeded user; the stack's ports want the `ops` client certificate
# (deploy/local/up.sh generated all of them into .local/secrets).
AUTH=()
TLS_DIR=$LOCAL/secrets/tls
if [ "$STANDALONE" = 0 ] && [ -s "$TLS_DIR/ca.pem" ]; then
  AUTH+=(--cacert "$TLS_DIR/ca.pem" --cert "$TLS_DIR/ops.pem" --key "$TLS_DIR/ops-key.pem")
fi
if [ -s "$LOCAL/secrets/internal-auth-token" ]; then
  AUTH+=(-m "authorization=Bearer $(tr -d '\n' <"$LOCAL/secrets/internal-auth-token")")
  AUTH+=(-m "x-barb-assertion=$(USER_ASSERTION_SIGNING_KEY_FILE="$LOCAL/secrets/user-assertion-signing-key" \
    "$BIN/barb" secrets assertion --user f1997bea-fdf8-44c6-812a-438502da747d --aud receipts-query)")
fi

# CPU clock ticks (user + system) the process $1 has used so far; empty when unknown.
cpu_ticks() { [ -n "$1" ] && [ -r "/proc/$1/stat" ] && awk '{print $14 + $15}' "/proc/$1/stat"; }
CLK_TCK=$(getconf CLK_TCK 2>/dev/null || echo 100)

# run NAME CONFIG PORT [CONCURRENCY CONNECTIONS] → prints "rps p50_ms p99_ms errors count server_us" and keeps the JSON
run() {
  local name=$1 cfg=$2 port=$3 c=${4:-$CONC} conns=${5:-$CONNS} pid="" before after
  [ -f "$LOCAL/run/$name.pid" ] && pid=$(cat "$LOCAL/run/$name.pid")
  [ "$STANDALONE" = 1 ] && pid=$(cat "$LOCAL/run/bench-query-engine.pid")
  before=$(cpu_ticks "$pid" || true)
  "$BIN/barb" loadgen --config "$GHZ/$cfg.json" "${AUTH[@]}" -z "$DURATION" -c "$c" --connections "$conns" \
    --format json -o "$OUT/$name-$cfg.json" "127.0.0.1:$port" >/dev/null
  after=$(cpu_ticks "$pid" || true)
  python3 - "$OUT/$name-$cfg.json" "${before:--}" "${after:--}" "$CLK_TCK" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
lat = {p["percentage"]: p["latency"] / 1e6 for p in r["latencyDistribution"]}
ok = r["statusCodeDistribution"].get("OK", 0)
before, after, tck = sys.argv[2:5]
us = "-"
if before != "-" and after != "-" and r["count"] > 0:
    us = f'{(int(after) - int(before)) / int(tck) * 1e6 / r["count"]:.1f}'
print(f'{r["rps"]:.1f} {lat.get(50.0, 0):.2f} {lat.get(99.0, 0):.2f} {r["count"] - ok} {r["count"]} {us}')
PY
}

printf '\n%-20s %-36s %10s %9s %9s %7s %9s %10s\n' service call rps p50_ms p99_ms errors vs_base server_us
printf '%s\n' "$(printf '%.0s-' {1..117})"
for svc in query-engine backtest receipts-query chat-orchestrator; do
  if [ -n "$ONLY" ] && [[ ",$ONLY," != *",$svc,"* ]]; then continue; fi
  port=${PORT[$svc]}
  if ! "$BIN/barb" health --addr "http://127.0.0.1:${HEALTH[$svc]}" --timeout-ms 2000 >/dev/null 2>&1; then
    printf '%-20s %s\n' "$svc" "not running on 127.0.0.1:$port (deploy/local/up.sh), skipped"
    continue
  fi
  read -r brps bp50 bp99 berr _ bus < <(run "$svc" health-check "$port")
  printf '%-20s %-36s %10s %9s %9s %7s %9s %10s\n' "$svc" "Health/Check (baseline)" "$brps" "$bp50" "$bp99" "$berr" "1.000" "$bus"
  for cfg in ${CALLS[$svc]}; do
    c=$CONC conns=$CONNS
    # A chat turn takes about a second with the mock provider: fewer workers.
    if [ "$svc" = chat-orchestrator ]; then c=4 conns=1; fi
    read -r rps p50 p99 err _ us < <(run "$svc" "$cfg" "$port" "$c" "$conns")
    ratio=$(python3 -c "print(f'{$rps / $brps:.4f}' if $brps > 0 else '-')")
    printf '%-20s %-36s %10s %9s %9s %7s %9s %10s\n' "" "${cfg#"$svc"-}" "$rps" "$p50" "$p99" "$err" "$ratio" "$us"
  done
done
echo
echo "duration $DURATION per call, concurrency $CONC, connections $CONNS; server_us: server CPU µs per call; $(uptime | sed 's/.*load/load/'); JSON reports in $OUT"
