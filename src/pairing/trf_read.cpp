// read_trf: each line by its code, then what needs the whole file (opponents' mirror
// entries, points against the point system, the players byes and restrictions name).
#include <algorithm>
#include <cctype>
#include <set>
#include <tuple>

#include "pairing/trf.h"
#include "pairing/trf_player_line.h"
#include "pairing/trf_text.h"

namespace manqala::pairing {

namespace {

using namespace trf_text;

[[noreturn]] void fail(const Line& line, const std::string& field, const std::string& detail) {
  throw TrfError(line.number, field, "", detail);
}

// What follows the three-character code.
std::string_view rest_of(const Line& line) { return std::string_view(line.text).substr(3); }

// The one word after the code ("" when there are none or several).
std::string_view single_word(const Line& line) {
  const auto w = words(rest_of(line));
  return w.size() == 1 ? w[0] : std::string_view();
}

// Tournament-section codes (??2: 012 name ... 132 round dates, 192 tournament type, ...).
bool is_header_code(std::string_view code) {
  return std::all_of(code.begin(), code.end(), [](char c) { return c >= '0' && c <= '9'; }) && code[2] == '2';
}

// Whether b is what a's opponent has in the same round.
bool mirrors(RoundResult a, RoundResult b) {
  switch (a) {
    case RoundResult::win: return b == RoundResult::loss;
    case RoundResult::loss: return b == RoundResult::win;
    case RoundResult::draw: return b == RoundResult::draw;
    case RoundResult::unrated_win: return b == RoundResult::unrated_loss;
    case RoundResult::unrated_loss: return b == RoundResult::unrated_win;
    case RoundResult::unrated_draw: return b == RoundResult::unrated_draw;
    case RoundResult::forfeit_win: return b == RoundResult::forfeit_loss;
    // Both absent: a double forfeit.
    case RoundResult::forfeit_loss: return b == RoundResult::forfeit_win || b == RoundResult::forfeit_loss;
    case RoundResult::none: return b == RoundResult::none;  // paired, no result yet
    default: return false;
  }
}

class Reader {
 public:
  void read(const Line& line) {
    const std::string_view code = std::string_view(line.text).substr(0, 3);
    if (code.size() < 3) t_.other_lines.push_back(line.text);
    else if (code == "001") {
      players_.push_back(read_player_line(line));
      lines_.push_back(line.number);
    } else if (code == "142" || code == "XXR") read_rounds(line);
    else if (code == "152") read_colour(line, single_word(line));
    else if (code == "XXC") read_xxc(line);
    else if (code == "162") read_point_system(line);
    else if (code.starts_with("BB") && std::string_view("WDLZFU").find(code[2]) != std::string_view::npos)
      read_point_value(line);
    else if (code == "240") read_byes(line);
    else if (code == "250" || code == "260" || code == "XXA" || code == "XXP")
      restrictions_.push_back(line);  // read once the players are known
    else if (is_header_code(code)) {
      std::string_view value = rest_of(line);
      if (value.starts_with(' ')) value.remove_prefix(1);
      t_.header.emplace_back(std::string(code), std::string(value));
    } else t_.other_lines.push_back(line.text);
  }

  Tournament finish() {
    place_players();
    if (!colour_line_) infer_initial_colour();
    check_mirrors();
    check_planned_rounds();
    check_points();
    check_byes();
    for (const Line& line : restrictions_) read_restriction(line);
    return std::move(t_);
  }

 private:
  void read_rounds(const Line& line) {
    const auto n = whole(single_word(line), 3);
    if (!n || *n < 1) fail(line, "number of rounds", trf_text::quoted(rest_of(line)) + " is not a number from 1 to 999");
    if (rounds_line_ && *n != t_.planned_rounds)
      fail(line, "number of rounds",
           std::to_string(*n) + ", but line " + std::to_string(rounds_line_) + " says " +
               std::to_string(t_.planned_rounds));
    t_.planned_rounds = *n;
    rounds_line_ = line.number;
  }

  // 152 W|B, or XXC white1|black1.
  void read_colour(const Line& line, std::string_view word) {
    Colour c = Colour::none;
    if (word == "W" || word == "w" || word == "white1") c = Colour::white;
    if (word == "B" || word == "b" || word == "black1") c = Colour::black;
    if (c == Colour::none) fail(line, "initial colour", trf_text::quoted(rest_of(line)) + " is not W or B");
    if (colour_line_ && c != t_.initial_colour)
      fail(line, "initial colour", "it differs from line " + std::to_string(colour_line_));
    t_.initial_colour = c;
    colour_line_ = line.number;
  }

