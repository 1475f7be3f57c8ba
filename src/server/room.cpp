#include "server/room.h"

#include <sys/random.h>

#include <algorithm>

#include <cstdio>

#include "protocol/record.h"

namespace manqala {

using nlohmann::json;

namespace {

// "south", "north" or "draw".
std::string winner_word(Winner w) {
  return w == Winner::Draw ? "draw" : side_word(w == Winner::South ? Side::South : Side::North);
}

// Who owns a pit, from its row: Hawalis rows 1-2 and Al-manqala row 1 are South's.
Side owner_of(const std::string& pit, int rows) {
  const int row = pit.size() == 2 ? pit[1] - '0' : 1;
  return row <= rows / 2 ? Side::South : Side::North;
}

// A score as people read it: "+2", "-1", "0", "win 5".
std::string signed_score(int score) {
  const std::string text = score_text(score);
  return !is_decisive(score) && text != "0" && text[0] != '-' ? "+" + text : text;
}

std::string capitalised(Side s) { return s == Side::South ? "South" : "North"; }

// The result in words, for the result dialog.
std::string result_words(const AnyGame& g, EndReason reason, Winner winner) {
  const std::string score =
      std::to_string(g.captured(Side::South)) + "–" + std::to_string(g.captured(Side::North));
  const std::string verdict = winner == Winner::Draw ? "a draw"
                              : capitalised(winner == Winner::South ? Side::South : Side::North) + " wins";
  const Side loser = winner == Winner::South ? Side::North : Side::South;
  switch (reason) {
    case EndReason::CapturedAll: return capitalised(loser) + " has no seeds left: " + verdict + ".";
    case EndReason::NoMoves: return capitalised(loser) + " has no legal move: " + verdict + ".";
    case EndReason::Repetition: return "The same position came round again: " + verdict + ".";
    case EndReason::Score: return verdict + " with " + score + " captured.";
    case EndReason::BoardEmpty: return "No seeds are left on the board: " + verdict + ", " + score + ".";
    case EndReason::LoopShared: return "The loop was shared out: " + verdict + ", " + score + ".";
    case EndReason::Starved:
      return "Nobody could feed the empty row; the seeds left went to the starved side: " + verdict + ", " + score + ".";
    case EndReason::None: break;
  }
  return verdict + ".";
}

}  // namespace

json board_json(const AnyGame& g) {
  json rows = json::array();
  for (const auto& row : g.board()) rows.push_back(json(std::vector<int>(row.begin(), row.end())));
  return rows;
}

json captured_json(const AnyGame& g) {
  return {{"south", g.captured(Side::South)}, {"north", g.captured(Side::North)}};
}

json trace_json(const MoveTrace& t) {
  json events = json::array();
  for (const auto& e : t.events) {
    json ev = {{"k", to_string(e.kind)}, {"pit", e.pit}};
    if (e.kind != TraceEvent::Kind::Drop) ev["n"] = e.count;
    events.push_back(std::move(ev));
  }
  return events;
}

// Plays `move` in `g`, returning what the page needs to animate it (docs/web-api.md "last").
json play_traced(AnyGame& g, const std::string& move) {
  json last = {{"move", move}, {"side", side_word(g.to_move())}, {"board_before", board_json(g)},
               {"captured_before", captured_json(g)}};
  const MoveTrace t = g.trace(move);
  g.play(move);
  last["trace"] = trace_json(t);
  last["truncated"] = t.truncated;
  return last;
}

std::string title_of(std::string_view game) { return game == "hawalis" ? "Hawalis" : "Al-manqala"; }

std::string side_word(Side s) { return s == Side::South ? "south" : "north"; }

std::string random_hex(size_t bytes) {
  std::vector<unsigned char> buf(bytes);
  size_t got = 0;
  while (got < bytes) {
    const ssize_t n = getrandom(buf.data() + got, bytes - got, 0);
    if (n < 0) throw std::runtime_error("no randomness from the operating system");
    got += static_cast<size_t>(n);
  }
  std::string hex;
  for (unsigned char b : buf) {
    char two[3];
    std::snprintf(two, sizeof two, "%02x", b);
    hex += two;
  }
  return hex;
}

Room::Room(StoredGame stored, Archive& archive, EnginePool& pool, RoomSettings settings)
    : stored_(std::move(stored)), archive_(archive), pool_(pool), settings_(settings) {
  const auto words = split_words(stored_.options);
  game_ = make_game(stored_.game, std::vector<std::string_view>(words.begin(), words.end()));
  if (!stored_.start.empty()) game_->set_position(stored_.start);
  for (size_t i = 0; i + 1 < stored_.moves.size(); ++i) game_->play(stored_.moves[i].move);
  if (!stored_.moves.empty()) last_ = play_traced(*game_, stored_.moves.back().move);  // to animate
  const auto result = split_words(stored_.outcome.result);
  if (stored_.outcome.shared) game_->share_loop();
  if (result.size() == 3 && (result[2] == "resigned" || result[2] == "time") && !game_->result().over())
    outside_end_ = OutsideEnd{result[1] == "S" ? Side::North : Side::South, std::string(result[2])};
  reset_clocks();
  // A restart does not charge the player to move for the time the server was down.
  turn_started_ = std::chrono::steady_clock::now();
}

void Room::reset_clocks() {
  for (int s = 0; s < 2; ++s) clock_left_[s] = stored_.clock_initial_ms;
  for (const auto& m : stored_.moves) {
    const int s = index(owner_of(m.move, game_->rows()));
    clock_left_[s] += stored_.clock_increment_ms - m.ms;
  }
}

int64_t Room::clock_left(Side s) const {
  const bool running = clock_running() && s == game_->to_move();
  return clock_left_[index(s)] - (running ? turn_ms() : 0);
}

bool Room::seats_taken() const {
  for (Side s : {Side::South, Side::North})
    if (seat(s) == SeatKind::Human && (s == Side::South ? stored_.south_token : stored_.north_token).empty())
      return false;
  return true;
}

bool Room::idle() const {
  std::lock_guard lock(mu_);
  return over() && !thinking_ &&
         std::none_of(watchers_.begin(), watchers_.end(), [](const WatcherSeat& w) { return !w.watcher.expired(); });
}

bool Room::ongoing() const {
  std::lock_guard lock(mu_);
  return !over();
}

void Room::flag_fall_locked(Side loser) {
  outside_end_ = OutsideEnd{loser, "time"};
  clock_left_[index(loser)] = 0;
  try {
    archive_.set_outcome(stored_.id, stored_outcome());
  } catch (const ArchiveError&) {
    // The result is kept in memory; the moves, which matter more, are all stored already.
  }
  ++generation_;
  broadcast_locked("state");
}

void Room::tick() {
  std::lock_guard lock(mu_);
  if (clock_running() && seat(game_->to_move()) == SeatKind::Human && clock_left(game_->to_move()) <= 0)
    flag_fall_locked(game_->to_move());
}

Room::~Room() {
  if (stop_) *stop_ = true;
}

Room::SeatKind Room::seat(Side s) const {
  const std::string& who = s == Side::South ? stored_.south : stored_.north;
  if (who == "human") return SeatKind::Human;
  if (who == "engine") return SeatKind::Engine;
  return SeatKind::Nobody;
}

bool Room::over() const { return outside_end_.has_value() || game_->result().over(); }

// Compares a token in a time that does not depend on where it first differs.
static bool same_token(const std::string& given, const std::string& seat) {
  if (given.empty() || given.size() != seat.size()) return false;
  unsigned char diff = 0;
  for (size_t i = 0; i < seat.size(); ++i) diff |= static_cast<unsigned char>(given[i] ^ seat[i]);
  return diff == 0;
}

bool Room::authorised(const std::string& token, Side& side, std::string& why) const {
  const bool south = same_token(token, stored_.south_token);
  const bool north = same_token(token, stored_.north_token);
  if (!south && !north) {
    why = token.empty() ? "this action needs the seat's token" : "that token holds no seat in this game";
    return false;
  }
  side = south && north ? game_->to_move() : south ? Side::South : Side::North;
  return true;
}

int64_t Room::turn_ms() const {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - turn_started_)
      .count();
}

