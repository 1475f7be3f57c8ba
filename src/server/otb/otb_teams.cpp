#include "server/otb/otb_teams.h"

#include <algorithm>
#include <map>

#include "pairing/berger.h"
#include "pairing/dutch.h"
#include "server/common/refused.h"
#include "server/otb/otb_model.h"
#include "server/otb/otb_view.h"

namespace manqala::otb {

using nlohmann::json;
using pairing::Points;

std::vector<int> lineup(const OtbData& d, int team) {
  std::vector<const OtbPlayer*> in;
  for (const auto& p : d.players)
    if (p.team == team && !p.withdrawn) in.push_back(&p);
  std::stable_sort(in.begin(), in.end(), [](const OtbPlayer* a, const OtbPlayer* b) {
    return a->team_order != b->team_order ? a->team_order < b->team_order : a->id < b->id;
  });
  std::vector<int> ids;
  for (const auto* p : in) ids.push_back(p->id);
  return ids;
}

namespace {

int average_rating(const OtbData& d, int team) {
  const auto ids = lineup(d, team);
  const size_t n = std::min(ids.size(), static_cast<size_t>(d.t.team_boards));
  if (n == 0) return 0;
  long sum = 0;
  for (size_t i = 0; i < n; ++i)
    for (const auto& p : d.players)
      if (p.id == ids[i]) sum += p.rating;
  return static_cast<int>((sum + static_cast<long>(n) / 2) / static_cast<long>(n));
}

const OtbTeam& team_by_id(const OtbData& d, int id) {
  for (const auto& t : d.teams)
    if (t.id == id) return t;
  throw Refused(404, "no team " + std::to_string(id));
}

int team_of_player(const OtbData& d, int player) {
  for (const auto& p : d.players)
    if (p.id == player) return p.team;
  return 0;
}

// A board's points for the side its match's white team plays there (tenths), none while it
// has no result.
std::optional<Points> white_team_points(const OtbBoard& b, int board_in_match) {
  const auto o = outcomes_of(b.result);
  if (!o || b.result.empty() || b.result == "bye") return std::nullopt;
  const pairing::PointSystem points;
  return pairing::team_colour_on(board_in_match) == pairing::Colour::white ? points.of(o->white) : points.of(o->black);
}

}  // namespace

std::vector<int> team_ranking(const OtbData& d) {
  std::vector<int> ids;
  for (const auto& t : d.teams) ids.push_back(t.id);
  std::map<int, int> rating;
  for (int id : ids) rating[id] = average_rating(d, id);
  std::stable_sort(ids.begin(), ids.end(), [&](int a, int b) {
    if (rating[a] != rating[b]) return rating[a] > rating[b];
    return team_by_id(d, a).name < team_by_id(d, b).name;
  });
  return ids;
}

std::vector<pairing::Team> teams_of(const OtbData& d) {
  std::vector<pairing::Team> out;
  for (const auto& t : d.teams) out.push_back({t.number, t.name, average_rating(d, t.id)});
  std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.number < b.number; });
  return out;
}

std::vector<OtbMatch> matches_of(const OtbData& d) {
  std::vector<OtbMatch> out;
  const int n = d.t.team_boards;
  std::map<int, int> number_of;  // team id -> starting number
  for (const auto& t : d.teams) number_of[t.id] = t.number;
  for (const auto& b : d.boards) {
    const int in_match = (b.board - 1) % n + 1;
    if (in_match == 1) {
      OtbMatch m;
      m.white_team = team_of_player(d, b.white);
      m.black_team = b.black ? team_of_player(d, b.black) : 0;
      m.number = (b.board - 1) / n + 1;
      m.match.round = b.round;
      m.match.white = number_of[m.white_team];
      m.match.black = m.black_team ? number_of[m.black_team] : 0;
      out.push_back(std::move(m));
    }
    if (out.empty() || out.back().match.round != b.round) continue;  // a damaged round: boards before their match's first
    out.back().boards.push_back(b.board);
    if (out.back().black_team) out.back().match.white_points.push_back(white_team_points(b, in_match));
  }
  return out;
}

