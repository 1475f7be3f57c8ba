-- An archive of schema 4, the last single version of the whole archive, written by manqala serve (commit 1053228).
-- Written by tests/server/data/make_old_archives.py.
BEGIN TRANSACTION;
CREATE TABLE accounts (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password TEXT NOT NULL,
  created TEXT NOT NULL
);
INSERT INTO "accounts" VALUES(1,'amal','$argon2id$v=19$m=65536,t=2,p=1$AtcRKJqqgVRqm2WFrcEBTA$fxGX/JBiBtTNYXYBrKmMpFf6yRRorTV/510EIjirZAw','2026-12-02T12:15:46.050Z');
INSERT INTO "accounts" VALUES(2,'badr','$argon2id$v=19$m=65536,t=2,p=1$4eNomeES0nz166uUYo48IQ$O8nnFt6ZezPWeTRXWBa7b0aKg3NYe8xHcXgiHJtIjXI','2026-12-02T12:15:46.409Z');
CREATE TABLE club_members (
  club_id TEXT NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  role TEXT NOT NULL,
  joined TEXT NOT NULL,
  PRIMARY KEY (club_id, account_id)
) WITHOUT ROWID;
INSERT INTO "club_members" VALUES('de17ac06538dbe9e',1,'owner','2026-12-02T12:15:46.873Z');
INSERT INTO "club_members" VALUES('de17ac06538dbe9e',2,'member','2026-12-02T12:15:46.883Z');
CREATE TABLE clubs (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL UNIQUE COLLATE NOCASE,
  owner_id INTEGER NOT NULL REFERENCES accounts (id),
  invite_generation INTEGER NOT NULL DEFAULT 1,
  created TEXT NOT NULL
);
INSERT INTO "clubs" VALUES('de17ac06538dbe9e','Muscat Mancala',1,1,'2026-12-02T12:15:46.873Z');
CREATE TABLE explorer_games (game_id TEXT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE);
INSERT INTO "explorer_games" VALUES('60cfd25bca595b94');
INSERT INTO "explorer_games" VALUES('7a8628cbce6cf3f6');
INSERT INTO "explorer_games" VALUES('fe5d32d5df7f7348');
CREATE TABLE explorer_positions (
  variant TEXT NOT NULL,
  position TEXT NOT NULL,
  game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  ply INTEGER NOT NULL,
  move TEXT NOT NULL,
  result TEXT NOT NULL,
  PRIMARY KEY (variant, position, game_id, ply)
) WITHOUT ROWID;
INSERT INTO "explorer_positions" VALUES('al-manqala seeds=7 capture=2,4 skip-origin=false feed=after-capture win-at=50 repetition=2','7,7,7,7,7,7,7/7,7,7,7,7,7,7 S 0 0','7a8628cbce6cf3f6',0,'a1','S');
INSERT INTO "explorer_positions" VALUES('al-manqala seeds=7 capture=2,4 skip-origin=false feed=after-capture win-at=50 repetition=2','7,7,7,7,7,7,8/0,8,8,8,8,8,8 N 0 0','7a8628cbce6cf3f6',1,'g2','S');
INSERT INTO "explorer_positions" VALUES('al-manqala seeds=7 capture=2,4 skip-origin=false feed=after-capture win-at=50 repetition=2','8,8,8,8,8,8,0/0,10,8,8,8,8,8 N 0 0','7a8628cbce6cf3f6',3,'f2','S');
INSERT INTO "explorer_positions" VALUES('al-manqala seeds=7 capture=2,4 skip-origin=false feed=after-capture win-at=50 repetition=2','8,8,8,8,8,8,0/1,9,8,8,8,8,8 S 0 0','7a8628cbce6cf3f6',2,'a1','S');
INSERT INTO "explorer_positions" VALUES('hawalis relay=true back-capture=true singleton-capture=true skip-origin=false repetition=2 seeds=2','2,2,2,2,2,2,2/2,2,2,2,2,2,2/2,2,2,2,2,2,2/2,2,2,2,2,2,2 S 0 0','60cfd25bca595b94',0,'a1','S');
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
INSERT INTO "games" VALUES('2f3be91b89ad87bd','al-manqala','seeds=7 capture=2,4 skip-origin=false feed=after-capture win-at=50 repetition=2','','human','engine','d1092ed17dc42eb7144d4930260e0c0968e707f1d19b73546a6864468e238893','',1,'play','ongoing','ongoing',0,2,'2026-12-02T12:15:46.430Z','2026-12-02T12:15:46.522Z','engine','',0,0,0,0,0,0);
INSERT INTO "games" VALUES('60cfd25bca595b94','hawalis','relay=true back-capture=true singleton-capture=true skip-origin=false repetition=2 seeds=2','','amal','badr','d7d97d0c513f0ba2cf3f4d19a27212f1b833bb070abaf7db70b924fcaf21d7df','4e887e656ba42c71f819302de4f744320757c9f9ff31b4d0defdd2902ba0561b',4,'play','over','over S resigned',0,1,'2026-12-02T12:15:46.557Z','2026-12-02T12:15:46.567Z','friend','',0,0,0,1,2,2);
INSERT INTO "games" VALUES('f94572e505fc5978','hawalis','relay=true back-capture=true singleton-capture=true skip-origin=false repetition=2 seeds=2','','human','human','','a20cec862cfdd93970d45feefa03a7093495358cb44bbee478940c74b2432d59',4,'play','ongoing','ongoing',0,0,'2026-12-02T12:15:46.575Z','2026-12-02T12:15:46.575Z','friend','fb30d8490e4de27f1101021b442417e40ecbee300f6bbdc1042b70e5abc6cde8',1,0,0,0,0,0);
INSERT INTO "games" VALUES('7a8628cbce6cf3f6','al-manqala','seeds=7 capture=2,4 skip-origin=false feed=after-capture win-at=50 repetition=2','','Salim','Huda','','',0,'import','over','over S resigned',0,4,'2026-12-02T12:15:46.582Z','2026-12-02T12:15:46.582Z','engine','',0,0,0,0,0,0);
INSERT INTO "games" VALUES('fe5d32d5df7f7348','hawalis','relay=true back-capture=true singleton-capture=true skip-origin=false repetition=2 seeds=2','','amal','badr','514852dedbc4cfb3bde996ce82d91afb2eb18a3bc28970bd0c953ddc8c3f91bd','6315aa82c5f50236fe5e922b6c5e5d9f2eae919506b9e980f69e6023e191ae16',4,'play','over','over N resigned',0,0,'2026-12-02T12:15:46.923Z','2026-12-02T12:15:46.944Z','friend','',0,0,0,1,2,0);
CREATE TABLE moves (
  game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  ply INTEGER NOT NULL,
  move TEXT NOT NULL,
  ms INTEGER NOT NULL,
  played TEXT NOT NULL,
  PRIMARY KEY (game_id, ply)
) WITHOUT ROWID;
INSERT INTO "moves" VALUES('2f3be91b89ad87bd',0,'a1',3,'2026-12-02T12:15:46.445Z');
INSERT INTO "moves" VALUES('2f3be91b89ad87bd',1,'c2',74,'2026-12-02T12:15:46.522Z');
INSERT INTO "moves" VALUES('60cfd25bca595b94',0,'a1',0,'2026-12-02T12:15:46.565Z');
INSERT INTO "moves" VALUES('7a8628cbce6cf3f6',0,'a1',0,'2026-12-02T12:15:46.582Z');
INSERT INTO "moves" VALUES('7a8628cbce6cf3f6',1,'g2',0,'2026-12-02T12:15:46.582Z');
INSERT INTO "moves" VALUES('7a8628cbce6cf3f6',2,'a1',0,'2026-12-02T12:15:46.582Z');
INSERT INTO "moves" VALUES('7a8628cbce6cf3f6',3,'f2',0,'2026-12-02T12:15:46.582Z');
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
INSERT INTO "rating_history" VALUES(1,'60cfd25bca595b94','hawalis','untimed',1.66231089390629767875e+03,2.90318963717980466293e+02,'2026-12-02T12:15:46.568Z');
INSERT INTO "rating_history" VALUES(2,'60cfd25bca595b94','hawalis','untimed',1.33768910609370232124e+03,2.90318963717980466293e+02,'2026-12-02T12:15:46.568Z');
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
INSERT INTO "ratings" VALUES(1,'hawalis','untimed',1.66231089390629767875e+03,2.90318963717980466293e+02,5.99996753723381417988e-02,1,'2026-12-02T12:15:46.568Z');
INSERT INTO "ratings" VALUES(2,'hawalis','untimed',1.33768910609370232124e+03,2.90318963717980466293e+02,5.99996753723381417988e-02,1,'2026-12-02T12:15:46.568Z');
CREATE TABLE reviews (
  game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  ply INTEGER NOT NULL,
  mover TEXT NOT NULL,
  best TEXT NOT NULL,
  best_seeds REAL NOT NULL,
  depth INTEGER NOT NULL,
  PRIMARY KEY (game_id, ply)
) WITHOUT ROWID;
INSERT INTO "reviews" VALUES('7a8628cbce6cf3f6',0,'S','a1',1.6,3);
INSERT INTO "reviews" VALUES('7a8628cbce6cf3f6',1,'N','c2',-0.6,8);
INSERT INTO "reviews" VALUES('7a8628cbce6cf3f6',2,'S','b1',1.6,9);
INSERT INTO "reviews" VALUES('7a8628cbce6cf3f6',3,'N','f2',2.4,9);
CREATE TABLE server (key TEXT PRIMARY KEY, value INTEGER NOT NULL);
INSERT INTO "server" VALUES('starts',1);
CREATE TABLE server_keys (name TEXT PRIMARY KEY, key TEXT NOT NULL);
INSERT INTO "server_keys" VALUES('seats','d2277bdcdcfef75196569bb9b495723a30898136a1f24480d1757235464ff6da');
INSERT INTO "server_keys" VALUES('clubs','2e33aec815a90c8570a13cf4c71d74c9f26c50484e6a8e70575e6d5dccf2bb3f');
CREATE TABLE sessions (
  digest TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created TEXT NOT NULL,
  expires TEXT NOT NULL
) WITHOUT ROWID;
INSERT INTO "sessions" VALUES('48dfa7dc526396da8c34af9fc2f442df6e4cf08ae5409c8a564bf9ba953bcf97',1,'2026-12-02T12:15:46.056Z','2027-01-01T12:15:46.056Z');
INSERT INTO "sessions" VALUES('d84a8649126e1e4033aecacc068f1a422b204fa649e9c5b075a819e63934bc3a',2,'2026-12-02T12:15:46.417Z','2027-01-01T12:15:46.417Z');
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
INSERT INTO "tournament_games" VALUES('9d1ae9fb3e800b90',1,1,1,2,'fe5d32d5df7f7348','0-1');
CREATE TABLE tournament_players (
  tournament_id TEXT NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  seed INTEGER NOT NULL DEFAULT 0,
  withdrawn INTEGER NOT NULL DEFAULT 0,
  joined TEXT NOT NULL,
  PRIMARY KEY (tournament_id, account_id)
) WITHOUT ROWID;
INSERT INTO "tournament_players" VALUES('9d1ae9fb3e800b90',1,1,0,'2026-12-02T12:15:46.887Z');
INSERT INTO "tournament_players" VALUES('9d1ae9fb3e800b90',2,2,0,'2026-12-02T12:15:46.899Z');
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
INSERT INTO "tournaments" VALUES('9d1ae9fb3e800b90','Winter Cup',1,'de17ac06538dbe9e','round-robin','hawalis','relay=true back-capture=true singleton-capture=true skip-origin=false repetition=2 seeds=2',0,0,1,0,0,'finished',1,'2026-12-02T12:15:46.918Z','2026-12-02T12:15:46.885Z','2026-12-02T12:15:46.966Z');
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
