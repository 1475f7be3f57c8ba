#include "server/tournaments/director.h"

#include <algorithm>
#include <cstdio>
#include <map>

#include "core/notation.h"
#include "server/db/utc_time.h"
#include "server/ratings/rating_store.h"
#include "server/ratings/speed.h"
#include "server/tournaments/manual_pairing.h"
#include "server/tournaments/round_clock.h"
#include "server/tournaments/round_robin.h"
#include "server/tournaments/schedule.h"
#include "server/tournaments/start_time.h"
#include "server/tournaments/swiss.h"

namespace manqala::tournaments {
namespace {

// An account's rating at the tournament's game and speed (a new player's without one).
double rating_of(ratings::RatingStore& ratings, const Tournament& t, int64_t account) {
  const std::string speed(ratings::speed_of(t.clock_initial_ms, t.clock_increment_ms));
  for (const auto& p : ratings.ratings_of(account))
    if (p.game == t.game && p.speed == speed) return p.rating.rating;
  return ratings::Rating{}.rating;
}

// A board's result from its game's stored result ("over S resigned", "over N forfeit", "over
// draw ..."), or from its status: "forfeited" when neither player came.
std::string result_of(const GameSummary& g) {
  if (g.status == "forfeited") return "--";
  if (g.status != "over") return "";
  const auto words = split_words(g.result);
  if (words.size() < 2) return "";
  const bool forfeit = words.size() > 2 && words[2] == "forfeit";
  if (words[1] == "S") return forfeit ? "+-" : "1-0";
  if (words[1] == "N") return forfeit ? "-+" : "0-1";
  return "1/2";
}

std::vector<Board> current_boards(const std::vector<Board>& all, int round) {
  std::vector<Board> out;
  for (const Board& b : all)
    if (b.round == round) out.push_back(b);
  return out;
}

std::string name_of(const std::vector<Entrant>& entrants, int64_t account) {
  for (const Entrant& e : entrants)
    if (e.account_id == account) return e.name;
  return "";
}

}  // namespace

Director::Director(Archive& archive, Games& games, accounts::Notices& notices)
    : archive_(archive),
      games_(games),
      notices_(notices),
      store_(TournamentStore::open(archive.database())),
      cluster_(*games.context().cluster) {}

Director::Held::Held(Director& d) : d_(d), lock_(d.mu_) {
  if (d_.depth_ == 0) d_.section_ = d_.cluster_.exclusive("tournament director");
  ++d_.depth_;
}

Director::Held::~Held() {
  if (--d_.depth_ == 0) d_.section_.reset();
}

Director::~Director() { shutdown(); }

void Director::shutdown() {
  if (ticker_) ticker_->stop();
}

void Director::resume_all() {
  for (const std::string& id : store_->running()) {
    const Held held(*this);
    carry_on(id);
    // Clocks tick only in rooms in memory: the games of the round are opened again.
    for (const Board& b : current_boards(store_->boards(id), must_find(id).round))
      if (!b.game_id.empty() && b.result.empty()) games_.adopt(b.game_id, [](std::shared_ptr<Room>, RoomAnswer) {});
  }
  ticker_.emplace("tournament director", std::chrono::seconds(1), [this] { tick(); });
}

Tournament Director::must_find(const std::string& id) {
  auto t = store_->find(id);
  if (!t) throw Refused(404, "no tournament " + id.substr(0, 40));
  return *t;
}

void Director::start(const std::string& id) {
  const Held held(*this);
  const Tournament t = must_find(id);
  if (t.status != "registering") throw Refused(409, "the tournament has started already");
  std::vector<Entrant> entrants = store_->entrants(id);
  std::erase_if(entrants, [](const Entrant& e) { return e.withdrawn; });
  if (entrants.size() < 2) throw Refused(409, "a tournament needs at least two players");
  // Seeds: the rating at this game and speed, highest first; registration order among equals.
  const auto ratings = ratings::RatingStore::open(archive_.database());
  std::vector<std::pair<double, int64_t>> by_rating;
  for (const Entrant& e : entrants) by_rating.emplace_back(rating_of(*ratings, t, e.account_id), e.account_id);
  std::stable_sort(by_rating.begin(), by_rating.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
  std::vector<int64_t> seeded;
  for (const auto& [r, account] : by_rating) seeded.push_back(account);
  const int n = static_cast<int>(seeded.size());
  const int rounds = t.format == "swiss" ? t.rounds : static_cast<int>(round_robin(n, t.format == "double-round-robin").size());
  store_->start(id, seeded, rounds);
  carry_on(id);
}

void Director::pause(const std::string& id) {
  const Held held(*this);
  if (must_find(id).status != "running") throw Refused(409, "only a running tournament can be paused");
  store_->set_status(id, "paused");
}

void Director::resume(const std::string& id) {
  const Held held(*this);
  if (must_find(id).status != "paused") throw Refused(409, "the tournament is not paused");
  store_->set_status(id, "running");
  carry_on(id);
}

void Director::withdraw(const std::string& id, int64_t account) {
  const Held held(*this);
  const Tournament t = must_find(id);
  if (t.status == "finished") throw Refused(409, "the tournament is over");
  if (t.status == "registering") return store_->remove_entrant(id, account);
  store_->withdraw(id, account);
  for (const Board& b : current_boards(store_->boards(id), t.round)) {
    if (!b.result.empty() || (b.south_id != account && b.north_id != account)) continue;
    const Side loser = b.south_id == account ? Side::South : Side::North;
    if (b.game_id.empty()) {
      store_->set_result(id, b.round, b.board, loser == Side::South ? "-+" : "+-");
    } else {
      games_.open(b.game_id, [loser](std::shared_ptr<Room> room, RoomAnswer) {
        if (room) room->forfeit(loser, [](RoomAnswer) {});  // its end comes back through game_over
      });
    }
  }
  carry_on(id);
}

void Director::correct(const std::string& id, int round, int board, const std::string& result) {
  const Held held(*this);
  const Tournament t = must_find(id);
  if (std::find(std::begin(kResults), std::end(kResults), result) == std::end(kResults) || result == "bye" ||
      result == "half-bye")
    throw Refused(400, "a result is 1-0, 0-1, 1/2, +-, -+ or --");
  const auto boards = store_->boards(id);
  auto it = std::find_if(boards.begin(), boards.end(), [&](const Board& b) { return b.round == round && b.board == board; });
  if (it == boards.end()) throw Refused(404, "no board " + std::to_string(board) + " in round " + std::to_string(round));
  if (it->north_id == 0) throw Refused(409, "a bye has no result to correct");
  store_->set_result(id, round, board, result);
  if (!it->game_id.empty()) end_game(it->game_id, result);
  carry_on(id);
}

void Director::ask_bye(const std::string& id, int64_t account, int round) {
  const Held held(*this);
  const Tournament t = must_find(id);
  if (t.format != "swiss" || t.max_byes <= 0) throw Refused(409, "this tournament takes no byes asked for in advance");
  if (t.status == "finished") throw Refused(409, "the tournament is over");
  bool playing = false;
  for (const Entrant& e : store_->entrants(id)) playing |= e.account_id == account && !e.withdrawn;
  if (!playing) throw Refused(409, "only its registered players ask for a bye");
  if (round < 1 || round > t.rounds) throw Refused(400, "'round' is 1 to " + std::to_string(t.rounds));
  if (round <= t.round) throw Refused(409, "round " + std::to_string(round) + " is paired already");
  int asked = 0;
  for (const AskedBye& b : store_->asked_byes(id)) asked += b.account_id == account;
  if (asked >= t.max_byes)
    throw Refused(409, "at most " + std::to_string(t.max_byes) + (t.max_byes == 1 ? " bye" : " byes") + " a player");
  if (!store_->ask_bye(id, account, round)) throw Refused(409, "a bye for round " + std::to_string(round) + " is asked for already");
}

void Director::cancel_bye(const std::string& id, int64_t account, int round) {
  const Held held(*this);
  const Tournament t = must_find(id);
  if (round <= t.round) throw Refused(409, "round " + std::to_string(round) + " is paired already: its bye stands");
  if (!store_->cancel_bye(id, account, round)) throw Refused(404, "no bye asked for round " + std::to_string(round));
}

std::vector<pairing::Breach> Director::set_manual_pairings(const std::string& id, const std::string& text) {
  const Held held(*this);
  const Tournament t = must_find(id);
  if (t.format != "swiss") throw Refused(409, "only a Swiss's rounds are paired by hand");
  if (t.status != "running" && t.status != "paused") throw Refused(409, "only a running tournament's next round is paired by hand");
  if (t.round >= t.rounds) throw Refused(409, "the last round is paired already");
  if (text.find_first_not_of(" \t\r\n") == std::string::npos) {
    store_->set_manual_pairings(id, "");
    return {};
  }
  // The rules the pairing is checked against read the scores: with a result still to come
  // they would be checked against a round that is not the one to pair.
  for (const Board& b : current_boards(store_->boards(id), t.round))
    if (b.result.empty())
      throw Refused(409, "round " + std::to_string(t.round) +
                             " is still being played: pair the next one by hand once its results are in (pause the tournament, "
                             "or set a pause between rounds)");
  const pairing::Tournament model = swiss_model(t, store_->entrants(id), store_->boards(id), store_->asked_byes(id));
  Round round;
  try {
    round = manual_round(text, store_->entrants(id), model);
  } catch (const BadManualPairing& e) {
    throw Refused(400, e.what());
  }
  std::vector<pairing::Breach> breaches;
  try {
    breaches = pairing::check_dutch(model, t.round + 1, as_pairing(round));
  } catch (const std::exception& e) {  // a pairing the checker cannot read is one it cannot vouch for
    breaches.push_back({"players", e.what()});
  }
  store_->set_manual_pairings(id, text);
  return breaches;
}

void Director::end_game(const std::string& game_id, const std::string& result) {
  const auto g = archive_.summary(game_id);
  if (!g || g->status != "ongoing") return;
  games_.open(game_id, [result](std::shared_ptr<Room> room, RoomAnswer) {
    if (!room) return;
    const auto ignore = [](RoomAnswer) {};  // over already: the director's result stands on the board
    if (result == "--") return room->forfeit_both(ignore);
    if (result == "+-" || result == "-+") return room->forfeit(result == "+-" ? Side::North : Side::South, ignore);
    room->adjudicate(result == "1/2" ? std::nullopt : std::optional(result == "1-0" ? Side::North : Side::South), ignore);
  });
}

void Director::game_over(const std::string& game_id) {
  auto found = store_->board_of_game(game_id);
  if (!found || !found->second.result.empty()) return;
  const Held held(*this);
  carry_on(found->first);
}

bool Director::record(const std::string& id, const Board& b) {
  const auto g = archive_.summary(b.game_id);
  const std::string result = g ? result_of(*g) : "";
  if (result.empty()) return false;
  // The game's ratings before its result: the next round is paired (and its boards show the
  // ratings) as soon as the last result is in, and this game's end may still be on its way to
  // the ratings (GameEnded, on another thread). Applying is once only (RatingStore::apply).
  ratings::RatingStore::open(archive_.database())->apply(b.game_id);
  store_->set_result(id, b.round, b.board, result);
  return true;
}

void Director::carry_on(const std::string& id) {
  for (;;) {
    const Tournament t = must_find(id);
    if (t.status == "registering" || t.status == "finished") return;
    const std::vector<Entrant> entrants = store_->entrants(id);
    bool complete = t.round > 0;
    for (const Board& b : current_boards(store_->boards(id), t.round)) {
      if (b.result.empty() && b.game_id.empty()) create_game(t, b, entrants);
      else if (b.result.empty() && record(id, b)) continue;
      if (b.result.empty()) complete = false;
    }
    if (t.round > 0 && !complete) return;
    if (t.round > 0 && store_->round_over(id)) continue;  // noted when it ended: the pause counts from then
    if (t.status == "paused") return;  // results are recorded; no new round
    if (t.round >= t.rounds) {
      store_->set_status(id, "finished");
      for (const Entrant& e : entrants) notices_.notify(e.account_id, {{"type", "tournament-over"}, {"tournament", id}, {"name", t.name}});
      return;
    }
    if (const auto at = next_pairing_at(t); at && Clock::now() < *at) return;  // the ticker comes back
    next_round(t);
  }
}

void Director::next_round(const Tournament& t) {
  const std::vector<Entrant> entrants = store_->entrants(t.id);
  const int n = static_cast<int>(entrants.size());
  Round round;
  bool by_hand = false;
  if (t.format == "swiss") {
    const pairing::Tournament history = swiss_model(t, entrants, store_->boards(t.id), store_->asked_byes(t.id));
    auto next = swiss_round(history);
    if (!t.manual_pairings.empty()) {
      // Checked when saved; checked again, as a player may have withdrawn or asked for a bye since.
      try {
        next = manual_round(t.manual_pairings, entrants, history);
        by_hand = true;
      } catch (const BadManualPairing& e) {
        std::fprintf(stderr, "manqala serve: tournament %s round %d: the pairing by hand is not used: %s\n", t.id.c_str(),
                     t.round + 1, e.what());
      }
    }
    if (!next) {
      // Nobody left can meet anybody new: the tournament ends with the rounds played.
      store_->set_status(t.id, "finished");
      for (const Entrant& e : entrants) notices_.notify(e.account_id, {{"type", "tournament-over"}, {"tournament", t.id}, {"name", t.name}});
      return;
    }
    round = *next;
  } else {
    round = round_robin(n, t.format == "double-round-robin").at(t.round);
  }
  std::vector<Board> boards = boards_of(t.round + 1, round, entrants);
  for (const int player : round.asked_byes)  // not paired: half a point each
    boards.push_back({t.round + 1, static_cast<int>(boards.size()) + 1, entrants[static_cast<std::size_t>(player)].account_id, 0, "",
                      "half-bye"});
  const auto ratings = ratings::RatingStore::open(archive_.database());  // as the round is paired, for its page
  for (Board& b : boards) {
    b.by_hand = by_hand;
    b.south_rating = rating_of(*ratings, t, b.south_id);
    if (b.north_id != 0) b.north_rating = rating_of(*ratings, t, b.north_id);
  }
  store_->add_round(t.id, t.round + 1, boards);
}

void Director::create_game(const Tournament& t, const Board& b, const std::vector<Entrant>& entrants) {
  NewGame g;
  g.game = t.game;
  for (auto w : split_words(t.options)) g.options.emplace_back(w);
  g.opponent = "friend";
  g.human = "south";
  g.rated = t.rated;
  g.clock_minutes = static_cast<int>(t.clock_initial_ms / 60000);
  g.clock_seconds = static_cast<int>(t.clock_initial_ms / 1000 % 60);
  g.clock_increment_s = static_cast<int>(t.clock_increment_ms / 1000);
  const std::string south = name_of(entrants, b.south_id), north = name_of(entrants, b.north_id);
  g.creator = {b.south_id, south};
  g.paired = {b.north_id, north};
  g.tournament = true;
  std::string game_id;
  try {
    game_id = games_.create(g, "").room->id();
  } catch (const std::exception& e) {  // the server is full: the ticker tries again
    std::fprintf(stderr, "manqala serve: tournament %s round %d board %d: %s\n", t.id.c_str(), b.round, b.board, e.what());
    return;
  }
  store_->set_game(t.id, b.round, b.board, game_id);
  for (auto [account, side, opponent] : {std::tuple{b.south_id, "south", north}, std::tuple{b.north_id, "north", south}})
    notices_.notify(account, {{"type", "game-ready"}, {"game", game_id}, {"tournament", t.id}, {"name", t.name},
                              {"round", b.round}, {"side", side}, {"opponent", opponent}});
}

void Director::tick() {
  if (!cluster_.lease("tournament director")) return;  // another process ticks
  const auto now = Clock::now();
  // Scheduled starts: one with fewer than two players stays registering (its page says why)
  // and is tried again each second, so it starts as soon as a second player comes.
  for (const std::string& id : store_->due_to_start(utc_time(now))) {
    try {
      start(id);
    } catch (const Refused&) {
    }
  }
  for (const std::string& id : store_->running()) {
    const Held held(*this);
    carry_on(id);  // anything a failure left undone
    const Tournament t = must_find(id);
    if (t.status != "running" || t.forfeit_after_s <= 0) continue;
    if (now < parse_utc(t.round_started) + std::chrono::seconds(t.forfeit_after_s)) continue;
    for (const Board& b : current_boards(store_->boards(id), t.round)) {
      if (!b.result.empty() || b.game_id.empty()) continue;
      const auto g = archive_.summary(b.game_id);
      if (!g || g->status != "ongoing" || g->plies > 1) continue;
      // Who lost (or whether both did) is the room's to say: it knows who came.
      games_.open(b.game_id, [](std::shared_ptr<Room> room, RoomAnswer) {
        if (room) room->forfeit_no_show([](RoomAnswer) {});
      });
    }
  }
}

}  // namespace manqala::tournaments
