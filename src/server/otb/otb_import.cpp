#include "server/otb/otb_import.h"
#include "server/otb/otb_fields.h"

#include <algorithm>

#include "core/notation.h"
#include "pairing/acceleration.h"
#include "server/common/visible_text.h"
#include "server/otb/otb_model.h"

namespace manqala::otb {

using pairing::RoundResult;

namespace {

std::string kind_of(RoundResult o) {
  return o == RoundResult::half_bye ? "half" : o == RoundResult::full_bye ? "full" : o == RoundResult::zero_bye ? "zero" : "";
}

// A header line's text, cut to what the server keeps of it: one line of visible text.
std::string header(const pairing::Tournament& f, const char* code, size_t bytes) {
  for (const auto& [c, v] : f.header) {
    if (c != code) continue;
    const std::string text = utf8_prefix(v, bytes);
    if (visible_length(text) < 0)
      throw ParseError(std::string("line ") + code + " must be one line of visible text (no direction marks or invisible characters)");
    return text;
  }
  return "";
}

// The file's forbidden pairs as they are; its virtual points only when they are Baku's (the one
// method the server runs), else refused rather than paired otherwise than the file says.
void import_pairing_rules(const pairing::Tournament& f, OtbData& d) {
  for (const auto& g : f.forbidden) {
    if (d.t.forbidden.size() >= 200) throw ParseError("at most 200 forbidden pairs");
    if (g.players.size() > 20) throw ParseError("at most 20 players in a group of forbidden pairs");
    // Ids are the file's numbers; one lasting to the last round lasts to the end.
    d.t.forbidden.push_back({g.players, g.first_round, g.last_round >= d.t.rounds ? 0 : g.last_round, ""});
  }
  const bool accelerated = std::any_of(f.players.begin(), f.players.end(), [](const auto& p) { return !p.acceleration.empty(); });
  if (!accelerated) return;
  pairing::Tournament baku = f;
  baku.planned_rounds = d.t.rounds;
  try {
    d.t.acceleration = "baku";
    pairing::accelerate_baku(baku, baku_last(d));
  } catch (const std::invalid_argument& e) {
    throw ParseError(std::string("the file's virtual points: ") + e.what());
  }
  for (std::size_t i = 0; i < f.players.size(); ++i)
    if (f.players[i].acceleration != baku.players[i].acceleration)
      throw ParseError("the file's virtual points (250, XXA) are not the Baku method's, the one acceleration kept here");
}

}  // namespace

OtbData import_of(const pairing::Tournament& f, OtbTournament t) {
  if (f.players.empty()) throw ParseError("the file has no players");
  if (static_cast<int>(f.players.size()) > kMaxEventPlayers)
    throw ParseError("the file has " + std::to_string(f.players.size()) + " players; a tournament here has at most " +
                     std::to_string(kMaxEventPlayers));
  const int played = f.rounds_played();
  t.rounds = std::max(f.planned_rounds, played);
  if (t.rounds < 1) t.rounds = 1;
  if (t.rounds > kMaxSwissRounds) throw ParseError("at most " + std::to_string(kMaxSwissRounds) + " rounds");
  if (!(f.points == pairing::PointSystem{})) throw ParseError("only the points 1, 1/2, 0 (byes as FIDE's) are kept");
  if (t.name.empty()) t.name = header(f, "012", 160);
  if (t.name.empty()) t.name = "Imported tournament";
  t.place = header(f, "022", 160), t.date = header(f, "042", 10);
  t.chief_arbiter = header(f, "102", 160), t.time_control = header(f, "122", 80);
  t.initial_colour = f.initial_colour == pairing::Colour::black ? "black" : "white";
  t.round = played;
  t.status = played > 0 ? "running" : "registering";
  OtbData d;
  d.t = t;
  for (const auto& p : f.players) {
    if (p.name.empty()) throw ParseError("player " + std::to_string(p.number) + " has no name");
    if (visible_length(p.name) < 0)
      throw ParseError("player " + std::to_string(p.number) +
                       "'s name must be one line of visible text (no direction marks or invisible characters)");
    OtbPlayer x{p.number, p.number, utf8_prefix(p.name, 240), std::clamp(p.rating, 0, 4000), 0, "", false, 1};
    // What a rating officer needs, kept where it has the form the routes take (else left out).
    if (is_fide_title(p.title)) x.title = p.title;
    if (is_federation(p.federation)) x.federation = p.federation;
    if (is_fide_id(p.fide_id)) x.fide_id = p.fide_id;
    d.players.push_back(std::move(x));
  }
  for (int r = 1; r <= played; ++r) {
    std::vector<OtbBoard> round;
    for (const auto& p : f.players) {
      const auto& e = p.rounds.at(static_cast<size_t>(r - 1));
      if (e.opponent == 0) {
        if (e.outcome == RoundResult::pairing_bye) round.push_back(paired_board(r, 0, p.number, 0, "bye"));
        else if (!kind_of(e.outcome).empty()) d.byes.push_back({p.number, r, kind_of(e.outcome)});
        else if (e.outcome != RoundResult::none)
          throw ParseError("player " + std::to_string(p.number) + ", round " + std::to_string(r) + ": a result without an opponent");
        continue;
      }
      const auto& o = f.player(e.opponent).rounds.at(static_cast<size_t>(r - 1));
      if (o.opponent != p.number || o.colour == e.colour || e.colour == pairing::Colour::none)
        throw ParseError("round " + std::to_string(r) + ": players " + std::to_string(p.number) + " and " +
                         std::to_string(e.opponent) + " disagree on their game");
      if (e.colour != pairing::Colour::white) continue;
      round.push_back(paired_board(r, 0, p.number, e.opponent, result_of(e.outcome, o.outcome)));
    }
    // Games in the order of their White's number, the bye last.
    std::stable_sort(round.begin(), round.end(), [](const OtbBoard& a, const OtbBoard& b) {
      return (a.black == 0) < (b.black == 0);
    });
    for (size_t i = 0; i < round.size(); ++i) round[i].board = static_cast<int>(i) + 1;
    d.boards.insert(d.boards.end(), round.begin(), round.end());
  }
  for (const auto& y : f.requested_byes) {
    const std::string where = "a bye asked for by player " + std::to_string(y.player) + " in round " + std::to_string(y.round);
    if (y.player < 1 || y.player > static_cast<int>(f.players.size())) throw ParseError(where + ": no such player");
    if (y.round < 1 || y.round > t.rounds)
      throw ParseError(where + ": the tournament has rounds 1 to " + std::to_string(t.rounds));
    if (y.round <= played) throw ParseError(where + ": that round is played already");
    if (!kind_of(y.kind).empty()) d.byes.push_back({y.player, y.round, kind_of(y.kind)});
  }
  import_pairing_rules(f, d);
  return d;
}

}  // namespace manqala::otb
