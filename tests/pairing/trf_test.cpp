// TRF files read field by field, refused with the right line and field, and written back.
#include "pairing/trf.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace manqala::pairing;

namespace {

// A 6-player Swiss after 3 of its 5 rounds: a draw (2-5), a forfeit (3-6), a half-point bye
// (4, round 2), the pairing-allocated bye (6, round 2); player 2 asks for a bye in round 4.
const std::vector<std::string> kSample = {
    "012 Manqala Spring Open",
    "022 Muscat",
    "032 OMA",
    "042 2026/03/01",
    "052 2026/03/05",
    "062 6",
    "092 Swiss Dutch",
    "102 Al-Rawahi, Salim",
    "XXR 5",
    "XXC white1",
    "### ssss sttt nnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnn rrrr fff iiiiiiiiiii bbbbbbbbbb pppp rrrr",
    "001    1 m GM Okafor, Chidi                     2541 NGR     8500012 1994/03/02  2.5    1  0004 w 1  0002 b 1  0003 w =",
    "001    2 wWIM Lindqvist, Maja                   2312 SWE     1712345 2001/07/19  1.5    2  0005 w =  0001 w 0  0006 b 1",
    "001    3 m FM Haddad, Karim                     2290 LBN             1988/12/01  1.5    3  0006 w +  0005 b 0  0001 b =",
    "001    4 w    Moreau, Elise                     2104 FRA    20654321             1.5    4  0001 b 0  0000 - H  0005 w 1",
    "001    5 m    Tanaka, Hiroshi                   1987 JPN             2005/05/05  1.5    5  0002 b =  0003 w 1  0004 b 0",
    "001    6 m    Silva, Joao                            BRA                         1.0    6  0003 b -  0000 - U  0002 w 0",
    "240 H 004    2",
};
constexpr std::size_t kFirstPlayer = 11;  // index in kSample of player 1's line

std::string joined(const std::vector<std::string>& lines, const std::string& end = "\n") {
  std::string s;
  for (const auto& l : lines) s += l + end;
  return s;
}

// The sample with line i (0-based in kSample) replaced.
std::string with_line(std::size_t i, const std::string& text) {
  auto lines = kSample;
  lines[i] = text;
  return joined(lines);
}

// The sample with one more line at its end.
std::string with_extra(const std::string& text) {
  auto lines = kSample;
  lines.push_back(text);
  return joined(lines);
}

// Replaces `from` by `to` (same length) in player n's line.
std::string with_player_edit(int n, const std::string& from, const std::string& to) {
  std::string line = kSample[kFirstPlayer + static_cast<std::size_t>(n) - 1];
  line.replace(line.find(from), from.size(), to);
  return with_line(kFirstPlayer + static_cast<std::size_t>(n) - 1, line);
}

TrfError refusal(const std::string& text) {
  try {
    (void)read_trf(text);
  } catch (const TrfError& e) {
    return e;
  }
  ADD_FAILURE() << "accepted:\n" << text;
  return TrfError(-1, "", "", "accepted");
}

}  // namespace

