// Clubs over HTTP against a real server: creating one, joining by its link, admins, leaving,
// the club's page and its leaderboard; what a member who is not an admin cannot do.
#include <gtest/gtest.h>

#include "players.h"

namespace manqala_test {
namespace {

struct Club {
  std::string id, invite;
};

Club found(const Player& owner, const std::string& name) {
  const Reply r = owner.post("/api/clubs", {{"name", name}});
  EXPECT_EQ(r.status, 201) << r.body;
  return {r.js()["club"]["id"], r.js()["club"]["invite"]};
}

TEST(Clubs, AClubIsCreatedJoinedByItsLinkAndShowsItsMembers) {
  TestServer s;
  Player salim = enter(s, "salim"), amal = enter(s, "amal"), badr = enter(s, "badr");
  const Club ruwi = found(salim, "Ruwi Hawalis Club");
  EXPECT_EQ(ruwi.id.size(), 16u);
  EXPECT_EQ(ruwi.invite.size(), 32u);
  EXPECT_EQ(amal.post("/api/clubs/" + ruwi.id + "/join", {{"invite", "0123"}}).status, 403);
  EXPECT_EQ(amal.post("/api/clubs/" + ruwi.id + "/join", {{"invite", ruwi.invite}}).status, 201);
  EXPECT_EQ(amal.post("/api/clubs/" + ruwi.id + "/join", {{"invite", ruwi.invite}}).status, 200) << "once is enough";
  EXPECT_EQ(badr.post("/api/clubs/" + ruwi.id + "/join", {{"invite", ruwi.invite}}).status, 201);

  const json page = amal.get("/api/clubs/" + ruwi.id).js()["club"];
  EXPECT_EQ(page["name"], "Ruwi Hawalis Club");
  EXPECT_EQ(page["owner"], "salim");
  EXPECT_EQ(page["members"], 3);
  EXPECT_EQ(page["role"], "member");
  EXPECT_FALSE(page.contains("invite")) << "the link is for admins to hand out";
  ASSERT_EQ(page["member_list"].size(), 3u);
  EXPECT_EQ(page["member_list"][0]["name"], "salim");
  EXPECT_EQ(page["member_list"][0]["role"], "owner");
  EXPECT_EQ(salim.get("/api/clubs/" + ruwi.id).js()["club"]["invite"], ruwi.invite);
  EXPECT_EQ(s.get("/api/players/amal").js()["clubs"][0]["name"], "Ruwi Hawalis Club");
  EXPECT_EQ(s.get("/api/clubs").js()["clubs"][0]["members"], 3);
}

TEST(Clubs, OnlyTheOwnerNamesAdminsAndOnlyAdminsRenewTheLink) {
  TestServer s;
  Player salim = enter(s, "salim"), amal = enter(s, "amal"), badr = enter(s, "badr"), chadi = enter(s, "chadi");
  const Club c = found(salim, "Mutrah");
  for (const Player* p : {&amal, &badr}) ASSERT_EQ(p->post("/api/clubs/" + c.id + "/join", {{"invite", c.invite}}).status, 201);
  EXPECT_EQ(amal.post("/api/clubs/" + c.id + "/admins", {{"name", "badr"}, {"admin", true}}).status, 403);
  EXPECT_EQ(salim.post("/api/clubs/" + c.id + "/admins", {{"name", "chadi"}, {"admin", true}}).status, 404)
      << "not a member";
  EXPECT_EQ(salim.post("/api/clubs/" + c.id + "/admins", {{"name", "amal"}, {"admin", true}}).status, 200);
  EXPECT_EQ(badr.post("/api/clubs/" + c.id + "/renew-invite").status, 403);
  const Reply renewed = amal.post("/api/clubs/" + c.id + "/renew-invite");
  ASSERT_EQ(renewed.status, 200);
  EXPECT_NE(renewed.js()["invite"], c.invite);
  EXPECT_EQ(chadi.post("/api/clubs/" + c.id + "/join", {{"invite", c.invite}}).status, 403) << "the old link is dead";
  EXPECT_EQ(chadi.post("/api/clubs/" + c.id + "/join", {{"invite", renewed.js()["invite"]}}).status, 201);
  EXPECT_EQ(salim.post("/api/clubs/" + c.id + "/leave").status, 409) << "the owner stays";
  EXPECT_EQ(badr.post("/api/clubs/" + c.id + "/leave").status, 200);
  EXPECT_EQ(s.get("/api/clubs/" + c.id).js()["club"]["members"], 3);
}

// Admins remove members; only the owner removes an admin; nobody removes the owner; a member
// removes nobody. Each change needs the CSRF token.
TEST(Clubs, AdminsRemoveMembersAndOnlyTheOwnerRemovesAnAdmin) {
  TestServer s;
  Player salim = enter(s, "salim"), amal = enter(s, "amal"), badr = enter(s, "badr"), chadi = enter(s, "chadi"),
         dana = enter(s, "dana"), eman = enter(s, "eman");
  const Club c = found(salim, "Nizwa");
  for (const Player* p : {&amal, &badr, &chadi, &dana})
    ASSERT_EQ(p->post("/api/clubs/" + c.id + "/join", {{"invite", c.invite}}).status, 201);
  for (const char* name : {"amal", "badr"})
    ASSERT_EQ(salim.post("/api/clubs/" + c.id + "/admins", {{"name", name}, {"admin", true}}).status, 200);
  const std::string remove = "/api/clubs/" + c.id + "/remove";
  auto role = [&](const std::string& name) {
    const json page = s.get("/api/clubs/" + c.id).js();
    for (const json& m : page["club"]["member_list"])
      if (m["name"] == name) return m["role"].get<std::string>();
    return std::string();
  };

  EXPECT_EQ(s.post(remove, {{"name", "chadi"}}).status, 401) << "a guest";
  EXPECT_EQ(amal.post(remove, {{"name", "chadi"}}, false).status, 403) << "no CSRF token";
  EXPECT_EQ(dana.post(remove, {{"name", "chadi"}}).status, 403) << "a member";
  EXPECT_EQ(eman.post(remove, {{"name", "chadi"}}).status, 403) << "not even a member";
  EXPECT_EQ(role("chadi"), "member");
  EXPECT_EQ(amal.post(remove, {{"name", "eman"}}).status, 404) << "not a member";
  EXPECT_EQ(amal.post(remove, {{"name", "nobody"}}).status, 404);
  EXPECT_EQ(amal.post(remove, {{"name", 7}}).status, 400);
  EXPECT_EQ(amal.post(remove, {{"name", "salim"}}).status, 409) << "nobody removes the owner";
  EXPECT_EQ(salim.post(remove, {{"name", "salim"}}).status, 409) << "not even the owner";
  const Reply admin = amal.post(remove, {{"name", "badr"}});
  EXPECT_EQ(admin.status, 403) << "an admin does not remove another admin";
  EXPECT_EQ(admin.js()["error"], "only the club's owner removes an admin");
  EXPECT_EQ(role("badr"), "admin");

  const Reply removed = amal.post(remove, {{"name", "CHADI"}});
  EXPECT_EQ(removed.status, 200) << removed.body;
  EXPECT_EQ(removed.js()["name"], "chadi");
  EXPECT_EQ(role("chadi"), "");
  EXPECT_EQ(chadi.get("/api/clubs/" + c.id).js()["club"]["role"], "");
  EXPECT_EQ(amal.post(remove, {{"name", "chadi"}}).status, 404) << "once";
  EXPECT_EQ(salim.post(remove, {{"name", "badr"}}).status, 200) << "the owner removes an admin";
  EXPECT_EQ(amal.post(remove, {{"name", "amal"}}).status, 200) << "an admin may remove themself";
  EXPECT_EQ(s.get("/api/clubs/" + c.id).js()["club"]["members"], 2);
  // The link still works for someone removed (renewing it is how to keep them out).
  EXPECT_EQ(chadi.post("/api/clubs/" + c.id + "/join", {{"invite", c.invite}}).status, 201);
}

TEST(Clubs, OnlyTheOwnerRenamesTheClub) {
  TestServer s;
  Player salim = enter(s, "salim"), amal = enter(s, "amal"), badr = enter(s, "badr");
  const Club c = found(salim, "Sur Club");
  found(badr, "Ibra");
  for (const Player* p : {&amal, &badr}) ASSERT_EQ(p->post("/api/clubs/" + c.id + "/join", {{"invite", c.invite}}).status, 201);
  ASSERT_EQ(salim.post("/api/clubs/" + c.id + "/admins", {{"name", "amal"}, {"admin", true}}).status, 200);
  const std::string edit = "/api/clubs/" + c.id + "/edit";

  EXPECT_EQ(s.post(edit, {{"name", "Sur Hawalis"}}).status, 401);
  EXPECT_EQ(salim.post(edit, {{"name", "Sur Hawalis"}}, false).status, 403) << "no CSRF token";
  EXPECT_EQ(amal.post(edit, {{"name", "Sur Hawalis"}}).status, 403) << "an admin";
  EXPECT_EQ(badr.post(edit, {{"name", "Sur Hawalis"}}).status, 403) << "a member";
  EXPECT_EQ(salim.post(edit, json::object()).status, 400);
  EXPECT_EQ(salim.post(edit, {{"name", "<b>x</b>"}}).status, 400);
  EXPECT_EQ(salim.post(edit, {{"name", "ab"}}).status, 400);
  EXPECT_EQ(salim.post(edit, {{"name", "IBRA"}}).status, 409) << "another club's name, whatever its case";
  EXPECT_EQ(salim.post("/api/clubs/0123456789abcdef/edit", {{"name", "Elsewhere"}}).status, 404);
  EXPECT_EQ(s.get("/api/clubs/" + c.id).js()["club"]["name"], "Sur Club") << "unchanged";

  const Reply renamed = salim.post(edit, {{"name", "Sur Hawalis"}});
  ASSERT_EQ(renamed.status, 200) << renamed.body;
  EXPECT_EQ(renamed.js()["club"]["name"], "Sur Hawalis");
  EXPECT_EQ(s.get("/api/clubs/" + c.id).js()["club"]["name"], "Sur Hawalis");
  EXPECT_EQ(salim.post(edit, {{"name", "SUR HAWALIS"}}).status, 200) << "its own name in another case";
  EXPECT_EQ(s.get("/api/players/amal").js()["clubs"][0]["name"], "SUR HAWALIS");
  EXPECT_EQ(salim.post("/api/clubs", {{"name", "Sur Club"}}).status, 201) << "the old name is free again";
}

TEST(Clubs, NamesAreCheckedAndUniqueAndGuestsCannotCreate) {
  TestServer s;
  Player salim = enter(s, "salim");
  found(salim, "Seeb");
  EXPECT_EQ(salim.post("/api/clubs", {{"name", "SEEB"}}).status, 409);
  EXPECT_EQ(salim.post("/api/clubs", {{"name", "a"}}).status, 400);
  EXPECT_EQ(salim.post("/api/clubs", {{"name", "<script>"}}).status, 400);
  EXPECT_EQ(salim.post("/api/clubs", {{"name", "Two  spaces"}}).status, 400);
  EXPECT_EQ(s.post("/api/clubs", {{"name", "Guests"}}).status, 401);
  EXPECT_EQ(salim.post("/api/clubs", {{"name", "No token"}}, false).status, 403);
  EXPECT_EQ(s.get("/api/clubs/0123456789abcdef").status, 404);
  EXPECT_EQ(s.get("/api/clubs/x").status, 404);
  EXPECT_EQ(salim.post("/api/clubs/" + s.get("/api/clubs").js()["clubs"][0]["id"].get<std::string>() + "/fly").status,
            404);
}

// A club's leaderboard lists its members only.
TEST(Clubs, TheClubLeaderboardHasOnlyItsMembers) {
  TestServer s;
  Player salim = enter(s, "salim"), amal = enter(s, "amal"), badr = enter(s, "badr");
  const Club c = found(salim, "Seeb");
  ASSERT_EQ(amal.post("/api/clubs/" + c.id + "/join", {{"invite", c.invite}}).status, 201);
  // Amal beats Badr (not a member) in a rated game.
  const Reply g = amal.post("/api/games", {{"game", "hawalis"}, {"opponent", "friend"}, {"rated", true}});
  ASSERT_EQ(g.status, 201);
  const std::string id = g.js()["game"]["id"];
  const Reply j = badr.post("/api/games/" + id + "/join", {{"invite", g.js()["invite"]}});
  ASSERT_EQ(j.status, 200);
  ASSERT_EQ(s.post("/api/games/" + id + "/resign", {{"token", j.js()["token"]}}).status, 200);
  json all;
  for (int i = 0; i < 500 && (all = s.get("/api/leaderboard?game=hawalis").js())["boards"].empty(); ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  ASSERT_EQ(all["boards"][0]["players"].size(), 2u);
  const json club = s.get("/api/leaderboard?game=hawalis&club=" + c.id).js();
  ASSERT_EQ(club["boards"][0]["players"].size(), 1u);
  EXPECT_EQ(club["boards"][0]["players"][0]["name"], "amal");
}

}  // namespace
}  // namespace manqala_test
