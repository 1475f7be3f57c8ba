-- An archive of schema 4, the last single version of the whole archive, written by manqala serve (commit 1053228).
-- Written by tests/server/data/make_old_archives.py.
BEGIN TRANSACTION;
CREATE TABLE accounts (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password TEXT NOT NULL,
  created TEXT NOT NULL
);
INSERT INTO "accounts" VALUES(1,'amal','$argon2id$v=19$m=65536,t=2,p=1$HDpKuvICIr6xdV4n7jHsCA$gxnfhR1hoo+ckwy3ULvOW8pgeL6yUXU3XsFWRK29dRE','2026-12-02T12:49:27.915Z');
INSERT INTO "accounts" VALUES(2,'badr','$argon2id$v=19$m=65536,t=2,p=1$jBbk9PSlOGCTLuqxtT8rug$dRwlQOixA5SuCOsZuclPMCzudbZ0t0ShztY7rsbVJQI','2026-12-02T12:49:28.147Z');
CREATE TABLE club_members (
  club_id TEXT NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  role TEXT NOT NULL,
  joined TEXT NOT NULL,
  PRIMARY KEY (club_id, account_id)
) WITHOUT ROWID;
INSERT INTO "club_members" VALUES('b91baea5950d9719',1,'owner','2026-12-02T12:49:28.484Z');
INSERT INTO "club_members" VALUES('b91baea5950d9719',2,'member','2026-12-02T12:49:28.490Z');
CREATE TABLE clubs (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL UNIQUE COLLATE NOCASE,
  owner_id INTEGER NOT NULL REFERENCES accounts (id),
  invite_generation INTEGER NOT NULL DEFAULT 1,
  created TEXT NOT NULL
);
INSERT INTO "clubs" VALUES('b91baea5950d9719','Muscat Mancala',1,1,'2026-12-02T12:49:28.484Z');
CREATE TABLE explorer_games (game_id TEXT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE);
INSERT INTO "explorer_games" VALUES('c6358a34527d4df4');
INSERT INTO "explorer_games" VALUES('8919ec4750435f53');
INSERT INTO "explorer_games" VALUES('3dbb8d5f297f262d');
CREATE TABLE explorer_positions (
  variant TEXT NOT NULL,
  position TEXT NOT NULL,
  game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  ply INTEGER NOT NULL,
  move TEXT NOT NULL,
  result TEXT NOT NULL,
  PRIMARY KEY (variant, position, game_id, ply)
) WITHOUT ROWID;
INSERT INTO "explorer_positions" VALUES('al-manqala seeds=7 capture=2,4 skip-origin=false feed=after-capture win-at=50 repetition=2','7,7,7,7,7,7,7/7,7,7,7,7,7,7 S 0 0','8919ec4750435f53',0,'a1','S');
INSERT INTO "explorer_positions" VALUES('al-manqala seeds=7 capture=2,4 skip-origin=false feed=after-capture win-at=50 repetition=2','7,7,7,7,7,7,8/0,8,8,8,8,8,8 N 0 0','8919ec4750435f53',1,'g2','S');
INSERT INTO "explorer_positions" VALUES('al-manqala seeds=7 capture=2,4 skip-origin=false feed=after-capture win-at=50 repetition=2','8,8,8,8,8,8,0/0,10,8,8,8,8,8 N 0 0','8919ec4750435f53',3,'f2','S');
INSERT INTO "explorer_positions" VALUES('al-manqala seeds=7 capture=2,4 skip-origin=false feed=after-capture win-at=50 repetition=2','8,8,8,8,8,8,0/1,9,8,8,8,8,8 S 0 0','8919ec4750435f53',2,'a1','S');
INSERT INTO "explorer_positions" VALUES('hawalis relay=true back-capture=true singleton-capture=true skip-origin=false repetition=2 seeds=2','2,2,2,2,2,2,2/2,2,2,2,2,2,2/2,2,2,2,2,2,2/2,2,2,2,2,2,2 S 0 0','c6358a34527d4df4',0,'a1','S');
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
, opponent TEXT NOT NULL DEFAULT 'engine', invite TEXT NOT NULL DEFAULT '', listed INTEGER NOT NULL DEFAULT 0, clock_initial_ms INTEGER NOT NULL DEFAULT 0, clock_increment_ms INTEGER NOT NULL DEFAULT 0, south_account INTEGER NOT NULL DEFAULT 0, north_account INTEGER NOT NULL DEFAULT 0, rated INTEGER NOT NULL DEFAULT 0);
INSERT INTO "games" VALUES('94d3ee7936bd5045','al-manqala','seeds=7 capture=2,4 skip-origin=false feed=after-capture win-at=50 repetition=2','','human','engine','1f87128b5c9ec4ff8be1aa20c1fff6d8f1d87b5591c265b62d95930e3fc4a9e3','',1,'play','ongoing','ongoing',0,2,'2026-12-02T12:49:28.159Z','2026-12-02T12:49:28.249Z','engine','',0,0,0,0,0,0);
INSERT INTO "games" VALUES('c6358a34527d4df4','hawalis','relay=true back-capture=true singleton-capture=true skip-origin=false repetition=2 seeds=2','','amal','badr','7ce143ce5d2a545969703d6f1b32bdda3b7abc997818f127688e4c1fd29d2c8e','8462e26aa76b24066ccffb5aca8de9b22d4e5b190110d1e6a305d6b2e13252ce',4,'play','over','over S resigned',0,1,'2026-12-02T12:49:28.284Z','2026-12-02T12:49:28.295Z','friend','',0,0,0,1,2,2);
INSERT INTO "games" VALUES('8c6b2dadd59ea4fb','hawalis','relay=true back-capture=true singleton-capture=true skip-origin=false repetition=2 seeds=2','','human','human','','e128519583888abc741c0308d468d6513f66f4ec5164c2663f0c9e7c2a68f1b6',4,'play','ongoing','ongoing',0,0,'2026-12-02T12:49:28.302Z','2026-12-02T12:49:28.302Z','friend','88cce26af4510adf074ff1f562c665ac8a6a27b87e6c50a9b40008df2a9fb0f0',1,0,0,0,0,0);
INSERT INTO "games" VALUES('8919ec4750435f53','al-manqala','seeds=7 capture=2,4 skip-origin=false feed=after-capture win-at=50 repetition=2','','Salim','Huda','','',0,'import','over','over S resigned',0,4,'2026-12-02T12:49:28.308Z','2026-12-02T12:49:28.308Z','engine','',0,0,0,0,0,0);
INSERT INTO "games" VALUES('3dbb8d5f297f262d','hawalis','relay=true back-capture=true singleton-capture=true skip-origin=false repetition=2 seeds=2','','amal','badr','b10a0fef9eb2510518a0371c2d1e18e4d2157877b4a3f78e44f78d8566f5a1b4','e2e717f717afd2fc383dd3ffad9e76d668f6a6098989f0cd469895f530cc28e7',4,'play','over','over N resigned',0,0,'2026-12-02T12:49:28.507Z','2026-12-02T12:49:28.517Z','friend','',0,0,0,1,2,0);
CREATE TABLE moves (
  game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  ply INTEGER NOT NULL,
  move TEXT NOT NULL,
  ms INTEGER NOT NULL,
  played TEXT NOT NULL,
  PRIMARY KEY (game_id, ply)
) WITHOUT ROWID;
INSERT INTO "moves" VALUES('8919ec4750435f53',0,'a1',0,'2026-12-02T12:49:28.308Z');
INSERT INTO "moves" VALUES('8919ec4750435f53',1,'g2',0,'2026-12-02T12:49:28.308Z');
INSERT INTO "moves" VALUES('8919ec4750435f53',2,'a1',0,'2026-12-02T12:49:28.308Z');
INSERT INTO "moves" VALUES('8919ec4750435f53',3,'f2',0,'2026-12-02T12:49:28.308Z');
INSERT INTO "moves" VALUES('94d3ee7936bd5045',0,'a1',3,'2026-12-02T12:49:28.169Z');
INSERT INTO "moves" VALUES('94d3ee7936bd5045',1,'c2',78,'2026-12-02T12:49:28.249Z');
INSERT INTO "moves" VALUES('c6358a34527d4df4',0,'a1',0,'2026-12-02T12:49:28.293Z');
CREATE TABLE rating_history (
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  game_id TEXT NOT NULL,
  game TEXT NOT NULL,
  speed TEXT NOT NULL,
  rating REAL NOT NULL,
  deviation REAL NOT NULL,
  at TEXT NOT NULL,
  PRIMARY KEY (account_id, game_id)
) WITHOUT ROWID;
INSERT INTO "rating_history" VALUES(1,'c6358a34527d4df4','hawalis','untimed',1.66231089390629767875e+03,2.90318963717980466293e+02,'2026-12-02T12:49:28.296Z');
INSERT INTO "rating_history" VALUES(2,'c6358a34527d4df4','hawalis','untimed',1.33768910609370232124e+03,2.90318963717980466293e+02,'2026-12-02T12:49:28.296Z');
CREATE TABLE ratings (
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  game TEXT NOT NULL,
  speed TEXT NOT NULL,
  rating REAL NOT NULL,
  deviation REAL NOT NULL,
  volatility REAL NOT NULL,
  games INTEGER NOT NULL,
  updated TEXT NOT NULL,
  PRIMARY KEY (account_id, game, speed)
) WITHOUT ROWID;
INSERT INTO "ratings" VALUES(1,'hawalis','untimed',1.66231089390629767875e+03,2.90318963717980466293e+02,5.99996753723381417988e-02,1,'2026-12-02T12:49:28.296Z');
INSERT INTO "ratings" VALUES(2,'hawalis','untimed',1.33768910609370232124e+03,2.90318963717980466293e+02,5.99996753723381417988e-02,1,'2026-12-02T12:49:28.296Z');
CREATE TABLE reviews (
  game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  ply INTEGER NOT NULL,
  mover TEXT NOT NULL,
  best TEXT NOT NULL,
  best_seeds REAL NOT NULL,
  depth INTEGER NOT NULL,
  PRIMARY KEY (game_id, ply)
) WITHOUT ROWID;
INSERT INTO "reviews" VALUES('8919ec4750435f53',0,'S','a1',1.6,3);
INSERT INTO "reviews" VALUES('8919ec4750435f53',1,'N','c2',-1.0,10);
INSERT INTO "reviews" VALUES('8919ec4750435f53',2,'S','b1',1.0,10);
INSERT INTO "reviews" VALUES('8919ec4750435f53',3,'N','f2',2.4,9);
CREATE TABLE server (key TEXT PRIMARY KEY, value INTEGER NOT NULL);
INSERT INTO "server" VALUES('starts',1);
CREATE TABLE server_keys (name TEXT PRIMARY KEY, key TEXT NOT NULL);
INSERT INTO "server_keys" VALUES('seats','bfd732cf0df74d2199e7942c4317ae268768134e4a5578fe8819eaa3a3167483');
INSERT INTO "server_keys" VALUES('clubs','130d3d28780f6636735cdb8835755787b4b17ea4585fe6c3d441ad345c30b099');
CREATE TABLE sessions (
  digest TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created TEXT NOT NULL,
  expires TEXT NOT NULL
) WITHOUT ROWID;
INSERT INTO "sessions" VALUES('4606f307a88861c3df2ffc08e3200142c38c159c4158d385a23c7746ac355d30',2,'2026-12-02T12:49:28.150Z','2027-01-01T12:49:28.150Z');
INSERT INTO "sessions" VALUES('7bce8fb0551f005bb8576cb5fa0c2c98aa4a3d535152f254f69f5a3b7d27ef01',1,'2026-12-02T12:49:27.921Z','2027-01-01T12:49:27.921Z');
CREATE TABLE tournament_games (
  tournament_id TEXT NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  round INTEGER NOT NULL,
  board INTEGER NOT NULL,
  south_id INTEGER NOT NULL,
  north_id INTEGER NOT NULL,
  game_id TEXT NOT NULL DEFAULT '',
  result TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (tournament_id, round, board)
) WITHOUT ROWID;
INSERT INTO "tournament_games" VALUES('1858ccfc049cddb7',1,1,1,2,'3dbb8d5f297f262d','0-1');
CREATE TABLE tournament_players (
  tournament_id TEXT NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  seed INTEGER NOT NULL DEFAULT 0,
  withdrawn INTEGER NOT NULL DEFAULT 0,
  joined TEXT NOT NULL,
  PRIMARY KEY (tournament_id, account_id)
) WITHOUT ROWID;
INSERT INTO "tournament_players" VALUES('1858ccfc049cddb7',1,1,0,'2026-12-02T12:49:28.494Z');
INSERT INTO "tournament_players" VALUES('1858ccfc049cddb7',2,2,0,'2026-12-02T12:49:28.498Z');
CREATE TABLE tournaments (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  organiser_id INTEGER NOT NULL REFERENCES accounts (id),
  club_id TEXT NOT NULL DEFAULT '',
  format TEXT NOT NULL,
  game TEXT NOT NULL,
  options TEXT NOT NULL,
  clock_initial_ms INTEGER NOT NULL,
  clock_increment_ms INTEGER NOT NULL,
  rounds INTEGER NOT NULL,
  rated INTEGER NOT NULL,
  forfeit_after_s INTEGER NOT NULL,
  status TEXT NOT NULL,
  round INTEGER NOT NULL DEFAULT 0,
  round_started TEXT NOT NULL DEFAULT '',
  created TEXT NOT NULL,
  updated TEXT NOT NULL
);
INSERT INTO "tournaments" VALUES('1858ccfc049cddb7','Winter Cup',1,'b91baea5950d9719','round-robin','hawalis','relay=true back-capture=true singleton-capture=true skip-origin=false repetition=2 seeds=2',0,0,1,0,0,'finished',1,'2026-12-02T12:49:28.505Z','2026-12-02T12:49:28.492Z','2026-12-02T12:49:28.521Z');
CREATE INDEX games_by_status ON games (status, updated);
CREATE INDEX games_by_opponent ON games (opponent, status, updated);
CREATE INDEX sessions_by_account ON sessions (account_id);
CREATE INDEX games_by_south_account ON games (south_account, updated);
CREATE INDEX games_by_north_account ON games (north_account, updated);
CREATE INDEX games_by_rated ON games (rated, status);
CREATE INDEX ratings_by_board ON ratings (game, speed, rating);
CREATE INDEX club_members_by_account ON club_members (account_id);
CREATE INDEX tournaments_by_status ON tournaments (status, created);
CREATE INDEX tournaments_by_club ON tournaments (club_id, created);
CREATE INDEX tournament_games_by_game ON tournament_games (game_id);
COMMIT;
PRAGMA user_version = 4;
