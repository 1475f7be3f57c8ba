#include "server/otb/otb_view.h"

#include <map>

#include "pairing/performance.h"
#include "pairing/tiebreaks.h"
#include "server/common/digest.h"
#include "server/otb/otb_model.h"
#include "server/otb/otb_teams.h"

namespace manqala::otb {

using nlohmann::json;
using pairing::RoundResult;

namespace {

const char* code_of(RoundResult o) {
  switch (o) {
    case RoundResult::win: case RoundResult::unrated_win: return "1";
    case RoundResult::draw: case RoundResult::unrated_draw: return "=";
    case RoundResult::loss: case RoundResult::unrated_loss: return "0";
    case RoundResult::forfeit_win: return "+";
    case RoundResult::forfeit_loss: return "-";
    case RoundResult::pairing_bye: return "U";
    case RoundResult::half_bye: return "H";
    case RoundResult::zero_bye: return "Z";
    case RoundResult::full_bye: return "F";
    default: return "";
  }
}

const char* colour_of(pairing::Colour c) {
  return c == pairing::Colour::white ? "w" : c == pairing::Colour::black ? "b" : "";
}

// The rounds every table of results counts (standings and crosstable alike): those whose
// every result is in. A round in progress shows only in its pairings.
int counted_rounds(const pairing::Tournament& m) { return m.players.empty() ? 0 : pairing::completed_rounds(m); }

// The standings over the counted rounds (none before a round is counted): computed once for
// both tables of a view.
std::vector<pairing::Standing> standings_of(const OtbData& d, const pairing::Tournament& m) {
  const int after = counted_rounds(m);
  if (after == 0) return {};
  return pairing::standings(m, tiebreaks_of(d.t), after, standings_options_of(d.t));
}

json standings_json(const OtbData& d, const pairing::Tournament& m, const std::vector<pairing::Standing>& table) {
  const int after = counted_rounds(m);
  return {{"after_round", after}, {"in_progress", d.t.round > after ? d.t.round : 0}, {"rows", standings_rows(m, table)}};
}

// The crosstable's rows in pairing-number order, each with its rank in `table` (the standings
// of the same rounds; null before any round is counted), so that a page may show it in either
// order.
json crosstable_rows(const pairing::Tournament& m, const std::vector<pairing::Standing>& table) {
  const int after = counted_rounds(m);
  std::map<int, int> rank;
  for (const auto& s : table) rank[s.player] = s.rank;
  json out = json::array();
  for (const auto& p : m.players) {
    json rounds = json::array();
    for (int r = 0; r < after; ++r) {
      const auto& e = p.rounds[static_cast<size_t>(r)];
      rounds.push_back({{"opponent", e.opponent}, {"colour", colour_of(e.colour)}, {"result", code_of(e.outcome)}});
    }
    out.push_back({{"number", p.number}, {"name", p.name}, {"rating", p.rating},
                   {"points", points_text(m.score(p.number, after))}, {"rounds", rounds},
                   {"rank", rank.count(p.number) ? json(rank[p.number]) : json(nullptr)}});
  }
  return out;
}

}  // namespace

json summary_json(const OtbTournament& t) {
  return {{"id", t.id},       {"name", t.name},   {"game", t.game},     {"format", t.format},
          {"rounds", t.rounds}, {"round", t.round}, {"status", t.status}, {"players", t.players},
          {"place", t.place}, {"date", t.date},   {"club_id", t.club_id}};
}

json round_json(const OtbData& d, const pairing::Tournament& m, int round) {
  std::map<int, const OtbPlayer*> by_id;
  for (const auto& p : d.players) by_id[p.id] = &p;
  auto number = [&](int id) { return by_id.count(id) ? by_id[id]->number : 0; };
  auto name = [&](int id) { return by_id.count(id) ? by_id[id]->name : std::string(); };
  auto before = [&](int id) { return id && by_id.count(id) ? points_text(m.score(number(id), round - 1)) : ""; };
  json boards = json::array();
  std::string paired_at;
  for (const auto& b : d.boards) {
    if (b.round != round) continue;
    paired_at = b.paired_at;
    boards.push_back({{"board", b.board},
                      {"white", number(b.white)},
                      {"black", number(b.black)},
                      {"white_name", name(b.white)},
                      {"black_name", name(b.black)},
                      {"white_points_before", before(b.white)},
                      {"black_points_before", before(b.black)},
                      {"result", b.result},
                      {"game_id", b.game_id},
                      {"proposed", b.proposed.empty() ? json(nullptr)
                                                    : json{{"result", b.proposed}, {"at", b.proposed_at},
                                                           {"conflict", b.conflict.empty() ? json(nullptr) : json(b.conflict)}}}});
  }
  // Those not on a board: byes asked for, absences, late entries not yet in, withdrawals.
  json not_paired = json::array();
  if (round >= 1 && round <= static_cast<int>(m.players.empty() ? 0 : m.players[0].rounds.size())) {
    for (const auto& p : m.players) {
      const auto& e = p.rounds[static_cast<size_t>(round - 1)];
      const char* kind = e.outcome == RoundResult::half_bye   ? "half"
                         : e.outcome == RoundResult::zero_bye ? "zero"
                         : e.outcome == RoundResult::full_bye ? "full"
                                                          : nullptr;
      if (kind) not_paired.push_back({{"number", p.number}, {"kind", kind}});
    }
  }
  return {{"round", round}, {"paired_at", paired_at}, {"boards", boards}, {"not_paired", not_paired}};
}

json crosstable_json(const OtbData& d) {
  const pairing::Tournament m = model_of(d);
  return crosstable_rows(m, standings_of(d, m));
}

json rating_report_json(const OtbData& d) {
  const pairing::Tournament m = model_of(d);
  const int after = counted_rounds(m);
  json rows = json::array();
  for (const auto& r : pairing::performance_report(m, after)) {
    const auto& p = m.player(r.player);
    rows.push_back({{"number", p.number}, {"name", p.name}, {"rating", p.rating}, {"title", p.title},
                    {"federation", p.federation}, {"fide_id", p.fide_id}, {"games", r.games},
                    {"points", points_text(r.points)}, {"average_opponent", r.average_opponent},
                    {"performance", r.performance}});
  }
  return {{"after_round", after}, {"rows", rows}};
}

json breakdown_json(const OtbData& d) {
  const pairing::Tournament m = model_of(d);
  const int after = counted_rounds(m);
  const auto order = tiebreaks_of(d.t);
  json players = json::array();
  for (const auto& p : m.players) {
    const auto b = pairing::breakdown(m, order, after, p.number, standings_options_of(d.t));
    json summands = json::array(), cuts = json::array();
    for (const auto& x : b.summands)
      summands.push_back({{"round", x.round}, {"opponent", x.opponent}, {"opponent_score", points_text(x.opponent_score)},
                          {"scored", points_text(x.scored)}, {"voluntary", x.voluntary}});
    for (const auto& c : b.cuts) cuts.push_back({{"tiebreak", std::string(pairing::acronym(c.tie_break))}, {"rounds", c.rounds}});
    players.push_back({{"number", p.number}, {"summands", summands}, {"cuts", cuts}});
  }
  return {{"after_round", after}, {"players", players}};
}

uint64_t digest_of(const OtbData& d) {
  Digest h;
  const OtbTournament& t = d.t;
  h.add(t.id).add(t.name).add(t.game).add(t.options).add(t.format).add(t.rounds).add(t.tiebreaks);
  h.add(t.initial_colour).add(t.colour_seed).add(t.drawn_colour).add(t.time_control).add(t.place).add(t.date);
  h.add(t.chief_arbiter).add(t.club_id).add(t.director_id).add(t.director).add(t.status).add(t.round).add(t.created);
  h.add(t.players).add(t.proposals).add(t.hall_code).add(t.acceleration).add(t.team_boards);
  for (const auto& team : d.teams) h.add(team.id).add(team.number).add(team.name).add(team.club_id);
  for (const auto& f : t.forbidden) {
    for (int id : f.players) h.add(id);
    h.add(f.from).add(f.to).add(f.note);
  }
  for (const auto& p : d.players)
    h.add(p.id).add(p.number).add(p.name).add(p.rating).add(p.account_id).add(p.account).add(p.withdrawn).add(p.joined_round)
        .add(p.title).add(p.federation).add(p.fide_id).add(p.team).add(p.team_order);
  for (const auto& y : d.byes) h.add(y.player).add(y.round).add(y.kind);
  for (const auto& b : d.boards)
    h.add(b.round).add(b.board).add(b.white).add(b.black).add(b.result).add(b.game_id).add(b.paired_at).add(b.proposed).add(b.proposed_at).add(b.conflict);
  return h.value();
}

void directed(json& view, const OtbTournament& t, const std::vector<OtbLogEntry>& log) {
  json lines = json::array();
  for (const auto& l : log)
    lines.push_back({{"at", l.at}, {"by", l.by}, {"what", l.what}, {"round", l.round}, {"board", l.board},
                     {"player", l.player}, {"from", l.from}, {"to", l.to}});
  view["directs"] = true;
  view["log"] = std::move(lines);
  view["hall_code"] = t.hall_code;  // the hall's link carries it: only the director's view has it
}

namespace {

// "none", or Baku's first group and its virtual points by round (points text, "" for none).
json acceleration_json(const OtbData& d, const pairing::Tournament& m) {
  if (d.t.acceleration != "baku") return {{"method", "none"}};
  const int last = baku_last(d);
  json points = json::array();
  if (last > 0)
    for (auto p : m.player(last).acceleration) points.push_back(points_text(p));
  return {{"method", "baku"}, {"last", last}, {"virtual_points", points}};
}

// The groups kept apart, each with its number from 1 (the route that ends one names it).
json forbidden_json(const OtbData& d) {
  json out = json::array();
  for (std::size_t i = 0; i < d.t.forbidden.size(); ++i) {
    const auto& f = d.t.forbidden[i];
    out.push_back({{"number", i + 1}, {"players", f.players}, {"from", f.from}, {"to", f.to}, {"note", f.note}});
  }
  return out;
}

}  // namespace

json tournament_json(const OtbData& d) {
  const pairing::Tournament m = model_of(d);
  json tiebreaks = json::array();
  if (is_team_event(d.t))
    for (const auto& tb : pairing::parse_team_tie_breaks(d.t.tiebreaks))
      tiebreaks.push_back(tb.game_points ? std::string("GP") : std::string(pairing::acronym(*tb.individual)));
  else
    for (const auto& tb : tiebreaks_of(d.t)) tiebreaks.push_back(std::string(pairing::acronym(tb)));
  const std::string colour = d.t.initial_colour != "lot" ? d.t.initial_colour
                             : d.t.drawn_colour.empty()  ? "lot"
                                                         : d.t.drawn_colour;
  json t = {{"id", d.t.id},
            {"name", d.t.name},
            {"game", d.t.game},
            {"options", d.t.options},
            {"format", d.t.format},
            {"rounds", d.t.rounds},
            {"round", d.t.round},
            {"status", d.t.status},
            {"tiebreaks", tiebreaks},
            {"initial_colour", colour},
            {"time_control", d.t.time_control},
            {"place", d.t.place},
            {"date", d.t.date},
            {"club_id", d.t.club_id},
            {"director", d.t.director},
            {"proposals", d.t.proposals},
            {"numbered_by_ranking", numbered_by_ranking(d)},
            {"acceleration", acceleration_json(d, m)},
            {"forbidden", forbidden_json(d)},
            {"chief_arbiter", d.t.chief_arbiter},
            {"team_boards", d.t.team_boards}};
  json players = json::array();
  for (const auto& p : d.players) {
    json byes = json::array();
    for (const auto& y : d.byes)
      if (y.player == p.id) byes.push_back({{"round", y.round}, {"kind", y.kind}});
    players.push_back({{"number", p.number},
                       {"id", p.id},
                       {"name", p.name},
                       {"rating", p.rating},
                       {"account", p.account_id ? json(p.account) : json(nullptr)},
                       {"withdrawn", p.withdrawn},
                       {"joined_round", p.joined_round},
                       {"title", p.title},
                       {"federation", p.federation},
                       {"fide_id", p.fide_id},
                       {"team", p.team ? json(p.team) : json(nullptr)},
                       {"byes", byes}});
  }
  json rounds = json::array();
  for (int r = 1; r <= d.t.round; ++r) rounds.push_back(round_json(d, m, r));
  const auto table = standings_of(d, m);
  json crosstable = crosstable_rows(m, table);
  const auto total = crosstable.size();
  if (total > kCrosstablePage) crosstable.erase(crosstable.begin() + kCrosstablePage, crosstable.end());
  json view = {{"tournament", t},
               {"directs", false},
               {"players", players},
               {"rounds", rounds},
               {"standings", standings_json(d, m, table)},
               {"crosstable", crosstable},
               {"crosstable_total", total},
               {"log", json::array()}};
  if (is_team_event(d.t)) {
    json teams = json::array();
    for (const auto& team : d.teams)
      teams.push_back({{"id", team.id}, {"number", team.number}, {"name", team.name}, {"club_id", team.club_id},
                       {"players", lineup(d, team.id)}});
    view["teams"] = teams;
    view["matches"] = matches_json(d);
    view["team_standings"] = team_standings_json(d);
  }
  return view;
}

json standings_rows(const pairing::Tournament& m, const std::vector<pairing::Standing>& table) {
  json rows = json::array();
  for (const auto& s : table) {
    const auto& p = m.player(s.player);
    json values = json::array();
    for (const auto& v : s.values) values.push_back(v ? pairing::to_string(*v) : "");
    rows.push_back({{"rank", s.rank}, {"number", s.player}, {"name", p.name}, {"rating", p.rating},
                    {"points", points_text(s.points)}, {"tiebreaks", values}});
  }
  return rows;
}

}  // namespace manqala::otb
