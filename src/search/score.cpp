#include "search/score.h"

namespace manqala {

std::string score_text(int score) {
  if (is_decisive(score)) return std::string(score > 0 ? "win " : "loss ") + std::to_string(plies_to_end(score));
  const int half = score >= 0 ? kSeed / 2 : -kSeed / 2;
  return std::to_string((score + half) / kSeed);
}

}  // namespace manqala
