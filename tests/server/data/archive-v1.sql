-- An archive of schema 1: archive-v2.sqlite's engine and imported games, tokens in clear.
-- Written by tests/server/data/make_old_archives.py.
BEGIN TRANSACTION;
CREATE TABLE games (
  id TEXT PRIMARY KEY,
  game TEXT NOT NULL,
  options TEXT NOT NULL,
  start TEXT NOT NULL,
  south TEXT NOT NULL,
  north TEXT NOT NULL,
  south_token TEXT NOT NULL,
  north_token TEXT NOT NULL,
  level INTEGER NOT NULL,
  source TEXT NOT NULL,
  status TEXT NOT NULL,
  result TEXT NOT NULL,
  shared INTEGER NOT NULL,
  plies INTEGER NOT NULL,
  created TEXT NOT NULL,
  updated TEXT NOT NULL
);
INSERT INTO "games" VALUES('39db48989382e7a1','al-manqala','seeds=7 capture=2,4 skip-origin=false feed=after-capture win-at=50 repetition=2','','human','engine','37ee3db7750cd700eca25ba417b6bbca','',2,'play','ongoing','ongoing',0,6,'2026-12-01T16:26:36.986Z','2026-12-01T16:26:37.217Z');
INSERT INTO "games" VALUES('f602eaa8b92dec79','al-manqala','seeds=7 capture=2,4 skip-origin=false feed=after-capture win-at=50 repetition=2','','Salim','Yusuf','','',0,'import','ongoing','ongoing',0,2,'2026-12-01T16:26:37.735Z','2026-12-01T16:26:37.735Z');
CREATE TABLE moves (
  game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  ply INTEGER NOT NULL,
  move TEXT NOT NULL,
  ms INTEGER NOT NULL,
  played TEXT NOT NULL,
  PRIMARY KEY (game_id, ply)
) WITHOUT ROWID;
INSERT INTO "moves" VALUES('39db48989382e7a1',0,'a1',2,'2026-12-01T16:26:36.990Z');
INSERT INTO "moves" VALUES('39db48989382e7a1',1,'g2',66,'2026-12-01T16:26:37.058Z');
INSERT INTO "moves" VALUES('39db48989382e7a1',2,'a1',42,'2026-12-01T16:26:37.102Z');
INSERT INTO "moves" VALUES('39db48989382e7a1',3,'e2',73,'2026-12-01T16:26:37.178Z');
INSERT INTO "moves" VALUES('39db48989382e7a1',4,'a1',35,'2026-12-01T16:26:37.214Z');
INSERT INTO "moves" VALUES('39db48989382e7a1',5,'d2',1,'2026-12-01T16:26:37.217Z');
INSERT INTO "moves" VALUES('f602eaa8b92dec79',0,'a1',0,'2026-12-01T16:26:37.735Z');
INSERT INTO "moves" VALUES('f602eaa8b92dec79',1,'a2',0,'2026-12-01T16:26:37.735Z');
CREATE INDEX games_by_status ON games (status, updated);
COMMIT;
PRAGMA user_version = 1;
