#!/usr/bin/env bash
# The long fuzz run of the four fuzz targets (SECURITY.md, "Fuzzing"): each
# target gets N generated inputs (default 10,000,000), release build, split
# into P chunks run in parallel, each chunk with its own proptest seed. Prints,
# per target: inputs run, panics, stack overflows, runs beyond their deadline
# (+ grace), wall time and inputs per second, in a table ready to paste.
#
#   deploy/fuzz.sh                          # 10M inputs each, one chunk per core
#   deploy/fuzz.sh --cases 20000 --jobs 2   # a short run (measures inputs/s)
#   deploy/fuzz.sh --only expr,receipts
#
# Targets (the same tests `cargo test` runs briefly with ~1,000 inputs each):
#   expr      barb-script/tests/fuzz_expr.rs       the expression parser, lowering, evaluation
#   query     query-engine/tests/fuzz_query.rs     query JSON → plan → execution under deadlines
#   strategy  backtest/tests/fuzz_strategy.rs      strategy input → backtest runs under deadlines
#   receipts  receipts-query/tests/plan_fuzz.rs    the receipts plan and SQL builder (plans_never_panic)
# What the targets share (env knobs, the small-stack runner, the deadline check)
# is services/fuzz (barb-fuzz).
# Every input of every target is parsed/planned; the expensive last stage runs
# on every EVERY-th input (default 20: evaluation, execution, backtest run), as
# the targets' docs describe. Failing chunks keep their log in the output dir.
#
# Options: --cases N, --jobs P (default: cores), --only LIST, --every K,
# --seed S (first chunk's seed; chunk i uses S+i), --out DIR.
# Environment: BARB_RELEASE_TARGET_DIR (default ~/.cache/barb/target-release).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
export CARGO_TARGET_DIR="${BARB_RELEASE_TARGET_DIR:-$HOME/.cache/barb/target-release}"

CASES=10000000 JOBS=$(nproc 2>/dev/null || echo 2) ONLY=expr,query,strategy,receipts EVERY=20
SEED=$(( $(date +%s) % 1000000 )) OUT=""
while [ $# -gt 0 ]; do
  case $1 in
    --cases) CASES=$2; shift 2 ;;
    --jobs) JOBS=$2; shift 2 ;;
    --only) ONLY=$2; shift 2 ;;
    --every) EVERY=$2; shift 2 ;;
    --seed) SEED=$2; shift 2 ;;
    --out) OUT=$2; shift 2 ;;
    -h|--help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
    *) echo "unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
done
[ "$CASES" -ge "$JOBS" ] || { echo "--cases must be at least --jobs" >&2; exit 2; }
OUT=${OUT:-$(mktemp -d -t barb-fuzz-XXXXXX)}
mkdir -p "$OUT"

# target → package, test file, test name, case variable, every-variable
declare -A PKG=([expr]=barb-script [query]=query-engine [strategy]=backtest [receipts]=receipts-query)
declare -A TEST=([expr]=fuzz_expr [query]=fuzz_query [strategy]=fuzz_strategy [receipts]=plan_fuzz)
declare -A NAME=([expr]=expressions_never_panic_or_overflow_the_stack
  [query]=queries_never_panic_and_stop_at_their_deadline
  [strategy]=strategies_never_panic_and_stop_at_their_deadline [receipts]=plans_never_panic)
declare -A CASES_VAR=([expr]=EXPR_FUZZ_CASES [query]=QUERY_FUZZ_CASES [strategy]=STRATEGY_FUZZ_CASES
  [receipts]=RECEIPTS_FUZZ_CASES)
declare -A EVERY_VAR=([expr]=EXPR_FUZZ_EVALUATE_EVERY [query]=QUERY_FUZZ_EXECUTE_EVERY
  [strategy]=STRATEGY_FUZZ_RUN_EVERY [receipts]=)

IFS=, read -r -a targets <<<"$ONLY"
build_args=()
for t in "${targets[@]}"; do
  [ -n "${PKG[$t]:-}" ] || { echo "unknown target $t (expr, query, strategy, receipts)" >&2; exit 2; }
  build_args+=(-p "${PKG[$t]}" --test "${TEST[$t]}")