json Room::result_json() const {
  if (!over()) return nullptr;
  if (outside_end_) {
    const Side loser = outside_end_->loser, winner = opponent(loser);
    const std::string why = outside_end_->reason == "time" ? capitalised(loser) + "'s time ran out"
                                                           : capitalised(loser) + " resigned";
    return {{"winner", side_word(winner)}, {"reason", outside_end_->reason},
            {"text", why + ": " + capitalised(winner) + " wins."}};
  }
  const Result r = game_->result();
  return {{"winner", winner_word(r.winner)}, {"reason", std::string(to_string(r.reason))},
          {"text", result_words(*game_, r.reason, r.winner)}};
}

StoredOutcome Room::stored_outcome() const {
  StoredOutcome o;
  if (!over()) return o;
  o.status = "over";
  o.result = outside_end_ ? "over " + std::string(1, side_letter(opponent(outside_end_->loser))) + " " +
                                 outside_end_->reason
                           : status_text(game_->result());
  o.shared = stored_.outcome.shared;
  return o;
}

json Room::state() const {
  std::lock_guard lock(mu_);
  return state_locked();
}

json Room::state_locked() const {
  json moves = json::array();
  for (const auto& m : stored_.moves)
    moves.push_back({{"move", m.move}, {"side", side_word(owner_of(m.move, game_->rows()))}, {"ms", m.ms}});
  json share = nullptr;
  if (!over() && game_->share_result().over()) {
    auto shared = game_->clone();
    shared->share_loop();
    const Result r = shared->result();
    share = {{"south", shared->captured(Side::South)}, {"north", shared->captured(Side::North)},
             {"winner", winner_word(r.winner)}};
  }
  bool connected[2] = {false, false};
  int spectators = 0;
  for (const auto& w : watchers_) {
    if (w.watcher.expired()) continue;
    if (w.side < 0) ++spectators;
    else connected[w.side] = true;
  }
  json seats = json::object();
  for (Side s : {Side::South, Side::North}) {
    const bool engine = seat(s) == SeatKind::Engine;
    const std::string& token = s == Side::South ? stored_.south_token : stored_.north_token;
    seats[side_word(s)] = {{"player", engine ? "engine" : seat(s) == SeatKind::Human ? "human" : "nobody"},
                           {"taken", engine || !token.empty()},
                           {"connected", engine || connected[index(s)]}};
  }
  json clock = nullptr;
  if (has_clock())
    clock = {{"initial_ms", stored_.clock_initial_ms}, {"increment_ms", stored_.clock_increment_ms},
             {"south_ms", std::max<int64_t>(0, clock_left(Side::South))},
             {"north_ms", std::max<int64_t>(0, clock_left(Side::North))},
             {"running", clock_running() ? json(side_word(game_->to_move())) : json(nullptr)}};
  return {{"id", stored_.id},
          {"game", stored_.game},
          {"title", title_of(stored_.game)},
          {"options", game_->options_text()},
          {"rows", game_->rows()},
          {"players", {{"south", stored_.south}, {"north", stored_.north}}},
          {"level", stored_.level},
          {"position", game_->position_text()},
          {"board", board_json(*game_)},
          {"to_move", side_word(game_->to_move())},
          {"captured", captured_json(*game_)},
          {"legal", over() || !seats_taken() ? std::vector<std::string>{} : game_->legal_moves()},
          {"ply", stored_.moves.size()},
          {"moves", moves},
          {"last", last_},
          {"status", over() ? "over" : "ongoing"},
          {"result", result_json()},
          {"thinking", thinking_},
          {"share", share},
          {"opponent", stored_.opponent},
          {"listed", stored_.listed},
          {"seats", seats},
          {"spectators", spectators},
          {"clock", clock},
          {"share_offer", share_offer_ < 0 ? json(nullptr) : json(side_word(static_cast<Side>(share_offer_)))}};
}

