#include "pairing/tiebreaks.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <map>
#include <numeric>
#include <stdexcept>
#include <utility>

namespace manqala::pairing {

namespace {

struct Info {
  TieBreak tie_break;
  std::string_view acronym, name, article;
};

// In the enum's order.
constexpr std::array<Info, 19> infos = {{
    {TieBreak::DE, "DE", "Direct Encounter", "6"},
    {TieBreak::WIN, "WIN", "Number of Wins", "7.1"},
    {TieBreak::WON, "WON", "Number of Games Won", "7.2"},
    {TieBreak::BPG, "BPG", "Number of Games Played with Black", "7.3"},
    {TieBreak::BWG, "BWG", "Number of Games Won with Black", "7.4"},
    {TieBreak::PS, "PS", "Sum of Progressive Scores", "7.5"},
    {TieBreak::PS_C1, "PS-C1", "Sum of Progressive Scores Cut-1", "7.5, 14.1"},
    {TieBreak::REP, "REP", "Rounds one Elected to Play in", "7.6"},
    {TieBreak::BH, "BH", "Buchholz", "8.1"},
    {TieBreak::BH_C1, "BH-C1", "Buchholz Cut-1", "8.1, 14.1"},
    {TieBreak::BH_C2, "BH-C2", "Buchholz Cut-2", "8.1, 14.2"},
    {TieBreak::BH_M1, "BH-M1", "Buchholz Median-1", "8.1, 14.3"},
    {TieBreak::BH_M2, "BH-M2", "Buchholz Median-2", "8.1, 14.4"},
    {TieBreak::AOB, "AOB", "Average of Opponents' Buchholz", "8.2"},
    {TieBreak::SB, "SB", "Sonneborn-Berger", "9.1"},
    {TieBreak::SB_C1, "SB-C1", "Sonneborn-Berger Cut-1", "9.1, 14.1"},
    {TieBreak::KS, "KS", "Koya System", "9.2"},
    {TieBreak::ARO, "ARO", "Average Rating of Opponents", "10.1"},
    {TieBreak::ARO_C1, "ARO-C1", "Average Rating of Opponents Cut-1", "10.1, 14.1"},
}};

const Info& info(TieBreak tb) { return infos[static_cast<std::size_t>(tb)]; }

std::string upper_trimmed(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  std::string out(s);
  for (char& c : out) c = c == '/' ? '-' : static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return out;
}

// What a round was for a player, for the tie-breaks.
enum class Kind : std::uint8_t {
  ignored,       // a paired game without a result yet; or, in a round robin, no scheduled game
  game,          // played over the board
  forfeit_win,   // 16.2.2
  forfeit_loss,  // 16.2.4
  awarded_bye,   // 16.2.1: pairing-allocated or full-point bye
  requested,     // 16.2.3 / 16.2.5: half- or zero-point bye, or not paired (16.1.1)
};

struct Slot {
  Kind kind = Kind::ignored;
  int opponent = 0;
  Colour colour = Colour::none;
  Points points = 0;
  bool late = false;  // a requested bye followed only by VURs: 16.2.5
};

bool voluntary(Kind k) { return k == Kind::requested || k == Kind::forfeit_loss; }  // 16.1.2
bool forfeit(Kind k) { return k == Kind::forfeit_win || k == Kind::forfeit_loss; }

// One summand of Buchholz or Sonneborn-Berger: the opponent's (or the dummy's) score and the
// contribution, in tenths (Buchholz) or hundredths (Sonneborn-Berger).
struct Element {
  std::int64_t basis = 0;
  std::int64_t value = 0;
  bool vur = false;
  int round = 0;     // 1-based
  int opponent = 0;  // 0: the dummy of an unplayed round
  Points scored = 0;
};

class Context {
 public:
  Context(const Tournament& t, int after_round, const StandingsOptions& options)
      : t_(t), options_(options), n_(static_cast<int>(t.players.size())) {
    // Rounds 1..after_round, less those at the end that nobody has an entry in.
    rounds_ = std::clamp(after_round, 0, t.rounds_played());
    while (rounds_ > 0 && std::none_of(t.players.begin(), t.players.end(), [&](const Player& p) {
             return static_cast<int>(p.rounds.size()) >= rounds_ && p.rounds[static_cast<std::size_t>(rounds_ - 1)] != Entry{};
           }))
      --rounds_;
    classify();
    if (round_robin()) set_aside_withdrawals();
    score_.assign(static_cast<std::size_t>(n_), 0);
    adjusted_.assign(static_cast<std::size_t>(n_), 0);
    for (int p = 1; p <= n_; ++p) {
      for (const Slot& s : row(p)) {
        score_[index(p)] += s.points;
        // 16.3: categories 16.2.1-16.2.4 at the points awarded, 16.2.5 as a draw.
        adjusted_[index(p)] += s.late ? t_.points.draw : s.points;
      }
    }
    bh_.assign(static_cast<std::size_t>(n_), 0);
    for (int p = 1; p <= n_; ++p)
      for (const Element& e : elements(p, false)) bh_[index(p)] += e.value;
  }

