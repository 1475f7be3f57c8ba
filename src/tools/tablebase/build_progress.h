// What `tb build` shows while it works: on a terminal one line redrawn (level, percent,
// positions a second, time left), otherwise a plain line for each sweep and level.
#pragma once

#include <chrono>
#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "tablebase/builder.h"

namespace manqala {

class BuildProgress {
 public:
  // level_sizes[l]: the entries of level l. `out` null: silent (ranks other than 0).
  BuildProgress(std::vector<uint64_t> level_sizes, std::ostream* out, bool tty);
  void sweep(const tablebase::SweepProgress& p, int ranks);
  void level(const tablebase::LevelDone& d);
  // "built 1,961,256 positions in 12.3 s (159,452 positions/s), 58 sweeps".
  std::string summary() const;

 private:
  double elapsed() const;
  double seconds_left(int level, int sweep, uint64_t done_in_sweep, uint64_t slice) const;

  std::vector<uint64_t> sizes_;
  std::ostream* out_;
  bool tty_;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
  uint64_t entries_done_ = 0;  // entries solved once per sweep, all levels so far
  uint64_t built_ = 0, sweeps_ = 0;
  double reused_seconds_ = 0;
  double sweep_mark_ = 0;  // elapsed() when the last sweep or level finished
};

}  // namespace manqala
