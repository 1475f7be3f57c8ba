#!/usr/bin/env python3
"""Two bots play through a real server, as docs/bots.md describes (the issue's test).

1. Two accounts become bots; two `manqala bot` processes run the engine at two settings (level 5
   and level 3, `setoption level`). The stronger challenges the weaker to GAMES rated games,
   four at once, sides alternating. Both runners must end cleanly and count every game.
2. Their rating difference in the bots' pool must agree with `manqala match` on the same pair
   (the same game and options, the same levels and move time): two independent measurements of
   the strength between them, each with its error (the match's 95% interval, and the one of the
   bots' score over their games). They must differ by less than 3.29 standard errors of the
   difference (a 99.9% interval: two honest measurements fail it once in a thousand runs).
3. A bot that goes away mid-game (this script, playing as a third bot, stops asking) loses on
   time, and only once its clock has run out: never before the time it had left.
4. A runner stopped by SIGINT with no game going on ends at once, status 0.

  python3 tests/bots/bot_match.py --binary build/release/manqala [--games 100]
"""
import argparse
import json
import math
import re
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Api:
    def __init__(self, base, token=None, cookie=None, csrf=None):
        self.base, self.token, self.cookie, self.csrf = base, token, cookie, csrf

    def call(self, method, path, body=None):
        req = urllib.request.Request(self.base + path, method=method,
                                     data=None if body is None else json.dumps(body).encode())
        req.add_header("Content-Type", "application/json")
        if self.token:
            req.add_header("Authorization", "Bearer " + self.token)
        if self.cookie:
            req.add_header("Cookie", self.cookie)
        if self.csrf:
            req.add_header("X-CSRF-Token", self.csrf)
        try:
            with urllib.request.urlopen(req, timeout=60) as r:
                return r.status, json.loads(r.read() or b"null"), r.headers
        except urllib.error.HTTPError as e:
            return e.code, json.loads(e.read() or b"null"), e.headers


def make_bot(base, name):
    """Registers `name` and makes it a bot; its token."""
    status, body, headers = Api(base).call("POST", "/api/account/register", {"name": name, "password": "a long secret"})
    assert status == 201, (status, body)
    cookie = headers["Set-Cookie"].split(";")[0]
    status, body, _ = Api(base, cookie=cookie, csrf=body["account"]["csrf"]).call("POST", "/api/bot/account/upgrade", {})
    assert status == 200, (status, body)
    return body["token"]


def elo(score):
    score = min(max(score, 1e-3), 1 - 1e-3)
    return -400 * math.log10(1 / score - 1)


def elo_with_error(wins, draws, losses):
    """The Elo difference a score gives, and its 95% interval's half-width (as `manqala match`)."""
    n = wins + draws + losses
    s = (wins + draws / 2) / n
    var = (wins * (1 - s) ** 2 + draws * (0.5 - s) ** 2 + losses * s ** 2) / n
    se = math.sqrt(var / n)
    return elo(s), (elo(s + 1.96 * se) - elo(s - 1.96 * se)) / 2