  int players() const { return n_; }
  bool counted(int p) const { return !excluded_[index(p)]; }
  Points score(int p) const { return score_[index(p)]; }

  std::optional<Value> scalar(TieBreak tb, int p) const {
    switch (tb) {
      case TieBreak::DE: return std::nullopt;
      // 7.1: rounds worth a win's points, "with or without playing".
      case TieBreak::WIN: return count(p, [&](const Slot& s) { return s.points > 0 && s.points == t_.points.win; });
      case TieBreak::WON: return count(p, [&](const Slot& s) { return own_game(s) && won(s); });
      case TieBreak::BPG: return count(p, [&](const Slot& s) { return own_game(s) && s.colour == Colour::black; });
      case TieBreak::BWG:
        return count(p, [&](const Slot& s) { return own_game(s) && won(s) && s.colour == Colour::black; });
      case TieBreak::PS: return progressive(p, false);
      case TieBreak::PS_C1: return progressive(p, true);
      case TieBreak::REP: return Value::of(rounds_ - elected_not_to_play(p));
      case TieBreak::BH: return cut_sum(elements(p, false), 0, 0, 10);
      case TieBreak::BH_C1: return cut_sum(elements(p, false), 1, 0, 10);
      case TieBreak::BH_C2: return cut_sum(elements(p, false), 2, 0, 10);
      case TieBreak::BH_M1: return cut_sum(elements(p, false), 1, 1, 10);
      case TieBreak::BH_M2: return cut_sum(elements(p, false), 2, 2, 10);
      case TieBreak::AOB: return average_opponents_buchholz(p);
      case TieBreak::SB: return cut_sum(elements(p, true), 0, 0, 100);
      case TieBreak::SB_C1: return cut_sum(elements(p, true), 1, 0, 100);
      case TieBreak::KS: return koya(p);
      case TieBreak::ARO: return average_rating(p, false);
      case TieBreak::ARO_C1: return average_rating(p, true);
    }
    return std::nullopt;
  }

  // 6.1: p's points against q over rounds 1..after_round, the average when they met more than
  // once (6.1.2); nullopt when they did not meet. Forfeits count in a round robin (15.2) and
  // where the regulations say so (6.1.1).
  std::optional<Value> encounter(int p, int q) const {
    Points sum = 0;
    int games = 0;
    for (const Slot& s : row(p)) {
      if (s.opponent != q) continue;
      if (s.kind == Kind::game ||
          (forfeit(s.kind) && (round_robin() || options_.forfeits_in_direct_encounter))) {
        sum += s.points;
        ++games;
      }
    }
    if (games == 0) return std::nullopt;
    return Value::of(sum, 10 * static_cast<std::int64_t>(games));
  }

  Points win() const { return t_.points.win; }

 private:
  bool round_robin() const { return options_.system == System::round_robin; }
  bool edition2026() const { return options_.edition == Edition::fide2026; }
  std::size_t index(int p) const { return static_cast<std::size_t>(p - 1); }
  const std::vector<Slot>& row(int p) const { return slots_[index(p)]; }
  bool valid(int opponent) const { return opponent >= 1 && opponent <= n_; }

