// How a Hawalis game ends (RULES.md "Hawalis", "End"): the reasons and their words, the one
// place the rules, the protocol, records, sentences and the page read them from.
#pragma once

#include <array>

#include "core/end_reason.h"

namespace manqala::hawalis {

inline constexpr EndReasonText kCapturedAllText{"captured-all", "{loser} has no seeds left: {verdict}.",
                                                "{loser} has no seeds left", "all captured"};
inline constexpr EndReasonText kNoMovesText{"no-moves",
    "{loser} has no legal move: {verdict}; the seeds left on the board are not counted.",
    "{loser} has no legal move; the seeds left on the board are not counted", "no legal move"};
inline constexpr EndReasonText kRepetitionText{"repetition", "The same position came round again: {verdict}.",
                                               "the same position came round again", "position repeated"};

// The player to move has no seeds left; has seeds but no legal move; a position came round
// for the repetition-th time (a draw).
inline constexpr EndReason kCapturedAll{kCapturedAllText};
inline constexpr EndReason kNoMoves{kNoMovesText};
inline constexpr EndReason kRepetition{kRepetitionText};

inline constexpr std::array<EndReason, 3> kEndReasons = {kCapturedAll, kNoMoves, kRepetition};

}  // namespace manqala::hawalis
