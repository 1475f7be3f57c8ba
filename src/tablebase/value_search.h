// Solving one position with more seeds than the tables hold by a depth-first search down to
// them (`manqala tb solve`, docs/tablebases.md "Results"), as Kalah's small variants were
// solved: alpha-beta over proven bounds, the tables' values at its leaves, a transposition
// table of bounds keyed by the board itself, so any seed count can be searched. It holds a
// path and a table of fixed size, never a list of every position the start leads to (which
// for 28 seeds outgrew this machine's memory).
//
// The value is the tables' own: a game that would go on forever shares the board.
// - Bounds, not guesses. A search returns bounds that hold for the true value: a board past
//   the depth limit is worth anything from nothing to all of it (or what the transposition
//   table has proven of it), a board in the tables is worth its entry. Each question "is the
//   value at least t?" is searched with a window around t, deeper and deeper, until its
//   bounds answer it; a binary search over t finds the value. A bound is true whatever depth
//   proved it, so the table keeps bounds without depths, and a file of them (save, load) is
//   as good tomorrow as today.
// - Endless play. A board that repeats one on the current path, nothing taken since (a
//   capture leaves the level, so a repeat lies on the same level), is scored as the shared
//   board. Why that is exact: for a threshold, one side must reach ends worth it and endless
//   play counts for the other. A proof for the side that must reach them ends in boards
//   worth it, never in a repeat; a proof for the other may end in repeats, and playing on
//   from each repeat as from its first occurrence is a strategy that keeps it there forever.
// - The graph-history interaction. A result that used a repeat of a board above the one
//   searched holds only on this path, so it is not stored; one whose repeats all lie at or
//   below the board searched is a proof from that board alone, and is.
// - Threads. solve_moves() gives each thread a first move to solve; they share the table
//   (a lock per stripe of buckets), each keeps its own path. A bound one thread proves is a
//   fact for all.
//
// For games whose tables count seeds and whose endgame class lists a board's children as
// boards (Al-manqala): see SolvesPositions.
#pragma once

#include <algorithm>
#include <atomic>
#include <bit>
#include <chrono>
#include <climits>
#include <cstdint>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#define XXH_INLINE_ALL  // header only: nothing to link
#include <xxhash.h>

#include "tablebase/compositions.h"
#include "tablebase/probe.h"
#include "tablebase/replace_file.h"

namespace manqala::tablebase {

// What listing a board's successors reads of the values: nothing (successors only locate them).
struct NoValues {
  uint8_t at(const Entry&) const { return 0; }
  void prefetch(int, uint64_t) const {}
};

template <class Endgame>
concept SolvesPositions = Endgame::kKind == ValueKind::HalfSeeds &&
                          requires(const Endgame& e, const uint8_t* pits, typename Endgame::Child* out,
                                   const typename Endgame::Rules::Position& p, uint8_t* board) {
                            { e.children(pits, 1, out) } -> std::same_as<int>;
                            e.mover_pits(p, board);
                          };

struct SearchProgress {
  uint64_t nodes = 0;     // boards above the tables searched (a transposition hit counts)
  uint64_t tb_reads = 0;  // values read from the tables
  uint64_t stored = 0;    // bounds in the transposition table
  int low = 0, high = 0;  // what is proven of the value being solved, in half seeds
  int question = 0;       // is it at least this many half seeds? (one search thread)
  int depth = 0;          // searched this many plies deep so far for it (one search thread)
  double seconds = 0;
};

// Thrown out of a search that stop() ended; every bound proven before it is kept.
struct SearchStopped {};

// A board as its side to move sees it, and its seeds.
struct Board {
  uint8_t pits[14] = {};
  int seeds = 0;
  uint64_t hash() const {
    uint64_t a, b;
    std::memcpy(&a, pits, 8);
    std::memcpy(&b, pits + 6, 8);
    uint64_t h = (a ^ 0x9E3779B97F4A7C15ull) * 0xBF58476D1CE4E5B9ull;
    h ^= (b + (h >> 31)) * 0x94D049BB133111EBull;
    return h ^ (h >> 29);
  }
  bool operator==(const Board& o) const { return std::memcmp(pits, o.pits, 14) == 0; }
};

template <class Endgame>
  requires SolvesPositions<Endgame>
class ValueSearch {
 public:
  using Position = typename Endgame::Rules::Position;

