#!/usr/bin/env python3
"""A championship under load, through the HTTP API only, as docs/tournaments.md describes it.

64 scripted players (each from its own address, as a proxy in front would say) register,
join a 6-round Swiss and play every game: a few moves each, then the side this script chose
resigns. After round 1 the organiser withdraws a player, so later rounds have a bye. In the
middle of round 3 the server is killed with SIGKILL and started again on the same archive:
no result acknowledged before the kill may be lost, and the tournament must finish.

At the end the standings are checked against what this script computes on its own from the
results it caused: points, games and the tie-break it chose, WIN (FIDE C.07 7.1: the rounds
worth a win's point, a bye's included; the C.07 values of the others, BH and SB, are checked
by tests/server/tournament_tiebreaks_test.cpp), the order, no rematch, at most one bye each,
sides balanced, and no round paired twice (every game in the archive on exactly one board).
Exit status 0 when all holds.

With --servers 3 --db postgresql://... --proxy-config deploy/haproxy.cfg it plays through HAProxy
in front of three servers over one PostgreSQL archive (docs/deploy.md, "Several servers"): the
kill takes one of them, whose games the others take over at once, and it comes back at the
start of the next round.

  python3 tests/load/championship.py --binary build/release/manqala [--players 64 --rounds 6]
"""
import argparse
import atexit
import concurrent.futures
import json
import os
import random
import signal
import socket
import sqlite3
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request


