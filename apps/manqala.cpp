// The manqala command: one binary, one subcommand per job (CLI11).
#include <CLI/CLI.hpp>
#include <chrono>
#include <cstdio>
#include <iostream>

#include "play/play.h"
#include "protocol/any_game.h"
#include "protocol/engine.h"

namespace {

using namespace manqala;

std::unique_ptr<AnyGame> game_from(const std::string& name, const std::vector<std::string>& options) {
  std::vector<std::string_view> words(options.begin(), options.end());
  return make_game(name, words);
}

int run_perft(const std::string& name, const std::vector<std::string>& options, int depth,
              const std::string& position, bool divide) {
  auto game = game_from(name, options);
  if (!position.empty()) game->set_position(position);
  auto start = std::chrono::steady_clock::now();
  uint64_t total = 0;
  if (divide) {
    for (const auto& [move, n] : game->divide(depth)) {
      std::printf("%s %llu\n", move.c_str(), static_cast<unsigned long long>(n));
      total += n;
    }
  } else {
    total = game->perft(depth);
  }
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("perft %d: %llu nodes in %.3f s (%.1f million nodes/s)\n", depth,
              static_cast<unsigned long long>(total), seconds,
              seconds > 0 ? total / seconds / 1e6 : 0.0);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"manqala: Hawalis and Al-manqala — rules engine, engine protocol and terminal play"};
  app.require_subcommand(1);
  app.set_version_flag("--version", std::string("manqala 0.1.0"));

  auto* engine = app.add_subcommand("engine", "Speak the engine line protocol on stdin/stdout");

  PlayConfig play;
  auto* play_cmd = app.add_subcommand("play", "Play a game in the terminal");
  play_cmd->add_option("-g,--game", play.game, "hawalis or al-manqala")
      ->check(CLI::IsMember({"hawalis", "al-manqala"}));
  play_cmd->add_option("-o,--option", play.options, "A rule option name=value (repeatable)");
  play_cmd->add_option("--south", play.south, "Who plays South: human or engine")
      ->check(CLI::IsMember({"human", "engine"}));
  play_cmd->add_option("--north", play.north, "Who plays North: human or engine")
      ->check(CLI::IsMember({"human", "engine"}));
  play_cmd->add_option("--depth", play.engine_depth, "Engine search depth (0: use --movetime)")
      ->check(CLI::Range(0, 60));
  play_cmd->add_option("--movetime", play.engine_movetime_ms, "Engine thinking time per move, ms")
      ->check(CLI::Range(1, 600000));
  play_cmd->add_option("--load", play.load, "Continue a saved game record");
  play_cmd->add_option("--save", play.save, "Default file for the save command");
  play_cmd->add_flag("!--no-color", play.color, "Plain board diagram without ANSI colours");

  std::string perft_game, perft_position;
  std::vector<std::string> perft_options;
  int perft_depth = 0;
  bool perft_divide = false;
  auto* perft = app.add_subcommand("perft", "Count move sequences of a given length (RULES.md perft)");
  perft->add_option("game", perft_game, "hawalis or al-manqala")
      ->required()
      ->check(CLI::IsMember({"hawalis", "al-manqala"}));
  perft->add_option("depth", perft_depth, "Number of plies")->required()->check(CLI::Range(0, 30));
  perft->add_option("--position", perft_position, "Start from this position text instead");
  perft->add_option("-o,--option", perft_options, "A rule option name=value (repeatable)");
  perft->add_flag("--divide", perft_divide, "Print the count below each legal move");

  CLI11_PARSE(app, argc, argv);

  try {
    if (*engine) return run_engine(std::cin, std::cout);
    if (*play_cmd) return run_play(play, std::cin, std::cout);
    if (*perft) return run_perft(perft_game, perft_options, perft_depth, perft_position, perft_divide);
  } catch (const ParseError& e) {
    std::fprintf(stderr, "error: %s\n", e.what());
    return 2;
  }
  return 0;
}
