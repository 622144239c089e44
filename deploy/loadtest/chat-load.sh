#!/usr/bin/env bash
# The chat product under load on this machine: starts its own stack
# (deploy/loadtest/stack.sh: NATS with deploy/nats/nats.conf, PostgreSQL,
# query-engine, K chat-orchestrators playing deploy/loadtest/chat/mock-script.json,
# G gateways; secrets from `barb secrets generate`, JWT issuer/audience, a
# metrics port per instance), runs `barb loadgen chat` against the gateways as
# a separate process, samples every second (turns ended, messages written,
# persistence backlog, CPU and RSS of each process), then prints a summary
# (deploy/loadtest/chat/summary.py). Exits 1 when the run broke an invariant:
# a stream failed or was dropped, a gap/duplicate in a verified stream, an
# ended turn not stored.
#
#   deploy/loadtest/chat-load.sh                                   # 1 gateway, 1 orchestrator, 10,000 users, 300 chatting, 60 s
#   deploy/loadtest/chat-load.sh --gateways 3 --orchestrators 2 -- -c 3000 --chatting 300 -z 60s
#   deploy/loadtest/chat-load.sh --instant -- -c 300 --chatting 300 -z 30s   # model time 0: platform overhead only
#   deploy/loadtest/chat-load.sh --server-cpus 0 --loadgen-cpus 1 -- -c 10000 --chatting 300 -z 60s
#   deploy/loadtest/chat-load.sh --gateway-quota 25 --gateways 2 -- …      # each gateway capped at 25 % of a core
#
# Options: --gateways G (1), --orchestrators K (1; gateway g uses orchestrator
# (g-1) mod K + 1), --instant (mock with no latency and no pacing),
# --server-cpus LIST / --loadgen-cpus LIST (taskset -c: keep the load
# generator off the servers' cores), --gateway-quota PCT / --orchestrator-quota PCT
# (a cgroup CPU quota per instance, % of one core), --out DIR (default
# .local/chat-load/<timestamp>); everything after `--` goes to
# `barb loadgen chat` (default: -c 10000 --chatting 300 -z 60s --hold 10s).
# The load generator is told the mock's pacing (--model-pacing), so its
# report has `overhead`: post → done minus the scripted model time.
# Environment: BARB_BIN_DIR (binaries: gateway, chat-orchestrator,
# query-engine, barb; default the release dir), BARB_SKIP_BUILD=1,
# BARB_DATA_DIR (market data; generated if missing), RUST_LOG (warn),
# GATEWAY_ENV / ORCHESTRATOR_ENV (extra VAR=value words for the instances).
#
# File descriptors: every open stream is a socket in the gateway and in the
# load generator. The script raises the soft limit (ulimit -n) to the hard
# limit for everything it starts; the gateway and `barb loadgen chat` raise
# their own soft limit at start too. 10,000 streams need a hard limit above
# ~10,500 (check `ulimit -Hn`; raise it in /etc/security/limits.conf or with
# LimitNOFILE= for systemd services).
set -euo pipefail
# shellcheck source=deploy/loadtest/stack.sh
source "$(dirname "$0")/stack.sh"
cd "$ROOT"

G=1 K=1 INSTANT=0 OUT="" LOADGEN_CPUS=""
while [ $# -gt 0 ]; do
  case $1 in
    --gateways) G=$2; shift 2 ;;
    --orchestrators) K=$2; shift 2 ;;
    --instant) INSTANT=1; shift ;;
    --server-cpus) STACK_CPUS=$2; shift 2 ;;
    --loadgen-cpus) LOADGEN_CPUS=$2; shift 2 ;;
    --gateway-quota) STACK_QUOTA_gateway=$2; shift 2 ;;
    --orchestrator-quota) STACK_QUOTA_orchestrator=$2; shift 2 ;;
    --out) OUT=$2; shift 2 ;;
    --) shift; break ;;
    -h|--help) sed -n '2,39p' "$0"; exit 0 ;;
    *) die "unknown option $1 (see --help)" ;;
  esac
