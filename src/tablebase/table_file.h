// One table on disk (docs/tablebases.md, "File format"): a 256-byte header saying what the
// table is, then one byte an entry in index order (tablebase/compositions.h). Tables are
// memory-mapped read-only; one that is damaged, truncated or built for other rules is refused
// with a message that names the file and what is wrong, never used.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

namespace manqala::tablebase {

constexpr char kMagic[8] = {'M', 'A', 'N', 'Q', 'A', 'L', 'T', 'B'};
constexpr uint32_t kFormatVersion = 1;
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
// while writing leaves either the whole table or none.
void write_table(const std::string& path, const TableId& id, const uint8_t* data);

// A table mapped read-only. Opening checks the header against `expected`, the size and both
// checksums; throws TableError naming the file and the fault.
class MappedTable {
 public:
  MappedTable() = default;
  MappedTable(const std::string& path, const TableId& expected);
  MappedTable(MappedTable&& o) noexcept { swap(o); }
  MappedTable& operator=(MappedTable&& o) noexcept {
    swap(o);
    return *this;
  }
  MappedTable(const MappedTable&) = delete;
  MappedTable& operator=(const MappedTable&) = delete;
  ~MappedTable();

  const uint8_t* data() const { return data_; }
  uint64_t entries() const { return entries_; }

 private:
  void swap(MappedTable& o) noexcept;
  void* map_ = nullptr;
  size_t map_bytes_ = 0;
  const uint8_t* data_ = nullptr;
  uint64_t entries_ = 0;
};

// Reads only the header of a table file (for `tb stats` on any file); throws TableError.
TableId read_table_id(const std::string& path);

}  // namespace manqala::tablebase
