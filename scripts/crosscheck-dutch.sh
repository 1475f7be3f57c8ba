#!/usr/bin/env bash
# Pairs random tournaments with bbpPairings (the FIDE-endorsed Dutch engine) and checks every
# round with `manqala pair --check`: a round passes when manqala pairs it exactly as
# bbpPairings did. A developer's check (bbpPairings is not a Debian package): build it from
# github.com/BieremaBoyzProgramming/bbpPairings (`make`), then
#   make pairing-crosscheck BBP=/path/to/bbpPairings.exe [COUNT=200] [SEED=1]
set -euo pipefail
bbp=${1:?usage: crosscheck-dutch.sh BBPPAIRINGS [COUNT] [FIRST_SEED] [MANQALA]}
count=${2:-200}
first=${3:-1}
manqala=${4:-build/release/manqala}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
same=0 different=0 rounds=0
for ((s = first; s < first + count; s++)); do
  players=$(( (s * 7919) % 59 + 2 )); planned=$(( (s * 31) % 11 + 1 ))
  (( planned >= players )) && planned=$(( players > 2 ? players - 1 : 1 ))
  cat > "$work/config" <<CONFIG
PlayersNumber=$players
RoundsNumber=$planned
DrawPercentage=$(( (s * 13) % 50 ))
ForfeitRate=$(( (s * 17) % 40 + 5 ))
RetiredRate=$(( (s * 19) % 200 + 50 ))
HalfPointByeRate=$(( (s * 23) % 60 + 10 ))
CONFIG
  "$bbp" --dutch -g "$work/config" -o "$work/t.trf" -s "$s" > /dev/null 2>&1 || continue
  printf 'XXR %d\n' "$planned" >> "$work/t.trf"
  ok=1
  for ((r = 1; r <= planned; r++)); do
    rounds=$((rounds + 1))
    if ! "$manqala" pair "$work/t.trf" --check --round "$r" > "$work/out" 2>&1; then
      ok=0
      echo "seed $s ($players players, $planned rounds), round $r:"; sed 's/^/  /' "$work/out"
      cp "$work/t.trf" "crosscheck-seed$s.trf"
    fi
  done
  if ((ok)); then same=$((same + 1)); else different=$((different + 1)); fi
  (( (s - first + 1) % 20 == 0 )) && echo "$((s - first + 1))/$count tournaments: $same the same, $different different" >&2
done
echo "$same tournaments paired the same in every round ($rounds rounds), $different different (files kept as crosscheck-seed*.trf)"
(( different == 0 ))
