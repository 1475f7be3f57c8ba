// core/move_trace: a trace replayed on the board before a move gives the board play() leaves,
// for every move of many random games under varied options.
#include <gtest/gtest.h>

#include <random>

#include "games/registry.h"

namespace manqala {
namespace {

struct Replay {
  BoardRows board;
  int hand = 0, captured = 0;

  int& pit(const std::string& name) { return board.at(name.at(1) - '1').at(name.at(0) - 'a'); }
  void apply(const TraceEvent& e) {
    switch (e.kind) {
      case TraceEvent::Kind::Lift:
        EXPECT_EQ(hand, 0) << "a lift with seeds still in hand";
        EXPECT_EQ(pit(e.pit), e.count) << "a lift takes the whole pit " << e.pit;
        hand = e.count;
        pit(e.pit) = 0;
        break;
      case TraceEvent::Kind::Drop:
        ASSERT_GT(hand, 0) << "a drop from an empty hand";
        --hand;
        ++pit(e.pit);
        break;
      case TraceEvent::Kind::Capture:
        EXPECT_EQ(hand, 0) << "a capture before the sowing ended";
        EXPECT_EQ(pit(e.pit), e.count) << "a capture takes the whole pit " << e.pit;
        captured += e.count;
        pit(e.pit) = 0;
        break;
    }
  }
};

// "lift c1 2, drop d1 1, ...": a trace as one comparable line.
std::string events_text(const MoveTrace& t) {
  std::string out;
  for (const auto& e : t.events) out += std::string(to_string(e.kind)) + " " + e.pit + " " + std::to_string(e.count) + ", ";
  return out + (t.truncated ? "truncated" : "whole");
}

// Every move is traced without playing (trace) and played while traced (play_traced): the same
// story, and play_traced leaves the game play() leaves.
void check_random_games(const std::string& name, const std::vector<std::string_view>& options,
                        int games, uint64_t seed) {
  std::mt19937_64 rng(seed);
  int captures = 0, relays = 0;
  for (int g = 0; g < games; ++g) {
    auto game = make_game(name, options);
    while (!game->result().over() && game->moves().size() < 300) {
      const auto legal = game->legal_moves();
      const std::string move = legal[rng() % legal.size()];
      const MoveTrace trace = game->trace(move);
      const Side mover = game->to_move();
      Replay r{game->board()};
      const int captured_before = game->captured(mover);
      auto played = game->clone();
      played->play(move);
      ASSERT_EQ(events_text(game->play_traced(move)), events_text(trace)) << name << " move " << move;
      ASSERT_EQ(game->position_text(), played->position_text());
      ASSERT_EQ(game->result(), played->result());
      ASSERT_EQ(game->legal_moves(), played->legal_moves());
      if (trace.truncated) continue;
      ASSERT_EQ(trace.events.front().kind, TraceEvent::Kind::Lift);
      ASSERT_EQ(trace.events.front().pit, move);
      int lifts = 0;
      for (const auto& e : trace.events) {
        r.apply(e);
        lifts += e.kind == TraceEvent::Kind::Lift;
        captures += e.kind == TraceEvent::Kind::Capture;
      }
      relays += lifts > 1;
      EXPECT_EQ(r.hand, 0);
      if (game->result().over()) continue;  // the final board may be shared out
      ASSERT_EQ(r.board, game->board()) << name << " move " << move << " of game " << g;
      EXPECT_EQ(r.captured, game->captured(mover) - captured_before);
    }
  }
  EXPECT_GT(captures, 0) << "the games exercised captures";
  if (name == "hawalis" && options.empty()) {
    EXPECT_GT(relays, 0) << "and relay laps";
  }
}

TEST(MoveTrace, HawalisDefaultsReplayToTheBoardPlayLeaves) { check_random_games("hawalis", {}, 40, 1); }

TEST(MoveTrace, HawalisVariantsReplayToTheBoardPlayLeaves) {
  check_random_games("hawalis", {"relay=false", "back-capture=false"}, 30, 2);
  check_random_games("hawalis", {"skip-origin=true", "seeds=3"}, 20, 3);
  check_random_games("hawalis", {"singleton-capture=false"}, 20, 4);
}

TEST(MoveTrace, AlManqalaReplaysToTheBoardPlayLeaves) {
  check_random_games("al-manqala", {}, 40, 5);
  check_random_games("al-manqala", {"skip-origin=true", "seeds=15"}, 20, 6);
  check_random_games("al-manqala", {"capture=1,3,5", "feed=sown"}, 20, 7);
}

TEST(MoveTrace, ARelaySowingShowsEachLap) {
  // South's c1 (2 seeds) ends in e1, which held 2: a relay lap lifts e1's three seeds.
  auto game = make_game("hawalis");
  const MoveTrace t = game->trace("c1");
  ASSERT_GE(t.events.size(), 7u);
  EXPECT_EQ(t.events[0].pit, "c1");
  EXPECT_EQ(t.events[1].pit, "d1");
  EXPECT_EQ(t.events[2].pit, "e1");
  EXPECT_EQ(t.events[3].kind, TraceEvent::Kind::Lift);
  EXPECT_EQ(t.events[3].pit, "e1");
  EXPECT_EQ(t.events[3].count, 3);
}

TEST(MoveTrace, AnIllegalMoveIsRefused) {
  auto game = make_game("al-manqala");
  EXPECT_THROW(game->trace("a2"), ParseError);
  EXPECT_THROW(game->trace("zz"), ParseError);
  EXPECT_THROW(game->play_traced("a2"), ParseError);
  EXPECT_EQ(game->moves().size(), 0u) << "nothing played";
  EXPECT_EQ(game->position_text(), make_game("al-manqala")->position_text());
}

}  // namespace
}  // namespace manqala
