// A tournament as a FIDE tournament report file (TRF-2026, or TRF(x) for older pairing
// engines): what other tournament software opens, and what `manqala pair --check` checks.
#pragma once

#include <string>
#include <vector>

#include "pairing/trf.h"
#include "server/tournaments/tournament_store.h"

namespace manqala::tournaments {

// The tournament as the pairing library reads it (the standings' tie-breaks are computed on it,
// and the file below writes it): players by seed (starting numbers 1..n), every round's boards.
pairing::Tournament tournament_model(const Tournament& t, const std::vector<Entrant>& entrants,
                                     const std::vector<Board>& boards);

// Players by seed (starting numbers 1..n), every round's boards; a game still being played is
// paired without a result.
std::string tournament_trf(const Tournament& t, const std::vector<Entrant>& entrants, const std::vector<Board>& boards,
                           pairing::TrfFlavour flavour);

}  // namespace manqala::tournaments
