// Follows (a player by account name, a club, an event) and the notice each follower gets when
// a round of what they follow goes live.
#include "server/broadcasts/broadcast_routes.h"

#include <set>

#include "server/clubs/club_store.h"
#include "server/common/refused.h"
#include "server/otb/otb_fields.h"

namespace manqala::broadcasts {

using nlohmann::json;

void BroadcastRoutes::follows(const Call& c) {
  const HttpRequest& req = c.req;
  const Respond& respond = c.respond;
  const SeatAccount& me = c.caller;
  if (req.method == "GET") {
    json list = json::array();
    for (const auto& f : store_->follows(me.id)) list.push_back({{"kind", f.kind}, {"id", f.id}});
    return respond(json_response(200, {{"follows", list}}));
  }
  json body;
  HttpResponse bad;
  if (!parse_object(req, body, bad)) return respond(bad);
  const Follow f{otb::text_field(body, "kind", 1, 8), otb::text_field(body, "id", 1, 64)};
  const bool on = otb::bool_field(body, "follow", true);
  if (f.kind == "player" && !accounts_.find(f.id)) return respond(error(404, "no player " + f.id));
  if (f.kind == "club" && !clubs::ClubStore::open(archive_.database())->find(f.id)) return respond(error(404, "no club " + f.id));
  if (f.kind == "event" && !otb_->find(f.id)) return respond(error(404, "no over-the-board tournament " + f.id));
  if (f.kind != "player" && f.kind != "club" && f.kind != "event") throw ParseError("kind is player, club or event");
  if (!on) store_->unfollow(me.id, f);
  else if (!store_->follow(me.id, f, kMaxFollows)) throw Refused(409, "at most 200 follows an account");
  respond(json_response(200, {{"ok", true}}));
}

void BroadcastRoutes::round_begins(const otb::OtbData& d, int round) {
  std::set<int64_t> told;  // one notice an account, for the first reason it follows
  const auto tell = [&](const Follow& f, const char* because, const std::string& player, const std::string& club = "") {
    for (int64_t account : store_->followers(f)) {
      if (!told.insert(account).second) continue;
      json notice = {{"type", "broadcast-live"}, {"broadcast", d.t.id}, {"name", d.t.name}, {"round", round}, {"because", because}};
      if (!player.empty()) notice["player"] = player;
      if (!club.empty()) notice["club"] = club;
      notices_.notify(account, notice);
    }
  };
  tell({"event", d.t.id}, "event", "");
  if (!d.t.club_id.empty()) {
    const auto club = clubs::ClubStore::open(archive_.database())->find(d.t.club_id);
    tell({"club", d.t.club_id}, "club", "", club ? club->name : "");
  }
  for (const auto& b : d.boards) {
    if (b.round != round) continue;
    for (const auto& p : d.players)
      if ((p.id == b.white || p.id == b.black) && !p.account.empty()) tell({"player", p.account}, "player", p.name);
  }
}

}  // namespace manqala::broadcasts
