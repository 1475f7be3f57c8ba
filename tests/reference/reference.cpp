// Independent reference implementation; see reference.h and /work/shared/RULES.md.
#include "reference.h"

#include <algorithm>
#include <set>
#include <sstream>
#include <stdexcept>

namespace reference {

namespace {
std::string pit_name(int row, int col) {
  return std::string(1, char('a' + col)) + char('1' + row);
}
std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> out;
  std::string cur;
  for (char ch : s) {
    if (ch == sep) { out.push_back(cur); cur.clear(); } else cur += ch;
  }
  out.push_back(cur);
  return out;
}
// Parses a non-negative decimal count; throws with `what` in the message.
int parse_count(const std::string& tok, const std::string& what) {
  if (!tok.empty() && tok[0] == '-') throw std::invalid_argument(what + ": negative count '" + tok + "'");
  if (tok.empty() || tok.size() > 9 ||
      !std::all_of(tok.begin(), tok.end(), [](char c) { return c >= '0' && c <= '9'; }))
    throw std::invalid_argument(what + ": non-numeric count '" + tok + "'");
  return std::stoi(tok);
}
}  // namespace

Game::Game(std::string game, Options opt) : opt_(std::move(opt)) {
  if (game == "hawalis") hawalis_ = true;
  else if (game == "al-manqala") hawalis_ = false;
  else throw std::invalid_argument("unknown game '" + game + "'");
  seeds_ = opt_.seeds >= 0 ? opt_.seeds : (hawalis_ ? 2 : 7);
  int rows = hawalis_ ? 4 : 2;
  board_.assign(rows, std::vector<int>(7, seeds_));
  side_ = 'S';
  seen_.clear();
  seen_[key()] = 1;
  evaluate();
}

std::pair<int, int> Game::at(char side, int idx) const {
  int base = base_row(side);
  if (idx < 7) return {base, idx};          // a..g along the side's first row
  return {base + 1, 13 - idx};              // g..a along the second row
}

int Game::index_of(char side, int row, int col) const {
  int base = base_row(side);
  if (row == base) return col;
  if (row == base + 1) return 13 - col;
  return -1;
}

int Game::row_sum(int row) const {
  int s = 0;
  for (int v : board_[row]) s += v;
  return s;
}

std::string Game::rows_text() const {
  std::string out;
  for (int r = (int)board_.size() - 1; r >= 0; --r) {
    for (int c = 0; c < 7; ++c) {
      out += std::to_string(board_[r][c]);
      if (c < 6) out += ',';
    }
    if (r > 0) out += '/';
  }
  return out;
}

std::string Game::key() const { return rows_text() + " " + side_; }

std::string Game::position() const {
  return rows_text() + " " + side_ + " " + std::to_string(cap_[0]) + " " + std::to_string(cap_[1]);
}

std::string Game::status() const { return status_; }
std::vector<std::string> Game::legal() const { return legal_; }

void Game::set_position(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> tok;
  for (std::string t; in >> t;) tok.push_back(t);
  if (tok.size() != 4)
    throw std::invalid_argument("position: expected 4 fields (rows side capS capN), got " +
                                std::to_string(tok.size()));
  int nrows = hawalis_ ? 4 : 2;
  std::vector<std::string> rows = split(tok[0], '/');
  if ((int)rows.size() != nrows)
    throw std::invalid_argument("rows: expected " + std::to_string(nrows) + " rows, got " +
                                std::to_string(rows.size()));
  Board b(nrows, std::vector<int>(7, 0));
  long long total = 0;
  for (int i = 0; i < nrows; ++i) {
    int row = nrows - 1 - i;  // text lists the highest row first
    std::vector<std::string> pits = split(rows[i], ',');
    if (pits.size() != 7)
      throw std::invalid_argument("row " + std::to_string(row + 1) + ": expected 7 pits, got " +
                                  std::to_string(pits.size()));
    for (int c = 0; c < 7; ++c) {
      b[row][c] = parse_count(pits[c], "pit " + pit_name(row, c));
      total += b[row][c];
    }
  }
  if (tok[1] != "S" && tok[1] != "N") throw std::invalid_argument("side: unknown side '" + tok[1] + "'");
  int cs = parse_count(tok[2], "captured by South");
  int cn = parse_count(tok[3], "captured by North");
  total += cs + cn;
  long long want = (long long)(hawalis_ ? 28 : 14) * seeds_;
  if (total != want)
    throw std::invalid_argument("seed total: expected " + std::to_string(want) + ", got " +
                                std::to_string(total));
  board_ = b;
  side_ = tok[1][0];
  cap_[0] = cs;
  cap_[1] = cn;
  if (!hawalis_) {
    // Side to move with an empty row passes (unless the whole board is empty).
    int own = row_sum(side_ == 'S' ? 0 : 1), opp = row_sum(side_ == 'S' ? 1 : 0);
    if (own == 0 && opp > 0) side_ = other(side_);
  }
  seen_.clear();
  seen_[key()] = 1;
  status_ = "ongoing";
  evaluate();
}

