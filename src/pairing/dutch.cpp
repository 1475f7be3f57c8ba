#include "pairing/dutch.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <set>

#include "pairing/bracket_walk.h"
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

void Deadline::throw_too_slow() { throw PairingTooSlow("the pairing took longer than its bound"); }

RoundPairing pair_dutch(const Tournament& t, int round, Deadline deadline) {
  const std::vector<DutchPlayer> ranked = dutch_players(t, round);
  std::vector<const DutchPlayer*> all;
  for (const auto& p : ranked) all.push_back(&p);
  const std::optional<Points> bye = bye_score(all);

  std::vector<Pair> pairs;
  BracketWalk walk(all, bye, t.initial_colour, deadline);
  while (!walk.done()) {
    const Bracket bracket = walk.next();
    BracketPairer pairer(bracket.players, bracket.places, bye, t.initial_colour, bracket.c9, deadline);
    const auto bracket_pairs = pairer.pair();
    for (auto [a, b] : bracket_pairs)
      pairs.push_back({bracket.players[static_cast<std::size_t>(a)], bracket.players[static_cast<std::size_t>(b)]});
    walk.move_down(bracket, bracket_pairs);
  }
  const auto& moved_down = walk.moved_down();
  if (moved_down.size() > 1) throw NoPairing("the brackets could not be completed");

  RoundPairing out;
  if (moved_down.size() == 1) out.bye = moved_down.front()->number;
  auto rank = [&](const DutchPlayer* p) { return std::find(all.begin(), all.end(), p) - all.begin(); };
  // Before any game is played, colours alternate by the place in the list of the players
  // present (as bbpPairings does: absentees leave no gap in round 1); afterwards, by starting
  // number.
  const bool first_round = std::all_of(all.begin(), all.end(), [](const DutchPlayer* p) { return p->colours.empty(); });
  std::vector<int> numbers;  // of the players present, in order: a player's place is its index + 1
  if (first_round)
    for (const DutchPlayer* p : all) numbers.push_back(p->number);
  std::sort(numbers.begin(), numbers.end());
  auto place = [&](const DutchPlayer* p) { return std::lower_bound(numbers.begin(), numbers.end(), p->number) - numbers.begin() + 1; };
  std::sort(pairs.begin(), pairs.end(), [&](const Pair& a, const Pair& b) {
    const Points ma = std::max(a.higher->score, a.lower->score), mb = std::max(b.higher->score, b.lower->score);
    if (ma != mb) return ma > mb;
    const Points sa = a.higher->score + a.lower->score, sb = b.higher->score + b.lower->score;
    if (sa != sb) return sa > sb;
    return rank(a.higher) < rank(b.higher);
  });
  for (const Pair& p : pairs) {
    const int parity = static_cast<int>(first_round ? place(p.higher) : p.higher->number);
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
