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
# +3 chat-orchestrator), HEALTH_PORT_BASE (50061: their plaintext health-only ports, same
# order), METRICS_PORT_BASE (9151: the same order, +4 gateway),
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
# Plaintext health-only ports (the gRPC ports speak mutual TLS), same order.
HEALTH_PORT_BASE=${HEALTH_PORT_BASE:-50061}
QE_HEALTH=$HEALTH_PORT_BASE BT_HEALTH=$((HEALTH_PORT_BASE + 1)) RQ_HEALTH=$((HEALTH_PORT_BASE + 2))
CO_HEALTH=$((HEALTH_PORT_BASE + 3))

install_prerequisites
build_release
# Every open SSE/WebSocket stream is a socket in the gateway: allow as many as the hard limit.
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true

# --- Secrets: generated once into .local/secrets (0600 files), kept across runs:
# the internal token, assertion keys, NATS and PostgreSQL passwords, and the
# internal CA with a certificate per service (every hop below is mutual TLS).
SECRETS="$LOCAL/secrets"
TLS="$SECRETS/tls"
"$BIN/barb" secrets generate --dir "$SECRETS" >>"$LOCAL/logs/secrets.log" 2>&1
secret() { tr -d '\n' <"$SECRETS/$1"; }

# --- NATS with JetStream (file storage in .local/nats), locked down by
# deploy/nats/nats.conf: a user per service, no anonymous clients; TLS with
# client certificates; monitoring only on 127.0.0.1 (it binds where clients do).
if ! running nats; then
  port_free_or_ours nats "$NATS_PORT" NATS_PORT
  log "starting NATS on 127.0.0.1:$NATS_PORT"
  NATS_ORCHESTRATOR_PASSWORD=$(secret nats-orchestrator-password) NATS_GATEWAY_PASSWORD=$(secret nats-gateway-password) \
    nats-server -c "$ROOT/deploy/nats/nats.conf" -js -a 127.0.0.1 -p "$NATS_PORT" -m "$NATS_MONITOR_PORT" -sd "$LOCAL/nats" \
    --tlsverify --tlscert "$TLS/nats.pem" --tlskey "$TLS/nats-key.pem" --tlscacert "$TLS/ca.pem" \
    >>"$LOCAL/logs/nats.log" 2>&1 &
  echo $! >"$LOCAL/run/nats.pid"
fi
wait_http nats "$NATS_MONITOR_PORT" "/healthz?js-enabled-only=true" 60

# --- PostgreSQL (cluster in .local/pg/data, socket in .local/pg), password
# authentication (scram-sha-256) for every login, passwords generated above.
if ! [ -f "$LOCAL/pg/data/PG_VERSION" ]; then
  log "initialising PostgreSQL in $LOCAL/pg/data"
  mkdir -p "$LOCAL/pg"
  if [ "$(id -u)" = 0 ]; then chown postgres: "$LOCAL/pg" && chmod o+x "$ROOT" "$LOCAL"; fi
  # initdb reads the superuser's password from a file the postgres user can read.
  pwfile="$LOCAL/pg/initdb-password"
  (umask 077 && secret postgres-password >"$pwfile")
  if [ "$(id -u)" = 0 ]; then chown postgres: "$pwfile"; fi
  run_pg initdb -A scram-sha-256 --pwfile="$pwfile" -U postgres -E UTF8 --locale=C -D "$LOCAL/pg/data" \
    >"$LOCAL/logs/initdb.log" || { rm -f "$pwfile"; die "initdb failed; see $LOCAL/logs/initdb.log"; }
  rm -f "$pwfile"
fi
if ! run_pg pg_ctl -D "$LOCAL/pg/data" status >/dev/null 2>&1; then
  port_free_or_ours postgres "$PG_PORT" PG_PORT
  log "starting PostgreSQL on 127.0.0.1:$PG_PORT"
  run_pg pg_ctl -D "$LOCAL/pg/data" -l "$LOCAL/pg/postgres.log" -w -t 60 \
    -o "-p $PG_PORT -k $LOCAL/pg -c listen_addresses=127.0.0.1" start >/dev/null
fi
PSQL=(env PGPASSWORD="$(secret postgres-password)" psql -h 127.0.0.1 -p "$PG_PORT" -U postgres -d postgres -v ON_ERROR_STOP=1 -q)
# A cluster made by an older up.sh trusted every local connection: give the
# superuser its password, then switch to scram-sha-256.
HBA="$LOCAL/pg/data/pg_hba.conf"
if run_pg grep -Eq '^[^#].*[[:space:]]trust[[:space:]]*$' "$HBA"; then
  log "switching PostgreSQL from trust to password authentication (scram-sha-256)"
  echo "ALTER ROLE postgres PASSWORD :'pw';" | "${PSQL[@]}" -v pw="$(secret postgres-password)"
  run_pg sed -i -E 's/([[:space:]])trust([[:space:]]*)$/\1scram-sha-256\2/' "$HBA"
  run_pg pg_ctl -D "$LOCAL/pg/data" reload >/dev/null
