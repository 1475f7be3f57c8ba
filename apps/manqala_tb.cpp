// manqala-tb: `manqala tb` over MPI (docs/tablebases.md, "Beyond one machine"). Every rank
// holds the levels built so far, solves its slice of each sweep on its threads, and after the
// sweep all ranks exchange their slices (MPI_Allgatherv, in pieces under 2 GiB) and add up
// what changed (MPI_Allreduce). Rank 0 prints and writes the files, byte for byte those of
// the one-process build.
//   mpirun -np 4 manqala-tb tb build al-manqala --max-seeds 16 --out tablebases
#include <mpi.h>
#include <unistd.h>

#include <algorithm>
#include <iostream>

#include "tools/tablebase/tb_command.h"

namespace {

class MpiCluster : public manqala::tablebase::Cluster {
 public:
  MpiCluster() {
    MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
    MPI_Comm_size(MPI_COMM_WORLD, &size_);
  }
  int rank() const override { return rank_; }
  int size() const override { return size_; }

  void share(uint8_t* level, uint64_t entries) override {
    // MPI counts are ints: exchange the level in windows of at most kWindow entries, each
    // rank sending the part of its slice that falls in the window.
    constexpr uint64_t kWindow = uint64_t{1} << 30;
    std::vector<int> counts(static_cast<size_t>(size_)), displs(static_cast<size_t>(size_));
    for (uint64_t window = 0; window < entries; window += kWindow) {
      const uint64_t end = std::min(entries, window + kWindow);
      for (int r = 0; r < size_; ++r) {
        const uint64_t b = std::clamp(slice_begin(entries, r), window, end);
        const uint64_t e = std::clamp(slice_begin(entries, r + 1), window, end);
        counts[static_cast<size_t>(r)] = static_cast<int>(e - b);
        displs[static_cast<size_t>(r)] = static_cast<int>(b - window);
      }
      MPI_Allgatherv(MPI_IN_PLACE, 0, MPI_DATATYPE_NULL, level + window, counts.data(), displs.data(), MPI_BYTE,
                     MPI_COMM_WORLD);
    }
  }

  uint64_t sum(uint64_t x) override {
    unsigned long long in = x, out = 0;
    MPI_Allreduce(&in, &out, 1, MPI_UNSIGNED_LONG_LONG, MPI_SUM, MPI_COMM_WORLD);
    return out;
  }

 private:
  int rank_ = 0, size_ = 1;
};

}  // namespace

int main(int argc, char** argv) {
  MPI_Init(&argc, &argv);
  int status = 0;
  {
    MpiCluster cluster;
    CLI::App app{"manqala-tb: the endgame databases of manqala on an MPI cluster (docs/tablebases.md)"};
    app.require_subcommand(1);
    manqala::TbCommand cmd;
    manqala::add_tb_command(app, cmd);
    try {
      app.parse(argc, argv);
      cmd.tty = cluster.rank() == 0 && ::isatty(2);
      status = manqala::run_tb(cmd, std::cout, std::cerr, cluster);
    } catch (const CLI::ParseError& e) {
      status = cluster.rank() == 0 ? app.exit(e) : (e.get_exit_code() != 0 ? 2 : 0);
    }
  }
  MPI_Finalize();
  return status;
}
