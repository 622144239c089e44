#!/usr/bin/env bash
# The one command that runs every test: installs what a fresh Debian machine
# lacks (nats-server, PostgreSQL server binaries, Python packages used by the
# cross-check tests), then builds the service binaries and runs
# `cargo test --workspace`. Extra arguments go to `cargo test`.
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/barb/target}"

SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi

missing=()
command -v nats-server >/dev/null 2>&1 || missing+=(nats-server)
if ! command -v initdb >/dev/null 2>&1 && ! [ -x "$(pg_config --bindir 2>/dev/null)/initdb" ]; then
  missing+=(postgresql)
fi
command -v psql >/dev/null 2>&1 || missing+=(postgresql-client)
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing: ${missing[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
# Debian's postgresql package keeps the server binaries off PATH.
if ! command -v initdb >/dev/null 2>&1; then
  PATH="$PATH:$(pg_config --bindir 2>/dev/null || ls -d /usr/lib/postgresql/*/bin | tail -1)"
  export PATH
fi

# Python packages for the independent cross-checks (tests/python), when present.
if [ -f tests/python/requirements.txt ]; then
  python3 -m pip install -q --disable-pip-version-check -r tests/python/requirements.txt
fi

# End-to-end tests start the real binaries: build them with the same package
# selection as the test run so shared dependencies are compiled once.
cargo build --workspace --bins
cargo test --workspace "$@"
