// Removing a club's member (docs/web-api.md, "Clubs"): their registrations for the club's
// tournaments not yet started go with them (a bye they asked for too); those under way keep
// them. And who may not remove whom, with nothing changed.
#include <gtest/gtest.h>

#include "tournament_helpers.h"

namespace manqala_test {
namespace {

std::vector<std::string> player_names(const json& page) {
  std::vector<std::string> out;
  for (const json& p : page["player_list"]) out.push_back(p["name"]);
  return out;
}

TEST(ClubExtras, ARemovedMemberLeavesTheClubsTournamentsNotStarted) {
  TestServer s;
  Player salim = enter(s, "salim"), amal = enter(s, "amal"), badr = enter(s, "badr"), chadi = enter(s, "chadi");
  const Reply club = salim.post("/api/clubs", {{"name", "Ruwi Club"}});
  ASSERT_EQ(club.status, 201) << club.body;
  const std::string id = club.js()["club"]["id"], invite = club.js()["club"]["invite"];
  for (const Player* p : {&amal, &badr, &chadi})
    ASSERT_EQ(p->post("/api/clubs/" + id + "/join", {{"invite", invite}}).status, 201);
  ASSERT_EQ(salim.post("/api/clubs/" + id + "/admins", {{"name", "badr"}, {"admin", true}}).status, 200);
  const std::string later = announce(salim, {{"format", "swiss"}, {"rounds", 3}, {"club", id}});
  const std::string now = announce(salim, {{"format", "swiss"}, {"rounds", 3}, {"club", id}});
  const std::string open = announce(salim, {{"format", "swiss"}, {"rounds", 3}});  // not the club's
  for (const std::string& t : {later, now, open})
    for (const Player* p : {&amal, &chadi}) ASSERT_EQ(p->post("/api/tournaments/" + t + "/join").status, 200);
  ASSERT_EQ(amal.post("/api/tournaments/" + later + "/bye", {{"round", 2}}).status, 200);
  ASSERT_EQ(salim.post("/api/tournaments/" + now + "/start").status, 200);

  // Refused, nothing changed: a plain member removes nobody; nobody removes the owner.
  EXPECT_EQ(chadi.post("/api/clubs/" + id + "/remove", {{"name", "amal"}}).status, 403);
  EXPECT_EQ(badr.post("/api/clubs/" + id + "/remove", {{"name", "salim"}}).status, 409);
  EXPECT_EQ(player_names(page(s, later)), (std::vector<std::string>{"amal", "chadi"}));

  const Reply removed = badr.post("/api/clubs/" + id + "/remove", {{"name", "amal"}});
  ASSERT_EQ(removed.status, 200) << removed.body;
  EXPECT_EQ(removed.js()["role"], "");
  EXPECT_EQ(player_names(page(s, later)), (std::vector<std::string>{"chadi"})) << "not started: dropped";
  EXPECT_TRUE(page(s, later)["byes"].empty()) << "her bye with her";
  EXPECT_EQ(page(s, now)["players"], 2) << "under way: still playing";
  EXPECT_EQ(page(s, open)["players"], 2) << "not the club's tournament";
  EXPECT_EQ(amal.post("/api/tournaments/" + later + "/join").status, 403) << "no longer a member";
  for (const json& m : s.get("/api/clubs/" + id).js()["club"]["member_list"]) EXPECT_NE(m["name"], "amal");

  // Leaving does the same.
  ASSERT_EQ(chadi.post("/api/clubs/" + id + "/leave").status, 200);
  EXPECT_TRUE(player_names(page(s, later)).empty());
}

}  // namespace
}  // namespace manqala_test