  void classify() {
    slots_.assign(static_cast<std::size_t>(n_), std::vector<Slot>(static_cast<std::size_t>(rounds_)));
    excluded_.assign(static_cast<std::size_t>(n_), false);
    for (int p = 1; p <= n_; ++p) {
      const Player& player = t_.player(p);
      for (int r = 1; r <= rounds_; ++r) {
        const Entry e = static_cast<std::size_t>(r) <= player.rounds.size() ? player.rounds[static_cast<std::size_t>(r - 1)]
                                                                             : Entry{};
        Slot& s = slots_[index(p)][static_cast<std::size_t>(r - 1)];
        s.points = t_.points.of(e.outcome);
        s.colour = e.colour;
        s.opponent = valid(e.opponent) ? e.opponent : 0;
        if (played(e.outcome)) s.kind = s.opponent ? Kind::game : Kind::ignored;
        else if (e.outcome == RoundResult::forfeit_win) s.kind = Kind::forfeit_win;
        else if (e.outcome == RoundResult::forfeit_loss) s.kind = Kind::forfeit_loss;
        else if (e.outcome == RoundResult::pairing_bye || e.outcome == RoundResult::full_bye) s.kind = Kind::awarded_bye;
        else if (e.outcome == RoundResult::half_bye || e.outcome == RoundResult::zero_bye) s.kind = Kind::requested;
        else s.kind = e.opponent ? Kind::ignored : Kind::requested;  // none: waiting, or not paired
        // 15.2: a round robin's only unplayed rounds are forfeits; a round without a scheduled
        // game (sitting out) is no round of the player's for the tie-breaks.
        if (round_robin() && !s.opponent) s.kind = Kind::ignored;
      }
      // 16.2.3 / 16.2.5: a requested bye followed only by VURs (or in the last round counted).
      bool only_voluntary_after = true;
      for (int r = rounds_; r >= 1; --r) {
        Slot& s = slots_[index(p)][static_cast<std::size_t>(r - 1)];
        if (s.kind == Kind::requested) s.late = only_voluntary_after;
        if (!voluntary(s.kind)) only_voluntary_after = false;
      }
    }
  }

  // C.05: a round-robin withdrawal who played less than half of its scheduled games counts for
  // no one: its games are set aside for its opponents.
  void set_aside_withdrawals() {
    const int per_cycle = n_ % 2 ? n_ : n_ - 1;
    if (per_cycle <= 0) return;
    const int planned = std::max(t_.planned_rounds, rounds_);
    const int cycles = std::max(1, (planned + per_cycle - 1) / per_cycle);
    const int scheduled = (n_ - 1) * cycles;
    for (int p = 1; p <= n_; ++p) {
      if (!t_.player(p).withdrawn) continue;
      const auto games = std::count_if(row(p).begin(), row(p).end(), [](const Slot& s) { return s.kind == Kind::game; });
      excluded_[index(p)] = 2 * games < scheduled;
    }
    for (int p = 1; p <= n_; ++p) {
      if (excluded_[index(p)]) continue;
      for (Slot& s : slots_[index(p)])
        if (s.opponent && excluded_[index(s.opponent)]) s = Slot{};
    }
  }

  // A game against the scheduled opponent for Buchholz, Sonneborn-Berger, Koya and AOB: played,
  // or in a round robin a forfeit (15.2).
  bool regular(const Slot& s) const { return s.kind == Kind::game || (round_robin() && forfeit(s.kind) && s.opponent); }
  // For the player's own counts (article 7): in a round robin from 2026 a forfeit loss stays
  // unplayed (15.2).
  bool own_game(const Slot& s) const {
    return regular(s) && !(edition2026() && s.kind == Kind::forfeit_loss);
  }
  // For the ratings (article 10): from 2026 every forfeit stays unplayed (15.2).
  bool rated_game(const Slot& s) const { return regular(s) && !(edition2026() && forfeit(s.kind)); }
  bool won(const Slot& s) const { return s.kind == Kind::forfeit_win || (s.kind == Kind::game && s.points == t_.points.win); }

  template <class Pred>
  Value count(int p, Pred pred) const {
    return Value::of(std::count_if(row(p).begin(), row(p).end(), pred));
  }

  // 7.5: the sum of the scores after each round; Cut-1 leaves out the score after round 1.
  Value progressive(int p, bool cut) const {
    std::int64_t cumulative = 0, sum = 0;
    for (std::size_t r = 0; r < row(p).size(); ++r) {
      cumulative += row(p)[r].points;
      if (!(cut && r == 0)) sum += cumulative;
    }
    return Value::of(sum, 10);
  }

