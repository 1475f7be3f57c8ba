#include "pairing/dutch_criteria.h"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <set>
#include <stdexcept>

#include "pairing/colour_allocation.h"

namespace manqala::pairing {
namespace {

constexpr Points kOnePoint = 10;  // the artificial score one point below a bracket (PSD)

int bits_for(long long max_value) { return std::max(1, static_cast<int>(std::bit_width(static_cast<unsigned long long>(max_value)))); }

bool three_running(const DutchPlayer& p, Colour c) {
  const auto& h = p.colours;
  return h.size() >= 2 && h[h.size() - 1] == c && h[h.size() - 2] == c;
}

int colour_step(Colour c) { return c == Colour::white ? 1 : -1; }

}  // namespace

std::string criterion_name(int c) { return c == kCompletion ? "C4" : "C" + std::to_string(c - kC5 + 5); }

std::string criterion_text(int c) {
  static const char* const texts[kCriteria] = {
      "the round must be completed, the bye going to a player who may have it",
      "maximise the number of pairs in the bracket",
      "minimise the score differences in the bracket (PSD)",
      "maximise the number of pairs in the following bracket",
      "minimise the score differences in the following bracket",
      "minimise the unplayed rounds of the player given the pairing-allocated bye",
      "minimise topscorers or their opponents with a colour difference beyond 2",
      "minimise topscorers or their opponents with the same colour three times running",
      "minimise the players who do not get their colour preference",
      "minimise the players who do not get their strong colour preference",
      "minimise the players given a downfloat, as in the round before",
      "minimise the players given an upfloat, as in the round before",
      "minimise the players given a downfloat, as two rounds before",
      "minimise the players given an upfloat, as two rounds before",
      "minimise the score differences of repeated downfloats from the round before",
      "minimise the score differences of repeated upfloats from the round before",
      "minimise the score differences of repeated downfloats from two rounds before",
      "minimise the score differences of repeated upfloats from two rounds before",
  };
  return texts[c];
}

BracketCriteria::BracketCriteria(const std::vector<const DutchPlayer*>& players, const std::vector<Place>& places,
                                 std::optional<Points> bye_score, Colour initial_colour, bool c9)
    : players_(players), places_(places), bye_score_(bye_score), initial_(initial_colour), c9_active_(c9 && bye_score) {
  std::set<Points> bracket_scores, next_scores;
  bool has_next = false;
  bracket_min_ = players.empty() ? 0 : players.front()->score;
  int max_unplayed = 0;
  for (std::size_t i = 0; i < players.size(); ++i) {
    const Points s = players[i]->score;
    if (places[i] == Place::moved_down || places[i] == Place::resident) {
      bracket_scores.insert(s);
      bracket_min_ = std::min(bracket_min_, s);
    } else if (places[i] == Place::next) {
      next_min_ = s;
      has_next = true;
    }
    max_unplayed = std::max(max_unplayed, players[i]->unplayed);
  }
  std::set<Points> sd, next_sd;
  for (Points a : bracket_scores) {
    for (Points b : bracket_scores)
      if (a >= b) sd.insert(a - b);
    sd.insert(a - bracket_min_ + kOnePoint);
    if (has_next) {
      next_sd.insert(a - next_min_);
      next_sd.insert(a - next_min_ + kOnePoint);
    }
  }
  if (has_next) {
    next_sd.insert(0);
    next_sd.insert(kOnePoint);
  }
  sd_values_.assign(sd.begin(), sd.end());
  next_sd_values_.assign(next_sd.begin(), next_sd.end());

  // Every field but completion and C9 counts only pairs of the bracket or with the following
  // group: their widths follow those players' number, not everyone's (narrower weights make a
  // faster matching, bracket_matching.h).
  const long long n = static_cast<long long>(players.size()), pairs = std::max<long long>(1, n / 2);
  const long long near = std::count_if(places.begin(), places.end(), [](Place p) { return p != Place::below; });
  const long long near_pairs = std::max<long long>(1, near / 2);
  digit_bits_ = bits_for(near) + 1;
  const int d = static_cast<int>(sd_values_.size()), nd = static_cast<int>(next_sd_values_.size());
  bits_[kCompletion] = bits_for(3 * pairs);
  bits_[kC5] = bits_[kC7] = bits_for(near_pairs);
  bits_[kC6] = digit_bits_ * d;
  bits_[kC8] = digit_bits_ * std::max(nd, 1);
  bits_[kC9] = c9_active_ ? bits_for(n * (max_unplayed + 1)) : 0;
  for (int c : {kC10, kC11, kC12, kC13, kC14, kC16}) bits_[c] = bits_for(2 * near_pairs);
  bits_[kC15] = bits_[kC17] = bits_for(near_pairs);
  bits_[kC18] = bits_[kC20] = digit_bits_ * d;
  bits_[kC19] = bits_[kC21] = digit_bits_ * (d + 1);
  if (total_bits() > 1000) throw std::length_error("a bracket too large for the pairing weights");
}

int BracketCriteria::total_bits() const {
  int total = 0;
  for (int b : bits_) total += b;
  return total;
}

bool BracketCriteria::in_bracket(int i, int j) const {
  const Place a = places_[static_cast<std::size_t>(i)], b = places_[static_cast<std::size_t>(j)];
  const bool both_in = (a == Place::moved_down || a == Place::resident) && (b == Place::moved_down || b == Place::resident);
  return both_in && !(a == Place::moved_down && b == Place::moved_down);
}

bool BracketCriteria::is_bye_candidate(int i) const {
  const DutchPlayer& p = *players_[static_cast<std::size_t>(i)];
  return !bye_score_ || (p.bye_eligible && p.score <= *bye_score_);
}

Weight BracketCriteria::digit(const std::vector<Points>& values, Points sd) const {
  const auto rank = std::lower_bound(values.begin(), values.end(), sd) - values.begin();
  return Weight(1) << (digit_bits_ * static_cast<int>(rank));
}

Weight BracketCriteria::top_digit(const std::vector<Points>& values) const {
  return Weight(1) << (digit_bits_ * static_cast<int>(values.size()));
}

std::optional<Fields> BracketCriteria::fields(int i, int j) const {
  const DutchPlayer& a = *players_[static_cast<std::size_t>(i)];
  const DutchPlayer& b = *players_[static_cast<std::size_t>(j)];
  if (!may_meet(a, b)) return std::nullopt;
  Fields f{};
  f[kCompletion] = 1 + !is_bye_candidate(i) + !is_bye_candidate(j);
  const Points sa = a.score, sb = b.score;
  const Place pa = places_[static_cast<std::size_t>(i)], pb = places_[static_cast<std::size_t>(j)];
  const bool in = in_bracket(i, j);
  const bool next_pair = pb == Place::next && pa != Place::below;
  const auto& sd = sd_values_;
  const auto& nsd = next_sd_values_;
  if (c9_active_) {
    for (const DutchPlayer* p : {&a, &b})
      if (p->bye_eligible && p->score == *bye_score_) f[kC9] += p->unplayed;
  }
  if (next_pair) {
    f[kC7] = 1;
    f[kC8] = digit(nsd, sa - next_min_ + kOnePoint) + digit(nsd, sb - next_min_ + kOnePoint) - digit(nsd, sa - sb);
  }
  if (!in) return f;

  f[kC5] = 1;
  f[kC6] = digit(sd, sa - bracket_min_ + kOnePoint) + digit(sd, sb - bracket_min_ + kOnePoint) - digit(sd, sa - sb);
  // Paired here, a player is not in the following bracket: it cannot float there.
  if (!nsd.empty()) f[kC8] = digit(nsd, sa - next_min_ + kOnePoint) + digit(nsd, sb - next_min_ + kOnePoint);

  // (The board decides only between players without preferences: no criterion counts it.)
  const Colour ca = colour_of_higher(a, b, initial_, 1), cb = opposite(ca);
  const int unmet = (a.preference != Colour::none && ca != a.preference) + (b.preference != Colour::none && cb != b.preference);
  const int strong_unmet = (a.strength == Strength::strong && ca != a.preference) +
                           (b.strength == Strength::strong && cb != b.preference);
  int wide = 0, running = 0;
  if (a.topscorer || b.topscorer) {
    wide = (std::abs(a.colour_difference + colour_step(ca)) > 2) + (std::abs(b.colour_difference + colour_step(cb)) > 2);
    running = three_running(a, ca) + three_running(b, cb);
  }
  f[kC10] = 2 - wide;
  f[kC11] = 2 - running;
  f[kC12] = 2 - unmet;
  f[kC13] = 2 - strong_unmet;

  const bool a_down_now = sa > sb;  // the higher of different scores floats down, the lower up
  for (int back = 0; back < 2; ++back) {
    const bool a_was_down = a.floats[back] == Float::down, b_was_down = b.floats[back] == Float::down;
    const bool b_up_again = a_down_now && b.floats[back] == Float::up;
    f[kC14 + 2 * back] = (a_was_down && !a_down_now) + b_was_down;
    f[kC15 + 2 * back] = 1 - b_up_again;
    Weight down_sd = 0;
    if (a_was_down) down_sd += digit(sd, sa - bracket_min_ + kOnePoint) - (a_down_now ? digit(sd, sa - sb) : Weight(0));
    if (b_was_down) down_sd += digit(sd, sb - bracket_min_ + kOnePoint);
    f[kC18 + 2 * back] = down_sd;
    f[kC19 + 2 * back] = top_digit(sd) - (b_up_again ? digit(sd, sa - sb) : Weight(0));
  }
  return f;
}

BracketCriteria::WeightWords BracketCriteria::weight_words(const Fields& f) const {
  WeightWords words{};
  // Adds value << shift, carrying upwards (a field fits its bits, so carries stay inside it).
  auto add_at = [&](std::uint64_t value, int shift) {
    for (int w = shift / 64, bit = shift % 64; value && w < kWeightWords; ++w, bit = 0) {
      const std::uint64_t low = value << bit, high = bit ? value >> (64 - bit) : 0;
      const std::uint64_t before = words[static_cast<std::size_t>(w)];
      words[static_cast<std::size_t>(w)] += low;
      value = high + (words[static_cast<std::size_t>(w)] < before);
    }
  };
  int shift = 0;
  for (int c = kCriteria - 1; c >= 0; --c) {
    const Weight& field = f[static_cast<std::size_t>(c)];
    if (field < 0) throw std::logic_error("a negative pairing criterion");
    const auto& backend = field.backend();
    for (unsigned i = 0; i < backend.size(); ++i) add_at(static_cast<std::uint64_t>(backend.limbs()[i]), shift + 64 * static_cast<int>(i));
    shift += bits_[static_cast<std::size_t>(c)];
  }
  return words;
}

}  // namespace manqala::pairing
