#include "facade/sentences.h"

#include "search/score.h"

namespace manqala {

std::string side_title(Side s) { return s == Side::South ? "South" : "North"; }

std::string result_sentence(const AnyGame& g, const Result& r) {
  const std::string score = std::to_string(g.captured(Side::South)) + "–" + std::to_string(g.captured(Side::North));
  const std::string verdict =
      r.winner == Winner::Draw ? "a draw" : side_title(r.winner == Winner::South ? Side::South : Side::North) + " wins";
  const std::string loser = side_title(r.winner == Winner::South ? Side::North : Side::South);
  switch (r.reason) {
    case EndReason::CapturedAll: return loser + " has no seeds left: " + verdict + ".";
    case EndReason::NoMoves: return loser + " has no legal move: " + verdict + ".";
    case EndReason::Repetition: return "The same position came round again: " + verdict + ".";
    case EndReason::Score: return verdict + " with " + score + " captured.";
    case EndReason::BoardEmpty: return "No seeds are left on the board: " + verdict + ", " + score + ".";
    case EndReason::LoopShared: return "The loop was shared out: " + verdict + ", " + score + ".";
    case EndReason::Starved:
      return "Nobody could feed the empty row; the seeds left went to the starved side: " + verdict + ", " + score +
             ".";
    case EndReason::None: break;
  }
  return "The game goes on.";
}

std::string outside_end_sentence(Side loser, std::string_view reason) {
  const std::string why = reason == "time"      ? side_title(loser) + "'s time ran out"
                          : reason == "forfeit" ? side_title(loser) + " forfeited the game"
                                                : side_title(loser) + " resigned";
  return why + ": " + side_title(opponent(loser)) + " wins.";
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
