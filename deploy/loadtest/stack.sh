# The chat stack for load and chaos runs on this machine (sourced, not run):
# its own NATS (deploy/nats/nats.conf: a user per service, no anonymous
# clients), PostgreSQL, query-engine, K chat-orchestrators and G gateways,
# configured as in production: secrets from `barb secrets generate`, the
# internal bearer token, user-assertion keys, JWT issuer and audience, and a
# metrics port of its own per instance. Everything lives in one run directory.
#
# Used by deploy/loadtest/chat-load.sh (and the chaos soak). After
# `stack_init DIR`: stack_nats, stack_postgres, stack_query_engine,
# stack_orchestrator K, stack_gateway G, stack_wait_ready. Every instance can
# be stopped (stack_kill NAME [SIGNAL]) and started again on the same ports by
# calling its start function again. stack_stop (for an EXIT trap) stops all.
#
# Placement (set before starting the processes):
#   STACK_CPUS=LIST              taskset -c LIST for every server process
#   STACK_QUOTA_<role>=PCT       a CPU quota per instance of <role> (gateway,
#                                orchestrator, query_engine, nats) in % of one core
# A quota is a cgroup per instance: cgroup v2 (cpu.max) or v1
# (cpu.cfs_quota_us) when /sys/fs/cgroup is writable, else
# `systemd-run --scope -p CPUQuota=`; when none is available the start fails.
#
# Set for the caller: STACK_RUN, STACK_SECRETS, NATS_URL, NATS_MON, PG_PORT,
# DATABASE_URL, QE_ADDR, ORCH_ADDR[k], GW_URL[g], STACK_PID[name],
# METRICS_PORT[name], JWT_ISSUER, JWT_AUDIENCE; `stack_gateways` prints the
# gateway URLs comma-separated. Instance names: nats, postgres, query-engine,
# orchestrator#K, gateway#G.
#
# Environment: BIN (from deploy/local/lib.sh: BARB_BIN_DIR or the release
# dir), RUST_LOG (warn), MOCK_SCRIPT (deploy/loadtest/chat/mock-script.json),
# BARB_DATA_DIR (.local/data; generated if missing), GATEWAY_ENV /
# ORCHESTRATOR_ENV (extra VAR=value words for every gateway / orchestrator).

# shellcheck source=deploy/local/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/../local/lib.sh"

JWT_ISSUER=${JWT_ISSUER:-barb-loadtest}
JWT_AUDIENCE=${JWT_AUDIENCE:-barb-api}
declare -gA STACK_PID=() METRICS_PORT=() STACK_PORT=()
declare -ga ORCH_ADDR=() GW_URL=() STACK_CGROUPS=()

stack_free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }

# The port of instance NAME for PURPOSE, chosen once (a restart reuses it).
stack_port() {
  local key="$1/$2"
  [ -n "${STACK_PORT[$key]:-}" ] || STACK_PORT[$key]=$(stack_free_port)
  echo "${STACK_PORT[$key]}"
}

# stack_init DIR: the run directory, secrets and limits.
stack_init() {
  STACK_RUN=$1
  mkdir -p "$STACK_RUN/logs"
  STACK_SECRETS=$STACK_RUN/secrets
  "$BIN/barb" secrets generate --dir "$STACK_SECRETS" >>"$STACK_RUN/logs/secrets.log" 2>&1 ||
    die "barb secrets generate failed; see $STACK_RUN/logs/secrets.log"
  # Every open stream is a socket in a gateway (and in the load generator).
  ulimit -n "$(ulimit -Hn)"
  pg_path
  command -v nats-server >/dev/null || die "nats-server is needed (deploy/local/up.sh installs it)"
  command -v initdb >/dev/null || die "PostgreSQL is needed (deploy/local/up.sh installs it)"
  command -v python3 >/dev/null || die "python3 is needed"
  command -v curl >/dev/null || die "curl is needed"
}

stack_secret() { tr -d '\n' <"$STACK_SECRETS/$1"; }