  // `table_bytes`: memory for the transposition table (rounded down to a power of two).
  ValueSearch(const EndgameTables<Endgame>& tables, uint64_t table_bytes)
      : tables_(tables), endgame_(tables.endgame()),
        buckets_wanted_(std::bit_floor(std::max<uint64_t>(table_bytes / sizeof(Bucket), 1))) {}

  // Called about every million boards searched, and after each depth (one search thread).
  void on_progress(std::function<void(const SearchProgress&)> report) { report_ = std::move(report); }
  SearchProgress progress() const {
    SearchProgress p = now_;
    p.nodes = nodes_.load(), p.tb_reads = tb_reads_.load(), p.stored = stored_.load(), p.seconds = elapsed();
    return p;
  }
  // Ends the searches under way soon (SearchStopped); safe from another thread.
  void stop() { stop_.store(true); }
  // Ends them once `nodes` boards have been searched in all (a budget).
  void stop_at_nodes(uint64_t nodes) { node_budget_ = nodes; }

  // The value of `p` with best play (searched when it lies above the tables).
  EndgameValue value(const Position& p) {
    Worker w(*this);
    return w.value(p);
  }
  // The value of the move from `p` to `child` for the side that plays it.
  EndgameValue after_move(const Position& p, const Position& child) {
    return *value_after_move(endgame_, p, child, [&](const Position& c) { return std::optional(value(c)); });
  }

  // Every move's value (the moves lead to children[0..n)), each solved by one of `threads`
  // threads; `monitor` is called on this thread about every second meanwhile (progress, saves,
  // a stop). Throws SearchStopped after stop().
  std::vector<EndgameValue> solve_moves(const Position& p, const Position* children, int n, int threads,
                                        const std::function<void()>& monitor) {
    start_clock();
    if (moves_.empty() || moves_.size() != static_cast<size_t>(n)) moves_ = std::vector<MoveBounds>(static_cast<size_t>(n));
    for (int i = 0; i < n; ++i) {  // what is proven of each move so far, for progress
      const Board c = board_of(children[i]);
      MoveBounds& m = moves_[static_cast<size_t>(i)];
      m.taken = 2 * (children[i].captured[index(p.to_move)] - p.captured[index(p.to_move)]);
      m.same_mover = children[i].to_move == p.to_move;
      m.seeds = c.seeds;
      const auto [low, high] = known(c);
      publish(m, low, high);
    }
    std::vector<EndgameValue> values(static_cast<size_t>(n));
    std::atomic<int> next{0}, running{0};
    std::exception_ptr failure;
    std::mutex failure_mutex;
    auto work = [&] {
      Worker w(*this);
      try {
        for (int i; (i = next.fetch_add(1)) < n;) {
          w.job = &moves_[static_cast<size_t>(i)];
          values[static_cast<size_t>(i)] = w.value(children[i]);
        }
      } catch (...) {
        std::lock_guard lock(failure_mutex);
        if (!failure) failure = std::current_exception();
        stop();
      }
      --running;
    };
    const int pool_size = std::max(1, std::min(threads, n));
    running = pool_size;
    std::vector<std::thread> pool;
    for (int t = 0; t < pool_size; ++t) pool.emplace_back(work);
    while (running.load() > 0) {
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
      if (monitor && elapsed() >= next_monitor_) {
        monitor();
        next_monitor_ = elapsed() + 1;
      }
    }
    for (auto& t : pool) t.join();
    if (failure) std::rethrow_exception(failure);
    return values;
  }
  // What is proven of the position solve_moves() works on, in half seeds for its mover: the
  // best of its moves' proven bounds; and of each move.
  std::pair<int, int> position_bounds() const {
    int low = 0, high = 0;
    for (const MoveBounds& m : moves_) low = std::max(low, m.low.load()), high = std::max(high, m.high.load());
    return {low, high};
  }
  std::pair<int, int> move_bounds(int i) const {
    return {moves_[static_cast<size_t>(i)].low.load(), moves_[static_cast<size_t>(i)].high.load()};
  }

