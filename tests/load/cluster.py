#!/usr/bin/env python3
"""Several servers over one PostgreSQL archive, behind HAProxy, under load and a kill (make cluster).

What docs/deploy.md ("Several servers") promises, tried on this machine with the shipped proxy
configuration (deploy/haproxy.cfg):
1. one `manqala serve` on SQLite plays 1,000 games (tests/load/load_client.cpp): the figures to
   compare with;
2. three servers over one PostgreSQL (a throwaway cluster with its durable defaults:
   tests/server/postgres.sh) behind HAProxy play the same 1,000 games, and one of them is killed
   with SIGKILL once 40% of the moves are in (started again 2 s later): every acknowledged move
   must be in the archive, in order;
3. the 64-player championship (tests/load/championship.py) on three servers with a kill in
   round 3: correct standings, Dutch pairings, no round paired twice.
Prints the two runs' throughput and p99 side by side. Exit status 0 when all holds.

  python3 tests/load/cluster.py --binary build/release/manqala [--games 1000]
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def run(what, command, **kw):
    print(f"cluster: {what}", flush=True)
    started = time.time()
    done = subprocess.run(command, capture_output=True, text=True, **kw)
    lines = [l for l in (done.stdout + done.stderr).splitlines() if "[WARNING]" not in l and "[NOTICE]" not in l]
    print("\n".join("  " + l for l in lines[-12:]), flush=True)
    if done.returncode != 0:
        sys.exit(f"cluster: {what} failed (exit {done.returncode})")
    return done.stdout, time.time() - started


def figures(output):
    rate = re.search(r"moves in ([\d.]+) s: (\d+) moves/s", output)
    p99 = re.search(r"p99 ([\d.]+) ms", output)
    return (float(rate.group(2)), float(p99.group(1))) if rate and p99 else (0.0, 0.0)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--binary", default="build/release/manqala")
    ap.add_argument("--load-client", default="build/release/tests/load_client")
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--proxy-config", default=os.path.join(ROOT, "deploy/haproxy.cfg"))
    args = ap.parse_args()
    binary, client = os.path.abspath(args.binary), os.path.abspath(args.load_client)
    pg = tempfile.mkdtemp(prefix="manqala-cluster-pg-")
    script = os.path.join(ROOT, "tests/server/postgres.sh")
    subprocess.run(["sh", script, "start", pg], check=True, env=dict(os.environ, MANQALA_PG_DURABLE="1"),
                   stdout=subprocess.DEVNULL)
    try:
        def database(name):
            subprocess.run(["psql", "-q", f"postgresql:///postgres?host={pg}&user=manqala", "-c", f"CREATE DATABASE {name}"],
                           check=True)
            return f"postgresql:///{name}?host={pg}&user=manqala"

        alone, _ = run(f"{args.games} games on one server over SQLite",
                       [client, "--server", binary, "--games", str(args.games)])
        three, _ = run(f"{args.games} games on three servers over PostgreSQL behind HAProxy, one killed",
                       [client, "--server", binary, "--games", str(args.games), "--servers", "3", "--proxy-config",
                        args.proxy_config, "--db", database("cluster_load"), "--kill-at", "0.4"])
        run("the 64-player championship on three servers, one killed in round 3",
            [sys.executable, os.path.join(HERE, "championship.py"), "--binary", binary, "--servers", "3",
             "--db", database("cluster_championship"), "--proxy-config", args.proxy_config])
    finally:
        subprocess.run(["sh", script, "stop", pg])
    (r1, p1), (r3, p3) = figures(alone), figures(three)
    print(f"cluster: {args.games} games        moves/s   p99")
    print(f"cluster:   one server, SQLite  {r1:7.0f}  {p1:6.1f} ms")
    print(f"cluster:   three, PostgreSQL   {r3:7.0f}  {p3:6.1f} ms  (a kill -9 in the middle)")
    print("cluster: every acknowledged move in the archive, no round paired twice")


if __name__ == "__main__":
    main()
