#!/usr/bin/env bash
# firstsolve.sh measures each language's first solve: a fresh bogglebot
# process solving one 4x4 board of the language (rolled with --seed 1), which
# pays for loading the language's word list. It prints the CPU time (user +
# system) and the peak memory (maximum RSS) per language, the median of RUNS
# runs (default 3), pinned to core 1; given two binaries (an older build
# first), it runs them interleaved, side by side.
#
#	go build -o /tmp/bb ./cmd/bogglebot && bash lang/firstsolve.sh /tmp/bb
#	bash lang/firstsolve.sh /tmp/bb-old /tmp/bb
#
# It needs GNU time (/usr/bin/time, Debian's time package) and taskset.
set -euo pipefail
[ $# -ge 1 ] || { echo "usage: $0 BIN [BIN2]" >&2; exit 2; }
runs=${RUNS:-3}
codes=$("$1" languages | awk 'NR > 1 && $1 ~ /^[a-z][a-z](-[A-Z][A-Z])?$/ { print $1 }')
[ -n "$codes" ] || codes="en br ca da de en-GB en-US es fa fr hr hu it nb nl pl pt-BR ru sv tr uk"

# one BIN CODE BOARD: "CPU-seconds peak-KB" of one solve.
one() {
	/usr/bin/time -f '%U %S %M' -o /tmp/firstsolve.$$ taskset -c 1 "$1" solve --lang "$2" "$3" >/dev/null
	awk '{ printf "%.3f %d\n", $1 + $2, $3 }' /tmp/firstsolve.$$
}
# median of the lines on stdin, by the first field.
median() { sort -n | awk '{ l[NR] = $0 } END { print l[int((NR + 1) / 2)] }'; }

printf '%-6s' lang
for b in "$@"; do printf '  %10s %9s' "cpu_s" "peak_MB"; done
echo "   ($*; uptime:$(uptime | sed 's/.*load average//'))"
for c in $codes; do
	board=$("$1" random --lang "$c" --seed 1 | head -1)
	declare -A got=()
	for _ in $(seq "$runs"); do
		for b in "$@"; do got[$b]+="$(one "$b" "$c" "$board")"$'\n'; done
	done
	printf '%-6s' "$c"
	for b in "$@"; do
		printf '%s' "${got[$b]}" | sed '/^$/d' | median | awk '{ printf "  %10.3f %9.1f", $1, $2 / 1024 }'
	done
	echo
	unset got
done
rm -f /tmp/firstsolve.$$