  // 7.6: the rounds less the half- and zero-point byes and the forfeit losses (in a round robin a
  // forfeit loss is a regular game until 2026, 15.2).
  int elected_not_to_play(int p) const {
    int n = 0;
    for (const Slot& s : row(p))
      if (s.kind == Kind::requested || (s.kind == Kind::forfeit_loss && !own_game(s))) ++n;
    return n;
  }

  // 16.4: the dummy opponent of an unplayed round.
  Points dummy(int p, const Slot& s) const {
    const Points own = score(p);
    if (!edition2026()) return own;
    if (forfeit(s.kind)) return s.opponent ? std::min(own, adjusted_[index(s.opponent)]) : own;  // 16.4.1
    const int rounds = t_.planned_rounds > 0 ? t_.planned_rounds : rounds_;
    return std::min(own, t_.points.draw * rounds);  // 16.4.2
  }

  // Buchholz's (sb false) or Sonneborn-Berger's summands: the opponent's adjusted score (times
  // the points scored against it), or the dummy's for an unplayed round of a Swiss.
  std::vector<Element> elements(int p, bool sb) const {
    std::vector<Element> out;
    int round = 0;
    for (const Slot& s : row(p)) {
      ++round;
      if (s.kind == Kind::ignored) continue;
      std::int64_t basis = 0;
      if (regular(s)) basis = adjusted_[index(s.opponent)];
      else if (round_robin()) continue;
      else basis = dummy(p, s);
      out.push_back({basis, sb ? basis * s.points : basis, voluntary(s.kind) && !regular(s), round,
                     regular(s) ? s.opponent : 0, s.points});
    }
    return out;
  }

  // The summands of p's Buchholz and Sonneborn-Berger, and for each cut tie-break of `order` the
  // rounds it leaves out.
 public:
  Breakdown breakdown(int p, const std::vector<TieBreak>& order) const {
    Breakdown out;
    for (const Element& e : elements(p, false))
      out.summands.push_back({e.round, e.opponent, static_cast<Points>(e.basis), e.scored, e.vur});
    auto cut_rounds = [&](TieBreak tb, bool sb, int low, int high) {
      const auto all = elements(p, sb), kept = cut(all, low, high);
      CutRounds c{tb, {}};
      for (const Element& e : all)
        if (std::none_of(kept.begin(), kept.end(), [&](const Element& k) { return k.round == e.round; })) c.rounds.push_back(e.round);
      out.cuts.push_back(std::move(c));
    };
    for (TieBreak tb : order) {
      if (tb == TieBreak::BH_C1) cut_rounds(tb, false, 1, 0);
      if (tb == TieBreak::BH_C2) cut_rounds(tb, false, 2, 0);
      if (tb == TieBreak::BH_M1) cut_rounds(tb, false, 1, 1);
      if (tb == TieBreak::BH_M2) cut_rounds(tb, false, 2, 2);
      if (tb == TieBreak::SB_C1) cut_rounds(tb, true, 1, 0);
    }
    return out;
  }

 private:

  // 14.1-14.4 with 16.5: `low` least significant values cut (a VUR's contribution first as long
  // as it is not lower than the least significant value), then `high` most significant ones.
  // The least significant summand is the one of the lowest-scored opponent, the lowest
  // contribution among those (14.1.1: SB-C1); for Buchholz that is simply the lowest.
  static Value cut_sum(const std::vector<Element>& all, int low, int high, std::int64_t unit) {
    std::int64_t sum = 0;
    for (const Element& x : cut(all, low, high)) sum += x.value;
    return Value::of(sum, unit);
  }

  // The summands left once `low` least and `high` most significant ones are cut.
  static std::vector<Element> cut(std::vector<Element> e, int low, int high) {
    auto by_significance = [](const Element& a, const Element& b) {
      return a.basis != b.basis ? a.basis < b.basis : a.value < b.value;
    };
    for (int i = 0; i < low && !e.empty(); ++i) {
      auto least = std::min_element(e.begin(), e.end(), by_significance);
      auto vur = e.end();
      for (auto it = e.begin(); it != e.end(); ++it)
        if (it->vur && (vur == e.end() || it->value < vur->value)) vur = it;
      e.erase(vur != e.end() && vur->value >= least->value ? vur : least);
    }
    for (int i = 0; i < high && !e.empty(); ++i) e.erase(std::max_element(e.begin(), e.end(), by_significance));
    return e;
  }

