// The JSON of over-the-board tournaments as docs/web-api.md gives it ("Over-the-board
// tournaments"): a list entry, a round, and the whole tournament as a viewer
// sees it (the log only for its directors).
#pragma once

#include <nlohmann/json.hpp>

#include <cstdint>

#include "pairing/tiebreaks.h"
#include "pairing/tournament.h"
#include "server/otb/otb_store.h"

namespace manqala::otb {

// The crosstable's rows in the tournament's view; the rest come by pages (GET .../crosstable).
inline constexpr int kCrosstablePage = 100;

nlohmann::json summary_json(const OtbTournament& t);
// Round `round` of the tournament (`m` its model_of).
nlohmann::json round_json(const OtbData& d, const pairing::Tournament& m, int round);
// The whole tournament as anyone sees it ("directs" false, no log), the crosstable's first
// kCrosstablePage rows with "crosstable_total"; what a director sees adds to it (directed()).
nlohmann::json tournament_json(const OtbData& d);
void directed(nlohmann::json& view, const OtbTournament& t, const std::vector<OtbLogEntry>& log);
// Every row of the crosstable.
nlohmann::json crosstable_json(const OtbData& d);
// Each player's Buchholz and Sonneborn-Berger summands and what each cut tie-break leaves out
// (pairing::breakdown), over the rounds the standings count.
nlohmann::json breakdown_json(const OtbData& d);
// The rating report (pairing::performance_report) over the rounds the standings count: each
// player's rated games against rated opponents, points, average opponent and performance.
nlohmann::json rating_report_json(const OtbData& d);
// The rows of a standings table (its players as `m` has them): rank, number, name, rating,
// points and the tie-breaks' values.
nlohmann::json standings_rows(const pairing::Tournament& m, const std::vector<pairing::Standing>& table);
// The digest of everything the views are built from: equal digests, equal views.
uint64_t digest_of(const OtbData& d);

}  // namespace manqala::otb
