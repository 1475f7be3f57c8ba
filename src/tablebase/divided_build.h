// The divided cluster build (docs/tablebases.md, "Beyond one machine"), Romein and Bal's
// scheme: each rank owns a slice of every level, the one being built too, and no rank holds a
// whole level. To solve its entries a rank asks the owners of their successors for their
// values, a chunk of entries at a time, in one all-to-all exchange of requests and one of
// answers; the next chunk's successors are worked out while a chunk's requests travel. When
// an entry changes, the owners of its parents are told (with the values the parent filter
// needs), and queue the parents that may change. Rounds go on until no rank changes anything.
// Rank 0 gathers each finished level slice by slice into its files: the bytes of the
// one-process build, since the values are the unique fixed point whatever the order of
// updates (tablebase/solver.h).
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "tablebase/cluster.h"
#include "tablebase/divided_view.h"
#include "tablebase/endgame_value.h"
#include "tablebase/layout.h"
#include "tablebase/level_bytes.h"
#include "tablebase/solver.h"
#include "tablebase/table_file.h"

namespace manqala::tablebase {

// This rank's slice of a level: entries [begin, end) of the level's `entries`.
struct OwnSlice {
  uint64_t entries = 0;
  uint64_t begin = 0, end = 0;
  LevelBytes bytes;
  bool built = false;
};

// What solving a level cost this rank in messages to the other ranks.
struct Traffic {
  uint64_t bytes_sent = 0;
  uint64_t lookups = 0;  // successors' values asked of any rank, this one included
};

template <class Endgame>
  requires ListsParents<Endgame>
class DividedLevel {
 public:
  // Entries solved in one exchange, and changed entries whose parents are told in one.
  static constexpr uint64_t kChunk = 1 << 13;

  DividedLevel(const Endgame& endgame, int level, std::vector<OwnSlice>& slices, Cluster& cluster,
               const SweepReport& report)
      : endgame_(endgame), level_(level), slices_(slices), cluster_(cluster), report_(report),
        mine_(slices[static_cast<size_t>(level)]), changed_(mine_.end - mine_.begin),
        queued_(mine_.end - mine_.begin) {}

  // Solves this rank's slice; returns the rounds (the last changed nothing on any rank).
  int solve() {
    if (mine_.entries >> kIndexBits)
      throw TableError("level " + std::to_string(level_) + " has more entries than the divided build's messages address");
    const uint64_t size = mine_.end - mine_.begin;
    mine_.bytes.assign(size, endgame_.initial(level_));
    before_.assign(size, 0);
    DividedView view(level_, mine_.bytes.data(), mine_.begin, before_.data(), &changed_);
    // Round 1: every entry, the level read as it starts (as the one-process solver's first pass).
    SweepProgress p{level_, 1, 0, size, 0, false};
    view.read_current_as(endgame_.initial(level_));
    uint64_t next = mine_.begin;
    p.changed = run_chunks(view, chunks_for(size), p, [&](std::vector<uint64_t>& entries) {
      for (; next < mine_.end && entries.size() < kChunk; ++next) entries.push_back(next);
    });
    view.read_current_as(-1);
    for (;;) {
      p.changed = cluster_.sum(p.changed);
      p.done = p.total, p.sweep_finished = true;
      if (report_) report_(p);
      if (p.changed == 0) return p.sweep;
      tell_parents();
      uint64_t queued = 0;
      for (uint64_t w = 0; w < queued_.words(); ++w) queued += static_cast<uint64_t>(__builtin_popcountll(queued_.peek(w)));
      p = SweepProgress{level_, p.sweep + 1, 0, queued, 0, false};
      uint64_t word = 0;
      p.changed = run_chunks(view, chunks_for(queued), p, [&](std::vector<uint64_t>& entries) {
        for (; word < queued_.words() && entries.size() < kChunk; ++word)
          for (uint64_t bits = queued_.take(word); bits; bits &= bits - 1)
            entries.push_back(mine_.begin + word * 64 + static_cast<uint64_t>(__builtin_ctzll(bits)));
      });
    }
  }

