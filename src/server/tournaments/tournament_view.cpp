#include "server/tournaments/tournament_view.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <vector>

#include "server/common/catalog.h"
#include "server/common/csv.h"
#include "server/common/digest.h"
#include "server/tournaments/round_clock.h"
#include "server/tournaments/schedule.h"
#include "server/tournaments/start_time.h"
#include "server/tournaments/tournament_trf.h"

namespace manqala::tournaments {

using nlohmann::json;

namespace {

std::string entrant_name(const std::vector<Entrant>& entrants, int64_t account) {
  for (const Entrant& e : entrants)
    if (e.account_id == account) return e.name;
  return "";
}

// 2.5 as "2.5", 3 as "3".
std::string points_text(double p) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g", p);
  return buf;
}

json tiebreak_list(const Tournament& t) {
  json list = json::array();
  for (const pairing::TieBreak tb : tiebreaks_of(t)) list.push_back(std::string(pairing::acronym(tb)));
  return list;
}

}  // namespace

json summary_json(const Tournament& t) {
  return {{"id", t.id},
          {"name", t.name},
          {"format", t.format},
          {"game", t.game},
          {"options", t.options},
          {"clock", {{"initial_ms", t.clock_initial_ms}, {"increment_ms", t.clock_increment_ms}}},
          {"rounds", t.rounds},
          {"round", t.round},
          {"rated", t.rated},
          {"forfeit_after_s", t.forfeit_after_s},
          {"pause_s", t.pause_s},
          {"chat", t.chat},
          {"bots", t.bots},
          {"late_entry_until_round", t.late_entry_until_round},
          {"max_byes", t.max_byes},
          {"tiebreaks", tiebreak_list(t)},
          {"description", t.description},
          {"status", t.status},
          {"organiser", t.organiser},
          {"club", t.club_id},
          {"players", t.players},
          {"starts_at", t.starts_at.empty() ? json(nullptr) : json(t.starts_at)},
          {"registration_closes_at", t.registration_closes_at.empty() ? json(nullptr) : json(t.registration_closes_at)},
          {"created", t.created},
          {"updated", t.updated}};
}

namespace {

pairing::StandingsOptions standings_options_of(const Tournament& t) {
  pairing::StandingsOptions o;
  o.system = t.format == "swiss" ? pairing::System::swiss : pairing::System::round_robin;
  return o;
}

// The standings after standings_round(), computed as C.07 says on the tournament as its
// report file records it (tournament_trf.h): the page, the CSV and `tournament.trf` agree.
struct Table {
  int after = 0;
  pairing::Tournament model;
  std::vector<pairing::Standing> rows;
};

Table table_of(const Tournament& t, const std::vector<Entrant>& entrants, const std::vector<Board>& boards) {
  Table x{standings_round(t, boards), tournament_model(t, entrants, boards), {}};
  x.rows = pairing::standings(x.model, tiebreaks_of(t), x.after, standings_options_of(t));
  return x;
}

// Each entry of rounds 1..after that met an opponent with a result (a forfeit too; no bye).
template <typename F>
void each_game(const pairing::Tournament& m, int after, F f) {
  for (const pairing::Player& p : m.players)
    for (std::size_t r = 0; r < p.rounds.size() && static_cast<int>(r) < after; ++r)
      if (p.rounds[r].opponent != 0 && p.rounds[r].outcome != pairing::RoundResult::none) f(p, p.rounds[r]);
}

// crosstable[a][b]: the points a took from b over all their games (-1: they have not met).
json crosstable_of(const pairing::Tournament& m, int after) {
  const std::size_t n = m.players.size();
  std::vector<std::vector<double>> table(n, std::vector<double>(n, -1));
  each_game(m, after, [&](const pairing::Player& p, const pairing::Entry& e) {
    double& cell = table[static_cast<std::size_t>(p.number - 1)][static_cast<std::size_t>(e.opponent - 1)];
    cell = std::max(cell, 0.0) + m.points.of(e.outcome) / 10.0;
  });
  return table;
}

std::vector<int> games_of(const pairing::Tournament& m, int after) {
  std::vector<int> games(m.players.size());
  each_game(m, after, [&](const pairing::Player& p, const pairing::Entry&) { ++games[static_cast<std::size_t>(p.number - 1)]; });
  return games;
}

// A round as the page marks it: played, being played, or to come (a round robin's).
const char* round_state(const Tournament& t, int round) {
  if (round > t.round) return "scheduled";
  return round == t.round && t.status != "finished" ? "current" : "finished";
}

// Each player's points (by account) before each round, from the rounds before it.
std::map<int, std::map<int64_t, double>> points_before(const std::vector<Board>& boards) {
  std::map<int, std::map<int64_t, double>> before;
  std::map<int64_t, double> points;
  for (const Board& b : boards) {  // by round
    if (!before.count(b.round)) before[b.round] = points;
    points[b.south_id] += std::max(0.0, south_points(b.result));
    if (b.north_id) points[b.north_id] += std::max(0.0, north_points(b.result));
  }
  return before;
}

// A board with its players' ratings when it was paired and points before its round, when
// known (`before`: none for a round to come).
json board_json(const std::vector<Entrant>& entrants, const Board& b, const std::map<int64_t, double>* before) {
  auto rating = [](double r) { return r < 0 ? json(nullptr) : json(std::lround(r)); };
  auto points = [&](int64_t account) {
    if (!before || !account) return json(nullptr);
    const auto it = before->find(account);
    return json(it == before->end() ? 0.0 : it->second);
  };
  return {{"board", b.board},
          {"south", entrant_name(entrants, b.south_id)},
          {"north", b.north_id ? json(entrant_name(entrants, b.north_id)) : json(nullptr)},
          {"game", b.game_id.empty() ? json(nullptr) : json(b.game_id)},
          {"result", b.result},
          {"south_rating", rating(b.south_rating)},
          {"north_rating", b.north_id ? rating(b.north_rating) : json(nullptr)},
          {"south_points", points(b.south_id)},
          {"north_points", points(b.north_id)}};
}

}  // namespace

