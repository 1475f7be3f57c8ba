// A club's place and logo; removing a club's member (docs/web-api.md, "Clubs"): their registrations for the club's
// tournaments not yet started go with them (a bye they asked for too); those under way keep
// them. And who may not remove whom, with nothing changed.
#include <gtest/gtest.h>

#include "raw_client.h"
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
  const json after = s.get("/api/clubs/" + id).js();  // the loop's range must outlive it
  for (const json& m : after["club"]["member_list"]) EXPECT_NE(m["name"], "amal");

  // Leaving does the same.
  ASSERT_EQ(chadi.post("/api/clubs/" + id + "/leave").status, 200);
  EXPECT_TRUE(player_names(page(s, later)).empty());
}

std::string u32(uint32_t v) { return {char(v >> 24), char(v >> 16 & 0xFF), char(v >> 8 & 0xFF), char(v & 0xFF)}; }

// A PNG's signature and header chunk (the rest of the file, as the server never decodes it,
// is any bytes): `width` x `height`, `size` bytes in all.
std::string png(uint32_t width, uint32_t height, size_t size = 200) {
  std::string b = std::string("\x89PNG\r\n\x1a\n", 8) + u32(13) + "IHDR" + u32(width) + u32(height) + std::string("\x08\x06\0\0\0", 5);
  b += u32(0);  // CRC
  b.resize(size, 'x');
  return b;
}

// A JPEG's start, a JFIF segment, then a baseline frame header: `width` x `height`.
std::string jpeg(uint16_t width, uint16_t height) {
  std::string b("\xFF\xD8\xFF\xE0\0\x10JFIF\0\x01\x01\0\0\x01\0\x01\0\0", 20);
  b += std::string("\xFF\xC0\0\x11\x08", 5) + char(height >> 8) + char(height & 0xFF) + char(width >> 8) + char(width & 0xFF);
  b += std::string(12, '\x01') + "\xFF\xD9";
  return b;
}

Reply upload(const TestServer& s, const Player& p, const std::string& club, const std::string& bytes) {
  return s.request("POST", "/api/clubs/" + club + "/logo", bytes, "image/png", {{"Cookie", p.cookie}, {"X-CSRF-Token", p.csrf}});
}