  const Traffic& traffic() const { return traffic_; }

 private:
  struct Chunk {
    std::vector<uint64_t> entries;  // this rank's, to solve
    std::vector<uint64_t> asked;    // their successors, in the order the endgame class asked
    std::vector<uint32_t> slot;     // asked[j] is request slot[j] of those sent
    std::unique_ptr<Exchange> requests;
  };

  // Every rank goes through as many chunks as the busiest, so that the exchanges pair up.
  uint64_t chunks_for(uint64_t entries) { return cluster_.max((entries + kChunk - 1) / kChunk); }

  template <class Fill>
  uint64_t run_chunks(DividedView& view, uint64_t chunks, SweepProgress& p, Fill fill) {
    Chunk a, b;
    Chunk *now = &a, *next = &b;
    uint64_t changed = 0;
    if (chunks == 0) return 0;
    fill(now->entries);
    ask(view, *now, nullptr);
    for (uint64_t k = 0; k < chunks; ++k) {
      if (k + 1 < chunks) {  // worked out while this chunk's requests travel
        next->entries.clear();
        fill(next->entries);
        ask(view, *next, now->requests.get());
      }
      changed += answer(view, *now);
      p.done += now->entries.size();
      if (report_) report_(p);
      std::swap(now, next);
    }
    return changed;
  }

  // Lists the successors of the chunk's entries and sends each owner its requests.
  void ask(DividedView& view, Chunk& c, Exchange* travelling) {
    c.asked.clear();
    view.ask(&c.asked);
    for (size_t k = 0; k < c.entries.size(); k += Endgame::kBatch) {
      const int n = static_cast<int>(std::min<size_t>(Endgame::kBatch, c.entries.size() - k));
      endgame_.solve_entries(level_, c.entries.data() + k, n, view);
      if (travelling && k % (64 * Endgame::kBatch) == 0) travelling->poll();
    }
    traffic_.lookups += c.asked.size();
    const auto ranks = static_cast<size_t>(cluster_.size());
    std::vector<uint32_t> owner(c.asked.size());
    Parcels out;
    out.counts.assign(ranks, 0);
    for (size_t j = 0; j < c.asked.size(); ++j) {
      const OwnSlice& s = slices_[static_cast<size_t>(key_level(c.asked[j]))];
      owner[j] = static_cast<uint32_t>(cluster_.owner(s.entries, key_index(c.asked[j])));
      out.counts[owner[j]] += sizeof(uint64_t);
    }
    std::vector<uint64_t> at(ranks, 0);  // requests before each rank's
    for (size_t r = 1; r < ranks; ++r) at[r] = at[r - 1] + out.counts[r - 1] / sizeof(uint64_t);
    out.bytes.resize(c.asked.size() * sizeof(uint64_t));
    c.slot.resize(c.asked.size());
    for (size_t j = 0; j < c.asked.size(); ++j) {
      c.slot[j] = static_cast<uint32_t>(at[owner[j]]++);
      std::memcpy(out.bytes.data() + c.slot[j] * sizeof(uint64_t), &c.asked[j], sizeof(uint64_t));
    }
    count_sent(out);
    c.requests = cluster_.start_exchange(std::move(out));
  }

