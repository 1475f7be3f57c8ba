// FIDE tournament report files (TRF): read into a Tournament, written back out.
//
// Read: TRF-2016 (FIDE's format: header lines ??2, player lines 001), JaVaFo's TRF(x)
// extensions (XXR rounds, XXC white1 / black1), bbpPairings' point values (BBW BBD BBL BBZ
// BBF BBU) and the TRF-2026 codes a pairing engine reads (142 rounds, 152 initial colour,
// 162 point system, 240 byes asked for, 250 virtual points, 260 forbidden pairs; 192 and the
// other ??2 codes are kept as header lines), JaVaFo's XXA (virtual points) and XXP (forbidden
// pairs of every round).
//
// Columns are counted in characters (UTF-8 code points, as JaVaFo and bbpPairings count
// them). A byte that is not part of UTF-8 is read as Latin-1, so every string of the result
// is UTF-8. A 001 line whose blank columns only line up when counted in bytes (a writer that
// padded UTF-8 names by bytes) is read in bytes.
//
// The result is canonical: every player has one entry for each round up to the last round
// anyone has an entry in (Entry{} where the file had a blank), trailing blanks of a line and
// blank lines are dropped, `withdrawn` is false (a TRF does not say it). Without XXC or 152
// the initial colour is the one the highest-ranked player paired in round 1 had (TRF-2026's
// rule for 152), white when nobody was.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>

#include "pairing/tournament.h"

namespace manqala::pairing {

// A file that cannot be read (or a tournament that cannot be written): the first problem
// found, with its line (1-based; 0: the file or the tournament as a whole) and its field
// ("rating", "round 3", "points", "number of rounds", ...). what() says both, e.g.
// line 7, rating (columns 49-52): "15x0" is not a number
struct TrfError : std::runtime_error {
  TrfError(int line, std::string field, const std::string& where, const std::string& detail);
  int line;
  std::string field;
};

// The largest file read_trf takes (a 9999-player, 999-round file is about 10 MB).
inline constexpr std::size_t kTrfMaxBytes = 16u << 20;

// Throws TrfError, and nothing else, on bad input.
Tournament read_trf(std::string_view text);

// Which codes carry the rounds, the initial colour and the point system.
enum class TrfFlavour {
  trf2016x,  // XXR, XXC white1|black1, BBW.. (JaVaFo, bbpPairings)
  trf2026,   // 142, 152 W|B, 162
};

// LF line ends. Header lines first, then the rounds / colour / point-system lines of the
// flavour, the players by starting number (points and rank filled in: the declared rank if
// the player has one, else the standings by points then starting number), the 240 lines of
// the byes asked for (in both flavours: bbpPairings reads them in any file), virtual points
// (XXA in trf2016x, 250 in trf2026), forbidden pairs (XXP for every round, 260 for some: both
// flavours), other_lines.
// Text fields are cut to their columns (line breaks in them become spaces). Throws TrfError
// (line 0) for what a TRF cannot hold: numbers that do not fit their columns, points below
// 0 or above 99.9, a point system the flavour cannot say (both tie forfeit wins and
// full-point byes to wins and half-point byes to draws; trf2026 also forfeit losses to
// zero-point byes), a requested bye that is not H, F or Z.
// read_trf(write_trf(t, f)) == t for a canonical t whose players' declared points are their
// scores and whose declared ranks are set (both come back as written when they are not).
std::string write_trf(const Tournament& t, TrfFlavour flavour);

}  // namespace manqala::pairing
