#include "server/engine/live_positions.h"

#include <functional>

#include "core/notation.h"

namespace manqala {

LivePositions::Key LivePositions::key_of(const AnyGame& game) {
  const std::string text = game.position_text();
  const auto words = split_words(text);  // pits, side to move, then the captured counts
  std::string key(game.description().name());
  for (size_t i = 0; i < 2 && i < words.size(); ++i) key += " " + std::string(words[i]);
  return std::hash<std::string>{}(key);
}

std::vector<LivePositions::Key> LivePositions::around(const AnyGame& game, uint64_t lap_budget) {
  std::vector<Key> keys = {key_of(game)};
  for (const std::string& move : game.legal_moves()) {
    WorkLimit limit;  // outlives `next`, which points at it
    limit.lap_budget(lap_budget);
    auto next = game.clone();
    next->set_work_limit(&limit);
    try {
      next->play(move);
    } catch (const std::exception&) {  // beyond the bound: nobody can ask about it either
      continue;
    }
    keys.push_back(key_of(*next));
  }
  return keys;
}

void LivePositions::publish(const std::string& id, std::vector<Key> keys) {
  std::lock_guard lock(mu_);
  auto& held = by_game_[id];
  for (const auto& k : held)
    if (--count_[k] <= 0) count_.erase(k);
  held = std::move(keys);
  for (const auto& k : held) ++count_[k];
  if (held.empty()) by_game_.erase(id);
}

bool LivePositions::protects(Key key) const {
  std::lock_guard lock(mu_);
  return count_.count(key) > 0;
}

}  // namespace manqala
