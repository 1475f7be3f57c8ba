// The tables of over-the-board tournaments (domain "otb"): the tournament, its players (by a
// stable id; the pairing number is kept beside it), byes asked for in advance, the boards of
// each paired round, the hall's proposed results, and the log of every change.
#pragma once

#include "server/db/migrations.h"

namespace manqala::otb {

extern const DomainSchema kOtbSchema;

}  // namespace manqala::otb