fi
# Roles and databases (deploy/docker/postgres-init.sql): barb_gateway owns
# barb_gateway; barb_receipts is owned by barb_receipts_owner and read by
# receipts-query as the read-only login barb_receipts_query. The passwords are
# (re)set on every run from .local/secrets; the services find them in
# .local/secrets/pgpass (PGPASSFILE), never in a URL. A receipts database made
# by an older up.sh (owned by postgres) is re-created and re-seeded.
receipts_owner=$("${PSQL[@]}" -tAc "SELECT pg_get_userbyid(datdba) FROM pg_database WHERE datname='barb_receipts'")
if [ -n "$receipts_owner" ] && [ "$receipts_owner" != barb_receipts_owner ]; then
  log "re-creating barb_receipts owned by barb_receipts_owner (sample receipts are re-seeded)"
  "${PSQL[@]}" -c "DROP DATABASE barb_receipts WITH (FORCE)"
  rm -f "$LOCAL/receipts-seed.json"
fi
"${PSQL[@]}" -v gateway_password="$(secret pg-gateway-password)" \
  -v receipts_owner_password="$(secret pg-receipts-owner-password)" \
  -v receipts_query_password="$(secret pg-receipts-query-password)" \
  -f "$ROOT/deploy/docker/postgres-init.sql" >/dev/null
# A gateway database made by an older up.sh belongs to postgres: hand it and
# its tables to barb_gateway (conversations are kept).
if [ "$("${PSQL[@]}" -tAc "SELECT pg_get_userbyid(datdba) FROM pg_database WHERE datname='barb_gateway'")" != barb_gateway ]; then
  log "handing barb_gateway over to the barb_gateway login"
  "${PSQL[@]}" -c "ALTER DATABASE barb_gateway OWNER TO barb_gateway"
  "${PSQL[@]}" -d barb_gateway <<'SQL'
DO $$
DECLARE r record;
BEGIN
    FOR r IN SELECT c.oid::regclass AS obj, c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
             WHERE n.nspname = 'public' AND c.relkind IN ('r', 'S', 'v') LOOP
        IF r.relkind = 'S' THEN EXECUTE format('ALTER SEQUENCE %s OWNER TO barb_gateway', r.obj);
        ELSE EXECUTE format('ALTER TABLE %s OWNER TO barb_gateway', r.obj); END IF;
    END LOOP;
    FOR r IN SELECT p.oid::regprocedure AS fn FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
             WHERE n.nspname = 'public' LOOP
        EXECUTE format('ALTER FUNCTION %s OWNER TO barb_gateway', r.fn);
    END LOOP;
END
$$;
SQL
fi
export PGPASSFILE="$SECRETS/pgpass"
GATEWAY_DB_URL=postgres://barb_gateway@127.0.0.1:$PG_PORT/barb_gateway
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

# --- The services: every gRPC port speaks mutual TLS (and wants the token);
# health checks use a plaintext health-only port on 127.0.0.1 (HEALTH_PORT_BASE…).
COMMON=(RUST_LOG="${RUST_LOG:-info}" INTERNAL_AUTH_TOKEN_FILE="$SECRETS/internal-auth-token"
  INTERNAL_TLS_CA_FILE="$TLS/ca.pem" PGPASSFILE="$PGPASSFILE")
VERIFY=(USER_ASSERTION_PUBLIC_KEYS_FILE="$SECRETS/user-assertion-public-keys")
# identity NAME → its certificate (server and client) and, for NATS clients, TLS to NATS.
ident() { echo INTERNAL_TLS_CERT_FILE="$TLS/$1.pem" INTERNAL_TLS_KEY_FILE="$TLS/$1-key.pem"; }
nats_tls() { echo NATS_TLS_CA_FILE="$TLS/ca.pem" NATS_TLS_CERT_FILE="$TLS/$1.pem" NATS_TLS_KEY_FILE="$TLS/$1-key.pem"; }
for pair in query-engine:$QE_PORT backtest:$BT_PORT receipts-query:$RQ_PORT chat-orchestrator:$CO_PORT gateway:"$GATEWAY_PORT"; do
  port_free_or_ours "${pair%%:*}" "${pair##*:}"
