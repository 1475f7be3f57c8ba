#include "tablebase/table_file.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

#define XXH_INLINE_ALL  // header only: nothing to link, in the library either
#include <xxhash.h>

#include "tablebase/zstd_frames.h"

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
  uint64_t header_checksum;  // format 1: XXH64 of the bytes before this field; 2: of the header, this field zero
  uint32_t block_entries;    // format 2: entries a block (the last block may hold fewer)
  uint32_t unused;
  uint64_t index_checksum;   // format 2: XXH64 of the block offsets that follow the header
  char reserved[kHeaderBytes - 232];
};
static_assert(sizeof(Header) == kHeaderBytes);
static_assert(offsetof(Header, header_checksum) == 208);
static_assert(offsetof(Header, index_checksum) == 224);

uint64_t header_checksum(Header h) {
  if (h.version == kFormatPlain) return XXH64(&h, offsetof(Header, header_checksum), 0);
  h.header_checksum = 0;
  return XXH64(&h, sizeof h, 0);
}

void copy_field(char* field, size_t size, const std::string& text, const std::string& what) {
  if (text.size() >= size) throw TableError(what + " '" + text + "' is too long for the table header");
  std::memset(field, 0, size);
  std::memcpy(field, text.data(), text.size());
}

std::string field_text(const char* field, size_t size) { return std::string(field, strnlen(field, size)); }

Header make_header(const TableId& id, const uint8_t* data, uint32_t version) {
  Header h{};
  std::memcpy(h.magic, kMagic, sizeof kMagic);
  h.version = version;
  h.header_bytes = kHeaderBytes;
  copy_field(h.game, sizeof h.game, id.game, "game");
  copy_field(h.options, sizeof h.options, id.options, "options");
  h.index_scheme = kIndexLexicographic14;
  h.value_kind = static_cast<uint32_t>(id.kind);
  h.mover_seeds = id.mover_seeds;
  h.opponent_seeds = id.opponent_seeds;
  h.entries = id.entries;
  h.data_checksum = data ? XXH64(data, id.entries, 0) : 0;
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
  if (h.version != kFormatPlain && h.version != kFormatCompressed)
    throw TableError(path + ": format version " + std::to_string(h.version) + ", this build reads versions " +
                     std::to_string(kFormatPlain) + " and " + std::to_string(kFormatCompressed));
  if (h.header_bytes != kHeaderBytes || h.index_scheme != kIndexLexicographic14)
    throw TableError(path + ": unknown header size or index scheme");
  if (header_checksum(h) != h.header_checksum) throw TableError(path + ": header damaged (checksum mismatch)");
  if (h.version == kFormatCompressed && (h.block_entries == 0 || h.block_entries > (1u << 24)))
    throw TableError(path + ": block size " + std::to_string(h.block_entries) + " out of range");
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

namespace {

// The zstd frames of a table's blocks, compressed on `threads` threads.
std::vector<std::string> compress_blocks(const uint8_t* data, uint64_t entries, int level, int threads) {
  const uint64_t count = (entries + kBlockEntries - 1) / kBlockEntries;
  std::vector<std::string> blocks(count);
  std::atomic<uint64_t> next{0};
  auto work = [&] {
    ZstdFrames codec;
    for (uint64_t b; (b = next++) < count;) {
      const uint64_t from = b * kBlockEntries, size = std::min<uint64_t>(kBlockEntries, entries - from);
      blocks[b] = codec.compress(data + from, size, level);
    }
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < threads && count > 1; ++t) pool.emplace_back(work);
  work();
  for (auto& t : pool) t.join();
  for (const std::string& b : blocks)
    if (b.empty())
      throw TableError(ZstdFrames::available() ? "zstd could not compress a block" : "this build has no zstd: plain tables only");
  return blocks;
}

}  // namespace

void write_table(const std::string& path, const TableId& id, const uint8_t* data, int compress_level, int threads) {
  Header h = make_header(id, data, compress_level > 0 ? kFormatCompressed : kFormatPlain);
  std::vector<std::string> blocks;
  std::vector<uint64_t> offsets;  // of each block after the index, and the end
  if (compress_level > 0) {
    blocks = compress_blocks(data, id.entries, compress_level, threads);
    offsets.push_back(0);
    for (const std::string& b : blocks) offsets.push_back(offsets.back() + b.size());
    h.block_entries = kBlockEntries;
    h.index_checksum = XXH64(offsets.data(), offsets.size() * sizeof(uint64_t), 0);
  }
  h.header_checksum = header_checksum(h);
  const std::string temporary = path + ".part";
  {
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    if (!out) throw TableError(temporary + ": cannot write: " + std::strerror(errno));
    out.write(reinterpret_cast<const char*>(&h), sizeof h);
    if (compress_level > 0) {
      out.write(reinterpret_cast<const char*>(offsets.data()),
                static_cast<std::streamsize>(offsets.size() * sizeof(uint64_t)));
      for (const std::string& b : blocks) out.write(b.data(), static_cast<std::streamsize>(b.size()));
    } else {
      out.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(id.entries));
    }
    out.flush();
    if (!out) throw TableError(temporary + ": write failed: " + std::strerror(errno));
  }
  std::filesystem::rename(temporary, path);
}

