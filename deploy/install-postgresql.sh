#!/usr/bin/env bash
# Installs Debian's PostgreSQL server when its binaries are missing: npm run cluster, its fault test
# and the replica benchmark start their own primary and hot standby with initdb, pg_basebackup and
# postgres (deploy/postgres-pair.ts). Needs root, as apt-get does.
set -euo pipefail
if ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || [ -n "${PG_BIN:-}" ]; then
  exit 0
fi
echo "installing postgresql (Debian package)"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
ls -d /usr/lib/postgresql/*/bin
