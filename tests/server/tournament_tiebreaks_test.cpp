// An online tournament's tie-breaks (docs/tournaments.md, "Tie-breaks"): chosen when it is
// announced, by FIDE C.07 acronyms, or the format's default; the standings on the page and in
// the CSV are C.07's, the same as the pairing library computes on the tournament's own
// exported report file.
#include <gtest/gtest.h>

#include <map>
#include <sstream>

#include "pairing/tiebreaks.h"
#include "pairing/trf.h"
#include "tournament_helpers.h"

namespace manqala_test {
namespace {

namespace pg = manqala::pairing;

// Five players, three Swiss rounds: a pairing-allocated bye in rounds 1 and 3, eve's bye asked
// for in round 2 (C.07's unplayed rounds), and in every game the later name resigns.
TEST(TournamentTiebreaks, TheChosenOnesAreC07sOnTheExportedFile) {
  TestServer s;
  std::map<std::string, Player> players;
  for (const char* n : {"amal", "badr", "chadi", "dina", "eve"}) players[n] = enter(s, n);
  const std::string id = announce(players["amal"], {{"format", "swiss"}, {"rounds", 3}, {"tiebreaks", " sb, bh-m1 ,WIN,PS,DE"}});
  EXPECT_EQ(page(s, id)["tiebreaks"], json({"SB", "BH-M1", "WIN", "PS", "DE"})) << "in C.07's spelling, in order";
  for (auto& [name, p] : players) ASSERT_EQ(p.post("/api/tournaments/" + id + "/join").status, 200) << name;
  ASSERT_EQ(players["eve"].post("/api/tournaments/" + id + "/bye", {{"round", 2}}).status, 200);
  ASSERT_EQ(players["amal"].post("/api/tournaments/" + id + "/start").status, 200);
  for (int round = 1; round <= 3; ++round) {
    const json p = wait_round(s, id, round);
    ASSERT_EQ(p["round"], round) << p.dump();
    for (const json& b : current_boards(p))
      if (b["north"].is_string() && b["result"] == "") resign(players[std::max(b["south"], b["north"])], b["game"]);
  }
  const json done = wait_page(s, id, [](const json& p) { return p["status"] == "finished"; });
  ASSERT_EQ(done["status"], "finished") << done.dump();
  ASSERT_EQ(done["standings_after"], 3);

  const Reply trf = s.get("/api/tournaments/" + id + "/tournament.trf");
  ASSERT_EQ(trf.status, 200);
  const pg::Tournament file = pg::read_trf(trf.body);
  const auto expected = pg::standings(file, pg::parse_tie_breaks("SB,BH-M1,WIN,PS,DE"), 3, {pg::System::swiss});
  const Reply csv = s.get("/api/tournaments/" + id + "/standings.csv");
  std::istringstream lines(csv.body);
  std::string line;
  std::getline(lines, line);
  EXPECT_EQ(line, "rank,name,points,games,SB,BH-M1,WIN,PS,DE");
  ASSERT_EQ(done["standings"].size(), expected.size());
  bool some_value = false;
  for (std::size_t i = 0; i < expected.size(); ++i) {
    const json& row = done["standings"][i];
    const pg::Standing& want = expected[i];
    EXPECT_EQ(row["name"], file.player(want.player).name);
    EXPECT_EQ(row["rank"], want.rank);
    EXPECT_EQ(row["points"].get<double>() * 10, want.points);
    ASSERT_EQ(row["tiebreaks"].size(), 5u) << row.dump();
    std::string csv_row = std::to_string(want.rank) + "," + row["name"].get<std::string>() + ",";
    std::ostringstream points;
    points << want.points / 10.0;
    csv_row += points.str() + "," + std::to_string(row["games"].get<int>());
    for (std::size_t k = 0; k < want.values.size(); ++k) {
      const std::string value = want.values[k] ? pg::to_string(*want.values[k]) : "";
      EXPECT_EQ(row["tiebreaks"][k], value) << row["name"] << ", tie-break " << k;
      some_value |= !value.empty() && value != "0";
      csv_row += "," + value;
    }
    std::getline(lines, line);
    EXPECT_EQ(line, csv_row);
  }
  EXPECT_TRUE(some_value) << "the values compared are not all empty or zero";
  // The crosstable: what each South took from its North, and the rest of the point the other way.
  std::map<std::string, std::size_t> index;
  for (const json& p : done["player_list"]) index[p["name"]] = index.size();
  const std::map<std::string, double> south_took = {{"1-0", 1}, {"0-1", 0}, {"1/2", 0.5}};
  int games = 0;
  for (const json& round : done["round_list"])
    for (const json& b : round["boards"]) {
      if (!b["north"].is_string()) continue;
      const double south = south_took.at(b["result"]);
      EXPECT_EQ(done["crosstable"][index[b["south"]]][index[b["north"]]], south) << b.dump();
      EXPECT_EQ(done["crosstable"][index[b["north"]]][index[b["south"]]], 1 - south) << b.dump();
      ++games;
    }
  EXPECT_EQ(games, 6) << "two games in each of three rounds";
  // eve's round 2 is a half-point bye, no game: two games of three.
  for (const json& row : done["standings"])
    if (row["name"] == "eve") {
      EXPECT_LE(row["games"].get<int>(), 2);
    }
}

TEST(TournamentTiebreaks, AnUnknownAcronymIsRefusedByName) {
  TestServer s;
  const Player amal = enter(s, "amal");
  auto create = [&](json tiebreaks) {
    return amal.post("/api/tournaments", {{"name", "Muscat Open"}, {"game", "al-manqala"}, {"format", "swiss"},
                                          {"rounds", 3}, {"tiebreaks", tiebreaks}});
  };
  Reply r = create("BH,XYZ,SB");
  EXPECT_EQ(r.status, 400);
  EXPECT_NE(r.body.find("XYZ"), std::string::npos) << r.body;
  r = create("BH,BH-C1,BH-C2,BH-M1,BH-M2,SB,SB-C1,DE,WIN");
  EXPECT_EQ(r.status, 400) << "nine";
  EXPECT_NE(r.body.find("at most 8"), std::string::npos) << r.body;
  EXPECT_EQ(create(3).status, 400) << "not text";
  EXPECT_EQ(create("BH,BH-C1,BH-C2,BH-M1,BH-M2,SB,SB-C1,DE").status, 201) << "eight";
  EXPECT_EQ(create("bh/c1,ge").status, 201) << "the report file's spellings";
}

TEST(TournamentTiebreaks, EachFormatHasItsDefault) {
  TestServer s;
  const Player amal = enter(s, "amal");
  const std::string swiss = announce(amal, {{"format", "swiss"}, {"rounds", 3}});
  const std::string blank = announce(amal, {{"format", "swiss"}, {"rounds", 3}, {"tiebreaks", " "}});
  const std::string rr = announce(amal, {{"format", "round-robin"}});
  const std::string double_rr = announce(amal, {{"format", "double-round-robin"}, {"tiebreaks", ""}});
  EXPECT_EQ(page(s, swiss)["tiebreaks"], json({"BH-C1", "BH", "SB", "DE"}));
  EXPECT_EQ(page(s, blank)["tiebreaks"], json({"BH-C1", "BH", "SB", "DE"}));
  EXPECT_EQ(page(s, rr)["tiebreaks"], json({"SB", "DE", "WIN"}));
  EXPECT_EQ(page(s, double_rr)["tiebreaks"], json({"SB", "DE", "WIN"}));
  const Reply csv = s.get("/api/tournaments/" + rr + "/standings.csv");
  EXPECT_EQ(csv.body, "rank,name,points,games,SB,DE,WIN\n") << "registering: the header only";
  const Reply list = s.get("/api/tournaments");
  ASSERT_EQ(list.status, 200);
  bool listed = false;
  const json tournaments = list.js()["tournaments"];  // kept: the loop must not read a temporary's
  for (const json& t : tournaments)
    if (t["id"] == rr) listed = t["tiebreaks"] == json({"SB", "DE", "WIN"});
  EXPECT_TRUE(listed) << "the list's summary has them too";
}

}  // namespace
}  // namespace manqala_test
