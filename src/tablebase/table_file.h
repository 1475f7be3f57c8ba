// One table on disk (docs/tablebases.md, "File format"): a 256-byte header saying what the
// table is, then the entries in index order (tablebase/compositions.h), one byte each:
// plain (format 1, memory-mapped read-only) or in zstd blocks (format 2, a fraction of the
// size; a block is decompressed when read, and kept in a small cache). A table that is
// damaged, truncated or built for other rules is refused with a message that names the file
// and what is wrong, never used.
#pragma once

#include <cstdint>
#include <cstring>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>

namespace manqala::tablebase {

constexpr char kMagic[8] = {'M', 'A', 'N', 'Q', 'A', 'L', 'T', 'B'};
constexpr uint32_t kFormatPlain = 1;       // one byte an entry
constexpr uint32_t kFormatCompressed = 2;  // blocks of kBlockEntries entries, each zstd-compressed
constexpr uint32_t kBlockEntries = 1 << 16;
constexpr uint32_t kHeaderBytes = 256;
constexpr uint32_t kIndexLexicographic14 = 1;  // compositions of 14 pits, mover's pits first

// What an entry's byte means (the game's endgame class says it in words).
enum class ValueKind : uint32_t {
  HalfSeeds = 1,     // twice the seeds of the board the side to move ends up with
  PliesToEnd = 2,    // 0 draw; otherwise 1 + plies to the end: odd plies won, even lost
};

// Which table: the game, its canonical rule options, the seeds on each side.
struct TableId {
  std::string game;
  std::string options;     // the option words that change values, canonical order
  int mover_seeds = 0;     // Al-manqala: the board total n
  int opponent_seeds = -1; // Hawalis: the other side's seeds; -1 when the table is by total
  ValueKind kind = ValueKind::HalfSeeds;
  uint64_t entries = 0;
  bool operator==(const TableId&) const = default;
  std::string describe() const;  // "al-manqala 12 seeds (capture=2,4 ...)"
};

struct TableError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Writes the table to `path` through a temporary file and a rename, so a build interrupted
// while writing leaves either the whole table or none. `compress_level` > 0: format 2, the
// blocks compressed by zstd at that level on `threads` threads.
void write_table(const std::string& path, const TableId& id, const uint8_t* data, int compress_level = 0,
                 int threads = 1);

// Writes a plain table (format 1) whose entries arrive in pieces, in index order (the divided
// cluster build: rank 0 receives each rank's slice in turn). Through a temporary file and a
// rename like write_table; a writer destroyed before finish() leaves only the temporary file.
class TableWriter {
 public:
  TableWriter(const std::string& path, const TableId& id);
  ~TableWriter();
  TableWriter(const TableWriter&) = delete;
  TableWriter& operator=(const TableWriter&) = delete;
  void append(const uint8_t* entries, uint64_t count);
  // Checks that every entry came, writes the header and renames the file into place.
  void finish();

 private:
  struct State;
  std::unique_ptr<State> state_;
};

// A table mapped read-only. Opening checks the header against `expected`, the size and both
// checksums; throws TableError naming the file and the fault.
// A compressed one is decompressed whole once when opened, to check it.
class MappedTable {
 public:
  MappedTable() = default;
  MappedTable(const std::string& path, const TableId& expected);
  MappedTable(MappedTable&& o) noexcept;
  MappedTable& operator=(MappedTable&& o) noexcept;
  MappedTable(const MappedTable&) = delete;
  MappedTable& operator=(const MappedTable&) = delete;
  ~MappedTable();

  uint64_t entries() const { return entries_; }
  uint64_t checksum() const { return checksum_; }  // XXH64 of the entries, from the checked header
  bool compressed() const { return blocks_ != nullptr; }
  // Entry i; any number of threads.
  uint8_t at(uint64_t i) const { return data_ ? data_[i] : block_entry(i); }
  // Every entry, into out[0 .. entries()).
  void copy_to(uint8_t* out) const;
  // Entries [from, from + count), into out[0 .. count).
  void copy_range(uint64_t from, uint64_t count, uint8_t* out) const {
    if (data_) std::memcpy(out, data_ + from, count);
    else for (uint64_t k = 0; k < count; ++k) out[k] = block_entry(from + k);
  }

 private:
  class Blocks;  // a compressed table's blocks and the cache of decompressed ones
  uint8_t block_entry(uint64_t i) const;
  [[noreturn]] void fail(const std::string& why);  // unmaps, then throws TableError
  void swap(MappedTable& o) noexcept;
  void* map_ = nullptr;
  size_t map_bytes_ = 0;
  const uint8_t* data_ = nullptr;  // format 1: the entries
  uint64_t entries_ = 0;
  uint64_t checksum_ = 0;
  std::unique_ptr<Blocks> blocks_;  // format 2
};

// The format of a table file, from its header (kFormatPlain or kFormatCompressed).
uint32_t table_format(const std::string& path);

// Reads only the header of a table file (for `tb stats` on any file); throws TableError.
TableId read_table_id(const std::string& path);

}  // namespace manqala::tablebase