  // 8.2: the average of the Buchholz of the opponents played (exact; no rounding is given).
  Value average_opponents_buchholz(int p) const {
    std::int64_t sum = 0, games = 0;
    for (const Slot& s : row(p))
      if (regular(s)) {
        sum += bh_[index(s.opponent)];
        ++games;
      }
    return games ? Value::of(sum, 10 * games) : Value::of(0);
  }

  // 9.2: the points scored against the opponents who scored at least half the maximum possible
  // score (a win's points every round counted).
  Value koya(int p) const {
    Points sum = 0;
    for (const Slot& s : row(p))
      if (regular(s) && 2 * static_cast<std::int64_t>(score(s.opponent)) >= static_cast<std::int64_t>(rounds_) * t_.points.win)
        sum += s.points;
    return Value::of(sum, 10);
  }

  // 10.1: the average rating of the opponents played, rounded to the nearest whole number, 0.5
  // up. Unrated opponents (rating 0) are left out: C.07 asks the regulations to say how to treat
  // them, and this is how. ARO-C1 (14.1) leaves out the lowest rating first.
  Value average_rating(int p, bool cut) const {
    std::vector<std::int64_t> ratings;
    for (const Slot& s : row(p))
      if (rated_game(s) && t_.player(s.opponent).rating > 0) ratings.push_back(t_.player(s.opponent).rating);
    if (cut && !ratings.empty()) ratings.erase(std::min_element(ratings.begin(), ratings.end()));
    if (ratings.empty()) return Value::of(0);
    const std::int64_t sum = std::accumulate(ratings.begin(), ratings.end(), std::int64_t{0});
    const auto games = static_cast<std::int64_t>(ratings.size());
    return Value::of((2 * sum + games) / (2 * games));
  }

  const Tournament& t_;
  StandingsOptions options_;
  int n_ = 0;
  int rounds_ = 0;
  std::vector<std::vector<Slot>> slots_;  // [player - 1][round - 1]
  std::vector<bool> excluded_;
  std::vector<Points> score_, adjusted_;
  std::vector<std::int64_t> bh_;  // tenths
};

Value add(const Value& a, const Value& b) {
  return Value::of(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator);
}

// Article 6 over a tied group: its tiers, best first. `shown` receives each player's points in
// the group's separate standings (6.1).
std::vector<std::vector<int>> direct_encounter(const Context& c, const std::vector<int>& group,
                                               std::map<int, Value>* shown) {
  const std::size_t m = group.size();
  std::vector<Value> mini(m);
  std::vector<int> missing(m, 0);
  bool all_met = true;
  for (std::size_t i = 0; i < m; ++i)
    for (std::size_t j = 0; j < m; ++j) {
      if (i == j) continue;
      if (auto e = c.encounter(group[i], group[j])) mini[i] = add(mini[i], *e);
      else {
        all_met = false;
        ++missing[i];
      }
    }
  if (shown)
    for (std::size_t i = 0; i < m; ++i) (*shown)[group[i]] = mini[i];
  std::vector<std::vector<int>> tiers;
  std::vector<std::size_t> order(m);
  std::iota(order.begin(), order.end(), std::size_t{0});
  if (all_met) {
    // 6.2: the separate standings decide; a tie within them is broken by article 6 again.
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return mini[a] > mini[b]; });
    for (std::size_t i = 0; i < m;) {
      std::size_t j = i;
      std::vector<int> tier;
      while (j < m && mini[order[j]] == mini[order[i]]) tier.push_back(group[order[j++]]);
      if (tier.size() > 1 && tier.size() < m) {
        for (auto& sub : direct_encounter(c, tier, nullptr)) tiers.push_back(std::move(sub));
      } else {
        tiers.push_back(std::move(tier));
      }
      i = j;
    }
    return tiers;
  }
  // 6.3: not all have met. A player alone at the top whatever the results of the games not
  // played (its own lost, every other one won by the others) ranks first; then the same for
  // second place, and so on; article 6 is then applied again to those left.
  std::vector<std::size_t> rest = order;
  const Value game = Value::of(c.win(), 10);
  for (bool found = true; found && rest.size() > 1;) {
    found = false;
    for (std::size_t k = 0; k < rest.size() && !found; ++k) {
      const std::size_t i = rest[k];
      bool alone = true;
      for (std::size_t j : rest) {
        if (j == i) continue;
        Value best = mini[j];
        for (int g = 0; g < missing[j]; ++g) best = add(best, game);
        if (!(mini[i] > best)) alone = false;
      }
      if (alone) {
        tiers.push_back({group[i]});
        rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(k));
        found = true;
      }
    }
  }
  std::vector<int> left;
  for (std::size_t i : rest) left.push_back(group[i]);
  if (left.size() > 1 && left.size() < m) {
    for (auto& sub : direct_encounter(c, left, nullptr)) tiers.push_back(std::move(sub));
  } else if (!left.empty()) {
    tiers.push_back(std::move(left));
  }
  return tiers;
}

