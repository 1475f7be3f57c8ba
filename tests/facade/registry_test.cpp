// The registry and the game descriptions (games/registry.h, facade/game_description.h): every
// game by name, its metadata without a game in progress, and new games with options.
#include <gtest/gtest.h>

#include <set>

#include "games/registry.h"

using namespace manqala;

TEST(Registry, EveryGameHasANameATitleABoardAndOptions) {
  std::set<std::string_view> names;
  for (const GameDescription* g : registered_games()) {
    names.insert(g->name());
    EXPECT_FALSE(g->title().empty());
    EXPECT_EQ(g->geometry().rows % 2, 0) << "each side owns half the rows";
    EXPECT_GT(g->geometry().columns, 0);
    EXPECT_FALSE(g->options().empty());
    // Its circuits go through every pit of the board once.
    std::multiset<std::string> on_circuits;
    for (const auto& loop : g->geometry().circuits) on_circuits.insert(loop.begin(), loop.end());
    std::multiset<std::string> pits;
    for (int row = 1; row <= g->geometry().rows; ++row)
      for (int column = 0; column < g->geometry().columns; ++column) pits.insert(pit_label(column, row));
    EXPECT_EQ(on_circuits, pits) << g->name();
    // Its end reasons: each with its own word and words for people, and found by its word.
    std::set<std::string_view> words;
    for (EndReason r : g->end_reasons()) {
      words.insert(r.word());
      EXPECT_FALSE(r.none());
      EXPECT_FALSE(r.text().sentence.empty() || r.text().clause.empty() || r.text().brief.empty()) << r.word();
      EXPECT_EQ(g->end_reason(r.word()), r);
    }
    EXPECT_FALSE(words.empty());
    EXPECT_EQ(words.size(), g->end_reasons().size()) << g->name();
    EXPECT_EQ(find_game(g->name()), g);
    // The description and a game in progress agree.
    auto game = g->make({});
    EXPECT_EQ(&game->description(), g);
    EXPECT_EQ(game->options_text(), g->options_text({}));
    EXPECT_EQ(game->position_text(), g->start_text({}));
    for (const OptionInfo& o : g->options())
      EXPECT_NE(game->options_text().find(o.name + "=" + o.default_value), std::string::npos) << o.name;
  }
  EXPECT_EQ(names.size(), registered_games().size()) << "names are unique";
  EXPECT_EQ(names, (std::set<std::string_view>{"hawalis", "al-manqala"}));
  EXPECT_EQ(game_names_text(), "hawalis or al-manqala");
  EXPECT_EQ(default_game().name(), "al-manqala") << "PROTOCOL.md: Al-manqala until a game command";
}

TEST(Registry, MakeGameAppliesOptions) {
  auto g = make_game("hawalis", {"seeds=3", "relay=false"});
  EXPECT_EQ(g->options_text(), "relay=false back-capture=true singleton-capture=true skip-origin=false repetition=2 seeds=3");
  EXPECT_EQ(g->total_seeds(), 84);
  auto m = make_game("al-manqala", {"win-at=30"});
  EXPECT_EQ(m->options_text(), "seeds=7 capture=2,4 skip-origin=false feed=after-capture win-at=30 repetition=2");
  EXPECT_THROW(make_game("hawalis", {"capture=2"}), ParseError);
  EXPECT_EQ(find_game("oware"), nullptr);
  try {
    make_game("oware");
    FAIL();
  } catch (const ParseError& e) {
    EXPECT_EQ(std::string(e.what()), "unknown game 'oware' (games: hawalis, al-manqala)");
  }
}

TEST(Registry, DescriptionsTellWhatEachGameOffers) {
  const GameDescription& hawalis = game_named("hawalis");
  const GameDescription& almanqala = game_named("al-manqala");
  EXPECT_EQ(hawalis.geometry().rows, 4);
  EXPECT_EQ(almanqala.geometry().rows, 2);
  EXPECT_EQ(hawalis.geometry().columns, 7);
  EXPECT_EQ(almanqala.geometry().columns, 7);
  // Each Hawalis player sows around their own two rows; Al-manqala's two rows are one loop.
  using Loops = std::vector<std::vector<std::string>>;
  EXPECT_EQ(hawalis.geometry().circuits,
            (Loops{{"a1", "b1", "c1", "d1", "e1", "f1", "g1", "g2", "f2", "e2", "d2", "c2", "b2", "a2"},
                   {"a3", "b3", "c3", "d3", "e3", "f3", "g3", "g4", "f4", "e4", "d4", "c4", "b4", "a4"}}));
  EXPECT_EQ(almanqala.geometry().circuits,
            (Loops{{"a1", "b1", "c1", "d1", "e1", "f1", "g1", "g2", "f2", "e2", "d2", "c2", "b2", "a2"}}));
  auto words = [](const GameDescription& g) {
    std::vector<std::string_view> w;
    for (EndReason r : g.end_reasons()) w.push_back(r.word());
    return w;
  };
  EXPECT_EQ(words(hawalis), (std::vector<std::string_view>{"captured-all", "no-moves", "repetition"}));
  EXPECT_EQ(words(almanqala), (std::vector<std::string_view>{"score", "board-empty", "loop-shared", "starved"}));
  EXPECT_FALSE(hawalis.end_reason("starved"));
  EXPECT_TRUE(hawalis.is_result_text("over N resigned"));
  EXPECT_FALSE(hawalis.is_result_text("over draw resigned"));
  EXPECT_FALSE(hawalis.is_result_text("over S score"));
  EXPECT_TRUE(almanqala.is_result_text("over draw loop-shared"));
  EXPECT_FALSE(hawalis.shares_loops());
  EXPECT_TRUE(almanqala.shares_loops());
  EXPECT_NE(hawalis.unbounded_work({"seeds=9"}), "");
  EXPECT_EQ(hawalis.unbounded_work({}), "");
  EXPECT_EQ(almanqala.unbounded_work({"seeds=18"}), "");
  EXPECT_THROW(hawalis.options_text({"seeds=99"}), ParseError);
  Side owner;
  ASSERT_TRUE(hawalis.geometry().owner_of_pit("c3", owner));
  EXPECT_EQ(owner, Side::North);
  ASSERT_TRUE(hawalis.geometry().owner_of_pit("g2", owner));
  EXPECT_EQ(owner, Side::South);
  EXPECT_FALSE(almanqala.geometry().owner_of_pit("c3", owner));
  EXPECT_NE(hawalis.options_help().find("  seeds=2 (1-9): seeds in each pit at the start"), std::string::npos)
      << hawalis.options_help();
}