// The whole answer to GET `target`, head and body, as it came over the wire.
std::string raw_get(const TestServer& s, const std::string& target) {
  RawClient c(s.port());
  c.write("GET " + target + " HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
  bool closed = false;
  return c.read_until_closed(5000, closed);
}

TEST(ClubExtras, AnAdminUploadsALogoServedAsItCameWithItsTypeAndItIsShown) {
  TestServer s;
  Player salim = enter(s, "salim"), amal = enter(s, "amal");
  const Reply club = salim.post("/api/clubs", {{"name", "Ruwi Club"}});
  ASSERT_EQ(club.status, 201) << club.body;
  const std::string id = club.js()["club"]["id"], invite = club.js()["club"]["invite"];
  ASSERT_EQ(amal.post("/api/clubs/" + id + "/join", {{"invite", invite}}).status, 201);
  EXPECT_TRUE(s.get("/api/clubs/" + id).js()["club"]["logo"].is_null());
  EXPECT_EQ(s.get("/api/clubs/" + id + "/logo").status, 404);

  const std::string logo = png(64, 48);
  const Reply up = upload(s, salim, id, logo);
  ASSERT_EQ(up.status, 200) << up.body;
  const std::string url = up.js()["logo"];
  EXPECT_EQ(url.rfind("/api/clubs/" + id + "/logo?v=", 0), 0u) << url;
  EXPECT_EQ(s.get("/api/clubs/" + id).js()["club"]["logo"], url);
  const Reply got = s.get(url);
  EXPECT_EQ(got.status, 200);
  EXPECT_EQ(got.content_type, "image/png");
  EXPECT_EQ(got.body, logo) << "the bytes as they came";
  const std::string head = raw_get(s, url);
  EXPECT_NE(head.find("X-Content-Type-Options: nosniff"), std::string::npos) << head.substr(0, 600);
  EXPECT_NE(head.find("Cache-Control: public, max-age=86400"), std::string::npos) << head.substr(0, 600);
  // Its club's tournaments show it.
  const std::string t = announce(salim, {{"format", "swiss"}, {"rounds", 3}, {"club", id}});
  EXPECT_EQ(page(s, t)["club_logo"], url);
  EXPECT_TRUE(page(s, announce(salim, {{"format", "swiss"}, {"rounds", 3}}))["club_logo"].is_null()) << "an open one has none";

  // A JPEG replaces it, typed by its bytes whatever the upload said.
  const std::string photo = jpeg(300, 200);
  ASSERT_EQ(upload(s, salim, id, photo).status, 200);
  const Reply second = s.get("/api/clubs/" + id + "/logo");
  EXPECT_EQ(second.content_type, "image/jpeg");
  EXPECT_EQ(second.body, photo);

  // Refused with why, nothing changed.
  const std::pair<std::string, std::string> bad[] = {
      {"GIF89a" + std::string(100, '\0'), "a logo is a PNG or a JPEG image"},
      {"<svg xmlns=\"http://www.w3.org/2000/svg\"><script>alert(1)</script></svg>", "a logo is a PNG or a JPEG image"},
      {png(5000, 10), "at most 1024 x 1024 pixels, not 5000 x 10"},
      {png(0, 10), "no pixels"},
      {jpeg(2000, 100), "at most 1024 x 1024 pixels"},
      {png(64, 64, 101 * 1024), "a logo is at most 100 KB"},
      {std::string("\x89PNG\r\n\x1a\n", 8) + "short", "no header"},
      {std::string("\xFF\xD8\xFF\xD9", 4), "no frame header"},
      {"", "send the image as the body"},
  };
  for (const auto& [bytes, why] : bad) {
    const Reply r = upload(s, salim, id, bytes);
    EXPECT_EQ(r.status, 400) << why;
    EXPECT_NE(r.body.find(why), std::string::npos) << r.body;
  }
  EXPECT_EQ(upload(s, salim, id, png(64, 64, 200 * 1024)).status, 413) << "past what the server reads";
  EXPECT_EQ(upload(s, amal, id, png(16, 16)).status, 403) << "a member is no admin";
  EXPECT_EQ(s.request("POST", "/api/clubs/" + id + "/logo", png(16, 16), "image/png").status, 401);
  EXPECT_EQ(s.get("/api/clubs/" + id + "/logo").body, photo) << "nothing changed";
}

TEST(ClubExtras, AnAdminSaysWhereTheClubIs) {
  TestServer s;
  Player salim = enter(s, "salim"), amal = enter(s, "amal");
  const Reply club = salim.post("/api/clubs", {{"name", "Ruwi Club"}});
  const std::string id = club.js()["club"]["id"], invite = club.js()["club"]["invite"];
  ASSERT_EQ(amal.post("/api/clubs/" + id + "/join", {{"invite", invite}}).status, 201);
  EXPECT_EQ(s.get("/api/clubs/" + id).js()["club"]["place"], "");
  const Reply r = salim.post("/api/clubs/" + id + "/place", {{"place", "مسقط، عُمان"}});
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.js()["club"]["place"], "مسقط، عُمان");
  EXPECT_EQ(amal.post("/api/clubs/" + id + "/place", {{"place", "elsewhere"}}).status, 403);
  for (const json& bad : {json(std::string(81, 'x')), json("two\nlines"), json(7)})
    EXPECT_EQ(salim.post("/api/clubs/" + id + "/place", {{"place", bad}}).status, 400) << bad.dump();
  EXPECT_EQ(s.get("/api/clubs/" + id).js()["club"]["place"], "مسقط، عُمان") << "nothing changed";
}

}  // namespace
}  // namespace manqala_test
