#!/usr/bin/env bash
# The query-engine's instructions per call: a release query-engine (standalone,
# as `bench.sh --standalone` runs it) under valgrind's callgrind with
# instrumentation off; for each ghz config, 300 warm-up calls, then N calls
# (`barb loadgen -n N -c 16 --connections 2`) counted, all of the server's
# threads together. Instruction counts do not move with the machine's load,
# so this is the before/after figure on a shared machine (bench.sh's RPS and
# CPU µs are not). Needs valgrind.
#
#   deploy/loadtest/callgrind.sh                       # health, last20, last20-json, count; 2000 calls each
#   deploy/loadtest/callgrind.sh -n 500 query-engine-execute-grouped
#
# Environment: BARB_SKIP_BUILD=1 (reuse the release binaries), BARB_BIN_DIR,
# BARB_DATA_DIR (default .local/data, generated if missing), BENCH_PORT.
# The callgrind files stay in .local/callgrind/ (callgrind_annotate --inclusive=yes FILE).
set -euo pipefail
# shellcheck source=deploy/local/lib.sh
source "$(dirname "$0")/../local/lib.sh"
cd "$ROOT"
GHZ=$ROOT/deploy/loadtest/ghz

N=2000
if [ "${1:-}" = -n ]; then N=$2; shift 2; fi
CONFIGS=("$@")
[ ${#CONFIGS[@]} -gt 0 ] || CONFIGS=(health-check query-engine-execute-last20 query-engine-execute-last20-json query-engine-execute-count)
command -v callgrind_control >/dev/null || die "valgrind is needed (apt-get install valgrind)"
build_release barb query-engine
DATA=${BARB_DATA_DIR:-$LOCAL/data}
if ! [ -s "$DATA/NQ.parquet" ]; then
  mkdir -p "$DATA"; log "generating market data into $DATA/NQ.parquet"
  "$BIN/barb" gen-data --out "$DATA/NQ.parquet"
fi
OUT=$LOCAL/callgrind
mkdir -p "$OUT" "$LOCAL/logs" "$LOCAL/run"
PORT=${BENCH_PORT:-56071}
port_free_or_ours callgrind-query-engine "$PORT" BENCH_PORT
log "starting the release query-engine under callgrind on 127.0.0.1:$PORT (start-up takes a minute)"
env RUST_LOG=warn LOG_FORMAT=pretty BARB_INSECURE_DEV=true LISTEN_ADDR="127.0.0.1:$PORT" METRICS_ADDR=off \
  BARB_DATA_DIR="$DATA" valgrind --tool=callgrind --instr-atstart=no --callgrind-out-file="$OUT/callgrind.%p" \
  "$BIN/query-engine" >>"$LOCAL/logs/callgrind-query-engine.log" 2>&1 &
PID=$!
echo "$PID" >"$LOCAL/run/callgrind-query-engine.pid"
trap 'stop_process callgrind-query-engine >/dev/null' EXIT
for _ in $(seq 1 600); do
  "$BIN/barb" health --addr "http://127.0.0.1:$PORT" --timeout-ms 2000 >/dev/null 2>&1 && break
  kill -0 "$PID" 2>/dev/null || die "query-engine under callgrind exited (see $LOCAL/logs/callgrind-query-engine.log)"
  sleep 1
done

load() { "$BIN/barb" loadgen --config "$GHZ/$1.json" -n "$2" -c 16 --connections 2 "127.0.0.1:$PORT"; }
printf '\n%-40s %14s\n' call instr_per_call
for cfg in "${CONFIGS[@]}"; do
  load "$cfg" 300 >/dev/null
  callgrind_control -z "$PID" >/dev/null 2>&1
  callgrind_control -i on "$PID" >/dev/null 2>&1
  load "$cfg" "$N" | grep -Eq "\[OK\][[:space:]]+$N responses" || die "$cfg: not every call answered OK"
  callgrind_control -i off "$PID" >/dev/null 2>&1
  callgrind_control -d "$cfg" "$PID" >/dev/null 2>&1
  file=$(ls -t "$OUT/callgrind.$PID".* | head -1)
  total=$(callgrind_annotate "$file" 2>/dev/null | awk '/PROGRAM TOTALS/ {gsub(",", "", $1); print $1}')
  printf '%-40s %14s\n' "$cfg" "$((total / N))"
done
echo
echo "$N calls each after 300 warm-up calls, -c 16, 2 connections; files in $OUT"