done
LOADGEN_ARGS=("$@")
[ ${#LOADGEN_ARGS[@]} -gt 0 ] || LOADGEN_ARGS=(-c 10000 --chatting 300 -z 60s --hold 10s)
[[ $G =~ ^[1-9][0-9]?$ && $K =~ ^[1-9][0-9]?$ ]] || die "--gateways and --orchestrators take 1..99"

build_release gateway chat-orchestrator query-engine barb
RUN=${OUT:-$LOCAL/chat-load/$(date +%Y%m%d-%H%M%S)}
mkdir -p "$RUN"
RUN=$(cd "$RUN" && pwd)
stack_init "$RUN"
trap stack_stop EXIT

MOCK_SCRIPT=$ROOT/deploy/loadtest/chat/mock-script.json
if [ "$INSTANT" = 1 ]; then
  python3 -c 'import json,sys; s=json.load(open(sys.argv[1])); s["latency_ms"]=0; s["tokens_per_second"]=0; json.dump(s, open(sys.argv[2],"w"))' \
    "$MOCK_SCRIPT" "$RUN/mock-script.json"
  MOCK_SCRIPT=$RUN/mock-script.json
fi
PACING=$(python3 -c 'import json,sys; s=json.load(open(sys.argv[1])); print(s["latency_ms"], s["tokens_per_second"], s.get("chars_per_token", 4), sep=",")' "$MOCK_SCRIPT")

log "run directory: $RUN"
stack_nats
stack_postgres
stack_query_engine
for k in $(seq 1 "$K"); do stack_orchestrator "$k"; done
for g in $(seq 1 "$G"); do stack_gateway "$g"; done
stack_wait_ready
log "stack ready: $(stack_gateways)"

gateways() { local n; for n in "${!STACK_PID[@]}"; do [[ $n == gateway#* ]] && echo "$n"; done; }
gw_rss() { local n sum=0; for n in $(gateways); do sum=$((sum + $(stack_rss_kib "$n"))); done; echo "$sum"; }
snap() { { echo "@time $(date +%s.%N)"; stack_snapshot; } >"$RUN/procs-$1.txt"; }

# The per-second sampler (its own process; stopped by the file `$RUN/stop`).
SAMPLE=(--out "$RUN/samples.csv" --nats-monitor "$NATS_MON" --until "$RUN/stop")
for n in "${!METRICS_PORT[@]}"; do
  case $n in
    gateway#*) SAMPLE+=(--gateway "${METRICS_PORT[$n]}") ;;
    orchestrator#*) SAMPLE+=(--orchestrator "${METRICS_PORT[$n]}") ;;
  esac
done
for n in "${!STACK_PID[@]}"; do SAMPLE+=(--pid "${n//#/-}=${STACK_PID[$n]}"); done
python3 "$ROOT/deploy/loadtest/chat/sample.py" "${SAMPLE[@]}" 2>"$RUN/logs/sample.log" &
SAMPLER=$!

placement="server CPUs ${STACK_CPUS:-any}, load generator CPUs ${LOADGEN_CPUS:-any}"
placement+=", gateway quota ${STACK_QUOTA_gateway:-none}, orchestrator quota ${STACK_QUOTA_orchestrator:-none}"
LOAD_BEFORE=$(cut -d' ' -f1-3 /proc/loadavg)
echo "$(gw_rss)" >"$RUN/gw-rss-before.txt"
snap start

# The load generator: its own process (pinned with --loadgen-cpus), its CPU time measured by `time`.
LG_CMD=("$BIN/barb" loadgen chat --jwt-issuer "$JWT_ISSUER" --jwt-audience "$JWT_AUDIENCE" --model-pacing "$PACING"
  "${LOADGEN_ARGS[@]}" -O json -o "$RUN/report.json" "$(stack_gateways)")
[ -n "$LOADGEN_CPUS" ] && LG_CMD=(taskset -c "$LOADGEN_CPUS" "${LG_CMD[@]}")
echo "${LG_CMD[*]}" >"$RUN/loadgen-command.txt"
(
  TIMEFORMAT='%R %U %S'
  export LOADGEN_JWT_SECRET
  LOADGEN_JWT_SECRET=$(stack_secret jwt-hs256-secret)
  { time "${LG_CMD[@]}" 2>>"$RUN/loadgen.log"; } 2>"$RUN/loadgen-time.txt"
) &
LG=$!
# Memory with every stream open and idle (before the first turn), then the CPU baseline of the chat phase.
while kill -0 "$LG" 2>/dev/null; do
  if grep -q "ramp done" "$RUN/loadgen.log" 2>/dev/null; then
    echo "$(gw_rss)" >"$RUN/gw-rss-open.txt"
    snap chat-start
    break
  fi
  sleep 0.1
done
LG_STATUS=0
wait "$LG" || LG_STATUS=$?
snap end
touch "$RUN/stop"
wait "$SAMPLER" || die "the sampler failed; see $RUN/logs/sample.log"
cat "$RUN/loadgen.log" >&2
[ "$LG_STATUS" = 0 ] || die "barb loadgen chat failed (exit $LG_STATUS); see $RUN/loadgen.log"
# Every instance's metrics at the end (the turn's stages: chat_turn_stage_seconds, http_request_duration_seconds, …).
for n in "${!METRICS_PORT[@]}"; do stack_metrics "$n" >"$RUN/${n//#/-}.metrics"; done

read -r LG_WALL LG_USER LG_SYS <"$RUN/loadgen-time.txt"
python3 - "$RUN/meta.json" <<PY
import json, sys
json.dump({
    "gateways": $G, "orchestrators": $K, "instant": bool($INSTANT), "nproc": $(nproc),
    "placement": "$placement", "load_before": "$LOAD_BEFORE", "load_after": "$(cut -d' ' -f1-3 /proc/loadavg)",
    "loadgen_args": $(python3 -c 'import json,sys; print(json.dumps(sys.argv[1:]))' "${LOADGEN_ARGS[@]}"),
    "loadgen_wall_s": $LG_WALL, "loadgen_cpu_s": $LG_USER + $LG_SYS, "mock_pacing": "$PACING",
}, open(sys.argv[1], "w"), indent=2)
PY
echo
python3 "$ROOT/deploy/loadtest/chat/summary.py" "$RUN"
