// The pure part of over-the-board tournaments: the stored rows as the pairing library's
// Tournament (pairing/tournament.h), the next round paired from it (Dutch or Berger), and what
// the results mean. Nothing here reads or writes the database.
//
// How the rows become a Tournament:
// - pairing numbers are the stored ones (the initial ranking: rating, highest first, then
//   name; a late entry inserted at its place, which C.04.2 allows);
// - a Swiss's forbidden pairs and Baku's virtual points (acceleration "baku") are the
//   director's (OtbTournament);
// - a board's result gives both players' outcomes ("+-" a forfeit win and loss, "--" two
//   forfeit losses, "bye" the pairing-allocated bye, "" a game still being played);
// - a bye asked for a round already paired is that round's entry (H, Z or F), one for a round
//   to come a RequestedBye; the rounds before a late entry's first are zero-point absences
//   (Z), and so are the paired rounds a withdrawn Swiss player was left out of; a withdrawn
//   Swiss player is absent (Z, asked for) from every round to come, so the exported file pairs
//   as the server does.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "pairing/dutch_criteria.h"
#include "pairing/tiebreaks.h"
#include "pairing/tournament.h"
#include "server/otb/otb_store.h"

namespace manqala::otb {

// The results a director enters (White's score first), and "bye", which only the pairing gives.
bool is_entered_result(const std::string& result);
struct Outcomes {
  pairing::RoundResult white = pairing::RoundResult::none, black = pairing::RoundResult::none;
};
// "" gives none and none; nullopt for a text that is no result.
std::optional<Outcomes> outcomes_of(const std::string& result);
// The board's result from its two outcomes (a TRF's), "" when they make none.
std::string result_of(pairing::RoundResult white, pairing::RoundResult black);
// The board's result of a game's ending as records write it ("over S resigned": "1-0", "over
// draw agreed": "1/2"), "" for "ongoing" or anything else.
std::string result_of_ending(const std::string& ending);

bool is_round_robin(const OtbTournament& t);
// The colour of the first player of the initial ranking in round 1: the director's, or drawn
// by lot from the seed stored at creation (the same draw however often it is looked at).
pairing::Colour initial_colour_of(const OtbTournament& t);
std::vector<pairing::TieBreak> tiebreaks_of(const OtbTournament& t);
pairing::StandingsOptions standings_options_of(const OtbTournament& t);

pairing::Tournament model_of(const OtbData& d);

// The starting number of the last player of Baku's first group (C.04.5.1): the one at place
// 2 * ceil(n / 4) of the n players there from round 1, by starting number; a late entry re-sorted
// above him is in the group too, as the method says. 0: no players.
int baku_last(const OtbData& d);

// The initial ranking (the players' ids, first first): rating, highest first, then name, then
// entry. The starting numbers follow it until round 1 is paired; after that only a re-sort asked
// for makes them follow it again (numbered_by_ranking: whether they do).
std::vector<int> ranking(std::vector<OtbPlayer> players);
bool numbered_by_ranking(const OtbData& d);

// The players (ids) a pairing of `round` must hold exactly once: not withdrawn, not absent
// by a bye asked for, already entered.
std::vector<int> pairable(const OtbData& d, int round);

// The next round's boards (player ids), board order as the system gives it, the
// pairing-allocated bye last with its result "bye". `planned` receives the planned rounds (a
// round robin's from its players). Throws pairing::NoPairing when none keeps the absolute
// criteria, pairing::PairingTooSlow past `deadline`.
std::vector<OtbBoard> pair_next(const OtbData& d, int& planned, pairing::Deadline deadline = {});

// "3", "2.5" (points are tenths).
std::string points_text(pairing::Points p);

}  // namespace manqala::otb