class Server:
    """`manqala serve` on a free port over an archive file; killable and restartable."""

    def __init__(self, binary, db):
        self.binary, self.db, self.proc, self.port = binary, db, None, None

    def start(self):
        if self.port is None:
            with socket.socket() as s:
                s.bind(("127.0.0.1", 0))
                self.port = s.getsockname()[1]
        self.proc = subprocess.Popen(
            [self.binary, "serve", "--db", self.db, "--port", str(self.port), "--engine-ms", "20",
             "--max-connections-per-address", "1000", "--games-per-minute", "100000"],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        line = self.proc.stdout.readline()
        if "listening on" not in line:
            sys.exit(f"the server did not start: {line}{self.proc.stderr.read()}")

    def kill(self):
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait()

    def stop(self):
        self.proc.terminate()
        self.proc.wait(timeout=30)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Site:
    """The servers the players reach: one, or several behind HAProxy (deploy/haproxy.cfg)."""

    def __init__(self, binary, db, servers, haproxy, proxy_config):
        self.servers = [Server(binary, db) for _ in range(servers)]
        atexit.register(self.kill_all)  # a failed check exits at once: no process is left behind
        for s in self.servers:
            s.start()
        self.proxy = None
        self.port = self.servers[0].port
        if servers > 1:
            self.port = free_port()
            env = dict(os.environ, MANQALA_LISTEN=f"127.0.0.1:{self.port}")
            for i in range(3):  # the configuration's three servers, fewer processes standing in for more
                env[f"MANQALA_SERVER_{i + 1}"] = f"127.0.0.1:{self.servers[i % servers].port}"
            self.proxy = subprocess.Popen([haproxy, "-db", "-f", proxy_config], env=env,
                                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            for _ in range(100):
                try:
                    socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                    break
                except OSError:
                    time.sleep(0.05)

    def kill(self):
        """SIGKILL to the first server; alone, it starts again at once."""
        self.servers[0].kill()
        if self.proxy is None:
            self.servers[0].start()

    def bring_back(self):
        if self.servers[0].proc.poll() is not None:
            self.servers[0].start()

    def kill_all(self):
        for p in [s.proc for s in self.servers] + [self.proxy]:
            if p and p.poll() is None:
                p.kill()
                p.wait()

    def stop(self):
        for s in self.servers:
            s.stop()
        if self.proxy:
            self.proxy.terminate()
            self.proxy.wait(timeout=30)


class Client:
    """One browser: its address, its session cookie and CSRF token."""

    def __init__(self, server, address):
        self.server, self.address, self.cookie, self.csrf = server, address, "", ""

    def call(self, method, path, body=None, expect=(200, 201)):
        headers = {"X-Forwarded-For": self.address}
        data = None
        if body is not None:
            data = json.dumps(body).encode()
            headers["Content-Type"] = "application/json"
        if self.cookie:
            headers["Cookie"] = self.cookie
        if self.csrf and method != "GET":
            headers["X-CSRF-Token"] = self.csrf
        req = urllib.request.Request(f"http://127.0.0.1:{self.server.port}{path}", data=data, method=method,
                                     headers=headers)
        for attempt in range(100):  # the server may be restarting
            try:
                with urllib.request.urlopen(req, timeout=60) as r:
                    status, text, cookie = r.status, r.read(), r.headers.get("Set-Cookie")
                break
            except urllib.error.HTTPError as e:
                status, text, cookie = e.code, e.read(), None
                break
            except (ConnectionError, urllib.error.URLError):
                time.sleep(0.1)
        else:
            raise RuntimeError(f"{method} {path}: the server cannot be reached")
        if cookie:
            self.cookie = cookie.split(";")[0]
        answer = json.loads(text) if text else None
        if status not in expect:
            raise RuntimeError(f"{method} {path} -> {status} {answer}")
        return answer


def register(server, index):
    c = Client(server, f"10.{index // 250}.{index % 250}.7")
    c.name = f"player{index:02d}"
    c.csrf = c.call("POST", "/api/account/register", {"name": c.name, "password": "a long secret " + c.name})["account"]["csrf"]
    return c


def play(game_id, south, north, loser, moves):
    """Both players make `moves` moves each (while the game lasts), then `loser` resigns."""
    tokens = {side: p.call("POST", f"/api/games/{game_id}/seat")["token"] for side, p in (("south", south), ("north", north))}
    players = {"south": south, "north": north}
    for _ in range(2 * moves):
        g = south.call("GET", f"/api/games/{game_id}")["game"]
        if g["status"] != "ongoing" or not g["legal"]:
            break
        mover = g["to_move"]
        players[mover].call("POST", f"/api/games/{game_id}/move",
                            {"token": tokens[mover], "move": random.choice(g["legal"]), "ply": g["ply"]})
    g = south.call("GET", f"/api/games/{game_id}")["game"]
    if g["status"] != "ongoing":
        return None  # ended on the board: the result is the game's
    side = "south" if loser is south else "north"
    loser.call("POST", f"/api/games/{game_id}/resign", {"token": tokens[side]})
    return "0-1" if side == "south" else "1-0"


TIEBREAKS = ["WIN", "BH", "SB"]


def expected_standings(names, results):
    """Points, games and WIN (rounds worth a whole point) from (round, south, north, result) rows."""
    points = {n: 0.0 for n in names}
    games = {n: 0 for n in names}
    wins = {n: 0 for n in names}
    south_points = {"1-0": 1, "+-": 1, "bye": 1, "0-1": 0, "-+": 0, "1/2": 0.5}
    for _, s, n, r in results:
        p = south_points[r]
        points[s] += p
        wins[s] += p == 1
        if n is None:
            continue
        points[n] += 1 - p
        wins[n] += p == 0
        games[s] += 1
        games[n] += 1
    return {name: {"points": points[name], "games": games[name], "win": wins[name]} for name in names}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--binary", default="build/release/manqala")
    ap.add_argument("--players", type=int, default=64)
    ap.add_argument("--rounds", type=int, default=6)
    ap.add_argument("--kill-round", type=int, default=3)
    ap.add_argument("--moves", type=int, default=2, help="moves each player makes before the resignation")
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--db", help="the archive: a new PostgreSQL database, postgresql://... (default: an SQLite file)")
    ap.add_argument("--servers", type=int, default=1, choices=[1, 2, 3],
                    help="server processes over the archive (a PostgreSQL one), behind HAProxy")
    ap.add_argument("--proxy-config", default="deploy/haproxy.cfg")
    ap.add_argument("--haproxy", default="/usr/sbin/haproxy")
    args = ap.parse_args()
    if args.servers > 1 and not (args.db or "").startswith("postgres"):
        sys.exit("--servers needs --db postgresql://...")
    random.seed(args.seed)
    started = time.time()
    with tempfile.TemporaryDirectory() as tmp:
        server = Site(os.path.abspath(args.binary), args.db or os.path.join(tmp, "archive.sqlite"), args.servers,
                      args.haproxy, args.proxy_config)
        with concurrent.futures.ThreadPoolExecutor(16) as pool:
            players = list(pool.map(lambda i: register(server, i), range(args.players)))
        by_name = {p.name: p for p in players}
        organiser = players[0]
        tid = organiser.call("POST", "/api/tournaments", {
            "name": "Load championship", "format": "swiss", "rounds": args.rounds, "game": "al-manqala",
            "clock": {"minutes": 30}, "forfeit_after_s": 0, "tiebreaks": ",".join(TIEBREAKS)})["tournament"]["id"]
        with concurrent.futures.ThreadPoolExecutor(16) as pool:
            list(pool.map(lambda p: p.call("POST", f"/api/tournaments/{tid}/join"), players))
        print(f"{args.players} players registered and joined in {time.time() - started:.1f} s", flush=True)
        organiser.call("POST", f"/api/tournaments/{tid}/start")
        results = {}  # (round, board) -> result acknowledged
        withdrawn = None
        for rnd in range(1, args.rounds + 1):
            t0 = time.time()
            server.bring_back()
            # A round's boards are stored a moment before their games are made.
            page = wait_for(organiser, tid, lambda p: p["round"] == rnd and all(
                b["game"] or b["result"] for b in p["round_list"][rnd - 1]["boards"]))
            boards = page["round_list"][rnd - 1]["boards"]
            if rnd == 2:  # one player leaves: later rounds have a bye
                withdrawn = boards[0]["south"]
                organiser.call("POST", f"/api/tournaments/{tid}/withdraw", {"name": withdrawn})
                results[(2, 1)] = "-+"
            todo = [b for b in boards if b["result"] == "" and b["game"] and (rnd, b["board"]) not in results]
            for b in boards:
                if b["result"] == "bye":
                    results[(rnd, b["board"])] = "bye"
            killed_at = len(todo) // 2 if rnd == args.kill_round else None

            def one(b):
                s, n = by_name[b["south"]], by_name[b["north"]]
                loser = random.Random(f"{rnd}:{b['board']}").choice([s, n])
                return b["board"], play(b["game"], s, n, loser, args.moves)

            with concurrent.futures.ThreadPoolExecutor(16) as pool:
                first = todo if killed_at is None else todo[:killed_at]
                for board, result in pool.map(one, first):
                    results[(rnd, board)] = result
                if killed_at is not None:
                    server.kill()
                    print(f"round {rnd}: {'a server' if args.servers > 1 else 'the server'} killed with SIGKILL "
                          f"after {killed_at} of {len(todo)} games", flush=True)
                    # A game's end reaches its board a moment after the game ends: at once when
                    # a server starts again alone; within the director's next tick (a second)
                    # when the others take over.
                    def recorded(page):
                        return all(b["result"] or not results.get((rnd, b["board"]))
                                   for b in page["round_list"][rnd - 1]["boards"])
                    after = wait_for(organiser, tid, recorded, timeout=1 if args.servers == 1 else 10, fail=False)
                    for b in after["round_list"][rnd - 1]["boards"]:
                        known = results.get((rnd, b["board"]))
                        if known and b["result"] == "":
                            sys.exit(f"round {rnd} board {b['board']}: the acknowledged result {known} was lost")
                    for board, result in pool.map(one, todo[killed_at:]):
                        results[(rnd, board)] = result
            print(f"round {rnd}: {len(todo)} games in {time.time() - t0:.1f} s", flush=True)
        final = wait_for(organiser, tid, lambda p: p["status"] == "finished")
        check(final, results, withdrawn)
        check_trf(args.binary, server, tid, args.rounds)
        server.stop()
        check_paired_once(args.db or os.path.join(tmp, "archive.sqlite"))
    print(f"championship: {args.players} players, {args.rounds} rounds on {args.servers} server(s), correct standings, "
          f"every round the FIDE Dutch system's (manqala pair --check on tournament.trf), no round paired twice; "
          f"{time.time() - started:.1f} s")


def check_paired_once(db):
    """The archive holds the tournament's games only: each is on one board, each board's game is there."""
    def count(sql):
        if not db.startswith("postgres"):
            with sqlite3.connect(db) as c:
                return c.execute(sql).fetchone()[0]
        return int(subprocess.run(["psql", "-At", db, "-c", sql], capture_output=True, text=True, check=True).stdout)
    games = count("SELECT count(*) FROM games")
    on_boards = count("SELECT count(DISTINCT game_id) FROM tournament_games WHERE game_id != ''")
    boards = count("SELECT count(*) FROM tournament_games WHERE game_id != ''")
    missing = count("SELECT count(*) FROM tournament_games t WHERE game_id != '' AND NOT EXISTS "
                    "(SELECT 1 FROM games g WHERE g.id = t.game_id)")
    if not games == on_boards == boards or missing:
        sys.exit(f"a round paired twice: {games} games in the archive, {boards} boards with a game, "
                 f"{on_boards} games on them, {missing} missing")


def check_trf(binary, server, tid, rounds):
    """The tournament's report file, every round checked by `manqala pair --check`."""
    with urllib.request.urlopen(f"http://127.0.0.1:{server.port}/api/tournaments/{tid}/tournament.trf", timeout=60) as r:
        text = r.read()
    with tempfile.NamedTemporaryFile(suffix=".trf") as f:
        f.write(text)
        f.flush()
        for rnd in range(1, rounds + 1):
            done = subprocess.run([binary, "pair", f.name, "--check", "--round", str(rnd)], capture_output=True, text=True)
            if done.returncode != 0:
                sys.exit(f"tournament.trf round {rnd}: {done.stdout}{done.stderr}")


def wait_for(client, tid, done, timeout=120, fail=True):
    until = time.time() + timeout
    while True:
        page = client.call("GET", f"/api/tournaments/{tid}")["tournament"]
        if done(page) or (not fail and time.time() >= until):
            return page
        if time.time() >= until:
            break
        time.sleep(0.05)
    sys.exit(f"tournament {tid}: waited {timeout} s in vain; last: status {page['status']} round {page['round']}")


def check(page, caused, withdrawn):
    rows = []
    sides = {}
    met = set()
    byes = {}
    for rnd in page["round_list"]:
        for b in rnd["boards"]:
            result = b["result"]
            known = caused.get((rnd["round"], b["board"]))
            if known and result != known:
                sys.exit(f"round {rnd['round']} board {b['board']}: {result}, but the script caused {known}")
            if not result:
                sys.exit(f"round {rnd['round']} board {b['board']}: no result in a finished tournament")
            rows.append((rnd["round"], b["south"], b["north"], result))
            if b["north"] is None:
                byes[b["south"]] = byes.get(b["south"], 0) + 1
                continue
            pair = tuple(sorted((b["south"], b["north"])))
            if pair in met:
                sys.exit(f"rematch {pair} in round {rnd['round']}")
            met.add(pair)
            sides[b["south"]] = sides.get(b["south"], 0) + 1
            sides[b["north"]] = sides.get(b["north"], 0) - 1
    if any(n > 1 for n in byes.values()):
        sys.exit(f"a second bye: {byes}")
    if not byes:
        sys.exit("no bye after the withdrawal")
    if any(abs(d) > 2 for d in sides.values()):
        sys.exit(f"sides unbalanced: {sides}")
    names = [p["name"] for p in page["player_list"]]
    want = expected_standings(names, rows)
    if page["tiebreaks"] != TIEBREAKS:
        sys.exit(f"tie-breaks {page['tiebreaks']}, chosen {TIEBREAKS}")
    previous = None
    for row in page["standings"]:
        w = want[row["name"]]
        for key in ("points", "games"):
            if abs(row[key] - w[key]) > 1e-9:
                sys.exit(f"{row['name']}: {key} {row[key]}, computed {w[key]}")
        if len(row["tiebreaks"]) != len(TIEBREAKS) or float(row["tiebreaks"][0]) != w["win"]:
            sys.exit(f"{row['name']}: tie-breaks {row['tiebreaks']}, computed WIN {w['win']}")
        key = (w["points"], w["win"])
        if previous is not None and key > previous:
            sys.exit(f"standings out of order at {row['name']}")
        previous = key
    if not next(r for r in page["standings"] if r["name"] == withdrawn)["withdrawn"]:
        sys.exit(f"{withdrawn} is not shown withdrawn")


if __name__ == "__main__":
    main()
