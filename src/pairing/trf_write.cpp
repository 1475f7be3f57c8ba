// write_trf: the lines in the order trf.h gives, each as the reader reads it.
#include <algorithm>
#include <cctype>
#include <numeric>

#include "pairing/trf.h"
#include "pairing/trf_player_line.h"
#include "pairing/trf_text.h"

namespace manqala::pairing {

namespace {

using namespace trf_text;

[[noreturn]] void refuse(const std::string& field, const std::string& why) { throw TrfError(0, field, "", why); }

std::string value_of(Points p) {
  if (p < 0 || p > 999) refuse("point system", std::to_string(p) + " tenths does not fit: 0.0 to 99.9");
  return right(format_points(p), 4);
}

// The lines saying the point system, none when it is FIDE's default.
std::vector<std::string> point_lines(const PointSystem& ps, TrfFlavour flavour) {
  const PointSystem fide;
  // What neither flavour can say: their win and draw values cover these too.
  if (ps.forfeit_win != ps.win || ps.full_bye != ps.win || ps.half_bye != ps.draw)
    refuse("point system", "a TRF gives forfeit wins and full-point byes a win's points, half-point byes a draw's");
  std::vector<std::pair<char, Points>> values;  // TRF-2026 letters
  if (ps.win != fide.win) values.push_back({'W', ps.win});
  if (ps.draw != fide.draw) values.push_back({'D', ps.draw});
  if (ps.loss != fide.loss) values.push_back({'L', ps.loss});
  if (ps.pairing_bye != ps.win) values.push_back({'P', ps.pairing_bye});
  std::vector<std::string> lines;
  if (flavour == TrfFlavour::trf2026) {
    if (ps.forfeit_loss != ps.zero_bye)
      refuse("point system", "TRF-2026 gives a forfeit loss the points of a zero-point bye (A)");
    if (ps.zero_bye != fide.zero_bye) values.push_back({'A', ps.zero_bye});
    if (values.empty()) return lines;
    std::string line = "162 ";  // a letter in column 6, its value in 7-10, the next in 15
    for (const auto& [letter, points] : values) line += std::string(" ") + letter + value_of(points) + "   ";
    lines.push_back(line);
  } else {
    if (ps.zero_bye != fide.zero_bye) values.push_back({'Z', ps.zero_bye});
    if (ps.forfeit_loss != fide.forfeit_loss) values.push_back({'F', ps.forfeit_loss});
    for (const auto& [letter, points] : values)
      lines.push_back(std::string("BB") + (letter == 'P' ? 'U' : letter) + " " + value_of(points));
  }
  return lines;
}

// Virtual points: XXA (a player and a value per round) in TRF(x); in TRF-2026, 250 lines, one
// for each run of rounds with the same points over a run of players with the same points.
std::vector<std::string> acceleration_lines(const Tournament& t, TrfFlavour flavour) {
  std::vector<std::string> lines;
  for (std::size_t i = 0; i < t.players.size(); ++i) {
    const auto& a = t.players[i].acceleration;
    if (a.empty()) continue;
    if (a.size() > 999) refuse("acceleration", "virtual points for more than 999 rounds");
    if (flavour == TrfFlavour::trf2016x) {
      std::string line = "XXA " + zero_padded(static_cast<int>(i) + 1, 4);
      for (Points p : a) line += " " + value_of(p);
      lines.push_back(line);
      continue;
    }
    if (i > 0 && t.players[i - 1].acceleration == a) continue;  // written with the player before
    std::size_t last = i;
    while (last + 1 < t.players.size() && t.players[last + 1].acceleration == a) ++last;
    for (std::size_t r = 0; r < a.size();) {
      std::size_t end = r;
      while (end + 1 < a.size() && a[end + 1] == a[r]) ++end;
      if (a[r] != 0)
        lines.push_back("250      " + value_of(a[r]) + " " + zero_padded(static_cast<int>(r) + 1, 3) + " " +
                        zero_padded(static_cast<int>(end) + 1, 3) + " " + zero_padded(static_cast<int>(i) + 1, 4) +
                        " " + zero_padded(static_cast<int>(last) + 1, 4));
      r = end + 1;
    }
  }
  return lines;
}

// Forbidden pairs: XXP for those of every round, 260 for those of some rounds (both read by
// bbpPairings in any file).
std::vector<std::string> forbidden_lines(const Tournament& t) {
  std::vector<std::string> lines;
  for (const ForbiddenPairs& f : t.forbidden) {
    if (f.players.size() < 2) refuse("forbidden pairs", "a forbidden group needs two players or more");
    const bool always = f.first_round == 1 && f.last_round == 0;
    if (!always && (f.first_round < 1 || f.last_round < f.first_round || f.last_round > 999))
      refuse("forbidden pairs", "rounds " + std::to_string(f.first_round) + " to " + std::to_string(f.last_round));
    std::string line = always ? "XXP" : "260 " + zero_padded(f.first_round, 3) + " " + zero_padded(f.last_round, 3);
    for (int n : f.players) {
      if (n < 1 || n > static_cast<int>(t.players.size())) refuse("forbidden pairs", "there is no player " + std::to_string(n));
      line += " " + zero_padded(n, 4);
    }
    lines.push_back(line);
  }
  return lines;
}

// Standings by points, then starting number: the rank of each player (index number - 1).
std::vector<int> ranks(const Tournament& t) {
  std::vector<int> order(t.players.size());
  std::iota(order.begin(), order.end(), 1);
  std::vector<Points> score(t.players.size() + 1);
  for (int n : order) score[static_cast<std::size_t>(n)] = t.score(n);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    return score[static_cast<std::size_t>(a)] > score[static_cast<std::size_t>(b)];
  });
  std::vector<int> rank(t.players.size());
  for (std::size_t i = 0; i < order.size(); ++i) rank[static_cast<std::size_t>(order[i] - 1)] = static_cast<int>(i) + 1;
  return rank;
}