  // Every bound the table holds, and the boards solve_moves() works on, as a file
  // (docs/tablebases.md, "Saved bounds"): written to PATH.part and renamed. `what` names the
  // game, its options and the tables; load() trusts a file only when it names the same.
  void save(const std::string& path, const std::string& what) {
    std::string body;
    const auto put = [&](const void* p, size_t n) { body.append(static_cast<const char*>(p), n); };
    const auto put_text = [&](const std::string& s) {
      const uint32_t n = static_cast<uint32_t>(s.size());
      put(&n, 4), put(s.data(), n);
    };
    body.append(kSavedMagic, 8);
    put_text(what);
    std::vector<Stored> all;
    for (size_t b = 0; b < buckets_.size(); ++b) {
      std::lock_guard lock(stripe(b));
      for (const Stored& s : buckets_[b].slot)
        if (s.used) all.push_back(s);
    }
    const uint64_t count = all.size();
    put(&count, 8);
    for (const Stored& s : all) put(s.pits, 14), put(&s.low, 2), put(&s.high, 2);
    const uint64_t check = XXH64(body.data(), body.size(), 0);
    put(&check, 8);
    replace_file(path, [&](std::ostream& out) { out.write(body.data(), static_cast<std::streamsize>(body.size())); });
  }
  // Reads a file that save() wrote; throws TableError naming what is wrong (not a saved
  // solve, damaged, or saved for other rules or other tables). Returns the bounds read.
  uint64_t load(const std::string& path, const std::string& what) {
    const std::string body = read_whole_file(path);
    if (body.size() < 28 || body.compare(0, 8, kSavedMagic, 8) != 0) throw TableError(path + ": not a saved tb solve");
    uint64_t check;
    std::memcpy(&check, body.data() + body.size() - 8, 8);
    if (XXH64(body.data(), body.size() - 8, 0) != check) throw TableError(path + ": damaged (checksum mismatch)");
    size_t at = 8;
    uint32_t n;
    std::memcpy(&n, body.data() + at, 4);
    at += 4;
    if (at + n + 8 > body.size()) throw TableError(path + ": damaged (truncated)");
    const std::string saved(body, at, n);
    at += n;
    if (saved != what) throw TableError(path + ": saved for " + saved + ", not " + what);
    uint64_t count;
    std::memcpy(&count, body.data() + at, 8);
    at += 8;
    if (count > (body.size() - at - 8) / 18) throw TableError(path + ": damaged (truncated)");
    allocate();
    for (uint64_t k = 0; k < count; ++k, at += 18) {
      Board b;
      std::memcpy(b.pits, body.data() + at, 14);
      uint16_t low, high;
      std::memcpy(&low, body.data() + at + 14, 2);
      std::memcpy(&high, body.data() + at + 16, 2);
      for (uint8_t v : b.pits) b.seeds += v;
      if (low > high || high > 2 * b.seeds) throw TableError(path + ": damaged (bounds out of range)");
      store(b, b.hash(), low, high, uint64_t{1} << 40);  // kept before what is searched anew
    }
    return count;
  }

 private:
  static constexpr char kSavedMagic[8] = {'M', 'Q', 'B', 'O', 'U', 'N', 'D', '1'};
  // What a search returns: bounds of the value, and the lowest ply of the path that a repeat
  // used for them went back to (kNoRepeat: none).
  static constexpr int kNoRepeat = INT_MAX;
  struct Bounds {
    int low, high;
    int repeat_ply;
  };
  // Proven bounds of a board's value, twice the seeds its mover ends up with.
  struct Stored {
    uint8_t pits[14];
    uint8_t used = 0;
    uint8_t work = 0;  // about log2 of the boards its search took: the cheapest is replaced
    uint16_t low = 0, high = 0;
  };
  struct alignas(64) Bucket {
    Stored slot[3];
  };
  // A first move solve_moves() works on: its proven bounds for the mover of the position.
  struct MoveBounds {
    int taken = 0, seeds = 0;
    bool same_mover = false;
    std::atomic<int> low{0}, high{0};
  };
  static constexpr size_t kStripes = 4096;

  // One search thread: its path and the question it is on.
  class Worker {
   public:
    explicit Worker(ValueSearch& s) : s_(s) {}
    MoveBounds* job = nullptr;  // solve_moves()'s move this worker solves, if any

    EndgameValue value(const Position& p) {
      s_.start_clock();
      const Board b = s_.board_of(p);
      const int twice = s_.tables_.has_level(b.seeds) ? s_.read(b) : solve(b);
      return EndgameValue::decode(Endgame::kKind, static_cast<uint8_t>(twice), b.seeds);
    }

   private:
    struct OnPath {
      uint64_t hash;
      Board board;
    };

