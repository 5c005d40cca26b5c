# Sourced by both test tiers (run-all.sh, run-fast.sh): `stage NAME` announces a stage with the seconds
# since the tier started, so a slow run shows where its time went.
started=$SECONDS
stage() {
  echo "== $1 ($((SECONDS - started)) s so far)"
}
