// Self-check of the reference implementation against the RULES.md test vectors.
#include <algorithm>
#include <cstdio>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "reference.h"

using reference::Game;
using reference::Options;

static int passed = 0, failed = 0;

static void check(bool ok, const std::string& what, const std::string& detail = "") {
  if (ok) passed++;
  else { failed++; std::printf("FAIL: %s %s\n", what.c_str(), detail.c_str()); }
}

static Game at(const std::string& game, const std::string& pos) {
  Game g(game, Options{});
  g.set_position(pos);
  return g;
}

static void move_vector(const std::string& game, const std::string& pos, const std::string& move,
                        const std::string& want, const std::string& want_status = "") {
  Game g = pos.empty() ? Game(game, Options{}) : at(game, pos);
  try {
    g.play(move);
  } catch (const std::exception& e) {
    check(false, game + " " + pos + " " + move, e.what());
    return;
  }
  check(g.position() == want, game + " " + move, "got " + g.position() + " want " + want);
  if (!want_status.empty())
    check(g.status() == want_status, game + " status after " + move, "got " + g.status());
}

static void legal_vector(const std::string& game, const std::string& pos, std::vector<std::string> want) {
  Game g = at(game, pos);
  auto got = g.legal();
  std::sort(got.begin(), got.end());
  std::sort(want.begin(), want.end());
  std::string s;
  for (auto& m : got) s += m + " ";
  check(got == want, game + " legal in " + pos, "got " + s);
}

static void bad_text(const std::string& game, const std::string& pos, const std::string& part) {
  Game g(game, Options{});
  try {
    g.set_position(pos);
    check(false, "rejects " + pos, "accepted");
  } catch (const std::invalid_argument& e) {
    check(std::string(e.what()).find(part) != std::string::npos, "message for " + pos, e.what());
  }
}

int main() {
  // Starting positions.
  check(Game("hawalis", Options{}).position() ==
            "2,2,2,2,2,2,2/2,2,2,2,2,2,2/2,2,2,2,2,2,2/2,2,2,2,2,2,2 S 0 0", "hawalis start");
  check(Game("al-manqala", Options{}).position() == "7,7,7,7,7,7,7/7,7,7,7,7,7,7 S 0 0", "al-manqala start");

  // Hawalis single moves.
  move_vector("hawalis", "", "a1", "2,2,2,2,2,2,2/2,2,2,2,2,2,2/3,3,0,3,3,0,3/1,3,0,3,3,0,3 N 0 0", "ongoing");
  move_vector("hawalis", "", "g2", "2,2,2,2,2,2,0/2,2,2,2,2,2,0/3,0,3,3,0,3,1/3,0,3,3,0,3,3 N 4 0", "ongoing");
  move_vector("hawalis", "2,2,2,2,2,2,2/2,2,2,2,2,2,2/0,3,3,0,3,3,0/3,3,0,3,3,1,3 N 0 0", "c3",
              "0,3,3,0,3,3,0/3,3,1,3,0,3,3/0,3,0,0,3,3,0/3,3,0,3,3,1,3 S 0 3");
  move_vector("hawalis", "0,5,0,5,3,0,1/2,0,1,2,2,6,1/2,0,1,1,5,0,0/1,6,0,3,1,2,0 S 0 6", "b1",
              "0,5,0,5,3,0,0/2,0,1,2,2,6,0/2,0,1,1,5,0,1/1,0,1,4,2,3,1 N 2 6");
  legal_vector("hawalis", "4,2,0,4,1,2,1/1,0,1,0,6,0,2/1,3,0,1,7,0,1/0,4,1,7,0,1,0 N 4 2",
               {"e3", "g3", "f4", "b4", "a4"});
  legal_vector("hawalis", "0,0,0,1,0,0,0/1,1,1,0,1,1,1/1,0,1,1,1,0,1/1,1,1,0,1,0,0 S 21 19",
               {"c1", "e1", "g2", "c2"});

  // Al-manqala single moves.
  move_vector("al-manqala", "3,3,7,10,0,3,0/3,1,2,1,9,10,0 N 26 20", "b2",
              "0,0,7,10,0,3,0/0,0,2,1,9,10,0 S 26 30", "ongoing");
  legal_vector("al-manqala", "1,1,1,14,3,0,0/0,0,0,0,0,0,0 N 40 38", {"d2", "a2"});
  move_vector("al-manqala", "0,0,0,0,0,1,1/1,0,1,0,0,0,0 N 48 46", "g2",
              "0,0,0,0,0,0,0/0,0,0,0,0,0,0 S 48 50", "over N starved");
  move_vector("al-manqala", "1,0,0,0,0,7,3/1,0,0,0,0,0,0 N 44 42", "a2",
              "0,0,0,0,0,7,3/0,0,0,0,0,0,0 N 44 44", "ongoing");
  legal_vector("al-manqala", "0,0,0,0,0,7,3/0,0,0,0,0,0,0 N 44 44", {"f2"});

  // Position text validation.
  bad_text("hawalis", "2,2,2,2,2,2,2/2,2,2,2,2,2,2/2,2,2,2,2,2,2 S 0 0", "rows");
  bad_text("hawalis", "2,2,2,2,2,2,2/2,2,2,2,2,2,2/2,2,2,2,2,2/2,2,2,2,2,2,2 S 0 0", "row 2");
  bad_text("hawalis", "2,2,2,2,2,2,2/2,2,2,2,2,2,2/2,2,2,2,2,2,2/2,2,2,2,2,2,x S 0 0", "pit g1");
  bad_text("hawalis", "2,2,2,2,2,2,2/2,2,2,2,2,2,2/2,2,2,2,2,2,2/-2,2,2,2,2,2,6 S 0 0", "negative");
  bad_text("hawalis", "2,2,2,2,2,2,2/2,2,2,2,2,2,2/2,2,2,2,2,2,2/2,2,2,2,2,2,2 S 0 1", "seed total");
  bad_text("al-manqala", "7,7,7,7,7,7,7/7,7,7,7,7,7,7 X 0 0", "side");
  bad_text("al-manqala", "7,7,7,7,7,7,7/7,7,7,7,7,7,7 S 0", "position");
  // Al-manqala: a side to move with an empty row passes.
  check(at("al-manqala", "0,0,0,0,0,7,3/0,0,0,0,0,0,0 S 44 44").position() ==
            "0,0,0,0,0,7,3/0,0,0,0,0,0,0 N 44 44", "pass on set_position");

  // Perft.
  const uint64_t hp[] = {14, 182, 1539, 12626, 80250};
  const uint64_t mp[] = {7, 49, 328, 2182, 14495};
  for (int d = 1; d <= 5; ++d) {
    uint64_t h = reference::perft(Game("hawalis", Options{}), d);
    uint64_t m = reference::perft(Game("al-manqala", Options{}), d);
    check(h == hp[d - 1], "hawalis perft " + std::to_string(d), "got " + std::to_string(h));
    check(m == mp[d - 1], "al-manqala perft " + std::to_string(d), "got " + std::to_string(m));
  }

  std::printf("%d passed, %d failed\n", passed, failed);
  return failed == 0 ? 0 : 1;
}
