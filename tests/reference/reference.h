// Independent, deliberately simple reference implementation of Hawalis and
// Al-manqala (see /work/shared/RULES.md). Used only by tests to cross-check
// the fast engine. Favours obvious correctness over speed.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace reference {

struct Options {                     // defaults are RULES.md defaults
  // Hawalis
  bool relay = true, back_capture = true, singleton_capture = true;
  // both
  bool skip_origin = false; int repetition = 2; int seeds = -1; // -1 = game default (2 Hawalis, 7 Al-manqala)
  // Al-manqala
  std::vector<int> capture = {2, 4}; bool feed_sown = false; /* false = after-capture */ int win_at = 50;
};

class Game {
 public:
  // game: "hawalis" or "al-manqala". Starts from the start position.
  Game(std::string game, Options opt);
  // Replace the position with a RULES.md position text (history restarts there);
  // throws std::invalid_argument on bad text.
  void set_position(const std::string& text);
  std::vector<std::string> legal() const;        // legal move names; empty when the game is over
  void play(const std::string& move);            // throws std::invalid_argument if not legal
  std::string position() const;                  // canonical position text "rows side capS capN"
  std::string status() const;                    // "ongoing" or "over S|N|draw <reason>"

 private:
  using Board = std::vector<std::vector<int>>;   // board[r][c]: r = row number - 1, c = column a..g
  struct MoveResult {
    bool endless = false;     // Hawalis: relay sowing never ends
    Board board;              // board after the move (captures applied)
    int captured = 0;         // seeds taken by the mover
    bool fed = false;         // Al-manqala: the move feeds the opponent (per feed option)
  };

  bool hawalis_;
  Options opt_;
  int seeds_;
  Board board_;
  char side_ = 'S';           // side to move
  int cap_[2] = {0, 0};       // captured by S, by N
  std::map<std::string, int> seen_;  // position key (pits + side to move) -> occurrences
  std::string status_ = "ongoing";
  std::vector<std::string> legal_;

  static int sidx(char side) { return side == 'S' ? 0 : 1; }
  static char other(char side) { return side == 'S' ? 'N' : 'S'; }
  int base_row(char side) const { return hawalis_ && side == 'N' ? 2 : 0; }
  // Circuit index (0..13) -> (row, col). Hawalis: the side's own circuit;
  // Al-manqala: the shared loop (side ignored).
  std::pair<int, int> at(char side, int idx) const;
  int index_of(char side, int row, int col) const;   // inverse of at(); -1 if not on circuit
  std::string key() const;
  std::string rows_text() const;
  int row_sum(int row) const;

  MoveResult hawalis_move(char side, int idx, bool singleton) const;
  MoveResult manqala_move(char side, int idx) const;
  void evaluate();            // recompute legal_ and status_ (may empty the board on Al-manqala endings)
  void finish(const char* reason);
};

uint64_t perft(Game g, int depth);               // RULES.md perft (finished game has no moves; a pass is not a move)

}  // namespace reference
