// A level's state between two rounds, kept on disk so that a level of hours can stop and go on
// (docs/tablebases.md, "Where this machine stops"): `<level>.round` beside the tables. It holds
// the round just finished, the level's bytes, the entries that round changed (their parents
// are still to be solved) and those entries' values before the change. A build that finds it
// goes on with the next round; the values are the unique fixed point whatever the order of the
// updates (tablebase/solver.h), so the files come out as an uninterrupted build's. Written
// through a .part file and renamed; removed once the level's files are written.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>
#include <vector>

#define XXH_INLINE_ALL  // header only: nothing to link
#include <xxhash.h>

#include "tablebase/replace_file.h"
#include "tablebase/solver.h"
#include "tablebase/table_file.h"

namespace manqala::tablebase {

class RoundFile {
 public:
  // `what` names the game, its options and the level: a file saved for others is refused.
  RoundFile(std::filesystem::path path, std::string what) : path_(std::move(path)), what_(std::move(what)) {}

  const std::filesystem::path& path() const { return path_; }

  void save(const RoundState& s) const {
    replace_file(path_, [&](std::ostream& out) {
      Writer w{out};
      std::vector<char> head(kMagic, kMagic + 8);
      append(head, static_cast<uint32_t>(what_.size()));
      head.insert(head.end(), what_.begin(), what_.end());
      append(head, s.entries), append(head, static_cast<uint32_t>(s.round)), append(head, s.changed);
      append(head, static_cast<uint8_t>(s.before != nullptr));
      w.put(head.data(), head.size());
      w.put(s.current, s.entries);
      std::vector<uint64_t> words;
      for (uint64_t at = 0; at < s.changed_bits->words(); at += kWordsAtOnce) {
        words.clear();
        for (uint64_t k = at; k < std::min(s.changed_bits->words(), at + kWordsAtOnce); ++k)
          words.push_back(s.changed_bits->peek(k));
        w.put(words.data(), words.size() * 8);
      }
      if (s.before) w.put(s.before, s.entries);
      const uint64_t check = XXH64_digest(w.hash.get());
      out.write(reinterpret_cast<const char*>(&check), 8);
    });
  }

  // Fills the state's arrays from the file; returns the round it was saved after, 0 when
  // there is no file. Throws TableError when it is damaged or was saved for other tables.
  int load(RoundState& s) const {
    std::ifstream in(path_, std::ios::binary);
    if (!in) return 0;
    Reader r{in, path_.string()};
    const std::vector<char> head = r.take(12);
    if (std::memcmp(head.data(), kMagic, 8) != 0) r.fail("not a level's round state");
    const auto n = field<uint32_t>(head, 8);
    if (n > 4096) r.fail("damaged");
    const std::vector<char> saved = r.take(n);
    const std::string what(saved.begin(), saved.end());
    if (what != what_) r.fail("saved for " + what + ", not " + what_);
    const std::vector<char> rest = r.take(21);
    const auto entries = field<uint64_t>(rest, 0), changed = field<uint64_t>(rest, 12);
    const auto round = field<uint32_t>(rest, 8);
    const bool has_before = field<uint8_t>(rest, 20) != 0;
    if (entries != s.entries || has_before != (s.before != nullptr) || round == 0) r.fail("damaged");
    r.get(s.current, s.entries);
    std::vector<uint64_t> words;
    for (uint64_t at = 0; at < s.changed_bits->words(); at += kWordsAtOnce) {
      words.resize(std::min(s.changed_bits->words(), at + kWordsAtOnce) - at);
      r.get(words.data(), words.size() * 8);
      for (size_t k = 0; k < words.size(); ++k) s.changed_bits->put(at + k, words[k]);
    }
    if (s.before) r.get(s.before, s.entries);
    const uint64_t computed = XXH64_digest(r.hash.get());
    uint64_t check = 0;
    in.read(reinterpret_cast<char*>(&check), 8);
    if (!in || check != computed) r.fail("damaged (checksum mismatch)");
    s.round = static_cast<int>(round), s.changed = changed;
    return s.round;
  }

  void remove() const { std::filesystem::remove(path_); }

 private:
  static constexpr char kMagic[8] = {'M', 'Q', 'R', 'O', 'U', 'N', 'D', '1'};
  static constexpr uint64_t kWordsAtOnce = uint64_t{1} << 17;

  template <class T>
  static void append(std::vector<char>& out, T value) {
    const char* p = reinterpret_cast<const char*>(&value);
    out.insert(out.end(), p, p + sizeof value);
  }
  template <class T>
  static T field(const std::vector<char>& in, size_t at) {
    T value;
    std::memcpy(&value, in.data() + at, sizeof value);
    return value;
  }
  // A checksum of everything written or read, kept as it goes.
  struct Hash {
    std::unique_ptr<XXH64_state_t, XXH_errorcode (*)(XXH64_state_t*)> hash{XXH64_createState(), XXH64_freeState};
    Hash() { XXH64_reset(hash.get(), 0); }
  };
  struct Writer : Hash {
    std::ostream& out;
    explicit Writer(std::ostream& o) : out(o) {}
    void put(const void* p, uint64_t n) {
      XXH64_update(hash.get(), p, n);
      out.write(static_cast<const char*>(p), static_cast<std::streamsize>(n));
    }
  };
  struct Reader : Hash {
    std::ifstream& in;
    std::string path;
    Reader(std::ifstream& i, std::string p) : in(i), path(std::move(p)) {}
    void get(void* p, uint64_t n) {
      in.read(static_cast<char*>(p), static_cast<std::streamsize>(n));
      if (!in) fail("damaged (truncated)");
      XXH64_update(hash.get(), p, n);
    }
    std::vector<char> take(size_t n) {
      std::vector<char> out(n);
      get(out.data(), n);
      return out;
    }
    [[noreturn]] void fail(const std::string& why) const {
      throw TableError(path + ": " + why + " (delete it to build the level from its start)");
    }
  };

  std::filesystem::path path_;
  std::string what_;
};

}  // namespace manqala::tablebase