struct TableWriter::State {
  std::string path, temporary;
  TableId id;
  std::ofstream out;
  XXH64_state_t hash;
  uint64_t written = 0;
};

TableWriter::TableWriter(const std::string& path, const TableId& id) : state_(std::make_unique<State>()) {
  State& s = *state_;
  s.path = path, s.temporary = path + ".part", s.id = id;
  s.out.open(s.temporary, std::ios::binary | std::ios::trunc);
  if (!s.out) throw TableError(s.temporary + ": cannot write: " + std::strerror(errno));
  const Header blank{};  // the real header once every entry is in
  s.out.write(reinterpret_cast<const char*>(&blank), sizeof blank);
  XXH64_reset(&s.hash, 0);
}

TableWriter::~TableWriter() = default;

void TableWriter::append(const uint8_t* entries, uint64_t count) {
  State& s = *state_;
  if (s.written + count > s.id.entries) throw TableError(s.temporary + ": more entries than the table holds");
  s.out.write(reinterpret_cast<const char*>(entries), static_cast<std::streamsize>(count));
  XXH64_update(&s.hash, entries, count);
  s.written += count;
}

void TableWriter::finish() {
  State& s = *state_;
  if (s.written != s.id.entries)
    throw TableError(s.temporary + ": " + std::to_string(s.written) + " entries of " + std::to_string(s.id.entries));
  Header h = make_header(s.id, nullptr, kFormatPlain);
  h.data_checksum = XXH64_digest(&s.hash);
  h.header_checksum = header_checksum(h);
  s.out.seekp(0);
  s.out.write(reinterpret_cast<const char*>(&h), sizeof h);
  s.out.flush();
  if (!s.out) throw TableError(s.temporary + ": write failed: " + std::strerror(errno));
  s.out.close();
  std::filesystem::rename(s.temporary, s.path);
}

TableId read_table_id(const std::string& path) {
  const Fd f = open_file(path);
  return id_of(read_header(path, f.fd));
}

// A compressed table's blocks, in the mapped file, and a few decompressed ones kept for probes.
class MappedTable::Blocks {
 public:
  Blocks(const uint8_t* frames, const uint64_t* offsets, uint64_t count, uint32_t block_entries, uint64_t entries)
      : frames_(frames), offsets_(offsets), count_(count), block_entries_(block_entries), entries_(entries) {}

  uint64_t count() const { return count_; }
  uint64_t first(uint64_t b) const { return b * block_entries_; }  // the block's first entry
  uint64_t size(uint64_t b) const { return std::min<uint64_t>(block_entries_, entries_ - b * block_entries_); }
  // Block b into out[0 .. size(b)); false when it does not decompress to that size.
  bool decompress(uint64_t b, uint8_t* out, ZstdFrames& codec) const {
    return codec.decompress(frames_ + offsets_[b], offsets_[b + 1] - offsets_[b], out, size(b));
  }
  uint8_t at(uint64_t i) const {
    const uint64_t b = i / block_entries_;
    std::lock_guard lock(mutex_);
    Slot& slot = slots_[b % kSlots];
    if (slot.block != b) {
      slot.bytes.resize(block_entries_);
      slot.block = ~uint64_t{0};
      if (!decompress(b, slot.bytes.data(), codec_)) throw TableError("an endgame table's block does not decompress");
      slot.block = b;
    }
    return slot.bytes[i - b * block_entries_];
  }

 private:
  // Probes of one search come in runs on few blocks; a few kept blocks catch most of them.
  static constexpr uint64_t kSlots = 8;
  struct Slot {
    uint64_t block = ~uint64_t{0};
    std::vector<uint8_t> bytes;
  };
  const uint8_t* frames_;
  const uint64_t* offsets_;
  uint64_t count_;
  uint32_t block_entries_;
  uint64_t entries_;
  mutable std::mutex mutex_;
  mutable Slot slots_[kSlots];
  mutable ZstdFrames codec_;
};

uint32_t table_format(const std::string& path) {
  const Fd f = open_file(path);
  return read_header(path, f.fd).version;
}

