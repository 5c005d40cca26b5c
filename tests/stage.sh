# Sourced by both test tiers (run-all.sh, run-fast.sh): `stage NAME` announces a stage with the seconds
# since the tier started, so a slow run shows where its time went.
started=$SECONDS
stage() {
  echo "== $1 ($((SECONDS - started)) s so far)"
}

# The stages that need no build, which both tiers run beside their build.
checks_without_build() {
  stage "typecheck"; npx tsc --noEmit
  stage "lint and format"; npx biome check .
  stage "unit tests"; npm run --silent test:unit
}

# `beside_build BUILD CHECKS` runs two functions at once: BUILD, whose output shows as it comes, and CHECKS
# (stages that need no build), whose output is held and shown after, so the two never interleave. A production
# build leaves part of two cores idle, which the checks fill, so both end sooner together than one after the
# other (bench/results/test-durations.md). Both always run to
# their end (stopping one half-way would leave its processes behind); the tier then fails if either failed.
beside_build() {
  local held build_status=0 checks_status=0
  held=$(mktemp)
  # Without job control, background jobs ignore Ctrl-C: pass it on to every process this tier started.
  trap 'kill 0' INT TERM
  # Both in the background: inside `cmd || ...`, bash would ignore the `set -e` that stops a failing function.
  ( set -e; "$2" ) > "$held" 2>&1 &
  local checks=$!
  ( set -e; "$1" ) &
  local build=$!
  wait "$build" || build_status=$?
  wait "$checks" || checks_status=$?
  trap - INT TERM
  echo "== beside the build ($((SECONDS - started)) s so far):"
  cat "$held"
  rm -f "$held"
  [ "$build_status" -eq 0 ] || { echo "== the build failed (exit $build_status)"; return "$build_status"; }
  [ "$checks_status" -eq 0 ] || { echo "== a check beside the build failed (exit $checks_status)"; return "$checks_status"; }
}
