// An example program using the installed manqala library: it lists the games and their
// options, plays one game of Al-manqala with the engine on one side and random moves on the
// other, checks perft against RULES.md and runs a batch of random playouts. It exits 1 if
// anything is not as the library promises, so it doubles as the installed package's test.
#include <manqala/manqala.h>
#include <manqala/search.h>

#include <cstdio>
#include <cstdlib>
#include <random>

namespace {

int failures = 0;
void expect(bool ok, const char* what) {
  if (!ok) {
    std::printf("FAILED: %s\n", what);
    ++failures;
  }
}

}  // namespace

int main() {
  using namespace manqala::api;
  std::printf("manqala %s\n", MANQALA_VERSION_STRING);
  static_assert(MANQALA_VERSION >= 100, "the version macro");

  for (const auto& name : game_names()) {
    const GameSpec spec = game_spec(name);
    std::printf("%s (%s): %d rows, options:", spec.title.c_str(), spec.name.c_str(), spec.rows);
    for (const auto& o : spec.options) std::printf(" %s=%s", o.name.c_str(), o.default_value.c_str());
    std::printf("\n");
  }

  // RULES.md's perft vectors from the start positions.
  expect(State("hawalis").perft(3) == 1539, "Hawalis perft 3 is 1,539");
  expect(State("al-manqala").perft(4) == 2182, "Al-manqala perft 4 is 2,182");

  // The engine (South) against random moves (North).
  State game("al-manqala");
  std::mt19937 rng(7);
  while (!game.is_over()) {
    if (game.to_move() == Player::South) {
      const SearchResult r = search(game, {.depth = 6});
      expect(!r.pv.empty() && r.pv.front() == r.best_move, "the principal variation starts with the move");
      game.play(r.best_move);
    } else {
      const auto actions = game.legal_actions();
      game.play(actions[rng() % actions.size()]);
    }
  }
  const Outcome o = game.outcome();
  std::printf("engine v random: %s (%s), captured %d-%d after %zu moves\n",
              o.winner == Winner::South ? "South wins" : o.winner == Winner::North ? "North wins" : "draw",
              o.reason.c_str(), o.captured_south, o.captured_north, game.history().size());
  expect(o.winner == Winner::South, "the engine beats random moves");

  // Bad input is an Error with the engine's message, and changes nothing.
  State fresh("hawalis", "seeds=3");
  const std::string before = fresh.text();
  try {
    fresh.play("a4");
    expect(false, "a move from the opponent's pit is refused");
  } catch (const Error& e) {
    std::printf("refused as it should be: %s\n", e.what());
  }
  expect(fresh.text() == before, "a refused move changes nothing");

  const PlayoutStats t = random_playouts(State("hawalis"), 200, 1);
  std::printf("200 random Hawalis games: %llu S, %llu N, %llu drawn, %llu unfinished\n",
              static_cast<unsigned long long>(t.south_wins), static_cast<unsigned long long>(t.north_wins),
              static_cast<unsigned long long>(t.draws), static_cast<unsigned long long>(t.unfinished));
  expect(t.games == 200 && t.south_wins + t.north_wins + t.draws + t.unfinished == 200, "the playouts add up");

  std::printf(failures ? "%d FAILED\n" : "all as promised\n", failures);
  return failures ? EXIT_FAILURE : EXIT_SUCCESS;
}
