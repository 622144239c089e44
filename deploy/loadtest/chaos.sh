#!/usr/bin/env bash
# Chaos soak of durable chat turns on this machine: starts its own NATS
# (JetStream, deploy/nats/nats.conf), PostgreSQL, Q query-engines, K
# chat-orchestrators (mock model playing deploy/loadtest/chat/mock-script.json:
# slow, one to three rounds of real query-engine calls) and G gateways (each
# balancing over every orchestrator), runs `barb loadgen chat` against the
# gateways for M minutes, and every E seconds kills (-9), terminates (SIGTERM,
# drain and handover) or stops (SIGSTOP for a few seconds, then SIGCONT) a
# random instance and restarts what died on the same port. Optionally NATS and
# PostgreSQL are restarted too. Default lease and takeover settings: the
# takeover latency is measured as deployed.
#
#   deploy/loadtest/chaos.sh                                   # 10 min, 30 users, 3 orchestrators, 2 gateways, a fault every 10 s
#   deploy/loadtest/chaos.sh --minutes 2 --every 5 --users 20 --nats --postgres
#
# It prints turns started / completed / taken over / errored / hung, events
# lost / duplicated (each stream checked seq by seq, across reconnects and
# gateways), messages persisted vs turns ended (SQL on the gateway database,
# and each stored answer compared with what its client was shown), and the
# takeover latency p50/p99 (owner death → first event of the new owner, from
# the clients' events and the fault log). Exit status 0 only when no turn
# hung, no event was lost or duplicated, and persisted = ended.
#
# Options: --minutes M (10), --every E seconds between faults (10), --users N
# (30, all chatting), --orchestrators K (3), --gateways G (2), --query-engines
# Q (2), --actions LIST (kill,term,stop), --down S seconds a killed instance
# stays down (2), --nats, --postgres (also restart those), --seed S (random;
# printed), --kinds LIST (what faults pick from, e.g. nats,orchestrator; default
# orchestrator twice as often as gateway and query-engine, plus nats/postgres
# when asked), --out DIR (default .local/chaos/<timestamp>); everything after
# `--` goes to `barb loadgen chat`.
# Environment: BARB_BIN_DIR (binaries: gateway, chat-orchestrator,
# query-engine, barb; default the release build), BARB_SKIP_BUILD=1,
# BARB_DATA_DIR (market data; generated if missing), TURN_DRAIN_MS (5000 here:
# a SIGTERM'd orchestrator drains that long, then hands over).
set -euo pipefail
# shellcheck source=deploy/local/lib.sh
source "$(dirname "$0")/../local/lib.sh"
cd "$ROOT"

MINUTES=10 EVERY=10 USERS=30 K=3 G=2 Q=2 ACTIONS=kill,term,stop DOWN=2 NATS_FAULTS=0 PG_FAULTS=0 OUT="" KINDS=""
SEED=$(( $(od -An -N2 -tu2 /dev/urandom) ))
while [ $# -gt 0 ]; do
  case $1 in
    --minutes) MINUTES=$2; shift 2 ;;
    --every) EVERY=$2; shift 2 ;;
    --users) USERS=$2; shift 2 ;;
    --orchestrators) K=$2; shift 2 ;;
    --gateways) G=$2; shift 2 ;;
    --query-engines) Q=$2; shift 2 ;;
    --actions) ACTIONS=$2; shift 2 ;;
    --down) DOWN=$2; shift 2 ;;
    --nats) NATS_FAULTS=1; shift ;;
    --postgres) PG_FAULTS=1; shift ;;
    --kinds) KINDS=$2; shift 2 ;;
    --seed) SEED=$2; shift 2 ;;
    --out) OUT=$2; shift 2 ;;
    --) shift; break ;;
    -h|--help) sed -n '2,37p' "$0"; exit 0 ;;
    *) die "unknown option $1 (see --help)" ;;
  esac
