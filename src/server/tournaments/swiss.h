// Online Swiss rounds by the FIDE (Dutch) System, the same code as `manqala pair`
// (src/pairing/dutch.h): the boards stored so far become a tournament as a TRF would record
// it, South as White, players numbered in seed order.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "pairing/tournament.h"
#include "server/tournaments/round.h"
#include "server/tournaments/tournament_store.h"

namespace manqala::tournaments {

// A stored board: players by number (seed order, from 0), South's result as the store keeps
// it ("1-0", "0-1", "1/2", "+-", "-+", "--" when neither came, "bye", "half-bye" asked for).
struct SwissBoard {
  int round = 0;
  int south = 0;
  int north = -1;  // -1: the bye
  std::string result;
};

// The boards as the pairing rules read them (players 1..n). A `late` player (registered after
// the start) was absent from every round stored before their first: a zero-point bye (Z).
pairing::Tournament swiss_history(int players, const std::vector<bool>& withdrawn, const std::vector<SwissBoard>& boards,
                                  int planned_rounds, const std::vector<bool>& late = {});

// The tournament as the director pairs its next round from: the boards stored so far, the
// withdrawn and the late, and the byes asked for that round by players still in. Players are
// numbered as `entrants` come (seed order), from 1.
pairing::Tournament swiss_model(const Tournament& t, const std::vector<Entrant>& entrants, const std::vector<Board>& boards,
                                const std::vector<AskedBye>& asked);

// The next round; none when no pairing keeps the absolute criteria (everyone left has met,
// say): the tournament then ends with the rounds played.
std::optional<Round> swiss_round(const pairing::Tournament& history);

}  // namespace manqala::tournaments