// 4.2: the next tie-break for each group still tied; the groups left at the end share a rank.
void rank_group(const Context& c, const std::vector<TieBreak>& order, std::size_t k, const std::vector<int>& group,
                std::vector<std::vector<std::optional<Value>>>& values, std::vector<std::vector<int>>& leaves) {
  if (group.size() == 1 || k == order.size()) {
    leaves.push_back(group);
    return;
  }
  if (order[k] == TieBreak::DE) {
    std::map<int, Value> shown;
    const auto tiers = direct_encounter(c, group, &shown);
    for (const auto& [p, v] : shown) values[static_cast<std::size_t>(p - 1)][k] = v;
    for (const auto& tier : tiers) rank_group(c, order, k + 1, tier, values, leaves);
    return;
  }
  std::vector<int> sorted = group;
  auto value = [&](int p) { return *values[static_cast<std::size_t>(p - 1)][k]; };
  std::stable_sort(sorted.begin(), sorted.end(), [&](int a, int b) { return value(a) > value(b); });
  for (std::size_t i = 0; i < sorted.size();) {
    std::size_t j = i;
    std::vector<int> tied;
    while (j < sorted.size() && value(sorted[j]) == value(sorted[i])) tied.push_back(sorted[j++]);
    rank_group(c, order, k + 1, tied, values, leaves);
    i = j;
  }
}

}  // namespace

std::string_view acronym(TieBreak tb) { return info(tb).acronym; }
std::string_view tie_break_name(TieBreak tb) { return info(tb).name; }
std::string_view tie_break_article(TieBreak tb) { return info(tb).article; }

std::optional<TieBreak> parse_tie_break(std::string_view text) {
  const std::string s = upper_trimmed(text);
  if (s == "GE") return TieBreak::REP;  // "Games one Elected to play", REP's name until 2024
  for (const Info& i : infos)
    if (s == i.acronym) return i.tie_break;
  return std::nullopt;
}

std::vector<TieBreak> parse_tie_breaks(std::string_view text) {
  std::vector<TieBreak> out;
  while (!text.empty()) {
    const auto comma = text.find(',');
    const std::string_view item = text.substr(0, comma);
    text = comma == std::string_view::npos ? std::string_view{} : text.substr(comma + 1);
    if (upper_trimmed(item).empty()) continue;
    const auto tb = parse_tie_break(item);
    if (!tb) {
      std::string known;
      for (const Info& i : infos) known += (known.empty() ? "" : ", ") + std::string(i.acronym);
      throw std::invalid_argument("unknown tie-break '" + upper_trimmed(item) + "' (FIDE C.07 acronyms: " + known + ")");
    }
    out.push_back(*tb);
  }
  return out;
}

std::string format_tie_breaks(const std::vector<TieBreak>& order) {
  std::string out;
  for (TieBreak tb : order) out += (out.empty() ? "" : ",") + std::string(acronym(tb));
  return out;
}

std::string_view default_tie_breaks(System system) {
  return system == System::swiss ? "BH-C1,BH,SB,DE" : "SB,DE,WIN";
}

Value Value::of(std::int64_t numerator, std::int64_t denominator) {
  if (denominator == 0) throw std::invalid_argument("a value with denominator 0");
  if (denominator < 0) {
    numerator = -numerator;
    denominator = -denominator;
  }
  const std::int64_t g = std::gcd(numerator < 0 ? -numerator : numerator, denominator);
  return g > 1 ? Value{numerator / g, denominator / g} : Value{numerator, denominator};
}