done
log "starting the services (LLM provider: $LLM_PROVIDER)"
# shellcheck disable=SC2046 # ident/nats_tls print VAR=value words without spaces
start_service query-engine "${COMMON[@]}" $(ident query-engine) LISTEN_ADDR=127.0.0.1:$QE_PORT HEALTH_ADDR=127.0.0.1:$QE_HEALTH \
  METRICS_ADDR=127.0.0.1:$QE_METRICS BARB_DATA_DIR="$LOCAL/data"
# shellcheck disable=SC2046
start_service backtest "${COMMON[@]}" $(ident backtest) LISTEN_ADDR=127.0.0.1:$BT_PORT HEALTH_ADDR=127.0.0.1:$BT_HEALTH \
  METRICS_ADDR=127.0.0.1:$BT_METRICS BARB_DATA_DIR="$LOCAL/data"
# shellcheck disable=SC2046
start_service receipts-query "${COMMON[@]}" $(ident receipts-query) LISTEN_ADDR=127.0.0.1:$RQ_PORT \
  HEALTH_ADDR=127.0.0.1:$RQ_HEALTH METRICS_ADDR=127.0.0.1:$RQ_METRICS DATABASE_URL="$RECEIPTS_QUERY_URL" "${VERIFY[@]}"
# shellcheck disable=SC2046
start_service chat-orchestrator "${COMMON[@]}" $(ident chat-orchestrator) $(nats_tls chat-orchestrator) \
  LISTEN_ADDR=127.0.0.1:$CO_PORT HEALTH_ADDR=127.0.0.1:$CO_HEALTH METRICS_ADDR=127.0.0.1:$CO_METRICS \
  NATS_URL="nats://127.0.0.1:$NATS_PORT" NATS_USER=orchestrator NATS_PASSWORD_FILE="$SECRETS/nats-orchestrator-password" \
  "${VERIFY[@]}" LLM_PROVIDER="$LLM_PROVIDER" LLM_MODEL="${LLM_MODEL:-}" \
  ANTHROPIC_API_KEY="${ANTHROPIC_API_KEY:-}" OPENAI_API_KEY="${OPENAI_API_KEY:-}" \
  QUERY_ENGINE_ADDR=http://127.0.0.1:$QE_PORT BACKTEST_ADDR=http://127.0.0.1:$BT_PORT RECEIPTS_ADDR=http://127.0.0.1:$RQ_PORT
# shellcheck disable=SC2046
start_service gateway "${COMMON[@]}" $(ident gateway) $(nats_tls gateway) \
  LISTEN_ADDR="127.0.0.1:$GATEWAY_PORT" METRICS_ADDR=127.0.0.1:$GW_METRICS \
  NATS_URL="nats://127.0.0.1:$NATS_PORT" NATS_USER=gateway NATS_PASSWORD_FILE="$SECRETS/nats-gateway-password" \
  USER_ASSERTION_SIGNING_KEY_FILE="$SECRETS/user-assertion-signing-key" \
  DATABASE_URL="$GATEWAY_DB_URL" ORCHESTRATOR_ADDR=http://127.0.0.1:$CO_PORT QUERY_ENGINE_ADDR=http://127.0.0.1:$QE_PORT \
  BOOTSTRAP_API_KEYS="$USER_ID=$API_KEY"

log "waiting for health"
wait_grpc query-engine $QE_HEALTH
wait_grpc backtest $BT_HEALTH
wait_grpc receipts-query $RQ_HEALTH
wait_grpc chat-orchestrator $CO_HEALTH
wait_http gateway "$GATEWAY_PORT" /readyz

GW=http://127.0.0.1:$GATEWAY_PORT
cat <<MSG

Barb is up (LLM: $LLM_PROVIDER).

  Web console        $GW/
  Sign in with the local API key (user $USER_ID):
    $API_KEY

  gateway            $GW   (/healthz /readyz /openapi.json)   metrics 127.0.0.1:$GW_METRICS/metrics
  query-engine       127.0.0.1:$QE_PORT   health :$QE_HEALTH   metrics :$QE_METRICS
  backtest           127.0.0.1:$BT_PORT   health :$BT_HEALTH   metrics :$BT_METRICS
  receipts-query     127.0.0.1:$RQ_PORT   health :$RQ_HEALTH   metrics :$RQ_METRICS
  chat-orchestrator  127.0.0.1:$CO_PORT   health :$CO_HEALTH   metrics :$CO_METRICS
  (gRPC ports are mutual TLS: grpcurl -cacert $TLS/ca.pem -cert $TLS/ops.pem -key $TLS/ops-key.pem
   -H "authorization: Bearer \$(cat $SECRETS/internal-auth-token)" 127.0.0.1:$QE_PORT list)
  NATS 127.0.0.1:$NATS_PORT (TLS)   PostgreSQL 127.0.0.1:$PG_PORT (passwords in $SECRETS)   logs $LOCAL/logs/
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