TEST(TrfRead, SampleFieldByField) {
  const Tournament t = read_trf(joined(kSample));
  ASSERT_EQ(t.header.size(), 8u);
  EXPECT_EQ(t.header[0], (std::pair<std::string, std::string>{"012", "Manqala Spring Open"}));
  EXPECT_EQ(t.header[7], (std::pair<std::string, std::string>{"102", "Al-Rawahi, Salim"}));
  EXPECT_EQ(t.planned_rounds, 5);
  EXPECT_EQ(t.initial_colour, Colour::white);
  EXPECT_EQ(t.points, PointSystem{});
  ASSERT_EQ(t.players.size(), 6u);
  EXPECT_EQ(t.rounds_played(), 3);

  const Player& okafor = t.player(1);
  EXPECT_EQ(okafor.number, 1);
  EXPECT_EQ(okafor.sex, "m");
  EXPECT_EQ(okafor.title, "GM");
  EXPECT_EQ(okafor.name, "Okafor, Chidi");
  EXPECT_EQ(okafor.rating, 2541);
  EXPECT_EQ(okafor.federation, "NGR");
  EXPECT_EQ(okafor.fide_id, "8500012");
  EXPECT_EQ(okafor.birth, "1994/03/02");
  EXPECT_EQ(okafor.declared, 25);
  EXPECT_EQ(okafor.declared_rank, 1);
  EXPECT_FALSE(okafor.withdrawn);
  EXPECT_EQ(okafor.rounds, (std::vector<Entry>{{4, Colour::white, RoundResult::win},
                                               {2, Colour::black, RoundResult::win},
                                               {3, Colour::white, RoundResult::draw}}));
  EXPECT_EQ(t.player(2).title, "WIM");
  EXPECT_EQ(t.player(2).sex, "w");
  EXPECT_EQ(t.player(2).rounds[0], (Entry{5, Colour::white, RoundResult::draw}));
  EXPECT_EQ(t.player(3).fide_id, "");
  EXPECT_EQ(t.player(3).rounds[0], (Entry{6, Colour::white, RoundResult::forfeit_win}));
  EXPECT_EQ(t.player(6).rounds[0], (Entry{3, Colour::black, RoundResult::forfeit_loss}));
  EXPECT_EQ(t.player(4).title, "");
  EXPECT_EQ(t.player(4).birth, "");
  EXPECT_EQ(t.player(4).rounds[1], (Entry{0, Colour::none, RoundResult::half_bye}));
  EXPECT_EQ(t.player(6).rounds[1], (Entry{0, Colour::none, RoundResult::pairing_bye}));
  EXPECT_EQ(t.player(6).rating, 0);
  EXPECT_EQ(t.score(1), 25);
  EXPECT_EQ(t.score(6), 10);
  EXPECT_EQ(t.requested_byes, (std::vector<RequestedBye>{{4, 2, RoundResult::half_bye}}));
  EXPECT_EQ(t.other_lines, std::vector<std::string>{kSample[10]});
}

TEST(TrfRead, LineEndsBomAndTrailingBlanksChangeNothing) {
  const Tournament lf = read_trf(joined(kSample));
  EXPECT_EQ(read_trf(joined(kSample, "\r\n")), lf);
  EXPECT_EQ(read_trf(joined(kSample, "\r")), lf);
  EXPECT_EQ(read_trf("\xEF\xBB\xBF" + joined(kSample, "\r\n")), lf);
  EXPECT_EQ(read_trf(joined(kSample, "   \n\n")), lf);
  std::string no_last_end = joined(kSample);
  no_last_end.pop_back();
  EXPECT_EQ(read_trf(no_last_end), lf);
  // Line numbers count every kind of line end alike.
  const std::string bad = with_player_edit(3, "2290", "22x0");
  for (const std::string end : {"\n", "\r\n", "\r"}) {
    std::string text = bad;
    for (std::size_t at = 0; (at = text.find('\n', at)) != std::string::npos; at += end.size())
      text.replace(at, 1, end);
    EXPECT_EQ(refusal(text).line, 14) << "line end " << (end == "\r" ? "CR" : end == "\n" ? "LF" : "CRLF");
  }
}

