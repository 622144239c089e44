#!/usr/bin/env bash
# Runs the whole stack on this machine without Docker: NATS (JetStream) and
# PostgreSQL in .local/ under the repo, then the five services in release mode.
# Idempotent: a second run reuses the data dirs and restarts the services.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
LOCAL=$ROOT/.local
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/barb/target}"
mkdir -p "$LOCAL/logs" "$LOCAL/run"

SUDO=""; [ "$(id -u)" != 0 ] && SUDO="sudo"
missing=()
command -v nats-server >/dev/null 2>&1 || missing+=(nats-server)
command -v initdb >/dev/null 2>&1 || [ -x "$(pg_config --bindir 2>/dev/null)/initdb" ] || missing+=(postgresql)
command -v psql >/dev/null 2>&1 || missing+=(postgresql-client)
if [ ${#missing[@]} -gt 0 ]; then
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
command -v initdb >/dev/null 2>&1 || PATH="$PATH:$(pg_config --bindir)"

echo "building release binaries (first time: ~20 min on 2 cores)…"
cargo build --release --workspace --bins
BIN=$CARGO_TARGET_DIR/release

NATS_PORT=${NATS_PORT:-4222}
PG_PORT=${PG_PORT:-5432}
GATEWAY_PORT=${GATEWAY_PORT:-8080}

run_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

# NATS
if ! [ -f "$LOCAL/run/nats.pid" ] || ! kill -0 "$(cat "$LOCAL/run/nats.pid")" 2>/dev/null; then
  nats-server -js -a 127.0.0.1 -p "$NATS_PORT" -sd "$LOCAL/nats" >"$LOCAL/logs/nats.log" 2>&1 &
  echo $! >"$LOCAL/run/nats.pid"
fi

# PostgreSQL
if ! [ -d "$LOCAL/pg/data" ]; then
  mkdir -p "$LOCAL/pg"
  [ "$(id -u)" = 0 ] && chown postgres: "$LOCAL/pg" && chmod o+x "$ROOT" "$LOCAL"
  run_pg initdb -A trust -U postgres -E UTF8 --locale=C -D "$LOCAL/pg/data" >"$LOCAL/logs/initdb.log"
fi
if ! run_pg pg_ctl -D "$LOCAL/pg/data" status >/dev/null 2>&1; then
  run_pg pg_ctl -D "$LOCAL/pg/data" -l "$LOCAL/pg/postgres.log" -w \
    -o "-p $PG_PORT -k $LOCAL/pg -c listen_addresses=127.0.0.1" start >/dev/null
fi
for db in barb_receipts barb_gateway; do
  psql -h 127.0.0.1 -p "$PG_PORT" -U postgres -tAc "SELECT 1 FROM pg_database WHERE datname='$db'" | grep -q 1 ||
    psql -h 127.0.0.1 -p "$PG_PORT" -U postgres -qc "CREATE DATABASE $db"
done
PG=postgres://postgres@127.0.0.1:$PG_PORT

start() { # name env...
  local name=$1; shift
  if [ -f "$LOCAL/run/$name.pid" ]; then kill "$(cat "$LOCAL/run/$name.pid")" 2>/dev/null || true; sleep 0.5; fi
  env "$@" LOG_FORMAT=pretty "$BIN/$name" >"$LOCAL/logs/$name.log" 2>&1 &
  echo $! >"$LOCAL/run/$name.pid"
}
start query-engine LISTEN_ADDR=127.0.0.1:50051 METRICS_ADDR=127.0.0.1:9151
start backtest LISTEN_ADDR=127.0.0.1:50052 METRICS_ADDR=127.0.0.1:9152
start receipts-query LISTEN_ADDR=127.0.0.1:50053 METRICS_ADDR=127.0.0.1:9153 DATABASE_URL=$PG/barb_receipts
start chat-orchestrator LISTEN_ADDR=127.0.0.1:50054 METRICS_ADDR=127.0.0.1:9154 NATS_URL=nats://127.0.0.1:$NATS_PORT \
  LLM_PROVIDER="${LLM_PROVIDER:-mock}" QUERY_ENGINE_ADDR=http://127.0.0.1:50051 BACKTEST_ADDR=http://127.0.0.1:50052 \
  RECEIPTS_ADDR=http://127.0.0.1:50053
start gateway LISTEN_ADDR=127.0.0.1:$GATEWAY_PORT NATS_URL=nats://127.0.0.1:$NATS_PORT DATABASE_URL=$PG/barb_gateway \
  ORCHESTRATOR_ADDR=http://127.0.0.1:50054

for _ in $(seq 1 100); do
  curl -fs "http://127.0.0.1:$GATEWAY_PORT/readyz" >/dev/null 2>&1 && break
  sleep 0.3
done
curl -fs "http://127.0.0.1:$GATEWAY_PORT/readyz" >/dev/null || { echo "gateway not ready; see $LOCAL/logs"; exit 1; }
cat <<MSG
Barb is up.
  gateway         http://127.0.0.1:$GATEWAY_PORT   (healthz, readyz, metrics)
  query-engine    127.0.0.1:50051   backtest 127.0.0.1:50052
  receipts-query  127.0.0.1:50053   chat-orchestrator 127.0.0.1:50054
  logs            $LOCAL/logs/
Stop with deploy/local/down.sh
MSG
