#!/bin/sh
# Start-up cost (SPEC R55): `concierge version` and `concierge demo bank
# --plain` of this checkout against commit 2e8c1cc's binary, both built here
# with the same Go; the median wall time (exec to exit) and peak RSS of 30
# runs each, run alternately. Figures go to BENCHMARKS.md.
#
#   scripts/startup.sh            # 30 runs of each
#   RUNS=100 scripts/startup.sh
#
# The demo types instantly in plain mode (--speed defaults to 0 there, on
# both binaries), so it has no deliberate delays to remove. Every run gets
# --engine offline and an empty temporary --data-dir; OPENAI_*,
# AZURE_OPENAI_* and OTEL_* are unset for the runs. A last run of each binary
# is stopped at its exit to say where its resident memory is (-resident).
set -eu

base=2e8c1cc2128d9335fd3fa5c860589104b59d723a
runs=${RUNS:-30}
root=$(git rev-parse --show-toplevel)
cd "$root"

work=$(mktemp -d)
cleanup() {
	rm -rf "$work"
}
trap cleanup EXIT INT TERM

# A shallow clone may not hold the base commit: fetch it.
if ! git cat-file -e "$base^{commit}" 2>/dev/null; then
	if [ "$(git rev-parse --is-shallow-repository)" = true ]; then
		git fetch --quiet --unshallow origin || true
	fi
	git cat-file -e "$base^{commit}" 2>/dev/null || git fetch --quiet origin "$base"
fi

echo "building 2e8c1cc and this checkout with $(go version)" >&2
# The base's files from git archive, not a git worktree: nothing is
# added to the repository's list of worktrees, which other checkouts share.
mkdir "$work/base"
git archive "$base" | tar -x -C "$work/base"
(cd "$work/base" && go build -o "$work/concierge-base" ./cmd/concierge)
go build -o "$work/concierge-head" ./cmd/concierge
go build -o "$work/startbench" ./scripts/startbench

bench() {
	"$work/startbench" -n "$runs" -resident -base "$work/concierge-base" -head "$work/concierge-head" "$@"
}
bench -label "concierge version" -- version --engine offline --data-dir DATADIR
bench -label "concierge demo bank --plain" -- demo bank --plain --engine offline --data-dir DATADIR