TEST(TrfRead, Trf2026Codes) {
  const Tournament t = read_trf(
      "012 Hawalis Cup\n"
      "142 7\n"
      "152 B\n"
      "162  W 3.0    D 1.0    L 0.0    A 0.0    P 1.0    X 1.0\n"
      "192 FIDE_DUTCH_2025\n"
      "202 BH:MP/C1,BH\n"
      "001    1      Amari, Nia                        1500                             3.0    1  0002 w 1\n"
      "001    2      Botha, Pieter                     1480                             0.0    2  0001 b 0\n"
      "001    3      Chen, Wei                                                          1.0    3  0000 - U\n"
      "240 F 002    1    3\n"
      "240 Z 003    2\n"
      "250      1.0 001 003 0001 0002\n"
      "260 001 007    1    2\n"
      "XXP 1 3\n"
      "XXA 0003  1.0  1.0\n"
      "XXC rank\n");
  EXPECT_EQ(t.planned_rounds, 7);
  EXPECT_EQ(t.initial_colour, Colour::black);
  EXPECT_EQ(t.points.win, 30);
  EXPECT_EQ(t.points.forfeit_win, 30);
  EXPECT_EQ(t.points.full_bye, 30);
  EXPECT_EQ(t.points.draw, 10);
  EXPECT_EQ(t.points.half_bye, 10);
  EXPECT_EQ(t.points.pairing_bye, 10);
  EXPECT_EQ(t.points.zero_bye, 0);
  EXPECT_EQ(t.header, (std::vector<std::pair<std::string, std::string>>{
                          {"012", "Hawalis Cup"}, {"192", "FIDE_DUTCH_2025"}, {"202", "BH:MP/C1,BH"}}));
  EXPECT_EQ(t.requested_byes, (std::vector<RequestedBye>{{2, 1, RoundResult::full_bye},
                                                          {2, 3, RoundResult::full_bye},
                                                          {3, 2, RoundResult::zero_bye}}));
  EXPECT_EQ(t.other_lines, std::vector<std::string>{"XXC rank"});
  // 250: 1.0 in rounds 1-3 for players 1-2; XXA: player 3, 1.0 in rounds 1 and 2.
  EXPECT_EQ(t.player(1).acceleration, (std::vector<Points>{10, 10, 10}));
  EXPECT_EQ(t.player(2).acceleration, (std::vector<Points>{10, 10, 10}));
  EXPECT_EQ(t.player(3).acceleration, (std::vector<Points>{10, 10}));
  EXPECT_EQ(t.forbidden, (std::vector<ForbiddenPairs>{{{1, 2}, 1, 7}, {{1, 3}, 1, 0}}));
  EXPECT_EQ(t.pairing_score(1, 2), 30 + 10);  // the points of round 1 and the virtual point
  EXPECT_EQ(t.pairing_score(1, 4), 30);       // no virtual points after round 3
}

TEST(TrfRead, LaterVirtualPointsOverrideEarlierOnesAndZerosEndThem) {
  const Tournament t = read_trf(
      "001    1      Amari, Nia                        1500                             0.0    1\n"
      "001    2      Botha, Pieter                     1480                             0.0    2\n"
      "250      1.0 001 004 0001 0002\n"
      "XXA 0002  0.5  0.5  0.0  0.0\n");
  EXPECT_EQ(t.player(1).acceleration, (std::vector<Points>{10, 10, 10, 10}));
  EXPECT_EQ(t.player(2).acceleration, (std::vector<Points>{5, 5}));
}

TEST(TrfRead, BbpPointValues) {
  const Tournament t = read_trf(
      "BBU  0.5\n"
      "BBW  3.0\n"
      "BBD  1.0\n"
      "BBF  0.0\n"
      "BBZ  0.5\n"
      "001    1      Amari, Nia                                                         3.5       0002 w 1  0000 - U\n"
      "001    2      Botha, Pieter                                                      0.5       0001 b 0  0000 - Z\n");
  EXPECT_EQ(t.points.win, 30);
  EXPECT_EQ(t.points.pairing_bye, 5);  // BBU before BBW still holds
  EXPECT_EQ(t.points.draw, 10);
  EXPECT_EQ(t.points.zero_bye, 5);
  EXPECT_EQ(t.score(1), 35);
  EXPECT_EQ(t.player(1).declared_rank, 0);
}

TEST(TrfRead, NamesInLatin1AndUtf8) {
  // Latin-1 (as older tools write): one byte a column, read as UTF-8.
  const std::string latin1 =
      "001    1      M\xfc" "ller, J\xfc" "rgen                    1500\n"
      "001    2      Ib\xe1" "\xf1" "ez, Luc\xed" "a                     1400\n";
  EXPECT_EQ(read_trf(latin1).player(1).name, "M\u00fcller, J\u00fcrgen");
  EXPECT_EQ(read_trf(latin1).player(2).name, "Ib\u00e1\u00f1" "ez, Luc\u00eda");
  // UTF-8 padded by characters (JaVaFo, bbpPairings) and by bytes: both read.
  const std::string by_chars = "001    1      \u00d6zt\u00fcrk, Ay\u015fe                      1500\n";
  const std::string by_bytes = "001    1      \u00d6zt\u00fcrk, Ay\u015fe                   1500\n";
  EXPECT_EQ(read_trf(by_chars).player(1).name, "\u00d6zt\u00fcrk, Ay\u015fe");
  EXPECT_EQ(read_trf(by_chars).player(1).rating, 1500);
  EXPECT_EQ(read_trf(by_bytes).player(1).name, "\u00d6zt\u00fcrk, Ay\u015fe");
  EXPECT_EQ(read_trf(by_bytes).player(1).rating, 1500);
}