std::strong_ordering operator<=>(const Value& a, const Value& b) {
  const __int128 x = static_cast<__int128>(a.numerator) * b.denominator;
  const __int128 y = static_cast<__int128>(b.numerator) * a.denominator;
  return x <=> y;
}

std::string to_string(const Value& v) {
  // A decimal fraction of at most four places is written exactly, else rounded to two.
  std::int64_t scale = 1;
  int places = 0;
  while (places < 4 && (scale % v.denominator) != 0) {
    scale *= 10;
    ++places;
  }
  std::int64_t scaled;
  if (scale % v.denominator == 0) {
    scaled = v.numerator * (scale / v.denominator);
  } else {
    places = 2;
    scale = 100;
    const std::int64_t twice = 2 * v.numerator * scale;
    scaled = (twice >= 0 ? twice + v.denominator : twice - v.denominator) / (2 * v.denominator);
  }
  const bool negative = scaled < 0;
  const std::int64_t whole = (negative ? -scaled : scaled) / scale, part = (negative ? -scaled : scaled) % scale;
  std::string out = (negative ? "-" : "") + std::to_string(whole);
  if (places > 0) {
    std::string digits = std::to_string(part);
    digits.insert(0, static_cast<std::size_t>(places) - digits.size(), '0');
    while (!digits.empty() && digits.back() == '0') digits.pop_back();
    if (!digits.empty()) out += "." + digits;
  }
  return out;
}

std::vector<Standing> standings(const Tournament& t, const std::vector<TieBreak>& order, int after_round,
                                const StandingsOptions& options) {
  const Context c(t, after_round, options);
  const int n = c.players();
  std::vector<std::vector<std::optional<Value>>> values(static_cast<std::size_t>(n),
                                                        std::vector<std::optional<Value>>(order.size()));
  for (int p = 1; p <= n; ++p)
    for (std::size_t k = 0; k < order.size(); ++k) values[static_cast<std::size_t>(p - 1)][k] = c.scalar(order[k], p);

  // Points first, then the tie-breaks in their order.
  std::vector<int> ranked;
  for (int p = 1; p <= n; ++p)
    if (c.counted(p)) ranked.push_back(p);
  std::stable_sort(ranked.begin(), ranked.end(), [&](int a, int b) { return c.score(a) > c.score(b); });
  std::vector<std::vector<int>> leaves;
  for (std::size_t i = 0; i < ranked.size();) {
    std::size_t j = i;
    std::vector<int> tied;
    while (j < ranked.size() && c.score(ranked[j]) == c.score(ranked[i])) tied.push_back(ranked[j++]);
    rank_group(c, order, 0, tied, values, leaves);
    i = j;
  }

  std::vector<Standing> out;
  auto standing = [&](int p, int rank) {
    return Standing{p, rank, c.score(p), values[static_cast<std::size_t>(p - 1)]};
  };
  for (auto& leaf : leaves) {
    const int rank = static_cast<int>(out.size()) + 1;
    std::sort(leaf.begin(), leaf.end());
    for (int p : leaf) out.push_back(standing(p, rank));
  }
  for (int p = 1; p <= n; ++p)
    if (!c.counted(p)) out.push_back(standing(p, 0));
  return out;
}

Breakdown breakdown(const Tournament& t, const std::vector<TieBreak>& order, int after_round, int player,
                    const StandingsOptions& options) {
  const Context c(t, after_round, options);
  if (player < 1 || player > c.players()) return {};
  return c.breakdown(player, order);
}

int completed_rounds(const Tournament& t) {
  std::size_t longest = 0;
  for (const Player& p : t.players) longest = std::max(longest, p.rounds.size());
  int complete = 0;
  for (std::size_t r = 0; r < longest; ++r) {
    bool result = false, waiting = false;
    for (const Player& p : t.players) {
      if (r >= p.rounds.size()) continue;
      const Entry& e = p.rounds[r];
      if (played(e.outcome) || e.outcome == RoundResult::forfeit_win || e.outcome == RoundResult::forfeit_loss ||
          e.outcome == RoundResult::pairing_bye)
        result = true;
      if (e.opponent != 0 && e.outcome == RoundResult::none) waiting = true;
    }
    if (!result || waiting) break;
    complete = static_cast<int>(r) + 1;
  }
  return complete;
}

}  // namespace manqala::pairing