def summary_of(text):
    m = re.search(r"(\d+) games: (\d+) won, (\d+) drawn, (\d+) lost", text)
    assert m, "no summary line in the runner's output:\n" + text[-2000:]
    return tuple(int(x) for x in m.groups())


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--binary", required=True)
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--no-compare", action="store_true",
                    help="skip the comparison with manqala match (too few games to measure)")
    args = ap.parse_args()
    game, options, movetime = "al-manqala", ["seeds=4"], 100
    strong_level, weak_level = 5, 3
    with tempfile.TemporaryDirectory() as tmp:
        port = free_port()
        base = f"http://127.0.0.1:{port}"
        server = subprocess.Popen([args.binary, "serve", "--db", f"{tmp}/bots.sqlite", "--port", str(port),
                                   "--engine-ms", "20", "--bot-rate", "20000"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        weak_proc = None
        try:
            assert "listening on" in server.stdout.readline(), server.stderr.read()
            strong, weak, quitter = make_bot(base, "Strong"), make_bot(base, "Weak"), make_bot(base, "Quitter")

            # 1. The match through the server.
            runner = [args.binary, "bot", "--server", base, "--movetime", str(movetime)]
            weak_proc = subprocess.Popen(runner + ["--token", weak, "--engine-option", f"level={weak_level}",
                                                   "--max-games", "8", "--", args.binary, "engine"],
                                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
            started = time.monotonic()
            strong_run = subprocess.run(
                runner + ["--token", strong, "--engine-option", f"level={strong_level}", "--challenge", "Weak",
                          "--games", str(args.games), "--at-once", "4", "--rated", "-g", game]
                + [w for o in options for w in ("-o", o)] + ["--", args.binary, "engine"],
                capture_output=True, text=True, timeout=900)
            took = time.monotonic() - started
            assert strong_run.returncode == 0, strong_run.stdout + strong_run.stderr
            wins, draws, losses = summary_of(strong_run.stdout)[1:]
            assert wins + draws + losses == args.games, strong_run.stdout[-2000:]
            print(f"bot_match: {args.games} rated games through the server in {took:.0f} s: "
                  f"Strong +{wins} ={draws} -{losses}")

            _, bots, _ = Api(base).call("GET", f"/api/bots?game={game}")
            rating = {b["name"]: b["ratings"].get(game) for b in bots["bots"]}
            assert rating["Strong"]["games"] == args.games and rating["Weak"]["games"] == args.games, rating
            diff = rating["Strong"]["rating"] - rating["Weak"]["rating"]
            _, board, _ = Api(base).call("GET", f"/api/leaderboard?game={game}&speed=untimed")
            assert not board["boards"][0]["players"], "a bots' game was rated in the people's pool"

            # 2. The same pair in `manqala match`.
            match = None if args.no_compare else subprocess.run([args.binary, "match", "--player", f"strong:internal,level={strong_level}",
                                    "--player", f"weak:internal,level={weak_level}", "--games", str(args.games),
                                    "--movetime", str(movetime), "-g", game] + [w for o in options for w in ("-o", o)],
                                   capture_output=True, text=True, timeout=900)
            if match:
                m = re.search(r"elo\s+([+-][\d.]+) \+/- ([\d.]+)", match.stdout)
                assert match.returncode == 0 and m, match.stdout + match.stderr
                match_elo, match_error = float(m.group(1)), float(m.group(2))
                bots_elo, bots_error = elo_with_error(wins, draws, losses)
                allowed = 3.29 * math.hypot(match_error, bots_error) / 1.96
                print(f"bot_match: rating difference {diff:+d} (Glicko-2, {args.games} games each); "
                      f"the bots' score gives {bots_elo:+.0f} +/- {bots_error:.0f}; "
                      f"manqala match {match_elo:+.0f} +/- {match_error:.0f}; allowed {allowed:.0f}")
                assert abs(diff - match_elo) <= allowed, "the server's ratings disagree with manqala match"

            # 3. A bot that goes away loses on time, only once its clock has run out. Quitter
            # (South) plays its first two moves by hand, then asks nothing more.
            api = Api(base, token=quitter)
            status, body, _ = api.call("POST", "/api/bot/challenge/Weak",
                                       {"game": game, "options": " ".join(options), "side": "south",
                                        "clock": {"minutes": 0, "seconds": 6, "increment": 0}})
            assert status == 200, body
            after, moves, left_ms, seen_at, gid = 0, 0, None, None, None
            deadline = time.monotonic() + 60
            while moves < 2 and time.monotonic() < deadline:
                _, ev, _ = api.call("GET", f"/api/bot/events?after={after}&wait=5")
                for e in ev["events"]:
                    after = max(after, e["id"])
                    if e["type"] == "gameState" and e["to_move"] == "south" and e["status"] == "ongoing":
                        gid = e["game"]
                        status, _, _ = api.call("POST", f"/api/bot/game/{gid}/move/{e['legal'][0]}", {"ply": e["ply"]})
                        assert status == 200
                        moves += 1
            assert moves == 2, "Quitter never got its turns"
            # Its third turn: the state tells the time it has left; then it goes.
            while left_ms is None and time.monotonic() < deadline:
                _, ev, _ = api.call("GET", f"/api/bot/events?after={after}&wait=5")
                for e in ev["events"]:
                    after = max(after, e["id"])
                    if e["type"] == "gameState" and e["to_move"] == "south" and e["status"] == "ongoing":
                        left_ms, seen_at = e["clock"]["south_ms"], time.monotonic()
            assert left_ms is not None and left_ms > 1000, left_ms
            while time.monotonic() < seen_at + left_ms / 1000 - 0.5:
                _, g, _ = Api(base).call("GET", f"/api/games/{gid}")
                assert g["game"]["status"] == "ongoing", "the game ended before Quitter's clock ran out"
                time.sleep(0.25)
            end = time.monotonic() + 15
            while time.monotonic() < end:
                _, g, _ = Api(base).call("GET", f"/api/games/{gid}")
                if g["game"]["status"] != "ongoing":
                    break
                time.sleep(0.2)
            result = g["game"]["result"]
            assert result and result["reason"] == "time" and result["winner"] == "north", g["game"]
            print(f"bot_match: a bot gone mid-game lost on time {time.monotonic() - seen_at:.1f} s after its turn "
                  f"began, with {left_ms / 1000:.1f} s on its clock")

            # 4. SIGINT: the weak runner has no game going on; it ends at once, cleanly.
            weak_proc.send_signal(signal.SIGINT)
            out, _ = weak_proc.communicate(timeout=30)
            assert weak_proc.returncode == 0, out[-2000:]
            assert summary_of(out)[0] == args.games + 1, out[-2000:]
            # The server stops cleanly (under the sanitizers: with nothing to report).
            server.terminate()
            _, errors = server.communicate(timeout=60)
            assert server.returncode == 0, f"the server ended with status {server.returncode}:\n{errors[-4000:]}"
            print("bot_match: all held")
        finally:
            if weak_proc and weak_proc.poll() is None:
                weak_proc.kill()
            if server.poll() is None:
                server.terminate()
                server.wait(timeout=30)
    return 0


if __name__ == "__main__":
    sys.exit(main())