TEST(TrfRead, PlayersInAnyOrderPendingGamesAndEmptyFile) {
  auto lines = kSample;
  std::swap(lines[kFirstPlayer], lines[kFirstPlayer + 5]);
  EXPECT_EQ(read_trf(joined(lines)), read_trf(joined(kSample)));
  // A round paired and not yet played: opponents and colours, no results.
  const Tournament pending = read_trf(
      "001    1      Amari, Nia                                                         0.0       0002 w\n"
      "001    2      Botha, Pieter                                                      0.0       0001 b\n");
  EXPECT_EQ(pending.player(2).rounds, (std::vector<Entry>{{1, Colour::black, RoundResult::none}}));
  EXPECT_EQ(read_trf(""), Tournament{});
  EXPECT_EQ(read_trf("\r\n\n"), Tournament{});
}

TEST(TrfRead, InitialColourWithoutAColourLine) {
  // TRF-2026: the colour of the highest-ranked player paired in round 1.
  auto lines = kSample;
  lines.erase(lines.begin() + 9);  // XXC white1
  EXPECT_EQ(read_trf(joined(lines)).initial_colour, Colour::white);
  EXPECT_EQ(read_trf("001    1\n"
                     "001    2                                                                                   0003 b 1\n"
                     "001    3                                                                                   0002 w 0\n")
                .initial_colour,
            Colour::black);
}

struct BadFile {
  const char* why;
  std::string text;
  int line;
  std::string field;
};

TEST(TrfRead, BadFilesAreRefusedWithLineAndField) {
  const std::vector<BadFile> cases = {
      {"rating not a number", with_player_edit(1, "2541", "25x1"), 12, "rating"},
      {"starting number twice", with_player_edit(6, "   6 m", "   5 m"), 17, "starting number"},
      {"a gap in the starting numbers", with_player_edit(6, "   6 m", "   7 m"), 17, "starting number"},
      {"starting number 0", with_player_edit(1, "   1 m", "   0 m"), 12, "starting number"},
      {"opponent not in the file", with_player_edit(1, "0004 w 1", "0009 w 1"), 12, "round 1"},
      {"results do not mirror", with_player_edit(1, "0004 w 1", "0004 w ="), 12, "round 1"},
      {"colours do not mirror", with_player_edit(1, "0004 w 1", "0004 b 1"), 12, "round 1"},
      {"opponent does not mirror", with_player_edit(5, "0003 w 1", "0001 w 1"), 14, "round 2"},
      {"bye with an opponent", with_player_edit(4, "0000 - H", "0003 - H"), 15, "round 2"},
      {"bye with a colour", with_player_edit(4, "0000 - H", "0000 w H"), 15, "round 2"},
      {"game without a colour", with_player_edit(1, "0004 w 1", "0004 - 1"), 12, "round 1"},
      {"unknown result", with_player_edit(1, "0004 w 1", "0004 w X"), 12, "round 1"},
      {"unknown colour", with_player_edit(1, "0004 w 1", "0004 q 1"), 12, "round 1"},
      {"result without opponent", with_player_edit(6, "0000 - U", "0000 - 1"), 17, "round 2"},
      {"playing itself", with_player_edit(1, "0004 w 1", "0001 w 1"), 12, "round 1"},
      {"declared points wrong", with_player_edit(5, " 1.5", " 2.0"), 16, "points"},
      {"points in hundredths", with_player_edit(5, " 1.5", "1.55"), 16, "points"},
      {"points not a number", with_player_edit(5, " 1.5", " 1,5"), 16, "points"},
      {"a field out of its columns", with_player_edit(2, "2312 SWE", " 2312SWE"), 13, "layout"},
      {"more rounds than XXR", with_line(8, "XXR 2"), 12, "round 3"},
      {"XXR and 142 disagree", with_extra("142 7"), 19, "number of rounds"},
      {"XXR not a number", with_line(8, "XXR five"), 9, "number of rounds"},
      {"XXC and 152 disagree", with_extra("152 B"), 19, "initial colour"},
      {"152 not W or B", with_extra("152 R"), 19, "initial colour"},
      {"162 unknown letter", with_extra("162  Q 1.0"), 19, "point system"},
      {"162 value not points", with_extra("162  W one"), 19, "point system"},
      {"162 value without letter", with_extra("162  1.0"), 19, "point system"},
      {"BBW without value", with_extra("BBW"), 19, "point system"},
      {"bye for a player not in the file", with_extra("240 H 004    9"), 19, "bye"},
      {"bye of an unknown kind", with_extra("240 U 004    3"), 19, "bye"},
      {"bye past the last round", with_extra("240 H 006    3"), 19, "bye"},
      {"bye asked twice", with_extra("240 H 004    3    3"), 19, "bye"},
      {"forbidden pair with a stranger", with_extra("XXP 1 12"), 19, "forbidden pairs"},
      {"260 rounds backwards", with_extra("260 003 001    1    2"), 19, "forbidden pairs"},
      {"250 players backwards", with_extra("250      1.0 001 002 0004 0002"), 19, "acceleration"},
      {"XXA points", with_extra("XXA 0001 one"), 19, "acceleration"},
  };
  for (const BadFile& c : cases) {
    const TrfError e = refusal(c.text);
    EXPECT_EQ(e.line, c.line) << c.why << ": " << e.what();
    EXPECT_EQ(e.field, c.field) << c.why << ": " << e.what();
  }
}

