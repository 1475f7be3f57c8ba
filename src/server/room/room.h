// One game on the server. A room is its game's state (room/state.h), its seats, its clock,
// the engine when it holds a seat (room/engine_driver.h) and the connections watching; what
// it shows is room/presenter.h's. What goes on around the game — the players' chat, a
// correspondence game's turns, a return game — are the room's parts (room/room_part.h), and
// what other domains say of its games (a tournament's) its policies (room/game_policy.h).
// Every change is stored in the archive first, then shown: nobody sees a move the archive
// could lose.
//
// A room does all its work, rules included, on its own strand of the server's work pool, in
// the order it was asked: never on a network thread, never under a lock shared with other
// rooms. So every action answers through a callback, and a room that judges a long position
// holds up nobody else.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/strand.hpp>
#include <nlohmann/json.hpp>

#include "server/archive/archive.h"
#include "server/common/cluster.h"
#include "server/engine/engine_pool.h"
#include "server/engine/live_positions.h"
#include "server/room/absence.h"
#include "server/room/audience.h"
#include "server/room/clock.h"
#include "server/room/engine_driver.h"
#include "server/room/move_command.h"
#include "server/room/move_deadline.h"
#include "server/room/answer.h"
#include "server/room/game_policy.h"
#include "server/room/presenter.h"
#include "server/room/room_part.h"
#include "server/room/seats.h"
#include "server/room/state.h"

namespace manqala {

struct RoomSettings {
  int64_t engine_ms = 1000;  // the most an engine move, hint, evaluation or share answer takes
  int64_t day_ms = kDayMs;   // a correspondence game's day (shorter only in tests)
  // How long the player to move must have been gone before the other may claim the game
  // (room/absence.h): in a game with a clock, and in one with none (not correspondence).
  int64_t absence_live_ms = 20'000;
  int64_t absence_untimed_ms = 120'000;
};

// What every room of a server shares.
struct RoomContext {
  Archive& archive;
  EnginePool& pool;
  boost::asio::any_io_executor work;  // the server's work pool; each room a strand of it
  RoomSettings settings;
  std::function<uint64_t()> next_version;  // grows across rooms and across restarts
  // Called (on the work pool, maybe more than once) when a game is over: its ratings, its
  // tournament's result.
  std::function<void(const std::string& game_id)> game_over;
  // Called (on the work pool) when a correspondence game's turn passes to the player holding
  // `account`'s seat, `opponent` having moved or sat down: a notice on that player's pages.
  std::function<void(const std::string& game_id, int64_t account, const std::string& opponent)> your_turn;
  // Called (on the work pool) when the player holding `account`'s seat of a correspondence game
  // has played his turn, or the game is `over`: the "your move" told him is done.
  std::function<void(const std::string& game_id, int64_t account, bool over)> turn_played;
  // The positions of games between people going on, which no room's engine judges.
  std::shared_ptr<LivePositions> live = std::make_shared<LivePositions>();
  // What the domains around the rooms say of their games' aborts, return games and chat
  // (game_policy.h): a tournament's, say.
  std::vector<GamePolicy> policies;
  // The parts made in every room (room_part.h), in this order.
  std::vector<RoomPartMaker> parts;
  // The rating pool of a rated game between these accounts ("" for its speed's; "bot" when one
  // of them is a bot: server/bots/). Called on the thread that creates the game.
  std::function<std::string(int64_t south_account, int64_t north_account)> rating_pool =
      [](int64_t, int64_t) { return std::string(); };
  // Makes the return game of a finished game between people (sides swapped, the same terms
  // and the same players' seats, as the archive holds them) and gives its id. Throws Refused
  // when the server is full.
  std::function<std::string(const std::string& finished_id)> rematch;
  // Makes the continuation of a finished game against the engine (an undo after its end): the
  // same game, seats and level, its first `plies` moves, "continued from" it; gives its id.
  // Throws Refused when the server is full.
  std::function<std::string(const std::string& finished_id, size_t plies)> continuation;
  // The processes serving the archive together: which one holds each game's room
  // (games/room_cache.h). A server alone holds every game.
  Cluster* cluster = &LoneServer::instance();
};

class Room : public std::enable_shared_from_this<Room>, private RoomCore {
 public:
  using Clock = std::chrono::steady_clock;
  using Alive = EngineDriver::Alive;

  // A room for a stored game: its moves are replayed here. Throws ParseError if they do not
  // replay, RulesInterrupted if a position is beyond the server's bound.
  static std::shared_ptr<Room> create(StoredGame stored, RoomContext& context);
  ~Room();

  const std::string& id() const override { return id_; }

