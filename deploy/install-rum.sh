#!/usr/bin/env bash
# Installs the RUM index extension for the local PostgreSQL from Debian's packages when it is
# missing (decision 082: catalogue search ordered by the index). The server uses it only when the
# database offers it, so a machine without it keeps the GIN path; the search bench and CI call this
# so that the path they measure and test is the RUM one. Needs root, as apt-get does; without
# PostgreSQL installed here (pg_config absent) there is nothing to add it to, and it does nothing.
set -euo pipefail
if ! command -v pg_config >/dev/null 2>&1 && [ ! -d /usr/share/postgresql ]; then
  exit 0
fi
major="${PG_MAJOR:-$(ls /usr/share/postgresql | sort -n | tail -n 1)}"
if [ -f "/usr/share/postgresql/${major}/extension/rum.control" ]; then
  exit 0
fi
echo "installing postgresql-${major}-rum (Debian package)"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "postgresql-${major}-rum" >/dev/null
ls "/usr/share/postgresql/${major}/extension/rum.control" >/dev/null
