#!/usr/bin/env python3
"""Writes the archives of earlier schemas that tests/server/old_archives_test.cpp opens.

  make_old_archives.py derive
      archive-v1.sql and archive-v3.sql from archive-v2.sqlite (written by `manqala serve` at
      schema 2, commit d40b1d1): version 1 is its games that a schema-1 server had (engine
      games and imports, without the columns version 2 added), version 3 what a schema-3 server
      made of the file when it opened it (tokens and invitations as digests, the start count).
      Both keep archive-v2.json's ids and tokens.

  make_old_archives.py v4 --binary BUILD/manqala
      archive-v4.sql and archive-v4.json from a `manqala serve` of schema 4, the last single
      version of the whole archive (commit 1053228 and those since a0ff69e): accounts, an
      engine game in progress, a rated game between two accounts with the ratings it changed,
      an open invitation, an imported game with its review and explorer index, a club and a
      finished round-robin tournament of the club. The JSON holds what that server answered.

The .sql files are SQLite dumps, with the schema version (PRAGMA user_version) at the end.
Only the Python 3 standard library is used.
"""
import argparse
import hashlib
import http.client
import json
import os
import re
import sqlite3
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))

# Schema 3's step (src/server/archive/archive_schema.cpp, kGamesV3), as a schema-3 server ran it.
SCHEMA_V3 = """
CREATE TABLE server (key TEXT PRIMARY KEY, value INTEGER NOT NULL);
INSERT INTO server (key, value) VALUES ('starts', 0);
"""
V1_COLUMNS = ("id, game, options, start, south, north, south_token, north_token, level, source, status, "
              "result, shared, plies, created, updated")


def token_digest(token):
    """common/secrets.h token_digest: BLAKE2b-256 in hex, "" for ""."""
    return hashlib.blake2b(token.encode(), digest_size=32).hexdigest() if token else ""


def write_dump(db, name, version, note):
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as out:
        out.write(f"-- {note}\n-- Written by tests/server/data/make_old_archives.py.\n")
        for line in db.iterdump():
            out.write(line + "\n")
        out.write(f"PRAGMA user_version = {version};\n")


def derive():
    v2 = sqlite3.connect(os.path.join(HERE, "archive-v2.sqlite"))
    schema = dict(v2.execute("SELECT name, sql FROM sqlite_master WHERE type = 'table'"))
    # Version 1: the games table as it was created, before version 2's columns.
    create_v1 = schema["games"].split(", opponent TEXT")[0] + ")"
    v1 = sqlite3.connect(":memory:")
    v1.execute(create_v1)
    v1.execute("CREATE INDEX games_by_status ON games (status, updated)")
    v1.execute(schema["moves"])
    v1.execute("ATTACH ? AS v2", (os.path.join(HERE, "archive-v2.sqlite"),))
    v1.execute(f"INSERT INTO games SELECT {V1_COLUMNS} FROM v2.games WHERE opponent = 'engine'")
    v1.execute("INSERT INTO moves SELECT * FROM v2.moves WHERE game_id IN (SELECT id FROM games)")
    v1.commit()
    v1.execute("DETACH v2")
    write_dump(v1, "archive-v1.sql", 1, "An archive of schema 1: archive-v2.sqlite's engine and imported games, "
                                        "tokens in clear.")
    # Version 3: the v2 file as a schema-3 server left it after opening it.
    v3 = sqlite3.connect(":memory:")
    v2.backup(v3)
    v3.executescript(SCHEMA_V3)
    for gid, south, north, invite in v3.execute("SELECT id, south_token, north_token, invite FROM games").fetchall():
        v3.execute("UPDATE games SET south_token = ?, north_token = ?, invite = ? WHERE id = ?",
                   (token_digest(south), token_digest(north), token_digest(invite), gid))
    v3.execute("UPDATE server SET value = 3 WHERE key = 'starts'")
    v3.commit()
    write_dump(v3, "archive-v3.sql", 3, "An archive of schema 3: archive-v2.sqlite as a schema-3 server left it "
                                        "(digests, three starts).")


