#!/bin/sh
# The divided MPI build (manqala-tb) writes byte for byte the files of the one-process build
# (manqala tb build), for both games, on two ranks and on three (slices of uneven sizes); and a
# build whose rank is killed halfway leaves no file that looks finished.
set -eu
manqala=$1 manqala_tb=$2 mpiexec=$3
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
# Open MPI refuses root unless told; CI runs as root.
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_rmaps_base_oversubscribe=1
for build in "al-manqala --max-seeds 10" "al-manqala --max-seeds 8 --levels all -o capture=1,3" "hawalis --max-seeds 5"; do
  rm -rf "$dir/one"
  # shellcheck disable=SC2086
  "$manqala" tb build $build --out "$dir/one" --threads 2 > /dev/null 2>&1
  for ranks in 2 3; do
    rm -rf "$dir/mpi"
    # shellcheck disable=SC2086
    "$mpiexec" -np $ranks --oversubscribe "$manqala_tb" tb build $build --out "$dir/mpi" > "$dir/mpi.log" 2>&1 ||
      { cat "$dir/mpi.log"; exit 1; }
    diff -r "$dir/one" "$dir/mpi"
    echo "$build, $ranks ranks: identical, $(find "$dir/one" -name '*.mqtb' | wc -l) tables"
  done
done

# A rank killed while level 12 is built: the levels before it are whole, level 12 is at most a
# .part file, and a build run again goes on from it to the same bytes.
rm -rf "$dir/mpi"
"$mpiexec" -np 2 --oversubscribe "$manqala_tb" tb build al-manqala --max-seeds 12 --out "$dir/mpi" > "$dir/mpi.log" 2>&1 &
mpirun_pid=$!
folder="$dir/mpi/al-manqala/capture=2,4_skip-origin=false_feed=after-capture"
for _ in $(seq 600); do [ -f "$folder/10.mqtb" ] && break; sleep 0.1; done
[ -f "$folder/10.mqtb" ] || { cat "$dir/mpi.log"; echo "level 10 never came"; exit 1; }
sleep 0.5
rank=$(pgrep -P "$mpirun_pid" -f manqala-tb | tail -1)  # one rank; mpirun then stops the others
[ -n "$rank" ] || { echo "no rank to stop"; exit 1; }
kill -KILL "$rank"
if wait "$mpirun_pid"; then echo "the build finished before it could be stopped: not tested"; exit 1; fi
[ ! -f "$folder/12.mqtb" ] || { echo "a stopped build left 12.mqtb"; exit 1; }
"$manqala" tb verify al-manqala --tb "$dir/mpi" > /dev/null
"$mpiexec" -np 2 --oversubscribe "$manqala_tb" tb build al-manqala --max-seeds 12 --out "$dir/mpi" > "$dir/mpi.log" 2>&1 ||
  { cat "$dir/mpi.log"; exit 1; }
grep -q "level 10: .*read from its files" "$dir/mpi.log" || { cat "$dir/mpi.log"; exit 1; }
rm -rf "$dir/one"
"$manqala" tb build al-manqala --max-seeds 12 --out "$dir/one" > /dev/null 2>&1
diff -r "$dir/one" "$dir/mpi"
echo "a rank killed during level 12: no finished-looking file, and the build went on to the same bytes"
