// The processes that build a level together (docs/tablebases.md, "Beyond one machine"). One
// process is a cluster of one; tools/tablebase's MPI program supplies the Open MPI one.
//
// The divided build (tablebase/divided_build.h) gives each rank a slice of every level; ranks
// ask each other for entries in all-to-all exchanges of byte parcels, and rank 0 gathers the
// slices of a finished level to write its files.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

namespace manqala::tablebase {

// Bytes for every rank, one after another in rank order: counts[r] of them for rank r.
struct Parcels {
  std::vector<uint8_t> bytes;
  std::vector<uint64_t> counts;
};

// One all-to-all exchange under way.
class Exchange {
 public:
  virtual ~Exchange() = default;
  // Lets the exchange move on while the caller works (MPI progresses only inside its calls).
  virtual void poll() {}
  // Waits for it: what every rank sent this one, in rank order.
  virtual Parcels finish() = 0;
};

class Cluster {
 public:
  virtual ~Cluster() = default;
  virtual int rank() const { return 0; }
  virtual int size() const { return 1; }
  // The sum, and the largest, over ranks.
  virtual uint64_t sum(uint64_t x) { return x; }
  virtual uint64_t max(uint64_t x) { return x; }

  // Sends counts[r] bytes to each rank r; every rank must call it, in the same order.
  virtual std::unique_ptr<Exchange> start_exchange(Parcels out) {
    struct Done : Exchange {
      Parcels p;
      Parcels finish() override { return std::move(p); }
    };
    auto d = std::make_unique<Done>();
    d->p = std::move(out);
    return d;
  }
  // Rank `from` sends `count` bytes to rank 0, which receives them into `out`.
  virtual void send_to_root(const uint8_t* /*data*/, uint64_t /*count*/) {}
  virtual void receive_from(int /*from*/, uint8_t* /*out*/, uint64_t /*count*/) {}

  // The slice of `entries` that rank r owns: [slice_begin(entries, r), slice_begin(entries, r + 1)).
  uint64_t slice_begin(uint64_t entries, int r) const {
    return static_cast<uint64_t>((static_cast<unsigned __int128>(entries) * static_cast<unsigned>(r)) /
                                 static_cast<unsigned>(size()));
  }
  // The rank whose slice holds entry i of `entries`.
  int owner(uint64_t entries, uint64_t i) const {
    int r = static_cast<int>((static_cast<unsigned __int128>(i) * static_cast<unsigned>(size())) / entries);
    while (r + 1 < size() && slice_begin(entries, r + 1) <= i) ++r;
    while (r > 0 && slice_begin(entries, r) > i) --r;
    return r;
  }
};

}  // namespace manqala::tablebase
