#!/usr/bin/env bash
# Each libFuzzer target of the sanitize tree for SECONDS from its seed corpus, JOBS at a time
# (each fuzzer uses one core): `make fuzz` runs this. An input that crashes a fuzzer is kept in
# build/fuzz-artefacts/; each fuzzer's output is shown when it ends.
#   scripts/fuzz.sh SECONDS JOBS
set -uo pipefail
seconds=${1:?usage: fuzz.sh SECONDS JOBS}
jobs=${2:-2}
mkdir -p build/fuzz-artefacts
run() {
  local t=$1
  mkdir -p "build/fuzz-corpus/$t"
  ./build/sanitize/tests/fuzz/fuzz_"$t" -max_total_time="$seconds" -max_len=4096 \
    -artifact_prefix="build/fuzz-artefacts/$t-" -print_final_stats=1 \
    "build/fuzz-corpus/$t" "tests/fuzz/corpus/$t" > "build/fuzz-artefacts/$t.log" 2>&1
}
status=0
targets=(position protocol api trf)
for ((i = 0; i < ${#targets[@]}; i += jobs)); do
  pids=() names=()
  for t in "${targets[@]:i:jobs}"; do
    run "$t" &
    pids+=($!) names+=("$t")
  done
  for k in "${!pids[@]}"; do
    if wait "${pids[$k]}"; then result=passed; else result=FAILED; status=1; fi
    echo "== fuzz_${names[$k]}: $result"
    tail -n 25 "build/fuzz-artefacts/${names[$k]}.log"
  done
done
exit $status
