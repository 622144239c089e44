#!/usr/bin/env bash
# Runs the whole Barb stack on this machine without Docker:
#   1. installs what a fresh Debian machine lacks (nats-server, PostgreSQL, curl, a C toolchain),
#   2. builds every binary in release mode,
#   3. starts NATS (JetStream) and PostgreSQL with their data under .local/ (git-ignored),
#   4. generates the market sample (.local/data/NQ.parquet) and seeds sample receipts,
#   5. starts query-engine, backtest, receipts-query, chat-orchestrator and gateway
#      (mock LLM unless LLM_PROVIDER or ANTHROPIC_API_KEY / OPENAI_API_KEY is set),
#   6. waits for health and prints the web console's URL with the key to sign in, and a
#      ready-to-paste API example.
# Idempotent: a second run reuses the data, NATS and PostgreSQL, and restarts the
# services (picking up a new build). Stop with deploy/local/down.sh.
#
# Environment: BARB_SKIP_BUILD=1 (reuse the built binaries), BARB_BIN_DIR (where they
# are; default the release target dir), BARB_RELEASE_TARGET_DIR, BARB_LOCAL_DIR (state;
# default .local/), GATEWAY_PORT (8080), NATS_PORT (4222), NATS_MONITOR_PORT (8222),
# PG_PORT (5432), GRPC_PORT_BASE (50051: query-engine, +1 backtest, +2 receipts-query,
# +3 chat-orchestrator), METRICS_PORT_BASE (9151: the same order, +4 gateway),
# LLM_PROVIDER, LLM_MODEL, ANTHROPIC_API_KEY, OPENAI_API_KEY, RUST_LOG.
# tests/tests/console_local_stack.rs runs this script with debug binaries
# (BARB_SKIP_BUILD=1) in a temporary BARB_LOCAL_DIR and signs in with what it prints.
set -euo pipefail
# shellcheck source=deploy/local/lib.sh
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
mkdir -p "$LOCAL/logs" "$LOCAL/run" "$LOCAL/data"

NATS_PORT=${NATS_PORT:-4222}
NATS_MONITOR_PORT=${NATS_MONITOR_PORT:-8222}
PG_PORT=${PG_PORT:-5432}
GATEWAY_PORT=${GATEWAY_PORT:-8080}
GRPC_PORT_BASE=${GRPC_PORT_BASE:-50051}
METRICS_PORT_BASE=${METRICS_PORT_BASE:-9151}
QE_PORT=$GRPC_PORT_BASE BT_PORT=$((GRPC_PORT_BASE + 1)) RQ_PORT=$((GRPC_PORT_BASE + 2)) CO_PORT=$((GRPC_PORT_BASE + 3))
QE_METRICS=$METRICS_PORT_BASE BT_METRICS=$((METRICS_PORT_BASE + 1)) RQ_METRICS=$((METRICS_PORT_BASE + 2))
CO_METRICS=$((METRICS_PORT_BASE + 3)) GW_METRICS=$((METRICS_PORT_BASE + 4))

install_prerequisites
build_release
# Every open SSE/WebSocket stream is a socket in the gateway: allow as many as the hard limit.
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true

# --- Secrets: generated once into .local/secrets (0600 files), kept across runs.
SECRETS="$LOCAL/secrets"
"$BIN/barb" secrets generate --dir "$SECRETS" >>"$LOCAL/logs/secrets.log" 2>&1
secret() { tr -d '\n' <"$SECRETS/$1"; }

# --- NATS with JetStream (file storage in .local/nats), locked down by
# deploy/nats/nats.conf: a user per service, no anonymous clients.
if ! running nats; then
  port_free_or_ours nats "$NATS_PORT" NATS_PORT
  log "starting NATS on 127.0.0.1:$NATS_PORT"
  NATS_ORCHESTRATOR_PASSWORD=$(secret nats-orchestrator-password) NATS_GATEWAY_PASSWORD=$(secret nats-gateway-password) \
    nats-server -c "$ROOT/deploy/nats/nats.conf" -js -a 127.0.0.1 -p "$NATS_PORT" -m "$NATS_MONITOR_PORT" -sd "$LOCAL/nats" >>"$LOCAL/logs/nats.log" 2>&1 &
  echo $! >"$LOCAL/run/nats.pid"
fi
wait_http nats "$NATS_MONITOR_PORT" "/healthz?js-enabled-only=true" 60

# --- PostgreSQL (cluster in .local/pg/data, socket in .local/pg).
if ! [ -f "$LOCAL/pg/data/PG_VERSION" ]; then
  log "initialising PostgreSQL in $LOCAL/pg/data"
  mkdir -p "$LOCAL/pg"
  if [ "$(id -u)" = 0 ]; then chown postgres: "$LOCAL/pg" && chmod o+x "$ROOT" "$LOCAL"; fi
  run_pg initdb -A trust -U postgres -E UTF8 --locale=C -D "$LOCAL/pg/data" >"$LOCAL/logs/initdb.log"