  // Answers the other ranks' requests, receives the answers to this chunk's and solves it.
  uint64_t answer(DividedView& view, Chunk& c) {
    const Parcels asked_of_me = c.requests->finish();
    c.requests.reset();
    Parcels reply;
    reply.counts.resize(asked_of_me.counts.size());
    for (size_t r = 0; r < reply.counts.size(); ++r) reply.counts[r] = asked_of_me.counts[r] / sizeof(uint64_t);
    reply.bytes.resize(asked_of_me.bytes.size() / sizeof(uint64_t));
    for (size_t j = 0; j < reply.bytes.size(); ++j) {
      uint64_t key;
      std::memcpy(&key, asked_of_me.bytes.data() + j * sizeof(uint64_t), sizeof key);
      reply.bytes[j] = value_of(key);
    }
    count_sent(reply);
    const Parcels answers = cluster_.start_exchange(std::move(reply))->finish();
    std::vector<uint8_t> in_order(c.asked.size());
    for (size_t j = 0; j < c.asked.size(); ++j) in_order[j] = answers.bytes[c.slot[j]];
    view.answer(&c.asked, in_order.data());
    uint64_t changed = 0;
    for (size_t k = 0; k < c.entries.size(); k += Endgame::kBatch) {
      const int n = static_cast<int>(std::min<size_t>(Endgame::kBatch, c.entries.size() - k));
      changed += endgame_.solve_entries(level_, c.entries.data() + k, n, view);
    }
    return changed;
  }

  uint8_t value_of(uint64_t key) const {
    const OwnSlice& s = slices_[static_cast<size_t>(key_level(key))];
    const uint64_t i = key_index(key);
    if (!s.built && key_level(key) != level_) throw std::logic_error("a request for a level not built");
    if (i < s.begin || i >= s.end) throw std::logic_error("a request for an entry of another rank");
    return s.bytes[i - s.begin];
  }

  // A parent message: its index, then (for the parent filter) how it reaches the changed
  // entry and that entry's value before and now.
  static constexpr int kIndexBits = 40;
  static uint64_t parent_message(uint64_t parent, uint8_t link, uint8_t before, uint8_t now) {
    return parent | uint64_t{link} << kIndexBits | uint64_t{before} << (kIndexBits + 1) |
           uint64_t{now} << (kIndexBits + 9);
  }

  // Tells the owners of the parents of every entry this rank changed in the last round; each
  // queues those that may change.
  void tell_parents() {
    constexpr bool kFiltered = FiltersParents<Endgame>;
    const auto ranks = static_cast<size_t>(cluster_.size());
    uint64_t changed = 0, word = 0;
    for (uint64_t w = 0; w < changed_.words(); ++w) changed += static_cast<uint64_t>(__builtin_popcountll(changed_.peek(w)));
    const uint64_t chunks = chunks_for(changed);
    std::vector<uint64_t> parents(Endgame::kMaxParents);
    std::vector<uint8_t> links(Endgame::kMaxParents);
    for (uint64_t k = 0; k < chunks; ++k) {
      std::vector<std::vector<uint64_t>> to(ranks);
      for (uint64_t taken = 0; word < changed_.words() && taken < kChunk; ++word)
        for (uint64_t bits = changed_.take(word); bits; bits &= bits - 1, ++taken) {
          const uint64_t local = word * 64 + static_cast<uint64_t>(__builtin_ctzll(bits));
          int n = 0;
          if constexpr (kFiltered) n = endgame_.parents(level_, mine_.begin + local, parents.data(), links.data());
          else n = endgame_.parents(level_, mine_.begin + local, parents.data());
          for (int q = 0; q < n; ++q) {
            const uint64_t parent = parents[static_cast<size_t>(q)];
            uint64_t message = parent;
            if constexpr (kFiltered)
              message = parent_message(parent, links[static_cast<size_t>(q)], before_[local], mine_.bytes[local]);
            to[static_cast<size_t>(cluster_.owner(mine_.entries, parent))].push_back(message);
          }
        }
      Parcels out;
      for (const auto& messages : to) {
        out.counts.push_back(messages.size() * sizeof(uint64_t));
        const size_t at = out.bytes.size();
        out.bytes.resize(at + messages.size() * sizeof(uint64_t));
        // An empty vector's data() may be null, which memcpy must never see.
        if (!messages.empty())
          std::memcpy(out.bytes.data() + at, messages.data(), messages.size() * sizeof(uint64_t));
      }
      count_sent(out);
      const Parcels in = cluster_.start_exchange(std::move(out))->finish();
      for (size_t j = 0; j < in.bytes.size() / sizeof(uint64_t); ++j) {
        uint64_t message;
        std::memcpy(&message, in.bytes.data() + j * sizeof(uint64_t), sizeof message);
        const uint64_t local = (kFiltered ? message & ((uint64_t{1} << kIndexBits) - 1) : message) - mine_.begin;
        if (queued_.test(local)) continue;
        if constexpr (kFiltered) {
          const auto field = [&](int shift, int bits) {
            return static_cast<uint8_t>(message >> (kIndexBits + shift) & ((1u << bits) - 1));
          };
          if (!endgame_.may_change(level_, field(0, 1), field(1, 8), field(9, 8), mine_.bytes[local])) continue;
        }
        queued_.set(local);
      }
    }
  }