    // The exact value of `b`, above the tables: twice the seeds the mover ends up with.
    int solve(const Board& b) {
      s_.allocate();
      auto [low, high] = s_.known(b);
      while (low < high) {
        const int t = (low + high + 1) / 2;  // is the value at least t?
        if (!job) s_.now_.question = t, s_.now_.low = low, s_.now_.high = high;  // one thread's
        Bounds r{low, high, kNoRepeat};
        for (int depth = 1; r.low < t && r.high >= t; ++depth) {
          if (!job) s_.now_.depth = depth;
          r = search(b, b.hash(), t - 1, t, 0, depth);
          if (job) s_.publish(*job, std::max(low, r.low), std::min(high, r.high));
          if (s_.report_ && !job) s_.report_(s_.progress());
        }
        low = std::max(low, r.low);
        high = std::min(high, r.high);
        if (job) s_.publish(*job, low, high);
      }
      if (!job) s_.now_.low = s_.now_.high = low;
      return low;
    }

    // Bounds of the value of board `b` at `ply` of the path, searched `depth` plies deep with
    // the window (alpha, beta): the search stops once they fall outside it.
    Bounds search(const Board& b, uint64_t hash, int alpha, int beta, int ply, int depth) {
      if (s_.tables_.has_level(b.seeds)) {
        const int v = s_.read(b);
        return {v, v, kNoRepeat};
      }
      // A repeat on the path, with nothing taken since: endless play, the board shared.
      for (int k = ply - 1; k >= 0 && path_[static_cast<size_t>(k)].board.seeds == b.seeds; --k)
        if (path_[static_cast<size_t>(k)].hash == hash && path_[static_cast<size_t>(k)].board == b)
          return {b.seeds, b.seeds, k};
      const uint64_t counted = ++s_.nodes_;
      if ((counted % (1 << 12) == 0 && s_.stop_.load()) || counted >= s_.node_budget_) {
        s_.stop();
        throw SearchStopped{};
      }
      if (counted % (1 << 20) == 0 && s_.report_ && !job) s_.report_(s_.progress());
      auto [known_low, known_high] = s_.known(b, hash);
      if (depth == 0 || known_low == known_high || known_low >= beta || known_high <= alpha)
        return {known_low, known_high, kNoRepeat};
      const uint64_t nodes_before = s_.nodes_.load();
      if (path_.size() <= static_cast<size_t>(ply)) path_.resize(static_cast<size_t>(ply) + 1);
      path_[static_cast<size_t>(ply)] = {hash, b};

      typename Endgame::Child kids[Endgame::Rules::kMaxMoves];
      const int count = s_.endgame_.children(b.pits, b.seeds, kids);
      Board child[Endgame::Rules::kMaxMoves];
      uint64_t child_hash[Endgame::Rules::kMaxMoves];
      // The moves in the order of what is known of them: exact in the tables, bounds stored
      // above them, else the shared board.
      struct Move {
        int index, guess;
      };
      Move order[Endgame::Rules::kMaxMoves];
      for (int i = 0; i < count; ++i) {
        std::memcpy(child[i].pits, kids[i].pits, 14);
        child[i].seeds = kids[i].level;
        child_hash[i] = child[i].hash();
        int guess = kids[i].level;
        if (s_.tables_.has_level(kids[i].level)) guess = s_.read(child[i]);
        else if (const auto [l, h] = s_.known(child[i], child_hash[i]); h - l < 2 * kids[i].level) guess = (l + h) / 2;
        order[i] = {i, mover_value(kids[i], guess)};
      }
      for (int i = 1; i < count; ++i)  // insertion sort: at most seven, nearly always fewer
        for (int k = i; k > 0 && order[k - 1].guess < order[k].guess; --k) std::swap(order[k - 1], order[k]);

      // No move: the opponent is starved and takes the board, so the value is 0 exactly.
      Bounds r{0, 0, kNoRepeat};
      for (int k = 0; k < count; ++k) {
        const int i = order[k].index;
        const int base = 2 * kids[i].taken, both = 2 * kids[i].level;
        const int a = std::max(alpha, r.low);
        Bounds m;  // the move's, for the mover
        if (kids[i].moves_again) {
          const Bounds c = search(child[i], child_hash[i], a - base, beta - base, ply + 1, depth - 1);
          m = {base + c.low, base + c.high, c.repeat_ply};
        } else {
          const Bounds c = search(child[i], child_hash[i], both - (beta - base), both - (a - base), ply + 1, depth - 1);
          m = {base + both - c.high, base + both - c.low, c.repeat_ply};
        }
        if (m.low >= beta) {  // proven on its own; the moves not searched leave the top open
          r = {m.low, 2 * b.seeds, m.repeat_ply};
          break;
        }
        r = {std::max(r.low, m.low), std::max(r.high, m.high), std::min(r.repeat_ply, m.repeat_ply)};
      }
      r.low = std::max(r.low, known_low);
      r.high = std::min(r.high, known_high);
      if (r.repeat_ply >= ply) s_.store(b, hash, r.low, r.high, s_.nodes_.load() - nodes_before);
      return r;
    }

