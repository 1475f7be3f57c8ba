// Arbitrary bytes as a position text for both games. A text that is accepted must print back
// canonically: the printed text parses again to the same text. Then a few legal moves are
// played (and undone), so rule code runs on every position the parser lets in.
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "core/notation.h"
#include "games/registry.h"

using namespace manqala;

namespace {

void check(bool ok, const char* what) {
  if (!ok) {
    std::fprintf(stderr, "fuzz_position: %s\n", what);
    std::abort();
  }
}

void exercise(AnyGame& game, std::string_view text, uint8_t choice) {
  try {
    game.set_position(text);
  } catch (const ParseError&) {
    return;  // refused: fine, as long as nothing crashed
  }
  const std::string canonical = game.position_text();
  // Round trip: the canonical text is accepted and prints as itself.
  auto again = game.clone();
  try {
    again->new_game();
    again->set_position(game.initial_text());
  } catch (const ParseError& e) {
    std::fprintf(stderr, "canonical text refused: %s: %s\n", game.initial_text().c_str(), e.what());
    std::abort();
  }
  check(again->initial_text() == game.initial_text(), "initial text is not canonical");
  check(again->position_text() == canonical, "re-parsed position prints differently");
  check(again->result() == game.result(), "re-parsed position judged differently");
  check(game.moves().empty(), "a fresh position has moves in its history");

  // A few legal moves, chosen by the input; every move keeps the seed total.
  for (int ply = 0; ply < 6; ++ply) {
    auto legal = game.legal_moves();
    check(legal.empty() == game.result().over(), "no legal moves but the game goes on (or the reverse)");
    if (legal.empty()) break;
    const std::string before = game.position_text();
    game.play(legal[(choice + ply * 7) % legal.size()]);
    check(game.moves().size() == static_cast<size_t>(ply + 1), "history did not grow");
    // Every printed position is a valid text of the game again.
    auto reparsed = game.clone();
    try {
      reparsed->set_position(game.position_text());
    } catch (const ParseError& e) {
      std::fprintf(stderr, "position after a move refused: %s: %s\n", game.position_text().c_str(), e.what());
      std::abort();
    }
    check(reparsed->position_text() == game.position_text(), "position after a move is not canonical");
    check(game.undo(), "undo failed");
    check(game.position_text() == before, "undo did not restore the position");
    game.play(legal[(choice + ply * 7) % legal.size()]);
  }
  (void)game.perft(2);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size > 4096) return 0;
  std::string_view text(reinterpret_cast<const char*>(data), size);
  const uint8_t choice = size ? data[size - 1] : 0;
  static auto hawalis = make_game("hawalis");
  static auto almanqala = make_game("al-manqala");
  auto h = hawalis->clone();
  auto a = almanqala->clone();
  exercise(*h, text, choice);
  exercise(*a, text, choice);
  return 0;
}
