#include "pairing/dutch_player.h"

#include <algorithm>

namespace manqala::pairing {
namespace {

bool requested_bye(const Tournament& t, int round, int number) {
  return std::any_of(t.requested_byes.begin(), t.requested_byes.end(),
                     [&](const RequestedBye& b) { return b.round == round && b.player == number; });
}

void set_preference(DutchPlayer& p) {
  const auto& c = p.colours;
  if (c.empty()) return;
  const bool same_twice = c.size() >= 2 && c[c.size() - 1] == c[c.size() - 2];
  if (p.colour_difference < -1 || p.colour_difference > 1 || same_twice) {
    p.strength = Strength::absolute;
    if (p.colour_difference < -1)
      p.preference = Colour::white;
    else if (p.colour_difference > 1)
      p.preference = Colour::black;
    else
      p.preference = opposite(c.back());
  } else if (p.colour_difference != 0) {
    p.strength = Strength::strong;
    p.preference = p.colour_difference > 0 ? Colour::black : Colour::white;
  } else {
    p.strength = Strength::mild;
    p.preference = opposite(c.back());
  }
}

// The float a round gave: a game against a lower score is a downfloat, against a higher one
// an upfloat (the scores that round was paired on, virtual points included); a round scored
// without playing, worth more than a loss, is a downfloat too.
Float float_of(const Tournament& t, int number, int round) {
  const auto& p = t.player(number);
  if (round < 1 || static_cast<std::size_t>(round) > p.rounds.size()) return Float::none;
  const Entry& e = p.rounds[static_cast<std::size_t>(round - 1)];
  if (!played(e.outcome)) return t.points.of(e.outcome) > t.points.loss ? Float::down : Float::none;
  const Points mine = t.pairing_score(number, round), theirs = t.pairing_score(e.opponent, round);
  return mine > theirs ? Float::down : mine < theirs ? Float::up : Float::none;
}

}  // namespace

bool DutchPlayer::has_met(int other) const { return std::binary_search(met.begin(), met.end(), other); }
bool DutchPlayer::forbids(int other) const { return std::binary_search(forbidden.begin(), forbidden.end(), other); }

std::vector<DutchPlayer> dutch_players(const Tournament& t, int round) {
  std::vector<DutchPlayer> out;
  const int max_points_rounds = round - 1;
  for (const auto& p : t.players) {
    const bool entered = static_cast<std::size_t>(round) <= p.rounds.size() &&
                         p.rounds[static_cast<std::size_t>(round - 1)] != Entry{};
    if (p.withdrawn || entered || requested_bye(t, round, p.number)) continue;
    DutchPlayer d;
    d.number = p.number;
    d.score = t.pairing_score(p.number, round);
    for (const ForbiddenPairs& f : t.forbidden)
      if (f.apply_in(round) && std::find(f.players.begin(), f.players.end(), p.number) != f.players.end())
        for (int other : f.players)
          if (other != p.number) d.forbidden.push_back(other);
    for (int r = 1; r < round; ++r) {
      const Entry e = static_cast<std::size_t>(r) <= p.rounds.size() ? p.rounds[static_cast<std::size_t>(r - 1)] : Entry{};
      if (played(e.outcome)) {
        d.colours.push_back(e.colour);
        d.colour_difference += e.colour == Colour::white ? 1 : -1;
        d.met.push_back(e.opponent);
      } else {
        ++d.unplayed;
        if (e.outcome == RoundResult::pairing_bye || t.points.of(e.outcome) >= t.points.win) d.bye_eligible = false;
      }
    }
    std::sort(d.met.begin(), d.met.end());
    std::sort(d.forbidden.begin(), d.forbidden.end());
    set_preference(d);
    d.floats[0] = float_of(t, p.number, round - 1);
    d.floats[1] = float_of(t, p.number, round - 2);
    d.topscorer = t.planned_rounds > 0 && round == t.planned_rounds &&
                  2 * d.score > max_points_rounds * std::max(t.points.win, t.points.draw);
    out.push_back(std::move(d));
  }
  std::stable_sort(out.begin(), out.end(), [](const DutchPlayer& a, const DutchPlayer& b) {
    return a.score != b.score ? a.score > b.score : a.number < b.number;
  });
  return out;
}

bool may_meet(const DutchPlayer& a, const DutchPlayer& b) {
  if (a.has_met(b.number) || a.forbids(b.number)) return false;
  const bool colour_clash = a.strength == Strength::absolute && b.strength == Strength::absolute &&
                            a.preference == b.preference;
  return !colour_clash || a.topscorer || b.topscorer;
}

}  // namespace manqala::pairing