void Room::broadcast_locked(const char* type) {
  auto message = std::make_shared<const std::string>(json_text({{"type", type}, {"game", state_locked()}}));
  std::erase_if(watchers_, [&](const WatcherSeat& w) {
    auto live = w.watcher.lock();
    if (live) live->send_state(message);
    return !live;
  });
}

void Room::watch(const std::shared_ptr<Watcher>& w) {
  std::lock_guard lock(mu_);
  watchers_.push_back({w, -1});
  broadcast_locked("state");  // the newcomer's first state; the others see one more spectator
}

void Room::unwatch(const Watcher* w) {
  std::lock_guard lock(mu_);
  std::erase_if(watchers_, [&](const WatcherSeat& x) {
    auto live = x.watcher.lock();
    return !live || live.get() == w;
  });
  broadcast_locked("state");
}

void Room::identify(const Watcher* w, const std::string& token) {
  std::lock_guard lock(mu_);
  Side side;
  std::string why;
  const int seat = authorised(token, side, why) ? index(same_token(token, stored_.south_token) ? Side::South : Side::North) : -1;
  for (auto& x : watchers_)
    if (x.watcher.lock().get() == w && x.side != seat) {
      x.side = seat;
      broadcast_locked("state");
      return;
    }
}

Outcome Room::join(const std::string& invite, bool from_lobby) {
  std::lock_guard lock(mu_);
  if (stored_.opponent != "friend") return Outcome::error(409, "this game is against the engine; watch it instead");
  const bool south_open = stored_.south_token.empty(), north_open = stored_.north_token.empty();
  if (!south_open && !north_open) return Outcome::error(409, "both seats are taken; you can watch this game");
  const bool by_code = !invite.empty() && invite == stored_.invite;
  if (!by_code && !(from_lobby && stored_.listed))
    return Outcome::error(403, from_lobby ? "this invitation is not in the lobby" : "that invitation code is not this game's");
  if (over()) return Outcome::error(409, "the game is over");
  const Side side = south_open ? Side::South : Side::North;
  const std::string token = random_hex(16);
  try {
    archive_.claim_seat(stored_.id, side == Side::South, token);
  } catch (const ArchiveError& e) {
    return Outcome::error(500, e.what());
  }
  (side == Side::South ? stored_.south_token : stored_.north_token) = token;
  stored_.invite.clear();
  turn_started_ = std::chrono::steady_clock::now();  // the clock starts when both are seated
  ++generation_;
  broadcast_locked("state");
  return {200, {{"token", token}, {"side", side_word(side)}, {"game", state_locked()}}};
}