TEST(TrfRead, MessagesNameLineFieldAndColumns) {
  EXPECT_STREQ(refusal(with_player_edit(1, "2541", "15x0")).what(),
               "line 12, rating (columns 49-52): \"15x0\" is not a number");
  EXPECT_STREQ(refusal(with_player_edit(5, " 1.5", " 2.0")).what(),
               "line 16, points (columns 81-84): \"2.0\", but the results of the rounds add up to 1.5 under the "
               "point system");
  EXPECT_STREQ(refusal(with_player_edit(1, "0004 w 1", "0004 w =")).what(),
               "line 12, round 1 (columns 92-99): \"0004 w =\", but player 4 (line 15) has \"0001 b 0\" in that "
               "round: the two must mirror each other");
}

TEST(TrfRead, LimitsOfSizeAndRounds) {
  const TrfError big = refusal(std::string(kTrfMaxBytes + 1, '\n'));
  EXPECT_EQ(big.line, 0);
  EXPECT_EQ(big.field, "file");
  std::string many = kSample[kFirstPlayer].substr(0, 89);
  for (int r = 0; r < 1000; ++r) many += "  0000 - Z";
  const TrfError rounds = refusal(many + "\n");
  EXPECT_EQ(rounds.line, 1);
  EXPECT_EQ(rounds.field, "round 1000");
}

TEST(TrfWrite, SampleComesBackAsItWas) {
  const Tournament t = read_trf(joined(kSample));
  const std::string x = write_trf(t, TrfFlavour::trf2016x);
  for (std::size_t i = kFirstPlayer; i < kFirstPlayer + 6; ++i)
    EXPECT_NE(x.find(kSample[i] + "\n"), std::string::npos) << kSample[i];
  EXPECT_NE(x.find("XXR 5\nXXC white1\n"), std::string::npos);
  EXPECT_NE(x.find("\n240 H 004    2\n"), std::string::npos);
  EXPECT_EQ(read_trf(x), t);

  const std::string fide = write_trf(t, TrfFlavour::trf2026);
  EXPECT_NE(fide.find("142 5\n152 W\n"), std::string::npos);
  EXPECT_EQ(fide.find("XXR"), std::string::npos);
  EXPECT_EQ(fide.find("162"), std::string::npos);  // the default point system goes unsaid
  EXPECT_EQ(read_trf(fide), t);
}

