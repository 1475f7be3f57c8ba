#include "tablebase/table_file.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <utility>

#define XXH_INLINE_ALL  // header only: nothing to link, in the library either
#include <xxhash.h>

namespace manqala::tablebase {
namespace {

// The header as it lies on disk, little-endian (docs/tablebases.md, "File format").
struct Header {
  char magic[8];
  uint32_t version;
  uint32_t header_bytes;
  char game[32];
  char options[128];
  uint32_t index_scheme;
  uint32_t value_kind;
  int32_t mover_seeds;
  int32_t opponent_seeds;
  uint64_t entries;
  uint64_t data_checksum;    // XXH64 of the entries, seed 0
  uint64_t header_checksum;  // XXH64 of the bytes before this field
  char reserved[kHeaderBytes - 216];
};
static_assert(sizeof(Header) == kHeaderBytes);
static_assert(offsetof(Header, header_checksum) == 208);

void copy_field(char* field, size_t size, const std::string& text, const std::string& what) {
  if (text.size() >= size) throw TableError(what + " '" + text + "' is too long for the table header");
  std::memset(field, 0, size);
  std::memcpy(field, text.data(), text.size());
}

std::string field_text(const char* field, size_t size) { return std::string(field, strnlen(field, size)); }

Header make_header(const TableId& id, const uint8_t* data) {
  Header h{};
  std::memcpy(h.magic, kMagic, sizeof kMagic);
  h.version = kFormatVersion;
  h.header_bytes = kHeaderBytes;
  copy_field(h.game, sizeof h.game, id.game, "game");
  copy_field(h.options, sizeof h.options, id.options, "options");
  h.index_scheme = kIndexLexicographic14;
  h.value_kind = static_cast<uint32_t>(id.kind);
  h.mover_seeds = id.mover_seeds;
  h.opponent_seeds = id.opponent_seeds;
  h.entries = id.entries;
  h.data_checksum = XXH64(data, id.entries, 0);
  h.header_checksum = XXH64(&h, offsetof(Header, header_checksum), 0);
  return h;
}

TableId id_of(const Header& h) {
  TableId id;
  id.game = field_text(h.game, sizeof h.game);
  id.options = field_text(h.options, sizeof h.options);
  id.mover_seeds = h.mover_seeds;
  id.opponent_seeds = h.opponent_seeds;
  id.kind = static_cast<ValueKind>(h.value_kind);
  id.entries = h.entries;
  return id;
}

// The header's own checks: what it is, its version and its checksum.
void check_header(const std::string& path, const Header& h) {
  if (std::memcmp(h.magic, kMagic, sizeof kMagic) != 0)
    throw TableError(path + ": not a manqala endgame table (bad magic)");
  if (h.version != kFormatVersion)
    throw TableError(path + ": format version " + std::to_string(h.version) + ", this build reads version " +
                     std::to_string(kFormatVersion));
  if (h.header_bytes != kHeaderBytes || h.index_scheme != kIndexLexicographic14)
    throw TableError(path + ": unknown header size or index scheme");
  if (XXH64(&h, offsetof(Header, header_checksum), 0) != h.header_checksum)
    throw TableError(path + ": header damaged (checksum mismatch)");
}

Header read_header(const std::string& path, int fd) {
  Header h{};
  const ssize_t got = ::pread(fd, &h, sizeof h, 0);
  if (got < 0) throw TableError(path + ": " + std::strerror(errno));
  if (got != static_cast<ssize_t>(sizeof h))
    throw TableError(path + ": truncated (" + std::to_string(got) + " bytes, shorter than the header)");
  check_header(path, h);
  return h;
}

struct Fd {
  int fd;
  ~Fd() {
    if (fd >= 0) ::close(fd);
  }
};

Fd open_file(const std::string& path) {
  Fd f{::open(path.c_str(), O_RDONLY | O_CLOEXEC)};
  if (f.fd < 0) throw TableError(path + ": " + std::strerror(errno));
  return f;
}

}  // namespace

std::string TableId::describe() const {
  std::string s = game + " ";
  s += opponent_seeds < 0 ? std::to_string(mover_seeds) + " seeds"
                          : std::to_string(mover_seeds) + " against " + std::to_string(opponent_seeds) + " seeds";
  return s + " (" + options + ")";
}

void write_table(const std::string& path, const TableId& id, const uint8_t* data) {
  const Header h = make_header(id, data);
  const std::string temporary = path + ".part";
  {
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    if (!out) throw TableError(temporary + ": cannot write: " + std::strerror(errno));
    out.write(reinterpret_cast<const char*>(&h), sizeof h);
    out.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(id.entries));
    out.flush();
    if (!out) throw TableError(temporary + ": write failed: " + std::strerror(errno));
  }
  std::filesystem::rename(temporary, path);
}

TableId read_table_id(const std::string& path) {
  const Fd f = open_file(path);
  return id_of(read_header(path, f.fd));
}

MappedTable::MappedTable(const std::string& path, const TableId& expected) {
  const Fd f = open_file(path);
  const Header h = read_header(path, f.fd);
  const TableId found = id_of(h);
  if (found != expected)
    throw TableError(path + ": holds " + found.describe() + ", expected " + expected.describe());
  struct stat st{};
  if (::fstat(f.fd, &st) != 0) throw TableError(path + ": " + std::strerror(errno));
  const uint64_t want = kHeaderBytes + h.entries;
  if (static_cast<uint64_t>(st.st_size) != want)
    throw TableError(path + ": " + std::to_string(st.st_size) + " bytes, expected " + std::to_string(want) +
                     (static_cast<uint64_t>(st.st_size) < want ? " (truncated)" : ""));
  map_bytes_ = static_cast<size_t>(want);
  map_ = ::mmap(nullptr, map_bytes_, PROT_READ, MAP_SHARED, f.fd, 0);
  if (map_ == MAP_FAILED) {
    map_ = nullptr;
    throw TableError(path + ": cannot map: " + std::strerror(errno));
  }
  data_ = static_cast<const uint8_t*>(map_) + kHeaderBytes;
  entries_ = h.entries;
  if (XXH64(data_, entries_, 0) != h.data_checksum) {
    ::munmap(map_, map_bytes_);
    map_ = nullptr;
    throw TableError(path + ": entries damaged (checksum mismatch)");
  }
}

MappedTable::~MappedTable() {
  if (map_) ::munmap(map_, map_bytes_);
}

void MappedTable::swap(MappedTable& o) noexcept {
  std::swap(map_, o.map_);
  std::swap(map_bytes_, o.map_bytes_);
  std::swap(data_, o.data_);
  std::swap(entries_, o.entries_);
}

}  // namespace manqala::tablebase