    // The value of a move for the mover, the child's own value being `child`.
    static int mover_value(const typename Endgame::Child& c, int child) {
      return 2 * c.taken + (c.moves_again ? child : 2 * c.level - child);
    }

    ValueSearch& s_;
    std::vector<OnPath> path_;
  };

  Board board_of(const Position& p) const {
    Board b;
    endgame_.mover_pits(p, b.pits);
    for (uint8_t v : b.pits) b.seeds += v;
    return b;
  }
  uint8_t read(const Board& b) {
    ++tb_reads_;
    return tables_.at({b.seeds, compositions().rank(b.pits, b.seeds)});
  }

  void allocate() {
    std::call_once(allocated_, [&] {  // at the first search, not for a board in the tables
      buckets_.assign(buckets_wanted_, Bucket{});
      mask_ = buckets_wanted_ - 1;
      stripes_ = std::make_unique<std::mutex[]>(kStripes);
    });
  }
  size_t bucket_index(uint64_t hash) const { return static_cast<size_t>((hash >> 20) & mask_); }
  std::mutex& stripe(size_t bucket) const { return stripes_[bucket % kStripes]; }

  // What the table has proven of `b`: [0, all of it] when nothing.
  std::pair<int, int> known(const Board& b) { return known(b, b.hash()); }
  std::pair<int, int> known(const Board& b, uint64_t hash) {
    if (buckets_.empty()) return {0, 2 * b.seeds};
    const size_t i = bucket_index(hash);
    std::lock_guard lock(stripe(i));
    for (const Stored& s : buckets_[i].slot)
      if (s.used && std::memcmp(s.pits, b.pits, 14) == 0) return {s.low, s.high};
    return {0, 2 * b.seeds};
  }
  void store(const Board& b, uint64_t hash, int low, int high, uint64_t boards) {
    const uint8_t work = static_cast<uint8_t>(std::bit_width(boards));
    const size_t i = bucket_index(hash);
    std::lock_guard lock(stripe(i));
    Bucket& bucket = buckets_[i];
    Stored* victim = &bucket.slot[0];
    for (Stored& s : bucket.slot) {
      if (s.used && std::memcmp(s.pits, b.pits, 14) == 0) {  // both bounds hold: keep the tighter of each
        s.low = static_cast<uint16_t>(std::max<int>(s.low, low));
        s.high = static_cast<uint16_t>(std::min<int>(s.high, high));
        s.work = std::max(s.work, work);
        return;
      }
      if (!s.used || (victim->used && s.work < victim->work)) victim = &s;
    }
    stored_ += !victim->used;
    std::memcpy(victim->pits, b.pits, 14);
    victim->used = 1, victim->work = work;
    victim->low = static_cast<uint16_t>(low), victim->high = static_cast<uint16_t>(high);
  }

  // A move's bounds, turned into its mover's half seeds, from its child's own.
  void publish(MoveBounds& m, int low, int high) {
    const int both = 2 * m.seeds;
    m.low = m.taken + (m.same_mover ? low : both - high);
    m.high = m.taken + (m.same_mover ? high : both - low);
  }

  void start_clock() {
    std::call_once(started_, [&] { began_ = std::chrono::steady_clock::now(); });
  }
  double elapsed() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - began_).count();
  }

  static std::string read_whole_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw TableError(path + ": " + std::strerror(errno));
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  }

  const EndgameTables<Endgame>& tables_;
  const Endgame& endgame_;
  uint64_t buckets_wanted_;
  std::vector<Bucket> buckets_;
  uint64_t mask_ = 0;
  std::unique_ptr<std::mutex[]> stripes_;
  std::once_flag allocated_, started_;
  std::atomic<uint64_t> nodes_{0}, tb_reads_{0}, stored_{0};
  std::atomic<bool> stop_{false};
  uint64_t node_budget_ = UINT64_MAX;
  std::function<void(const SearchProgress&)> report_;
  SearchProgress now_;
  std::vector<MoveBounds> moves_;
  double next_monitor_ = 1;
  std::chrono::steady_clock::time_point began_{};
};

}  // namespace manqala::tablebase