  // docs/web-api.md: each answers through `reply`, on the room's strand.
  void state(Reply reply);
  void record(Reply reply);
  void export_game(Reply reply);
  void replay(Reply reply);
  // One of those four by its route's word: "" (the state), "replay", "export" or "record".
  void read(const std::string& what, Reply reply);
  void move(const MoveCommand& command, Reply reply);
  // A friend game's open seat, by the invitation's code or (if listed) from the lobby.
  // A logged-in joiner's account takes the seat (its token is then the account's, made
  // again on request); a rated game's seat only goes to an account.
  void join(const std::string& invite, bool from_lobby, const SeatAccount& joiner, Reply reply);
  // Takes back the player's last move (and the engine's replies) against the engine. After the
  // end the game stays as it ended: the undo goes on in a new game linked to it (its state
  // names it: "continued").
  void undo(const std::string& token, Reply reply);
  void resign(const std::string& token, Reply reply);
  // A tournament's endings, its director's (room_tournament.cpp). `loser` did not come (a
  // withdrawal): the game ends at once.
  void forfeit(Side loser, Reply reply);
  // The time to begin is over and a first move is missing: a player who has not come (no move,
  // and no page of theirs has opened the game since it was loaded) loses by forfeit; when
  // neither came both do (a double forfeit: called off "forfeited", no result); when both came,
  // the one whose first move is missing loses. Refused (not now) once both have moved.
  void forfeit_no_show(Reply reply);
  // Both lose by forfeit (the director's correction of a game still going on to a double forfeit).
  void forfeit_both(Reply reply);
  // The director's result for a game still going on (kAdjudicated): `loser` loses, or (none)
  // a draw.
  void adjudicate(std::optional<Side> loser, Reply reply);
  void share(const std::string& token, Reply reply);
  // An action of one of the room's parts (room_part.h) by the player holding `token`: `name`
  // is its route's word ("chat", "conditional", "rematch"), `body` the request's.
  void act(const std::string& name, const std::string& token, const nlohmann::json& body, Reply reply);
  // A draw between people (room_controls.cpp): `answer` "offer" (which accepts the other's
  // standing offer), "accept" or "decline".
  void draw(const std::string& token, const std::string& answer, Reply reply);
  // Ends a game between people with no result, unrated (room_controls.cpp): a player's abort
  // before both have moved; the creator's cancel of an invitation nobody took yet.
  void abort(const std::string& token, Reply reply);
  void cancel(const std::string& token, Reply reply);
  // The player who stayed claims the game his opponent left (room/absence.h, README "Leaving a
  // game"): `result` "win", or "draw". Refused until the one to move has been gone long enough.
  void claim(const std::string& token, const std::string& result, Reply reply);
  // `alive`: whether the asker still waits (the engine skips a search nobody waits for).
  void hint(const std::string& token, Alive alive, Reply reply);
  void evaluate(Alive alive, Reply reply);

  // A watcher gets the state at once, then every new one.
  void watch(const std::shared_ptr<Watcher>& w);
  void unwatch(const Watcher* w);
  // A watcher that holds a seat's token is that player, connected (presence).
  void identify(const Watcher* w, const std::string& token);

  // Starts the engine if it is to move (a new game, or one loaded after a restart).
  void start();
  // The game goes to another process of the site (common/cluster.h): its engine stops, its
  // connections close (the pages connect again, to the game's new holder) and from now on it
  // answers every request "try again"; then `then` runs, on its strand, with when the running
  // turn is counted from (Unix epoch milliseconds) if a clock is running, for the next holder.
  void leave(std::function<void(std::optional<int64_t> turn_from_ms)> then);
  // Before the room is shared: its running turn is the one another process counted from
  // `turn_from_ms` and handed over (RoomClock::continue_turn), not a new one.
  void continue_turn(int64_t turn_from_ms) { clock_.continue_turn(turn_from_ms); }
  // Ends the game if the side to move has run out of time (called often by Games, and for a
  // correspondence game out of time found in the archive).
  void tick();

  // From any thread: what Games needs to count and to let rooms go.
  bool has_clock() const { return has_clock_; }
  bool ongoing() const { return ongoing_; }
  // A game someone is playing: not over, not imported, and its clock running, a player's page
  // open on it, or (both seats taken) a move or a seat taken less than `idle` ago. An
  // invitation counts while a player has it open. A game only read (its page, record, export
  // or replay) does not count.
  bool in_progress(Clock::duration idle) const;
  // Over, or untouched for `abandoned` without a clock running; watched by nobody and
  // waiting for no engine: it can leave memory (the archive keeps it).
  bool evictable(Clock::duration abandoned) const;

 private:
  Room(RoomState state, RoomContext& context);
  // Runs `work` on the room's strand with the room kept alive; an exception it lets out is
  // logged and answered as a failure through `failed` (when given).
  void on_strand(std::function<void(Room&)> work, Reply failed = nullptr);

