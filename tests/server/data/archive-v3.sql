-- An archive of schema 3: archive-v2.sqlite as a schema-3 server left it (digests, three starts).
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
, opponent TEXT NOT NULL DEFAULT 'engine', invite TEXT NOT NULL DEFAULT '', listed INTEGER NOT NULL DEFAULT 0, clock_initial_ms INTEGER NOT NULL DEFAULT 0, clock_increment_ms INTEGER NOT NULL DEFAULT 0);
INSERT INTO "games" VALUES('39db48989382e7a1','al-manqala','seeds=7 capture=2,4 skip-origin=false feed=after-capture win-at=50 repetition=2','','human','engine','fa9f85752ebd4c6f5e19d3c65a2760d57b96907385efc8f20a3a22a0e3ed3207','',2,'play','ongoing','ongoing',0,6,'2026-12-01T16:26:36.986Z','2026-12-01T16:26:37.217Z','engine','',0,0,0);
INSERT INTO "games" VALUES('924e53f7f60055dd','hawalis','relay=true back-capture=true singleton-capture=true skip-origin=false repetition=2 seeds=2','','human','human','c023a6df03a633650becde12b40584620d82cae25fb79fab03f8e4eacbf01084','ffc31bdcb1aae1ec41215661f5a45d331d960f84e67e2eb59ac1eb676eed89da',4,'play','over','over S resigned',0,4,'2026-12-01T16:26:37.720Z','2026-12-01T16:26:37.732Z','friend','',0,300000,3000);
INSERT INTO "games" VALUES('4d1c97fc10b0f320','al-manqala','seeds=7 capture=2,4 skip-origin=false feed=after-capture win-at=50 repetition=2','','human','human','','02635e3dd6c52f4ffa600aa925731c17b8af9b84d5019a0dcb781f37264d2c41',4,'play','ongoing','ongoing',0,0,'2026-12-01T16:26:37.733Z','2026-12-01T16:26:37.733Z','friend','dc2c47a31d723397686b2d97e808fb59d4ee80144eecee4388ae221818722e45',1,0,0);
INSERT INTO "games" VALUES('f602eaa8b92dec79','al-manqala','seeds=7 capture=2,4 skip-origin=false feed=after-capture win-at=50 repetition=2','','Salim','Yusuf','','',0,'import','ongoing','ongoing',0,2,'2026-12-01T16:26:37.735Z','2026-12-01T16:26:37.735Z','engine','',0,0,0);
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
INSERT INTO "moves" VALUES('924e53f7f60055dd',0,'a1',0,'2026-12-01T16:26:37.724Z');
INSERT INTO "moves" VALUES('924e53f7f60055dd',1,'a3',1,'2026-12-01T16:26:37.726Z');
INSERT INTO "moves" VALUES('924e53f7f60055dd',2,'b1',1,'2026-12-01T16:26:37.728Z');
INSERT INTO "moves" VALUES('924e53f7f60055dd',3,'b3',1,'2026-12-01T16:26:37.730Z');
INSERT INTO "moves" VALUES('f602eaa8b92dec79',0,'a1',0,'2026-12-01T16:26:37.735Z');
INSERT INTO "moves" VALUES('f602eaa8b92dec79',1,'a2',0,'2026-12-01T16:26:37.735Z');
CREATE TABLE server (key TEXT PRIMARY KEY, value INTEGER NOT NULL);
INSERT INTO "server" VALUES('starts',3);
CREATE INDEX games_by_status ON games (status, updated);
CREATE INDEX games_by_opponent ON games (opponent, status, updated);
COMMIT;
PRAGMA user_version = 3;