# Prints the placement prefix of instance NAME (role = NAME before '#'), one
# word per line: taskset and/or entering a quota cgroup.
stack_placement() {
  local name=$1 role=${1%%#*} var quota cg
  var="STACK_QUOTA_${role//-/_}"; quota=${!var:-}
  if [ -n "${STACK_CPUS:-}" ]; then printf '%s\n' taskset -c "$STACK_CPUS"; fi
  [ -n "$quota" ] || return 0
  cg="barb-${STACK_RUN##*/}-${name//#/-}"
  local us=$((quota * 1000)) # per 100 ms period
  if [ -w /sys/fs/cgroup/cgroup.subtree_control ] && grep -qw cpu /sys/fs/cgroup/cgroup.controllers 2>/dev/null; then
    mkdir -p "/sys/fs/cgroup/$cg" && echo "$us 100000" >"/sys/fs/cgroup/$cg/cpu.max" || die "cannot set cpu.max for $name"
    printf '%s\n' sh -c 'echo $$ >"$0/cgroup.procs" && exec "$@"' "/sys/fs/cgroup/$cg"
  elif [ -w /sys/fs/cgroup/cpu ] && [ -f /sys/fs/cgroup/cpu/cpu.cfs_quota_us ]; then
    mkdir -p "/sys/fs/cgroup/cpu/$cg" && echo 100000 >"/sys/fs/cgroup/cpu/$cg/cpu.cfs_period_us" &&
      echo "$us" >"/sys/fs/cgroup/cpu/$cg/cpu.cfs_quota_us" || die "cannot set the CPU quota for $name"
    printf '%s\n' sh -c 'echo $$ >"$0/cgroup.procs" && exec "$@"' "/sys/fs/cgroup/cpu/$cg"
  elif command -v systemd-run >/dev/null && systemctl is-system-running >/dev/null 2>&1; then
    printf '%s\n' systemd-run --scope --quiet -p "CPUQuota=${quota}%" --
  else
    die "a CPU quota for $name needs a writable cgroup (v1 or v2) or a running systemd"
  fi
}

# stack_spawn NAME [VAR=value...] -- PROGRAM [ARG...]: starts PROGRAM in the
# background with NAME's placement; output appended to logs/NAME.log.
stack_spawn() {
  local name=$1; shift
  local -a vars=() place=()
  while [ "$1" != -- ]; do vars+=("$1"); shift; done
  shift
  mapfile -t place < <(stack_placement "$name")
  case "${place[*]}" in *cgroup.procs*) STACK_CGROUPS+=("${place[-1]}") ;; esac
  env "${vars[@]}" LOG_FORMAT=pretty RUST_LOG="${RUST_LOG:-warn}" "${place[@]}" "$@" \
    >>"$STACK_RUN/logs/${name//#/-}.log" 2>&1 &
  STACK_PID[$name]=$!
}

# Fails (with the tail of its log) unless instance NAME runs.
stack_alive() {
  kill -0 "${STACK_PID[$1]}" 2>/dev/null && return 0
  tail -n 30 "$STACK_RUN/logs/${1//#/-}.log" >&2
  die "$1 exited; see $STACK_RUN/logs/${1//#/-}.log"
}

# stack_kill NAME [SIGNAL]: signals instance NAME (TERM) and waits for it to
# exit (SIGKILL after 30 s).
stack_kill() {
  local pid=${STACK_PID[$1]} i
  kill -"${2:-TERM}" "$pid" 2>/dev/null || return 0
  for i in $(seq 1 150); do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
  kill -0 "$pid" 2>/dev/null && kill -KILL "$pid" 2>/dev/null
  wait "$pid" 2>/dev/null || true
}

stack_stop() {
  local n
  for n in "${!STACK_PID[@]}"; do [ "$n" = postgres ] || kill "${STACK_PID[$n]}" 2>/dev/null || true; done
  for n in "${!STACK_PID[@]}"; do [ "$n" = postgres ] || wait "${STACK_PID[$n]}" 2>/dev/null || true; done
  if [ -f "$STACK_RUN/pg/data/postmaster.pid" ]; then
    run_pg pg_ctl -D "$STACK_RUN/pg/data" -m fast stop >/dev/null 2>&1 || true
  fi
  for n in "${STACK_CGROUPS[@]}"; do rmdir "$n" 2>/dev/null || true; done
  return 0
}

# Polls CMD... (0.2 s apart, at most SECONDS) while instance NAME runs.
stack_wait() {
  local name=$1 secs=$2 i; shift 2
  for i in $(seq 1 $((secs * 5))); do
    "$@" >/dev/null 2>&1 && return 0
    stack_alive "$name"
    sleep 0.2
  done
  "$@" >&2 || true
  die "$name not ready after ${secs}s; see $STACK_RUN/logs/${name//#/-}.log"
}

