#!/usr/bin/env bash
# Installs what the Python SDK and its tests need, from Debian packages: httpx, websockets,
# cryptography and pytest. Does nothing when a Python 3.11+ on this machine already imports them
# all (the one on PATH, or the system one, /usr/bin/python3, where Debian installs them).
set -euo pipefail

check='import sys, httpx, websockets, cryptography, pytest; sys.exit(sys.version_info < (3, 11))'
for python in python3 /usr/bin/python3; do
  if command -v "$python" >/dev/null 2>&1 && "$python" -c "$check" >/dev/null 2>&1; then
    exit 0
  fi
done

echo "== installing the Python SDK's dependencies (Debian packages)"
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq \
  python3 python3-httpx python3-websockets python3-cryptography python3-pytest >/dev/null
/usr/bin/python3 -c "$check"
