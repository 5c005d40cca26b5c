#!/usr/bin/env bash
# Browser tests drive Debian's Chromium headless shell (never a browser downloaded by npm). Install it
# when it is missing and we can; otherwise say exactly what to run.
set -euo pipefail
shell="${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}"
if [ -x "$shell" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Chromium's headless shell not found at $shell: installing Debian's chromium-headless-shell package"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null
  exit 0
fi
echo "Chromium's headless shell not found at $shell. Install it (sudo apt-get install -y chromium-headless-shell) or set CHROMIUM_HEADLESS_SHELL_PATH." >&2
exit 1
