#include "server/otb/otb_model.h"

#include <algorithm>
#include <map>

#include "core/notation.h"
#include "pairing/acceleration.h"
#include "pairing/berger.h"
#include "pairing/dutch.h"
#include "server/otb/otb_teams.h"

namespace manqala::otb {

using pairing::Colour;
using pairing::RoundResult;

bool is_entered_result(const std::string& r) {
  return r == "1-0" || r == "0-1" || r == "1/2" || r == "+-" || r == "-+" || r == "--";
}

std::optional<Outcomes> outcomes_of(const std::string& r) {
  if (r.empty()) return Outcomes{};
  if (r == "1-0") return Outcomes{RoundResult::win, RoundResult::loss};
  if (r == "0-1") return Outcomes{RoundResult::loss, RoundResult::win};
  if (r == "1/2") return Outcomes{RoundResult::draw, RoundResult::draw};
  if (r == "+-") return Outcomes{RoundResult::forfeit_win, RoundResult::forfeit_loss};
  if (r == "-+") return Outcomes{RoundResult::forfeit_loss, RoundResult::forfeit_win};
  if (r == "--") return Outcomes{RoundResult::forfeit_loss, RoundResult::forfeit_loss};
  if (r == "bye") return Outcomes{RoundResult::pairing_bye, RoundResult::none};
  return std::nullopt;
}

std::string result_of(RoundResult w, RoundResult b) {
  // Unrated games (W, D, L) are read as rated ones: the server keeps no such distinction.
  if (w == RoundResult::win || w == RoundResult::unrated_win) return "1-0";
  if (w == RoundResult::loss || w == RoundResult::unrated_loss) return "0-1";
  if (w == RoundResult::draw || w == RoundResult::unrated_draw) return "1/2";
  if (w == RoundResult::forfeit_win) return "+-";
  if (w == RoundResult::forfeit_loss) return b == RoundResult::forfeit_win ? "-+" : "--";
  return "";
}

bool is_round_robin(const OtbTournament& t) { return t.format != "swiss"; }

Colour initial_colour_of(const OtbTournament& t) {
  if (t.initial_colour == "white") return Colour::white;
  if (t.initial_colour == "black") return Colour::black;
  return (t.colour_seed & 1) ? Colour::white : Colour::black;
}

// A team event's order is its teams' (otb_teams.h); its players' own standings take the system's.
std::vector<pairing::TieBreak> tiebreaks_of(const OtbTournament& t) {
  if (t.team_boards > 0)
    return pairing::parse_tie_breaks(pairing::default_tie_breaks(is_round_robin(t) ? pairing::System::round_robin : pairing::System::swiss));
  return pairing::parse_tie_breaks(t.tiebreaks);
}

pairing::StandingsOptions standings_options_of(const OtbTournament& t) {
  pairing::StandingsOptions o;
  o.system = is_round_robin(t) ? pairing::System::round_robin : pairing::System::swiss;
  return o;
}

namespace {

RoundResult bye_outcome(const std::string& kind) {
  return kind == "half" ? RoundResult::half_bye : kind == "full" ? RoundResult::full_bye : RoundResult::zero_bye;
}

bool empty(const pairing::Entry& e) { return e.opponent == 0 && e.outcome == RoundResult::none; }

void add_header(pairing::Tournament& m, const char* code, const std::string& value) {
  if (!value.empty()) m.header.emplace_back(code, value);
}

// The director's forbidden pairs by starting number; a group of one player left (the others
// deleted) forbids nothing. One that begins after round 1 ends with the last round, as a 260
// line must say.
void add_forbidden(pairing::Tournament& m, const OtbData& d, const std::map<int, int>& number) {
  for (const auto& f : d.t.forbidden) {
    pairing::ForbiddenPairs x;
    for (int id : f.players)
      if (number.count(id)) x.players.push_back(number.at(id));
    x.first_round = f.from;
    x.last_round = f.to ? f.to : f.from > 1 ? d.t.rounds : 0;
    if (x.players.size() >= 2 && (x.last_round == 0 || x.last_round >= x.first_round)) m.forbidden.push_back(std::move(x));
  }
}

}  // namespace

pairing::Tournament model_of(const OtbData& d) {
  pairing::Tournament m;
  add_header(m, "012", d.t.name);
  add_header(m, "022", d.t.place);
  add_header(m, "042", d.t.date);
  add_header(m, "102", d.t.chief_arbiter);
  add_header(m, "122", d.t.time_control);
  m.planned_rounds = d.t.rounds;
  m.initial_colour = initial_colour_of(d.t);
  const int paired = d.t.round;
  std::map<int, int> number;  // id -> pairing number
  for (const auto& p : d.players) {
    number[p.id] = p.number;
    pairing::Player x;
    x.number = p.number, x.name = p.name, x.rating = p.rating, x.withdrawn = p.withdrawn;
    x.title = p.title, x.federation = p.federation, x.fide_id = p.fide_id;
    x.rounds.assign(static_cast<size_t>(paired), {});
    m.players.push_back(std::move(x));
  }
  auto entry = [&](int id, int round) -> pairing::Entry& { return m.player(number.at(id)).rounds.at(round - 1); };
  for (const auto& b : d.boards) {
    if (b.round < 1 || b.round > paired || !number.count(b.white) || (b.black != 0 && !number.count(b.black))) continue;
    const Outcomes o = outcomes_of(b.result).value_or(Outcomes{});
    if (b.black == 0) {
      entry(b.white, b.round) = {0, Colour::none, b.result == "bye" ? RoundResult::pairing_bye : RoundResult::none};
      continue;
    }
    entry(b.white, b.round) = {number.at(b.black), Colour::white, o.white};
    entry(b.black, b.round) = {number.at(b.white), Colour::black, o.black};
  }
  const bool swiss = !is_round_robin(d.t);
  std::map<int, bool> withdrawn;
  for (const auto& p : d.players) withdrawn[p.id] = p.withdrawn;
  for (const auto& y : d.byes) {
    if (!number.count(y.player)) continue;
    if (y.round > paired) {
      // A player who withdrew scores nothing in the rounds to come, whatever bye was asked.
      const RoundResult kind = swiss && withdrawn[y.player] ? RoundResult::zero_bye : bye_outcome(y.kind);
      m.requested_byes.push_back({y.round, number.at(y.player), kind});
    } else if (y.round >= 1 && empty(entry(y.player, y.round))) {
      entry(y.player, y.round) = {0, Colour::none, bye_outcome(y.kind)};
    }
  }
  if (swiss) add_forbidden(m, d, number);
  if (swiss && d.t.acceleration == "baku" && m.planned_rounds > 0) pairing::accelerate_baku(m, baku_last(d));
  for (const auto& p : d.players) {
    for (int r = 1; r <= paired; ++r)
      if ((r < p.joined_round || (swiss && p.withdrawn)) && empty(entry(p.id, r)))
        entry(p.id, r).outcome = RoundResult::zero_bye;
    if (!swiss || !p.withdrawn) continue;
    for (int r = paired + 1; r <= d.t.rounds; ++r) {
      bool asked = false;
      for (const auto& y : d.byes) asked |= y.player == p.id && y.round == r;
      if (!asked) m.requested_byes.push_back({r, p.number, RoundResult::zero_bye});
    }
  }
  return m;
}

int baku_last(const OtbData& d) {
  std::vector<int> numbers;
  for (const auto& p : d.players)
    if (p.joined_round <= 1) numbers.push_back(p.number);
  std::sort(numbers.begin(), numbers.end());
  const auto group = static_cast<std::size_t>(pairing::baku_group_size(static_cast<int>(numbers.size())));
  return numbers.empty() ? 0 : numbers[std::min(group, numbers.size()) - 1];
}

std::vector<int> ranking(std::vector<OtbPlayer> players) {
  std::stable_sort(players.begin(), players.end(), [](const OtbPlayer& a, const OtbPlayer& b) {
    return a.rating != b.rating ? a.rating > b.rating : a.name != b.name ? a.name < b.name : a.id < b.id;
  });
  std::vector<int> order;
  for (const auto& p : players) order.push_back(p.id);
  return order;
}

bool numbered_by_ranking(const OtbData& d) {
  std::map<int, int> number;  // id -> starting number
  for (const auto& p : d.players) number[p.id] = p.number;
  const auto order = ranking(d.players);
  for (size_t i = 0; i < order.size(); ++i)
    if (number[order[i]] != static_cast<int>(i + 1)) return false;
  return true;
}

std::vector<int> pairable(const OtbData& d, int round) {
  std::vector<int> out;
  for (const auto& p : d.players) {
    bool absent = p.withdrawn || p.joined_round > round;
    for (const auto& y : d.byes) absent |= y.player == p.id && y.round == round;
    if (!absent) out.push_back(p.id);
  }
  return out;
}

std::vector<OtbBoard> pair_next(const OtbData& d, int& planned, pairing::Deadline deadline) {
  if (is_team_event(d.t)) return pair_teams(d, planned, deadline);
  const int round = d.t.round + 1;
  std::map<int, int> id_of;  // pairing number -> id
  for (const auto& p : d.players) id_of[p.number] = p.id;
  std::vector<OtbBoard> boards;
  if (is_round_robin(d.t)) {
    const bool twice = d.t.format == "double-round-robin";
    const int n = static_cast<int>(d.players.size());
    planned = pairing::berger_round_count(n, twice);
    const auto schedule = pairing::berger_schedule(n, twice);
    for (const auto& g : schedule.at(static_cast<size_t>(round - 1)).games)
      boards.push_back(paired_board(round, static_cast<int>(boards.size()) + 1, id_of.at(g.white), id_of.at(g.black)));
    return boards;
  }
  planned = d.t.rounds;
  const pairing::RoundPairing p = pairing::pair_dutch(model_of(d), round, deadline);
  for (const auto& b : p.boards)
    boards.push_back(paired_board(round, static_cast<int>(boards.size()) + 1, id_of.at(b.white), id_of.at(b.black)));
  if (p.bye != 0) boards.push_back(paired_board(round, static_cast<int>(boards.size()) + 1, id_of.at(p.bye), 0, "bye"));
  return boards;
}

std::string result_of_ending(const std::string& ending) {
  const auto words = split_words(ending);
  if (words.size() < 3 || words[0] != "over") return "";
  return words[1] == "S" ? "1-0" : words[1] == "N" ? "0-1" : words[1] == "draw" ? "1/2" : "";
}

std::string points_text(pairing::Points p) {
  return std::to_string(p / 10) + (p % 10 ? "." + std::to_string(p % 10) : "");
}

}  // namespace manqala::otb
