#!/usr/bin/env bash
# The fast tier (`npm run test:fast`), for writers and developers between commits: every stage of
# `npm test` except the browser tests, with the production build limited to the areas below.
# The API area is left out: its ~800 generated GraphQL pages are most of a full build's pages and
# time, come from one template each, and the full tier (`npm test`, CI) builds and checks them.
# The build-output tests run with the same DOCS_AREAS, so they check the built areas fully and
# expect the others to be absent (tests/support/build-scan.ts, buildScope).
set -euo pipefail
cd "$(dirname "$0")/.."
areas="${FAST_DOCS_AREAS:-concepts,guides,reference,apps,support}"
source tests/stage.sh
stage "generated pages and data"; npm run --silent prepare:generated
# The generators ran above: docusaurus directly, not `npm run build`, which would run them again.
area_build() {
  stage "production build of ${areas}"; DOCS_AREAS="$areas" npx docusaurus build > /dev/null
}
beside_build area_build checks_without_build
stage "build output"; DOCS_AREAS="$areas" npm run --silent test:build
echo "== fast tier passed in $((SECONDS - started)) s (build/ now holds a partial build: run \`npm test\` for the full one)"
