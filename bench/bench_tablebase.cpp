// Probing the endgame tables: one entry of a random board, from plain (mapped) and from
// compressed (zstd blocks) files. Al-manqala tables up to 12 seeds are built once into a
// temporary directory (a few seconds) and removed at exit.
#include <benchmark/benchmark.h>
#include <unistd.h>

#include <filesystem>
#include <memory>
#include <random>

#include "games/game_list.h"
#include "tablebase/builder.h"
#include "tablebase/probe.h"

namespace manqala {
namespace {

constexpr int kLevels = 12;

struct BuiltTables {
  std::filesystem::path plain, compressed;
  BuiltTables() {
    const auto base = std::filesystem::temp_directory_path() / ("manqala-bench-tables-" + std::to_string(::getpid()));
    plain = base / "plain";
    compressed = base / "compressed";
    const AlManqalaEndgame endgame(AlManqalaOptions{});
    tablebase::BuildSettings s;
    s.dir = plain.string();
    s.max_level = kLevels;
    s.threads = 2;
    tablebase::Cluster one;
    tablebase::build_tables(endgame, s, one);
    std::filesystem::copy(plain, compressed, std::filesystem::copy_options::recursive);
    tablebase::compress_tables(endgame, compressed.string(), kLevels, 9, 2);
  }
  ~BuiltTables() { std::filesystem::remove_all(plain.parent_path()); }
};

const BuiltTables& built() {
  static const BuiltTables tables;
  return tables;
}

// Random boards of 1..kLevels seeds, South to move.
std::vector<AlManqala::Position> random_boards(const AlManqalaEndgame& endgame, int count) {
  std::mt19937_64 rng(5);
  std::vector<AlManqala::Position> boards;
  for (int k = 0; k < count; ++k) {
    const int level = 1 + static_cast<int>(rng() % kLevels);
    boards.push_back(endgame.position_at({level, rng() % tablebase::compositions().count(level)}));
  }
  return boards;
}

void probe_tables(benchmark::State& state, const std::filesystem::path& dir) {
  const AlManqalaEndgame endgame(AlManqalaOptions{});
  const tablebase::EndgameTables<AlManqalaEndgame> tables(endgame, dir.string());
  const auto boards = random_boards(endgame, 4096);
  size_t k = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(tables.probe(boards[k]));
    k = (k + 1) % boards.size();
  }
}

void BM_TableProbe_Plain(benchmark::State& state) { probe_tables(state, built().plain); }
BENCHMARK(BM_TableProbe_Plain);
void BM_TableProbe_Compressed(benchmark::State& state) { probe_tables(state, built().compressed); }
BENCHMARK(BM_TableProbe_Compressed)->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace manqala