// ---------------------------------------------------------------- Hawalis

Game::MoveResult Game::hawalis_move(char side, int idx, bool singleton) const {
  MoveResult res;
  std::vector<int> c(14);
  for (int i = 0; i < 14; ++i) { auto [r, col] = at(side, i); c[i] = board_[r][col]; }
  std::set<std::pair<std::vector<int>, int>> lap_starts;
  int cur = idx, end = idx;
  bool capture_ok = false;
  while (true) {
    if (!lap_starts.insert({c, cur}).second) { res.endless = true; return res; }
    int hand = c[cur], origin = cur, p = cur;
    c[cur] = 0;
    bool last_was_empty = false;
    while (hand > 0) {
      p = (p + 1) % 14;
      if (opt_.skip_origin && p == origin) continue;
      last_was_empty = (c[p] == 0);
      c[p]++;
      hand--;
    }
    if (!opt_.relay || last_was_empty) { end = p; capture_ok = last_was_empty; break; }
    cur = p;  // relay: lift the occupied pit and sow on
  }
  res.board = board_;
  for (int i = 0; i < 14; ++i) { auto [r, col] = at(side, i); res.board[r][col] = c[i]; }
  if (singleton && !opt_.singleton_capture) capture_ok = false;
  auto [er, ec] = at(side, end);
  int my_front = side == 'S' ? 1 : 2, opp_front = side == 'S' ? 2 : 1, opp_back = side == 'S' ? 3 : 0;
  if (capture_ok && er == my_front && res.board[opp_front][ec] > 0) {
    res.captured += res.board[opp_front][ec];
    res.board[opp_front][ec] = 0;
    if (opt_.back_capture) {
      res.captured += res.board[opp_back][ec];
      res.board[opp_back][ec] = 0;
    }
  }
  return res;
}

// ---------------------------------------------------------------- Al-manqala

Game::MoveResult Game::manqala_move(char side, int idx) const {
  MoveResult res;
  std::vector<int> c(14);
  for (int i = 0; i < 14; ++i) { auto [r, col] = at(side, i); c[i] = board_[r][col]; }
  auto owner = [](int i) { return i < 7 ? 'S' : 'N'; };
  int hand = c[idx], p = idx;
  c[idx] = 0;
  bool sown_opp = false;
  while (hand > 0) {
    p = (p + 1) % 14;
    if (opt_.skip_origin && p == idx) continue;
    c[p]++;
    hand--;
    if (owner(p) != side) sown_opp = true;
  }
  auto in_list = [&](int v) {
    return std::find(opt_.capture.begin(), opt_.capture.end(), v) != opt_.capture.end();
  };
  for (int k = 0; k < 14; ++k) {  // from the landing pit backwards, never wrapping to it again
    int q = ((p - k) % 14 + 14) % 14;
    if (!in_list(c[q])) break;
    res.captured += c[q];
    c[q] = 0;
  }
  int opp_row_after = 0;
  for (int i = 0; i < 14; ++i) if (owner(i) != side) opp_row_after += c[i];
  res.fed = opt_.feed_sown ? sown_opp : opp_row_after > 0;
  res.board = board_;
  for (int i = 0; i < 14; ++i) { auto [r, col] = at(side, i); res.board[r][col] = c[i]; }
  return res;
}