done
LOADGEN_EXTRA=("$@")
[ "$K" -ge 2 ] || die "--orchestrators must be at least 2 (one always stays up)"
[ "$G" -ge 1 ] && [ "$Q" -ge 1 ] || die "--gateways and --query-engines must be at least 1"
SECONDS_TOTAL=$(python3 -c "print(max(1, round(float('$MINUTES') * 60)))")

ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
pg_path
command -v nats-server >/dev/null || die "nats-server is needed (deploy/local/up.sh installs it)"
command -v initdb >/dev/null || die "PostgreSQL is needed (deploy/local/up.sh installs it)"
build_release gateway chat-orchestrator query-engine barb

RUN=${OUT:-$LOCAL/chaos/$(date +%Y%m%d-%H%M%S)}
mkdir -p "$RUN/logs" "$RUN/env" "$RUN/pids" "$RUN/busy"
RUN=$(cd "$RUN" && pwd)
CHAOS_LOG=$RUN/chaos.log
: >"$CHAOS_LOG"
echo "# seed $SEED" >>"$CHAOS_LOG"
note() { echo "$(date +%s%3N) $1 $2" >>"$CHAOS_LOG"; }

# --- Instances: an env file per instance (same environment, same ports on restart).
INSTANCES=()
pid_of() { cat "$RUN/pids/$1" 2>/dev/null || true; }
alive() { local p; p=$(pid_of "$1"); [ -n "$p" ] && kill -0 "$p" 2>/dev/null; }
start() { # NAME: (re)starts the instance from its env file
  local name=$1 bin
  bin=$(head -1 "$RUN/env/$name")
  mapfile -t vars < <(tail -n +2 "$RUN/env/$name")
  env "${vars[@]}" LOG_FORMAT=pretty RUST_LOG="${RUST_LOG:-warn,chat_orchestrator::events=info}" "$BIN/$bin" >>"$RUN/logs/$name.log" 2>&1 &
  echo $! >"$RUN/pids/$name"
  disown $! # killed on purpose: no job notice
}
define() { # NAME BINARY VAR=value...: records the instance and starts it
  local name=$1 bin=$2; shift 2
  { echo "$bin"; printf '%s\n' "$@"; } >"$RUN/env/$name"
  INSTANCES+=("$name")
  start "$name"
}
stop_all() {
  local rc=$?
  [ -n "${CHAOS_PID:-}" ] && kill "$CHAOS_PID" 2>/dev/null || true
  for n in "${INSTANCES[@]}" nats; do
    local p; p=$(pid_of "$n")
    [ -n "$p" ] && { kill -CONT "$p" 2>/dev/null || true; kill "$p" 2>/dev/null || true; }
  done
  wait 2>/dev/null || true
  [ -d "$PGDIR/data" ] && run_pg pg_ctl -D "$PGDIR/data" -m fast stop >/dev/null 2>&1 || true
  [ -n "$PGDIR" ] && rm -rf "$PGDIR"
  exit "$rc" # the run's status, not the cleanup's
}
PGDIR=""
trap stop_all EXIT
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }

# --- Secrets, NATS and PostgreSQL of their own, in the run directory.
"$BIN/barb" secrets generate --dir "$RUN/secrets" 2>>"$RUN/logs/secrets.log"
S=$RUN/secrets
secret() { tr -d '\n' <"$S/$1"; }
NATS_PORT=$(free_port) NATS_MON=$(free_port) PG_PORT=$(free_port)
nats_start() {
  NATS_ORCHESTRATOR_PASSWORD=$(secret nats-orchestrator-password) NATS_GATEWAY_PASSWORD=$(secret nats-gateway-password) \
    nats-server -c "$ROOT/deploy/nats/nats.conf" -js -a 127.0.0.1 -p "$NATS_PORT" -m "$NATS_MON" -sd "$RUN/nats" \
    >>"$RUN/logs/nats.log" 2>&1 &
  NATS_PID=$!
  echo "$NATS_PID" >"$RUN/pids/nats"
  disown "$NATS_PID" # killed on purpose: no job notice
  for _ in $(seq 1 100); do curl -fsS "http://127.0.0.1:$NATS_MON/healthz?js-enabled-only=true" >/dev/null 2>&1 && return; sleep 0.2; done
  die "NATS did not start; see $RUN/logs/nats.log"
}
nats_start
# PostgreSQL's own directory (PostgreSQL refuses to run as root: as root it runs as
# the postgres user, which must own it).
PGDIR=$(mktemp -d /tmp/barb-chaos-pg.XXXXXX)
[ "$(id -u)" = 0 ] && chown postgres: "$PGDIR"
run_pg initdb -A trust -U postgres -E UTF8 --locale=C -D "$PGDIR/data" >"$RUN/logs/initdb.log"
pg_start() {
  run_pg pg_ctl -D "$PGDIR/data" -l "$PGDIR/postgres.log" -w -t 60 \
    -o "-p $PG_PORT -k $PGDIR -c listen_addresses=127.0.0.1 -c max_connections=300" start >/dev/null
}
pg_start
PSQL=(psql -h 127.0.0.1 -p "$PG_PORT" -U postgres -v ON_ERROR_STOP=1 -qtA)
"${PSQL[@]}" -d postgres -c "CREATE DATABASE barb_gateway"
DB=postgres://postgres@127.0.0.1:$PG_PORT/barb_gateway

# --- Market data.
DATA=${BARB_DATA_DIR:-$LOCAL/data}
if ! [ -s "$DATA/NQ.parquet" ]; then mkdir -p "$DATA"; "$BIN/barb" gen-data --out "$DATA/NQ.parquet.tmp" && mv "$DATA/NQ.parquet.tmp" "$DATA/NQ.parquet"; fi

# --- Services.
COMMON=(INTERNAL_AUTH_TOKEN_FILE="$S/internal-auth-token")
QE=() ORCH=() GWS=() METRICS=()
for q in $(seq 1 "$Q"); do
  p=$(free_port) m=$(free_port); QE+=("http://127.0.0.1:$p"); METRICS+=("query-engine-$q=http://127.0.0.1:$m/metrics")
  define "query-engine-$q" query-engine "${COMMON[@]}" LISTEN_ADDR=127.0.0.1:$p METRICS_ADDR=127.0.0.1:$m BARB_DATA_DIR="$DATA"
done
QE_LIST=$(IFS=,; echo "${QE[*]}")
NOWHERE=http://127.0.0.1:$(free_port)
for k in $(seq 1 "$K"); do
  p=$(free_port) m=$(free_port); ORCH+=("http://127.0.0.1:$p"); METRICS+=("orchestrator-$k=http://127.0.0.1:$m/metrics")
  define "orchestrator-$k" chat-orchestrator "${COMMON[@]}" LISTEN_ADDR=127.0.0.1:$p METRICS_ADDR=127.0.0.1:$m \
    NATS_URL=nats://127.0.0.1:$NATS_PORT NATS_USER=orchestrator NATS_PASSWORD_FILE="$S/nats-orchestrator-password" \
    USER_ASSERTION_PUBLIC_KEYS_FILE="$S/user-assertion-public-keys" LLM_PROVIDER=mock \
    MOCK_SCRIPT="$ROOT/deploy/loadtest/chat/mock-script.json" QUERY_ENGINE_ADDR="$QE_LIST" \
    BACKTEST_ADDR="$NOWHERE" RECEIPTS_ADDR="$NOWHERE" TURN_DRAIN_MS="${TURN_DRAIN_MS:-5000}"