void Room::start() {
  std::lock_guard lock(mu_);
  think_locked();
}

Outcome Room::move(const std::string& token, const std::string& move, int64_t ply) {
  std::lock_guard lock(mu_);
  Side side;
  std::string why;
  if (!authorised(token, side, why)) return Outcome::error(403, why);
  const int64_t now_ply = static_cast<int64_t>(stored_.moves.size());
  if (ply >= 0 && ply < now_ply && stored_.moves[ply].move == move)
    return {200, {{"game", state_locked()}}};  // a repeated message: already played
  if (ply != now_ply) {
    Outcome o = Outcome::error(409, "the game has moved on (ply " + std::to_string(now_ply) + ", not " +
                                        std::to_string(ply) + ")");
    o.body["game"] = state_locked();
    return o;
  }
  if (over()) return Outcome::error(409, "the game is over");
  if (side != game_->to_move()) return Outcome::error(409, "it is " + side_word(game_->to_move()) + "'s turn");
  if (!seats_taken()) return Outcome::error(409, "the other seat is still open: wait for your opponent");
  const int64_t elapsed = turn_ms();
  if (clock_running() && elapsed >= clock_left_[index(side)]) {
    flag_fall_locked(side);
    return Outcome::error(409, "your time ran out");
  }
  try {
    commit_move_locked(move, elapsed);
  } catch (const ParseError& e) {
    return Outcome::error(400, e.what());
  } catch (const ArchiveError& e) {
    return Outcome::error(500, e.what());
  }
  think_locked();
  return {200, {{"game", state_locked()}}};
}

