#include "server/clubs/club_routes.h"

#include <cmath>

#include "server/clubs/club_logo.h"
#include "server/clubs/logo_store.h"
#include "server/common/names.h"
#include "server/common/secrets.h"
#include "server/common/visible_text.h"
#include "server/ratings/rating_store.h"

namespace manqala::clubs {

using nlohmann::json;

namespace {

json club_json(const Club& c) {
  return {{"id", c.id}, {"name", c.name}, {"owner", c.owner}, {"members", c.members}, {"created", c.created},
          {"place", c.place}};
}

}  // namespace

std::string logo_url(const std::string& club, const std::string& updated) {
  std::string v;
  for (char ch : updated)
    if (ch >= '0' && ch <= '9') v += ch;  // the time's digits: nothing to escape
  return "/api/clubs/" + club + "/logo?v=" + v;
}

namespace {

bool is_admin(const std::string& role) { return role == "owner" || role == "admin"; }

// 409 with the name taken, or the one the name asked for looks like, for the page to say.
HttpResponse taken(const ClubNameTaken& e) {
  return error(409, e.what(), e.looks_like ? "club-name-looks-like" : "club-name-taken", {{"name", e.name}});
}

}  // namespace

ClubRoutes::ClubRoutes(Database& db, accounts::AccountRoutes& accounts, ratings::RatingRoutes& ratings)
    : db_(db), accounts_(accounts), store_(ClubStore::open(db)) {
  accounts.add_profile_part([this](const accounts::Account& account, json& page) {
    json clubs = json::array();
    for (const auto& c : store_->clubs_of(account.id)) clubs.push_back({{"id", c.id}, {"name", c.name}});
    page["clubs"] = clubs;
  });
  ratings.set_members_of([this](const std::string& club) {
    std::vector<int64_t> ids;
    for (const Member& m : store_->members(club)) ids.push_back(m.account_id);
    return ids;
  });
}

std::vector<Route> ClubRoutes::table() {
  std::vector<Route> routes = {
      {"GET", "/api/clubs", Caller::anyone, kMaxBodyBytes, Pool::reads,
       [this](const Call& c) {
         json list = json::array();
         for (const Club& club : store_->list(int_param(c.t.query, "limit", 100, 1, 500))) list.push_back(club_json(club));
         c.respond(json_response(200, {{"clubs", list}}));
       }},
      {"POST", "/api/clubs", Caller::account, kMaxBodyBytes, Pool::reads, [this](const Call& c) { create(c.req, c.caller, c.respond); }},
      {"GET", "/api/clubs/{club}", Caller::anyone, kMaxBodyBytes, Pool::reads,
       [this](const Call& c) {
         if (const auto club = club_of(c)) page(c.req, club->id, c.respond);
       }},
      {"GET", "/api/clubs/{club}/logo", Caller::anyone, kMaxBodyBytes, Pool::reads,
       [this](const Call& c) {
         if (const auto club = club_of(c)) logo(*club, c.respond);
       }},
      {"POST", "/api/clubs/{club}/logo", Caller::account, kMaxLogoBodyBytes, Pool::reads,
       [this](const Call& c) {
         if (const auto club = club_of(c)) set_logo(c.req, c.caller, *club, c.respond);
       }},
  };
  add_each(routes, "POST", "/api/clubs/{club}/", {"join", "leave", "admins", "remove", "edit", "place", "renew-invite"},
           Caller::account, [this](const Call& c, const std::string& what) {
             if (const auto club = club_of(c)) action(c.req, c.caller, *club, what, c.respond);
           });
  return routes;
}

std::optional<Club> ClubRoutes::club_of(const Call& c) {
  return found_or_404(c, "club", "club", [this](const std::string& id) { return store_->find(id); });
}

void ClubRoutes::create(const HttpRequest& req, const SeatAccount& me, const Respond& respond) {
  json body;
  HttpResponse bad;
  if (!parse_object(req, body, bad)) return respond(bad);
  const NameCheck name = check_name(string_field(body, "name"), NameKind::Club);
  if (!name.accepted()) return respond(error(400, name.text, name.code));
  if (!creations_.allow(req.client)) return respond(error(429, "too many new clubs or tournaments from this address; wait a minute"));
  try {
    const Club club = store_->create(name.name, me);
    json j = club_json(club);
    j["invite"] = store_->invite_code(club);
    respond(json_response(201, {{"club", j}}));
  } catch (const ClubNameTaken& e) {
    respond(taken(e));
  }
}

void ClubRoutes::page(const HttpRequest& req, const std::string& id, const Respond& respond) {
  const Club c = *store_->find(id);
  const SeatAccount viewer = accounts_.acting(req);
  const std::string role = viewer.id ? store_->role_of(id, viewer.id) : "";
  const auto ratings = ratings::RatingStore::open(db_);
  json members = json::array();
  for (const Member& m : store_->members(id)) {
    json r = json::array();
    for (const auto& p : ratings->ratings_of(m.account_id))
      r.push_back({{"game", p.game}, {"speed", p.speed}, {"rating", std::lround(p.rating.rating)},
                   {"provisional", ratings::provisional(p.rating)}, {"games", p.games}});
    members.push_back({{"name", m.name}, {"role", m.role}, {"joined", m.joined}, {"ratings", r}});
  }
  json j = club_json(c);
  j["member_list"] = members;
  const std::string logo_time = LogoStore::open(db_)->updated(c.id);
  j["logo"] = logo_time.empty() ? json(nullptr) : json(logo_url(c.id, logo_time));
  j["role"] = role;
  if (is_admin(role)) j["invite"] = store_->invite_code(c);
  for (const PagePart& part : page_parts_) part(c, j);
  respond(json_response(200, {{"club", j}}));
}

void ClubRoutes::logo(const Club& club, const Respond& respond) {
  const auto l = LogoStore::open(db_)->get(club.id);
  if (!l) return respond(error(404, "the club has no logo"));
  HttpResponse r{200, l->content_type, l->bytes, {}};
  r.headers.emplace_back("X-Content-Type-Options", "nosniff");
  // The page's address carries the logo's time (?v=): a new logo is a new address.
  r.headers.emplace_back("Cache-Control", "public, max-age=86400");
  r.headers.emplace_back("Content-Security-Policy", "default-src 'none'; sandbox");
  respond(r);
}

void ClubRoutes::set_logo(const HttpRequest& req, const SeatAccount& me, const Club& club, const Respond& respond) {
  const auto logos = LogoStore::open(db_);
  if (!is_admin(store_->role_of(club.id, me.id))) return respond(error(403, "only the club's admins change its logo"));
  const LogoCheck check = check_logo(req.body);
  if (check.content_type.empty()) return respond(error(400, check.why));
  logos->put(club.id, {check.content_type, req.body, ""});
  return respond(json_response(200, {{"club", club.id}, {"logo", logo_url(club.id, logos->updated(club.id))}}));
}

void ClubRoutes::action(const HttpRequest& req, const SeatAccount& me, const Club& club, const std::string& what,
                        const Respond& respond) {
  json body;
  HttpResponse bad;
  if (!parse_object(req, body, bad)) return respond(bad);
  const std::string role = store_->role_of(club.id, me.id);
  if (what == "join") {
    if (!token_matches(string_field(body, "invite"), token_digest(store_->invite_code(club))))
      return respond(error(403, "this invitation is not the club's (it may have been renewed): ask an admin for the link"));
    const bool added = store_->add_member(club.id, me.id);
    return respond(json_response(added ? 201 : 200, {{"club", club.id}, {"role", added ? "member" : role}}));
  }
  if (what == "leave") {
    if (role == "owner") return respond(error(409, "the owner cannot leave the club"));
    store_->remove_member(club.id, me.id);
    for (const MemberGone& f : member_gone_) f(club.id, me.id);
    return respond(json_response(200, {{"club", club.id}, {"role", ""}}));
  }
  if (what == "admins") {
    if (role != "owner") return respond(error(403, "only the club's owner names admins"));
    const auto who = accounts_.find(string_field(body, "name"));
    if (!who || store_->role_of(club.id, who->id).empty()) return respond(error(404, "no such member"));
    if (!body.contains("admin") || !body["admin"].is_boolean()) return respond(error(400, "'admin' must be true or false"));
    store_->set_role(club.id, who->id, body["admin"].get<bool>() ? "admin" : "member");
    return respond(json_response(200, {{"name", who->name}, {"role", store_->role_of(club.id, who->id)}}));
  }
  if (what == "remove") {
    // Admins remove members (an admin may remove themself, as leave does); only the owner
    // removes another admin; nobody removes the owner.
    if (!is_admin(role)) return respond(error(403, "only the club's admins remove members"));
    const auto who = accounts_.find(string_field(body, "name"));
    const std::string their = who ? store_->role_of(club.id, who->id) : "";
    if (their.empty()) return respond(error(404, "no such member"));
    if (their == "owner") return respond(error(409, "nobody removes the club's owner"));
    if (their == "admin" && role != "owner" && who->id != me.id) return respond(error(403, "only the club's owner removes an admin"));
    store_->remove_member(club.id, who->id);
    for (const MemberGone& f : member_gone_) f(club.id, who->id);
    return respond(json_response(200, {{"club", club.id}, {"name", who->name}, {"role", ""}}));
  }
  if (what == "edit") {
    // The club's name is the one thing it has to edit; the owner's alone, as naming admins.
    if (role != "owner") return respond(error(403, "only the club's owner edits the club"));
    if (!body.contains("name")) return respond(error(400, "say the club's new name (name)"));
    const NameCheck name = check_name(string_field(body, "name"), NameKind::Club);
    if (!name.accepted()) return respond(error(400, name.text, name.code));
    try {
      store_->rename(club.id, name.name);
    } catch (const ClubNameTaken& e) {
      return respond(taken(e));
    }
    return respond(json_response(200, {{"club", club_json(*store_->find(club.id))}}));
  }
  if (what == "place") {
    if (!is_admin(role)) return respond(error(403, "only the club's admins say where it is"));
    const std::string place = string_field(body, "place");
    const long characters = place.size() > 400 ? 81 : visible_length(place);
    if (characters < 0 || characters > 80)
      return respond(error(400, "a club's place is one line of 0 to 80 characters of visible text"));
    store_->set_place(club.id, place);
    return respond(json_response(200, {{"club", club_json(*store_->find(club.id))}}));
  }
  if (what == "renew-invite") {
    if (!is_admin(role)) return respond(error(403, "only the club's admins renew its invitation"));
    store_->renew_invite(club.id);
    return respond(json_response(200, {{"invite", store_->invite_code(*store_->find(club.id))}}));
  }
  respond(error(404, "no such route: POST /api/clubs/<id>/" + what.substr(0, 40)));
}

}  // namespace manqala::clubs