// ---------------------------------------------------------------- common

void Game::finish(const char* reason) {
  std::string who = cap_[0] > cap_[1] ? "S" : cap_[1] > cap_[0] ? "N" : "draw";
  status_ = "over " + who + " " + reason;
  legal_.clear();
}

void Game::evaluate() {
  legal_.clear();
  status_ = "ongoing";
  if (hawalis_) {
    int own = 0;
    for (int i = 0; i < 14; ++i) { auto [r, c] = at(side_, i); own += board_[r][c]; }
    std::string winner(1, other(side_));
    if (own == 0) { status_ = "over " + winner + " captured-all"; return; }
    std::vector<std::string> moves;
    for (int i = 0; i < 14; ++i) {
      auto [r, c] = at(side_, i);
      if (board_[r][c] >= 2 && !hawalis_move(side_, i, false).endless) moves.push_back(pit_name(r, c));
    }
    if (moves.empty()) {  // singletons: one seed into an empty next pit
      for (int i = 0; i < 14; ++i) {
        auto [r, c] = at(side_, i);
        auto [nr, nc] = at(side_, (i + 1) % 14);
        if (board_[r][c] == 1 && board_[nr][nc] == 0) moves.push_back(pit_name(r, c));
      }
    }
    if (moves.empty()) { status_ = "over " + winner + " no-moves"; return; }
    if (seen_[key()] >= opt_.repetition) { status_ = "over draw repetition"; return; }
    legal_ = moves;
    return;
  }
  // Al-manqala, in the order score, board-empty, loop-shared, starved.
  if (cap_[0] >= opt_.win_at || cap_[1] >= opt_.win_at) { finish("score"); return; }
  int srow = row_sum(0), nrow = row_sum(1), board = srow + nrow;
  if (board == 0) { finish("board-empty"); return; }
  if (seen_[key()] >= opt_.repetition) {
    int half = board / 2;
    cap_[0] += half;
    cap_[1] += half;
    if (board % 2) cap_[sidx(side_)] += 1;  // odd total: extra seed to the side to move
    for (auto& row : board_) std::fill(row.begin(), row.end(), 0);
    finish("loop-shared");
    return;
  }
  int opp_row = side_ == 'S' ? nrow : srow;
  std::vector<std::string> all, feeding;
  for (int i = 0; i < 14; ++i) {
    auto [r, c] = at(side_, i);
    if (r != (side_ == 'S' ? 0 : 1) || board_[r][c] == 0) continue;
    all.push_back(pit_name(r, c));
    if (opp_row == 0 && manqala_move(side_, i).fed) feeding.push_back(pit_name(r, c));
  }
  if (opp_row == 0) {
    if (feeding.empty()) {  // starved: the player with the empty row takes the rest
      cap_[sidx(other(side_))] += board;
      for (auto& row : board_) std::fill(row.begin(), row.end(), 0);
      finish("starved");
      return;
    }
    legal_ = feeding;
  } else {
    legal_ = all;
  }
}

void Game::play(const std::string& move) {
  if (std::find(legal_.begin(), legal_.end(), move) == legal_.end())
    throw std::invalid_argument("illegal move '" + move + "' (" + status_ + ")");
  int row = move[1] - '1', col = move[0] - 'a';
  int idx = index_of(side_, row, col);
  MoveResult res = hawalis_ ? hawalis_move(side_, idx, board_[row][col] == 1) : manqala_move(side_, idx);
  board_ = res.board;
  cap_[sidx(side_)] += res.captured;
  char mover = side_;
  side_ = other(mover);
  if (!hawalis_) {
    int own = row_sum(mover == 'S' ? 0 : 1), opp = row_sum(mover == 'S' ? 1 : 0);
    if (opp == 0 && own > 0) side_ = mover;  // opponent passes; a pass makes no new position
  }
  seen_[key()] += 1;
  evaluate();
}

uint64_t perft(Game g, int depth) {
  if (depth == 0) return 1;
  uint64_t n = 0;
  for (const std::string& m : g.legal()) {
    if (depth == 1) { n++; continue; }
    Game child = g;
    child.play(m);
    n += perft(child, depth - 1);
  }
  return n;
}

}  // namespace reference