  // XXC: white1 / black1, and words of other engines ("rank") kept in other_lines.
  void read_xxc(const Line& line) {
    std::string others;
    for (std::string_view w : words(rest_of(line))) {
      if (w == "white1" || w == "black1") read_colour(line, w);
      else others += " " + std::string(w);
    }
    if (!others.empty()) t_.other_lines.push_back("XXC" + others);
  }

  // 162 (TRF-2026): a letter and its points, again and again ("162  W 3.0    D 1.0").
  void read_point_system(const Line& line) {
    const auto w = words(rest_of(line));
    if (w.empty()) fail(line, "point system", "no values");
    for (std::size_t i = 0; i < w.size(); ++i) {
      const char letter = static_cast<char>(std::toupper(static_cast<unsigned char>(w[i][0])));
      if (std::string_view("WDLAPX").find(letter) == std::string_view::npos)
        fail(line, "point system", trf_text::quoted(w[i]) + ": the codes are W, D, L, A, P and X");
      std::string_view value = w[i].substr(1);  // "W1.0" or "W 1.0"
      if (value.empty() && i + 1 < w.size()) value = w[++i];
      const auto p = points(value);
      if (!p) fail(line, "point system", trf_text::quoted(value) + " is not points (such as 1.0) after " + letter);
      switch (letter) {
        case 'W': set_win(*p); break;
        case 'D': t_.points.draw = t_.points.half_bye = *p; break;
        case 'L': t_.points.loss = *p; break;
        case 'A': t_.points.zero_bye = t_.points.forfeit_loss = *p; break;
        case 'P': set_pairing_bye(*p); break;
        default: break;  // X: an unknown result (an adjourned game); no RoundResult has it
      }
    }
  }

  // BBW BBD BBL BBZ BBF BBU (bbpPairings): one value each ("BBW  3.0").
  void read_point_value(const Line& line) {
    const auto p = points(single_word(line));
    if (!p) fail(line, "point system", trf_text::quoted(rest_of(line)) + " is not points (such as 1.0)");
    switch (line.text[2]) {
      case 'W': set_win(*p); break;
      case 'D': t_.points.draw = t_.points.half_bye = *p; break;
      case 'L': t_.points.loss = *p; break;
      case 'Z': t_.points.zero_bye = *p; break;
      case 'F': t_.points.forfeit_loss = *p; break;
      default: set_pairing_bye(*p); break;  // BBU
    }
  }

  // A win's points go with forfeit wins, full-point byes and (unless it was given) the
  // pairing-allocated bye, in both TRF-2026 and TRF(bx).
  void set_win(Points p) {
    t_.points.win = t_.points.forfeit_win = t_.points.full_bye = p;
    if (!pairing_bye_given_) t_.points.pairing_bye = p;
  }
  void set_pairing_bye(Points p) {
    t_.points.pairing_bye = p;
    pairing_bye_given_ = true;
  }

  // 240 (TRF-2026): the kind of bye, the round, the players ("240 H 003    5   12").
  void read_byes(const Line& line) {
    const auto w = words(rest_of(line));
    if (w.size() < 3) fail(line, "bye", "a 240 line is a kind (F, H or Z), a round and players");
    RoundResult kind = RoundResult::none;
    if (w[0] == "F" || w[0] == "f") kind = RoundResult::full_bye;
    if (w[0] == "H" || w[0] == "h") kind = RoundResult::half_bye;
    if (w[0] == "Z" || w[0] == "z") kind = RoundResult::zero_bye;
    if (kind == RoundResult::none) fail(line, "bye", trf_text::quoted(w[0]) + " is not a kind of bye: F, H or Z");
    const int round = round_word(line, "bye", w[1]);
    for (std::size_t i = 2; i < w.size(); ++i) {
      t_.requested_byes.push_back({round, player_word(line, "bye", w[i]), kind});
      bye_lines_.push_back(line.number);
    }
  }

  static int round_word(const Line& line, const char* field, std::string_view w) {
    const auto n = whole(w, 3);
    if (!n || *n < 1) fail(line, field, trf_text::quoted(w) + " is not a round from 1 to 999");
    return *n;
  }
  // A player's starting number; whether it is in the file is checked once all are read.
  static int player_word(const Line& line, const char* field, std::string_view w) {
    const auto n = whole(w, 4);
    if (!n || *n < 1) fail(line, field, trf_text::quoted(w) + " is not a starting number");
    return *n;
  }
  void check_player(const Line& line, const char* field, int number) const {
    if (number > static_cast<int>(t_.players.size()))
      fail(line, field,
           "there is no player " + std::to_string(number) + " (the file has " + std::to_string(t_.players.size()) +
               ")");
  }

