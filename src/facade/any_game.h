// A game in progress of any game of the registry, behind one small interface, for the code
// that does not need speed: the protocol, terminal play, records, the server and the CLI.
// Moves are pit names here. (The search and perft see each game's own types, compiled for
// each game; this facade hands work to them.)
#pragma once

#include <array>
#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/move_trace.h"
#include "core/notation.h"
#include "core/playouts.h"
#include "core/types.h"
#include "core/work_limit.h"
#include "facade/game_description.h"
#include "search/think.h"

namespace manqala {

class AnyGame {
 public:
  virtual ~AnyGame() = default;
  // A copy of the game, without its work limit.
  virtual std::unique_ptr<AnyGame> clone() const = 0;

  virtual const GameDescription& description() const = 0;
  std::string_view name() const { return description().name(); }
  int rows() const { return description().geometry().rows; }
  int columns() const { return description().geometry().columns; }
  virtual std::string options_text() const = 0;  // every option as name=value
  // Pit names owned by a side, in the order of its sowing circuit.
  virtual std::vector<std::string> pits_of(Side s) const = 0;

  // Judging positions (new_game, set_position, play, perft, divide) reports long rules work
  // to this limit, which may interrupt it with RulesInterrupted, changing nothing. The limit
  // must outlive its use here; nullptr (the default) sets no bound.
  void set_work_limit(WorkLimit* limit) { limit_ = limit; }

  virtual void new_game() = 0;  // the start position, history cleared
  // A RULES.md position text; the history restarts there. Throws ParseError, changing nothing.
  virtual void set_position(std::string_view text) = 0;
  virtual std::string position_text() const = 0;  // canonical, settled once the game is over
  virtual std::string initial_text() const = 0;   // where the history starts
  virtual bool at_start_position() const = 0;     // the history starts at the game's start

  virtual std::vector<std::string> legal_moves() const = 0;  // empty once over
  // Plays a legal move by pit name; throws ParseError saying why it is not, changing nothing.
  virtual void play(std::string_view move) = 0;
  // Plays it as play() does and returns its seed-by-seed story (core/move_trace.h), for a
  // board that animates it: the move is parsed, checked and sown once.
  virtual MoveTrace play_traced(std::string_view move) = 0;
  // The story of a legal move from the current position, without playing it; throws
  // ParseError as play() does.
  virtual MoveTrace trace(std::string_view move) const = 0;
  virtual bool undo() = 0;  // the last move, or the agreement that ended the game
  // Both players agree to share the seeds on the board (Al-manqala's loops). Throws
  // ParseError, changing nothing, for a game without loop sharing or a finished game.
  virtual void share_loop() = 0;
  // The result sharing would give now, without ending the game (not over if impossible).
  virtual Result share_result() const = 0;
  virtual std::vector<std::string> moves() const = 0;  // played since the history started

  virtual Result result() const = 0;
  virtual Side to_move() const = 0;
  virtual int captured(Side s) const = 0;
  virtual BoardRows board() const = 0;
  virtual int total_seeds() const = 0;

  virtual uint64_t perft(int depth) const = 0;
  // Uniformly random games from here (core/playouts.h), the game itself unchanged.
  virtual PlayoutTally random_playouts(uint64_t games, uint64_t seed, int max_plies) const = 0;
  virtual std::vector<std::pair<std::string, uint64_t>> divide(int depth) const = 0;
  // What a player saw when choosing a move; pv holds pit names, score is in kSeed units.
  struct Report {
    int depth = 0, seldepth = 0, score = 0;
    uint64_t nodes = 0;
    int64_t time_ms = 0;
    std::vector<std::string> pv;
    uint64_t tbhits = 0;
    int multipv = 0;  // the line's rank when several are searched (PlayerOptions::multipv)
  };
  using ReportSink = std::function<void(const Report&)>;
  // The current position as the endgame tables see it (docs/tablebases.md), when the process
  // has tables (set_tablebase_dir) that hold it: the value with best play and each legal
  // move's value for the side that plays it.
  struct EndgameReport {
    std::string sentence;  // "with best play South takes 9 of the 14 seeds left", "North wins in 23"
    std::string kind;      // "seeds" or "plies"
    int half_seeds = 0;    // seeds: twice what the side to move ends up with of `board`
    int board = 0;
    int outcome = 0;       // plies: +1 won, 0 drawn, -1 lost for the side to move, in `plies`
    int plies = 0;
    struct MoveValue {
      std::string move, text;  // "d2", "5" (seeds it ends up with) or "win 23"
      int half_seeds = 0, outcome = 0, plies = 0;
    };
    std::vector<MoveValue> moves;
  };
  virtual std::optional<EndgameReport> endgame_report() const = 0;

  // Chooses a move in the current position, which must have one (search/think.h).
  virtual Report think(const PlayerOptions& player, const SearchLimits& limits, TranspositionTable& tt,
                       const std::atomic<bool>& stop, const ReportSink& on_info) const = 0;

 protected:
  WorkLimit* limit_ = nullptr;
};

}  // namespace manqala
