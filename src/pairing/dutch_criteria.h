// The Dutch system's criteria for one bracket (C.04.3, "pairing criteria"), as fields of an
// edge weight: the heaviest matching of the players left to pair is the bracket's best
// pairing. Fields run from the most important to the least, each wide enough that no sum of
// a lower field can reach it:
//   completion  C4: the round can be finished, the one player left (if any) may take the bye
//   C5          the most pairs in the bracket
//   C6          the least PSD (score differences, compared from the largest down)
//   C7, C8      the same in the following bracket (which players float down)
//   C9          the fewest unplayed rounds for the player who gets the pairing-allocated bye
//   C10, C11    topscorers (and their opponents): a colour difference beyond 2, a colour
//               three times running
//   C12, C13    colour preferences, strong colour preferences not granted
//   C14..C17    the same float as one and two rounds before (down, up, down, up)
//   C18..C21    the score differences of those repeated floats
// C1-C3 (no second meeting, no second bye, no two non-topscorers with the same absolute
// colour preference) decide which edges exist at all.
#pragma once

#include <array>
#include <boost/multiprecision/cpp_int.hpp>
#include <chrono>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "pairing/dutch_player.h"

namespace manqala::pairing {

// When a pairing is given up (a server's bound on its time; none by default): past it the
// pairing throws PairingTooSlow, having changed nothing.
struct Deadline {
  std::chrono::steady_clock::time_point at = std::chrono::steady_clock::time_point::max();
  void check() const {
    if (at != std::chrono::steady_clock::time_point::max() && std::chrono::steady_clock::now() > at) throw_too_slow();
  }

 private:
  [[noreturn]] static void throw_too_slow();
};

struct PairingTooSlow : std::runtime_error {
  using std::runtime_error::runtime_error;
};

using Weight = boost::multiprecision::int1024_t;
constexpr int kWeightWords = 16;  // Weight's 1,024 bits

enum Criterion : int {
  kCompletion, kC5, kC6, kC7, kC8, kC9, kC10, kC11, kC12, kC13,
  kC14, kC15, kC16, kC17, kC18, kC19, kC20, kC21, kCriteria
};
std::string criterion_name(int criterion);  // "C4" ... "C21"
// What a criterion asks, in a few words, for messages.
std::string criterion_text(int criterion);

using Fields = std::array<Weight, kCriteria>;

// Where each player left to pair stands relative to the bracket being paired.
enum class Place : std::uint8_t { moved_down, resident, next, below };

class BracketCriteria {
 public:
  // players: those left to pair, ranked; places: theirs (the bracket's moved-down players and
  // residents, the following score group, the rest). bye_score: the score of the player who is
  // to get the pairing-allocated bye (none when the number is even). c9: whether the bracket's
  // single downfloater is that player, so that C9 counts.
  BracketCriteria(const std::vector<const DutchPlayer*>& players, const std::vector<Place>& places,
                  std::optional<Points> bye_score, Colour initial_colour, bool c9);

  // The fields of the edge between players i and j (i ranked higher), or none where C1/C3
  // forbid the pair.
  std::optional<Fields> fields(int i, int j) const;
  // The fields as one number, the first criterion in the highest bits: its 64-bit words, the
  // lowest first (built word by word: a bracket has tens of thousands of edges).
  using WeightWords = std::array<std::uint64_t, kWeightWords>;
  WeightWords weight_words(const Fields& f) const;
  // Whether the pair counts as one of the bracket's (a moved-down player with a resident, or
  // two residents; two moved-down players only meet in a later bracket).
  bool in_bracket(int i, int j) const;
  bool is_bye_candidate(int i) const;
  // Bits of a weight: a sum of weights of one matching stays below 2^total_bits() (at most
  // 1,000: a larger bracket is refused).
  int total_bits() const;

 private:
  const std::vector<const DutchPlayer*>& players_;
  const std::vector<Place>& places_;
  std::optional<Points> bye_score_;
  Colour initial_;
  bool c9_active_ = false;
  Points bracket_min_ = 0, next_min_ = 0;
  std::vector<Points> sd_values_, next_sd_values_;  // the score differences that can occur
  int digit_bits_ = 1;                               // bits of one "digit" of a lexicographic field
  std::array<int, kCriteria> bits_{};

  Weight digit(const std::vector<Points>& values, Points sd) const;
  Weight top_digit(const std::vector<Points>& values) const;
};

}  // namespace manqala::pairing
