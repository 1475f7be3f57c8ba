#include "server/study/replayed.h"

#include <algorithm>

#include "core/notation.h"
#include "games/registry.h"
#include "server/room/state.h"

namespace manqala::study {
namespace {

std::unique_ptr<AnyGame> start_of(const StoredGame& g) {
  auto game = make_game(g.game, split_words(g.options));
  if (!g.start.empty()) {
    ServerJudging bound(*game);
    game->set_position(g.start);
  }
  return game;
}

}  // namespace

std::unique_ptr<AnyGame> position_at(const StoredGame& g, size_t plies) {
  auto game = start_of(g);
  ServerJudging bound(*game);
  for (size_t i = 0; i < std::min(plies, g.moves.size()); ++i) game->play(g.moves[i].move);
  return game->clone();  // without the bound, which goes with this scope
}

void each_move(const StoredGame& g, const std::function<void(const AnyGame& before, const std::string& move)>& visit) {
  auto game = start_of(g);
  ServerJudging bound(*game);
  for (const auto& m : g.moves) {
    visit(*game, m.move);
    game->play(m.move);
  }
}

}  // namespace manqala::study