done
ORCH_LIST=$(IFS=,; echo "${ORCH[*]}")
GW_PORTS=()
for g in $(seq 1 "$G"); do
  p=$(free_port) m=$(free_port); GW_PORTS+=("$p"); GWS+=("http://127.0.0.1:$p"); METRICS+=("gateway-$g=http://127.0.0.1:$m/metrics")
  define "gateway-$g" gateway "${COMMON[@]}" LISTEN_ADDR=127.0.0.1:$p METRICS_ADDR=127.0.0.1:$m \
    NATS_URL=nats://127.0.0.1:$NATS_PORT NATS_USER=gateway NATS_PASSWORD_FILE="$S/nats-gateway-password" \
    DATABASE_URL="$DB" DATABASE_MAX_CONNECTIONS=32 ORCHESTRATOR_ADDR="$ORCH_LIST" QUERY_ENGINE_ADDR="$QE_LIST" \
    USER_ASSERTION_SIGNING_KEY_FILE="$S/user-assertion-signing-key" JWT_HS256_SECRET_FILE="$S/jwt-hs256-secret" \
    JWT_ISSUER=barb JWT_AUDIENCE=barb-api RATE_LIMIT_USER_RPS=100000 RATE_LIMIT_USER_BURST=100000 \
    RATE_LIMIT_GLOBAL_RPS=100000 RATE_LIMIT_GLOBAL_BURST=100000
done
for q in "${QE[@]}" "${ORCH[@]}"; do
  for _ in $(seq 1 240); do "$BIN/barb" health --addr "$q" --timeout-ms 1000 >/dev/null 2>&1 && break; sleep 0.5; done
  "$BIN/barb" health --addr "$q" --timeout-ms 1000 >/dev/null 2>&1 || die "$q not healthy; see $RUN/logs"
done
for p in "${GW_PORTS[@]}"; do
  for _ in $(seq 1 240); do curl -fsS "http://127.0.0.1:$p/readyz" >/dev/null 2>&1 && break; sleep 0.5; done
  curl -fsS "http://127.0.0.1:$p/readyz" >/dev/null || die "gateway on $p not ready; see $RUN/logs"
done
printf '%s\n' "${METRICS[@]}" >"$RUN/metrics-endpoints.txt"

