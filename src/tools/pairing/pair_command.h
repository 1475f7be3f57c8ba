// `manqala pair FILE.trf [--check]` (docs/tournaments.md): the next round of a tournament report
// file by the FIDE Dutch system, printed as the FIDE-endorsed pairing engines print it, or the
// check of a round already paired.
#pragma once

#include <CLI/CLI.hpp>
#include <ostream>
#include <string>

namespace manqala {

struct PairCommand {
  std::string file;     // "-": standard input
  bool check = false;   // check the round rather than pair it
  int round = 0;        // 0: the next round (pairing), the last paired one (checking)
  int rounds = 0;       // the tournament's number of rounds when the file does not say it
  bool baku = false;    // Baku acceleration (C.04.5.1) when the file gives no virtual points
  int baku_last = 0;    // the last player of Baku's first group (0: 2 * ceil(players / 4); implies baku)
};

CLI::App* add_pair_command(CLI::App& app, PairCommand& cmd);

// 0: paired, or the check found nothing wrong; 1: no pairing keeps the absolute criteria, or
// the check found breaches; 2: a bad file or request (the message names the line and field).
int run_pair(const PairCommand& cmd, std::istream& in, std::ostream& out, std::ostream& err);

}  // namespace manqala
