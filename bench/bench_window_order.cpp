// Reading a level's entries at random, as the solver reads successors and parents: in the
// asked order, 16 at a time asked of the memory first (mode 0); through LevelView::gather,
// sorted by window with their places in the batch (mode 1, how Al-manqala reads the successors
// of 8,192 entries); or as indices sorted by window and read in that order (mode 2, how a round
// reads the parents it may queue). Arguments: the level's size in MiB, log2 of the reads a
// batch, the mode. Items: entries read, the sort included. The order pays only with many reads
// a window (tablebase/window_order.h): a 4 GB level has 1,024 windows.
#include <benchmark/benchmark.h>

#include <random>

#include "tablebase/level_view.h"
#include "tablebase/window_order.h"

namespace manqala {
namespace {

using tablebase::Entry;

void BM_LevelReads(benchmark::State& state) {
  const uint64_t entries = static_cast<uint64_t>(state.range(0)) << 20;
  const size_t batch = size_t{1} << state.range(1);
  const int64_t mode = state.range(2);
  tablebase::LevelBytes level(entries, 1);
  tablebase::LevelView view({nullptr}, 0, level.data());
  std::mt19937_64 rng(3);
  std::vector<Entry> wanted(batch);
  std::vector<uint64_t> indices(batch), sorted, counts;
  std::vector<uint8_t> values;
  uint64_t sum = 0;
  const auto read = [&] {
    if (mode == 1) {
      view.gather(wanted, values);
      sum += values[0];
    } else if (mode == 2) {
      tablebase::sort_by_window(indices, sorted, counts, (entries >> tablebase::kWindowBits) + 1,
                                [](uint64_t i) { return i >> tablebase::kWindowBits; });
      for (size_t k = 0; k < sorted.size(); ++k) {
        if (k + 16 < sorted.size()) view.prefetch(0, sorted[k + 16]);
        sum += view.at(0, sorted[k]);
      }
    } else {
      for (size_t k = 0; k < wanted.size(); k += 16) {
        for (size_t j = k; j < k + 16; ++j) view.prefetch(0, wanted[j].index);
        for (size_t j = k; j < k + 16; ++j) sum += view.at(wanted[j]);
      }
    }
  };
  read();  // the batch's buffers allocated once, outside the timing
  for (auto _ : state) {
    state.PauseTiming();
    for (size_t k = 0; k < batch; ++k) wanted[k] = {0, indices[k] = rng() % entries};
    state.ResumeTiming();
    read();
  }
  benchmark::DoNotOptimize(sum);
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * batch));
}
BENCHMARK(BM_LevelReads)->ArgsProduct({{256, 4096}, {16, 22}, {0, 1, 2}})->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace manqala
