// `manqala tb ...` and the engine with tables, through the real binary: build, probe, verify,
// stats, tbpath and tbhits, and one clear error for each bad request.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "engine_session.h"

namespace manqala::test {
namespace {

RunResult run_manqala(std::vector<std::string> args) {
  args.insert(args.begin(), binary());
  return run_command(args, Millis(60000));
}

class TbCli : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    dir_ = new std::string((std::filesystem::temp_directory_path() / ("manqala-tb-cli-" + std::to_string(::getpid()))).string());
    const auto built = run_manqala({"tb", "build", "al-manqala", "--max-seeds", "6", "--out", *dir_});
    ASSERT_EQ(built.status, 0) << built.err;
    // The levels a game reaches, 0, 2, 4 and 6: C(13, 13) + C(15, 13) + C(17, 13) + C(19, 13).
    EXPECT_NE(built.out.find("built: 29618 positions"), std::string::npos) << built.out;
    EXPECT_NE(built.err.find("level 6: 27132 positions"), std::string::npos) << built.err;
  }
  static void TearDownTestSuite() {
    std::filesystem::remove_all(*dir_);
    delete dir_;
  }
  // The note a build leaves beside the tables: a file, but not one of saved bounds.
  static std::string levels_note() { return *dir_ + "/al-manqala/capture=2,4_skip-origin=false_feed=after-capture/levels.txt"; }
  static std::string* dir_;
};
std::string* TbCli::dir_ = nullptr;

