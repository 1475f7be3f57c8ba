#include "pairing/dutch.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <set>

#include "pairing/bracket_pairer.h"
#include "pairing/colour_allocation.h"
#include "pairing/dutch_player.h"
#include "pairing/matching.h"

namespace manqala::pairing {
namespace {

// Whether everyone can be paired (C1, C3) leaving at most one player, and that one a player
// who may have the bye with a score of at most `bye_score`.
bool completes(const std::vector<const DutchPlayer*>& players, std::optional<Points> bye_score) {
  const int n = static_cast<int>(players.size());
  auto candidate = [&](int i) {
    const auto& p = *players[static_cast<std::size_t>(i)];
    return !bye_score || (p.bye_eligible && p.score <= *bye_score);
  };
  std::vector<WeightedEdge<std::int64_t>> edges;
  for (int i = 0; i < n; ++i)
    for (int j = i + 1; j < n; ++j)
      if (may_meet(*players[static_cast<std::size_t>(i)], *players[static_cast<std::size_t>(j)]))
        edges.push_back({i, j, 1 + !candidate(i) + !candidate(j)});
  const auto mate = max_weight_matching<std::int64_t>(n, edges);
  int single = 0;
  for (int i = 0; i < n; ++i)
    if (mate[static_cast<std::size_t>(i)] < 0 && (++single > 1 || !candidate(i) || n % 2 == 0)) return false;
  return true;
}

// The score of the player who gets the pairing-allocated bye: the lowest with which the round
// can be completed (none when the number of players is even).
std::optional<Points> bye_score(const std::vector<const DutchPlayer*>& players) {
  if (players.size() % 2 == 0) {
    if (!completes(players, std::nullopt)) throw NoPairing("no pairing of all the players keeps the absolute criteria");
    return std::nullopt;
  }
  std::set<Points> scores;
  for (const auto* p : players)
    if (p->bye_eligible) scores.insert(p->score);
  for (Points s : scores)
    if (completes(players, s)) return s;
  throw NoPairing("no pairing keeps the absolute criteria with the bye to a player who may have it");
}

struct Pair {
  const DutchPlayer* higher;
  const DutchPlayer* lower;
};

}  // namespace

RoundPairing pair_dutch(const Tournament& t, int round) {
  const std::vector<DutchPlayer> ranked = dutch_players(t, round);
  std::vector<const DutchPlayer*> all;
  for (const auto& p : ranked) all.push_back(&p);
  const std::optional<Points> bye = bye_score(all);

  std::vector<Pair> pairs;
  std::vector<const DutchPlayer*> moved_down;
  std::size_t group = 0;
  bool collapsed = false;
  while (group < all.size() || (moved_down.size() >= 2 && !collapsed)) {
    // The bracket: moved-down players, then the score group; then the following group and
    // the rest, which the bracket's pairing must leave able to complete the round.
    std::vector<const DutchPlayer*> players = moved_down;
    std::vector<Place> places(moved_down.size(), Place::moved_down);
    std::size_t end = group;
    if (group < all.size()) {
      while (end < all.size() && all[end]->score == all[group]->score) ++end;
    } else {
      // The last group paired, some moved-down players are left that could only meet each
      // other: they make one last bracket of their own.
      collapsed = true;
      std::fill(places.begin(), places.end(), Place::resident);
    }
    std::size_t next_end = end;
    while (next_end < all.size() && all[next_end]->score == all[end]->score) ++next_end;
    for (std::size_t i = group; i < all.size(); ++i) {
      players.push_back(all[i]);
      places.push_back(i < end ? Place::resident : i < next_end ? Place::next : Place::below);
    }
    // C9 counts where the bracket's one downfloater is to have the bye: the bye's score is
    // this bracket's, and its best pairing pairs nobody of it below.
    const Points resident_score = group < all.size() ? all[group]->score : moved_down.back()->score;
    const bool bye_here = bye && *bye >= resident_score &&
                          !BracketPairer(players, places, bye, t.initial_colour).pairs_below();
    BracketPairer pairer(players, places, bye, t.initial_colour, bye_here);
    std::vector<char> paired(players.size(), 0);
    for (auto [a, b] : pairer.pair()) {
      pairs.push_back({players[static_cast<std::size_t>(a)], players[static_cast<std::size_t>(b)]});
      paired[static_cast<std::size_t>(a)] = paired[static_cast<std::size_t>(b)] = 1;
    }
    moved_down.clear();
    for (std::size_t i = 0; i < players.size(); ++i)
      if (!paired[i] && (places[i] == Place::moved_down || places[i] == Place::resident)) moved_down.push_back(players[i]);
    group = end;
  }
  if (moved_down.size() > 1) throw NoPairing("the brackets could not be completed");

  RoundPairing out;
  if (moved_down.size() == 1) out.bye = moved_down.front()->number;
  auto rank = [&](const DutchPlayer* p) { return std::find(all.begin(), all.end(), p) - all.begin(); };
  // Before any game is played, colours alternate by board; afterwards, by starting number.
  const bool first_round = std::all_of(all.begin(), all.end(), [](const DutchPlayer* p) { return p->colours.empty(); });
  std::sort(pairs.begin(), pairs.end(), [&](const Pair& a, const Pair& b) {
    const Points ma = std::max(a.higher->score, a.lower->score), mb = std::max(b.higher->score, b.lower->score);
    if (ma != mb) return ma > mb;
    const Points sa = a.higher->score + a.lower->score, sb = b.higher->score + b.lower->score;
    if (sa != sb) return sa > sb;
    return rank(a.higher) < rank(b.higher);
  });
  for (const Pair& p : pairs) {
    const int parity = first_round ? static_cast<int>(out.boards.size()) + 1 : p.higher->number;
    const bool higher_white = colour_of_higher(*p.higher, *p.lower, t.initial_colour, parity) == Colour::white;
    out.boards.push_back(higher_white ? Board{p.higher->number, p.lower->number} : Board{p.lower->number, p.higher->number});
  }
  return out;
}

std::string pairing_lines(const RoundPairing& pairing) {
  std::string out = std::to_string(pairing.boards.size() + (pairing.bye ? 1 : 0)) + "\n";
  for (const Board& b : pairing.boards) out += std::to_string(b.white) + " " + std::to_string(b.black) + "\n";
  if (pairing.bye) out += std::to_string(pairing.bye) + " 0\n";
  return out;
}

}  // namespace manqala::pairing