  // Players by starting number, which must run from 1 to n; every one with the same rounds.
  void place_players() {
    std::vector<int> line_of(10000, 0);
    const auto fail_number = [&](std::size_t i, const std::string& why) {
      throw TrfError(lines_[i], "starting number", "columns 5-8", std::to_string(players_[i].number) + why);
    };
    for (std::size_t i = 0; i < players_.size(); ++i) {
      int& seen = line_of[static_cast<std::size_t>(players_[i].number)];
      if (seen) fail_number(i, " is also the number of line " + std::to_string(seen));
      seen = lines_[i];
    }
    const int n = static_cast<int>(players_.size());
    for (std::size_t i = 0; i < players_.size(); ++i)
      if (players_[i].number > n)
        fail_number(i, " is more than the " + std::to_string(n) + " players of the file: they are numbered 1 to " +
                           std::to_string(n) + ", without gaps");
    std::size_t rounds = 0;
    for (const Player& p : players_) rounds = std::max(rounds, p.rounds.size());
    t_.players.resize(players_.size());
    line_by_number_.resize(players_.size() + 1);
    for (std::size_t i = 0; i < players_.size(); ++i) {
      players_[i].rounds.resize(rounds);
      line_by_number_[static_cast<std::size_t>(players_[i].number)] = lines_[i];
      t_.player(players_[i].number) = std::move(players_[i]);
    }
  }

  // TRF-2026 (152): without a colour line, the initial colour is the one the highest-ranked
  // player paired in round 1 had.
  void infer_initial_colour() {
    for (const Player& p : t_.players)
      if (!p.rounds.empty() && p.rounds[0].opponent != 0) {
        if (p.rounds[0].colour != Colour::none) t_.initial_colour = p.rounds[0].colour;
        return;
      }
  }

  int line_of(int number) const { return line_by_number_[static_cast<std::size_t>(number)]; }
  [[noreturn]] void fail_round(int number, int round, const std::string& detail) const {
    throw TrfError(line_of(number), "round " + std::to_string(round), round_columns(round), detail);
  }

  void check_mirrors() const {
    const int n = static_cast<int>(t_.players.size());
    for (const Player& p : t_.players)
      for (std::size_t r = 0; r < p.rounds.size(); ++r) {
        const Entry& e = p.rounds[r];
        const int round = static_cast<int>(r) + 1;
        if (e.opponent == 0) continue;
        if (e.opponent > n)
          fail_round(p.number, round,
                     "opponent " + std::to_string(e.opponent) + " is not in the file (" + std::to_string(n) +
                         " players)");
        const Entry& f = t_.player(e.opponent).rounds[r];
        if (f.opponent != p.number || f.colour != opposite(e.colour) || !mirrors(e.outcome, f.outcome))
          fail_round(p.number, round,
                     trf_text::quoted(entry_text(e)) + ", but player " + std::to_string(e.opponent) + " (line " +
                         std::to_string(line_of(e.opponent)) + ") has " + trf_text::quoted(entry_text(f)) +
                         " in that round: the two must mirror each other");
      }
  }

  void check_planned_rounds() const {
    if (!t_.planned_rounds) return;
    for (const Player& p : t_.players)
      for (std::size_t r = static_cast<std::size_t>(t_.planned_rounds); r < p.rounds.size(); ++r)
        if (p.rounds[r] != Entry{})
          fail_round(p.number, static_cast<int>(r) + 1,
                     "the tournament has " + std::to_string(t_.planned_rounds) + " rounds (line " +
                         std::to_string(rounds_line_) + ")");
  }

  void check_points() const {
    for (const Player& p : t_.players)
      if (p.declared >= 0 && p.declared != t_.score(p.number))
        throw TrfError(line_of(p.number), "points", "columns 81-84",
                       trf_text::quoted(format_points(p.declared)) + ", but the results of the rounds add up to " +
                           format_points(t_.score(p.number)) + " under the point system");
  }

