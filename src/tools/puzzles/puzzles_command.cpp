#include "tools/puzzles/puzzles_command.h"

#include <map>
#include <set>

#include "search/endgame_scores.h"
#include "tools/puzzles/check.h"
#include "tools/puzzles/puzzle.h"

namespace manqala {

namespace {

using namespace puzzles;

// The game of a puzzle: its id is "<game>-<hex>".
std::string game_of_id(const std::string& id) {
  const size_t dash = id.rfind('-');
  return dash == std::string::npos ? "" : id.substr(0, dash);
}

// Checks every puzzle of every file again (check.h), and that no position appears twice.
int run_check(const PuzzlesCommand& cmd, std::ostream& out, std::ostream& err) {
  int failed = 0;
  for (const std::string& file : cmd.files) {
    std::vector<Puzzle> set;
    try {
      set = read_set(file);
    } catch (const std::exception& e) {
      err << "error: " << e.what() << "\n";
      return 1;
    }
    std::set<std::string> ids;
    std::map<std::string, int> themes, sources;
    int bad = 0;
    for (const Puzzle& p : set) {
      std::string why = ids.insert(p.id).second ? "" : "a second puzzle of the same position";
      if (why.empty()) why = check_puzzle(game_of_id(p.id), p, CheckOptions{cmd.check_depth, cmd.margin});
      if (!why.empty()) {
        err << file << ": " << p.id << ": " << why << "\n";
        ++bad;
      }
      ++sources[p.source];
      for (const std::string& t : p.themes) ++themes[t];
    }
    out << file << ": " << set.size() << " puzzles, " << (bad ? std::to_string(bad) + " fail the check" : "all hold");
    for (const auto& [source, n] : sources) out << ", " << n << " from " << source;
    out << "\n  themes:";
    for (const auto& [theme, n] : themes) out << " " << theme << " " << n;
    out << "\n";
    failed += bad;
  }
  return failed ? 1 : 0;
}

}  // namespace

CLI::App* add_puzzles_command(CLI::App& app, PuzzlesCommand& cmd) {
  auto* puzzles = app.add_subcommand("puzzles", "Puzzle sets: generate them from the endgame tables or self-play, check them (docs/puzzles.md)");
  puzzles->require_subcommand(1);
  auto& g = cmd.generate;
  auto* gen = puzzles->add_subcommand("generate", "Add puzzles to a set (a JSON Lines file) until it holds --count; stopped, it goes on");
  gen->add_option("game", g.game, "The game")->required();
  gen->add_option("--out", g.out, "The set to write or grow")->required();
  gen->add_option("--source", g.source,
                  "tables: random endgames the tables solve exactly; search: positions of self-played games; games: positions "
                  "of the recorded games of --games (default search)")
      ->check(CLI::IsMember({"tables", "search", "games"}));
  gen->add_option("--games", g.records, "games: files of records (docs/record-format.md: the archive's /api/games/ID/record, match --records) or folders of them")
      ->check(CLI::ExistingPath);
  gen->add_option("--count", g.count, "The set's size to reach (default 100)")->check(CLI::Range(1, 10'000'000));
  gen->add_option("--depth", g.depth, "search: the depth of the search that finds candidates (default 10)")->check(CLI::Range(2, 30));
  gen->add_option("--check-depth", g.check_depth, "search: the check's deeper search of every move (default 12)")->check(CLI::Range(2, 30));
  gen->add_option("--margin", g.margin, "search: seeds the solution must lead every other move by (default 2)")->check(CLI::Range(1, 100));
  gen->add_option("--max-moves", g.max_moves, "Your moves in a solution at most (default 3)")->check(CLI::Range(1, 10));
  gen->add_option("--max-seeds", g.max_seeds, "tables: seeds on the board at most (default 16)")->check(CLI::Range(2, 64));
  gen->add_option("--seed", g.seed, "Candidates are drawn from it (default 1)");
  gen->add_option("-o,--option", g.options, "A rule option, name=value");
  gen->add_option("--tb", cmd.tables, "Endgame tables directory")->check(CLI::ExistingDirectory);
  gen->callback([&cmd] { cmd.action = "generate"; });

  auto* check = puzzles->add_subcommand("check", "Check every puzzle of sets again, independently of the generator");
  check->add_option("files", cmd.files, "The sets")->required()->check(CLI::ExistingFile);
  check->add_option("--depth", cmd.check_depth, "Search every move this deep (default: as each puzzle says it was checked)")->check(CLI::Range(0, 30));
  check->add_option("--margin", cmd.margin, "Seeds a search puzzle's solution must lead by (default: the puzzle's own)")->check(CLI::Range(0, 100));
  check->add_option("--tb", cmd.tables, "Endgame tables directory (a tables puzzle needs them)")->check(CLI::ExistingDirectory);
  check->callback([&cmd] { cmd.action = "check"; });
  return puzzles;
}

int run_puzzles(PuzzlesCommand& cmd, bool tty, std::ostream& out, std::ostream& err) {
  try {
    if (!cmd.tables.empty()) set_tablebase_dir(cmd.tables);
    if (cmd.action == "check") return run_check(cmd, out, err);
    cmd.generate.tty = tty;
  if (cmd.generate.source == "games" && cmd.generate.records.empty()) {
    err << "error: --source games needs --games FILE|DIR\n";
    return 2;
  }
    return run_generate(cmd.generate, err);
  } catch (const std::exception& e) {  // a damaged table, a file that cannot be written
    err << "error: " << e.what() << "\n";
    return 1;
  }
}

}  // namespace manqala
