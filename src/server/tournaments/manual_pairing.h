// The organiser's pairing of a Swiss's next round, written by hand: one line a board in board
// order, "south-name north-name", and "name bye" for the pairing-allocated bye. Every player
// to be paired (not withdrawn, without a bye asked for that round) is named exactly once, so
// that the round it makes is one the director can play; whether it keeps the Dutch system's
// rules is pairing::check_dutch's to say.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "pairing/dutch.h"
#include "server/tournaments/round.h"
#include "server/tournaments/tournament_store.h"

namespace manqala::tournaments {

// Why a text is no pairing of the round, naming the players ("unknown players: x, y").
struct BadManualPairing : std::invalid_argument {
  using std::invalid_argument::invalid_argument;
};

inline constexpr std::size_t kMaxManualPairing = 4096;  // bytes

// The round the text pairs, players numbered as `entrants` come (from 0); `model` is the
// tournament as the round is paired from (swiss_model), for whom the round leaves out.
Round manual_round(const std::string& text, const std::vector<Entrant>& entrants, const pairing::Tournament& model);

// The round as the pairing rules read it (players from 1, South as White).
pairing::RoundPairing as_pairing(const Round& round);

}  // namespace manqala::tournaments
