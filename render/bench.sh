#!/usr/bin/env bash
# bench.sh: the renderer's speed, side by side with an older commit's.
#
#   render/bench.sh images [BASE] [ROUNDS]   CPU per image of every kind
#   render/bench.sh load   [BASE] [RATES]    bogglebot serve under bogglebot-load
#
# BASE is the commit to compare with (default 9b3d128, main before issue 36
# item 1). Both sides are built from clean trees (git archive), so the
# worktree's uncommitted changes play no part except on the "new" side.
#
# images: builds the render package's benchmarks (bench_test.go, copied into
# the old tree too, so both run the same benchmarks) for BASE and for this
# tree, and runs them in turn, ROUNDS times (default 5), pinned to CPU 1
# (taskset -c 1), 100 images a benchmark a round. It prints each side's
# median thread CPU time per image (cpu-ms/op, getrusage RUSAGE_THREAD,
# which a busy machine's other processes do not inflate as they do the
# wall clock), the PNG's size, and new/old.
#
# load: builds bogglebot and bogglebot-load for both, then for each offered
# rate in RATES (default "40 60 80 100 120 150 180 220 260") runs the old
# server then the new one (interleaved), each pinned to CPU 1 while the tool
# runs on CPU 0, open loop, 3 s of warm-up and 12 s measured. It prints, per
# run, the completed /solve per second, the image's p50/p99 latency, the
# server's CPU per completed image, and the machine's load average; then
# each side's knee: the highest rate it kept up with (completed >= 97% of
# offered, no errors, image p99 under 1 s).
#
# Run it on a quiet machine for figures to publish (uptime near 0); it
# prints uptime at the start and the end.
set -euo pipefail

mode=${1:-images}
base=${2:-9b3d128}
root=$(git rev-parse --show-toplevel)
tmp=$(mktemp -d /tmp/bench-render.XXXXXX)
trap 'rm -rf "$tmp"' EXIT

echo "# $(date -u +%FT%TZ) uptime:$(uptime | sed 's/.*load average//')"
echo "# old: $base ($(git -C "$root" log -1 --format=%h "$base")), new: $(git -C "$root" log -1 --format=%h HEAD)$(git -C "$root" diff --quiet HEAD -- render cmd || echo ' + uncommitted changes')"

mkdir -p "$tmp/old"
git -C "$root" archive "$base" | tar -x -C "$tmp/old"

case "$mode" in
images)
	rounds=${3:-5}
	cp "$root"/render/bench_test.go "$root"/render/cpu_linux_test.go "$root"/render/cpu_other_test.go "$tmp/old/render/"
	(cd "$tmp/old" && nice go test -c -o "$tmp/old.test" ./render)
	(cd "$root" && nice go test -c -o "$tmp/new.test" ./render)
	pat='^Benchmark(Board|Solution|SolutionTop1|SolutionTop2|SolutionTop10|Solution8x8Top10|SolutionBoards|Results|Review|Word|Heat)$'
	for r in $(seq "$rounds"); do
		for side in old new; do
			dir=$root/render
			[ "$side" = old ] && dir=$tmp/old/render
			(cd "$dir" && taskset -c 1 "$tmp/$side.test" -test.run '^$' -test.bench "$pat" -test.benchtime 100x -test.cpu 1) |
				awk -v side="$side" '/^Benchmark/ { for (i = 1; i <= NF; i++) { if ($i == "cpu-ms/op") c = $(i-1); if ($i == "png-bytes") p = $(i-1) } print side, $1, c, p }' >>"$tmp/images.txt"
		done
	done
	python3 - "$tmp/images.txt" <<'EOF'
import statistics, sys
rows = {}
for line in open(sys.argv[1]):
    side, name, cpu, size = line.split()
    rows.setdefault(name, {}).setdefault(side, []).append((float(cpu), int(size)))
print(f"{'image':28} {'old cpu-ms':>10} {'new cpu-ms':>10} {'new/old':>8} {'old bytes':>10} {'new bytes':>10}")
for name, s in rows.items():
    o = statistics.median(c for c, _ in s['old']); n = statistics.median(c for c, _ in s['new'])
    print(f"{name.removeprefix('Benchmark'):28} {o:10.3f} {n:10.3f} {n/o:8.2f} {s['old'][0][1]:10d} {s['new'][0][1]:10d}")
EOF
	;;
load)
	rates=${3:-40 60 80 100 120 150 180 220 260}
	(cd "$tmp/old" && nice go build -o "$tmp/old.bin" ./cmd/bogglebot)
	(cd "$root" && nice go build -o "$tmp/new.bin" ./cmd/bogglebot && nice go build -o "$tmp/load" ./cmd/bogglebot-load)
	for side in old new; do # the server, pinned to CPU 1
		printf '#!/bin/sh\nexec taskset -c 1 %s "$@"\n' "$tmp/$side.bin" >"$tmp/$side.sh"
		chmod +x "$tmp/$side.sh"
	done
	printf '%-4s %5s %9s %8s %8s %11s %s\n' side rate completed p50-ms p99-ms cpu-ms/img loadavg
	for rate in $rates; do
		for side in old new; do
			taskset -c 0 "$tmp/load" --bin "$tmp/$side.sh" --rate "$rate" --warmup 3s --duration 12s \
				--json "$tmp/$side-$rate.json" >/dev/null 2>"$tmp/$side-$rate.err" || true
			jq -r --arg side "$side" --arg rate "$rate" '
				.load as $l |
				[$side, $rate, ($l.throughput*10|round/10), ($l.image.P50/1e6|round), ($l.image.P99/1e6|round),
				 (if $l.completed > 0 then ($l.server_cpu_cores * $l.duration_ns/1e9 / $l.completed * 1000 * 100 | round / 100) else "-" end),
				 .loadavg_start, $l.errors + $l.timeouts + $l.not_sent] |
				"\(.[0]) \(.[1]) \(.[2]) \(.[3]) \(.[4]) \(.[5]) [\(.[6])] errors:\(.[7])"' "$tmp/$side-$rate.json" |
				awk '{ printf "%-4s %5s %9s %8s %8s %11s %s %s %s %s\n", $1, $2, $3, $4, $5, $6, $7, $8, $9, $10 }' | tee -a "$tmp/load.txt"
		done
	done
	echo "# knee: the highest offered rate kept up with (completed >= 97% of it, no errors, image p99 < 1000 ms)"
	awk '{ ok = ($3 >= 0.97*$2 && $5 < 1000 && $NF == "errors:0"); if (ok && $2+0 > knee[$1]) knee[$1] = $2+0 }
		END { for (s in knee) print "# " s ": " knee[s] " /solve per second" }' "$tmp/load.txt"
	;;
*)
	echo "usage: render/bench.sh images|load [BASE] [ROUNDS|RATES]" >&2
	exit 2
	;;
esac
echo "# $(date -u +%FT%TZ) uptime:$(uptime | sed 's/.*load average//')"
