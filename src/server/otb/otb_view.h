// The JSON of over-the-board tournaments as docs/web-api.md gives it ("Over-the-board
// tournaments"): a list entry, a round, and the whole tournament as a viewer
// sees it (the log only for its directors).
#pragma once

#include <nlohmann/json.hpp>

#include "pairing/tournament.h"
#include "server/otb/otb_store.h"

namespace manqala::otb {

nlohmann::json summary_json(const OtbTournament& t);
// Round `round` of the tournament (`m` its model_of).
nlohmann::json round_json(const OtbData& d, const pairing::Tournament& m, int round);
nlohmann::json tournament_json(const OtbData& d, bool directs, const std::vector<OtbLogEntry>& log);

}  // namespace manqala::otb
