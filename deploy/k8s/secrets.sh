#!/usr/bin/env bash
# Creates (or keeps) the Barb service secrets in namespace $1 from freshly
# generated values: `barb secrets generate` writes them once into
# ${BARB_SECRETS_DIR:-.local/k8s-secrets-$1}, and each Secret is applied from there.
# That includes the internal CA and a certificate per service, valid for the
# service's names in namespace $1 (barb-tls-<service>: tls.crt, tls.key, ca.crt;
# mounted at /run/barb-tls). Rotate the certificates with
#   barb secrets generate --dir DIR --namespace NS --rotate-tls && deploy/k8s/secrets.sh NS
# (pods reload the files within a minute or so, no restart). The database URLs
# (barb-gateway DATABASE_URL, barb-receipts-*) stay yours to set.
#
# With --dev-postgres (the dev overlay's in-cluster PostgreSQL) it also fills
# barb-dev-postgres with generated passwords and sets the three database URLs
# to the generated logins.
set -euo pipefail
ns=${1:?usage: deploy/k8s/secrets.sh NAMESPACE [--dev-postgres]}
dev_postgres=${2:-}
dir=${BARB_SECRETS_DIR:-.local/k8s-secrets-$ns}
barb secrets generate --dir "$dir" --namespace "$ns"
s() { tr -d '\n' <"$dir/$1"; }
apply() { kubectl -n "$ns" create secret generic "$1" "${@:2}" --dry-run=client -o yaml | kubectl apply -f -; }
apply barb-internal --from-literal=INTERNAL_AUTH_TOKEN="$(s internal-auth-token)"
apply barb-assertion-verify --from-literal=USER_ASSERTION_PUBLIC_KEYS="$(s user-assertion-public-keys)"
apply barb-nats --from-literal=NATS_ORCHESTRATOR_PASSWORD="$(s nats-orchestrator-password)" \
  --from-literal=NATS_GATEWAY_PASSWORD="$(s nats-gateway-password)"
apply barb-nats-orchestrator --from-literal=NATS_PASSWORD="$(s nats-orchestrator-password)"
kubectl -n "$ns" patch secret barb-gateway --type merge -p "{\"stringData\":{
  \"USER_ASSERTION_SIGNING_KEY\":\"$(s user-assertion-signing-key)\",
  \"NATS_PASSWORD\":\"$(s nats-gateway-password)\",
  \"JWT_HS256_SECRET\":\"$(s jwt-hs256-secret)\",
  \"BOOTSTRAP_API_KEYS\":\"f1997bea-fdf8-44c6-812a-438502da747d=$(s api-key)\"}}"
if [ "$dev_postgres" = --dev-postgres ]; then
  apply barb-dev-postgres --from-literal=POSTGRES_PASSWORD="$(s postgres-password)" \
    --from-literal=PG_GATEWAY_PASSWORD="$(s pg-gateway-password)" \
    --from-literal=PG_RECEIPTS_OWNER_PASSWORD="$(s pg-receipts-owner-password)" \
    --from-literal=PG_RECEIPTS_QUERY_PASSWORD="$(s pg-receipts-query-password)"
  apply barb-receipts-db \
    --from-literal=DATABASE_URL="postgres://barb_receipts_query:$(s pg-receipts-query-password)@postgres:5432/barb_receipts"
  apply barb-receipts-migrate \
    --from-literal=MIGRATION_DATABASE_URL="postgres://barb_receipts_owner:$(s pg-receipts-owner-password)@postgres:5432/barb_receipts"
  kubectl -n "$ns" patch secret barb-gateway --type merge -p "{\"stringData\":{
    \"DATABASE_URL\":\"postgres://barb_gateway:$(s pg-gateway-password)@postgres:5432/barb_gateway\"}}"
fi
for svc in query-engine backtest receipts-query chat-orchestrator gateway nats; do
  apply "barb-tls-$svc" --from-file=tls.crt="$dir/tls/$svc.pem" --from-file=tls.key="$dir/tls/$svc-key.pem" \
    --from-file=ca.crt="$dir/tls/ca.pem"
done
echo "secrets applied in $ns; API key in $dir/api-key; the CA key stays in $dir/tls/ca-key.pem"