int standings_round(const Tournament& t, const std::vector<Board>& boards) {
  for (const Board& b : boards)
    if (b.round == t.round && b.result.empty()) return t.round - 1;
  return t.round;
}

std::vector<pairing::TieBreak> tiebreaks_of(const Tournament& t) {
  if (!t.tiebreaks.empty()) return pairing::parse_tie_breaks(t.tiebreaks);
  return pairing::parse_tie_breaks(pairing::default_tie_breaks(standings_options_of(t).system));
}

json timely_json(const Tournament& t) {
  json j;
  const auto next = t.status == "running" ? next_pairing_at(t) : std::nullopt;
  j["next_round_in_ms"] = next ? json(std::max<int64_t>(0, std::chrono::duration_cast<std::chrono::milliseconds>(
                                                              *next - Clock::now()).count()))
                               : json(nullptr);
  // The scheduled start counted down; once it has come, why the tournament is still waiting.
  const auto now = Clock::now();
  const auto ms_until = [&](const std::string& at) {
    return std::max<int64_t>(0, std::chrono::duration_cast<std::chrono::milliseconds>(parse_utc(at) - now).count());
  };
  j["starts_in_ms"] = t.status == "registering" && !t.starts_at.empty() ? json(ms_until(t.starts_at)) : json(nullptr);
  j["start_waiting"] = start_due(t, now) && t.players < 2 ? json("a tournament needs at least two players") : json(nullptr);
  j["registration_open"] = (t.status == "registering" || late_entry_open(t)) && !registration_closed_by_deadline(t, now);
  return j;
}

uint64_t digest_of(const Tournament& t, const std::vector<Entrant>& entrants, const std::vector<Board>& boards,
                   const std::vector<AskedBye>& byes) {
  Digest h;
  h.add(t.name).add(t.format).add(t.game).add(t.options).add(t.clock_initial_ms).add(t.clock_increment_ms).add(t.rounds);
  h.add(t.rated).add(t.forfeit_after_s).add(t.club_id).add(t.chat).add(t.bots).add(t.pause_s).add(t.starts_at);
  h.add(t.registration_closes_at).add(t.late_entry_until_round).add(t.max_byes).add(t.description).add(t.tiebreaks);
  h.add(t.organiser_id).add(t.id).add(t.organiser).add(t.status).add(t.round).add(t.round_started).add(t.created);
  h.add(t.updated).add(t.round_ended).add(t.players);
  for (const auto& e : entrants) h.add(e.account_id).add(e.name).add(e.seed).add(e.withdrawn).add(e.late);
  for (const auto& b : boards) {
    h.add(b.round).add(b.board).add(b.south_id).add(b.north_id).add(b.game_id).add(b.result).add(b.by_hand);
    h.add(static_cast<int64_t>(b.south_rating * 1000)).add(static_cast<int64_t>(b.north_rating * 1000));
  }
  for (const auto& y : byes) h.add(y.account_id).add(y.name).add(y.round);
  return h.value();
}