class Client:
    def __init__(self, port):
        self.port = port
        self.cookie, self.csrf = "", ""

    def call(self, method, path, body=None, client="10.9.0.1"):
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=60)
        headers = {"X-Forwarded-For": client}
        if self.cookie:
            headers["Cookie"] = self.cookie
        if self.csrf and method != "GET":
            headers["X-CSRF-Token"] = self.csrf
        data = None
        if body is not None:
            data = body.encode() if isinstance(body, str) else json.dumps(body).encode()
            headers["Content-Type"] = "text/plain" if isinstance(body, str) else "application/json"
        conn.request(method, path, body=data, headers=headers)
        r = conn.getresponse()
        text = r.read().decode()
        cookie = r.getheader("Set-Cookie")
        if cookie:
            self.cookie = cookie.split(";")[0]
        if r.status >= 400:
            raise RuntimeError(f"{method} {path}: {r.status} {text}")
        return json.loads(text) if text.startswith("{") else text

    def register(self, name, password):
        self.csrf = self.call("POST", "/api/account/register", {"name": name, "password": password})["account"]["csrf"]


def wait(what, check, seconds=30):
    until = time.time() + seconds
    while time.time() < until:
        got = check()
        if got:
            return got
        time.sleep(0.05)
    raise RuntimeError("timed out waiting for " + what)


def engine_game(guest):
    """A guest's game against the engine, in progress, the guest to move."""
    g = guest.call("POST", "/api/games", {"game": "al-manqala", "human": "south", "level": 1})
    gid = g["game"]["id"]
    to_move = lambda: (s := guest.call("GET", f"/api/games/{gid}")["game"]) and s["to_move"] == "south" and \
        not s["thinking"] and s
    state = wait("the engine", to_move)
    guest.call("POST", f"/api/games/{gid}/move", {"token": g["token"], "move": state["legal"][0], "ply": state["ply"]})
    state = wait("the engine", to_move)
    return {"id": gid, "token": g["token"], "ply": state["ply"], "position": state["position"]}


def rated_game(amal, badr):
    """A rated game between two accounts, resigned by North (badr) after one move."""
    r = amal.call("POST", "/api/games", {"game": "hawalis", "opponent": "friend", "human": "south", "rated": True})
    rid = r["game"]["id"]
    joined = badr.call("POST", f"/api/games/{rid}/join", {"invite": r["invite"]})
    amal.call("POST", f"/api/games/{rid}/move", {"token": r["token"], "move": joined["game"]["legal"][0], "ply": 0})
    s = badr.call("POST", f"/api/games/{rid}/resign", {"token": joined["token"]})["game"]
    return {"id": rid, "position": s["position"], "ply": s["ply"], "result": s["result"]["reason"]}


def imported_game(guest):
    """An imported finished game, reviewed, and what the explorer finds at its start."""
    start = [x for x in guest.call("GET", "/api/meta")["games"] if x["name"] == "al-manqala"][0]["start"]
    moves = []
    for _ in range(4):
        moves.append(guest.call("POST", "/api/play", {"game": "al-manqala", "position": start, "moves": moves})
                     ["legal"][0])
    record = ('[Game "al-manqala"]\n[South "Salim"]\n[North "Huda"]\n[Result "over S resigned"]\n\n'
              f"1. {moves[0]} {moves[1]} 2. {moves[2]} {moves[3]} over S resigned\n")
    i = guest.call("POST", "/api/import", record)["id"]
    wait("the review", lambda: guest.call("GET", f"/api/games/{i}/review")["status"] == "done", 120)
    return {"id": i, "moves": moves, "review": guest.call("GET", f"/api/games/{i}/review"),
            "explorer": guest.call("POST", "/api/explorer", {"game": "al-manqala", "position": start})}


