#include "server/tournaments/tournament_view.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <vector>

#include "server/common/catalog.h"
#include "server/tournaments/round_clock.h"
#include "server/tournaments/schedule.h"
#include "server/tournaments/start_time.h"

namespace manqala::tournaments {

using nlohmann::json;

namespace {

std::map<int64_t, int> numbers(const std::vector<Entrant>& entrants) {
  std::map<int64_t, int> n;
  for (size_t i = 0; i < entrants.size(); ++i) n[entrants[i].account_id] = static_cast<int>(i);
  return n;
}

std::string name_of(const std::vector<Entrant>& entrants, int64_t account) {
  for (const Entrant& e : entrants)
    if (e.account_id == account) return e.name;
  return "";
}

Format format_of(const Tournament& t) { return t.format == "swiss" ? Format::Swiss : Format::RoundRobin; }

// 2.5 as "2.5", 3 as "3".
std::string points_text(double p) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g", p);
  return buf;
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
          {"late_entry_until_round", t.late_entry_until_round},
          {"max_byes", t.max_byes},
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

// The games and byes of rounds 1..after, players numbered in seed order.
struct Counted {
  std::vector<Played> played;
  std::vector<int> byes, half_byes;
};

Counted counted(const std::vector<Entrant>& entrants, const std::vector<Board>& boards, int after) {
  const auto number = numbers(entrants);
  Counted c;
  for (const Board& b : boards) {
    const double p = south_points(b.result);
    if (b.round > after || p < 0) continue;
    if (b.north_id == 0) (b.result == "half-bye" ? c.half_byes : c.byes).push_back(number.at(b.south_id));
    else c.played.push_back({number.at(b.south_id), number.at(b.north_id), p, north_points(b.result)});
  }
  return c;
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
          {"south", name_of(entrants, b.south_id)},
          {"north", b.north_id ? json(name_of(entrants, b.north_id)) : json(nullptr)},
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

std::vector<Standing> standings_now(const Tournament& t, const std::vector<Entrant>& entrants,
                                    const std::vector<Board>& boards) {
  const Counted c = counted(entrants, boards, standings_round(t, boards));
  return standings(static_cast<int>(entrants.size()), c.played, c.byes, format_of(t), c.half_byes);
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
  const int after = standings_round(t, boards);
  j["standings_after"] = after;
  json table = json::array();
  if (t.status != "registering") {
    for (const Standing& s : standings_now(t, entrants, boards)) {
      json row = {{"rank", s.rank}, {"name", entrants[s.player].name}, {"points", s.points}, {"games", s.games},
                  {"withdrawn", entrants[s.player].withdrawn}};
      if (format_of(t) == Format::Swiss) row["buchholz"] = s.buchholz, row["median_buchholz"] = s.median_buchholz;
      else row["sonneborn_berger"] = s.sonneborn_berger;
      table.push_back(row);
    }
    j["crosstable"] = crosstable(static_cast<int>(entrants.size()), counted(entrants, boards, after).played);
  }
  j["standings"] = table;
  return j;
}

namespace {

// A CSV cell: quoted when it holds a comma, a quote or a line break.
std::string csv_cell(const std::string& text) {
  if (text.find_first_of(",\"\n\r") == std::string::npos) return text;
  std::string out = "\"";
  for (char c : text) out += c == '"' ? std::string("\"\"") : std::string(1, c);
  return out + "\"";
}

}  // namespace

std::string standings_csv(const Tournament& t, const std::vector<Entrant>& entrants, const std::vector<Board>& boards,
                          const std::string& language) {
  const bool swiss = format_of(t) == Format::Swiss;
  std::string out;
  const std::vector<const char*> columns = swiss ? std::vector{"rank", "name", "points", "games", "buchholz", "median_buchholz"}
                                                 : std::vector{"rank", "name", "points", "games", "sonneborn_berger"};
  for (const char* column : columns)
    out += (out.empty() ? "" : ",") + csv_cell(catalog_message(language, std::string("csv.standings.") + column));
  out += "\n";
  if (t.status == "registering") return out;
  for (const Standing& s : standings_now(t, entrants, boards)) {
    out += std::to_string(s.rank) + "," + entrants[s.player].name + "," + points_text(s.points) + "," +
           std::to_string(s.games) + ",";
    out += swiss ? points_text(s.buchholz) + "," + points_text(s.median_buchholz) : points_text(s.sonneborn_berger);
    out += "\n";
  }
  return out;
}

}  // namespace manqala::tournaments
