#!/usr/bin/env bash
# Installs HAProxy from Debian's packages when it is missing (npm run cluster and its test need it).
# Needs root, as apt-get does.
set -euo pipefail
if command -v haproxy >/dev/null 2>&1; then
  exit 0
fi
echo "installing haproxy (Debian package)"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy >/dev/null
haproxy -v | head -n 1
