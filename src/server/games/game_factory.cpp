#include "server/games/game_factory.h"

#include <algorithm>

#include "core/notation.h"
#include "games/registry.h"
#include "search/levels.h"
#include "server/common/refused.h"
#include "server/common/secrets.h"
#include "server/games/game_options.h"
#include "server/room/account_seat_token.h"
#include "server/room/move_deadline.h"

namespace manqala {

namespace {

// The creator's side ("south", "north", or "both" against the engine), a random one drawn.
std::string creator_side(const NewGame& g, bool friendly) {
  std::string human = g.human;
  if (human == "random") human = random_hex(1)[0] < '8' ? "south" : "north";
  if (human != "south" && human != "north" && (human != "both" || friendly))
    throw ParseError(std::string("human must be south, north") + (friendly ? " or random" : ", random or both") +
                     ", not '" + human.substr(0, 20) + "'");
  return human;
}

// The level, the clock and the rating of a new game, as its opponent allows them.
void check_terms(const NewGame& g, bool friendly) {
  if (g.level < 1 || g.level > kMaxLevel) throw ParseError("level must be from 1 to 10");
  if (g.clock_minutes < 0 || g.clock_minutes > 180) throw ParseError("clock minutes must be from 0 to 180");
  if (g.clock_seconds < 0 || g.clock_seconds > 59) throw ParseError("clock seconds must be from 0 to 59");
  if (g.clock_increment_s < 0 || g.clock_increment_s > 60) throw ParseError("clock increment must be from 0 to 60 s");
  const bool clocked = g.clock_minutes > 0 || g.clock_seconds > 0;
  if ((clocked || g.clock_increment_s > 0 || g.listed) && !friendly)
    throw ParseError("clocks and the lobby are for games between two people (opponent: friend)");
  if (!clocked && g.clock_increment_s > 0) throw ParseError("an increment needs a clock (minutes)");
  if (g.clock_days != 0) {
    const auto& days = kCorrespondenceDays;
    if (std::find(days.begin(), days.end(), g.clock_days) == days.end())
      throw Refused(400, "days a move must be 1, 2, 3, 5, 7 or 14", "days-per-move");
    if (clocked || g.clock_increment_s > 0)
      throw Refused(400, "a correspondence game has days a move, not minutes", "days-and-minutes");
    if (!friendly) throw ParseError("correspondence games are between two people (opponent: friend)");
  }
  if (g.rated && !friendly && g.engine_account.id == 0)
    throw ParseError("only games between two people are rated (opponent: friend)");
  if (g.rated && g.creator.id == 0) throw Refused(403, "log in to create a rated game", "rated-login");
  if (g.rated && !g.start.empty()) throw ParseError("a rated game starts from the usual position");
}

}  // namespace

CreatedGame GameFactory::create(const NewGame& g, const std::string& client) {
  const bool friendly = g.opponent == "friend";
  if (!friendly && g.opponent != "engine")
    throw ParseError("opponent must be engine or friend, not '" + g.opponent.substr(0, 20) + "'");
  const std::string human = creator_side(g, friendly);
  check_terms(g, friendly);
  const GameDescription& game = game_named(g.game);
  const std::string options = checked_options(game, g.options);
  if (g.paired.id != 0 && (!friendly || g.creator.id == 0 || human == "both"))
    throw ParseError("a paired game is between two accounts");
  if (!creates_.allow(client)) throw Refused(429, "too many new games from this address; wait a minute");
  if (!g.start.empty()) checked_start(g.game, options, g.start);
  RoomCache::Reservation place = rooms_.reserve(client, max_games_, max_per_client_, g.tournament);
  Database& db = context_.archive.database();
  StoredGame s;
  s.id = random_hex(8);
  place.name(s.id);
  s.game = std::string(game.name());
  s.options = options;
  s.start = g.start;
  const std::string invite = friendly && g.paired.id == 0 ? random_hex(16) : "";
  const bool south_mine = human == "south" || human == "both", north_mine = human == "north" || human == "both";
  const std::string token =
      g.creator.id == 0 ? random_hex(16) : account_seat_token(db, s.id, south_mine ? Side::South : Side::North);
  s.south = friendly || human != "north" ? "human" : "engine";
  s.north = friendly || human != "south" ? "human" : "engine";
  if (g.creator.id != 0) {
    (south_mine ? s.south : s.north) = g.creator.name;
    (south_mine ? s.south_account : s.north_account) = g.creator.id;
    if (human == "both") s.north = g.creator.name, s.north_account = g.creator.id;
  }
  if (!friendly && g.engine_account.id != 0)
    (s.south == "engine" ? s.south_account : s.north_account) = g.engine_account.id;
  s.rated = g.rated;
  if (s.rated) s.pool = context_.rating_pool(s.south_account, s.north_account);
  s.south_token = south_mine ? token_digest(token) : "";
  s.north_token = north_mine ? token_digest(token) : "";
  if (g.paired.id != 0) {
    const Side other = south_mine ? Side::North : Side::South;
    (south_mine ? s.north : s.south) = g.paired.name;
    (south_mine ? s.north_account : s.south_account) = g.paired.id;
    (south_mine ? s.north_token : s.south_token) = token_digest(account_seat_token(db, s.id, other));
  }
  s.level = g.level;
  s.opponent = g.opponent;
  s.invite = token_digest(invite);
  s.listed = g.listed;
  s.clock_initial_ms = (int64_t{g.clock_minutes} * 60 + g.clock_seconds) * 1000;
  s.clock_increment_ms = int64_t{g.clock_increment_s} * 1000;
  s.days_per_move = g.clock_days;
  if (g.paired.id != 0) s.turn_since_ms = wall_ms();  // both seated at once
  context_.archive.create(s);
  const auto room = Room::create(std::move(*context_.archive.load(s.id)), context_);
  place.fill(room);
  room->start();
  return {room, token, invite};
}

std::string GameFactory::rematch(const std::string& finished_id) {
  const auto stored = context_.archive.load(finished_id);
  if (!stored) throw DatabaseError("archive: no game " + finished_id);
  const StoredGame& old = *stored;
  RoomCache::Reservation place = rooms_.reserve("", max_games_, max_per_client_);
  Database& db = context_.archive.database();
  StoredGame s;
  s.id = random_hex(8);
  place.name(s.id);
  s.game = old.game, s.options = old.options, s.start = old.start, s.level = old.level;
  s.opponent = "friend", s.rated = old.rated, s.pool = old.pool;
  s.clock_initial_ms = old.clock_initial_ms, s.clock_increment_ms = old.clock_increment_ms;
  s.days_per_move = old.days_per_move;
  if (s.days_per_move > 0) s.turn_since_ms = wall_ms();  // both seated at once
  s.south = old.north, s.north = old.south;
  s.south_account = old.north_account, s.north_account = old.south_account;
  // A guest keeps the token it holds (its digest moves across); an account's seat has the
  // account's token for this game, which its pages fetch as for any game of theirs.
  auto seat = [&](Side side, int64_t account, const std::string& old_digest) {
    return account != 0 ? token_digest(account_seat_token(db, s.id, side)) : old_digest;
  };
  s.south_token = seat(Side::South, s.south_account, old.north_token);
  s.north_token = seat(Side::North, s.north_account, old.south_token);
  context_.archive.create(s);
  const auto room = Room::create(std::move(*context_.archive.load(s.id)), context_);
  place.fill(room);
  room->start();
  return s.id;
}

std::string GameFactory::continuation(const std::string& finished_id, size_t plies) {
  auto stored = context_.archive.load(finished_id);
  if (!stored) throw DatabaseError("archive: no game " + finished_id);
  RoomCache::Reservation place = rooms_.reserve("", max_games_, max_per_client_);
  StoredGame s = std::move(*stored);
  s.continued_from = s.id;
  s.id = random_hex(8);
  place.name(s.id);
  s.moves.resize(std::min(plies, s.moves.size()));
  s.outcome = StoredOutcome{};
  s.source = "play";
  // An account's seat has the account's token for this game; a guest keeps the one it holds.
  Database& db = context_.archive.database();
  if (s.south_account != 0) s.south_token = token_digest(account_seat_token(db, s.id, Side::South));
  if (s.north_account != 0) s.north_token = token_digest(account_seat_token(db, s.id, Side::North));
  context_.archive.create(s);
  const auto room = Room::create(std::move(*context_.archive.load(s.id)), context_);
  place.fill(room);
  room->start();
  return s.id;
}

}  // namespace manqala
