#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (never a browser downloaded by npm). Install it when it is
# missing and we can; otherwise say exactly what to run.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Chromium not found at $chromium: installing Debian's chromium package"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium not found at $chromium. Install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH." >&2
exit 1