fi
if ! run_pg pg_ctl -D "$LOCAL/pg/data" status >/dev/null 2>&1; then
  port_free_or_ours postgres "$PG_PORT" PG_PORT
  log "starting PostgreSQL on 127.0.0.1:$PG_PORT"
  run_pg pg_ctl -D "$LOCAL/pg/data" -l "$LOCAL/pg/postgres.log" -w -t 60 \
    -o "-p $PG_PORT -k $LOCAL/pg -c listen_addresses=127.0.0.1" start >/dev/null
fi
# Each service keeps its own database (and sqlx migration history).
PSQL=(psql -h 127.0.0.1 -p "$PG_PORT" -U postgres -d postgres -v ON_ERROR_STOP=1 -q)
"${PSQL[@]}" -tAc "SELECT 1 FROM pg_database WHERE datname='barb_gateway'" | grep -q 1 ||
  "${PSQL[@]}" -c "CREATE DATABASE barb_gateway"
# Receipts: owned by barb_receipts_owner, read by receipts-query as the
# read-only login barb_receipts_query (roles and database from
# deploy/docker/postgres-init.sql; local connections use trust auth). A
# database made by an older up.sh (owned by postgres) is re-created and re-seeded.
receipts_owner=$("${PSQL[@]}" -tAc "SELECT pg_get_userbyid(datdba) FROM pg_database WHERE datname='barb_receipts'")
if [ -n "$receipts_owner" ] && [ "$receipts_owner" != barb_receipts_owner ]; then
  log "re-creating barb_receipts owned by barb_receipts_owner (sample receipts are re-seeded)"
  "${PSQL[@]}" -c "DROP DATABASE barb_receipts WITH (FORCE)"
  rm -f "$LOCAL/receipts-seed.json"
fi
"${PSQL[@]}" -f "$ROOT/deploy/docker/postgres-init.sql" >/dev/null
PG=postgres://postgres@127.0.0.1:$PG_PORT
RECEIPTS_OWNER_URL=postgres://barb_receipts_owner@127.0.0.1:$PG_PORT/barb_receipts
RECEIPTS_QUERY_URL=postgres://barb_receipts_query@127.0.0.1:$PG_PORT/barb_receipts

# --- Market data: the deterministic 2-year NQ sample, generated once.
if ! [ -s "$LOCAL/data/NQ.parquet" ]; then
  log "generating market data into $LOCAL/data/NQ.parquet"
  "$BIN/barb" gen-data --out "$LOCAL/data/NQ.parquet.tmp" && mv "$LOCAL/data/NQ.parquet.tmp" "$LOCAL/data/NQ.parquet"
fi

# --- Receipts: migrate as the owner on every run (a new build may bring a
# migration; receipts-query's read-only login cannot apply it), seed once (the
# output lists the seeded user ids).
"$BIN/barb" receipts migrate --migration-database-url "$RECEIPTS_OWNER_URL" >/dev/null
if ! [ -s "$LOCAL/receipts-seed.json" ]; then
  log "seeding sample receipts"
  "$BIN/barb" receipts seed --users 3 --receipts-per-user 200 --migration-database-url "$RECEIPTS_OWNER_URL" \
    >"$LOCAL/receipts-seed.json.tmp"
  mv "$LOCAL/receipts-seed.json.tmp" "$LOCAL/receipts-seed.json"
fi
USER_ID=$(tr -d '\n ' <"$LOCAL/receipts-seed.json" | sed -n 's/.*"users":\["\([0-9a-f-]*\)".*/\1/p')
[ -n "$USER_ID" ] || die "cannot read the seeded user id from $LOCAL/receipts-seed.json (delete it to re-seed)"

# --- A local API key acting as the first seeded user (kept in .local/api-key).
if ! [ -s "$LOCAL/api-key" ]; then
  install -m 600 "$SECRETS/api-key" "$LOCAL/api-key"
fi
API_KEY=$(cat "$LOCAL/api-key")

# --- LLM: mock unless a provider is chosen or a key is present.
if [ -z "${LLM_PROVIDER:-}" ]; then
  if [ -n "${ANTHROPIC_API_KEY:-}" ]; then LLM_PROVIDER=anthropic
  elif [ -n "${OPENAI_API_KEY:-}" ]; then LLM_PROVIDER=openai
  else LLM_PROVIDER=mock; fi
fi

# --- The services.
COMMON=(RUST_LOG="${RUST_LOG:-info}" INTERNAL_AUTH_TOKEN_FILE="$SECRETS/internal-auth-token")
VERIFY=(USER_ASSERTION_PUBLIC_KEYS_FILE="$SECRETS/user-assertion-public-keys")
for pair in query-engine:$QE_PORT backtest:$BT_PORT receipts-query:$RQ_PORT chat-orchestrator:$CO_PORT gateway:"$GATEWAY_PORT"; do
  port_free_or_ours "${pair%%:*}" "${pair##*:}"
