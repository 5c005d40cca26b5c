#!/usr/bin/env bash
# Every test, in the order that fails fastest: the generated pages first (unit tests check redirects
# into them), then the full production build (broken links, anchors and markdown links throw) with types,
# the linter and the unit tests beside it, a second build with the hosted services switched on, then the
# browser tests against both builds.
set -euo pipefail
cd "$(dirname "$0")/.."
source tests/stage.sh
bash tests/ensure-chromium.sh
stage "generated pages and data (the unit tests read them too)"; npm run --silent prepare:generated
# Tells the dev-server tests that the checkout's generated files are current: they copy them, not regenerate them.
export DOCS_GENERATED_CURRENT=1
# The generators ran above: docusaurus directly, not `npm run build`, which would run them all again.
production_build() {
  stage "production build (with test fixtures)"; DOCS_TEST_FIXTURES=1 npx docusaurus build
}
beside_build production_build checks_without_build
stage "build output (Markdown twins, llms files)"; npm run --silent test:build
stage "build with hosted services on (fake Algolia keys, analytics, chat widget)"
# The services are switched on site-wide by configuration, and their tests open a concept page and /search, so
# this build takes one area (seconds instead of minutes): CI stays well under its 30 minutes.
DOCS_AREAS=concepts ALGOLIA_APP_ID=FAKEAPP ALGOLIA_SEARCH_API_KEY=fake ALGOLIA_INDEX_NAME=fake ENABLE_ANALYTICS=1 \
  CHAT_WIDGET_SRC=/__chat-widget-test.js \
  npx docusaurus build --out-dir build-services > /dev/null
stage "browser tests"; npm run --silent test:browser
echo "== every test passed in $((SECONDS - started)) s"