MappedTable::MappedTable(const std::string& path, const TableId& expected) {
  const Fd f = open_file(path);
  const Header h = read_header(path, f.fd);
  const TableId found = id_of(h);
  if (found != expected)
    throw TableError(path + ": holds " + found.describe() + ", expected " + expected.describe());
  struct stat st{};
  if (::fstat(f.fd, &st) != 0) throw TableError(path + ": " + std::strerror(errno));
  const uint64_t size = static_cast<uint64_t>(st.st_size);
  const bool compressed = h.version == kFormatCompressed;
  const uint64_t blocks = compressed ? (h.entries + h.block_entries - 1) / h.block_entries : 0;
  // The bytes the header promises: plain entries, or at least the block index.
  const uint64_t want = kHeaderBytes + (compressed ? (blocks + 1) * sizeof(uint64_t) : h.entries);
  if (compressed ? size < want : size != want)
    throw TableError(path + ": " + std::to_string(size) + " bytes, expected " + std::string(compressed ? "at least " : "") +
                     std::to_string(want) + (size < want ? " (truncated)" : ""));
  map_bytes_ = static_cast<size_t>(size);
  map_ = ::mmap(nullptr, map_bytes_, PROT_READ, MAP_SHARED, f.fd, 0);
  if (map_ == MAP_FAILED) {
    map_ = nullptr;
    throw TableError(path + ": cannot map: " + std::strerror(errno));
  }
  entries_ = h.entries;
  checksum_ = h.data_checksum;
  const uint8_t* after_header = static_cast<const uint8_t*>(map_) + kHeaderBytes;
  if (!compressed) {
    data_ = after_header;
    if (XXH64(data_, entries_, 0) != h.data_checksum) fail(path + ": entries damaged (checksum mismatch)");
    return;
  }
  const auto* offsets = reinterpret_cast<const uint64_t*>(after_header);
  if (XXH64(offsets, (blocks + 1) * sizeof(uint64_t), 0) != h.index_checksum)
    fail(path + ": block index damaged (checksum mismatch)");
  for (uint64_t b = 0; b < blocks; ++b)
    if (offsets[b + 1] < offsets[b]) fail(path + ": block index damaged (offsets out of order)");
  if (want + offsets[blocks] != size)
    fail(path + ": " + std::to_string(size) + " bytes, expected " + std::to_string(want + offsets[blocks]) +
         (size < want + offsets[blocks] ? " (truncated)" : ""));
  blocks_ = std::make_unique<Blocks>(after_header + (blocks + 1) * sizeof(uint64_t), offsets, blocks, h.block_entries,
                                     entries_);
  // Every block decompresses, and the entries are the ones written.
  XXH64_state_t* hash = XXH64_createState();
  XXH64_reset(hash, 0);
  if (!ZstdFrames::available()) fail(path + ": compressed (format 2), and this build reads plain tables only");
  ZstdFrames codec;
  std::vector<uint8_t> block(h.block_entries);
  uint64_t bad = blocks;
  for (uint64_t b = 0; b < blocks && bad == blocks; ++b) {
    if (!blocks_->decompress(b, block.data(), codec)) bad = b;
    else XXH64_update(hash, block.data(), blocks_->size(b));
  }
  const uint64_t digest = XXH64_digest(hash);
  XXH64_freeState(hash);
  if (bad < blocks) fail(path + ": entries damaged (block " + std::to_string(bad) + " does not decompress)");
  if (digest != h.data_checksum) fail(path + ": entries damaged (checksum mismatch)");
}

void MappedTable::fail(const std::string& why) {
  blocks_.reset();
  if (map_) ::munmap(map_, map_bytes_);
  map_ = nullptr;
  data_ = nullptr;
  throw TableError(why);
}

uint8_t MappedTable::block_entry(uint64_t i) const { return blocks_->at(i); }

void MappedTable::copy_to(uint8_t* out) const {
  if (data_) {
    std::memcpy(out, data_, entries_);
    return;
  }
  if (!blocks_) return;
  ZstdFrames codec;
  bool ok = true;
  for (uint64_t b = 0; b < blocks_->count() && ok; ++b) ok = blocks_->decompress(b, out + blocks_->first(b), codec);
  if (!ok) throw TableError("an endgame table's block does not decompress");
}

MappedTable::MappedTable(MappedTable&& o) noexcept { swap(o); }

MappedTable& MappedTable::operator=(MappedTable&& o) noexcept {
  swap(o);
  return *this;
}

MappedTable::~MappedTable() {
  blocks_.reset();
  if (map_) ::munmap(map_, map_bytes_);
}

void MappedTable::swap(MappedTable& o) noexcept {
  std::swap(map_, o.map_);
  std::swap(map_bytes_, o.map_bytes_);
  std::swap(data_, o.data_);
  std::swap(entries_, o.entries_);
  std::swap(checksum_, o.checksum_);
  std::swap(blocks_, o.blocks_);
}

}  // namespace manqala::tablebase
