#!/usr/bin/env python3
"""Three ways one abuser used to shut `manqala serve` for everyone, each run against the real
binary while a bystander plays (README "Security model", "Which work waits where").

A bystander, in a process of its own, plays a game between two people (a move every 40 ms,
each seat on its own kept-alive connection, from its own address) and polls /api/meta every
40 ms. Meanwhile, one attack at a time:

  1. reads: the public list of unfinished games, then a GET of each (1,100 games stored
     before the server started, none in memory); new games must still be created (201);
  2. pairing: one account imports four over-the-board tournaments of the largest field the
     server takes and pairs all four at once, then unpairs and pairs again without end;
  3. big views: eight anonymous kept-alive connections read the whole page of an
     over-the-board tournament of the largest field and twenty rounds, without pause.

During each attack the bystander's moves and /api/meta must answer within --p99-ms at the
99th percentile; the attacker is answered 429/503, or slowly, alone. Exit status 0 when all
holds; the figures are printed (and written as JSON with --json).

  python3 tests/load/attacks.py --binary build/release/manqala [--seconds 8] [--only 1,3]
"""
import argparse
import contextlib
import http.client
import json
import multiprocessing
import os
import random
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time

PLAYERS = 256  # the most players an event takes (the form's, the import's, the online one's)
ROUNDS = 20


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    def __init__(self, binary, db, extra=()):
        self.port = free_port()
        self.proc = subprocess.Popen([binary, "serve", "--db", db, "--port", str(self.port), *extra],
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        line = self.proc.stdout.readline()
        if "listening on" not in line:
            sys.exit(f"the server did not start: {line}{self.proc.stderr.read()}")
        # Its log goes on being read, so that a full pipe never holds it up.
        threading.Thread(target=self.proc.stderr.read, daemon=True).start()
        threading.Thread(target=self.proc.stdout.read, daemon=True).start()

    def stop(self):
        self.proc.terminate()
        self.proc.wait(timeout=60)


class Client:
    """One kept-alive connection, as one browser tab: its address, its cookie and CSRF token."""

    def __init__(self, port, address, timeout=120):
        self.port, self.address, self.timeout = port, address, timeout
        self.cookie = self.csrf = ""
        self.conn = None

    def call(self, method, path, body=None, content_type="application/json", headers=None):
        """(status, parsed JSON or text, seconds taken, response headers)."""
        h = {"X-Forwarded-For": self.address}
        if headers:
            h.update(headers)
        data = None
        if body is not None:
            data = body if isinstance(body, (bytes, str)) else json.dumps(body)
            h["Content-Type"] = content_type
        if self.cookie:
            h["Cookie"] = self.cookie
        if self.csrf and method != "GET":
            h["X-CSRF-Token"] = self.csrf
        for attempt in range(3):
            if self.conn is None:
                self.conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=self.timeout)
            started = time.perf_counter()
            try:
                self.conn.request(method, path, body=data, headers=h)
                r = self.conn.getresponse()
                text = r.read()
            except (ConnectionError, http.client.HTTPException, OSError):
                self.conn.close()
                self.conn = None
                if attempt == 2:
                    raise
                continue
            took = time.perf_counter() - started
            if r.getheader("Connection", "").lower() == "close":
                self.conn.close()
                self.conn = None
            cookie = r.getheader("Set-Cookie")
            if cookie:
                self.cookie = cookie.split(";")[0]
            try:
                answer = json.loads(text) if text else None
            except ValueError:
                answer = text.decode(errors="replace")
            return r.status, answer, took, r
        raise RuntimeError("unreachable")

    def must(self, method, path, body=None, expect=(200, 201), **kw):
        status, answer, _, _ = self.call(method, path, body, **kw)
        if status not in expect:
            raise RuntimeError(f"{method} {path} -> {status} {answer}")
        return answer

    def register(self, name):
        self.csrf = self.must("POST", "/api/account/register",
                              {"name": name, "password": "a long secret for " + name})["account"]["csrf"]


