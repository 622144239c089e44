#!/usr/bin/env bash
# Protobuf hygiene: `buf lint` (naming and documentation rules of buf.yaml)
# and `buf breaking` (wire/JSON/source compatibility) of proto/ against the
# previous commit, or against BUF_AGAINST (any git ref, e.g. `main`).
#
#   deploy/proto-check.sh
#
# buf comes from the npm registry (@bufbuild/buf ships the binary), installed
# once into $BARB_TOOLS (default $HOME/.cache/barb/tools) at a pinned version.
set -euo pipefail
cd "$(dirname "$0")/.."

BUF_VERSION=1.75.0
tools="${BARB_TOOLS:-$HOME/.cache/barb/tools}/buf-$BUF_VERSION"
buf="$tools/node_modules/.bin/buf"
if ! [ -x "$buf" ] || ! "$buf" --version >/dev/null 2>&1; then
  command -v npm >/dev/null 2>&1 || {
    echo "proto-check: npm is needed to install buf (apt-get install -y npm)" >&2
    exit 1
  }
  echo "installing buf $BUF_VERSION into $tools"
  mkdir -p "$tools"
  npm install --prefix "$tools" --no-audit --no-fund --silent "@bufbuild/buf@$BUF_VERSION" >/dev/null
fi

"$buf" lint
echo "buf lint: ok"

against="${BUF_AGAINST:-HEAD~1}"
if git rev-parse --verify --quiet "$against^{commit}" >/dev/null; then
  "$buf" breaking --against ".git#ref=$against,subdir=proto"
  echo "buf breaking against $against: ok"
else
  echo "buf breaking: $against does not exist (first commit or shallow clone); nothing to compare" >&2
  [ -z "${CI:-}" ] || exit 1
fi
