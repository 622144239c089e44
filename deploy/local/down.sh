#!/usr/bin/env bash
# Stops what deploy/local/up.sh started (services first, then NATS and
# PostgreSQL); the data in .local/ is kept. `rm -rf .local` afterwards for a
# fresh start.
set -uo pipefail
# shellcheck source=deploy/local/lib.sh
source "$(dirname "$0")/lib.sh"
pg_path
for name in gateway chat-orchestrator receipts-query backtest query-engine nats; do
  stop_process "$name"
done
if [ -f "$LOCAL/pg/data/PG_VERSION" ] && run_pg pg_ctl -D "$LOCAL/pg/data" status >/dev/null 2>&1; then
  run_pg pg_ctl -D "$LOCAL/pg/data" stop -m fast -w >/dev/null && echo "stopped postgres"
fi
exit 0
