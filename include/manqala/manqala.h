// manqala as a library: Hawalis and Al-manqala (RULES.md) behind one small facade. Link
// `manqala::core` for games, options, positions, moves, history, random playouts and perft;
// `manqala::search` adds the engine (manqala/search.h). Only the standard library is used here.
//
// The board as people read it (docs/board-and-options.md): `rows` rows of `columns` pits (7
// in both games), row 1 at South's edge, columns a, b, ... from South's left. A move is named
// by the pit it starts from ("c2"); its integer action is (row - 1) * columns + column, column
// a = 0, so actions run from 0 to rows * columns - 1 and mean the same pit for both players.
//
// Every call that takes text (a game name, options, a position, a move) throws manqala::Error
// with the engine's message on bad input and changes nothing.
#pragma once

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "manqala/version.h"

namespace manqala::api {

// Bad input: an unknown game or option, a malformed position, an illegal move.
class Error : public std::invalid_argument {
 public:
  using std::invalid_argument::invalid_argument;
};

// One rule option of a game's schema (RULES.md "Options").
struct OptionSpec {
  std::string name;
  std::string kind;                  // "flag", "number", "choice" or "numbers"
  std::string help;                  // one line
  int min = 0, max = 0;              // a number's range; for "numbers", each number's
  std::vector<std::string> choices;  // a choice's values ("true", "false" for a flag)
  std::string default_value;         // as written in an option word
  std::string values;                // "1-9", "true|false", ...: what it takes, in words
};

struct GameSpec {
  std::string name;   // "hawalis", "al-manqala": what State and the engine protocol take
  std::string title;  // "Hawalis", "Al-manqala"
  int rows = 0, columns = 0;
  bool shares_loops = false;  // whether players may agree to share a loop (State::share_loop)
  std::vector<std::string> end_reasons;  // the words of Outcome::reason this game can give
  std::vector<OptionSpec> options;
};

// Every game, in the registry's order, and one by name (Error if unknown).
std::vector<std::string> game_names();
GameSpec game_spec(std::string_view game);

enum class Player { South, North };
enum class Winner { None, South, North, Draw };

// How a game stands. `reason` is the engine protocol's word, one of the game's own
// (GameSpec::end_reasons: Hawalis "captured-all", "no-moves", "repetition"; Al-manqala
// "score", "board-empty", "loop-shared", "starved"), "" while it goes on.
struct Outcome {
  bool over = false;
  Winner winner = Winner::None;
  std::string reason;
  int captured_south = 0, captured_north = 0;
};

// A game in progress: its rules with their options, its position and the moves played since
// its history started (repetition and loops are judged over them). Copies are independent.
class State {
 public:
  // The start position of `game` with option words such as "seeds=3 relay=false".
  explicit State(std::string_view game, std::string_view options = "");
  State(const State& other);
  State& operator=(const State& other);
  State(State&&) noexcept;
  State& operator=(State&&) noexcept;
  ~State();

  std::string game() const;     // its name
  std::string options() const;  // every option as name=value, space-separated
  int rows() const;
  int columns() const;
  int num_actions() const;  // rows * columns: actions are 0 .. num_actions() - 1

  // Position text of RULES.md ("4,4,.../... S 0 0"); setting one restarts the history there.
  std::string text() const;
  void set_text(std::string_view position);
  void reset();  // the start position, history cleared

  Player to_move() const;
  std::vector<std::string> legal_moves() const;  // empty once the game is over
  std::vector<int> legal_actions() const;         // the same moves as actions, ascending
  int action_of(std::string_view move) const;     // a pit name as an action (Error if none)
  std::string move_of(int action) const;          // an action as a pit name (Error if out of range)

  void play(std::string_view move);  // a legal move by name; Error (why, with the legal ones) if not
  void play(int action);
  bool undo();  // takes back the last move (false at the start of the history)
  // Both players agree to share the seeds left on the board (Al-manqala's loops); Error where
  // the game has no such rule or is over.
  void share_loop();
  std::vector<std::string> history() const;  // the moves since the history started

  Outcome outcome() const;
  bool is_over() const;
  int captured(Player p) const;
  // Seed counts row by row as people read them: index (row - 1) * columns + column, as actions.
  std::vector<int> board() const;
  // The board for a learning agent, rows * columns + 2 numbers from the view of the player to
  // move: the board turned so that the mover sits at row 1 (when North moves, pit (row, column)
  // is read from (rows + 1 - row, columns - 1 - column)), in action order, then the mover's and the
  // opponent's captured seeds; each divided by the game's total seeds.
  std::vector<float> observation() const;
  int total_seeds() const;

  uint64_t perft(int depth) const;  // leaf positions after `depth` plies (RULES.md perft)

  // For manqala/search.h and the bindings; not part of the stable API.
  struct Impl;
  const Impl& impl() const { return *impl_; }

 private:
  std::unique_ptr<Impl> impl_;
};

struct PlayoutStats {
  uint64_t games = 0, south_wins = 0, north_wins = 0, draws = 0;
  uint64_t unfinished = 0;  // stopped at max_plies
  uint64_t plies = 0;       // moves played in all of them
};

// `games` uniformly random games from `state` (left unchanged), each up to `max_plies` moves;
// the same seed gives the same games.
PlayoutStats random_playouts(const State& state, uint64_t games, uint64_t seed = 1, int max_plies = 1000);

}  // namespace manqala::api
