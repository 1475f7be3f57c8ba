// manqala-tb: `manqala tb` over MPI (docs/tablebases.md, "Beyond one machine"). Each rank
// owns a slice of every level (tablebase/divided_build.h) and asks the others for the values
// it needs in all-to-all exchanges; rank 0 prints and writes the files, byte for byte those
// of the one-process build.
//   mpirun -np 4 manqala-tb tb build al-manqala --max-seeds 16 --out tablebases
#include <mpi.h>
#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <iostream>
#include <limits>
#include <memory>
#include <stdexcept>
#include <vector>

#include "tools/tablebase/tb_command.h"

namespace {

// An all-to-all exchange under way: MPI_Ialltoallv, the counts agreed first (MPI_Alltoall).
class MpiExchange : public manqala::tablebase::Exchange {
 public:
  MpiExchange(manqala::tablebase::Parcels out, int ranks) : out_(std::move(out)) {
    const auto n = static_cast<size_t>(ranks);
    send_counts_.resize(n), send_displs_.resize(n), recv_counts_.resize(n), recv_displs_.resize(n);
    for (size_t r = 0; r < n; ++r) send_counts_[r] = to_int(out_.counts[r]);
    MPI_Alltoall(send_counts_.data(), 1, MPI_INT, recv_counts_.data(), 1, MPI_INT, MPI_COMM_WORLD);
    uint64_t sent = 0, received = 0;
    for (size_t r = 0; r < n; ++r) {
      send_displs_[r] = to_int(sent), recv_displs_[r] = to_int(received);
      sent += out_.counts[r], received += static_cast<uint64_t>(recv_counts_[r]);
    }
    in_.bytes.resize(received);
    for (int c : recv_counts_) in_.counts.push_back(static_cast<uint64_t>(c));
    MPI_Ialltoallv(out_.bytes.data(), send_counts_.data(), send_displs_.data(), MPI_BYTE, in_.bytes.data(),
                   recv_counts_.data(), recv_displs_.data(), MPI_BYTE, MPI_COMM_WORLD, &request_);
  }
  void poll() override {
    if (finished_) return;
    int done = 0;
    MPI_Test(&request_, &done, MPI_STATUS_IGNORE);
    finished_ = done != 0;
  }
  manqala::tablebase::Parcels finish() override {
    if (!finished_) MPI_Wait(&request_, MPI_STATUS_IGNORE);
    finished_ = true;
    return std::move(in_);
  }

 private:
  // A chunk's parcels are a few megabytes; an int counts them.
  static int to_int(uint64_t n) {
    if (n > static_cast<uint64_t>(std::numeric_limits<int>::max())) throw std::length_error("a parcel over 2 GiB");
    return static_cast<int>(n);
  }
  manqala::tablebase::Parcels out_, in_;
  std::vector<int> send_counts_, send_displs_, recv_counts_, recv_displs_;
  MPI_Request request_ = MPI_REQUEST_NULL;
  bool finished_ = false;
};

class MpiCluster : public manqala::tablebase::Cluster {
 public:
  MpiCluster() {
    MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
    MPI_Comm_size(MPI_COMM_WORLD, &size_);
  }
  int rank() const override { return rank_; }
  int size() const override { return size_; }

  uint64_t sum(uint64_t x) override { return reduce(x, MPI_SUM); }
  uint64_t max(uint64_t x) override { return reduce(x, MPI_MAX); }

  std::unique_ptr<manqala::tablebase::Exchange> start_exchange(manqala::tablebase::Parcels out) override {
    return std::make_unique<MpiExchange>(std::move(out), size_);
  }
  void send_to_root(const uint8_t* data, uint64_t count) override {
    for (uint64_t at = 0; at < count; at += kMessage)
      MPI_Send(data + at, static_cast<int>(std::min(kMessage, count - at)), MPI_BYTE, 0, kTag, MPI_COMM_WORLD);
  }
  void receive_from(int from, uint8_t* out, uint64_t count) override {
    for (uint64_t at = 0; at < count; at += kMessage)
      MPI_Recv(out + at, static_cast<int>(std::min(kMessage, count - at)), MPI_BYTE, from, kTag, MPI_COMM_WORLD,
               MPI_STATUS_IGNORE);
  }

 private:
  static constexpr uint64_t kMessage = uint64_t{1} << 30;  // MPI counts are ints
  static constexpr int kTag = 31;
  static uint64_t reduce(uint64_t x, MPI_Op op) {
    unsigned long long in = x, out = 0;
    MPI_Allreduce(&in, &out, 1, MPI_UNSIGNED_LONG_LONG, op, MPI_COMM_WORLD);
    return out;
  }
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
