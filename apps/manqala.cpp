// The manqala command: one binary, one subcommand per job (CLI11).
#include <CLI/CLI.hpp>
#include <chrono>
#include <cstdio>
#include <iostream>

#include "play/play.h"
#include "games/registry.h"
#include "protocol/engine.h"
#include "games/bench.h"
#include "server/api/static_site.h"
#include "search/endgame_scores.h"
#include "tools/bot/bot_runner.h"
#include "tools/match/match.h"
#include "tools/tablebase/tb_command.h"
#include "tools/pairing/pair_command.h"
#include "tools/puzzles/puzzles_command.h"
#include "server/server.h"

#include <random>
#include <unistd.h>

namespace {

using namespace manqala;

std::unique_ptr<AnyGame> game_from(const std::string& name, const std::vector<std::string>& options) {
  std::vector<std::string_view> words(options.begin(), options.end());
  return make_game(name, words);
}

std::vector<std::string> names_of_games() {
  std::vector<std::string> names;
  for (auto n : game_names()) names.emplace_back(n);
  return names;
}

// The rule options of every game, from each game's option schema, for --help.
std::string rule_options_footer() {
  std::string out = "Rule options (-o name=value), the default first:\n";
  for (const GameDescription* g : registered_games()) out += std::string(g->name()) + ":\n" + g->options_help();
  return out;
}

std::string titles_of_games() {
  std::string out;
  const auto& games = registered_games();
  for (size_t i = 0; i < games.size(); ++i)
    out += (i == 0 ? "" : i + 1 == games.size() ? " and " : ", ") + std::string(games[i]->title());
  return out;
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
  CLI::App app{"manqala: " + titles_of_games() + " — rules engine, engine protocol, terminal play and server"};
  const std::string game_help = game_names_text() + " (default " + std::string(registered_games().front()->name()) + ")";
  app.require_subcommand(1);
  app.set_version_flag("--version", std::string("manqala 0.1.0"));

  auto* engine = app.add_subcommand("engine", "Speak the engine line protocol on stdin/stdout");
  std::string tables_dir;  // engine and serve: the endgame tables (docs/tablebases.md)
  engine->add_option("--tb", tables_dir, "Endgame tables directory (as setoption tbpath)")->check(CLI::ExistingDirectory);

  PlayConfig play;
  auto* play_cmd = app.add_subcommand("play", "Play a game in the terminal");
  play_cmd->add_option("-g,--game", play.game, game_help)->check(CLI::IsMember(names_of_games()));
  play_cmd->footer(rule_options_footer());
  play_cmd->add_option("-o,--option", play.options, "A rule option name=value (repeatable)");
  play_cmd->add_option("--south", play.south, "Who plays South: human or engine")
      ->check(CLI::IsMember({"human", "engine"}));
  play_cmd->add_option("--north", play.north, "Who plays North: human or engine")
      ->check(CLI::IsMember({"human", "engine"}));
  play_cmd->add_option("--level", play.level, "Engine level, 1 (gentle) to 10 (full strength)")
      ->check(CLI::Range(1, 10));
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
  perft->add_option("game", perft_game, game_names_text())->required()->check(CLI::IsMember(names_of_games()));
  perft->footer(rule_options_footer());
  perft->add_option("depth", perft_depth, "Number of plies")->required()->check(CLI::Range(0, 30));
  perft->add_option("--position", perft_position, "Start from this position text instead");
  perft->add_option("-o,--option", perft_options, "A rule option name=value (repeatable)");
  perft->add_flag("--divide", perft_divide, "Print the count below each legal move");

  // match: two engines play a series of games (docs/match.md).
  MatchConfig match;
  std::vector<std::string> match_players;
  std::string match_sprt;
  auto* match_cmd = app.add_subcommand("match", "Play a match between two engines and rate it (docs/match.md)");
  match_cmd->add_option("--player", match_players,
                        "NAME:internal[,option=value...] or NAME:cmd=PROGRAM ARGS[,option=value...], twice; "
                        "options are sent as setoption")
      ->required()
      ->expected(1)
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
  match_cmd->add_option("-g,--game", match.game,
                        game_names_text() + " (default " + std::string(default_game().name()) + ")")
      ->check(CLI::IsMember(names_of_games()));
  match_cmd->footer(rule_options_footer());
  match_cmd->add_option("-o,--option", match.options, "A rule option name=value (repeatable)");
  match_cmd->add_option("--start", match.start, "Start every game from this position text");
  match_cmd->add_option("--games", match.games, "Number of games, even: pairs with colours swapped (default 100)")
      ->check(CLI::Range(2, 10'000'000));
  auto* mt = match_cmd->add_option("--movetime", match.movetime_ms, "Thinking time per move, ms (default 100)")
                 ->check(CLI::Range(int64_t{1}, int64_t{3'600'000}));
  auto* dp = match_cmd->add_option("--depth", match.depth, "Search depth per move")->check(CLI::Range(1, 127));
  auto* nd = match_cmd->add_option("--nodes", match.nodes, "Node budget per move")
                 ->check(CLI::Range(uint64_t{1}, uint64_t{1'000'000'000'000}));
  mt->excludes(dp)->excludes(nd);
  dp->excludes(nd);
  match_cmd->add_option("--timeout", match.timeout_ms,
                        "Time a player has to answer, ms (default 10 x movetime + 5000, or 60000)")
      ->check(CLI::Range(int64_t{1}, int64_t{86'400'000}));
  match_cmd->add_option("-j,--concurrency", match.concurrency, "Games played at once (default 1)")->check(CLI::Range(1, 256));
  match_cmd->add_option("--random-plies", match.random_plies,
                        "Random opening plies, shared by the two games of a pair")
      ->check(CLI::Range(0, 1000));
  auto* seed = match_cmd->add_option("--seed", match.seed, "Seed of the random openings (default: random)");
  match_cmd->add_option("--records", match.records, "Append every finished game's record to this file");
  match_cmd->add_option("--sprt", match_sprt, "elo0,elo1[,alpha,beta]: stop once the SPRT decides");
  match_cmd->add_option("--max-plies", match.max_plies, "Adjudicate a game still going after this many plies as a draw (default 2000)")
      ->check(CLI::Range(1, 20000));
  match_cmd->add_option("--event", match.event, "The Event tag of the records (default: manqala match)");

  // bot: an engine plays on a server as a bot (docs/bots.md).
  BotConfig bot;
  std::vector<std::string> bot_engine_options;
  auto* bot_cmd = app.add_subcommand("bot", "Play on a manqala server as a bot with an engine (docs/bots.md)");
  bot_cmd->add_option("--server", bot.server, "The server, http://host:port")->required();
  bot_cmd->add_option("--token", bot.token, "The bot's token (or the environment's MANQALA_BOT_TOKEN)")
      ->envname("MANQALA_BOT_TOKEN")->required();
  bot_cmd->add_option("engine", bot.engine, "After --: the engine's program and arguments (default: this program's own engine)");
  bot_cmd->add_option("--engine-option", bot_engine_options, "name=value: sent as setoption NAME VALUE at the start (repeatable)");
  bot_cmd->add_option("--engine-name", bot.engine_name, "The engine's name on the bot's page (default: the program's)");
  bot_cmd->add_option("--engine-version", bot.engine_version, "The engine's version on the bot's page");
  bot_cmd->add_option("--accept-game", bot.games, "A game it accepts challenges to (repeatable; default: every game)");
  bot_cmd->add_flag("!--no-rated", bot.accept_rated, "Decline rated challenges");
  bot_cmd->add_flag("!--no-casual", bot.accept_casual, "Decline casual (unrated) challenges");
  bot_cmd->add_option("--max-games", bot.max_games, "Games at once (default 4)")->check(CLI::Range(1, 8));
  bot_cmd->add_option("--movetime", bot.movetime_ms, "Thinking time a move in untimed games, ms (default 1000)")
      ->check(CLI::Range(int64_t{1}, int64_t{600'000}));
  bot_cmd->add_option("--challenge", bot.opponent, "Challenge this bot (or manqala-level-N) to --games games, then stop");
  bot_cmd->add_option("--games", bot.count, "Games to play against --challenge (default 2)")->check(CLI::Range(1, 100000));
  bot_cmd->add_option("--at-once", bot.at_once, "Challenges at once (default 1)")->check(CLI::Range(1, 8));
  bot_cmd->add_option("-g,--game", bot.game, "The challenges' game (default al-manqala)");
  bot_cmd->add_option("-o,--option", bot.options, "A rule option of the challenges, name=value (repeatable)");
  bot_cmd->add_option("--clock", bot.clock_minutes, "The challenges' clock, minutes (default: untimed)")->check(CLI::Range(0, 180));
  bot_cmd->add_option("--increment", bot.clock_increment_s, "The challenges' increment, seconds")->check(CLI::Range(0, 60));
  bot_cmd->add_flag("--rated", bot.rated, "The challenges are rated");

  ServeConfig serve;
  auto* serve_cmd = app.add_subcommand("serve", "Serve the board page, its JSON API and the game archive (docs/web-api.md)");
  serve_cmd->add_option("--host", serve.network.host, "Address to listen on (default 127.0.0.1: this machine only)");
  serve_cmd->add_option("--port", serve.network.port, "Port (default 8080; 0: any free port)");
  serve_cmd->add_option("--tb", tables_dir, "Endgame tables directory: the engine plays by them and the page shows them")
      ->check(CLI::ExistingDirectory);
  serve_cmd->add_option("--db", serve.db,
                        "The archive: an SQLite file, created if missing (default manqala.sqlite), or a PostgreSQL "
                        "database, postgresql://user@host/dbname (docs/deploy.md)");
  serve_cmd->add_option("--engine-ms", serve.room.engine_ms, "Most time the engine takes a move, ms (default 1000)")
      ->check(CLI::Range(int64_t{1}, int64_t{60'000}));
  serve_cmd->add_option("--web-root", serve.web_root, "Development: serve the web files from this folder")
      ->check(CLI::ExistingDirectory);
  serve_cmd->add_flag("--secure-cookies", serve.secure_cookies,
                      "Mark the login cookie Secure: the server is reached over HTTPS (a TLS proxy in front)");
  serve_cmd->add_option("--threads", serve.network.threads, "Network threads (default 2)")->check(CLI::Range(1, 64));
  serve_cmd->add_option("--bot-rate", serve.bot_requests_per_minute,
                        "Requests a minute a bot's token may make (default 1200; docs/bots.md)")
      ->check(CLI::Range(10, 1'000'000));
  serve_cmd->add_option("--max-games", serve.limits.max_games, "Games in progress at once; more are refused (default 1000)")
      ->check(CLI::Range(1, 1'000'000));
  serve_cmd->add_option("--max-games-per-address", serve.limits.max_games_per_client,
                        "Games in progress created from one address (default 50)")
      ->check(CLI::Range(1, 1'000'000));
  serve_cmd->add_option("--games-per-minute", serve.limits.creates_per_minute,
                        "New games a minute from one address, in bursts of twice that (default 30)")
      ->check(CLI::Range(1.0, 1e6));
  serve_cmd->add_option("--imports-per-minute", serve.limits.imports_per_minute,
                        "Imports a minute from one address, in bursts of twice that (default 10)")
      ->check(CLI::Range(1.0, 1e6));
  serve_cmd->add_option("--day-ms", serve.room.day_ms,
                        "Tests only: how long a correspondence game's day is, ms (default 86400000)")
      ->check(CLI::Range(int64_t{100}, int64_t{86'400'000}));
  serve_cmd->add_option("--sweep-ms", serve.limits.sweep_ms,
                        "How often idle games leave memory and correspondence timeouts are judged, ms (default 5000)")
      ->check(CLI::Range(100, 3'600'000));
  serve_cmd->add_option("--abandoned-after", serve.limits.abandoned_s,
                        "Seconds an untouched game without a clock stays in memory (default 1800)")
      ->check(CLI::Range(1, 100'000'000));
  serve_cmd->add_option("--idle-after", serve.limits.idle_s,
                        "Seconds after which a game nobody moves in, nor has open, stops counting as in progress "
                        "(default 600)")
      ->check(CLI::Range(1, 100'000'000));
  serve_cmd->add_option("--max-connections", serve.network.max_connections,
                        "Open connections at once, HTTP and WebSocket; more are refused (default 4000, lowered to fit ulimit -n)")
      ->check(CLI::Range(1, 1'000'000));
  serve_cmd->add_option("--max-connections-per-address", serve.network.max_connections_per_address,
                        "Open connections from one client address (IPv6: one /64) (default 64)")
      ->check(CLI::Range(1, 1'000'000));

  // archive: the server's archive, moved between SQLite and PostgreSQL (docs/deploy.md).
  std::string copy_from, copy_to;
  auto* archive_cmd = app.add_subcommand("archive", "Work on a server's archive (docs/deploy.md)");
  archive_cmd->require_subcommand(1);
  auto* copy_cmd = archive_cmd->add_subcommand(
      "copy", "Copy every table of an archive into a new one, then compare them: an SQLite file or postgresql://...");
  copy_cmd->add_option("FROM", copy_from, "The archive to copy (it is brought up to this manqala's schema first)")->required();
  copy_cmd->add_option("TO", copy_to, "The new archive: its tables are made, and must hold no rows yet")->required();

  StaticSiteOptions site;
  auto* static_cmd = app.add_subcommand(
      "static", "Write the site as files for any static web host: play the engine, analyse, edit, the rules (docs/offline.md)");
  static_cmd->add_option("--out", site.out, "The folder to write")->required();
  static_cmd->add_option("--tb", site.tables, "Plain endgame tables to give the browser's engine (tb build)")
      ->check(CLI::ExistingDirectory);
  static_cmd->add_option("--max-table-bytes", site.max_table_bytes, "Leave out tables bigger than this (default 2000000)");

  TbCommand tb;
  auto* tb_cmd = add_tb_command(app, tb);
  PairCommand pair;
  auto* pair_cmd = add_pair_command(app, pair);
  PuzzlesCommand puzzles;
  auto* puzzles_cmd = add_puzzles_command(app, puzzles);

  int bench_depth_offset = 0;
  auto* bench = app.add_subcommand(
      "bench", "Search a fixed set of positions of both games to a fixed depth: node signature and speed");
  bench->add_option("--depth-offset", bench_depth_offset, "Add this to every position's depth (e.g. -3 for a quick run)")
      ->check(CLI::Range(-20, 10));

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    const int status = app.exit(e);
    // match reports every bad option with status 2, as it does a bad player spec
    return status != 0 && argc > 1 && std::string_view(argv[1]) == "match" ? 2 : status;
  }

  if (*match_cmd) {
    try {
      if (match_players.size() != 2)
        throw ParseError("a match needs exactly two --player options, not " + std::to_string(match_players.size()));
      for (int i = 0; i < 2; ++i) match.players[i] = parse_player_spec(match_players[i]);
      if (!match_sprt.empty()) match.sprt = parse_sprt(match_sprt);
    } catch (const ParseError& e) {
      std::fprintf(stderr, "error: %s\n", e.what());
      return 2;
    }
    if (seed->count() == 0) match.seed = std::random_device{}() * 0x100000001ULL ^ std::random_device{}();
    match.progress = ::isatty(2) ? MatchConfig::Progress::Tty : MatchConfig::Progress::Lines;
    return run_match(match, std::cout, std::cerr);
  }

  if (*bot_cmd) {
    for (const auto& o : bot_engine_options) {
      const size_t eq = o.find('=');
      if (eq == std::string::npos || eq == 0) {
        std::fprintf(stderr, "error: --engine-option '%s' must be name=value\n", o.c_str());
        return 2;
      }
      bot.engine_options.emplace_back(o.substr(0, eq), o.substr(eq + 1));
    }
    if (!bot.opponent.empty() && bot.count == 0) bot.count = 2;
    return run_bot(bot, std::cout, std::cerr);
  }

  try {
    if (!tables_dir.empty()) set_tablebase_dir(tables_dir);
    if (*engine) return run_engine(std::cin, std::cout);
    if (*serve_cmd) return run_serve(serve);
    if (*copy_cmd) return run_archive_copy(copy_from, copy_to);
    if (*static_cmd) {
      try {
        const size_t files = write_static_site(site, std::cerr);
        std::cout << "wrote " << files << " files into " << site.out << "\n";
        return 0;
      } catch (const std::exception& e) {  // a folder that cannot be written, a bad table
        std::fprintf(stderr, "error: %s\n", e.what());
        return 1;
      }
    }
    if (*play_cmd) return run_play(play, std::cin, std::cout);
    if (*tb_cmd) {
      tb.tty = ::isatty(2);
      tablebase::Cluster one_process;
      return run_tb(tb, std::cout, std::cerr, one_process);
    }
    if (*pair_cmd) return run_pair(pair, std::cin, std::cout, std::cerr);
    if (*puzzles_cmd) return run_puzzles(puzzles, ::isatty(2), std::cout, std::cerr);
    if (*perft) return run_perft(perft_game, perft_options, perft_depth, perft_position, perft_divide);
    if (*bench) {
      const BenchResult r = run_bench(&std::cout, bench_depth_offset);
      std::printf("bench: %llu nodes in %lld ms, %llu nodes/s\n", static_cast<unsigned long long>(r.nodes),
                  static_cast<long long>(r.time_ms),
                  static_cast<unsigned long long>(nodes_per_second(r.nodes, r.time_ms)));
      return 0;
    }
  } catch (const ParseError& e) {
    std::fprintf(stderr, "error: %s\n", e.what());
    return 2;
  }
  return 0;
}