std::vector<OtbBoard> pair_teams(const OtbData& d, int& planned, pairing::Deadline deadline) {
  const int round = d.t.round + 1, n = d.t.team_boards;
  if (d.teams.size() < 2) throw Refused(409, "a team event pairs two teams at least", "otb-teams-few");
  for (const auto& t : d.teams)
    if (static_cast<int>(lineup(d, t.id).size()) < n)
      throw Refused(409, "team " + t.name + " has fewer players than the " + std::to_string(n) + " boards of a match",
                    "otb-team-short");
  // Round 1 numbers the teams (the caller stores it): until then they are numbered by entry.
  OtbData numbered = d;
  if (round == 1) {
    const auto order = team_ranking(d);
    for (auto& t : numbered.teams) t.number = static_cast<int>(std::find(order.begin(), order.end(), t.id) - order.begin()) + 1;
  }
  std::map<int, int> id_of;  // starting number -> team id
  for (const auto& t : numbered.teams) id_of[t.number] = t.id;
  std::vector<std::pair<int, int>> pairs;  // white team, black team (0: the bye)
  if (is_round_robin(d.t)) {
    const bool twice = d.t.format == "double-round-robin";
    const int teams = static_cast<int>(d.teams.size());
    planned = pairing::berger_round_count(teams, twice);
    const auto schedule = pairing::berger_schedule(teams, twice);
    for (const auto& g : schedule.at(static_cast<size_t>(round - 1)).games)
      pairs.push_back({id_of.at(g.white), id_of.at(g.black)});
  } else {
    planned = d.t.rounds;
    std::vector<pairing::TeamMatch> matches;
    for (const auto& m : matches_of(numbered)) matches.push_back(m.match);
    const auto t = pairing::team_tournament(teams_of(numbered), matches, n, d.t.rounds, initial_colour_of(d.t));
    const auto p = pairing::pair_dutch(t, round, deadline);
    for (const auto& b : p.boards) pairs.push_back({id_of.at(b.white), id_of.at(b.black)});
    if (p.bye) pairs.push_back({id_of.at(p.bye), 0});
  }
  std::vector<OtbBoard> boards;
  for (const auto& [white, black] : pairs) {
    const auto w = lineup(d, white), b = black ? lineup(d, black) : std::vector<int>{};
    for (int k = 1; k <= n; ++k) {
      const int number = static_cast<int>(boards.size()) + 1;
      const size_t i = static_cast<size_t>(k - 1);
      if (!black) boards.push_back(paired_board(round, number, w[i], 0, "bye"));
      else if (pairing::team_colour_on(k) == pairing::Colour::white) boards.push_back(paired_board(round, number, w[i], b[i]));
      else boards.push_back(paired_board(round, number, b[i], w[i]));
    }
  }
  return boards;
}

json matches_json(const OtbData& d) {
  json out = json::array();
  for (const auto& m : matches_of(d)) {
    const auto s = pairing::score_of(m.match, d.t.team_boards);
    json entry = {{"round", m.match.round}, {"match", m.number}, {"white_team", m.white_team}, {"black_team", m.black_team},
                  {"boards", m.boards}, {"white_points", points_text(s.white)}, {"black_points", points_text(s.black)},
                  {"complete", s.complete}, {"result", ""}};
    if (s.complete)
      entry["result"] = s.white_outcome == pairing::RoundResult::win ? "1-0" : s.white_outcome == pairing::RoundResult::loss ? "0-1" : "1/2";
    if (!m.black_team) entry["result"] = "bye";
    out.push_back(std::move(entry));
  }
  return out;
}

json team_standings_json(const OtbData& d) {
  std::vector<pairing::TeamMatch> matches;
  for (const auto& m : matches_of(d)) matches.push_back(m.match);
  const auto teams = teams_of(d);
  // The rounds every match of which is complete.
  int after = 0;
  for (int r = 1; r <= d.t.round; ++r) {
    bool complete = true;
    for (const auto& m : matches)
      if (m.round == r && m.black != 0 && !pairing::score_of(m, d.t.team_boards).complete) complete = false;
    if (!complete) break;
    after = r;
  }
  json rows = json::array();
  if (after > 0) {
    for (const auto& s : pairing::team_standings(teams, matches, d.t.team_boards, pairing::parse_team_tie_breaks(d.t.tiebreaks),
                                                 after, standings_options_of(d.t))) {
      json values = json::array();
      for (const auto& v : s.values) values.push_back(v ? pairing::to_string(*v) : "");
      const auto& team = *std::find_if(d.teams.begin(), d.teams.end(), [&](const OtbTeam& t) { return t.number == s.team; });
      rows.push_back({{"rank", s.rank}, {"team", team.id}, {"number", s.team}, {"name", team.name},
                      {"match_points", points_text(s.match_points)}, {"game_points", points_text(s.game_points)},
                      {"tiebreaks", values}});
    }
  }
  return {{"after_round", after}, {"in_progress", d.t.round > after ? d.t.round : 0}, {"rows", rows}};
}

}  // namespace manqala::otb
