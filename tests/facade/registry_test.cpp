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
    EXPECT_EQ(g->geometry().columns, 7);
    EXPECT_FALSE(g->options().empty());
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