json page_json(const Tournament& t, const std::vector<Entrant>& entrants, const std::vector<Board>& boards,
               const std::vector<AskedBye>& byes) {
  json j = summary_json(t);
  json players = json::array();
  for (const Entrant& e : entrants)
    players.push_back({{"name", e.name}, {"seed", e.seed}, {"withdrawn", e.withdrawn}, {"late", e.late}});
  j["player_list"] = players;
  json rounds = json::array();
  auto add = [&](const Board& b, const std::map<int64_t, double>* before) {
    while (rounds.size() < static_cast<size_t>(b.round)) {
      const int round = static_cast<int>(rounds.size()) + 1;
      rounds.push_back({{"round", round}, {"state", round_state(t, round)}, {"boards", json::array()}});
    }
    rounds.back()["boards"].push_back(board_json(entrants, b, before));
    if (b.by_hand) rounds.back()["by_hand"] = true;  // paired from the organiser's pairing by hand
  };
  const auto before = points_before(boards);
  for (const Board& b : boards) add(b, &before.at(b.round));
  if (t.status == "running" || t.status == "paused")
    for (const Board& b : scheduled_boards(t, entrants, t.round)) add(b, nullptr);
  j["round_list"] = rounds;
  json asked = json::array();  // those to come: a paired one is its round's "half-bye" board
  for (const AskedBye& b : byes)
    if (b.round > t.round) asked.push_back({{"name", b.name}, {"round", b.round}});
  j["byes"] = asked;
  j.update(timely_json(t));
  j["standings_after"] = standings_round(t, boards);
  json table = json::array();
  if (t.status != "registering") {
    const Table x = table_of(t, entrants, boards);
    const auto games = games_of(x.model, x.after);
    for (const pairing::Standing& s : x.rows) {
      const auto i = static_cast<std::size_t>(s.player - 1);
      json values = json::array();  // "" where direct encounter was not applied (not tied)
      for (const auto& v : s.values) values.push_back(v ? pairing::to_string(*v) : "");
      table.push_back({{"rank", s.rank}, {"name", entrants[i].name}, {"points", s.points / 10.0}, {"games", games[i]},
                       {"tiebreaks", values}, {"withdrawn", entrants[i].withdrawn}});
    }
    j["crosstable"] = crosstable_of(x.model, x.after);
  }
  j["standings"] = table;
  return j;
}

std::string standings_csv(const Tournament& t, const std::vector<Entrant>& entrants, const std::vector<Board>& boards,
                          const std::string& language) {
  std::string out;
  for (const char* column : {"rank", "name", "points", "games"})
    out += (out.empty() ? "" : ",") + csv_cell(catalog_message(language, std::string("csv.standings.") + column));
  const auto order = tiebreaks_of(t);
  for (const pairing::TieBreak tb : order) out += "," + std::string(pairing::acronym(tb));
  out += "\n";
  if (t.status == "registering") return out;
  const Table x = table_of(t, entrants, boards);
  const auto games = games_of(x.model, x.after);
  for (const pairing::Standing& s : x.rows) {
    const auto i = static_cast<std::size_t>(s.player - 1);
    // Rank 0: a round robin's withdrawal under half its games, not ranked (C.05).
    out += (s.rank ? std::to_string(s.rank) : "") + "," + csv_text(entrants[i].name) + "," + points_text(s.points / 10.0) +
           "," + std::to_string(games[i]);
    for (const auto& v : s.values) out += "," + (v ? pairing::to_string(*v) : "");
    out += "\n";
  }
  return out;
}

}  // namespace manqala::tournaments