void Room::commit_move_locked(const std::string& move, int64_t ms) {
  const Side mover = game_->to_move();
  json last = play_traced(*game_, move);  // throws ParseError, changing nothing, if illegal
  const StoredMove stored{move, ms};
  try {
    archive_.add_move(stored_.id, static_cast<int>(stored_.moves.size()), stored, stored_outcome());
  } catch (const ArchiveError&) {
    game_->undo();
    throw;
  }
  stored_.moves.push_back(stored);
  clock_left_[index(mover)] += stored_.clock_increment_ms - ms;
  share_offer_ = -1;
  last_ = std::move(last);
  ++generation_;
  turn_started_ = std::chrono::steady_clock::now();
  broadcast_locked("state");
}

void Room::think_locked() {
  if (over() || thinking_ || seat(game_->to_move()) != SeatKind::Engine) return;
  thinking_ = true;
  stop_ = std::make_shared<std::atomic<bool>>(false);
  std::shared_ptr<const AnyGame> snapshot = game_->clone();
  const PlayerOptions player{PlayerKind::AlphaBeta, stored_.level, 1, 0, 0};
  SearchLimits limits;
  limits.movetime_ms = settings_.engine_ms;
  pool_.submit([weak = weak_from_this(), snapshot, player, limits, stop = stop_, gen = generation_](
                   TranspositionTable& tt) {
    if (*stop) return;
    tt.clear();
    const AnyGame::Report r = snapshot->think(player, limits, tt, *stop, {});
    const std::string move = r.pv.empty() ? snapshot->legal_moves().front() : r.pv.front();
    if (auto room = weak.lock()) room->engine_moved(gen, move);
  });
  broadcast_locked("thinking");
}

void Room::engine_moved(uint64_t generation, const std::string& move) {
  std::lock_guard lock(mu_);
  if (generation != generation_ || over()) return;  // the game changed while it thought
  thinking_ = false;
  try {
    commit_move_locked(move, turn_ms());  // from its turn's start: waiting for a thread counts
  } catch (const ArchiveError&) {
    // The engine's move is lost, not the game; it thinks again when the game is next loaded.
  }
}

Outcome Room::undo(const std::string& token) {
  std::lock_guard lock(mu_);
  Side side;
  std::string why;
  if (!authorised(token, side, why)) return Outcome::error(403, why);
  if (stored_.opponent == "friend") return Outcome::error(409, "no take-backs in a game between two people");
  const size_t before = stored_.moves.size();
  bool changed = false;
  if (outside_end_) {
    outside_end_.reset();
    changed = true;
  } else if (stored_.outcome.shared) {
    game_->undo();  // the agreement
    stored_.outcome.shared = false;
    changed = true;
  } else {
    // Back to the last turn of a human: the engine's replies go, then one human move.
    const int rows = game_->rows();
    while (!stored_.moves.empty() && seat(owner_of(stored_.moves.back().move, rows)) == SeatKind::Engine) {
      game_->undo();
      stored_.moves.pop_back();
    }
    if (!stored_.moves.empty()) {
      game_->undo();
      stored_.moves.pop_back();
    }
    changed = stored_.moves.size() != before;
  }
  if (!changed) return Outcome::error(409, "there is no move of yours to take back");
  reset_clocks();
  if (stop_) *stop_ = true;
  thinking_ = false;
  ++generation_;
  try {
    archive_.truncate(stored_.id, static_cast<int>(stored_.moves.size()), stored_outcome());
  } catch (const ArchiveError& e) {
    return Outcome::error(500, e.what());
  }
  // The animation of the move now last: replayed from the start, which is cheap.
  last_ = nullptr;
  if (!stored_.moves.empty()) {
    auto replay = game_->clone();
    replay->undo();
    last_ = play_traced(*replay, stored_.moves.back().move);
  }
  turn_started_ = std::chrono::steady_clock::now();
  broadcast_locked("state");
  think_locked();
  return {200, {{"game", state_locked()}}};
}

