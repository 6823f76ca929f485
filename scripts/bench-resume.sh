#!/usr/bin/env bash
# bench-resume.sh measures R55's resume and export targets on the process,
# not only the in-process path: it builds concierge, makes a session of
# 10,000 user lines by piping them into `chat --plain` (a real session:
# logins, balances, rejected transfers, stock look-ups, small talk,
# cancels; ≈ 97,000 events), then times, from exec to exit, with peak RSS:
#
#   - `chat --plain --resume ID` with empty input, on a fresh copy of the
#     data dir (the first resume) and then again on the same copy;
#   - `sessions export ID --format json` to a file.
#
# Usage: scripts/bench-resume.sh [runs]   (default 3 runs of each)
# Needs GNU time (/usr/bin/time) for the peak RSS.
set -euo pipefail

runs=${1:-3}
root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
unset OPENAI_API_KEY OPENAI_BASE_URL AZURE_OPENAI_API_KEY AZURE_OPENAI_ENDPOINT
for v in $(env | sed -n 's/^\(OTEL_[A-Z_]*\)=.*/\1/p'); do unset "$v"; done

echo "building…" >&2
(cd "$root" && go build -o "$tmp/concierge" ./cmd/concierge)
bin="$tmp/concierge"
: >"$tmp/empty" # the input of a resume that only loads and leaves

lines=("what's the price of AAPL?" "check my balance" "seldo" "monkey" "Checking"
	"thanks" "look up MSFT" "what can you do?" "send 5 to 1234324" "no, too much"
	"never mind" "hello")
for ((i = 0; i < 10000; i++)); do
	printf '%s\n' "${lines[i % ${#lines[@]}]}"
done >"$tmp/lines.txt"

echo "making a session of 10,000 lines…" >&2
start=$(date +%s.%N)
"$bin" chat --plain --engine offline --data-dir "$tmp/made" <"$tmp/lines.txt" >"$tmp/made.out" 2>&1
made=$(echo "$(date +%s.%N) - $start" | bc)
id=$("$bin" sessions list --data-dir "$tmp/made" | awk 'NR == 2 { print $1 }')
events=$("$bin" sessions export "$id" --data-dir "$tmp/made" --format json | grep -c '"seq": ' || true)
printf 'session %s: 10,000 lines, %s events, made in %.1f s\n\n' "$id" "$events" "$made"

# measure NAME CMD…: wall seconds and peak RSS (MiB) of one run
measure() {
	local name=$1
	shift
	/usr/bin/time -f '%e %U %S %M' -o "$tmp/time" "$@" >"$tmp/out" 2>"$tmp/err" <"$tmp/empty" || {
		echo "$name failed:" >&2
		cat "$tmp/err" >&2
		exit 1
	}
	read -r secs user sys kib <"$tmp/time"
	printf '%-22s %6.2f s wall %6.2f s CPU %7.1f MiB\n' "$name" "$secs" "$(echo "$user + $sys" | bc -l)" "$(echo "$kib / 1024" | bc -l)"
}

for ((r = 1; r <= runs; r++)); do
	rm -rf "$tmp/data"
	cp -r "$tmp/made" "$tmp/data"
	measure "resume (first)" "$bin" chat --plain --data-dir "$tmp/data" --resume "$id"
	measure "resume (again)" "$bin" chat --plain --data-dir "$tmp/data" --resume "$id"
	measure "export --format json" "$bin" sessions export "$id" --data-dir "$tmp/data" --format json
done
size=$(stat -c %s "$tmp/made/sessions.db")
printf '\nthe store: %.1f MB\n' "$(echo "$size / 1000000" | bc -l)"
