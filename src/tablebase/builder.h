// Building, verifying and summarising a game's tables, level after level (the commands
// `manqala tb build|verify|stats`, docs/tablebases.md). Generic over a game's endgame class
// (tablebase/endgame_of.h).
#pragma once

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "tablebase/cluster.h"
#include "tablebase/divided_build.h"
#include "tablebase/endgame_value.h"
#include "tablebase/layout.h"
#include "tablebase/level_bytes.h"
#include "tablebase/round_file.h"
#include "tablebase/solver.h"
#include "tablebase/table_file.h"

namespace manqala::tablebase {

struct LevelDone {
  int level = 0;
  uint64_t entries = 0;
  int sweeps = 0;       // 0 when the level's files were there already (a resumed build)
  double seconds = 0;
  // The divided build: bytes all ranks sent each other, and successors' values looked up.
  uint64_t bytes_sent = 0, lookups = 0;
  int resumed_round = 0;  // the round a saved state of the level was at (0: none)
};

struct BuildSettings {
  std::string dir;
  int max_level = 0;
  int threads = 1;
  // The levels to build, levels[l] for l = 0..max_level (empty: all). Left out: only levels
  // that a capture from a built level never reaches (Endgame::reachable_levels).
  std::vector<bool> levels;
  std::string levels_why;  // why the others are left out, for the folder's levels note
  // Build as a cluster does, each rank (or this one process) owning a slice of every level
  // (tablebase/divided_build.h); always so on a cluster of more than one.
  bool divided = false;
  // The one-process build saves a level's state at the end of a round when this many seconds
  // have passed since the level began or was last saved (tablebase/round_file.h; 0: every
  // round, negative: never), and goes on from such a state.
  double round_every = 600;
  // Levels of at least this many entries read the parents of a round's changes and the queued
  // entries' successors in the memory's order (tablebase/window_order.h); the tests set it low
  // to check that both orders write the same bytes.
  uint64_t windowed_from = kWindowedEntries;
  SweepReport on_sweep;                          // progress inside a level
  std::function<void(const LevelDone&)> on_level;
};

// Reads a whole level from its files into `out`; false when a file of it is missing. A file
// that is there but damaged or built for other rules throws TableError.
template <class Endgame>
bool read_level(const Endgame& endgame, const std::string& dir, int level, LevelBytes& out) {
  out.clear();
  out.reserve(level_entries(endgame, level));
  for (const TablePart& part : endgame.tables(level)) {
    const auto path = table_path(dir, endgame, part);
    if (!std::filesystem::exists(path)) return false;
    const MappedTable table(path.string(), table_id(endgame, part));
    const size_t from = out.size();
    out.resize(from + table.entries());
    table.copy_to(out.data() + from);
  }
  return true;
}

template <class Endgame>
void write_level(const Endgame& endgame, const std::string& dir, int level, const LevelBytes& data) {
  uint64_t offset = 0;
  for (const TablePart& part : endgame.tables(level)) {
    const auto path = table_path(dir, endgame, part);
    std::filesystem::create_directories(path.parent_path());
    write_table(path.string(), table_id(endgame, part), data.data() + offset);
    offset += part.entries;
  }
}

// The divided build: every rank holds its slice of each level, rank 0 writes the files.
template <class Endgame>
void build_tables_divided(const Endgame& endgame, const BuildSettings& settings, Cluster& cluster) {
  std::vector<OwnSlice> slices(static_cast<size_t>(settings.max_level) + 1);
  for (int level = 0; level <= settings.max_level; ++level) {
    if (!settings.levels.empty() && !settings.levels[static_cast<size_t>(level)]) continue;
    const auto start = std::chrono::steady_clock::now();
    OwnSlice& s = slices[static_cast<size_t>(level)];
    s.entries = level_entries(endgame, level);
    s.begin = cluster.slice_begin(s.entries, cluster.rank());
    s.end = cluster.slice_begin(s.entries, cluster.rank() + 1);
    LevelDone done{level, s.entries, 0, 0};
    // Every rank must take the same path: a level is read only when every rank has its files.
    bool found = read_own_slice(endgame, settings.dir, level, s);
    found = cluster.sum(found ? 1 : 0) == static_cast<uint64_t>(cluster.size());
    if (!found) {
      if (s.entries > 0) {
        DividedLevel<Endgame> solver(endgame, level, slices, cluster, settings.on_sweep);
        done.sweeps = solver.solve();
        done.bytes_sent = cluster.sum(solver.traffic().bytes_sent);
        done.lookups = cluster.sum(solver.traffic().lookups);
      }
      if constexpr (Endgame::kKind == ValueKind::PliesToEnd)
        if (cluster.sum(std::any_of(s.bytes.begin(), s.bytes.end(), beyond_plies) ? 1 : 0) > 0)
          throw TableError("level " + std::to_string(level) + " holds a game longer than " +
                           std::to_string(kMaxPlies) + " plies, more than a byte an entry can store");
      write_divided_level(endgame, settings.dir, level, s, cluster);
      if (cluster.rank() == 0) write_levels_note(endgame, settings.dir, settings.levels_why);
    }
    s.built = true;
    done.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (settings.on_level) settings.on_level(done);
  }
}

// Builds every level up to settings.max_level (those of settings.levels). Levels whose files
// are already there (a build that was interrupted) are read, not built again.
template <class Endgame>
void build_tables(const Endgame& endgame, const BuildSettings& settings, Cluster& cluster) {
  if (settings.divided || cluster.size() > 1) return build_tables_divided(endgame, settings, cluster);
  std::vector<LevelBytes> levels(static_cast<size_t>(settings.max_level) + 1);
  std::vector<const uint8_t*> lower;
  for (int level = 0; level <= settings.max_level; ++level) {
    if (!settings.levels.empty() && !settings.levels[static_cast<size_t>(level)]) {
      lower.push_back(nullptr);  // never read: no capture from a built level lands here
      continue;
    }
    const auto start = std::chrono::steady_clock::now();
    auto& data = levels[static_cast<size_t>(level)];
    LevelDone done{level, level_entries(endgame, level), 0, 0};
    if (!read_level(endgame, settings.dir, level, data)) {
      data.assign(done.entries, 0);
      const RoundFile rounds(options_folder(settings.dir, Endgame::Rules::kName, endgame.options_key()) /
                                 (std::to_string(level) + ".round"),
                             std::string(Endgame::Rules::kName) + " (" + endgame.options_key() + ") level " +
                                 std::to_string(level));
      auto saved = std::chrono::steady_clock::now();
      RoundKeeping keeping;
      keeping.resume = [&](RoundState& s) { return done.resumed_round = rounds.load(s); };
      keeping.keep = [&](const RoundState& s) {
        const auto now = std::chrono::steady_clock::now();
        if (settings.round_every < 0 || std::chrono::duration<double>(now - saved).count() < settings.round_every) return;
        std::filesystem::create_directories(rounds.path().parent_path());
        rounds.save(s);
        saved = std::chrono::steady_clock::now();
      };
      if (done.entries > 0)
        done.sweeps = solve_level(endgame, level, lower, data.data(), done.entries, settings.threads, settings.on_sweep,
                                  &keeping, settings.windowed_from);
      if constexpr (Endgame::kKind == ValueKind::PliesToEnd)
        if (std::any_of(data.begin(), data.end(), beyond_plies))
          throw TableError("level " + std::to_string(level) + " holds a game longer than " +
                           std::to_string(kMaxPlies) + " plies, more than a byte an entry can store");
      write_level(endgame, settings.dir, level, data);
      rounds.remove();
      write_levels_note(endgame, settings.dir, settings.levels_why);
    }
    lower.push_back(data.data());
    done.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (settings.on_level) settings.on_level(done);
  }
}

// Reads every level up to max_level, for verify and stats; throws TableError for a missing or
// bad file. A level no game under these options reaches may be missing: it is left empty.
template <class Endgame>
std::vector<LevelBytes> read_levels(const Endgame& endgame, const std::string& dir, int max_level) {
  const std::vector<bool> reachable = endgame.reachable_levels(max_level);
  std::vector<LevelBytes> levels(static_cast<size_t>(max_level) + 1);
  for (int level = 0; level <= max_level; ++level)
    if (!read_level(endgame, dir, level, levels[static_cast<size_t>(level)])) {
      levels[static_cast<size_t>(level)].clear();
      if (reachable[static_cast<size_t>(level)])
        throw TableError("level " + std::to_string(level) + " is missing under " +
                         options_folder(dir, Endgame::Rules::kName, endgame.options_key()).string() +
                         " (build it with manqala tb build)");
    }
  return levels;
}

struct LevelCompressed {
  int level = 0;
  uint64_t bytes_before = 0, bytes_after = 0;  // its files
  int rewritten = 0;                            // files whose format changed
};

// Rewrites every table up to max_level in format 2 (zstd at `zstd_level`), or back in format 1
// when zstd_level is 0 (tb compress). Each file is checked when read and replaced through a
// rename; files already in the wanted format are left as they are.
template <class Endgame>
std::vector<LevelCompressed> compress_tables(const Endgame& endgame, const std::string& dir, int max_level,
                                             int zstd_level, int threads,
                                             const std::function<void(const LevelCompressed&)>& on_level = {}) {
  const uint32_t wanted = zstd_level > 0 ? kFormatCompressed : kFormatPlain;
  std::vector<LevelCompressed> done;
  for (int level = 0; level <= max_level; ++level) {
    LevelCompressed c{level, 0, 0, 0};
    if (!level_files_exist(endgame, dir, level)) continue;  // a level no game reaches, not built
    for (const TablePart& part : endgame.tables(level)) {
      const std::string path = table_path(dir, endgame, part).string();
      c.bytes_before += std::filesystem::file_size(path);
      if (table_format(path) != wanted) {
        LevelBytes entries(part.entries);
        MappedTable(path, table_id(endgame, part)).copy_to(entries.data());
        write_table(path, table_id(endgame, part), entries.data(), zstd_level, threads);
        ++c.rewritten;
      }
      c.bytes_after += std::filesystem::file_size(path);
    }
    done.push_back(c);
    if (on_level) on_level(c);
  }
  return done;
}

struct LevelCheck {
  int level = 0;
  uint64_t entries = 0, wrong = 0, first_wrong = 0;
};

// Checks every entry of every level against its successors' values (tb verify).
template <class Endgame>
std::vector<LevelCheck> verify_tables(const Endgame& endgame, const std::string& dir, int max_level, int threads,
                                      const std::function<void(const LevelCheck&)>& on_level = {}) {
  const auto levels = read_levels(endgame, dir, max_level);
  std::vector<const uint8_t*> pointers;
  for (const auto& l : levels) pointers.push_back(l.data());
  std::vector<LevelCheck> checks;
  for (int level = 0; level <= max_level; ++level) {
    LevelCheck c{level, levels[static_cast<size_t>(level)].size(), 0, 0};
    if (c.entries == 0 && level_entries(endgame, level) > 0) continue;  // a level no game reaches, not built
    if (c.entries > 0) c.wrong = check_level(endgame, level, pointers, c.entries, threads, c.first_wrong);
    checks.push_back(c);
    if (on_level) on_level(c);
  }
  return checks;
}

}  // namespace manqala::tablebase
