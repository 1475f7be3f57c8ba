#!/bin/sh
# The MPI build (manqala-tb on two ranks) writes byte for byte the files of the one-process
# build (manqala tb build), for both games.
set -eu
manqala=$1 manqala_tb=$2 mpiexec=$3
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
# Open MPI refuses root unless told; CI runs as root.
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_rmaps_base_oversubscribe=1
for build in "al-manqala --max-seeds 9" "hawalis --max-seeds 5"; do
  # shellcheck disable=SC2086
  "$manqala" tb build $build --out "$dir/one" --threads 2 > /dev/null 2>&1
  # shellcheck disable=SC2086
  "$mpiexec" -np 2 --oversubscribe "$manqala_tb" tb build $build --out "$dir/two" --threads 1 > "$dir/mpi.log" 2>&1 ||
    { cat "$dir/mpi.log"; exit 1; }
done
diff -r "$dir/one" "$dir/two"
echo "identical: $(find "$dir/one" -name '*.mqtb' | wc -l) tables"