TEST_F(TbCli, ProbeGivesTheValueAndEveryMove) {
  // RULES.md's starvation vector: g2 takes f2, South cannot feed, North takes the rest.
  const auto r = run_manqala({"tb", "probe", "al-manqala", "--tb", *dir_, "0,0,0,0,0,1,1/1,0,1,0,0,0,0 N 48 46"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("solved: with best play North takes 4 of the 4 seeds left"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("g2 4\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("f2 0\n"), std::string::npos) << r.out;
}

TEST_F(TbCli, VerifyAndStatsReadEveryLevel) {
  const auto v = run_manqala({"tb", "verify", "al-manqala", "--tb", *dir_});
  ASSERT_EQ(v.status, 0) << v.out << v.err;
  EXPECT_NE(v.out.find("verified: 29,618 entries, 0 wrong"), std::string::npos) << v.out;
  const auto s = run_manqala({"tb", "stats", "al-manqala", "--tb", *dir_});
  ASSERT_EQ(s.status, 0) << s.err;
  EXPECT_NE(s.out.find("6  27,132  "), std::string::npos) << s.out;
}

TEST_F(TbCli, SolveSearchesTheOneSeedStartDownToTheTables) {
  // 14 seeds over the tables up to 6: a draw, kept only by the end pits (docs/tablebases.md).
  const auto r = run_manqala({"tb", "solve", "al-manqala", "--tb", *dir_, "-o", "seeds=1", "--memory", "16", "--threads", "2"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("solved: with best play South takes 7 of the 14 seeds left"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("a1 7\nb1 6\nc1 6\nd1 6\ne1 6\nf1 6\ng1 7\n"), std::string::npos) << r.out;
  EXPECT_NE(r.err.find("over the tables up to 6 seeds, 2 threads, 16 MiB"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("positions searched"), std::string::npos) << r.err;
}

TEST_F(TbCli, BadRequestsGetOneClearError) {
  struct Case {
    std::vector<std::string> args;
    std::string says;
  };
  const std::vector<Case> cases = {
      {{"tb", "probe", "al-manqala", "--tb", *dir_, "1,2,3 S 0 0"}, "error: "},
      {{"tb", "probe", "al-manqala", "--tb", *dir_, "7,7,7,7,7,7,7/7,7,7,7,7,7,7 S 0 0"}, "not in the tables: 98 seeds"},
      {{"tb", "probe", "hawalis", "--tb", *dir_, "2,2,2,2,2,2,2/2,2,2,2,2,2,2/2,2,2,2,2,2,2/2,2,2,2,2,2,2 S 0 0"},
       "not in the tables"},
      {{"tb", "verify", "hawalis", "--tb", *dir_}, "error: no tables under"},
      {{"tb", "probe", "al-manqala", "--tb", *dir_, "-o", "win-at=20", "0,0,0,0,0,1,1/1,0,1,0,0,0,0 N 48 46"},
       "win-at=20 is not more than half"},
      {{"tb", "build", "al-manqala", "--out", *dir_}, "--max-seeds is required"},
      {{"tb", "probe", "al-manqala", "--tb", *dir_, "0,0,0,0,0,1,1/1,0,1,0,0,0,1 N 47 46"},
       "5 seeds on the board, a level the build left out"},
      {{"tb", "solve", "al-manqala", "--tb", *dir_, "-o", "seeds=1", "--resume", levels_note()}, "not a saved tb solve"},
      {{"tb", "solve", "al-manqala", "--tb", *dir_, "--memory", "0"}, "--memory"},
      {{"tb", "solve", "hawalis", "--tb", *dir_}, "error: "},
      {{"tb", "build", "chess", "--max-seeds", "3"}, "chess"},
      {{"tb", "build", "al-manqala", "--max-seeds", "3", "-o", "capture=x"}, "capture"},
  };
  for (const auto& c : cases) {
    const auto r = run_manqala(c.args);
    ASSERT_TRUE(r.status.has_value());
    EXPECT_NE(*r.status, 0) << c.args.back();
    EXPECT_NE((r.out + r.err).find(c.says), std::string::npos) << c.args.back() << ": " << r.out << r.err;
  }
}

TEST_F(TbCli, ADamagedTableIsRefusedByName) {
  const auto copy = *dir_ + "-damaged";
  std::filesystem::copy(*dir_, copy, std::filesystem::copy_options::recursive);
  const auto file = copy + "/al-manqala/capture=2,4_skip-origin=false_feed=after-capture/4.mqtb";
  {
    std::fstream f(file, std::ios::in | std::ios::out | std::ios::binary);
    f.seekp(300);
    f.put('\x7f');
  }
  const auto r = run_manqala({"tb", "verify", "al-manqala", "--tb", copy});
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("4.mqtb: entries damaged (checksum mismatch)"), std::string::npos) << r.err;
  // The engine refuses it too, when it is asked to use it.
  EngineSession e;
  EXPECT_EQ(e.ask("game al-manqala"), "ok");
  const std::string reply = e.ask("setoption tbpath " + copy);
  EXPECT_EQ(reply.rfind("error tbpath: ", 0), 0u) << reply;
  EXPECT_NE(reply.find("4.mqtb: entries damaged"), std::string::npos) << reply;
  std::filesystem::remove_all(copy);
}

TEST_F(TbCli, TheEngineSearchesWithTables) {
  EngineSession e;
  EXPECT_EQ(e.ask("setoption tbpath " + *dir_ + "/nowhere"),
            "error tbpath: tables directory '" + *dir_ + "/nowhere' does not exist");
  EXPECT_EQ(e.ask("setoption tbpath " + *dir_), "ok");
  EXPECT_EQ(e.ask("game al-manqala"), "ok");
  EXPECT_EQ(e.ask("position 0,0,0,0,0,1,1/1,0,1,0,0,0,0 N 48 46"), "ok");
  const auto lines = e.search("go depth 3");
  ASSERT_GE(lines.size(), 2u);
  EXPECT_NE(lines[lines.size() - 2].find(" tbhits "), std::string::npos) << lines[lines.size() - 2];
  EXPECT_EQ(lines.back(), "bestmove g2");
  EXPECT_EQ(e.ask("setoption tbpath none"), "ok");
}

}  // namespace
}  // namespace manqala::test
