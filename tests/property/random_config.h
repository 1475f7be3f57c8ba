// Random rule options and random positions for the property tests: one description of a game
// (its name and RULES.md option words) that both the engine and the reference accept.
#pragma once

#include <rapidcheck.h>

#include <algorithm>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "reference.h"

namespace manqala_test {

struct Config {
  std::string game;                 // "hawalis" or "al-manqala"
  std::vector<std::string> words;   // option words, e.g. "relay=false"
  reference::Options ref;           // the same options for the reference implementation

  int seeds() const { return ref.seeds >= 0 ? ref.seeds : (game == "hawalis" ? 2 : 7); }
  int rows() const { return game == "hawalis" ? 4 : 2; }
  int total() const { return (game == "hawalis" ? 28 : 14) * seeds(); }
  std::vector<std::string_view> views() const { return {words.begin(), words.end()}; }
  std::string describe() const {
    std::string s = game;
    for (const auto& w : words) s += " " + w;
    return s;
  }
};

inline std::string flag(bool b) { return b ? "true" : "false"; }

// Each option is left at its default about half the time, so that defaults and their
// neighbours are both well covered.
//
// Hawalis seeds are kept small (`max_seeds`): with more seeds per pit, relay sowings run through
// very long cycles (at seeds=9 the engine needs seconds for some positions, the reference
// minutes), which says nothing more about the rules and would only slow the suite down.
inline rc::Gen<Config> gen_hawalis_config(int max_seeds = 2) {
  return rc::gen::exec([max_seeds] {
    Config c;
    c.game = "hawalis";
    auto maybe = [] { return *rc::gen::element(false, true); };
    if (maybe()) {
      c.ref.relay = *rc::gen::arbitrary<bool>();
      c.words.push_back("relay=" + flag(c.ref.relay));
    }
    if (maybe()) {
      c.ref.back_capture = *rc::gen::arbitrary<bool>();
      c.words.push_back("back-capture=" + flag(c.ref.back_capture));
    }
    if (maybe()) {
      c.ref.singleton_capture = *rc::gen::arbitrary<bool>();
      c.words.push_back("singleton-capture=" + flag(c.ref.singleton_capture));
    }
    if (maybe()) {
      c.ref.skip_origin = *rc::gen::arbitrary<bool>();
      c.words.push_back("skip-origin=" + flag(c.ref.skip_origin));
    }
    if (maybe()) {
      c.ref.repetition = *rc::gen::inRange(2, 5);
      c.words.push_back("repetition=" + std::to_string(c.ref.repetition));
    }
    if (maybe()) {
      c.ref.seeds = *rc::gen::inRange(1, max_seeds + 1);
      c.words.push_back("seeds=" + std::to_string(c.ref.seeds));
    }
    return c;
  });
}

inline rc::Gen<Config> gen_almanqala_config() {
  return rc::gen::exec([] {
    Config c;
    c.game = "al-manqala";
    auto maybe = [] { return *rc::gen::element(false, true); };
    if (maybe()) {
      c.ref.seeds = *rc::gen::inRange(1, 19);  // 1..18, AlManqala::kMaxSeeds
      c.words.push_back("seeds=" + std::to_string(c.ref.seeds));
    }
    if (maybe()) {
      // A non-empty list of small counts, in any order, duplicates allowed.
      c.ref.capture = *rc::gen::nonEmpty(rc::gen::container<std::vector<int>>(rc::gen::inRange(1, 9)));
      std::string list;
      for (int n : c.ref.capture) list += (list.empty() ? "" : ",") + std::to_string(n);
      c.words.push_back("capture=" + list);
    }
    if (maybe()) {
      c.ref.skip_origin = *rc::gen::arbitrary<bool>();
      c.words.push_back("skip-origin=" + flag(c.ref.skip_origin));
    }
    if (maybe()) {
      c.ref.feed_sown = *rc::gen::arbitrary<bool>();
      c.words.push_back(std::string("feed=") + (c.ref.feed_sown ? "sown" : "after-capture"));
    }
    if (maybe()) {
      c.ref.win_at = *rc::gen::inRange(1, 14 * c.seeds() + 3);
      c.words.push_back("win-at=" + std::to_string(c.ref.win_at));
    }
    if (maybe()) {
      c.ref.repetition = *rc::gen::inRange(2, 5);
      c.words.push_back("repetition=" + std::to_string(c.ref.repetition));
    }
    return c;
  });
}

inline rc::Gen<Config> gen_config(int max_hawalis_seeds = 2) {
  return rc::gen::oneOf(gen_hawalis_config(max_hawalis_seeds), gen_almanqala_config());
}

// A random position text for `c`: some seeds captured, the rest dropped into random pits of
// a random subset of the board (so that sparse boards, empty rows and big pits all occur).
inline std::string random_position_text(const Config& c, std::mt19937_64& rng) {
  const int total = c.total(), rows = c.rows();
  auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  int board = pick(0, 3) == 0 ? pick(0, total) : pick(total / 2, total);
  if (board == 0) board = 1;
  std::vector<int> pits(rows * 7, 0);
  std::vector<int> open;
  for (int i = 0; i < rows * 7; ++i)
    if (pick(0, 2) != 0) open.push_back(i);
  if (open.empty()) open.push_back(pick(0, rows * 7 - 1));
  for (int s = 0; s < board; ++s) ++pits[open[pick(0, static_cast<int>(open.size()) - 1)]];
  const int captured_s = pick(0, total - board);
  std::string text;
  for (int r = rows - 1; r >= 0; --r) {  // the top row first
    for (int col = 0; col < 7; ++col) text += std::to_string(pits[r * 7 + col]) + (col < 6 ? "," : "");
    if (r > 0) text += "/";
  }
  text += pick(0, 1) ? " S " : " N ";
  text += std::to_string(captured_s) + " " + std::to_string(total - board - captured_s);
  return text;
}

inline std::string join(std::vector<std::string> v, bool sorted = false) {
  if (sorted) std::sort(v.begin(), v.end());
  std::string s;
  for (const auto& x : v) s += (s.empty() ? "" : " ") + x;
  return s;
}

}  // namespace manqala_test