# NATS with JetStream, locked down by deploy/nats/nats.conf.
stack_nats() {
  local port mon
  port=$(stack_port nats client) mon=$(stack_port nats monitor)
  NATS_URL=nats://127.0.0.1:$port NATS_MON=$mon
  stack_spawn nats NATS_ORCHESTRATOR_PASSWORD="$(stack_secret nats-orchestrator-password)" \
    NATS_GATEWAY_PASSWORD="$(stack_secret nats-gateway-password)" -- \
    nats-server -c "$ROOT/deploy/nats/nats.conf" -js -a 127.0.0.1 -p "$port" -m "$mon" -sd "$STACK_RUN/nats"
  stack_wait nats 60 curl -fsS "http://127.0.0.1:$mon/healthz?js-enabled-only=true"
}

# PostgreSQL of the run (trust auth on loopback) with the gateway's database.
stack_postgres() {
  PG_PORT=$(stack_port postgres client)
  local pg=$STACK_RUN/pg
  if ! [ -f "$pg/data/PG_VERSION" ]; then
    mkdir -p "$pg"
    if [ "$(id -u)" = 0 ]; then
      chown postgres: "$pg"
      # The postgres user must reach the run directory.
      local d=$STACK_RUN
      while [ "$d" != / ]; do chmod o+x "$d"; d=$(dirname "$d"); done
    fi
    run_pg initdb -A trust -U postgres -E UTF8 --locale=C -D "$pg/data" >"$STACK_RUN/logs/initdb.log" ||
      die "initdb failed; see $STACK_RUN/logs/initdb.log"
  fi
  run_pg pg_ctl -D "$pg/data" -l "$pg/postgres.log" -w -t 60 \
    -o "-p $PG_PORT -k $pg -c listen_addresses=127.0.0.1 -c max_connections=300 -c synchronous_commit=on" start \
    >/dev/null || die "PostgreSQL did not start; see $pg/postgres.log"
  STACK_PID[postgres]=$(head -1 "$pg/data/postmaster.pid")
  psql -h 127.0.0.1 -p "$PG_PORT" -U postgres -d postgres -tAc "SELECT 1 FROM pg_database WHERE datname='barb_gateway'" |
    grep -q 1 || psql -h 127.0.0.1 -p "$PG_PORT" -U postgres -d postgres -qc "CREATE DATABASE barb_gateway"
  DATABASE_URL=postgres://postgres@127.0.0.1:$PG_PORT/barb_gateway
}

# Waits until the gRPC service NAME at ADDR reports SERVING.
stack_wait_grpc() { stack_wait "$1" "${3:-120}" "$BIN/barb" health --addr "$2" --timeout-ms 1000; }

stack_query_engine() {
  local data=${BARB_DATA_DIR:-$LOCAL/data} port
  if ! [ -s "$data/NQ.parquet" ]; then
    mkdir -p "$data"
    "$BIN/barb" gen-data --out "$data/NQ.parquet.tmp" && mv "$data/NQ.parquet.tmp" "$data/NQ.parquet"
  fi
  port=$(stack_port query-engine grpc) METRICS_PORT[query-engine]=$(stack_port query-engine metrics)
  QE_ADDR=http://127.0.0.1:$port
  stack_spawn query-engine LISTEN_ADDR=127.0.0.1:$port METRICS_ADDR=127.0.0.1:${METRICS_PORT[query-engine]} \
    INTERNAL_AUTH_TOKEN_FILE="$STACK_SECRETS/internal-auth-token" BARB_DATA_DIR="$data" -- "$BIN/query-engine"
}

# stack_orchestrator K: orchestrator K playing MOCK_SCRIPT with real query-engine calls.
stack_orchestrator() {
  local k=$1 name="orchestrator#$1" port unused
  port=$(stack_port "$name" grpc) METRICS_PORT[$name]=$(stack_port "$name" metrics)
  unused=http://127.0.0.1:$(stack_port "$name" unused)
  ORCH_ADDR[k]=http://127.0.0.1:$port
  # shellcheck disable=SC2086 # ORCHESTRATOR_ENV is a list of VAR=value words
  stack_spawn "$name" LISTEN_ADDR=127.0.0.1:$port METRICS_ADDR=127.0.0.1:${METRICS_PORT[$name]} \
    INTERNAL_AUTH_TOKEN_FILE="$STACK_SECRETS/internal-auth-token" \
    USER_ASSERTION_PUBLIC_KEYS_FILE="$STACK_SECRETS/user-assertion-public-keys" \
    NATS_URL="$NATS_URL" NATS_USER=orchestrator NATS_PASSWORD_FILE="$STACK_SECRETS/nats-orchestrator-password" \
    LLM_PROVIDER=mock MOCK_SCRIPT="${MOCK_SCRIPT:-$ROOT/deploy/loadtest/chat/mock-script.json}" \
    QUERY_ENGINE_ADDR="$QE_ADDR" BACKTEST_ADDR="$unused" RECEIPTS_ADDR="$unused" \
    ${ORCHESTRATOR_ENV:-} -- "$BIN/chat-orchestrator"
}