  // The side to move is being timed: both seated, and it has made its first move.
  bool clock_running() const {
    return clock_.enabled() && !state_.over() && seats_.all_taken() && clock_.timed(state_.game->to_move());
  }
  // The engine is choosing a move, or has one that the archive has yet to store.
  bool engine_busy() const { return engine_.thinking() || engine_failures_ > 0; }
  RoomView view() const { return {state_, seats_, clock_, deadline_, audience_, engine_busy(), version_, claim_in_ms()}; }
  // In a game the player to move has left, how long before the other may claim it (0: now);
  // nothing when no claim is coming (he is here, or the game is not one that has claims).
  std::optional<int64_t> claim_in_ms() const;
  nlohmann::json state_json() const;
  RoomAnswer with_state() const override { return RoomAnswer::of({{"game", state_json()}}); }

  // What its parts may ask (RoomCore).
  RoomState& game_state() override { return state_; }
  const Seats& seats() const override { return seats_; }
  RoomContext& context() override { return context_; }
  bool correspondence() const override { return deadline_.enabled(); }
  void play(const std::string& move) override;
  void changed_around() override { changed(Change::Around); }
  void send_to(const Watcher* w, const std::string& message) override;
  void send_to_players(const std::string& message) override;
  // A player's move was stored and shown: its parts hear of it.
  void moved(const std::string& played);
  // After every change: a new version, a broadcast, and what Games reads. A change of the
  // game answers anything asked about the game before it; a change around it (who watches,
  // an offer, the engine retrying) does not, and is shown at most every kPresenceGap.
  enum class Change { Game, Around };
  void changed(Change what = Change::Game);
  void broadcast_now();
  // Plays a move of the side to move taking `ms`, stores it, then shows it. Throws
  // ParseError (illegal), RulesInterrupted (beyond the bound) or DatabaseError (not stored),
  // changing nothing.
  void commit_move(const std::string& move, int64_t ms);
  void flag_fall(Side loser);
  // `loser` resigned or forfeited, or (no loser) both agreed a draw, or the director decided:
  // stored, then shown (on the strand). An unplayed game becomes unrated.
  void end_off_board(std::optional<Side> loser, const std::string& reason, const Reply& reply);
  void think();
  // Tells context_.live what this game protects now (engine/live_positions.h).
  void publish_position();
  void engine_moved(const std::string& move);
  void retry_engine_move(const std::string& move);
  bool analysis_refused(Reply& reply, bool for_hint, const std::string& token);
  void accept_share(uint64_t generation, Reply reply);
  void undo_after_end(const Reply& reply);
  // The game ends with no result (RoomState::called_off), stored, then shown. A double forfeit
  // becomes unrated.
  void call_off(const std::string& why, const Reply& reply);
  // The first policy's refusal of `act` here (RoomContext::policies), or nothing.
  std::optional<RoomAnswer> refused_by_policy(GameAct act) const override;

  const std::string id_;
  RoomContext& context_;
  // Its own hold on the live positions: a room can outlive the Games (and context) that made
  // it, in a callback still under way at shutdown, and unpublishes when it goes.
  const std::shared_ptr<LivePositions> live_;
  boost::asio::strand<boost::asio::any_io_executor> strand_;
  RoomState state_;
  Seats seats_;
  RoomClock clock_;
  MoveDeadline deadline_;
  Audience audience_;
  Absence absence_{Clock::now()};
  mutable std::optional<bool> claims_refused_;  // by a policy (a bot's game): asked once
  EngineDriver engine_;
  uint64_t generation_ = 0;  // bumped by every change; answers about an older one are dropped
  uint64_t version_ = 0;     // the version of the state shown now
  // Broadcasting: at most one pending; presence-only changes at most every kPresenceGap.
  bool broadcast_pending_ = false, broadcast_delayed_ = false;
  Clock::time_point last_broadcast_{};
  boost::asio::steady_timer broadcast_timer_;
  boost::asio::steady_timer retry_timer_;
  int engine_failures_ = 0;  // the engine's move could not be stored this many times in a row
  // Mirrors of the strand's state for other threads.
  const bool has_clock_, playable_;
  bool left_ = false;  // leave(): the game is another process's now
  std::atomic<bool> ongoing_{true}, watched_{false}, busy_{false}, clock_running_{false}, player_here_{false},
      seat_open_{false};
  // The last change of the game, in Clock ticks: when the archive last wrote it, for a room
  // loaded from it, so that loading a game nobody touched for long does not make it recent.
  std::atomic<int64_t> last_activity_{0};
  std::vector<std::unique_ptr<RoomPart>> parts_;  // last: they go first, holding the room
};

}  // namespace manqala
