#include "server/room/room.h"

#include <cstdio>

#include <boost/asio/post.hpp>

#include "facade/sentences.h"
#include "server/common/refused.h"
#include "server/common/route_helpers.h"
#include "server/common/secrets.h"
#include "server/db/utc_time.h"
#include "server/room/account_seat_token.h"
#include "server/room/move_pace.h"
#include "server/room/presenter.h"

namespace manqala {

using nlohmann::json;

namespace {

// Presence alone (a spectator arriving or leaving) is shown at most this often: a crowd of
// spectators coming and going costs each watcher a few states a second, not one per event.
constexpr auto kPresenceGap = std::chrono::milliseconds(250);

// When the stored game last changed, on the steady clock: the archive's `updated` (wall time)
// taken back from now. A time it cannot read is now.
Room::Clock::time_point last_change_of(const StoredGame& g) {
  const auto wall = parse_utc_time(g.updated);
  if (!wall) return Room::Clock::now();
  const auto ago = std::chrono::system_clock::now() - *wall;
  return Room::Clock::now() - std::max(std::chrono::system_clock::duration::zero(), ago);
}

// The engine's move that the archive could not store is tried again after 1, 2, 4 ... s.
constexpr int kMaxRetryDelayS = 30;

}  // namespace

std::shared_ptr<Room> Room::create(StoredGame stored, RoomContext& context) {
  std::shared_ptr<Room> room(new Room(RoomState(std::move(stored)), context));
  room->engine_.set_post([weak = std::weak_ptr<Room>(room)](std::function<void()> work) {
    if (auto self = weak.lock())
      boost::asio::post(self->strand_, [self, work = std::move(work)] {
        if (!self->left_) work();  // a search that ends after the game went to another server
      });
  });
  return room;
}

Room::Room(RoomState state, RoomContext& context)
    : id_(state.stored.id),
      context_(context),
      live_(context.live),
      strand_(boost::asio::make_strand(context.work)),
      state_(std::move(state)),
      seats_(state_.stored),
      clock_(state_.stored.clock_initial_ms, state_.stored.clock_increment_ms),
      deadline_(state_.stored.days_per_move, state_.stored.turn_since_ms, context.settings.day_ms),
      engine_(context.pool, context.settings.engine_ms),
      broadcast_timer_(strand_),
      retry_timer_(strand_),
      has_clock_(clock_.enabled() || deadline_.enabled()),
      playable_(state_.stored.source != "import" && seats_.kind(Side::South) != SeatKind::Nobody &&
                seats_.kind(Side::North) != SeatKind::Nobody) {
  clock_.reset(state_.stored.moves, [this](const std::string& pit) { return state_.mover_of(pit); });
  version_ = context_.next_version();
  ongoing_ = !state_.over();
  clock_running_ = clock_running();
  seat_open_ = seats_.open_seat().has_value();
  last_activity_ = last_change_of(state_.stored).time_since_epoch().count();
  for (const RoomPartMaker& make : context.parts) parts_.push_back(make(*this));
}

Room::~Room() {
  engine_.cancel();
  live_->publish(id_, {});
}

void Room::on_strand(std::function<void(Room&)> work, Reply failed) {
  boost::asio::post(strand_, [self = shared_from_this(), work = std::move(work), failed = std::move(failed)] {
    // An exception here would end a thread of the work pool, and with it the server: what the
    // room's own code did not expect is reported, answered as the server's failure, and the room serves on.
    try {
      if (self->left_) {
        if (failed)
          failed(RoomAnswer::refused(Refusal::busy, "this game has just moved to another of the site's servers; try again",
                                     "game-moved"));
        return;
      }
      work(*self);
    } catch (const std::exception& e) {
      std::fprintf(stderr, "manqala serve: internal error in game %s: %s\n", self->id_.c_str(), e.what());
      if (failed) failed(RoomAnswer::refused(Refusal::failed, std::string("internal error: ") + e.what()));
    }
  });
}

void Room::leave(std::function<void(std::optional<int64_t> turn_from_ms)> then) {
  on_strand([then = std::move(then)](Room& r) {
    const auto turn_from = r.clock_running() ? std::optional(r.clock_.turn_counted_from_wall_ms()) : std::nullopt;
    r.left_ = true;
    r.engine_.cancel();
    r.broadcast_timer_.cancel();
    r.retry_timer_.cancel();
    r.audience_.close_all();
    then(turn_from);
  });
}

bool Room::in_progress(Clock::duration idle) const {
  if (!ongoing_ || !playable_) return false;
  const auto since = Clock::now() - Clock::time_point(Clock::duration(last_activity_.load()));
  return clock_running_ || player_here_ || (!seat_open_ && since < idle);
}

bool Room::evictable(Clock::duration abandoned) const {
  if (watched_ || busy_) return false;
  if (!ongoing_) return true;
  const auto idle = Clock::now() - Clock::time_point(Clock::duration(last_activity_.load()));
  return !clock_running_ && idle >= abandoned;
}

json Room::state_json() const { return manqala::state_json(view()); }

void Room::changed(Change what) {
  if (what == Change::Game) {
    ++generation_;
    last_activity_ = Clock::now().time_since_epoch().count();
    publish_position();
  }
  version_ = context_.next_version();
  ongoing_ = !state_.over();
  if (what == Change::Game && state_.over() && context_.game_over)
    boost::asio::post(context_.work, [done = context_.game_over, id = id_] { done(id); });
  watched_ = !audience_.empty();
  absence_.seen(audience_.connected(Side::South), audience_.connected(Side::North), Clock::now());
  player_here_ = absence_.here(Side::South) || absence_.here(Side::North);
  seat_open_ = seats_.open_seat().has_value();
  busy_ = engine_busy();
  clock_running_ = clock_running();
  if (broadcast_pending_) return;
  broadcast_pending_ = true;
  const auto wait = what == Change::Around ? last_broadcast_ + kPresenceGap - Clock::now() : Clock::duration::zero();
  broadcast_delayed_ = wait > Clock::duration::zero();
  if (!broadcast_delayed_) return boost::asio::post(strand_, [self = shared_from_this()] { self->broadcast_now(); });
  broadcast_timer_.expires_after(wait);
  broadcast_timer_.async_wait([self = shared_from_this()](boost::system::error_code) { self->broadcast_now(); });
}

void Room::broadcast_now() {
  broadcast_pending_ = false;
  last_broadcast_ = Clock::now();
  audience_.send_state(std::make_shared<const std::string>(json_text({{"type", "state"}, {"game", state_json()}})));
}

// --- Reading -----------------------------------------------------------------------------

void Room::state(Reply reply) {
  on_strand([reply](Room& r) { reply(r.with_state()); }, reply);
}

void Room::record(Reply reply) {
  on_strand([reply](Room& r) { reply(RoomAnswer::of_text(record_text(r.state_))); }, reply);
}

void Room::export_game(Reply reply) {
  on_strand([reply](Room& r) { reply(RoomAnswer::of(export_json(r.state_))); }, reply);
}

void Room::replay(Reply reply) {
  on_strand([reply](Room& r) {
    reply(RoomAnswer::of(replay_json(r.view())));
  }, reply);
}

void Room::read(const std::string& what, Reply reply) {
  if (what == "replay") return replay(std::move(reply));
  if (what == "export") return export_game(std::move(reply));
  if (what == "record") return record(std::move(reply));
  state(std::move(reply));
}

// --- Watching ----------------------------------------------------------------------------

void Room::watch(const std::shared_ptr<Watcher>& watcher) {
  // Held weakly until the room's turn: a connection that closed before then is not added, and
  // at shutdown this work, never run, cannot hold a connection past the network it belongs to.
  on_strand([weak = std::weak_ptr<Watcher>(watcher)](Room& r) {
    const auto w = weak.lock();
    if (!w) return;
    r.audience_.add(w);
    r.changed(Change::Around);  // everyone, the newcomer too, sees one more spectator
    if (r.broadcast_delayed_)   // ... a moment from now: the newcomer's first state now
      w->send_state(std::make_shared<const std::string>(json_text({{"type", "state"}, {"game", r.state_json()}})));
  });
}

void Room::unwatch(const Watcher* w) {
  on_strand([w](Room& r) {
    r.audience_.remove(w);
    r.changed(Change::Around);
  });
}

void Room::identify(const Watcher* w, const std::string& token) {
  on_strand([w, token](Room& r) {
    const auto side = r.seats_.seat_of(token);
    if (r.audience_.seat(w, side)) r.changed(Change::Around);
    if (side)
      for (const auto& part : r.parts_) part->identified(w, *side);
  });
}

// --- Moves -------------------------------------------------------------------------------

void Room::start() {
  on_strand([](Room& r) {
    r.publish_position();
    r.think();
  });
}

void Room::publish_position() {
  std::vector<LivePositions::Key> keys;
  if (seats_.between_people() && !state_.over() && state_.ply() >= LivePositions::kOpeningPlies)
    keys = LivePositions::around(*state_.game, kServerLapBudget);
  live_->publish(id_, std::move(keys));
}

void Room::move(const MoveCommand& command, Reply reply) {
  on_strand([token = command.token, move = command.move, ply = command.ply, reply](Room& r) {
    std::string why;
    const auto side = r.seats_.authorise(token, r.state_.game->to_move(), why);
    if (!side) return reply(RoomAnswer::refused(Refusal::not_allowed, why, "no-seat"));
    const auto& moves = r.state_.stored.moves;
    if (ply >= 0 && ply < r.state_.ply() && moves[ply].move == move)
      return reply(r.with_state());  // a repeated message: already played
    if (ply != r.state_.ply()) {
      RoomAnswer o = RoomAnswer::refused(Refusal::not_now,
                                 "the game has moved on (ply " + std::to_string(r.state_.ply()) + ", not " +
                                     std::to_string(ply) + ")",
                                 "moved-on", {{"ply", r.state_.ply()}, {"asked", ply}});
      o.body["game"] = r.state_json();
      return reply(o);
    }
    if (r.state_.over()) return reply(RoomAnswer::refused(Refusal::not_now, "the game is over", "game-over"));
    if (*side != r.state_.game->to_move())
      return reply(RoomAnswer::refused(Refusal::not_now, "it is " + side_word(r.state_.game->to_move()) + "'s turn", "not-your-turn",
                                  {{"side", side_word(r.state_.game->to_move())}}));
    if (!r.seats_.all_taken()) return reply(RoomAnswer::refused(Refusal::not_now, "the other seat is still open: wait for your opponent", "seat-open"));
    const int64_t elapsed = r.clock_.turn_ms();
    if ((r.clock_running() && elapsed >= r.clock_.left(*side, false)) || r.deadline_.passed(wall_ms())) {
      r.flag_fall(*side);
      return reply(RoomAnswer::refused(Refusal::not_now, "your time ran out", "time-out"));
    }
    try {
      r.commit_move(move, elapsed);
      r.moved(move);
    } catch (const ParseError& e) {
      return reply(RoomAnswer::refused(Refusal::malformed, e.what(), "illegal-move", {{"move", move}}));
    } catch (const RulesInterrupted& e) {
      return reply(RoomAnswer::refused(Refusal::beyond_bound, beyond_bound(e), "beyond-bound"));
    } catch (const DatabaseError& e) {
      return reply(RoomAnswer::refused(Refusal::failed, e.what()));
    }
    r.think();
    reply(r.with_state());
  }, reply);
}

void Room::moved(const std::string& played) {
  for (const auto& part : parts_) part->moved(played);
}

void Room::play(const std::string& move) {
  commit_move(move, 0);
  moved(move);
}

void Room::send_to(const Watcher* w, const std::string& message) {
  audience_.send_to(w, std::make_shared<const std::string>(message));
}

void Room::send_to_players(const std::string& message) {
  audience_.send_to_players(std::make_shared<const std::string>(message));
}

void Room::act(const std::string& name, const std::string& token, const json& body, Reply reply) {
  on_strand([name, token, body, reply](Room& r) {
    std::string why;
    const auto side = r.seats_.authorise(token, r.state_.game->to_move(), why);
    if (!side) return reply(RoomAnswer::refused(Refusal::not_allowed, why, "no-seat"));
    try {
      for (const auto& part : r.parts_)
        if (part->act(name, *side, body, reply)) return;
    } catch (const ParseError& e) {  // a field of the body
      return reply(RoomAnswer::refused(Refusal::malformed, e.what(), e.code, parse_error_values(e)));
    }
    reply(RoomAnswer::refused(Refusal::unknown, "no such action in this game: " + name.substr(0, 40)));
  }, reply);
}

void Room::commit_move(const std::string& move, int64_t ms) {
  const Side mover = state_.game->to_move();
  json last;
  {
    ServerJudging bound(*state_.game);
    last = play_traced(*state_.game, move);  // throws, changing nothing, if illegal or too long
  }
  const StoredMove stored{move, ms};
  try {
    context_.archive.add_move(state_.stored.id, static_cast<int>(state_.ply()), stored, state_.outcome());
  } catch (const DatabaseError&) {
    state_.game->undo();
    throw;
  }
  state_.stored.moves.push_back(stored);
  clock_.charge(mover, ms);
  clock_.start_turn(clock_.enabled() ? grace_ms(last.value("animation_ms", int64_t{0})) : 0);
  deadline_.start_turn(wall_ms());
  absence_.turn_started(Clock::now());
  state_.share_offer = -1;
  state_.offers.moved();
  state_.last = std::move(last);
  changed();
}

void Room::think() {
  if (state_.over() || engine_.thinking() || engine_failures_ > 0 || seats_.kind(state_.game->to_move()) != SeatKind::Engine)
    return;
  // In a position of a game between people going on, the engine's choice would be advice to
  // one of them: it plays a random move there instead (engine/live_positions.h).
  const bool blind = live_->protects(*state_.game);
  engine_.think(state_.game->clone(), state_.stored.level, blind, [this](const std::string& move) { engine_moved(move); });
  changed();
}

void Room::engine_moved(const std::string& move) {
  if (state_.over()) return;
  try {
    engine_failures_ = 0;
    commit_move(move, clock_.turn_ms());  // from its turn's start: waiting for a thread counts
    think();                              // again, when the other side had to pass
  } catch (const DatabaseError&) {
    retry_engine_move(move);  // the move is kept and stored later: the game does not stall
  } catch (const std::exception&) {
    // Illegal or beyond the bound: cannot happen for a move the search chose in a position
    // the room has judged; the engine stays silent rather than play something else.
    changed(Change::Around);
  }
}

void Room::retry_engine_move(const std::string& move) {
  ++engine_failures_;
  changed(Change::Around);  // still the engine's turn, and it still counts as thinking
  const int delay = std::min(kMaxRetryDelayS, 1 << std::min(engine_failures_ - 1, 5));
  retry_timer_.expires_after(std::chrono::seconds(delay));
  retry_timer_.async_wait([self = shared_from_this(), move, generation = generation_](boost::system::error_code ec) {
    if (ec || generation != self->generation_) return;  // undone or resigned meanwhile
    const int failures = self->engine_failures_;
    try {
      self->commit_move(move, self->clock_.turn_ms());
      self->engine_failures_ = 0;
      self->changed(Change::Around);
      self->think();
    } catch (const DatabaseError&) {
      self->engine_failures_ = failures;
      self->retry_engine_move(move);
    }
  });
}

void Room::tick() {
  on_strand([](Room& r) {
    const Side to_move = r.state_.game->to_move();
    if (r.clock_running() && r.seats_.kind(to_move) == SeatKind::Human && r.clock_.left(to_move, true) <= 0)
      r.flag_fall(to_move);
    else if (!r.state_.over() && r.seats_.all_taken() && r.deadline_.passed(wall_ms()))
      r.flag_fall(to_move);
  });
}

void Room::flag_fall(Side loser) {
  state_.outside_end = RoomState::OutsideEnd{loser, "time"};
  clock_.flag_fall(loser);
  try {
    context_.archive.set_outcome(state_.stored.id, state_.outcome());
  } catch (const DatabaseError&) {
    // The result is kept in memory; the moves, which matter more, are all stored already.
  }
  changed();
}

// --- Seats and endings -------------------------------------------------------------------

void Room::join(const std::string& invite, bool from_lobby, const SeatAccount& joiner, Reply reply) {
  on_strand([invite, from_lobby, joiner, reply](Room& r) {
    if (!r.seats_.between_people()) return reply(RoomAnswer::refused(Refusal::not_now, "this game is against the engine; watch it instead", "engine-game"));
    if (r.state_.called_off == "cancelled") return reply(RoomAnswer::refused(Refusal::not_now, "the invitation was cancelled", "invite-cancelled"));
    const auto side = r.seats_.open_seat();
    if (!side) return reply(RoomAnswer::refused(Refusal::not_now, "both seats are taken; you can watch this game", "seats-taken"));
    std::string why;
    if (!r.seats_.may_claim(invite, from_lobby, why)) return reply(RoomAnswer::refused(Refusal::not_allowed, why, "bad-invite"));
    if (r.state_.over()) return reply(RoomAnswer::refused(Refusal::not_now, "the game is over", "game-over"));
    StoredGame& g = r.state_.stored;
    const int64_t other = *side == Side::South ? g.north_account : g.south_account;
    if (g.rated && joiner.id == 0) return reply(RoomAnswer::refused(Refusal::not_allowed, "log in to join a rated game", "rated-login"));
    if (joiner.id != 0 && joiner.id == other) return reply(RoomAnswer::refused(Refusal::not_now, "you already hold the other seat", "own-seat"));
    const std::string token =
        joiner.id != 0 ? account_seat_token(r.context_.archive.database(), g.id, *side) : random_hex(16);
    try {
      r.context_.archive.claim_seat(g.id, *side == Side::South, token_digest(token), joiner);
    } catch (const DatabaseError& e) {
      return reply(RoomAnswer::refused(Refusal::failed, e.what()));
    }
    if (joiner.id != 0) {
      (*side == Side::South ? g.south_account : g.north_account) = joiner.id;
      (*side == Side::South ? g.south : g.north) = joiner.name;
    }
    r.seats_.claim(*side, token_digest(token));
    r.deadline_.start_turn(wall_ms());
    r.absence_.turn_started(Clock::now());
    r.changed();
    for (const auto& part : r.parts_) part->seated();
    reply(RoomAnswer::of({{"token", token}, {"side", side_word(*side)}, {"game", r.state_json()}}));
  }, reply);
}

void Room::resign(const std::string& token, Reply reply) {
  on_strand([token, reply](Room& r) {
    std::string why;
    const auto side = r.seats_.authorise(token, r.state_.game->to_move(), why);
    if (!side) return reply(RoomAnswer::refused(Refusal::not_allowed, why, "no-seat"));
    r.end_off_board(*side, "resigned", reply);
  }, reply);
}

void Room::end_off_board(std::optional<Side> loser, const std::string& reason, const Reply& reply) {
  if (state_.over()) return reply(RoomAnswer::refused(Refusal::not_now, "the game is over", "game-over"));
  state_.outside_end = RoomState::OutsideEnd{loser, reason};
  try {
    context_.archive.set_outcome(state_.stored.id, state_.outcome());
  } catch (const DatabaseError& e) {
    state_.outside_end.reset();
    return reply(RoomAnswer::refused(Refusal::failed, e.what()));
  }
  if (state_.unplayed()) state_.stored.rated = false;
  engine_.cancel();
  changed();
  reply(with_state());
}

std::optional<RoomAnswer> Room::refused_by_policy(GameAct act) const {
  for (const GamePolicy& policy : context_.policies)
    if (auto refused = policy(id_, act)) return refused;
  return std::nullopt;
}

void Room::undo(const std::string& token, Reply reply) {
  on_strand([token, reply](Room& r) {
    std::string why;
    if (!r.seats_.authorise(token, r.state_.game->to_move(), why)) return reply(RoomAnswer::refused(Refusal::not_allowed, why, "no-seat"));
    if (r.seats_.between_people()) return reply(RoomAnswer::refused(Refusal::not_now, "no take-backs in a game between two people", "no-takebacks"));
    if (r.state_.over()) return r.undo_after_end(reply);
    RoomState& s = r.state_;
    const size_t before = s.stored.moves.size();
    bool changed = false;
    if (s.outside_end) {
      s.outside_end.reset();
      changed = true;
    } else if (s.stored.outcome.shared) {
      s.game->undo();  // the agreement
      s.stored.outcome.shared = false;
      changed = true;
    } else {
      // Back to the last turn of a human: the engine's replies go, then one human move. With
      // no human move yet (the engine opened) nothing goes: its opening is not played again.
      size_t keep = before;
      while (keep > 0 && r.seats_.kind(s.mover_of(s.stored.moves[keep - 1].move)) == SeatKind::Engine) --keep;
      if (keep > 0) {
        for (size_t i = keep - 1; i < before; ++i) s.game->undo();
        s.stored.moves.resize(keep - 1);
        changed = true;
      }
    }
    if (!changed) return reply(RoomAnswer::refused(Refusal::not_now, "there is no move of yours to take back", "nothing-to-undo"));
    r.clock_.reset(s.stored.moves, [&s](const std::string& pit) { return s.mover_of(pit); });
    r.engine_.cancel();
    r.retry_timer_.cancel();
    r.engine_failures_ = 0;
    try {
      r.context_.archive.truncate(s.stored.id, static_cast<int>(s.ply()), s.outcome());
    } catch (const DatabaseError& e) {
      return reply(RoomAnswer::refused(Refusal::failed, e.what()));
    }
    s.redo_last();
    r.changed();
    r.think();
    reply(r.with_state());
  }, reply);
}

// A finished game stays in the archive as it ended (a loss is not erased): the undo goes on in
// a new game, "continued from" this one, with the moves before the player's last (all of them
// after a resignation or an agreed share, where the board was not the end).
void Room::undo_after_end(const Reply& reply) {
  const RoomState& s = state_;
  size_t plies = s.stored.moves.size();
  if (!s.outside_end && !s.stored.outcome.shared) {
    while (plies > 0 && seats_.kind(s.mover_of(s.stored.moves[plies - 1].move)) == SeatKind::Engine) --plies;
    if (plies == 0) return reply(RoomAnswer::refused(Refusal::not_now, "there is no move of yours to take back", "nothing-to-undo"));
    --plies;
  }
  std::string next;
  try {
    next = context_.continuation(id_, plies);
  } catch (const Refused& e) {
    return reply(RoomAnswer::refused(e));
  } catch (const DatabaseError& e) {
    return reply(RoomAnswer::refused(Refusal::failed, e.what()));
  }
  RoomAnswer o = with_state();
  o.body["continued"] = next;
  reply(o);
}

// --- The engine's opinion ----------------------------------------------------------------

// Refuses analysis where it must not be given: a finished game needs none (hints), a game
// between two people gets none while it goes on, and neither does an unfinished imported game
// (it may be a game between people in progress elsewhere, exported and imported here).
bool Room::analysis_refused(Reply& reply, bool for_hint, const std::string& token) {
  std::string why;
  if (for_hint && !seats_.authorise(token, state_.game->to_move(), why)) {
    reply(RoomAnswer::refused(Refusal::not_allowed, why, "no-seat"));
    return true;
  }
  if (for_hint && state_.over()) {
    reply(RoomAnswer::refused(Refusal::not_now, "the game is over", "game-over"));
    return true;
  }
  if (state_.over()) return false;
  if (seats_.between_people()) {
    reply(for_hint ? RoomAnswer::refused(Refusal::not_now, "no engine hints in a game between two people", "no-hints")
                   : RoomAnswer::refused(Refusal::not_now, "no engine evaluation while a game between two people goes on", "no-evaluation"));
    return true;
  }
  if (state_.stored.source == "import") {
    reply(RoomAnswer::refused(Refusal::not_now, "no engine analysis of an unfinished imported game", "import-unfinished"));
    return true;
  }
  if (live_->protects(*state_.game)) {  // another game, between people, is here now
    reply(RoomAnswer::refused(Refusal::not_now, LivePositions::kRefusal, "fair-play"));
    return true;
  }
  return false;
}

void Room::hint(const std::string& token, Alive alive, Reply reply) {
  on_strand([token, alive, reply](Room& r) mutable {
    if (r.analysis_refused(reply, true, token)) return;
    r.engine_.analyse(r.state_.game->clone(), r.generation_, alive, [reply, ply = r.state_.ply()](const auto& report) {
      if (!report) return reply(RoomAnswer::refused(Refusal::busy, "the engine is busy; try again in a moment", "engine-busy"));
      reply(RoomAnswer::of({{"move", report->pv.empty() ? json(nullptr) : json(report->pv.front())},
                            {"score", signed_score(report->score)},
                            {"pv", report->pv},
                            {"depth", report->depth},
                            {"ply", ply}}));
    });
  }, reply);
}

void Room::evaluate(Alive alive, Reply reply) {
  on_strand([alive, reply](Room& r) mutable {
    if (r.analysis_refused(reply, false, "")) return;
    const int64_t ply = r.state_.ply();
    if (r.state_.over()) {
      const int diff = r.state_.game->captured(Side::South) - r.state_.game->captured(Side::North);
      return reply(RoomAnswer::of(
          {{"score", diff}, {"text", std::to_string(diff)}, {"depth", 0}, {"pv", json::array()}, {"ply", ply}}));
    }
    const int sign = r.state_.game->to_move() == Side::South ? 1 : -1;
    r.engine_.analyse(r.state_.game->clone(), r.generation_, alive, [reply, sign, ply](const auto& report) {
      if (!report) return reply(RoomAnswer::refused(Refusal::busy, "the engine is busy; try again in a moment", "engine-busy"));
      const double seeds = is_decisive(report->score) ? (report->score > 0 ? 1000.0 : -1000.0) : report->score / double(kSeed);
      reply(RoomAnswer::of({{"score", sign * seeds}, {"text", signed_score(report->score)}, {"depth", report->depth},
                            {"pv", report->pv}, {"ply", ply}}));
    });
  }, reply);
}

void Room::share(const std::string& token, Reply reply) {
  on_strand([token, reply](Room& r) {
    std::string why;
    const auto side = r.seats_.authorise(token, r.state_.game->to_move(), why);
    if (!side) return reply(RoomAnswer::refused(Refusal::not_allowed, why, "no-seat"));
    if (r.state_.over()) return reply(RoomAnswer::refused(Refusal::not_now, "the game is over", "game-over"));
    if (!r.state_.game->share_result().over())
      return reply(RoomAnswer::refused(Refusal::not_now, std::string(r.state_.game->description().title()) + " has no sharing of a loop"));
    if (r.seats_.kind(opponent(*side)) != SeatKind::Engine) {
      // Between two people the other must agree: the second proposal, from the other side, is
      // the acceptance. With one person at both seats it is agreed at once.
      if (r.seats_.between_people() && r.state_.share_offer != index(opponent(*side))) {
        r.state_.share_offer = index(*side);
        r.changed(Change::Around);
        return reply(RoomAnswer::of({{"accepted", false}, {"offered", true}, {"game", r.state_json()}}));
      }
      return r.accept_share(r.generation_, reply);
    }
    // The engine accepts when the share is worth at least what its search expects.
    const Side engine = opponent(*side);
    auto shared = r.state_.game->clone();
    shared->share_loop();
    const int share_diff = kSeed * (shared->captured(engine) - shared->captured(opponent(engine)));
    const bool engine_to_move = r.state_.game->to_move() == engine;
    const uint64_t generation = r.generation_;
    r.engine_.analyse(r.state_.game->clone(), generation, nullptr,
                      [self = r.shared_from_this(), reply, share_diff, engine_to_move, generation](const auto& report) {
                        if (!report) return reply(RoomAnswer::refused(Refusal::busy, "the engine is busy; try again in a moment", "engine-busy"));
                        const int engine_view = engine_to_move ? report->score : -report->score;
                        if (share_diff >= engine_view) return self->accept_share(generation, reply);
                        reply(RoomAnswer::of({{"accepted", false}, {"game", self->state_json()}}));
                      });
  }, reply);
}

void Room::accept_share(uint64_t generation, Reply reply) {
  if (generation != generation_) return reply(RoomAnswer::refused(Refusal::not_now, "the game changed meanwhile"));
  state_.game->share_loop();
  state_.stored.outcome.shared = true;
  try {
    context_.archive.set_outcome(state_.stored.id, state_.outcome());
  } catch (const DatabaseError& e) {
    state_.game->undo();
    state_.stored.outcome.shared = false;
    return reply(RoomAnswer::refused(Refusal::failed, e.what()));
  }
  engine_.cancel();
  changed();
  reply(RoomAnswer::of({{"accepted", true}, {"game", state_json()}}));
}

}  // namespace manqala
