#!/usr/bin/env bash
# Soak test of query-engine (not part of `cargo test`): starts a release
# query-engine on a loopback port, measures its maximum throughput for a
# ghz config, then holds 80 % of that rate for 10 minutes while sampling the
# process's resident memory (VmRSS from /proc/<pid>/status). Passes when the
# run had no errors, reached the target rate, and RSS stayed flat.
#
#   deploy/loadtest/soak.sh                       # 30 s measure + 10 min soak
#   SOAK_DURATION=2m deploy/loadtest/soak.sh      # a shorter soak
#
# Environment: SOAK_DURATION (10m), MEASURE_DURATION (30s), SOAK_FRACTION (0.8),
# SOAK_CONFIG (query-engine-execute-mixed), SOAK_CONCURRENCY (16),
# RSS_MAX_GROWTH_PCT (10: last-fifth median RSS vs second-fifth median),
# SOAK_PORT (57051), BARB_DATA_DIR (default .local/data, generated if missing),
# BARB_SKIP_BUILD=1, BARB_BIN_DIR. Results go to .local/soak/<timestamp>/.
set -euo pipefail
# shellcheck source=deploy/local/lib.sh
source "$(dirname "$0")/../local/lib.sh"
cd "$ROOT"

SOAK_DURATION=${SOAK_DURATION:-10m}
MEASURE_DURATION=${MEASURE_DURATION:-30s}
FRACTION=${SOAK_FRACTION:-0.8}
CONFIG=$ROOT/deploy/loadtest/ghz/${SOAK_CONFIG:-query-engine-execute-mixed}.json
CONC=${SOAK_CONCURRENCY:-16}
MAX_GROWTH=${RSS_MAX_GROWTH_PCT:-10}
PORT=${SOAK_PORT:-57051}
DATA=${BARB_DATA_DIR:-$LOCAL/data}
command -v python3 >/dev/null || die "python3 is needed to read the JSON reports"
[ -f "$CONFIG" ] || die "no config $CONFIG"

build_release barb query-engine
mkdir -p "$LOCAL/logs" "$LOCAL/run"
OUT=$LOCAL/soak/$(date -u +%Y%m%dT%H%M%SZ)
mkdir -p "$OUT"
if ! [ -s "$DATA/NQ.parquet" ]; then
  mkdir -p "$DATA"; log "generating market data into $DATA/NQ.parquet"
  "$BIN/barb" gen-data --out "$DATA/NQ.parquet"
fi

port_free_or_ours soak-query-engine "$PORT" SOAK_PORT
log "starting a release query-engine on 127.0.0.1:$PORT"
env RUST_LOG=warn LOG_FORMAT=pretty LISTEN_ADDR="127.0.0.1:$PORT" METRICS_ADDR=off BARB_DATA_DIR="$DATA" \
  "$BIN/query-engine" >"$OUT/query-engine.log" 2>&1 &
PID=$!
echo $PID >"$LOCAL/run/soak-query-engine.pid"
trap 'stop_process soak-query-engine >/dev/null' EXIT
LOCAL_LOG=$OUT/query-engine.log
wait_grpc soak-query-engine "$PORT" || { cat "$LOCAL_LOG" >&2; exit 1; }

field() { python3 -c "import json,sys; r=json.load(open(sys.argv[1])); print($2)" "$1"; }

log "measuring maximum throughput for $MEASURE_DURATION ($(basename "$CONFIG"), -c $CONC)"
"$BIN/barb" loadgen --config "$CONFIG" -z "$MEASURE_DURATION" -c "$CONC" --connections 2 --format json \
  -o "$OUT/max.json" "127.0.0.1:$PORT" >/dev/null
MAX_RPS=$(field "$OUT/max.json" 'round(r["rps"], 1)')
TARGET=$(python3 -c "print(f'{$MAX_RPS * $FRACTION:.1f}')")
log "max ${MAX_RPS} req/s; soaking at ${TARGET} req/s for $SOAK_DURATION"

rss_kb() { awk '/^VmRSS:/ {print $2}' "/proc/$PID/status" 2>/dev/null; }
echo "elapsed_s,rss_kb" >"$OUT/rss.csv"
"$BIN/barb" loadgen --config "$CONFIG" -z "$SOAK_DURATION" --rps "$TARGET" -c "$CONC" --connections 2 \
  --format json -o "$OUT/soak.json" "127.0.0.1:$PORT" >/dev/null &
LOAD=$!
START=$(date +%s)
while kill -0 "$LOAD" 2>/dev/null; do
  kill -0 "$PID" 2>/dev/null || die "query-engine died during the soak; see $LOCAL_LOG"
  echo "$(( $(date +%s) - START )),$(rss_kb)" >>"$OUT/rss.csv"
  sleep 5
done
wait "$LOAD" || die "loadgen failed"

python3 - "$OUT/soak.json" "$OUT/rss.csv" "$TARGET" "$MAX_GROWTH" "$MAX_RPS" <<'PY'
import csv, json, statistics, sys
report, rss_csv, target, max_growth, max_rps = sys.argv[1], sys.argv[2], float(sys.argv[3]), float(sys.argv[4]), float(sys.argv[5])
r = json.load(open(report))
rows = [int(x["rss_kb"]) for x in csv.DictReader(open(rss_csv)) if x["rss_kb"]]
ok = r["statusCodeDistribution"].get("OK", 0)
errors = r["count"] - ok
lat = {p["percentage"]: p["latency"] / 1e6 for p in r["latencyDistribution"]}
fifth = max(1, len(rows) // 5)
early = statistics.median(rows[fifth:2 * fifth]) if len(rows) >= 2 * fifth else rows[0]
late = statistics.median(rows[-fifth:])
growth = (late - early) / early * 100 if early else 0.0
print(f"max throughput       {max_rps:.1f} req/s")
print(f"soak target          {target:.1f} req/s for {r['options']['duration'] / 1e9:.0f} s")
print(f"soak achieved        {r['rps']:.1f} req/s, {r['count']} requests, {errors} errors")
print(f"latency              p50 {lat.get(50.0, 0):.2f} ms, p99 {lat.get(99.0, 0):.2f} ms, slowest {r['slowest'] / 1e6:.2f} ms")
print(f"RSS                  start {rows[0] / 1024:.1f} MiB, 2nd fifth {early / 1024:.1f} MiB, last fifth {late / 1024:.1f} MiB, max {max(rows) / 1024:.1f} MiB ({growth:+.1f} %)")
failures = []
if errors:
    failures.append(f"{errors} errors: {r['errorDistribution']}")
if r["rps"] < 0.95 * target:
    failures.append(f"achieved {r['rps']:.1f} req/s < 95 % of the target {target:.1f}")
if growth > max_growth:
    failures.append(f"RSS grew {growth:.1f} % (> {max_growth} %)")
print("RESULT               " + ("PASS" if not failures else "FAIL: " + "; ".join(failures)))
sys.exit(1 if failures else 0)
PY
echo "reports and RSS samples in $OUT"