TEST(TrfWrite, VirtualPointsAndForbiddenPairsComeBackInBothFlavours) {
  Tournament t = read_trf(joined(kSample));
  t.player(1).acceleration = {10, 10, 5};
  t.player(2).acceleration = {10, 10, 5};
  t.player(4).acceleration = {0, 5};
  t.forbidden = {{{1, 4}, 1, 0}, {{2, 3, 5}, 2, 3}};
  const std::string x = write_trf(t, TrfFlavour::trf2016x);
  EXPECT_NE(x.find("\nXXA 0001  1.0  1.0  0.5\nXXA 0002  1.0  1.0  0.5\nXXA 0004  0.0  0.5\n"), std::string::npos) << x;
  EXPECT_NE(x.find("\nXXP 0001 0004\n260 002 003 0002 0003 0005\n"), std::string::npos) << x;
  EXPECT_EQ(read_trf(x), t);
  const std::string fide = write_trf(t, TrfFlavour::trf2026);
  // TRF-2026's columns: game points in 10-13, rounds from 15 and 19, players from 23 and 28.
  EXPECT_NE(fide.find("\n250       1.0 001 002 0001 0002\n250       0.5 003 003 0001 0002\n"
                      "250       0.5 002 002 0004 0004\n"),
            std::string::npos)
      << fide;
  EXPECT_EQ(fide.find("XXA"), std::string::npos);
  EXPECT_EQ(read_trf(fide), t);

  t.forbidden = {{{1, 9}, 1, 0}};
  EXPECT_THROW(write_trf(t, TrfFlavour::trf2016x), TrfError);
}

TEST(TrfWrite, PointSystemsInBothFlavours) {
  Tournament t = read_trf(joined(kSample));
  t.points = {.win = 30, .draw = 10, .loss = 0, .forfeit_win = 30, .forfeit_loss = 0,
              .pairing_bye = 10, .full_bye = 30, .half_bye = 10, .zero_bye = 0};
  t.initial_colour = Colour::black;
  for (Player& p : t.players) p.declared = t.score(p.number);
  const std::string x = write_trf(t, TrfFlavour::trf2016x);
  EXPECT_NE(x.find("XXC black1\nBBW  3.0\nBBD  1.0\nBBU  1.0\n"), std::string::npos) << x;
  EXPECT_EQ(read_trf(x), t);
  const std::string fide = write_trf(t, TrfFlavour::trf2026);
  EXPECT_NE(fide.find("152 B\n162  W 3.0    D 1.0    P 1.0\n"), std::string::npos) << fide;
  EXPECT_EQ(read_trf(fide), t);
}

TEST(TrfWrite, RefusesWhatATrfCannotHold) {
  const Tournament sample = read_trf(joined(kSample));
  const auto field_of_refusal = [](const Tournament& t, TrfFlavour f) -> std::string {
    try {
      (void)write_trf(t, f);
    } catch (const TrfError& e) {
      EXPECT_EQ(e.line, 0);
      return e.field;
    }
    return "written";
  };
  Tournament t = sample;
  t.points.forfeit_loss = 5;  // TRF(bx) has BBF; TRF-2026 ties it to the zero-point bye
  EXPECT_EQ(field_of_refusal(t, TrfFlavour::trf2016x), "written");
  EXPECT_EQ(field_of_refusal(t, TrfFlavour::trf2026), "point system");
  t = sample;
  t.points.half_bye = 10;
  EXPECT_EQ(field_of_refusal(t, TrfFlavour::trf2016x), "point system");
  t = sample;
  t.player(2).rating = 10000;
  EXPECT_EQ(field_of_refusal(t, TrfFlavour::trf2026), "rating");
  t = sample;
  t.player(2).number = 7;
  EXPECT_EQ(field_of_refusal(t, TrfFlavour::trf2026), "starting number");
  t = sample;
  t.requested_byes[0].kind = RoundResult::pairing_bye;
  EXPECT_EQ(field_of_refusal(t, TrfFlavour::trf2026), "bye");
  t = sample;
  t.header.emplace_back("001", "not a header");
  EXPECT_EQ(field_of_refusal(t, TrfFlavour::trf2026), "header");
}

TEST(TrfWrite, LongTextIsCutToItsColumns) {
  Tournament t = read_trf(joined(kSample));
  t.player(1).name = "\u00c5ngstr\u00f6m-Bj\u00f6rklund, Anna-Karin Charlotte Sofia";
  t.player(1).title = "WGMX";
  const Tournament back = read_trf(write_trf(t, TrfFlavour::trf2016x));
  EXPECT_EQ(back.player(1).name, "\u00c5ngstr\u00f6m-Bj\u00f6rklund, Anna-Karin Ch");
  EXPECT_EQ(back.player(1).title, "WGM");
}