char bye_letter(const RequestedBye& b) {
  switch (b.kind) {
    case RoundResult::full_bye: return 'F';
    case RoundResult::half_bye: return 'H';
    case RoundResult::zero_bye: return 'Z';
    default: refuse("bye", "player " + std::to_string(b.player) + " asks for a bye that is not F, H or Z");
  }
}

// Consecutive byes of one kind and round share a line ("240 H 003    5   12"), so that the
// reader finds them in the same order.
std::vector<std::string> bye_lines(const std::vector<RequestedBye>& byes) {
  constexpr std::size_t kPerLine = 20;
  std::vector<std::string> lines;
  for (std::size_t i = 0; i < byes.size();) {
    const RequestedBye& first = byes[i];
    if (first.round < 1 || first.round > 999)
      refuse("bye", "round " + std::to_string(first.round) + " is not 1 to 999");
    std::string line = std::string("240 ") + bye_letter(first) + " " + zero_padded(first.round, 3);
    std::size_t j = i;
    for (; j < byes.size() && j - i < kPerLine && byes[j].round == first.round && byes[j].kind == first.kind; ++j) {
      if (byes[j].player < 1 || byes[j].player > 9999) refuse("bye", "player " + std::to_string(byes[j].player));
      line += " " + right(std::to_string(byes[j].player), 4);
    }
    lines.push_back(line);
    i = j;
  }
  return lines;
}

}  // namespace

std::string write_trf(const Tournament& t, TrfFlavour flavour) {
  std::string out;
  const auto put = [&](std::string line) {
    std::replace(line.begin(), line.end(), '\n', ' ');
    std::replace(line.begin(), line.end(), '\r', ' ');
    while (!line.empty() && line.back() == ' ') line.pop_back();
    out += line;
    out += '\n';
  };
  for (const auto& [code, value] : t.header) {
    const bool tournament_code = code.size() == 3 && std::all_of(code.begin(), code.end(), ::isdigit) &&
                                 code[2] == '2' && code != "142" && code != "152" && code != "162";
    if (!tournament_code)
      refuse("header", trf_text::quoted(code) + " is not a tournament-section code (012, 022, ..., 192, ...)");
    put(code + " " + value);
  }

  const bool fide2026 = flavour == TrfFlavour::trf2026;
  if (t.planned_rounds < 0 || t.planned_rounds > 999)
    refuse("number of rounds", std::to_string(t.planned_rounds) + " is not 1 to 999");
  if (t.planned_rounds) put((fide2026 ? "142 " : "XXR ") + std::to_string(t.planned_rounds));
  if (t.initial_colour != Colour::none) {
    const bool white = t.initial_colour == Colour::white;
    put(fide2026 ? (white ? "152 W" : "152 B") : (white ? "XXC white1" : "XXC black1"));
  }
  for (const std::string& line : point_lines(t.points, flavour)) put(line);

  const std::vector<int> rank = ranks(t);
  for (std::size_t i = 0; i < t.players.size(); ++i) {
    const Player& p = t.players[i];
    if (p.number != static_cast<int>(i) + 1)
      refuse("starting number", "player " + std::to_string(i + 1) + " has the number " + std::to_string(p.number));
    put(write_player_line(p, t.score(p.number), p.declared_rank > 0 ? p.declared_rank : rank[i]));
  }
  for (const std::string& line : bye_lines(t.requested_byes)) put(line);
  for (const std::string& line : acceleration_lines(t, flavour)) put(line);
  for (const std::string& line : forbidden_lines(t)) put(line);
  for (const std::string& line : t.other_lines) put(line);
  return out;
}

}  // namespace manqala::pairing
