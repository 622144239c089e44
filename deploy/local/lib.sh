# Shared by deploy/local/up.sh, down.sh and deploy/loadtest/*.sh (sourced, not run).
# Paths, the release build, installing what a fresh Debian machine lacks, and
# starting/stopping/waiting for processes recorded in .local/run/*.pid.

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
# State (data, logs, pid files, secrets): .local/ in the checkout unless
# BARB_LOCAL_DIR names another place (a test runs a stack of its own there).
LOCAL=${BARB_LOCAL_DIR:-$ROOT/.local}
# Release builds live in their own target dir so they never hold the debug build's lock.
export CARGO_TARGET_DIR="${BARB_RELEASE_TARGET_DIR:-$HOME/.cache/barb/target-release}"
BIN=${BARB_BIN_DIR:-$CARGO_TARGET_DIR/release}
SUDO=""; [ "$(id -u)" != 0 ] && SUDO="sudo"

log() { printf '\033[1m==>\033[0m %s\n' "$*" >&2; }
die() { printf 'error: %s\n' "$*" >&2; exit 1; }

# Debian's postgresql package keeps initdb/pg_ctl off PATH.
pg_path() {
  command -v initdb >/dev/null 2>&1 && return
  local dir
  dir=$(pg_config --bindir 2>/dev/null || ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
  [ -n "$dir" ] && PATH="$PATH:$dir" && export PATH
}

# Installs the system packages the stack needs (apt; idempotent).
install_prerequisites() {
  pg_path
  local missing=()
  command -v nats-server >/dev/null 2>&1 || missing+=(nats-server)
  command -v initdb >/dev/null 2>&1 || missing+=(postgresql)
  command -v psql >/dev/null 2>&1 || missing+=(postgresql-client)
  command -v curl >/dev/null 2>&1 || missing+=(curl ca-certificates)
  command -v cc >/dev/null 2>&1 || missing+=(build-essential)
  command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
  if [ ${#missing[@]} -gt 0 ]; then
    log "installing ${missing[*]}"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
  pg_path
  command -v cargo >/dev/null 2>&1 ||
    die "cargo not found: install Rust ≥ 1.94 (https://rustup.rs: curl -sSf https://sh.rustup.rs | sh), then re-run"
}

# Builds every binary in release mode (skip with BARB_SKIP_BUILD=1 to reuse BIN),
# then checks the binaries named as arguments (default: all six) exist.
build_release() {
  if [ "${BARB_SKIP_BUILD:-0}" = 1 ]; then
    log "BARB_SKIP_BUILD=1: using the binaries in $BIN"
  else
    log "building release binaries into $CARGO_TARGET_DIR (first time: ~20 min on 2 cores)"
    (cd "$ROOT" && cargo build --release --workspace --bins)
  fi
  local b needed=("$@")
  [ ${#needed[@]} -gt 0 ] || needed=(query-engine backtest receipts-query chat-orchestrator gateway barb)
  for b in "${needed[@]}"; do
    [ -x "$BIN/$b" ] || die "missing $BIN/$b (build with: cargo build --release --workspace --bins)"
  done
}

# True when the process recorded in .local/run/$1.pid is alive.
running() { [ -f "$LOCAL/run/$1.pid" ] && kill -0 "$(cat "$LOCAL/run/$1.pid")" 2>/dev/null; }

# Stops the process recorded for $1 (SIGTERM, then SIGKILL after 20 s).
stop_process() {
  local name=$1 pid
  if running "$name"; then
    pid=$(cat "$LOCAL/run/$name.pid")
    kill "$pid" 2>/dev/null || true
    for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
    kill -0 "$pid" 2>/dev/null && kill -9 "$pid" 2>/dev/null
    echo "stopped $name"
  fi
  rm -f "$LOCAL/run/$name.pid"
}

# Starts $1 (a binary in BIN) in the background with the given VAR=value pairs;
# output goes to .local/logs/$1.log.
start_service() {
  local name=$1; shift
  stop_process "$name" >/dev/null
  env "$@" LOG_FORMAT=pretty "$BIN/$name" >>"$LOCAL/logs/$name.log" 2>&1 &
  echo $! >"$LOCAL/run/$name.pid"
}

# Fails when something other than our recorded process listens on 127.0.0.1:$2.
port_free_or_ours() {
  local name=$1 port=$2
  running "$name" && return 0
  if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
    die "port $port (for $name) is taken by another process; stop it or set ${3:-the port variable}"
  fi
}

# Waits until the gRPC service $1 at 127.0.0.1:$2 reports SERVING.
wait_grpc() {
  local name=$1 port=$2 i
  for i in $(seq 1 "${3:-300}"); do
    "$BIN/barb" health --addr "http://127.0.0.1:$port" --timeout-ms 1000 >/dev/null 2>&1 && return 0
    running "$name" || { tail -n 20 "$LOCAL/logs/$name.log" >&2; die "$name exited; see $LOCAL/logs/$name.log"; }
    sleep 0.5
  done
  die "$name not healthy on port $port; see $LOCAL/logs/$name.log"
}

# Waits until http://127.0.0.1:$2$3 answers 2xx.
wait_http() {
  local name=$1 port=$2 path=$3 i
  for i in $(seq 1 "${4:-300}"); do
    curl -fsS "http://127.0.0.1:$port$path" >/dev/null 2>&1 && return 0
    running "$name" || { tail -n 20 "$LOCAL/logs/$name.log" >&2; die "$name exited; see $LOCAL/logs/$name.log"; }
    sleep 0.5
  done
  curl -sS "http://127.0.0.1:$port$path" >&2 || true
  die "$name not ready on port $port$path; see $LOCAL/logs/$name.log"
}

# Runs a PostgreSQL server binary as the postgres user when we are root
# (PostgreSQL refuses to run as root).
run_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