done
echo "==> building the fuzz targets (release, $CARGO_TARGET_DIR)" >&2
cargo test --release --no-run "${build_args[@]}" --message-format=json 2>"$OUT/build.log" >"$OUT/build.json" ||
  { tail -n 30 "$OUT/build.log" >&2; exit 1; }
exe_of() { # the test executable of file $1 from cargo's JSON messages
  python3 -c 'import json,sys
name=sys.argv[1]
for line in open(sys.argv[2]):
    try: m=json.loads(line)
    except ValueError: continue
    if m.get("reason")=="compiler-artifact" and m.get("executable") and m["target"]["name"]==name and "test" in m["target"]["kind"]:
        print(m["executable"])' "$1" "$OUT/build.json" | tail -n 1
}

per_chunk=$(( (CASES + JOBS - 1) / JOBS ))
rows=()
overall=0
for t in "${targets[@]}"; do
  exe=$(exe_of "${TEST[$t]}")
  [ -x "$exe" ] || { echo "no test executable for ${TEST[$t]}" >&2; exit 1; }
  echo "==> $t: $CASES inputs in $JOBS chunks of $per_chunk (seeds $SEED..$((SEED + JOBS - 1)); logs in $OUT)" >&2
  started=$(date +%s.%N)
  pids=()
  for i in $(seq 0 $((JOBS - 1))); do
    env=("${CASES_VAR[$t]}=$per_chunk" "PROPTEST_RNG_SEED=$((SEED + i))")
    [ -n "${EVERY_VAR[$t]}" ] && env+=("${EVERY_VAR[$t]}=$EVERY")
    # The receipts database property is not part of the long run (no Postgres needed).
    (cd "$ROOT/services/${PKG[$t]}" 2>/dev/null || cd "$ROOT"
     env "${env[@]}" "$exe" "${NAME[$t]}" --exact --nocapture --test-threads 1 >"$OUT/$t-$i.log" 2>&1
     echo $? >"$OUT/$t-$i.rc") &
    pids+=($!)
  done
  wait "${pids[@]}" || true
  wall=$(python3 -c "import time; print(f'{time.time() - $started:.1f}')")
  panics=0 overflows=0 overruns=0 other=0 ran=0
  for i in $(seq 0 $((JOBS - 1))); do
    rc=$(cat "$OUT/$t-$i.rc") log="$OUT/$t-$i.log"
    if [ "$rc" = 0 ]; then
      ran=$((ran + per_chunk))
    elif grep -q "has overflowed its stack" "$log" || [ "$rc" = 134 ] || [ "$rc" = 139 ]; then
      overflows=$((overflows + 1))
    elif grep -q "past a .* ms deadline" "$log"; then
      overruns=$((overruns + 1))
    elif grep -q "panicked" "$log"; then
      panics=$((panics + 1))
    else
      other=$((other + 1))
    fi
  done
  rate=$(python3 -c "print(f'{$ran / max($wall, 0.001):.0f}')")
  failed=$((panics + overflows + overruns + other))
  overall=$((overall + failed))
  rows+=("$(printf '| %-8s | %12s | %6s | %15s | %27s | %6s | %8s | %10s |' "$t" "$ran" "$panics" "$overflows" \
    "$overruns" "$other" "$wall" "$rate")")
  [ "$failed" = 0 ] || echo "    $failed failing chunk(s) of $t: see $OUT/$t-*.log" >&2
done

echo
echo "Fuzz run $(date -u +%Y-%m-%dT%H:%MZ), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg), commit $(git rev-parse --short HEAD), $JOBS chunks, expensive stage every $EVERY inputs"
echo
echo "| target   | inputs run   | panics | stack overflows | runs beyond deadline+grace | other  | wall s   | inputs/s   |"
echo "|----------|--------------|--------|-----------------|----------------------------|--------|----------|------------|"
printf '%s\n' "${rows[@]}"
echo
echo "(a failing chunk stops at its first failure; its inputs are not counted in 'inputs run')"
[ "$overall" = 0 ]
