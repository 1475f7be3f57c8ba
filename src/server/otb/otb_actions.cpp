// The POST routes below /api/otb/<id>/ (otb_routes.h): who may call which, under the lock.
#include "server/otb/otb_routes.h"
#include "server/otb/otb_view.h"
#include "server/otb/otb_fields.h"

namespace manqala::otb {

using nlohmann::json;

std::mutex& OtbRoutes::changes_of(const std::string& id) {
  std::lock_guard lock(locks_mu_);
  auto& m = changes_[id];
  if (!m) m = std::make_unique<std::mutex>();
  return *m;
}

void OtbRoutes::post(const HttpRequest& req, const Target& t, const SeatAccount& me, bool board_route,
                     const Respond& respond) {
  const auto& s = t.segments;  // api otb <id> <what> ...
  const std::string id = s[2], what = s.size() > 3 ? s[3] : "";
  json body;
  HttpResponse bad;
  if (!parse_object(req, body, bad)) return respond(bad);
  std::unique_lock lock(changes_of(id));
  const auto d = store_->load(id);
  if (!d) return respond(error(404, "no over-the-board tournament " + id));
  const bool director = directs(d->t, me.id);
  if (!board_route && !director) return respond(error(403, "only the tournament's director does that"));
  // While a round is being paired nothing else changes: the pairing is made from the state it began with.
  if (const auto run = pairing_of(id); run && run->state == "running" && !(board_route && s[7] == "sheet"))
    return respond(error(409, "round " + std::to_string(run->round) + " is being paired; wait a moment", "otb-pairing",
                         {{"round", run->round}}));
  if (!board_route) pairing_done(id);  // a change: the last pairing's failure is old news
  auto done = [&] { answer_view(req, *store_->load(id), true, respond); };
  const int round = s.size() > 4 && what == "rounds" ? segment_number(s[4], 1000) : 0;
  if (what == "players" && s.size() == 4) return add_player(*d, me, body, respond);
  if (what == "players" && s.size() == 5) {
    const int pid = segment_number(s[4], 1000000);
    if (pid < 0) return respond(error(404, "no player " + s[4].substr(0, 20)));
    return edit_player(*d, pid, me, body), done();
  }
  if (what == "renumber" && s.size() == 4) return renumber(*d, me), done();
  if (what == "teams" && s.size() == 4) return add_team(*d, me, body, respond);
  if (what == "teams" && s.size() == 5) return edit_team(*d, segment_number(s[4], 1000000), me, body), done();
  if (what == "byes" && s.size() == 4) return set_bye(*d, me, body), done();
  if (what == "pair" && s.size() == 4) return pair(*d, me, respond);
  if (what == "unpair" && s.size() == 4) return unpair(*d, me), done();
  if (what == "finish" && s.size() == 4) return finish(*d, me), done();
  if (what == "reopen" && s.size() == 4) return reopen(*d, me), done();
  if (what == "hall" && s.size() == 4) return set_hall(*d, me, body), done();
  if (what == "acceleration" && s.size() == 4) return set_acceleration(*d, me, body), done();
  if (what == "forbidden" && s.size() == 4) return keep_apart(*d, me, body), done();
  if (what == "forbidden" && s.size() == 6 && s[5] == "end") return end_forbidden(*d, segment_number(s[4], 1000), me), done();
  if (what == "rounds" && round < 0) return respond(error(404, "no round " + s[4].substr(0, 20)));
  if (what == "rounds" && s.size() == 6 && s[5] == "pairings") return hand_pairing(*d, round, me, body, respond);
  if (what == "rounds" && s.size() == 8 && s[5] == "boards") {
    const int b = segment_number(s[6], 1000);
    if (b < 0) return respond(error(404, "no board " + s[6].substr(0, 20)));
    if (s[7] == "confirm") return confirm(*d, round, b, me), done();
    if (s[7] == "online") return play_online(*d, round, b, me, respond);
    if (s[7] == "result") return result(req, *d, round, b, me, director, body, respond);
    if (s[7] == "sheet") {
      lock.unlock();  // the rules work is done outside the lock; a store takes it again
      return sheet(req, *d, round, b, me, director, body, respond);
    }
  }
  respond(error(404, "no such route: POST " + t.path.substr(0, 100)));
}

}  // namespace manqala::otb
