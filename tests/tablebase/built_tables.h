// Tables built for a test in a directory of its own, removed afterwards.
#pragma once

#include <gtest/gtest.h>
#include <unistd.h>

#include <atomic>
#include <filesystem>
#include <string>

#include "core/notation.h"
#include "sanitized.h"
#include "tablebase/builder.h"

namespace manqala_test {

class TablesDir {
 public:
  TablesDir() {
    static std::atomic<int> serial{0};
    path_ = (std::filesystem::temp_directory_path() /
             ("manqala-tables-" + std::to_string(::getpid()) + "-" + std::to_string(serial++)))
                .string();
    std::filesystem::create_directories(path_);
  }
  ~TablesDir() { std::filesystem::remove_all(path_); }
  TablesDir(const TablesDir&) = delete;
  TablesDir& operator=(const TablesDir&) = delete;
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

// Builds the tables of `endgame` up to `max_level` into `dir`; returns the sweeps of each level.
template <class Endgame>
std::vector<int> build(const Endgame& endgame, const std::string& dir, int max_level, int threads = 2) {
  manqala::tablebase::BuildSettings s;
  s.dir = dir;
  s.max_level = max_level;
  s.threads = threads;
  std::vector<int> sweeps;
  s.on_level = [&](const manqala::tablebase::LevelDone& d) { sweeps.push_back(d.sweeps); };
  manqala::tablebase::Cluster one;
  manqala::tablebase::build_tables(endgame, s, one);
  return sweeps;
}

// Every entry of level `level`, in index order.
template <class Endgame>
std::vector<uint8_t> level_bytes(const Endgame& endgame, const std::string& dir, int level) {
  manqala::tablebase::LevelBytes out;
  manqala::tablebase::read_level(endgame, dir, level, out);
  return {out.begin(), out.end()};
}

// Expects every level up to `top` under `dir` to hold the bytes of the same level under
// `reference`.
template <class Endgame>
void expect_same_tables(const Endgame& endgame, const std::string& dir, const std::string& reference, int top) {
  for (int level = 0; level <= top; ++level)
    EXPECT_EQ(level_bytes(endgame, dir, level), level_bytes(endgame, reference, level))
        << endgame.options_key() << " level " << level;
}

// Expects a build up to `top` with the settings `adjust` changes to write the bytes of the
// plain one-process build.
template <class Endgame, class Adjust>
void expect_build_is_the_same(const Endgame& endgame, int top, Adjust adjust) {
  TablesDir plain, other;
  build(endgame, plain.path(), top);
  manqala::tablebase::BuildSettings s;
  s.dir = other.path(), s.max_level = top, s.threads = 2;
  adjust(s);
  manqala::tablebase::Cluster one;
  manqala::tablebase::build_tables(endgame, s, one);
  expect_same_tables(endgame, other.path(), plain.path(), top);
}

// The position text of `p` (South to move) with the board turned half round and North to
// move: the same entry of the tables, seen from the other side. Rows come from the top down in
// the text, and counts[0] is row 1, so the turned text starts with row 1 read backwards.
template <class Rules>
std::string turned_text(const Rules& rules, const typename Rules::Position& p) {
  const manqala::PositionFields f = rules.to_fields(p);
  std::string text;
  for (size_t r = 0; r < f.counts.size(); ++r) {
    for (size_t c = f.counts[r].size(); c-- > 0;) text += std::to_string(f.counts[r][c]) + (c ? "," : "");
    text += r + 1 < f.counts.size() ? "/" : "";
  }
  return text + " N " + std::to_string(p.captured[1]) + " " + std::to_string(p.captured[0]);
}

}  // namespace manqala_test