  void count_sent(const Parcels& p) {
    for (size_t r = 0; r < p.counts.size(); ++r)
      if (static_cast<int>(r) != cluster_.rank()) traffic_.bytes_sent += p.counts[r];
  }

  const Endgame& endgame_;
  int level_;
  std::vector<OwnSlice>& slices_;
  Cluster& cluster_;
  const SweepReport& report_;
  OwnSlice& mine_;
  LevelBytes before_;
  EntryBits changed_, queued_;
  Traffic traffic_;
};

// Reads this rank's slice of a level from its files; false when a file is missing.
template <class Endgame>
bool read_own_slice(const Endgame& endgame, const std::string& dir, int level, OwnSlice& s) {
  if (!level_files_exist(endgame, dir, level)) return false;
  s.bytes.resize(s.end - s.begin);
  uint64_t part_begin = 0;
  for (const TablePart& part : endgame.tables(level)) {
    const uint64_t from = std::max(part_begin, s.begin), to = std::min(part_begin + part.entries, s.end);
    if (from < to)
      MappedTable(table_path(dir, endgame, part).string(), table_id(endgame, part))
          .copy_range(from - part_begin, to - from, s.bytes.data() + (from - s.begin));
    part_begin += part.entries;
  }
  return true;
}

// Rank 0 writes a level's files from every rank's slice, received in index order, a piece at a
// time: no rank holds the level whole.
template <class Endgame>
void write_divided_level(const Endgame& endgame, const std::string& dir, int level, const OwnSlice& s,
                         Cluster& cluster) {
  constexpr uint64_t kPiece = uint64_t{64} << 20;
  std::vector<uint8_t> piece(cluster.rank() == 0 ? std::min(kPiece, s.entries) : 0);
  uint64_t part_begin = 0;
  for (const TablePart& part : endgame.tables(level)) {
    std::unique_ptr<TableWriter> writer;
    if (cluster.rank() == 0) {
      const auto path = table_path(dir, endgame, part);
      std::filesystem::create_directories(path.parent_path());
      writer = std::make_unique<TableWriter>(path.string(), table_id(endgame, part));
    }
    for (int r = 0; r < cluster.size(); ++r) {
      const uint64_t from = std::max(part_begin, cluster.slice_begin(s.entries, r));
      const uint64_t to = std::min(part_begin + part.entries, cluster.slice_begin(s.entries, r + 1));
      for (uint64_t at = from; at < to; at += kPiece) {
        const uint64_t n = std::min(kPiece, to - at);
        if (r == cluster.rank()) {
          if (r == 0) writer->append(s.bytes.data() + (at - s.begin), n);
          else cluster.send_to_root(s.bytes.data() + (at - s.begin), n);
        } else if (cluster.rank() == 0) {
          cluster.receive_from(r, piece.data(), n);
          writer->append(piece.data(), n);
        }
      }
    }
    if (writer) writer->finish();
    part_begin += part.entries;
  }
}

}  // namespace manqala::tablebase
