// The processes that build a level together (docs/tablebases.md, "Beyond one machine"). Each
// rank solves its slice of a level's entries in every sweep, then all ranks exchange their
// slices and add up what changed. One process is a cluster of one; tools/tablebase's MPI
// program supplies the Open MPI one.
#pragma once

#include <cstdint>

namespace manqala::tablebase {

class Cluster {
 public:
  virtual ~Cluster() = default;
  virtual int rank() const { return 0; }
  virtual int size() const { return 1; }
  // After a sweep: every rank receives the slices of `level` that the others solved.
  virtual void share(uint8_t* /*level*/, uint64_t /*entries*/) {}
  // The sum over ranks.
  virtual uint64_t sum(uint64_t x) { return x; }

  // The slice of `entries` that rank r solves.
  uint64_t slice_begin(uint64_t entries, int r) const {
    return static_cast<uint64_t>((static_cast<unsigned __int128>(entries) * static_cast<unsigned>(r)) /
                                 static_cast<unsigned>(size()));
  }
};

}  // namespace manqala::tablebase
