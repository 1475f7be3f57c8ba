// Brute-force endgame solvers; see brute_force.h. Every position of a seed level is listed, its
// moves are asked of reference::Game through a RULES.md position text, and the explicit move
// graph of the level is solved. Moves that capture leave the level for a lower one, solved before.
#include "brute_force.h"

#include <algorithm>
#include <limits>
#include <numeric>
#include <sstream>
#include <stdexcept>
#include <utility>

#include "reference.h"

namespace manqala::brute_force {

namespace {

constexpr int kNoScoreWin = 100000;  // win-at the reference never reaches: games go on to the end
constexpr int kAlManqalaTotal = 98;  // 14 pits x 7 seeds, the reference's default
constexpr int kHawalisTotal = 56;    // 28 pits x 2 seeds
// Loops are ranked with 64-bit counts and pits are uint8_t; far beyond anything solvable here.
constexpr int kMaxSeeds = 40;

int total(const Loop& x) { return std::accumulate(x.begin(), x.end(), 0); }
int row_sum(const Loop& x, int first) { return std::accumulate(x.begin() + first, x.begin() + first + 7, 0); }

// The same board seen from the other side: its row first (the shared Al-manqala loop turned by 7).
Loop turned(const Loop& x) {
  Loop y{};
  for (int i = 0; i < 14; ++i) y[i] = x[(i + 7) % 14];
  return y;
}

// Ways to put s seeds into k pits: C(s + k - 1, k - 1).
uint64_t compositions(int s, int k) {
  if (s < 0) return 0;
  if (k == 0) return s == 0 ? 1 : 0;
  uint64_t c = 1;
  for (int i = 1; i < k; ++i) c = c * uint64_t(s + i) / uint64_t(i);  // exact: C(s+i, i) at step i
  return c;
}

// Rank of a loop among the loops with the same total, in lexicographic order (pit 0 most
// significant): the order in which for_each_loop lists them.
size_t rank(const Loop& x) {
  int rem = total(x);
  size_t r = 0;
  for (int i = 0; i < 13; ++i) {
    for (int v = 0; v < x[i]; ++v) r += compositions(rem - v, 13 - i);
    rem -= x[i];
  }
  return r;
}

template <class F>
void for_each_loop_from(Loop& x, int i, int rem, F& f) {
  if (i == 13) {
    x[13] = uint8_t(rem);
    f(x);
    return;
  }
  for (int v = 0; v <= rem; ++v) {
    x[i] = uint8_t(v);
    for_each_loop_from(x, i + 1, rem - v, f);
  }
}
// Calls f(loop) for every loop of n seeds, in rank order.
template <class F>
void for_each_loop(int n, F f) {
  Loop x{};
  for_each_loop_from(x, 0, n, f);
}

std::string row_text(const int (&row)[7]) {
  std::string s;
  for (int c = 0; c < 7; ++c) s += (c ? "," : "") + std::to_string(row[c]);
  return s;
}

// A position text back as rows of ints (text order: top row first) and the captured counts.
struct Parsed {
  std::vector<std::vector<int>> rows;
  char side = 'S';
  int captured_south = 0, captured_north = 0;
};
Parsed parse(const std::string& text) {
  Parsed p;
  std::istringstream in(text);
  std::string rows, side;
  in >> rows >> side >> p.captured_south >> p.captured_north;
  p.side = side.at(0);
  std::istringstream rs(rows);
  for (std::string row; std::getline(rs, row, '/');) {
    p.rows.emplace_back();
    std::istringstream cs(row);
    for (std::string cell; std::getline(cs, cell, ',');) p.rows.back().push_back(std::stoi(cell));
  }
  return p;
}

// The explicit move graph of one seed level. Options inside the level (no capture, passes) are
// edges; options that end the game or capture (leaving for a solved lower level) are "exits"
// with their value already known.
template <class ExitValue>
struct LevelGraph {
  std::vector<std::vector<size_t>> succ;      // one entry per move (duplicates kept)
  std::vector<std::vector<ExitValue>> exits;  // values of the options that leave the level
  std::vector<std::vector<size_t>> pred;      // inverse of succ, same multiplicity

