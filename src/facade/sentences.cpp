#include "facade/sentences.h"

#include "search/score.h"

namespace manqala {

std::string side_title(Side s) { return s == Side::South ? "South" : "North"; }

std::string result_sentence(const AnyGame& g, const Result& r) {
  // The score read from the winner's side, the winner's count first ("North wins with 50–36
  // captured"; a draw South's first), as the page writes it (docs/languages.md).
  const Side first = r.winner == Winner::North ? Side::North : Side::South;
  const std::string score = std::to_string(g.captured(first)) + "–" + std::to_string(g.captured(opponent(first)));
  const std::string verdict =
      r.winner == Winner::Draw ? "a draw" : side_title(r.winner == Winner::South ? Side::South : Side::North) + " wins";
  const std::string loser = side_title(r.winner == Winner::South ? Side::North : Side::South);
  // The game's own sentence for its reason (games/<game>/end_reasons.h), its blanks filled.
  std::string out;
  const std::string_view text = r.reason.text().sentence;
  for (size_t i = 0; i < text.size();) {
    const size_t close = text[i] == '{' ? text.find('}', i) : std::string_view::npos;
    const std::string_view blank = close == std::string_view::npos ? "" : text.substr(i + 1, close - i - 1);
    const std::string* value = blank == "loser" ? &loser : blank == "verdict" ? &verdict : blank == "score" ? &score : nullptr;
    if (value) {
      out += *value;
      i = close + 1;
    } else {
      out += text[i++];
    }
  }
  return out;
}

std::string outside_end_sentence(Side loser, std::string_view reason) {
  if (reason == kAdjudicated) return "The tournament director gave the game to " + side_title(opponent(loser)) + ".";
  const std::string why = reason == "time"        ? side_title(loser) + "'s time ran out"
                          : reason == "forfeit"   ? side_title(loser) + " forfeited the game"
                          : reason == kAbandoned ? side_title(loser) + " left the game"
                                                  : side_title(loser) + " resigned";
  return why + ": " + side_title(opponent(loser)) + " wins.";
}

std::string outside_draw_sentence(std::string_view reason) {
  if (reason == kAbandoned) return "A player left the game, and the other called it a draw.";
  return reason == kAdjudicated ? "The tournament director declared a draw." : "The players agreed a draw.";
}

std::string signed_score(int score) {
  const std::string text = score_text(score);
  return !is_decisive(score) && text != "0" && text[0] != '-' ? "+" + text : text;
}

std::string score_words(int score) {
  if (is_decisive(score)) {
    const int plies = plies_to_end(score);
    return (score > 0 ? "wins in " : "loses in ") + std::to_string(plies) + (plies == 1 ? " ply" : " plies");
  }
  return signed_score(score) + " seeds";
}

}  // namespace manqala
