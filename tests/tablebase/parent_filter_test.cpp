// The solver skips a parent of a changed entry when AlManqalaEndgame::may_change says the
// change cannot move the parent's value (tablebase/solver.h, FiltersParents). That skip is
// safe only if, for every parent the endgame lists, the link it gives is the move's real
// relation to the entry and may_change never says no to a change that does move the parent.
// Checked here against the parents' own successors, with arbitrary values in the other
// entries: the argument must hold whatever the rest of the level holds.
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "games/game_list.h"
#include "tablebase/compositions.h"

namespace manqala {
namespace {

using tablebase::compositions;
using tablebase::Entry;

// Entry values from a hash (any value an entry can hold), except one entry set by the test.
struct OneEntrySet {
  Entry entry;
  int value = 0;
  uint64_t salt = 0;
  uint8_t at(const Entry& e) const {
    if (e.level == entry.level && e.index == entry.index) return static_cast<uint8_t>(value);
    const uint64_t h = (e.index * 0x9E3779B97F4A7C15ull + salt) ^ static_cast<uint64_t>(e.level) << 56;
    return static_cast<uint8_t>((h >> 29) % static_cast<uint64_t>(2 * e.level + 1));
  }
  void prefetch(int, uint64_t) const {}
};

// One level of the tables under some options: random entries, the parents the endgame lists
// for one (with their links), a board's moves.
struct LevelUnderTest {
  LevelUnderTest(const AlManqalaOptions& options, int level, uint64_t seed)
      : endgame(options), level(level), random(seed * static_cast<uint64_t>(level)) {}
  uint64_t any_entry() { return random() % compositions().count(level); }
  int parents_of(uint64_t index) { return endgame.parents(level, index, parent, link); }
  template <class View>
  void moves_of(uint64_t board, const View& view, AlManqalaEndgame::Successors& moves) const {
    uint8_t pits[16] = {};
    compositions().unrank(board, level, pits);
    endgame.successors(pits, level, view, moves);
  }

  const AlManqalaEndgame endgame;
  const int level;
  std::mt19937_64 random;
  uint64_t parent[AlManqalaEndgame::kMaxParents];
  uint8_t link[AlManqalaEndgame::kMaxParents];
};

void check_parents_of_random_entries(const AlManqalaOptions& options, int level, int samples) {
  LevelUnderTest t(options, level, 7919);
  const uint64_t* parent = t.parent;
  const uint8_t* link = t.link;
  int parents_seen = 0, changes_seen = 0;
  for (int s = 0; s < samples; ++s) {
    const Entry child{level, t.any_entry()};
    const int n = t.parents_of(child.index);
    for (int k = 0; k < n; ++k) {
      ++parents_seen;
      OneEntrySet view{child, 0, t.random()};
      AlManqalaEndgame::Successors moves;
      t.moves_of(parent[k], view, moves);
      // The link is the move's: some move of the parent reaches the entry, taking nothing,
      // moving again exactly when the link says so.
      bool linked = false;
      for (int m = 0; m < moves.count; ++m)
        linked |= moves.child[m].level == level && moves.child[m].index == child.index && moves.taken[m] == 0 &&
                  moves.moves_again[m] == (link[k] != 0);
      ASSERT_TRUE(linked) << "parent " << parent[k] << " of entry " << child.index << " at level " << level;
      // Every change of the entry that moves the parent's value is let through.
      for (int before = 0; before <= 2 * level; ++before) {
        view.value = before;
        const int parent_value = AlManqalaEndgame::value(moves, view);
        for (int after = 0; after <= 2 * level; ++after) {
          view.value = after;
          if (AlManqalaEndgame::value(moves, view) == parent_value) continue;
          ++changes_seen;
          // Another link of the same parent to the same entry may be the one that lets it through.
          bool let_through = false;
          for (int j = 0; j < n; ++j)
            if (parent[j] == parent[k])
              let_through |= AlManqalaEndgame::may_change(level, link[j], static_cast<uint8_t>(before),
                                                          static_cast<uint8_t>(after), static_cast<uint8_t>(parent_value));
          ASSERT_TRUE(let_through) << "entry " << child.index << " from " << before << " to " << after << " moves parent "
                                   << parent[k] << " from " << parent_value;
        }
      }
    }
  }
  EXPECT_GT(parents_seen, samples / 2);
  EXPECT_GT(changes_seen, parents_seen) << "the property was exercised";
}

// The other way round: every move that takes nothing is found from the entry it reaches,
// with its link, so a change always reaches every parent that reads it.
void check_every_move_is_found_from_its_entry(const AlManqalaOptions& options, int level, int samples) {
  LevelUnderTest t(options, level, 104729);
  int moves_seen = 0;
  for (int s = 0; s < samples; ++s) {
    const uint64_t board = t.any_entry();
    AlManqalaEndgame::Successors moves;
    t.moves_of(board, OneEntrySet{}, moves);
    for (int m = 0; m < moves.count; ++m) {
      if (moves.taken[m] != 0) continue;
      ++moves_seen;
      const int n = t.parents_of(moves.child[m].index);
      bool found = false;
      for (int k = 0; k < n; ++k) found |= t.parent[k] == board && (t.link[k] != 0) == moves.moves_again[m];
      ASSERT_TRUE(found) << "board " << board << " at level " << level << ", move " << m << " to entry "
                         << moves.child[m].index;
    }
  }
  EXPECT_GT(moves_seen, samples / 4) << "the property was exercised";
}

// Options beside the defaults: odd capture counts with the origin skipped; feeding by sowing.
std::vector<AlManqalaOptions> other_options() {
  AlManqalaOptions odd;
  odd.capture = {1, 3};
  odd.skip_origin = true;
  AlManqalaOptions sown;
  sown.feed = AlManqalaOptions::Feed::Sown;
  return {odd, sown};
}

TEST(ParentFilter, EveryMoveThatTakesNothingIsFoundFromItsEntry) {
  for (int level : {2, 5, 9, 14}) check_every_move_is_found_from_its_entry(AlManqalaOptions{}, level, 2000);
  for (const auto& o : other_options())
    for (int level : {4, 8}) check_every_move_is_found_from_its_entry(o, level, 2000);
}

TEST(ParentFilter, NeverSkipsAParentThatWouldChange) {
  for (int level : {3, 6, 9}) check_parents_of_random_entries(AlManqalaOptions{}, level, 400);
}

TEST(ParentFilter, NeverSkipsAParentThatWouldChangeUnderOtherOptions) {
  for (const auto& o : other_options()) check_parents_of_random_entries(o, 8, 400);
}

// And it does skip: a parent whose best move is elsewhere is left alone when the entry's
// move stays worse.
TEST(ParentFilter, SkipsWhatCannotChange) {
  // Moving again, the parent's move through the entry is worth the entry's value.
  EXPECT_FALSE(AlManqalaEndgame::may_change(10, 1, 4, 6, 12));
  EXPECT_TRUE(AlManqalaEndgame::may_change(10, 1, 4, 13, 12));  // now better than the best
  EXPECT_TRUE(AlManqalaEndgame::may_change(10, 1, 12, 6, 12));  // it was the best
  // Otherwise the opponent moves next: worth what the opponent leaves, 20 - value.
  EXPECT_FALSE(AlManqalaEndgame::may_change(10, 0, 16, 14, 12));
  EXPECT_TRUE(AlManqalaEndgame::may_change(10, 0, 16, 6, 12));
  EXPECT_TRUE(AlManqalaEndgame::may_change(10, 0, 8, 16, 12));
}

}  // namespace
}  // namespace manqala