# stack_gateway G [ORCHESTRATOR_K]: gateway G, calling orchestrator
# ORCHESTRATOR_K (default: G round-robin over the orchestrators started).
stack_gateway() {
  local g=$1 name="gateway#$1" port k
  k=${2:-$(((g - 1) % ${#ORCH_ADDR[@]} + 1))}
  port=$(stack_port "$name" http) METRICS_PORT[$name]=$(stack_port "$name" metrics)
  GW_URL[g]=http://127.0.0.1:$port
  # shellcheck disable=SC2086 # GATEWAY_ENV is a list of VAR=value words
  stack_spawn "$name" LISTEN_ADDR=127.0.0.1:$port METRICS_ADDR=127.0.0.1:${METRICS_PORT[$name]} \
    INTERNAL_AUTH_TOKEN_FILE="$STACK_SECRETS/internal-auth-token" \
    USER_ASSERTION_SIGNING_KEY_FILE="$STACK_SECRETS/user-assertion-signing-key" \
    NATS_URL="$NATS_URL" NATS_USER=gateway NATS_PASSWORD_FILE="$STACK_SECRETS/nats-gateway-password" \
    JWT_HS256_SECRET_FILE="$STACK_SECRETS/jwt-hs256-secret" JWT_ISSUER="$JWT_ISSUER" JWT_AUDIENCE="$JWT_AUDIENCE" \
    DATABASE_URL="$DATABASE_URL" DATABASE_MAX_CONNECTIONS="${GATEWAY_DB_CONNECTIONS:-32}" \
    ORCHESTRATOR_ADDR="${ORCH_ADDR[k]}" QUERY_ENGINE_ADDR="$QE_ADDR" \
    ${GATEWAY_ENV:-} -- "$BIN/gateway"
}

# Waits until every started service is ready (gRPC health, gateway /readyz)
# and answers on its metrics port.
stack_wait_ready() {
  local n k g
  stack_wait_grpc query-engine "$QE_ADDR"
  for k in "${!ORCH_ADDR[@]}"; do stack_wait_grpc "orchestrator#$k" "${ORCH_ADDR[k]}"; done
  for g in "${!GW_URL[@]}"; do stack_wait "gateway#$g" 120 curl -fsS "${GW_URL[g]}/readyz"; done
  for n in "${!METRICS_PORT[@]}"; do stack_metrics "$n" >/dev/null; done
}

# stack_metrics NAME: NAME's Prometheus exposition (fails when it does not answer).
stack_metrics() {
  curl -fsS --max-time 10 "http://127.0.0.1:${METRICS_PORT[$1]}/metrics" ||
    die "$1 serves no /metrics on 127.0.0.1:${METRICS_PORT[$1]}"
}

# The gateway URLs, comma-separated (for `barb loadgen chat`).
stack_gateways() { local IFS=,; echo "${GW_URL[*]}"; }

# CPU seconds (utime + stime) of instance NAME; postgres: the whole cluster.
stack_cpu_seconds() {
  local pid=${STACK_PID[$1]} c sum=0 tck
  tck=$(getconf CLK_TCK)
  if [ "$1" = postgres ]; then
    for c in $(pgrep -P "$pid") "$pid"; do
      sum=$(awk -v s="$sum" -v t="$tck" '{print s + ($14 + $15) / t}' "/proc/$c/stat" 2>/dev/null || echo "$sum")
    done
    echo "$sum"
  else
    awk -v t="$tck" '{print ($14 + $15) / t}' "/proc/$pid/stat"
  fi
}

# Resident memory of instance NAME in KiB (postgres: the postmaster only).
stack_rss_kib() { awk '/^VmRSS/{print $2}' "/proc/${STACK_PID[$1]}/status"; }

# Prints one line per instance: name cpu_seconds rss_kib.
stack_snapshot() {
  local n
  for n in "${!STACK_PID[@]}"; do
    echo "$n $(stack_cpu_seconds "$n") $(stack_rss_kib "$n")"
  done | sort
}
