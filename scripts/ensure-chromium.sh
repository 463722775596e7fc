#!/usr/bin/env bash
# Browser tests drive Debian's chromium through playwright-core; browsers cannot be
# downloaded any other way here. Install it when it is missing (we run as root in CI).
set -euo pipefail
if command -v chromium >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "chromium is missing; install Debian's chromium package (apt-get install chromium)" >&2
  exit 1
fi
echo "== installing Debian's chromium"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