Outcome Room::resign(const std::string& token) {
  std::lock_guard lock(mu_);
  Side side;
  std::string why;
  if (!authorised(token, side, why)) return Outcome::error(403, why);
  if (over()) return Outcome::error(409, "the game is over");
  outside_end_ = OutsideEnd{side, "resigned"};
  try {
    archive_.set_outcome(stored_.id, stored_outcome());
  } catch (const ArchiveError& e) {
    outside_end_.reset();
    return Outcome::error(500, e.what());
  }
  if (stop_) *stop_ = true;
  thinking_ = false;
  ++generation_;
  broadcast_locked("state");
  return {200, {{"game", state_locked()}}};
}

void Room::analyse(int64_t ms, std::function<void(const AnyGame::Report&)> then) {
  std::shared_ptr<const AnyGame> snapshot;
  {
    std::lock_guard lock(mu_);
    snapshot = game_->clone();
  }
  SearchLimits limits;
  limits.movetime_ms = ms;
  pool_.submit([snapshot, limits, then = std::move(then)](TranspositionTable& tt) {
    std::atomic<bool> stop{false};
    tt.clear();
    then(snapshot->think(PlayerOptions{}, limits, tt, stop, {}));
  });
}

void Room::hint(const std::string& token, OutcomeSink done) {
  {
    std::lock_guard lock(mu_);
    Side side;
    std::string why;
    if (!authorised(token, side, why)) return done(Outcome::error(403, why));
    if (over()) return done(Outcome::error(409, "the game is over"));
    if (stored_.opponent == "friend") return done(Outcome::error(409, "no engine hints in a game between two people"));
  }
  analyse(std::min<int64_t>(settings_.engine_ms, 500), [done](const AnyGame::Report& r) {
    done({200, {{"move", r.pv.empty() ? json(nullptr) : json(r.pv.front())}, {"score", signed_score(r.score)},
                {"pv", r.pv}, {"depth", r.depth}}});
  });
}

void Room::evaluate(OutcomeSink done) {
  Side to_move;
  {
    std::lock_guard lock(mu_);
    if (over()) {
      const int diff = game_->captured(Side::South) - game_->captured(Side::North);
      return done({200, {{"score", diff}, {"text", std::to_string(diff)}, {"depth", 0}, {"pv", json::array()}}});
    }
    if (stored_.opponent == "friend")  // not even for spectators: they could pass it on
      return done(Outcome::error(409, "no engine evaluation while a game between two people goes on"));
    to_move = game_->to_move();
  }
  analyse(std::min<int64_t>(settings_.engine_ms, 300), [done, to_move](const AnyGame::Report& r) {
    const int sign = to_move == Side::South ? 1 : -1;
    const double seeds = is_decisive(r.score) ? (r.score > 0 ? 1000.0 : -1000.0) : r.score / double(kSeed);
    done({200, {{"score", sign * seeds}, {"text", signed_score(r.score)}, {"depth", r.depth}, {"pv", r.pv}}});
  });
}