done
log "starting the services (LLM provider: $LLM_PROVIDER)"
start_service query-engine "${COMMON[@]}" LISTEN_ADDR=127.0.0.1:$QE_PORT METRICS_ADDR=127.0.0.1:$QE_METRICS BARB_DATA_DIR="$LOCAL/data"
start_service backtest "${COMMON[@]}" LISTEN_ADDR=127.0.0.1:$BT_PORT METRICS_ADDR=127.0.0.1:$BT_METRICS BARB_DATA_DIR="$LOCAL/data"
start_service receipts-query "${COMMON[@]}" LISTEN_ADDR=127.0.0.1:$RQ_PORT METRICS_ADDR=127.0.0.1:$RQ_METRICS \
  DATABASE_URL="$RECEIPTS_QUERY_URL" "${VERIFY[@]}"
start_service chat-orchestrator "${COMMON[@]}" LISTEN_ADDR=127.0.0.1:$CO_PORT METRICS_ADDR=127.0.0.1:$CO_METRICS \
  NATS_URL="nats://127.0.0.1:$NATS_PORT" NATS_USER=orchestrator NATS_PASSWORD_FILE="$SECRETS/nats-orchestrator-password" \
  "${VERIFY[@]}" LLM_PROVIDER="$LLM_PROVIDER" LLM_MODEL="${LLM_MODEL:-}" \
  ANTHROPIC_API_KEY="${ANTHROPIC_API_KEY:-}" OPENAI_API_KEY="${OPENAI_API_KEY:-}" \
  QUERY_ENGINE_ADDR=http://127.0.0.1:$QE_PORT BACKTEST_ADDR=http://127.0.0.1:$BT_PORT RECEIPTS_ADDR=http://127.0.0.1:$RQ_PORT
start_service gateway "${COMMON[@]}" LISTEN_ADDR="127.0.0.1:$GATEWAY_PORT" METRICS_ADDR=127.0.0.1:$GW_METRICS \
  NATS_URL="nats://127.0.0.1:$NATS_PORT" NATS_USER=gateway NATS_PASSWORD_FILE="$SECRETS/nats-gateway-password" \
  USER_ASSERTION_SIGNING_KEY_FILE="$SECRETS/user-assertion-signing-key" \
  DATABASE_URL="$PG/barb_gateway" ORCHESTRATOR_ADDR=http://127.0.0.1:$CO_PORT QUERY_ENGINE_ADDR=http://127.0.0.1:$QE_PORT \
  BOOTSTRAP_API_KEYS="$USER_ID=$API_KEY"

log "waiting for health"
wait_grpc query-engine "$QE_PORT"
wait_grpc backtest "$BT_PORT"
wait_grpc receipts-query "$RQ_PORT"
wait_grpc chat-orchestrator "$CO_PORT"
wait_http gateway "$GATEWAY_PORT" /readyz

GW=http://127.0.0.1:$GATEWAY_PORT
cat <<MSG

Barb is up (LLM: $LLM_PROVIDER).

  Web console        $GW/
  Sign in with the local API key (user $USER_ID):
    $API_KEY

  gateway            $GW   (/healthz /readyz /openapi.json)   metrics 127.0.0.1:$GW_METRICS/metrics
  query-engine       127.0.0.1:$QE_PORT   metrics :$QE_METRICS
  backtest           127.0.0.1:$BT_PORT   metrics :$BT_METRICS
  receipts-query     127.0.0.1:$RQ_PORT   metrics :$RQ_METRICS
  chat-orchestrator  127.0.0.1:$CO_PORT   metrics :$CO_METRICS
  NATS 127.0.0.1:$NATS_PORT   PostgreSQL 127.0.0.1:$PG_PORT   logs $LOCAL/logs/
  API key (user $USER_ID) in $LOCAL/api-key

Or use the API directly (paste into a shell):

  KEY=\$(cat $LOCAL/api-key)
  CONV=\$(curl -fsS -X POST $GW/v1/conversations -H "Authorization: Bearer \$KEY" \\
    -H 'content-type: application/json' -d '{"instrument":"NQ"}' | sed -n 's/.*"id":"\\([^"]*\\)".*/\\1/p')
  STREAM=\$(curl -fsS -X POST $GW/v1/conversations/\$CONV/messages -H "Authorization: Bearer \$KEY" \\
    -H 'content-type: application/json' -d '{"message":"What was the average daily range over the last 20 days?"}' \\
    | sed -n 's/.*"stream_url":"\\([^"]*\\)".*/\\1/p')
  curl -sN --max-time 30 -H "Authorization: Bearer \$KEY" "$GW\$STREAM"

Stop with deploy/local/down.sh (data stays in .local/; delete it for a fresh start).
MSG
