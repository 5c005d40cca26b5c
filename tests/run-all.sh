#!/usr/bin/env bash
# Every test, in the order that fails fastest: types, unit tests, the full production build
# (broken links, anchors and markdown links throw), then the browser tests against that build.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tests/ensure-chromium.sh
echo "== typecheck"; npx tsc --noEmit
echo "== unit tests"; npm run --silent test:unit
echo "== production build (with test fixtures)"; DOCS_TEST_FIXTURES=1 npm run --silent build
echo "== browser tests"; npm run --silent test:browser
