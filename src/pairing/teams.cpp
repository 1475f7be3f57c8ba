#include "pairing/teams.h"

#include <algorithm>
#include <stdexcept>

namespace manqala::pairing {

MatchScore score_of(const TeamMatch& m, int boards) {
  MatchScore s;
  int results = 0;
  for (const auto& p : m.white_points) {
    if (!p) continue;
    ++results;
    s.white += *p;
    s.black += 10 - *p;
  }
  s.complete = m.black != 0 && results == boards;
  if (s.complete) s.white_outcome = s.white > s.black ? RoundResult::win : s.white < s.black ? RoundResult::loss : RoundResult::draw;
  return s;
}

Tournament team_tournament(const std::vector<Team>& teams, const std::vector<TeamMatch>& matches, int boards,
                           int planned_rounds, Colour initial_colour) {
  Tournament t;
  t.points = kMatchPoints;
  t.planned_rounds = planned_rounds;
  t.initial_colour = initial_colour;
  int rounds = 0;
  for (const auto& m : matches) rounds = std::max(rounds, m.round);
  for (const auto& team : teams) {
    Player p;
    p.number = team.number, p.name = team.name, p.rating = team.rating;
    p.rounds.resize(static_cast<size_t>(rounds));
    t.players.push_back(std::move(p));
  }
  for (const auto& m : matches) {
    const size_t r = static_cast<size_t>(m.round - 1);
    if (m.black == 0) {
      t.player(m.white).rounds[r] = {0, Colour::none, RoundResult::pairing_bye};
      continue;
    }
    const MatchScore s = score_of(m, boards);
    t.player(m.white).rounds[r] = {m.black, Colour::white, s.white_outcome};
    t.player(m.black).rounds[r] = {m.white, Colour::black, opponents_outcome(s.white_outcome)};
  }
  return t;
}

std::vector<TeamTieBreak> parse_team_tie_breaks(std::string_view text) {
  std::vector<TeamTieBreak> out;
  size_t start = 0;
  while (start <= text.size()) {
    size_t comma = text.find(',', start);
    if (comma == std::string_view::npos) comma = text.size();
    std::string word;
    for (char c : text.substr(start, comma - start))
      if (c != ' ') word += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    start = comma + 1;
    if (word.empty()) continue;
    if (word == "GP") {
      out.push_back({true, std::nullopt});
      continue;
    }
    const auto tb = parse_tie_break(word);
    if (!tb) throw std::invalid_argument("unknown tie-break \"" + word + "\"");
    out.push_back({false, tb});
  }
  return out;
}

std::string_view default_team_tie_breaks(System system) { return system == System::swiss ? "GP,BH,SB" : "GP,DE,SB"; }

std::vector<TeamStanding> team_standings(const std::vector<Team>& teams, const std::vector<TeamMatch>& matches, int boards,
                                         const std::vector<TeamTieBreak>& order, int after_round,
                                         const StandingsOptions& options) {
  const Tournament t = team_tournament(teams, matches, boards, 0, Colour::white);
  std::vector<TieBreak> individual;
  for (const auto& tb : order)
    if (tb.individual) individual.push_back(*tb.individual);
  const std::vector<Standing> base = standings(t, individual, after_round, options);
  std::vector<TeamStanding> out;
  for (const auto& s : base) {
    TeamStanding ts;
    ts.team = s.player, ts.match_points = s.points;
    for (const auto& m : matches) {
      if (m.round > after_round) continue;
      const MatchScore score = score_of(m, boards);
      if (m.white == s.player) ts.game_points += m.black == 0 ? 10 * boards : score.white;
      if (m.black == s.player) ts.game_points += score.black;
    }
    size_t k = 0;
    for (const auto& tb : order)
      ts.values.push_back(tb.game_points ? std::optional<Value>(Value::of(ts.game_points, 10)) : s.values[k++]);
    out.push_back(std::move(ts));
  }
  const auto key_less = [](const TeamStanding& a, const TeamStanding& b) {  // a ranks after b
    if (a.match_points != b.match_points) return a.match_points < b.match_points;
    for (size_t i = 0; i < a.values.size(); ++i) {
      const Value x = a.values[i].value_or(Value{}), y = b.values[i].value_or(Value{});
      if (x != y) return x < y;
    }
    return false;
  };
  std::stable_sort(out.begin(), out.end(), [&](const TeamStanding& a, const TeamStanding& b) {
    if (key_less(b, a)) return true;
    if (key_less(a, b)) return false;
    return a.team < b.team;
  });
  for (size_t i = 0; i < out.size(); ++i)
    out[i].rank = i > 0 && !key_less(out[i], out[i - 1]) && !key_less(out[i - 1], out[i]) ? out[i - 1].rank : static_cast<int>(i) + 1;
  return out;
}

}  // namespace manqala::pairing