  explicit LevelGraph(size_t n) : succ(n), exits(n), pred(n) {}
  void link_predecessors() {
    for (size_t u = 0; u < succ.size(); ++u)
      for (size_t v : succ[u]) pred[v].push_back(u);
  }
};

void check_seeds(int max_seeds) {
  if (max_seeds < 0 || max_seeds > kMaxSeeds)
    throw std::invalid_argument("brute_force: max_seeds must be 0.." + std::to_string(kMaxSeeds));
}

}  // namespace

// ---------------------------------------------------------------------------- Al-manqala

std::string al_manqala_text(const Loop& pits) {
  int row1[7], row2[7];  // a..g
  for (int c = 0; c < 7; ++c) {
    row1[c] = pits[c];       // a1..g1 are loop 0..6
    row2[c] = pits[13 - c];  // g2..a2 are loop 7..13
  }
  return row_text(row2) + "/" + row_text(row1) + " S 0 " + std::to_string(kAlManqalaTotal - total(pits));
}

AlManqalaSolver::AlManqalaSolver(AlManqalaRules rules, int max_seeds)
    : rules_(std::move(rules)), max_seeds_(max_seeds) {
  check_seeds(max_seeds);
  for (int n = 0; n <= max_seeds; ++n) values_.push_back(solve_level(n));
}

int AlManqalaSolver::value2(const Loop& pits) const {
  int n = total(pits);
  if (n > max_seeds_) throw std::out_of_range("brute_force: " + std::to_string(n) + " seeds, solved up to " +
                                              std::to_string(max_seeds_));
  return values_[n][rank(pits)];
}

size_t AlManqalaSolver::positions() const {
  size_t s = 0;
  for (const auto& level : values_) s += level.size();
  return s;
}

// Values are in half seeds for the side to move. Each option of a node is an exit worth e (what
// the mover then ends up with) or an edge to a node of the same level where the other side moves
// (worth 2n - its value). For every threshold t the level is a reachability game on the graph
// doubled by "whose turn it is of the two players A and B": A wants at least t. Endless play pays
// A exactly n half seeds, so for t <= n A wins unless B can force an exit worth less than t to A
// (B's attractor), and for t > n A wins only by forcing an exit worth at least t (A's attractor).
// The value of a node for its mover is the highest t that A, moving there, wins.
std::vector<uint8_t> AlManqalaSolver::solve_level(int n) const {
  const size_t count = compositions(n, 14);
  if (n == 0) return std::vector<uint8_t>(count, 0);

  reference::Options opt;
  opt.capture = rules_.capture;
  opt.skip_origin = rules_.skip_origin;
  opt.feed_sown = rules_.feed_sown;
  opt.win_at = kNoScoreWin;
  reference::Game game("al-manqala", opt);

  LevelGraph<int> g(count);
  size_t u = 0;
  for_each_loop(n, [&](const Loop& x) {
    if (row_sum(x, 0) == 0) {
      // The mover's row is empty: it passes, the same board with the other side to move.
      g.succ[u].push_back(rank(turned(x)));
    } else {
      game.set_position(al_manqala_text(x));
      std::vector<std::string> moves = game.legal();
      if (moves.empty()) {
        // The mover has seeds, so the only way the reference ends the game at once: the
        // opponent's row is empty and no move feeds it; the opponent takes the board.
        if (game.status().find("starved") == std::string::npos)
          throw std::logic_error("brute_force: unexpected end " + game.status() + " in " + al_manqala_text(x));
        g.exits[u].push_back(0);
      }
      for (const std::string& m : moves) {
        reference::Game child = game;
        child.play(m);
        Parsed p = parse(child.position());
        int captured = p.captured_south;  // South (the mover) had 0 captured before the move
        if (child.status() != "ongoing") {
          // Board emptied or starvation: every board seed is now credited to a player.
          g.exits[u].push_back(2 * captured);
          continue;
        }
        Loop after{};
        for (int c = 0; c < 7; ++c) {
          after[c] = uint8_t(p.rows[1][c]);       // row 1
          after[13 - c] = uint8_t(p.rows[0][c]);  // row 2
        }
        Loop next = turned(after);  // the other side to move (a pass node if its row is empty)
        int n2 = total(next);
        if (p.side == 'S' && row_sum(next, 0) != 0)
          throw std::logic_error("brute_force: South moves twice in " + child.position());
        if (n2 == n)
          g.succ[u].push_back(rank(next));
        else
          g.exits[u].push_back(2 * captured + 2 * n2 - values_[n2][rank(next)]);
      }
    }
    if (g.succ[u].empty() && g.exits[u].empty())
      throw std::logic_error("brute_force: no option in " + al_manqala_text(x));
    ++u;
  });
  g.link_predecessors();

  // Doubled graph: node u with A to move is u, with B to move is u + count. lo[w], hi[w]: the
  // least and the greatest share that w's exits give A (B's share is 2n minus A's).
  const size_t nodes = 2 * count;
  std::vector<int> lo(nodes, std::numeric_limits<int>::max()), hi(nodes, std::numeric_limits<int>::min());
  for (size_t v = 0; v < count; ++v)
    for (int e : g.exits[v]) {
      lo[v] = std::min(lo[v], e), hi[v] = std::max(hi[v], e);                          // A moves: A takes e
      lo[v + count] = std::min(lo[v + count], 2 * n - e), hi[v + count] = std::max(hi[v + count], 2 * n - e);
    }
  auto owner_is_a = [&](size_t w) { return w < count; };
  auto base = [&](size_t w) { return w < count ? w : w - count; };

  // Attractor of player `a_player` (true: A, false: B) to the exits good for it at threshold t:
  // good for A means a share of at least t to A. Retrograde with successor counters.
  auto attractor = [&](bool a_player, int t) {
    auto some_good = [&](size_t w) { return a_player ? hi[w] >= t : lo[w] < t; };
    auto all_good = [&](size_t w) { return a_player ? lo[w] >= t : hi[w] < t; };  // true if no exits
    std::vector<char> in(nodes, 0);
    std::vector<size_t> left(nodes), queue;
    for (size_t w = 0; w < nodes; ++w) {
      left[w] = g.succ[base(w)].size();
      bool mine = owner_is_a(w) == a_player;
      if (mine ? some_good(w) : (all_good(w) && left[w] == 0)) in[w] = 1, queue.push_back(w);
    }
    while (!queue.empty()) {
      size_t w = queue.back();
      queue.pop_back();
      for (size_t pv : g.pred[base(w)]) {
        size_t pw = owner_is_a(w) ? pv + count : pv;  // the predecessor has the other player to move
        if (in[pw]) continue;
        bool mine = owner_is_a(pw) == a_player;
        if (mine || (--left[pw] == 0 && all_good(pw))) in[pw] = 1, queue.push_back(pw);
      }
    }
    return in;
  };

  std::vector<uint8_t> value(count, 0);  // t = 0 is always met
  for (int t = 1; t <= 2 * n; ++t) {
    std::vector<char> in = t <= n ? attractor(false, t) : attractor(true, t);
    for (size_t v = 0; v < count; ++v)
      if (t <= n ? !in[v] : in[v]) value[v] = uint8_t(t);
  }
  return value;
}

// ---------------------------------------------------------------------------- Hawalis

std::string hawalis_text(const Loop& mover, const Loop& opponent) {
  int row1[7], row2[7], row3[7], row4[7];
  for (int c = 0; c < 7; ++c) {
    row1[c] = mover[c];           // South: a1..g1 are circuit 0..6
    row2[c] = mover[13 - c];      //        g2..a2 are circuit 7..13
    row3[c] = opponent[c];        // North: a3..g3 are circuit 0..6
    row4[c] = opponent[13 - c];   //        g4..a4 are circuit 7..13
  }
  return row_text(row4) + "/" + row_text(row3) + "/" + row_text(row2) + "/" + row_text(row1) + " S 0 " +
         std::to_string(kHawalisTotal - total(mover) - total(opponent));
}

namespace {
// Index of (mover, opponent) among the level's positions with both sides holding seeds:
// by the mover's seeds a = 1.., then the mover's rank, then the opponent's rank.
size_t hawalis_index(const Loop& mover, const Loop& opponent) {
  int a = total(mover), b = total(opponent), t = a + b;
  size_t offset = 0;
  for (int k = 1; k < a; ++k) offset += compositions(k, 14) * compositions(t - k, 14);
  return offset + rank(mover) * compositions(b, 14) + rank(opponent);
}
size_t hawalis_level_size(int t) {
  size_t s = 0;
  for (int a = 1; a < t; ++a) s += compositions(a, 14) * compositions(t - a, 14);
  return s;
}
}  // namespace

HawalisSolver::HawalisSolver(HawalisRules rules, int max_seeds) : rules_(rules), max_seeds_(max_seeds) {
  check_seeds(max_seeds);
  for (int t = 0; t <= max_seeds; ++t) values_.push_back(solve_level(t));
}

HawalisValue HawalisSolver::value(const Loop& mover, const Loop& opponent) const {
  int a = total(mover), b = total(opponent);
  if (a + b > max_seeds_)
    throw std::out_of_range("brute_force: " + std::to_string(a + b) + " seeds, solved up to " +
                            std::to_string(max_seeds_));
  if (b == 0) throw std::out_of_range("brute_force: the opponent has no seeds (the game is over)");
  if (a == 0) return {-1, 0};  // the mover has no seeds: lost
  return values_[a + b][hawalis_index(mover, opponent)];
}

size_t HawalisSolver::positions() const {
  size_t s = 0;
  for (const auto& level : values_) s += level.size();
  return s;
}

// Classic retrograde analysis with counters, by distance: nodes are settled in increasing order of
// plies (buckets), so a win gets the shortest distance to a lost child and a loss, settled when its
// last child is won, the longest. Exits (captures) carry the known values of lower levels. What is
// never settled is a draw: either side can keep the game going for ever.
std::vector<HawalisValue> HawalisSolver::solve_level(int t) const {
  const size_t count = hawalis_level_size(t);
  if (count == 0) return {};

  reference::Options opt;
  opt.relay = rules_.relay;
  opt.back_capture = rules_.back_capture;
  opt.singleton_capture = rules_.singleton_capture;
  opt.skip_origin = rules_.skip_origin;
  reference::Game game("hawalis", opt);

  LevelGraph<HawalisValue> g(count);
  for (int a = 1; a < t; ++a)
    for_each_loop(a, [&](const Loop& mover) {
      for_each_loop(t - a, [&](const Loop& opponent) {
        size_t u = hawalis_index(mover, opponent);
        game.set_position(hawalis_text(mover, opponent));
        for (const std::string& m : game.legal()) {  // none: no legal move, lost in 0
          reference::Game child = game;
          child.play(m);
          Parsed p = parse(child.position());  // rows 4, 3, 2, 1
          // North moves now. Seen from North's seat (the board turned half round) North is South:
          // its back row g4..a4 becomes row 1 a..g, its front row g3..a3 row 2 a..g, and so on.
          // In circuit terms: index i of the turned circuit is index i + 7 of the real one.
          Loop next_mover{}, next_opponent{};
          for (int c = 0; c < 7; ++c) {
            next_mover[c] = uint8_t(p.rows[0][6 - c]);          // g4..a4 as "a1..g1"
            next_mover[13 - c] = uint8_t(p.rows[1][6 - c]);     // g3..a3 as "a2..g2"
            next_opponent[c] = uint8_t(p.rows[2][6 - c]);       // g2..a2 as "a3..g3"
            next_opponent[13 - c] = uint8_t(p.rows[3][6 - c]);  // g1..a1 as "a4..g4"
          }
          if (total(next_mover) + total(next_opponent) == t)
            g.succ[u].push_back(hawalis_index(next_mover, next_opponent));
          else
            g.exits[u].push_back(value(next_mover, next_opponent));  // a capture: a lower level
        }
      });
    });
  g.link_predecessors();

  std::vector<size_t> left(count);
  std::vector<char> settled(count, 0);
  std::vector<HawalisValue> result(count);  // default {0, 0}: a draw unless settled
  std::vector<bool> can_avoid_loss(count, false);  // an exit to a lost or drawn child
  std::vector<int> loss_plies(count, 0);           // 1 + the longest exit to a won child
  std::vector<std::vector<std::pair<size_t, HawalisValue>>> bucket(1);
  auto push = [&](size_t u, HawalisValue v) {
    if (size_t(v.plies) >= bucket.size()) bucket.resize(v.plies + 1);
    bucket[v.plies].push_back({u, v});
  };
  for (size_t u = 0; u < count; ++u) {
    left[u] = g.succ[u].size();
    int win = std::numeric_limits<int>::max();
    for (const HawalisValue& e : g.exits[u]) {
      if (e.outcome < 0) win = std::min(win, e.plies + 1);
      if (e.outcome <= 0) can_avoid_loss[u] = true;
      else loss_plies[u] = std::max(loss_plies[u], e.plies + 1);
    }
    if (win != std::numeric_limits<int>::max()) push(u, {+1, win});
    else if (left[u] == 0 && !can_avoid_loss[u]) push(u, {-1, loss_plies[u]});  // includes no move: lost in 0
  }
  for (size_t d = 0; d < bucket.size(); ++d) {
    for (size_t i = 0; i < bucket[d].size(); ++i) {  // bucket[d] does not grow while read: pushes go deeper
      auto [u, v] = bucket[d][i];
      if (settled[u]) continue;  // a shorter win was settled first
      settled[u] = 1;
      result[u] = v;
      for (size_t p : g.pred[u]) {
        if (settled[p]) continue;
        if (v.outcome < 0) push(p, {+1, v.plies + 1});
        else if (--left[p] == 0 && !can_avoid_loss[p]) push(p, {-1, std::max(v.plies + 1, loss_plies[p])});
      }
    }
  }
  return result;
}

}  // namespace manqala::brute_force
