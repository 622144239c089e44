#!/usr/bin/env bash
# Stops what deploy/local/up.sh started; keeps the data in .local/.
set -uo pipefail
cd "$(dirname "$0")/../.."
LOCAL=$PWD/.local
for name in gateway chat-orchestrator receipts-query backtest query-engine nats; do
  f=$LOCAL/run/$name.pid
  [ -f "$f" ] && kill "$(cat "$f")" 2>/dev/null && echo "stopped $name"
  rm -f "$f"
done
if [ -d "$LOCAL/pg/data" ]; then
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- pg_ctl -D "$LOCAL/pg/data" stop -m fast >/dev/null 2>&1
  else pg_ctl -D "$LOCAL/pg/data" stop -m fast >/dev/null 2>&1; fi && echo "stopped postgres"
fi
exit 0
