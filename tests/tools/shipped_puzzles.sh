#!/bin/sh
# The puzzle sets shipped with the page (src/games/<folder>/web/puzzles.jsonl, `make
# puzzles-shipped`) checked again as `manqala puzzles check` does: the endgames against tables
# built here of the sizes they came from, the others by the deeper search each names.
# Usage: shipped_puzzles.sh MANQALA SOURCE_DIR
set -eu
manqala=$1
src=$2
tables=$(mktemp -d)
trap 'rm -rf "$tables"' EXIT
"$manqala" tb build al-manqala --max-seeds 12 --out "$tables" > /dev/null 2>&1
"$manqala" tb build hawalis --max-seeds 7 --out "$tables" > /dev/null 2>&1
"$manqala" puzzles check --tb "$tables" "$src"/src/games/hawalis/web/puzzles.jsonl "$src"/src/games/almanqala/web/puzzles.jsonl
