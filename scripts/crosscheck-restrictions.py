#!/usr/bin/env python3
"""Crosscheck of forbidden pairs and accelerated pairings against bbpPairings.

Takes tournaments paired by bbpPairings (tests/pairing/data/bbp/*.trf), cuts each before a
round, adds forbidden pairs (XXP, 260) or virtual points (XXA: Baku's, computed here from
C.04.5.1 on its own, or random ones), has bbpPairings and `manqala pair` pair that round, and
compares the boards (colours included). A developer's check: bbpPairings is not a Debian
package (build it from github.com/BieremaBoyzProgramming/bbpPairings with `make`), then
  make pairing-crosscheck-restrictions BBP=/path/to/bbpPairings.exe [COUNT=300] [SEED=1]
With --save DIR, each case is written there as CASE.trf (the input) and CASE.pairs (what
bbpPairings paired): tests/pairing/data/bbp-restricted/ holds such cases, which
tests/pairing/restrictions_test.cpp pairs without bbpPairings.
"""
import argparse
import glob
import os
import random
import subprocess
import sys
import tempfile

FIRST_ROUND_COLUMN = 91  # 0-based column of round 1's entry in a 001 line
ROUND_WIDTH = 10
POINTS = {"1": 10, "+": 10, "W": 10, "U": 10, "F": 10, "=": 5, "D": 5, "H": 5}


def player_lines(text):
    return [line for line in text.replace("\r", "\n").split("\n") if line.startswith("001")]


def cut_before(text, round_):
    """The tournament before `round_`: later entries dropped, points recounted."""
    out = []
    for line in text.replace("\r", "\n").split("\n"):
        if line.startswith("XXR") or not line.strip():
            continue
        if line.startswith("001"):
            head = line[:FIRST_ROUND_COLUMN]
            entries = [line[FIRST_ROUND_COLUMN + ROUND_WIDTH * r:FIRST_ROUND_COLUMN + ROUND_WIDTH * (r + 1)]
                       for r in range(round_ - 1)]
            points = sum(POINTS.get(e.strip()[-1:], 0) for e in entries if e.strip())
            score = f"{points // 10}.{points % 10}".rjust(4)
            line = (head[:80] + score + head[84:] + "".join(entries)).rstrip()
        out.append(line)
    return out


def baku_lines(players, rounds, win=10, draw=5):
    """C.04.5.1: GA is the first half of the players rounded up to an even number; a win's
    points in the first half (rounded up) of the accelerated rounds, which are the first half
    (rounded up) of the tournament, a draw's in the rest."""
    group = players // 2 + players % 2
    group += group % 2
    accelerated = rounds - rounds // 2
    full = accelerated - accelerated // 2
    values = [win] * full + [draw] * (accelerated - full)
    return [f"XXA {n:04d}" + "".join(f" {v // 10}.{v % 10}".rjust(5) for v in values) for n in range(1, group + 1)]


def random_acceleration_lines(rng, players, rounds):
    lines = []
    for n in rng.sample(range(1, players + 1), rng.randint(1, max(1, players // 2))):
        values = [rng.choice([0, 5, 10, 10, 20]) for _ in range(rng.randint(1, rounds))]
        lines.append(f"XXA {n:04d}" + "".join(f" {v // 10}.{v % 10}".rjust(5) for v in values))
    return lines


def forbidden_lines(rng, players, rounds, round_):
    lines = []
    for _ in range(rng.randint(1, max(1, players // 3))):
        group = rng.sample(range(1, players + 1), min(players, rng.choice([2, 2, 2, 3, 4])))
        if rng.random() < 0.7:
            lines.append("XXP " + " ".join(f"{n:04d}" for n in group))
        else:
            first = rng.randint(1, round_)
            last = rng.randint(first, rounds)
            lines.append(f"260 {first:03d} {last:03d} " + " ".join(f"{n:04d}" for n in group))
    return lines


def boards(output):
    lines = [line.split() for line in output.strip().split("\n")[1:]]
    return sorted(tuple(line) for line in lines if line)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("bbp", help="the bbpPairings binary")
    parser.add_argument("--manqala", default="build/release/manqala")
    parser.add_argument("--data", default="tests/pairing/data/bbp")
    parser.add_argument("--count", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--save", help="a folder to write each case to (CASE.trf, CASE.pairs)")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    files = sorted(glob.glob(os.path.join(args.data, "*.trf")))
    if not files:
        sys.exit(f"no tournaments in {args.data}")
    same = different = skipped = 0
    with tempfile.TemporaryDirectory() as work:
        for case in range(args.count):
            path = rng.choice(files)
            text = open(path, encoding="latin-1").read()
            players = len(player_lines(text))
            rounds = int(os.path.basename(path).split("-r")[1].split(".")[0])
            round_ = rng.randint(1, rounds)
            kind = rng.choice(["forbidden", "baku", "virtual", "both"])
            lines = cut_before(text, round_) + [f"XXR {rounds}"]
            if round_ == 1:  # nothing played shows the colour drawn for the first player
                lines.append(rng.choice(["XXC white1", "XXC black1"]))
            if kind in ("forbidden", "both"):
                lines += forbidden_lines(rng, players, rounds, round_)
            if kind in ("baku", "both"):
                lines += baku_lines(players, rounds)
            if kind == "virtual":
                lines += random_acceleration_lines(rng, players, rounds)
            trf = os.path.join(work, "case.trf")
            with open(trf, "w", encoding="latin-1") as f:
                f.write("\n".join(lines) + "\n")
            theirs = subprocess.run([args.bbp, "--dutch", trf, "-p", os.path.join(work, "bbp.out")],
                                    capture_output=True, text=True)
            ours = subprocess.run([args.manqala, "pair", trf], capture_output=True, text=True)
            if theirs.returncode != 0:
                # bbpPairings finds no pairing: neither may manqala.
                if ours.returncode == 1:
                    same += 1
                else:
                    skipped += 1
                continue
            expected = open(os.path.join(work, "bbp.out")).read()
            name = f"{os.path.basename(path)[:-4]}-round{round_}-{kind}-{case}"
            if ours.returncode == 0 and boards(ours.stdout) == boards(expected):
                same += 1
                if args.save:
                    os.makedirs(args.save, exist_ok=True)
                    with open(os.path.join(args.save, name + ".trf"), "w", encoding="latin-1") as f:
                        f.write("\n".join(lines) + "\n")
                    with open(os.path.join(args.save, name + ".pairs"), "w") as f:
                        f.write(expected)
            else:
                different += 1
                print(f"{name}: bbpPairings {boards(expected)}\n  manqala {boards(ours.stdout) or ours.stderr.strip()}")
                with open(f"crosscheck-{name}.trf", "w", encoding="latin-1") as f:
                    f.write("\n".join(lines) + "\n")
            if (case + 1) % 50 == 0:
                print(f"{case + 1}/{args.count}: {same} the same, {different} different", file=sys.stderr)
    print(f"{same} rounds paired the same, {different} different (kept as crosscheck-*.trf), {skipped} not compared")
    sys.exit(1 if different else 0)


if __name__ == "__main__":
    main()
