// Positions from RULES.md and positions that end a game for each PROTOCOL.md reason.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace manqala::test {

inline const std::string kHawalisStart = "2,2,2,2,2,2,2/2,2,2,2,2,2,2/2,2,2,2,2,2,2/2,2,2,2,2,2,2 S 0 0";
inline const std::string kAlManqalaStart = "7,7,7,7,7,7,7/7,7,7,7,7,7,7 S 0 0";

// RULES.md "Test vectors": perft from the starting positions, depths 1..7.
inline const std::vector<uint64_t> kHawalisPerft = {14, 182, 1539, 12626, 80250, 502672, 2848790};
inline const std::vector<uint64_t> kAlManqalaPerft = {7, 49, 328, 2182, 14495, 95135, 624052};

// A game that ends with one move (or a few), and how `status` and `show` must then read.
struct Ending {
  std::string game;       // the `game` command
  std::string position;   // the `position` command, moves included
  std::string status;     // `status` reply after it
  std::string shown;      // `show` reply after it ("" when not checked)
};

inline const std::vector<Ending> kEndings = {
    // Hawalis: South's singleton g1 lands in the empty front pit g2 and takes g3 and g4, North's last seeds.
    {"game hawalis",
     "position 0,0,0,0,0,0,1/0,0,0,0,0,0,1/0,0,0,0,0,0,0/0,0,0,0,0,0,1 S 27 26 moves g1",
     "status over S captured-all",
     "position 0,0,0,0,0,0,0/0,0,0,0,0,0,0/0,0,0,0,0,0,1/0,0,0,0,0,0,0 N 29 26"},
    {"game hawalis",
     "position 0,0,0,0,0,0,0/0,0,0,0,0,1,0/0,0,0,0,0,0,1/0,0,0,0,0,0,0 N 27 27 moves f3",
     "status over N captured-all", ""},
    // Hawalis: North's g3 ends in f4 (back row, no capture); South holds only singletons whose
    // next pits are all occupied, so South has no legal move.
    {"game hawalis",
     "position 0,0,0,0,0,0,0/0,0,0,0,0,0,2/1,1,1,1,1,1,1/1,1,1,1,1,1,1 N 20 20 moves g3",
     "status over N no-moves",
     "position 0,0,0,0,0,1,1/0,0,0,0,0,0,0/1,1,1,1,1,1,1/1,1,1,1,1,1,1 S 20 20"},
    // Hawalis: four singleton moves come back to the first position: a draw.
    {"game hawalis",
     "position 0,1,0,1,1,1,0/1,0,2,0,1,0,1/0,1,0,1,0,1,0/1,0,2,1,1,0,1 N 19 19 moves c3 c1 e4 d1",
     "status over draw repetition",
     "position 0,1,0,1,1,1,0/1,0,2,0,1,0,1/0,1,0,1,0,1,0/1,0,2,1,1,0,1 N 19 19"},
    // Al-manqala: win-at 50 reached.
    {"game al-manqala", "position 2,1,4,0,0,2,0/1,1,1,1,0,0,1 S 48 36 moves c1",
     "status over S score", "position 2,1,4,0,0,2,0/1,1,0,0,0,0,1 N 50 36"},
    {"game al-manqala", "position 0,0,1,0,2,0,1/0,10,0,0,0,0,0 N 36 48 moves e2",
     "status over N score", "position 0,0,0,1,0,0,1/0,10,0,0,0,0,0 S 36 50"},
    // Al-manqala: g1 makes g2 hold 2; both taken, the board is empty at 49 all.
    {"game al-manqala", "position 0,0,0,0,0,0,1/0,0,0,0,0,0,1 S 47 49 moves g1",
     "status over draw board-empty", "position 0,0,0,0,0,0,0/0,0,0,0,0,0,0 N 49 49"},
    // Al-manqala: the starvation vector of RULES.md (North takes the two seeds left, 50 to 48).
    {"game al-manqala", "position 0,0,0,0,0,1,1/1,0,1,0,0,0,0 N 48 46 moves g2",
     "status over N starved", "position 0,0,0,0,0,0,0/0,0,0,0,0,0,0 S 48 50"},
    {"game al-manqala", "position 0,0,1,0,1,0,1/0,0,0,0,0,0,1 S 46 48 moves g1",
     "status over S starved", "position 0,0,0,0,0,0,0/0,0,0,0,0,0,0 N 50 48"},
    // Al-manqala: single seeds chase each other round the loop until the first position recurs.
    {"game al-manqala",
     "position 0,0,0,1,0,0,0/0,0,1,0,0,0,0 S 48 48 moves c1 d2 d1 c2 e1 b2 f1 a2 g1 g2 a1 f2 b1 e2",
     "status over draw loop-shared", "position 0,0,0,0,0,0,0/0,0,0,0,0,0,0 S 49 49"},
    {"game al-manqala",
     "position 0,1,0,0,0,0,0/1,0,1,0,0,0,1 N 48 46 moves b2 a1 a2 g1 g2 c1 f2 d1 e2 e1 d2 b1 c2 f1",
     "status over S loop-shared", "position 0,0,0,0,0,0,0/0,0,0,0,0,0,0 N 50 48"},
    {"game al-manqala",
     "position 0,0,1,0,1,0,1/0,1,0,0,0,0,0 N 46 48 moves e2 b1 g2 c1 c2 d1 b2 e1 a2 a1 d2 f1 f2 g1",
     "status over N loop-shared", "position 0,0,0,0,0,0,0/0,0,0,0,0,0,0 N 48 50"},
};

}  // namespace manqala::test
