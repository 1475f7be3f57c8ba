// How an Al-manqala game ends (RULES.md "Al-manqala", "End"): the reasons and their words, the
// one place the rules, the protocol, records, sentences and the page read them from.
#pragma once

#include <array>

#include "core/end_reason.h"

namespace manqala::almanqala {

inline constexpr EndReasonText kScoreText{"score", "{verdict} with {score} captured.", "more seeds captured",
                                          "on captures", true};
inline constexpr EndReasonText kBoardEmptyText{"board-empty", "No seeds are left on the board: {verdict}, {score}.",
                                               "no seeds are left on the board", "board empty", true};
inline constexpr EndReasonText kLoopSharedText{"loop-shared", "The loop was shared out: {verdict}, {score}.",
                                               "the loop was shared out", "loop shared", true};
inline constexpr EndReasonText kStarvedText{
    "starved", "Nobody could feed the empty row; the seeds left went to the starved side: {verdict}, {score}.",
    "nobody could feed the empty row; the starved side took the seeds left", "a row starved", true};

// A player reached win-at; captures emptied the board; a repeated position, whose seeds were
// shared (or the players agreed to share them); nobody could feed, and the starved player
// took the seeds left. PROTOCOL.md checks them in this order.
inline constexpr EndReason kScore{kScoreText};
inline constexpr EndReason kBoardEmpty{kBoardEmptyText};
inline constexpr EndReason kLoopShared{kLoopSharedText};
inline constexpr EndReason kStarved{kStarvedText};

inline constexpr std::array<EndReason, 4> kEndReasons = {kScore, kBoardEmpty, kLoopShared, kStarved};

}  // namespace manqala::almanqala