def club_tournament(amal, badr):
    """A club of both, and its round-robin tournament, finished: the South of its one game resigns."""
    club = amal.call("POST", "/api/clubs", {"name": "Muscat Mancala"})["club"]
    badr.call("POST", f"/api/clubs/{club['id']}/join", {"invite": club["invite"]})
    t = amal.call("POST", "/api/tournaments", {"name": "Winter Cup", "format": "round-robin", "game": "hawalis",
                                               "club": club["id"], "rated": False, "forfeit_after_s": 0})["tournament"]
    for c in (amal, badr):
        c.call("POST", f"/api/tournaments/{t['id']}/join", {})
    amal.call("POST", f"/api/tournaments/{t['id']}/start", {})
    page = lambda: amal.call("GET", f"/api/tournaments/{t['id']}")["tournament"]
    board = wait("the tournament's game", lambda: (b := page()["round_list"][0]["boards"][0]) and b["game"] and b)
    loser = badr if board["south"] == "badr" else amal
    seat = loser.call("POST", f"/api/games/{board['game']}/seat", {})
    loser.call("POST", f"/api/games/{board['game']}/resign", {"token": seat["token"]})
    finished = wait("the tournament's end", lambda: (p := page()) and p["status"] == "finished" and p)
    return ({"id": club["id"], "name": club["name"], "invite": club["invite"]},
            {"id": t["id"], "standings": finished["standings"], "game": board["game"]})


def play_v4(port):
    seen = {"accounts": {"amal": "sand and seeds", "badr": "seven pits around"}}
    amal, badr, guest = Client(port), Client(port), Client(port)
    amal.register("amal", seen["accounts"]["amal"])
    badr.register("badr", seen["accounts"]["badr"])
    seen["engine"] = engine_game(guest)
    seen["rated"] = rated_game(amal, badr)
    wait("the ratings", lambda: amal.call("GET", "/api/players/amal")["ratings"])
    seen["ratings"] = {n: guest.call("GET", f"/api/players/{n}") for n in ("amal", "badr")}
    o = guest.call("POST", "/api/games", {"game": "hawalis", "opponent": "friend", "human": "north", "listed": True})
    seen["open"] = {"id": o["game"]["id"], "token": o["token"], "invite": o["invite"]}  # in the lobby
    seen["imported"] = imported_game(guest)
    seen["club"], seen["tournament"] = club_tournament(amal, badr)
    seen["leaderboard"] = guest.call("GET", "/api/leaderboard?game=hawalis&club=" + seen["club"]["id"])
    return seen


def v4(binary):
    with tempfile.TemporaryDirectory(prefix="old-archives-") as tmp:
        db = os.path.join(tmp, "v4.sqlite")
        server = subprocess.Popen([binary, "serve", "--port", "0", "--db", db, "--engine-ms", "20"],
                                  stdout=subprocess.PIPE, text=True)
        try:
            m = re.search(r"listening on http://[^:]+:(\d+)/", server.stdout.readline())
            seen = play_v4(int(m.group(1)))
        finally:
            server.terminate()
            server.wait(timeout=30)
        archive = sqlite3.connect(db)
        version = archive.execute("PRAGMA user_version").fetchone()[0]
        if version != 4:
            sys.exit(f"{binary} wrote schema {version}, not 4")
        write_dump(archive, "archive-v4.sql", 4, "An archive of schema 4, the last single version of the whole "
                                                 "archive, written by manqala serve (commit 1053228).")
    with open(os.path.join(HERE, "archive-v4.json"), "w", encoding="utf-8") as out:
        json.dump(seen, out, indent=1, sort_keys=True)
        out.write("\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("what", choices=["derive", "v4"])
    parser.add_argument("--binary", help="a manqala of schema 4 (for v4)")
    args = parser.parse_args()
    if args.what == "derive":
        derive()
    elif not args.binary:
        parser.error("v4 needs --binary")
    else:
        v4(args.binary)


if __name__ == "__main__":
    main()
