// What one entry of a table says, decoded (table_file.h's ValueKind), and the helpers every
// game's endgame class shares.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "core/options.h"
#include "tablebase/table_file.h"

namespace manqala::tablebase {

struct EndgameValue {
  ValueKind kind = ValueKind::HalfSeeds;
  // HalfSeeds: of the `board` seeds left, the side to move ends up with half_seeds / 2.
  int half_seeds = 0;
  int board = 0;
  // PliesToEnd: +1 won, 0 drawn, -1 lost, in `plies` plies with best play on both sides.
  int outcome = 0;
  int plies = 0;

  static EndgameValue decode(ValueKind kind, uint8_t byte, int board) {
    EndgameValue v;
    v.kind = kind;
    v.board = board;
    if (kind == ValueKind::HalfSeeds) {
      v.half_seeds = byte;
    } else if (byte != 0) {
      v.plies = byte - 1;
      v.outcome = v.plies % 2 == 1 ? 1 : -1;
    }
    return v;
  }
  bool operator==(const EndgameValue&) const = default;
};

// Bytes of PliesToEnd tables: a distance in plies, won when odd.
constexpr uint8_t kDrawByte = 0;
// The longest distance a table holds. While a level is solved, a distance can be longer for a
// while (it only shortens as the solver goes on): it is held at 253 (won) or 254 (lost), and
// the builder refuses a level that still holds one when it is done (too long for a byte).
constexpr int kMaxPlies = 252;
// The search-like score of a PliesToEnd byte: won nearer is better, lost later is better.
constexpr int kWonScore = 1000;
constexpr int plies_score(uint8_t byte) {
  if (byte == kDrawByte) return 0;
  const int plies = byte - 1;
  return plies % 2 == 1 ? kWonScore - plies : -(kWonScore - plies);
}
// The byte for a score, a distance beyond kMaxPlies held at the mark of its outcome.
constexpr uint8_t plies_byte(int score) {
  if (score == 0) return kDrawByte;
  int plies = kWonScore - (score > 0 ? score : -score);
  if (plies > kMaxPlies) plies = kMaxPlies + (plies % 2 == 1 ? 1 : 2);
  return static_cast<uint8_t>(plies + 1);
}
// Whether a finished table's byte is a distance too long to hold.
constexpr bool beyond_plies(uint8_t byte) { return byte != kDrawByte && byte - 1 > kMaxPlies; }
// The parent's score of a move to a child scored `child` (from the child's mover): one ply more.
constexpr int parent_score(int child) { return child > 0 ? -(child - 1) : child < 0 ? -child - 1 : 0; }

// The option words of `o` named in `names`, in the schema's order: the options that change
// the values of a game's tables, which a table records and a prober checks.
template <class Options>
std::string option_words(const OptionSchema<Options>& schema, const Options& o, const std::vector<std::string>& names) {
  const std::string text = schema.text(o);  // name=value words, one space apart
  std::string out;
  for (size_t at = 0; at < text.size();) {
    const size_t end = std::min(text.find(' ', at), text.size());
    const std::string word = text.substr(at, end - at);
    for (const std::string& n : names)
      if (word.compare(0, word.find('='), n) == 0 && word.find('=') == n.size()) out += (out.empty() ? "" : " ") + word;
    at = end + 1;
  }
  return out;
}

}  // namespace manqala::tablebase