def together(target, count):
    """Runs target(k) for k in 0..count-1 on threads of their own, and waits for all."""
    threads = [threading.Thread(target=target, args=(k,)) for k in range(count)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()


def percentile(values, p):
    if not values:
        return float("nan")
    s = sorted(values)
    return s[min(len(s) - 1, int(round(p / 100 * (len(s) - 1))))]


def summary(values):
    ms = [v * 1000 for v in values]
    return {"n": len(ms), "p50": round(percentile(ms, 50), 1), "p99": round(percentile(ms, 99), 1),
            "max": round(max(ms), 1) if ms else None}


# --- The bystander ------------------------------------------------------------------------

def bystander(port, seconds, out, ready):
    """Plays games between two people and polls /api/meta for `seconds` (after `ready`)."""
    south, north, meta = (Client(port, "198.51.100.1", 30), Client(port, "198.51.100.2", 30),
                          Client(port, "198.51.100.3", 30))
    moves, metas, errors = [], [], []

    def new_game():
        g = south.must("POST", "/api/games", {"game": "al-manqala", "opponent": "friend", "human": "south"})
        joined = north.must("POST", f"/api/games/{g['game']['id']}/join", {"invite": g["invite"]})
        return g["game"]["id"], {"south": (south, g["token"]), "north": (north, joined["token"])}, joined["game"]

    def play(until):
        state = {"status": "none"}
        while time.time() < until:
            if state["status"] != "ongoing" or not state["legal"]:
                try:
                    game_id, seats, state = new_game()
                except RuntimeError as e:  # refused: the figures say so
                    errors.append(f"new game: {e}")
                    time.sleep(0.2)
                    continue
            client, token = seats[state["to_move"]]
            status, answer, took, _ = client.call("POST", f"/api/games/{game_id}/move",
                                                  {"token": token, "move": random.choice(state["legal"]),
                                                   "ply": state["ply"]})
            moves.append(took)
            if status != 200:
                errors.append(f"move {status} {answer}")
                state = client.must("GET", f"/api/games/{game_id}")["game"]
            else:
                state = answer["game"]
            time.sleep(0.04)

    def poll(until):
        while time.time() < until:
            status, answer, took, _ = meta.call("GET", "/api/meta")
            metas.append(took)
            if status != 200:
                errors.append(f"meta {status}")
            time.sleep(0.04)

    ready.wait()
    until = time.time() + seconds
    threads = [threading.Thread(target=play, args=(until,)), threading.Thread(target=poll, args=(until,))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    out.put({"moves": summary(moves), "meta": summary(metas), "errors": errors[:5]})


def with_bystander(port, seconds, attack):
    """Runs `attack(stop_at)` while the bystander plays; the bystander's figures."""
    out, ready = multiprocessing.Queue(), multiprocessing.Event()
    proc = multiprocessing.Process(target=bystander, args=(port, seconds, out, ready))
    proc.start()
    stop_at = time.time() + seconds + 0.5
    attacker = threading.Thread(target=attack, args=(stop_at,))
    ready.set()
    attacker.start()
    result = out.get(timeout=seconds + 300)
    proc.join()
    attacker.join()
    return result


# --- The attacks --------------------------------------------------------------------------

def attack_reads(binary, work, seconds):
    """1,100 stored unfinished games nobody plays, none in memory, each read by an anonymous GET:
    700 invitations nobody took (their creators gone) and 400 imported games, records of games
    between two people that stop before the end."""
    db = os.path.join(work, "reads.sqlite")
    with served(binary, db, ["--max-games", "5000", "--max-games-per-address", "5000", "--games-per-minute", "1000000",
                             "--imports-per-minute", "1000000"]) as roomy:
        rng = random.Random(7)
        for i in range(1100):  # a connection a burst: each takes at most 20 requests a second
            c = c if i % 50 else Client(roomy.port, "192.0.2.1")
            if i < 700:
                c.must("POST", "/api/games", {"game": "al-manqala", "opponent": "friend", "human": "south"})
                continue
            moves = ["a1", "a2", "b1", "b2", "c1", "c2"][: rng.randint(1, 6)]
            c.must("POST", "/api/import", {"game": "al-manqala", "moves": moves, "south": "human", "north": "human"})
    with served(binary, db) as server:  # the defaults: --max-games 1000
        attacker = [Client(server.port, "203.0.113.66") for _ in range(32)]  # 35 reads a connection
        ids = []
        for offset in range(0, 1200, 500):
            games = attacker[0].must("GET", f"/api/games?status=ongoing&limit=500&offset={offset}")["games"]
            ids += [g["id"] for g in games]
        statuses = {}
        created = []

        def attack(stop_at):
            lock = threading.Lock()

            def read(k):
                for gid in ids[k::32]:
                    status = attacker[k].call("GET", f"/api/games/{gid}")[0]
                    with lock:
                        statuses[status] = statuses.get(status, 0) + 1
            together(read, 32)
            # Then anyone's new games: against the engine and between friends, from other addresses.
            for k in range(5):
                other = Client(server.port, f"198.51.100.{50 + k}")
                body = {"game": "hawalis", "opponent": "engine", "level": 1} if k % 2 else \
                    {"game": "al-manqala", "opponent": "friend", "human": "south"}
                created.append(other.call("POST", "/api/games", body)[0])
            while time.time() < stop_at:
                time.sleep(0.05)

        report = with_bystander(server.port, seconds, attack)
        report.update({"games_read": len(ids), "read_statuses": statuses, "new_games": created,
                       "ok_new_games": all(s == 201 for s in created)})
        return report


def trf_file(players, rounds, seed):
    """A FIDE tournament report: `players`, `rounds` played by the circle method, random results."""
    rng = random.Random(seed)
    n = players + (players % 2)
    games = {p: [] for p in range(1, players + 1)}
    points = {p: 0.0 for p in range(1, players + 1)}
    for r in range(rounds):
        circle = [1] + [2 + (k + r) % (n - 1) for k in range(n - 1)]
        for k in range(n // 2):
            a, b = circle[k], circle[n - 1 - k]
            if a > players or b > players:
                p = a if a <= players else b
                games[p].append((0, "-", "U"))
                points[p] += 1
                continue
            white, black = (a, b) if (r + k) % 2 == 0 else (b, a)
            x = rng.random()
            rw, rb = ("1", "0") if x < 0.45 else ("0", "1") if x < 0.9 else ("=", "=")
            games[white].append((black, "w", rw))
            games[black].append((white, "b", rb))
            points[white] += {"1": 1, "0": 0, "=": 0.5}[rw]
            points[black] += {"1": 1, "0": 0, "=": 0.5}[rb]
    lines = [f"012 Attack open {seed}", f"XXR {max(rounds, 9)}"]
    for p in range(1, players + 1):
        name = f"Player{p:04d} Test"
        line = f"001 {p:4d}      {name:<33} {2600 - p:4d}                            {points[p]:4.1f} {p:4d}"
        for opp, colour, result in games[p]:
            line += f"  {opp:4d} {colour} {result}" if opp else "  0000 - U"
        lines.append(line)
    return "\n".join(lines) + "\n"


def director(port, name):
    d = Client(port, "203.0.113.77")
    d.register(name)
    return d


def import_field(d, players, rounds, seed):
    """An over-the-board event of `players` imported by director `d`: its id."""
    return d.must("POST", "/api/otb/import?game=al-manqala", trf_file(players, rounds, seed), content_type="text/plain")["id"]


@contextlib.contextmanager
def served(binary, db, extra=()):
    server = Server(binary, db, extra)
    try:
        yield server
    finally:
        server.stop()


def attack_pairing(binary, work, seconds):
    """Four fields of the largest size, paired at once by one account, again and again."""
    with served(binary, os.path.join(work, "pairing.sqlite")) as server:
        d = director(server.port, "Abuser")
        too_big = d.call("POST", "/api/otb/import?game=al-manqala", trf_file(500, 0, 1), "text/plain")
        ids = [import_field(d, PLAYERS, 0, 10 + k) for k in range(4)]
        answers = {}
        times = []
        lock = threading.Lock()
        tabs = [Client(server.port, "203.0.113.77") for _ in ids]
        for t in tabs:
            t.cookie, t.csrf = d.cookie, d.csrf

        def attack(stop_at):
            def churn(k):
                while time.time() < stop_at:
                    for action in ("pair", "unpair"):
                        status, _, took, _ = tabs[k].call("POST", f"/api/otb/{ids[k]}/{action}", {})
                        with lock:
                            answers[f"{action} {status}"] = answers.get(f"{action} {status}", 0) + 1
                            times.append(took)
                        time.sleep(0.05)
            together(churn, len(ids))

        report = with_bystander(server.port, seconds, attack)
        report.update({"import_500": too_big[0], "answers": answers, "attacker": summary(times)})
        return report


def attack_big_view(binary, work, seconds):
    """Eight anonymous kept-alive readers of the largest event's page."""
    with served(binary, os.path.join(work, "view.sqlite")) as server:
        tid = import_field(director(server.port, "Organiser"), PLAYERS, ROUNDS, 3)
        answers, times, sizes = {}, [], []
        lock = threading.Lock()

        def attack(stop_at):
            def read(k):
                c = Client(server.port, "203.0.113.99")
                etag = None
                while time.time() < stop_at:
                    # Half the readers are browsers that keep what they read; half are not.
                    headers = {"If-None-Match": etag} if etag and k % 2 else {}
                    status, body, took, r = c.call("GET", f"/api/otb/{tid}", headers=headers)
                    etag = r.getheader("ETag") or etag
                    with lock:
                        answers[status] = answers.get(status, 0) + 1
                        times.append(took)
                        if status == 200:
                            sizes.append(len(json.dumps(body)))
            together(read, 8)

        report = with_bystander(server.port, seconds, attack)
        report.update({"answers": answers, "attacker": summary(times),
                       "view_bytes": max(sizes) if sizes else 0})
        return report


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--binary", default="build/release/manqala")
    ap.add_argument("--seconds", type=float, default=8, help="how long each attack lasts")
    ap.add_argument("--only", default="1,2,3", help="which attacks, e.g. 1,3")
    ap.add_argument("--p99-ms", type=float, default=50, help="the bystander's bound")
    ap.add_argument("--json", help="write the figures here")
    ap.add_argument("--no-check", action="store_true", help="print the figures, judge nothing (a 'before' run)")
    args = ap.parse_args()
    attacks = {"1": ("reads of stored games", attack_reads), "2": ("pairing four large fields", attack_pairing),
               "3": ("readers of a large event", attack_big_view)}
    work = tempfile.mkdtemp(prefix="manqala-attacks-")
    failures, figures = [], {}
    try:
        for key in args.only.split(","):
            name, run = attacks[key.strip()]
            print(f"attack {key}: {name} ...", flush=True)
            r = run(args.binary, work, args.seconds)
            figures[key] = r
            print(json.dumps(r, indent=1), flush=True)
            for what in ("moves", "meta"):
                if not r[what]["n"] or r[what]["p99"] > args.p99_ms:
                    failures.append(f"attack {key}: the bystander's {what}: p99 {r[what]['p99']} ms "
                                    f"(bound {args.p99_ms} ms, {r[what]['n']} requests)")
            if r["errors"]:
                failures.append(f"attack {key}: the bystander was refused: {r['errors']}")
            if key == "1" and not r["ok_new_games"]:
                failures.append(f"attack 1: new games were refused: {r['new_games']}")
            if key == "2" and r["import_500"] not in (400, 409, 422):
                failures.append(f"attack 2: a field of 500 players was imported ({r['import_500']})")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(figures, f, indent=1)
    if failures and not args.no_check:
        print("FAILED:\n  " + "\n  ".join(failures))
        return 1
    print("every attack slowed only its attacker" if not failures else "figures only (--no-check)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