  void check_byes() const {
    std::set<std::pair<int, int>> seen;
    for (std::size_t i = 0; i < t_.requested_byes.size(); ++i) {
      const RequestedBye& b = t_.requested_byes[i];
      const Line line{bye_lines_[i], {}};
      check_player(line, "bye", b.player);
      if (t_.planned_rounds && b.round > t_.planned_rounds)
        fail(line, "bye", "round " + std::to_string(b.round) + ", but the tournament has " +
                              std::to_string(t_.planned_rounds));
      if (!seen.insert({b.round, b.player}).second)
        fail(line, "bye",
             "player " + std::to_string(b.player) + " asks twice for a bye in round " + std::to_string(b.round));
    }
  }

  // 250 [match points] points first-round last-round first-player last-player and XXA player
  // points... (virtual points); 260 first-round last-round players... and XXP players...
  // (forbidden pairs): read once the players are known. A later line overrides an earlier one
  // for the same player and round.
  void read_restriction(const Line& line) {
    const std::string_view code = std::string_view(line.text).substr(0, 3);
    const auto w = words(rest_of(line));
    const bool acceleration = code == "250" || code == "XXA";
    const char* field = acceleration ? "acceleration" : "forbidden pairs";
    const auto points_word = [&](std::string_view s) {
      const auto p = points(s);
      if (!p) fail(line, field, trf_text::quoted(s) + " is not points (such as 1.0)");
      return *p;
    };
    const auto player = [&](std::string_view s) {
      const int n = player_word(line, field, s);
      check_player(line, field, n);
      return n;
    };
    const auto rounds = [&](std::string_view first, std::string_view last) {
      const int a = round_word(line, field, first), b = round_word(line, field, last);
      if (a > b) fail(line, field, "the first round is after the last");
      return std::pair{a, b};
    };
    if (code == "250") {
      if (w.size() != 5 && w.size() != 6)
        fail(line, field, "a 250 line is [match points] points, first and last round, first and last player");
      const std::size_t k = w.size() - 4;
      for (std::size_t i = 0; i + 1 < k; ++i) points_word(w[i]);  // match points: team events only
      const Points virtual_points = points_word(w[k - 1]);
      const auto [first, last] = rounds(w[k], w[k + 1]);
      const int from = player(w[k + 2]), to = player(w[k + 3]);
      if (from > to) fail(line, field, "the first player is after the last");
      for (int n = from; n <= to; ++n)
        for (int r = first; r <= last; ++r) set_acceleration(n, r, virtual_points);
    } else if (code == "XXA") {
      if (w.empty()) fail(line, field, "an XXA line is a player and points");
      const int n = player(w[0]);
      for (std::size_t i = 1; i < w.size(); ++i) set_acceleration(n, static_cast<int>(i), points_word(w[i]));
    } else {
      ForbiddenPairs f;
      const std::size_t first = code == "260" ? 2 : 0;
      if (w.size() < first + 2) fail(line, field, "it needs at least two players");
      if (first) std::tie(f.first_round, f.last_round) = rounds(w[0], w[1]);
      for (std::size_t i = first; i < w.size(); ++i) f.players.push_back(player(w[i]));
      t_.forbidden.push_back(std::move(f));
    }
  }

  void set_acceleration(int number, int round, Points virtual_points) {
    auto& a = t_.player(number).acceleration;
    if (a.size() < static_cast<std::size_t>(round)) a.resize(static_cast<std::size_t>(round), 0);
    a[static_cast<std::size_t>(round - 1)] = virtual_points;
    while (!a.empty() && a.back() == 0) a.pop_back();  // canonical: no trailing zeros
  }

  Tournament t_;
  std::vector<Player> players_;  // in file order, then moved into t_
  std::vector<int> lines_;       // the line of each of players_
  std::vector<int> line_by_number_;
  std::vector<int> bye_lines_;  // the line of each of t_.requested_byes
  std::vector<Line> restrictions_;
  int rounds_line_ = 0, colour_line_ = 0;
  bool pairing_bye_given_ = false;
};

}  // namespace

TrfError::TrfError(int line_, std::string field_, const std::string& where, const std::string& detail)
    : std::runtime_error((line_ > 0 ? "line " + std::to_string(line_) + ", " : std::string()) + field_ +
                         (where.empty() ? "" : " (" + where + ")") + ": " + detail),
      line(line_),
      field(std::move(field_)) {}

Tournament read_trf(std::string_view text) {
  if (text.size() > kTrfMaxBytes)
    throw TrfError(0, "file", "", std::to_string(text.size()) + " bytes: a TRF is read up to 16 MB");
  Reader reader;
  for (const Line& line : split_lines(text)) reader.read(line);
  return reader.finish();
}

}  // namespace manqala::pairing