void Room::share(const std::string& token, OutcomeSink done) {
  uint64_t generation;
  Side side;
  bool engine_decides;
  {
    std::lock_guard lock(mu_);
    std::string why;
    if (!authorised(token, side, why)) return done(Outcome::error(403, why));
    if (over()) return done(Outcome::error(409, "the game is over"));
    if (!game_->share_result().over()) return done(Outcome::error(409, title_of(stored_.game) + " has no sharing of a loop"));
    engine_decides = seat(opponent(side)) == SeatKind::Engine;
    generation = generation_;
  }
  auto accept = [self = shared_from_this(), done, generation](bool accepted) {
    std::lock_guard lock(self->mu_);
    if (generation != self->generation_) return done(Outcome::error(409, "the game changed meanwhile"));
    if (accepted) {
      self->game_->share_loop();
      self->stored_.outcome.shared = true;
      try {
        self->archive_.set_outcome(self->stored_.id, self->stored_outcome());
      } catch (const ArchiveError& e) {
        self->game_->undo();
        self->stored_.outcome.shared = false;
        return done(Outcome::error(500, e.what()));
      }
      if (self->stop_) *self->stop_ = true;
      self->thinking_ = false;
      ++self->generation_;
      self->broadcast_locked("state");
    }
    done({200, {{"accepted", accepted}, {"game", self->state_locked()}}});
  };
  if (!engine_decides) {
    std::unique_lock lock(mu_);
    // Between two people the other must agree: the second proposal, from the other side, is
    // the acceptance. With one person at both seats it is agreed at once.
    if (stored_.opponent == "friend" && share_offer_ != static_cast<int>(index(opponent(side)))) {
      share_offer_ = index(side);
      broadcast_locked("state");
      return done({200, {{"accepted", false}, {"offered", true}, {"game", state_locked()}}});
    }
    lock.unlock();
    return accept(true);
  }
  // The engine accepts when the share is worth at least what its search expects.
  analyse(std::min<int64_t>(settings_.engine_ms, 500), [self = shared_from_this(), accept, side](const AnyGame::Report& r) {
    Side to_move;
    int share_diff;
    {
      std::lock_guard lock(self->mu_);
      to_move = self->game_->to_move();
      auto shared = self->game_->clone();
      shared->share_loop();
      const Side engine = opponent(side);
      share_diff = kSeed * (shared->captured(engine) - shared->captured(opponent(engine)));
    }
    const int engine_view = to_move == opponent(side) ? r.score : -r.score;
    accept(share_diff >= engine_view);
  });
}

std::string Room::record_text() const {
  std::lock_guard lock(mu_);
  Record r = record_of(*game_, {{"Event", "manqala serve"},
                                {"Date", stored_.created.substr(0, 10)},
                                {"South", stored_.south},
                                {"North", stored_.north}});
  r.result = stored_outcome().result;
  return write_record(r);
}

json Room::export_json() const {
  std::lock_guard lock(mu_);
  json moves = json::array();
  for (const auto& m : stored_.moves) moves.push_back({{"move", m.move}, {"ms", m.ms}});
  auto fresh = game_->clone();
  fresh->new_game();
  const std::string initial = game_->initial_text();
  return {{"format", "manqala-game"}, {"version", 1},
          {"game", stored_.game}, {"options", game_->options_text()},
          {"start", initial == fresh->initial_text() ? json(nullptr) : json(initial)},
          {"south", stored_.south}, {"north", stored_.north},
          {"moves", moves}, {"result", stored_outcome().result},
          {"created", stored_.created}};
}

json Room::replay_json() const {
  std::lock_guard lock(mu_);
  auto g = game_->clone();
  while (g->undo()) {
  }
  json frames = json::array();
  frames.push_back({{"ply", 0}, {"board", board_json(*g)}, {"captured", captured_json(*g)},
                    {"to_move", side_word(g->to_move())}, {"move", nullptr}, {"trace", nullptr}});
  for (size_t i = 0; i < stored_.moves.size(); ++i) {
    json last = play_traced(*g, stored_.moves[i].move);
    frames.push_back({{"ply", i + 1}, {"move", last["move"]}, {"side", last["side"]},
                      {"board", board_json(*g)}, {"captured", captured_json(*g)},
                      {"to_move", side_word(g->to_move())}, {"trace", last["trace"]},
                      {"truncated", last["truncated"]}});
  }
  if (stored_.outcome.shared) {  // the agreed share empties the board into the captured counts
    g->share_loop();
    frames.back()["board"] = board_json(*g);
    frames.back()["captured"] = captured_json(*g);
  }
  return {{"game", state_locked()}, {"frames", frames}};
}

}  // namespace manqala
