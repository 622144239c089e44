#!/usr/bin/env bash
# Creates (or keeps) the Barb service secrets in namespace $1 from freshly
# generated values: `barb secrets generate` writes them once into
# ${BARB_SECRETS_DIR:-.local/k8s-secrets-$1}, and each Secret is applied from there.
# The database URLs (barb-gateway DATABASE_URL, barb-receipts-*) stay yours to set.
set -euo pipefail
ns=${1:?usage: deploy/k8s/secrets.sh NAMESPACE}
dir=${BARB_SECRETS_DIR:-.local/k8s-secrets-$ns}
barb secrets generate --dir "$dir"
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
echo "secrets applied in $ns; API key in $dir/api-key"
