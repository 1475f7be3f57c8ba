#include "pairing/dutch_check.h"

#include <algorithm>
#include <map>
#include <set>

#include "pairing/bracket_walk.h"
#include "pairing/colour_allocation.h"
#include "pairing/dutch_player.h"

namespace manqala::pairing {
namespace {

std::string points_text(Points p) {
  return std::to_string(p / 10) + (p % 10 ? "." + std::to_string(p % 10) : "");
}

std::string pair_text(int a, int b) { return std::to_string(a) + " - " + std::to_string(b); }

bool absolute_breaches(const std::map<int, const DutchPlayer*>& by_number, const RoundPairing& given,
                       std::vector<Breach>& out) {
  std::map<int, int> seen;
  for (const Board& b : given.boards) {
    ++seen[b.white];
    ++seen[b.black];
  }
  if (given.bye) ++seen[given.bye];
  for (auto [number, times] : seen) {
    if (!by_number.count(number)) out.push_back({"players", "player " + std::to_string(number) + " is not to be paired in this round"});
    if (times > 1) out.push_back({"players", "player " + std::to_string(number) + " is paired more than once"});
  }
  for (auto [number, p] : by_number)
    if (!seen.count(number)) out.push_back({"players", "player " + std::to_string(number) + " is not paired"});
  if (!out.empty()) return true;
  for (const Board& b : given.boards) {
    const DutchPlayer& w = *by_number.at(b.white);
    const DutchPlayer& k = *by_number.at(b.black);
    if (w.has_met(k.number))
      out.push_back({"C1", pair_text(b.white, b.black) + ": they have played each other already"});
    else if (w.forbids(k.number))
      out.push_back({"forbidden", pair_text(b.white, b.black) + ": the rules of the tournament forbid this pair"});
    else if (!may_meet(w, k))
      out.push_back({"C3", pair_text(b.white, b.black) + ": neither is a topscorer and both have an absolute preference for the same colour"});
  }
  if (given.bye && !by_number.at(given.bye)->bye_eligible)
    out.push_back({"C2", "player " + std::to_string(given.bye) + " has had a pairing-allocated bye or a win without playing"});
  return !out.empty();
}

}  // namespace

RoundPairing recorded_pairing(const Tournament& t, int round) {
  RoundPairing out;
  for (const Player& p : t.players) {
    if (static_cast<std::size_t>(round) > p.rounds.size()) continue;
    const Entry& e = p.rounds[static_cast<std::size_t>(round - 1)];
    if (e.outcome == RoundResult::pairing_bye) out.bye = p.number;
    if (e.opponent == 0 || e.opponent < p.number) continue;
    // Each pair once, from its lower starting number; White from the colours recorded.
    const bool white = e.colour != Colour::black;
    out.boards.push_back(white ? Board{p.number, e.opponent} : Board{e.opponent, p.number});
  }
  return out;
}

Tournament before_round(const Tournament& t, int round) {
  Tournament out = t;
  out.requested_byes.erase(std::remove_if(out.requested_byes.begin(), out.requested_byes.end(),
                                          [&](const RequestedBye& b) { return b.round > round; }),
                           out.requested_byes.end());
  for (Player& p : out.players) {
    if (p.rounds.size() >= static_cast<std::size_t>(round)) {
      const Entry e = p.rounds[static_cast<std::size_t>(round - 1)];
      const bool paired = e.opponent != 0 || e.outcome == RoundResult::pairing_bye;
      p.rounds.resize(static_cast<std::size_t>(round - 1));
      if (!paired) out.requested_byes.push_back({round, p.number, e.outcome == RoundResult::none ? RoundResult::zero_bye : e.outcome});
    }
  }
  return out;
}

std::vector<Breach> check_dutch(const Tournament& before, int round, const RoundPairing& given) {
  std::vector<Breach> out;
  const std::vector<DutchPlayer> ranked = dutch_players(before, round);
  std::vector<const DutchPlayer*> all;
  std::map<int, const DutchPlayer*> by_number;
  for (const auto& p : ranked) {
    all.push_back(&p);
    by_number[p.number] = &p;
  }
  if (absolute_breaches(by_number, given, out)) return out;

  RoundPairing expected;
  try {
    expected = pair_dutch(before, round);
  } catch (const NoPairing& e) {
    return {{"C4", std::string("no pairing keeps the absolute criteria: ") + e.what()}};
  }
  auto unordered = [](const RoundPairing& r) {
    std::set<std::pair<int, int>> s;
    for (const Board& b : r.boards) s.insert({std::min(b.white, b.black), std::max(b.white, b.black)});
    return s;
  };
  const auto given_pairs = unordered(given);
  if (given_pairs == unordered(expected) && given.bye == expected.bye) {
    for (const Board& b : given.boards)
      if (std::find(expected.boards.begin(), expected.boards.end(), b) == expected.boards.end())
        out.push_back({"colours", pair_text(b.white, b.black) + ": the colour allocation rules give White to " +
                                      std::to_string(b.black)});
    return out;
  }

  // The first bracket where the given pairing is not the best, and the first criterion.
  const std::optional<Points> bye =
      expected.bye ? std::optional<Points>(by_number.at(expected.bye)->score) : std::nullopt;
  BracketWalk walk(all, bye, before.initial_colour);
  while (!walk.done()) {
    const Bracket bracket = walk.next();
    BracketPairer pairer(bracket.players, bracket.places, bye, before.initial_colour, bracket.c9);
    std::vector<std::pair<int, int>> mine;
    const int n = static_cast<int>(bracket.players.size());
    for (int i = 0; i < n; ++i)
      for (int j = i + 1; j < n; ++j) {
        const auto a = bracket.players[static_cast<std::size_t>(i)]->number, b = bracket.players[static_cast<std::size_t>(j)]->number;
        if (pairer.in_bracket(i, j) && given_pairs.count({std::min(a, b), std::max(a, b)})) mine.emplace_back(i, j);
      }
    const std::string where = "in the bracket of " + points_text(bracket.resident_score) + " points";
    const auto with = pairer.best_fields_with(mine);
    if (!with) return {{"C4", "after the pairs " + where + " the round cannot be completed"}};
    const Fields best = pairer.best_fields();
    for (int c = 0; c < kCriteria; ++c) {
      if ((*with)[static_cast<std::size_t>(c)] < best[static_cast<std::size_t>(c)])
        return {{criterion_name(c), where + ": " + criterion_text(c)}};
    }
    auto engine_pairs = pairer.pair();
    std::sort(engine_pairs.begin(), engine_pairs.end());
    if (engine_pairs != mine)
      return {{"order", where + ": an equally good pairing comes first in the order of candidates (transpositions, exchanges)"}};
    walk.move_down(bracket, mine);
  }
  return {{"order", "the pairing differs from the Dutch system's"}};
}

}  // namespace manqala::pairing