# --- The faults. One at a time per instance (a busy marker while it is stopped,
# draining or down); at least one orchestrator, one gateway and one
# query-engine are always up and running.
up_count() { # PREFIX: instances of that kind alive and not busy
  local n=0 i
  for i in "${INSTANCES[@]}"; do
    case $i in "$1"-*) alive "$i" && ! [ -e "$RUN/busy/$i" ] && n=$((n + 1)) ;; esac
  done
  echo "$n"
}
fault() { # NAME ACTION (runs in the background; the instance is busy until it is back)
  local name=$1 action=$2 p
  p=$(pid_of "$name")
  touch "$RUN/busy/$name"
  case $action in
    kill) note "$name" kill; kill -9 "$p" 2>/dev/null || true; sleep "$DOWN"; note "$name" start; start "$name" ;;
    term)
      note "$name" term; kill -TERM "$p" 2>/dev/null || true
      for _ in $(seq 1 600); do kill -0 "$p" 2>/dev/null || break; sleep 0.1; done
      kill -0 "$p" 2>/dev/null && { note "$name" kill; kill -9 "$p" 2>/dev/null || true; }
      note "$name" start; start "$name" ;;
    stop)
      note "$name" stop; kill -STOP "$p" 2>/dev/null || true
      sleep $(( 2 + RANDOM % 7 ))
      note "$name" cont; kill -CONT "$p" 2>/dev/null || true ;;
  esac
  # Back in service before another fault may pick it.
  case $name in
    gateway-*) local port; port=$(grep '^LISTEN_ADDR=' "$RUN/env/$name" | sed 's/.*://')
      for _ in $(seq 1 240); do curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null 2>&1 && break; sleep 0.25; done ;;
    *) local addr; addr=http://$(grep '^LISTEN_ADDR=' "$RUN/env/$name" | sed 's/LISTEN_ADDR=//')
      for _ in $(seq 1 240); do "$BIN/barb" health --addr "$addr" --timeout-ms 1000 >/dev/null 2>&1 && break; sleep 0.25; done ;;
  esac
  rm -f "$RUN/busy/$name"
}
infra_fault() { # nats|postgres: down for $DOWN seconds, then back
  case $1 in
    nats) note nats kill; kill -9 "$(pid_of nats)" 2>/dev/null || true; sleep "$DOWN"; note nats start; nats_start >/dev/null ;;
    postgres) note postgres stop; run_pg pg_ctl -D "$PGDIR/data" -m immediate stop >/dev/null 2>&1 || true
      sleep "$DOWN"; note postgres start; pg_start ;;
  esac
}
chaos_loop() {
  RANDOM=$SEED
  IFS=, read -r -a acts <<<"$ACTIONS"
  local end=$((SECONDS + SECONDS_TOTAL)) first=1 kinds=(orchestrator orchestrator gateway query-engine)
  [ "$NATS_FAULTS" = 1 ] && kinds+=(nats)
  [ "$PG_FAULTS" = 1 ] && kinds+=(postgres)
  [ -n "$KINDS" ] && IFS=, read -r -a kinds <<<"$KINDS"
  sleep "$EVERY"
  while [ $SECONDS -lt $end ]; do
    local kind=${kinds[$((RANDOM % ${#kinds[@]}))]} action=${acts[$((RANDOM % ${#acts[@]}))]}
    # The first fault kills an orchestrator, so even a short run has takeovers to measure.
    [ "$first" = 1 ] && { kind=orchestrator; action=kill; first=0; }
    case $kind in
      nats|postgres) [ -e "$RUN/busy/infra" ] || { touch "$RUN/busy/infra"; (infra_fault "$kind"; rm -f "$RUN/busy/infra") & } ;;
      *)
        local cands=() i
        for i in "${INSTANCES[@]}"; do
          case $i in "$kind"-*) alive "$i" && ! [ -e "$RUN/busy/$i" ] && cands+=("$i") ;; esac
        done
        if [ ${#cands[@]} -gt 0 ] && [ "$(up_count "$kind")" -ge 2 ]; then
          fault "${cands[$((RANDOM % ${#cands[@]}))]}" "$action" &
        fi ;;
    esac
    sleep "$EVERY"
  done
  wait
}

log "run directory: $RUN (seed $SEED)"
echo "uptime before: $(uptime)" | tee "$RUN/uptime.txt"
chaos_loop >>"$RUN/logs/chaos.log" 2>&1 &
CHAOS_PID=$!
set +e
"$BIN/barb" loadgen chat --jwt-secret "$(secret jwt-hs256-secret)" --jwt-issuer barb --jwt-audience barb-api \
  -c "$USERS" --chatting "$USERS" -z "${SECONDS_TOTAL}s" --turn-timeout 120s --persist-wait 120s \
  --chaos-log "$CHAOS_LOG" --strict -O json -o "$RUN/report.json" "${LOADGEN_EXTRA[@]}" "$(IFS=,; echo "${GWS[*]}")" \
  2> >(tee "$RUN/loadgen.log" >&2)
LOADGEN_STATUS=$?
set -e
wait "$CHAOS_PID" 2>/dev/null || true
CHAOS_PID=""
echo "uptime after: $(uptime)" | tee -a "$RUN/uptime.txt"
[ -s "$RUN/report.json" ] || die "the load generator wrote no report (status $LOADGEN_STATUS); see $RUN/loadgen.log"

# --- The database's view: every answer stored once, nothing left running.
SQL=$("${PSQL[@]}" -d barb_gateway -F ' ' -c "
  SELECT (SELECT count(*) FROM messages WHERE role = 'assistant'),
         (SELECT count(DISTINCT turn_id) FROM messages WHERE role = 'assistant'),
         (SELECT count(*) FROM turns WHERE status = 'running'),
         (SELECT count(*) FROM turns t WHERE NOT EXISTS
            (SELECT 1 FROM messages m WHERE m.turn_id = t.id AND m.role = 'assistant') AND t.status <> 'running')")
echo "$SQL" >"$RUN/sql.txt"
for e in "${METRICS[@]}"; do curl -fsS "${e#*=}" >"$RUN/${e%%=*}.metrics" 2>/dev/null || true; done

python3 - "$RUN" "$LOADGEN_STATUS" "$SEED" <<'PY'
import glob, json, os, re, sys
run, status, seed = sys.argv[1], int(sys.argv[2]), sys.argv[3]
r = json.load(open(f"{run}/report.json"))
assistant, answered, running, unanswered = (int(x) for x in open(f"{run}/sql.txt").read().split())
d, p, lat = r["durability"], r.get("persistence") or {}, r["latency"]
o = r["turns"]["outcomes"]
ended = p.get("ended", 0)
# Server-side takeover latency of the instances alive at the end (killed ones took theirs along).
buckets = {}
for f in glob.glob(f"{run}/orchestrator-*.metrics"):
    for line in open(f):
        m = re.match(r'chat_takeover_latency_seconds_bucket\{([^}]*)\} (\S+)', line)
        labels = dict(re.findall(r'(\w+)="([^"]*)"', m.group(1))) if m else {}
        if labels.get("reason") == "owner_lost":
            buckets[labels["le"]] = buckets.get(labels["le"], 0) + float(m.group(2))
def server_quantile(q):
    total = buckets.get("+Inf", 0)
    if not total:
        return None
    for le, n in sorted(((float(k), v) for k, v in buckets.items() if k != "+Inf")):
        if n >= q * total:
            return le
    return float("inf")
# Starts the gateways alive at the end settled after StartTurn failed in doubt.
in_doubt = {}
for f in glob.glob(f"{run}/gateway-*.metrics"):
    for line in open(f):
        m = re.match(r'gateway_turn_starts_in_doubt_total\{outcome="(\w+)"\} (\S+)', line)
        if m:
            in_doubt[m.group(1)] = in_doubt.get(m.group(1), 0) + int(float(m.group(2)))
# Every takeover as its new owner logged it: the owner's last heartbeat (or
# the release) → the turn live again, on the orchestrators' own clock.
live = {}
for f in glob.glob(f"{run}/logs/orchestrator-*.log"):
    for line in open(f, errors="replace"):
        m = re.search(r'live again.*?took=([0-9.]+)(ms|µs|ns|s)\S* reason="(\w+)"', re.sub(r'\x1b\[[0-9;]*m', '', line))
        if m:
            scale = {"s": 1, "ms": 1e-3, "µs": 1e-6, "ns": 1e-9}[m.group(2)]
            live.setdefault(m.group(3), []).append(float(m.group(1)) * scale)
def dist(v):
    v = sorted(v)
    pick = lambda q: round(v[min(len(v) - 1, int(q * len(v)))], 2)
    return {"count": len(v), "p50_s": pick(0.5), "p99_s": pick(0.99), "max_s": round(v[-1], 2)} if v else {"count": 0}
t = lat["takeover"]
injected = {k: v for k, v in (d["faults"] or {}).items() if k.split()[-1] in ("kill", "term", "stop")}
summary = {
    "seed": seed, "users": r["options"]["users"], "minutes": round(r["chat_s"] / 60, 2),
    "faults": d["faults"], "faults_injected": sum(injected.values()), "started": d["started"], "completed": o.get("done", 0), "cancelled": o.get("cancelled", 0),
    "errored": d["errors_by_code"], "hung": d["hung"], "failed": o.get("failed", 0),
    "taken_over": d["taken_over"], "takeovers": d["takeover_reasons"], "model_retries": d["model_retries"],
    "events": r["turns"]["events"], "events_lost": r["turns"]["missing"], "events_duplicated": r["turns"]["duplicates"],
    "ended": ended, "persisted_api": p.get("persisted"), "stored_differently": p.get("mismatched"),
    "assistant_messages_sql": assistant, "turns_answered_sql": answered, "turns_left_running_sql": running,
    "post_retries": d["post_retries"], "posts_found_after_lost_answer": d["adopted"], "gateway_switches": d["gateway_switches"],
    "starts_in_doubt": in_doubt,
    "takeover_latency_ms": {"count": t["count"], "p50": t.get("p50_ms"), "p99": t.get("p99_ms"), "max": t.get("slowest_ms")},
    "takeovers_unattributed": d["takeovers_unattributed"],
    "takeover_stall_ms": {k: lat["takeover_stall"].get(k) for k in ("count", "p50_ms", "p99_ms", "slowest_ms")},
    "server_takeover_latency_s": {"p50": server_quantile(0.5), "p99": server_quantile(0.99), "count": buckets.get("+Inf", 0)},
    "server_live_again_s": {reason: dist(v) for reason, v in live.items()},
    "violations": list(d["violations"]),
}
if assistant != ended:
    summary["violations"].append(f"{assistant} assistant messages in SQL but {ended} turns ended")
if assistant != answered:
    summary["violations"].append(f"{assistant - answered} turns stored twice (SQL)")
if running:
    summary["violations"].append(f"{running} turns left running in SQL")
if status != 0 and not summary["violations"]:
    summary["violations"].append(f"barb loadgen chat exited {status}")
json.dump(summary, open(f"{run}/summary.json", "w"), indent=2)
ms = lambda v: "-" if v is None else f"{v:.0f} ms"
print(f"""
Chaos soak: {summary['minutes']} min, {summary['users']} users, seed {seed}
  faults            {summary['faults_injected']} injected {injected}
  turns             {summary['started']} started, {summary['completed']} completed, {summary['cancelled']} cancelled, {sum(summary['errored'].values())} errored {summary['errored']}, {summary['hung']} hung, {summary['failed']} failed
  taken over        {summary['taken_over']} turns ({summary['takeovers']}), {summary['model_retries']} model retries
  events            {summary['events']} checked: {summary['events_lost']} lost, {summary['events_duplicated']} duplicated
  persisted         {assistant} assistant messages (SQL) for {ended} ended turns; {answered} distinct turns; {running} left running; {p.get('mismatched')} stored differently than shown
  clients           {summary['post_retries']} posts retried, {summary['posts_found_after_lost_answer']} found after a lost answer, {summary['gateway_switches']} gateway switches; starts in doubt settled {in_doubt or 'none'}
  takeover latency  owner death → first event of the new owner: p50 {ms(t.get('p50_ms'))}, p99 {ms(t.get('p99_ms'))}, max {ms(t.get('slowest_ms'))} over {t['count']} ({summary['takeovers_unattributed']} unattributed)
  client stall      p50 {ms(lat['takeover_stall'].get('p50_ms'))}, p99 {ms(lat['takeover_stall'].get('p99_ms'))}
  server metric     chat_takeover_latency_seconds{{reason="owner_lost"}} (instances alive at the end): p50 ≤ {summary['server_takeover_latency_s']['p50']} s, p99 ≤ {summary['server_takeover_latency_s']['p99']} s over {summary['server_takeover_latency_s']['count']:.0f}
  server logs       owner's last heartbeat → turn live again (every takeover, every instance): {'; '.join(f"{r}: p50 {d['p50_s']} s, p99 {d['p99_s']} s, max {d['max_s']} s over {d['count']}" for r, d in summary['server_live_again_s'].items()) or 'none logged'}
  result            {'OK: 0 hung, 0 lost, 0 duplicated, persisted = ended' if not summary['violations'] else 'FAILED: ' + '; '.join(summary['violations'])}
""")
sys.exit(0 if not summary["violations"] else 1)
PY
