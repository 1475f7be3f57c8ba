// `manqala tb build|probe|verify|stats|solve|compress` (docs/tablebases.md): the endgame databases from the
// command line. The MPI program `manqala-tb` (apps/manqala_tb.cpp) runs the same commands
// with its ranks as the cluster.
#pragma once

#include <CLI/CLI.hpp>
#include <ostream>
#include <string>
#include <vector>

#include "tablebase/cluster.h"

namespace manqala {

struct TbCommand {
  std::string action;  // build, probe, verify, stats, solve, compress
  std::string game;
  int max_seeds = -1;                // -1: build asks for it; the others find what is there
  std::string levels = "reachable";  // build: reachable or all
  bool divided = false;              // build: the cluster's divided build in one process
  int round_every = 600;             // build: seconds between saves of a level's state
  std::string dir = "tablebases";
  std::vector<std::string> options;  // rule options, name=value
  int threads = 0;                   // 0: every core
  std::string position;              // probe, solve
  int zstd_level = 9;                // compress
  int memory_mib = 1024;             // solve: the transposition table
  std::string save, resume;          // solve: where bounds are saved, and read from
  int save_every = 600;              // solve: seconds between saves
  bool tty = false;                  // a progress bar rather than lines
};

// Adds `tb` and its six subcommands to `app`, filling `cmd` when one of them runs.
CLI::App* add_tb_command(CLI::App& app, TbCommand& cmd);

// Runs it; 0 when done, 1 when verify found wrong entries or a probe a position outside the
// tables, 2 for a bad request. Messages for people go to `err`, results to `out`; only rank 0
// of a cluster prints.
int run_tb(const TbCommand& cmd, std::ostream& out, std::ostream& err, tablebase::Cluster& cluster);

}  // namespace manqala
