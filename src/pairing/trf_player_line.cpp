#include "pairing/trf_player_line.h"

#include <algorithm>
#include <array>
#include <optional>

#include "pairing/trf.h"

namespace manqala::pairing::trf_text {

namespace {

struct Field {
  const char* name;
  int first, last;  // columns, 1-based, inclusive
  std::string where() const {
    return first == last ? "column " + std::to_string(first)
                         : "columns " + std::to_string(first) + "-" + std::to_string(last);
  }
};

constexpr Field kNumber{"starting number", 5, 8}, kSex{"sex", 10, 10}, kTitle{"title", 11, 13},
    kName{"name", 15, 47}, kRating{"rating", 49, 52}, kFederation{"federation", 54, 56},
    kFideId{"FIDE id", 58, 68}, kBirth{"birth date", 70, 79}, kPoints{"points", 81, 84},
    kRank{"rank", 86, 89};
// The blank columns between the fields: where a field out of place shows.
constexpr std::array kBlankColumns{4, 9, 14, 48, 53, 57, 69, 80, 85, 90, 91};
// Each round: opponent in columns 0-3 of its block, colour in 5, result in 7, blank between.
constexpr int kFirstRound = 92, kRoundWidth = 10;
constexpr std::array kBlankInRound{4, 6, 8, 9};
constexpr int kMaxRounds = 999;

int round_start(int round) { return kFirstRound + (round - 1) * kRoundWidth; }

int rounds_in(const Columns& cols) {
  return cols.count() < kFirstRound ? 0 : (cols.count() - kFirstRound) / kRoundWidth + 1;
}

// The first column that should be blank and is not (0: none).
int misplaced_column(const Columns& cols) {
  for (int c : kBlankColumns)
    if (!cols.blank(c)) return c;
  for (int r = 1, n = std::min(rounds_in(cols), kMaxRounds + 1); r <= n; ++r)
    for (int offset : kBlankInRound)
      if (!cols.blank(round_start(r) + offset)) return round_start(r) + offset;
  return 0;
}

// Counted in characters, unless only bytes make the blank columns line up (trf.h).
Columns player_columns(std::string_view text) {
  Columns chars(text, false);
  if (misplaced_column(chars) == 0 || chars.count() == static_cast<int>(text.size())) return chars;
  Columns bytes(text, true);
  return misplaced_column(bytes) == 0 ? bytes : chars;
}

[[noreturn]] void fail(int line, const Field& field, const std::string& detail) {
  throw TrfError(line, field.name, field.where(), detail);
}

std::string text_of(const Columns& cols, const Field& f) { return to_utf8(trim(cols.at(f.first, f.last))); }

// A number in its columns; blank gives `if_blank` (none: blank is refused).
int number_of(const Columns& cols, const Field& f, int line, std::optional<int> if_blank) {
  const std::string_view s = cols.at(f.first, f.last);
  if (trim(s).empty()) {
    if (if_blank) return *if_blank;
    fail(line, f, "blank, and it is needed");
  }
  const auto n = whole(s, f.last - f.first + 1);
  if (!n) fail(line, f, trf_text::quoted(s) + " is not a number");
  return *n;
}

std::optional<RoundResult> outcome_of(std::string_view code) {
  if (code.empty() || code == " ") return RoundResult::none;
  if (code.size() != 1) return std::nullopt;
  switch (code[0]) {
    case '1': return RoundResult::win;
    case '=': return RoundResult::draw;
    case '0': return RoundResult::loss;
    case '+': return RoundResult::forfeit_win;
    case '-': return RoundResult::forfeit_loss;
    // FIDE: letter codes are case-insensitive.
    case 'W': case 'w': return RoundResult::unrated_win;
    case 'D': case 'd': return RoundResult::unrated_draw;
    case 'L': case 'l': return RoundResult::unrated_loss;
    case 'U': case 'u': return RoundResult::pairing_bye;
    case 'F': case 'f': return RoundResult::full_bye;
    case 'H': case 'h': return RoundResult::half_bye;
    case 'Z': case 'z': return RoundResult::zero_bye;
    default: return std::nullopt;
  }
}

char code_of(RoundResult o) {
  constexpr std::string_view codes = " 1=0WDL+-UFHZ";  // in the order of the enum
  return codes[static_cast<std::size_t>(o)];
}

std::optional<Colour> colour_of(std::string_view code) {
  if (code.empty() || code == " " || code == "-") return Colour::none;
  if (code == "w" || code == "W") return Colour::white;
  if (code == "b" || code == "B") return Colour::black;
  return std::nullopt;
}

bool is_forfeit(RoundResult o) { return o == RoundResult::forfeit_win || o == RoundResult::forfeit_loss; }

Entry read_entry(const Columns& cols, int line, int self, int round) {
  const int b = round_start(round);
  const std::string_view block = cols.at(b, b + 7);
  const auto fail_round = [&](const std::string& why) {
    throw TrfError(line, "round " + std::to_string(round), round_columns(round), trf_text::quoted(block) + ": " + why);
  };
  Entry e;
  const std::string_view opponent = cols.at(b, b + 3);
  if (!trim(opponent).empty()) {  // FIDE: four blanks are the same as 0000
    const auto n = whole(opponent);
    if (!n) fail_round("the opponent is not a starting number");
    e.opponent = *n;
  }
  const auto colour = colour_of(cols.at(b + 5, b + 5));
  if (!colour) fail_round("the colour is not w, b or -");
  e.colour = *colour;
  const auto outcome = outcome_of(cols.at(b + 7, b + 7));
  if (!outcome) fail_round("the result is not one of 1 = 0 + - W D L H F U Z");
  e.outcome = *outcome;

  if (e.opponent == self) fail_round("a player cannot meet itself");
  if (is_bye(e.outcome)) {
    if (e.opponent != 0) fail_round("a bye has no opponent (0000)");
    if (e.colour != Colour::none) fail_round("a bye has no colour (-)");
  } else if (e.opponent == 0) {
    if (e.outcome != RoundResult::none) fail_round("a game's result needs an opponent (a bye is U, F, H or Z)");
    if (e.colour != Colour::none) fail_round("a colour without an opponent");
  } else if (e.colour == Colour::none && !is_forfeit(e.outcome)) {
    fail_round("a game needs its colour, w or b");  // only a forfeit may have none
  }
  return e;
}

}  // namespace

std::string entry_text(const Entry& e) {
  if (e == Entry{}) return std::string(8, ' ');
  std::string s = zero_padded(e.opponent, 4) + "   ";
  s[5] = e.colour == Colour::white ? 'w' : e.colour == Colour::black ? 'b' : '-';
  s += code_of(e.outcome);
  return s;
}

std::string round_columns(int round) {
  return "columns " + std::to_string(round_start(round)) + "-" + std::to_string(round_start(round) + 7);
}

Player read_player_line(const Line& line) {
  // Four bytes a character at most: a longer line has too many rounds whatever it holds.
  if (line.text.size() > 4u * (kFirstRound + kMaxRounds * kRoundWidth))
    throw TrfError(line.number, "round 1000", round_columns(1000), "a TRF has at most 999 rounds");
  const Columns cols = player_columns(line.text);
  if (const int c = misplaced_column(cols))
    throw TrfError(line.number, "layout", "column " + std::to_string(c),
                   trf_text::quoted(cols.at(c, c)) + " where a blank belongs: a field is out of its columns");
  Player p;
  p.number = number_of(cols, kNumber, line.number, std::nullopt);
  if (p.number == 0) fail(line.number, kNumber, "0: starting numbers begin at 1");
  p.sex = text_of(cols, kSex);
  p.title = text_of(cols, kTitle);
  p.name = text_of(cols, kName);
  p.rating = number_of(cols, kRating, line.number, 0);
  p.federation = text_of(cols, kFederation);
  p.fide_id = text_of(cols, kFideId);
  p.birth = text_of(cols, kBirth);
  const std::string_view declared = cols.at(kPoints.first, kPoints.last);
  if (!trim(declared).empty()) {
    const auto points_given = points(declared);
    if (!points_given) fail(line.number, kPoints, trf_text::quoted(declared) + " is not points in tenths (such as 3.5)");
    p.declared = *points_given;
  }
  p.declared_rank = number_of(cols, kRank, line.number, 0);

  const int rounds = rounds_in(cols);
  if (rounds > kMaxRounds)
    throw TrfError(line.number, "round " + std::to_string(rounds), round_columns(rounds),
                   "a TRF has at most 999 rounds");
  for (int r = 1; r <= rounds; ++r) p.rounds.push_back(read_entry(cols, line.number, p.number, r));
  while (!p.rounds.empty() && p.rounds.back() == Entry{}) p.rounds.pop_back();
  return p;
}

std::string write_player_line(const Player& p, Points score, int rank) {
  const auto check = [&](bool fits, const Field& f, const std::string& what) {
    if (!fits) throw TrfError(0, f.name, "", "player " + std::to_string(p.number) + ": " + what + " does not fit");
  };
  check(p.number >= 1 && p.number <= 9999, kNumber, std::to_string(p.number));
  check(p.rating >= 0 && p.rating <= 9999, kRating, std::to_string(p.rating));
  check(score >= 0 && score <= 999, kPoints, std::to_string(score) + " tenths (0 to 99.9)");
  check(rank >= 0 && rank <= 9999, kRank, std::to_string(rank));
  check(p.rounds.size() <= kMaxRounds, Field{"round", 0, 0}, std::to_string(p.rounds.size()) + " rounds");

  std::string s = "001 " + right(std::to_string(p.number), 4) + " " + left(p.sex, 1) + right(p.title, 3) + " " +
                  left(p.name, 33) + " " + right(p.rating ? std::to_string(p.rating) : "", 4) + " " +
                  left(p.federation, 3) + " " + right(p.fide_id, 11) + " " + left(p.birth, 10) + " " +
                  right(format_points(score), 4) + " " + right(rank ? std::to_string(rank) : "", 4) + " ";
  for (const Entry& e : p.rounds) {
    check(e.opponent >= 0 && e.opponent <= 9999, Field{"opponent", 0, 0}, std::to_string(e.opponent));
    s += " " + entry_text(e) + " ";
  }
  while (s.back() == ' ') s.pop_back();
  return s;
}

}  // namespace manqala::pairing::trf_text
