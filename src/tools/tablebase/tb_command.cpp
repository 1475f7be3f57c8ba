#include "tools/tablebase/tb_command.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <sstream>
#include <thread>

#include <unistd.h>

#include "core/notation.h"
#include "games/game_list.h"
#include "tablebase/builder.h"
#include "tablebase/value_search.h"
#include "tablebase/probe.h"
#include "tablebase/sentences.h"
#include "tools/tablebase/build_progress.h"

namespace manqala {
namespace {

using tablebase::EndgameValue;

std::string grouped(uint64_t n) {
  std::string digits = std::to_string(n), out;
  for (size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

template <class Endgame>
typename Endgame::Rules::Options rule_options(const TbCommand& cmd) {
  using Rules = typename Endgame::Rules;
  std::vector<std::string_view> words(cmd.options.begin(), cmd.options.end());
  return Rules::option_schema().parse(words, Rules::kName);
}

template <class Endgame>
int build(const Endgame& endgame, const TbCommand& cmd, std::ostream& out, std::ostream& err,
          tablebase::Cluster& cluster) {
  if (cmd.max_seeds < 0) throw ParseError("tb build needs --max-seeds N");
  if (cmd.max_seeds > Endgame::kMaxLevel)
    throw ParseError("--max-seeds " + std::to_string(cmd.max_seeds) + " is more than the " +
                     std::to_string(Endgame::kMaxLevel) + " this index supports");
  // Only the levels a game under these options reaches, unless --levels all.
  std::vector<bool> wanted = endgame.reachable_levels(cmd.max_seeds);
  if (cmd.levels == "all") wanted.assign(wanted.size(), true);
  std::vector<uint64_t> sizes;
  for (int level = 0; level <= cmd.max_seeds; ++level)
    sizes.push_back(wanted[static_cast<size_t>(level)] ? tablebase::level_entries(endgame, level) : 0);
  // Every level stays in memory while the build runs, and the level being solved needs a
  // byte an entry more (each changed entry's value before, for the parent filter) and two
  // bits: refuse at once what this machine cannot hold rather than fail hours later. A
  // cluster rank holds about 1/ranks of all that. A tenth of the memory is left to the rest.
  uint64_t needed = 0;
  for (uint64_t n : sizes) needed += n;
  needed += sizes.back() + sizes.back() / 4;
  if (cluster.size() > 1) needed /= static_cast<uint64_t>(cluster.size());
  const uint64_t memory = static_cast<uint64_t>(::sysconf(_SC_PHYS_PAGES)) * static_cast<uint64_t>(::sysconf(_SC_PAGE_SIZE));
  if (needed > memory / 10 * 9)
    throw ParseError("tables up to " + std::to_string(cmd.max_seeds) + " seeds need about " +
                     std::to_string(needed >> 30) + " GiB of memory a process, more than nine tenths of this machine's " +
                     std::to_string(memory >> 30) + " GiB (a cluster divides it: docs/tablebases.md)");
  BuildProgress progress(sizes, cluster.rank() == 0 ? &err : nullptr, cmd.tty);
  tablebase::BuildSettings s;
  s.dir = cmd.dir;
  s.max_level = cmd.max_seeds;
  s.threads = cmd.threads;
  s.levels = wanted;
  s.divided = cmd.divided;
  s.round_every = cmd.round_every;
  if (cmd.levels != "all") s.levels_why = endgame.unreachable_reason();
  s.on_sweep = [&](const tablebase::SweepProgress& p) { progress.sweep(p, cluster.size()); };
  s.on_level = [&](const tablebase::LevelDone& d) { progress.level(d); };
  if (cluster.rank() == 0)
    err << "building " << Endgame::Rules::kTitle << " tables up to " << cmd.max_seeds << " seeds ("
        << endgame.options_key() << ") in " << tablebase::options_folder(cmd.dir, Endgame::Rules::kName,
                                                                           endgame.options_key()).string()
        << (cluster.size() > 1 ? ", divided among " + std::to_string(cluster.size()) + " ranks, one thread each"
            : cmd.divided        ? ", divided as a cluster of one, one thread"
                                 : ", " + std::to_string(cmd.threads) + " threads")
        << "\n";
  if (cluster.rank() == 0 && std::find(wanted.begin(), wanted.end(), false) != wanted.end())
    err << "only the levels a game reaches: " << (s.levels_why.empty() ? "the others lie above the start" : s.levels_why)
        << " (--levels all builds every one)\n";
  tablebase::build_tables(endgame, s, cluster);
  if (cluster.rank() == 0) out << progress.summary() << "\n";
  return 0;
}

template <class Endgame>
int probe(const Endgame& endgame, const TbCommand& cmd, std::ostream& out) {
  if (cmd.position.empty()) throw ParseError("tb probe needs a position text");
  const auto& rules = endgame.rules();
  const auto p = rules.from_text(cmd.position);
  const tablebase::EndgameTables<Endgame> tables(endgame, cmd.dir);
  const auto v = tables.probe(p);
  if (!v) {
    const int level = endgame.level_of(p);
    out << "not in the tables: " << level << " seeds on the board, ";
    if (level <= tables.max_level() && level < static_cast<int>(endgame.reachable_levels(level).size()) &&
        !endgame.reachable_levels(level).back())
      out << "a level the build left out, as no game under these options has " << level << " seeds on the board: "
          << endgame.unreachable_reason() << ". tb build --levels all builds it\n";
    else if (level <= tables.max_level() && !endgame.in_tables(p))
      out << "a position the tables do not hold\n";
    else
      out << "the tables under " << cmd.dir << " hold up to " << tables.max_level() << "\n";
    return 1;
  }
  out << "solved: " << tablebase::value_sentence(*v, p.to_move) << "\n";
  MoveList moves;
  typename Endgame::Rules::Position after[Endgame::Rules::kMaxMoves];
  const int n = rules.generate(p, moves, after);
  for (int i = 0; i < n; ++i) {
    const auto mv = tables.after_move(p, after[i]);
    out << rules.move_name(p, moves.moves[i]) << " " << (mv ? tablebase::move_value_text(*mv) : "?") << "\n";
  }
  return 0;
}

// --max-seeds, or the highest level whose files are all there (they are opened, and so
// checked, by the command itself).
template <class Endgame>
int highest_level(const Endgame& endgame, const TbCommand& cmd) {
  if (cmd.max_seeds >= 0) return cmd.max_seeds;
  const int highest = tablebase::highest_complete_level(endgame, cmd.dir);
  if (highest < 0)
    throw tablebase::TableError("no tables under " +
                                tablebase::options_folder(cmd.dir, Endgame::Rules::kName, endgame.options_key()).string());
  return highest;
}

template <class Endgame>
int compress(const Endgame& endgame, const TbCommand& cmd, std::ostream& out) {
  const int max_level = highest_level(endgame, cmd);
  uint64_t before = 0, after = 0;
  const auto start = std::chrono::steady_clock::now();
  tablebase::compress_tables(endgame, cmd.dir, max_level, cmd.zstd_level, cmd.threads,
                             [&](const tablebase::LevelCompressed& c) {
                               before += c.bytes_before;
                               after += c.bytes_after;
                               out << "level " << c.level << ": " << grouped(c.bytes_before) << " -> "
                                   << grouped(c.bytes_after) << " bytes, " << c.rewritten << " files rewritten\n";
                               out.flush();
                             });
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  char ratio[32];
  std::snprintf(ratio, sizeof ratio, "%.2f", after > 0 ? static_cast<double>(before) / static_cast<double>(after) : 1.0);
  out << (cmd.zstd_level > 0 ? "compressed: " : "decompressed: ") << grouped(before) << " -> " << grouped(after)
      << " bytes (" << ratio << "x) in " << seconds << " s\n";
  return 0;
}

template <class Endgame>
int verify(const Endgame& endgame, const TbCommand& cmd, std::ostream& out) {
  const int max_level = highest_level(endgame, cmd);
  uint64_t wrong = 0, entries = 0;
  const auto start = std::chrono::steady_clock::now();
  tablebase::verify_tables(endgame, cmd.dir, max_level, cmd.threads, [&](const tablebase::LevelCheck& c) {
    entries += c.entries;
    wrong += c.wrong;
    out << "level " << c.level << ": " << grouped(c.entries) << " entries, ";
    if (c.wrong == 0) {
      out << "all agree with their successors\n";
    } else {
      const auto p = endgame.position_at({c.level, c.first_wrong});
      out << grouped(c.wrong) << " disagree, the first at " << endgame.rules().to_text(p) << "\n";
    }
    out.flush();
  });
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  out << (wrong == 0 ? "verified: " : "FAILED: ") << grouped(entries) << " entries, " << grouped(wrong)
      << " wrong, in " << seconds << " s\n";
  return wrong == 0 ? 0 : 1;
}

template <class Endgame>
int stats(const Endgame& endgame, const TbCommand& cmd, std::ostream& out) {
  const int max_level = highest_level(endgame, cmd);
  const auto levels = tablebase::read_levels(endgame, cmd.dir, max_level);
  const bool seeds = Endgame::kKind == tablebase::ValueKind::HalfSeeds;
  out << (seeds ? "seeds  positions  mover-more  equal  mover-less\n"
                : "seeds  positions  won  drawn  lost  longest-win  example\n");
  for (int level = 0; level <= max_level; ++level) {
    const auto& data = levels[static_cast<size_t>(level)];
    if (data.empty()) continue;
    uint64_t won = 0, drawn = 0, lost = 0, longest_at = 0;
    int longest = -1;
    for (uint64_t i = 0; i < data.size(); ++i) {
      const auto v = EndgameValue::decode(Endgame::kKind, data[i], level);
      const int outcome = seeds ? (v.half_seeds > level) - (v.half_seeds < level) : v.outcome;
      (outcome > 0 ? won : outcome < 0 ? lost : drawn)++;
      if (!seeds && v.outcome > 0 && v.plies > longest) longest = v.plies, longest_at = i;
    }
    auto share = [&](uint64_t k) {
      char buf[32];
      std::snprintf(buf, sizeof buf, "%.1f%%", 100.0 * static_cast<double>(k) / static_cast<double>(data.size()));
      return std::string(buf);
    };
    out << level << "  " << grouped(data.size()) << "  " << share(won) << "  " << share(drawn) << "  " << share(lost);
    if (!seeds && longest >= 0)
      out << "  " << longest << "  " << endgame.rules().to_text(endgame.position_at({level, longest_at}));
    out << "\n";
  }
  return 0;
}

// Ctrl-C (or a TERM) during tb solve: the search stops, its bounds are saved.
std::atomic<bool> solve_interrupted{false};
extern "C" void interrupt_solve(int) { solve_interrupted.store(true); }

// Where a solve keeps its bounds unless --save says: a name from the game, the options and
// the position, in the current directory.
std::string default_bounds_path(const std::string& game, const std::string& options, const std::string& position) {
  uint64_t h = 1469598103934665603ull;
  for (char c : game + "|" + options + "|" + position) h = (h ^ static_cast<unsigned char>(c)) * 1099511628211ull;
  char name[64];
  std::snprintf(name, sizeof name, "tb-solve-%s-%016llx.bounds", game.c_str(), static_cast<unsigned long long>(h));
  return name;
}

// The value of a position above the tables, the start by default, and of each of its moves,
// by a search down to the tables (tablebase/value_search.h): the moves on --threads threads,
// progress every 10 s, the bounds proven saved every --save-every seconds and on Ctrl-C,
// --resume going on from a saved file.
template <class Endgame>
int solve(const Endgame& endgame, const TbCommand& cmd, std::ostream& out, std::ostream& err) {
  if constexpr (!tablebase::SolvesPositions<Endgame>) {
    throw ParseError(std::string("tb solve is for games whose tables count seeds, not ") + std::string(Endgame::Rules::kTitle));
  } else {
    const auto& rules = endgame.rules();
    const auto p = cmd.position.empty() ? rules.start() : rules.from_text(cmd.position);
    const tablebase::EndgameTables<Endgame> tables(endgame, cmd.dir);
    if (tables.max_level() < 0)
      throw tablebase::TableError("no tables under " +
                                  tablebase::options_folder(cmd.dir, Endgame::Rules::kName, endgame.options_key()).string() +
                                  " (build them with manqala tb build)");
    const std::string what = std::string(Endgame::Rules::kName) + " (" + endgame.options_key() + ") over the tables' " +
                             tables.describe();
    const std::string path = !cmd.save.empty()     ? cmd.save
                             : !cmd.resume.empty() ? cmd.resume
                                                   : default_bounds_path(std::string(Endgame::Rules::kName),
                                                                         endgame.options_key(), rules.to_text(p));
    err << "solving " << rules.to_text(p) << " (" << endgame.level_of(p) << " seeds on the board) over the tables up to "
        << tables.max_level() << " seeds, " << cmd.threads << " threads, " << cmd.memory_mib
        << " MiB of transpositions\n";
    tablebase::ValueSearch<Endgame> search(tables, static_cast<uint64_t>(cmd.memory_mib) << 20);
    if (!cmd.resume.empty())
      err << "resumed: " << grouped(search.load(cmd.resume, what)) << " proven bounds read from " << cmd.resume << "\n";
    MoveList moves;
    typename Endgame::Rules::Position after[Endgame::Rules::kMaxMoves];
    const int n = rules.generate(p, moves, after);
    auto bounds_text = [&](std::pair<int, int> b) {
      return b.first == b.second ? tablebase::seeds_text(b.first)
                                 : tablebase::seeds_text(b.first) + " to " + tablebase::seeds_text(b.second);
    };
    auto line = [&] {
      const tablebase::SearchProgress s = search.progress();
      std::string text = "the mover takes " + bounds_text(search.position_bounds()) + " seeds; moves";
      for (int i = 0; i < n; ++i) text += " " + rules.move_name(p, moves.moves[i]) + " " + bounds_text(search.move_bounds(i));
      return text + "; " + grouped(s.nodes) + " positions, " +
             grouped(static_cast<uint64_t>(static_cast<double>(s.nodes) / std::max(s.seconds, 1e-9))) + "/s, " +
             grouped(s.stored) + " bounds kept, " + std::to_string(static_cast<int>(s.seconds)) + " s";
    };
    std::vector<tablebase::EndgameValue> move_values;
    tablebase::EndgameValue value;
    const bool searched = n > 0 && !tables.has_level(endgame.level_of(p));
    if (!searched) {  // in the tables, or no move: nothing to divide among threads
      value = search.value(p);
      for (int i = 0; i < n; ++i) move_values.push_back(search.after_move(p, after[i]));
    } else {
      solve_interrupted = false;
      const auto old_int = std::signal(SIGINT, interrupt_solve);
      const auto old_term = std::signal(SIGTERM, interrupt_solve);
      double next_line = cmd.tty ? 1 : 10, next_save = cmd.save_every;
      const auto monitor = [&] {
        const double now = search.progress().seconds;
        if (solve_interrupted) search.stop();
        if (now >= next_line) {
          err << (cmd.tty ? "\33[2K" : "") << line() << (cmd.tty ? "\r" : "\n") << std::flush;
          next_line = now + (cmd.tty ? 1 : 10);
        }
        if (now >= next_save) {
          search.save(path, what);
          next_save = now + cmd.save_every;
        }
      };
      try {
        move_values = search.solve_moves(p, after, n, cmd.threads, monitor);
      } catch (const tablebase::SearchStopped&) {
        std::signal(SIGINT, old_int), std::signal(SIGTERM, old_term);
        search.save(path, what);
        err << (cmd.tty ? "\n" : "") << "stopped: " << line() << "\n";
        out << "stopped: the mover takes " << bounds_text(search.position_bounds()) << " seeds (proven bounds)\n";
        for (int i = 0; i < n; ++i)
          out << rules.move_name(p, moves.moves[i]) << " " << bounds_text(search.move_bounds(i)) << "\n";
        // The same position, rules and table size: the bounds fill a table as large again.
        std::string again = "manqala tb solve " + std::string(Endgame::Rules::kName);
        if (!cmd.position.empty()) again += " \"" + cmd.position + "\"";
        for (const std::string& o : cmd.options) again += " -o " + o;
        again += " --tb " + cmd.dir + " --memory " + std::to_string(cmd.memory_mib) + " --resume " + path;
        out << "bounds saved to " << path << "; go on with: " << again << "\n";
        return 3;
      }
      std::signal(SIGINT, old_int), std::signal(SIGTERM, old_term);
      if (!cmd.save.empty() || !cmd.resume.empty() || search.progress().seconds >= cmd.save_every)
        search.save(path, what);
      int best = 0;  // the position's value: the best of its moves'
      for (int i = 0; i < n; ++i) {
        auto& v = move_values[static_cast<size_t>(i)];
        v = *tablebase::value_after_move(endgame, p, after[i], [&](const auto&) { return std::optional(v); });
        best = std::max(best, v.half_seeds);
      }
      value = tablebase::EndgameValue::decode(Endgame::kKind, static_cast<uint8_t>(best), endgame.level_of(p));
    }
    const tablebase::SearchProgress done = search.progress();
    err << (cmd.tty ? "\n" : "") << "done: " << grouped(done.nodes) << " positions searched, " << grouped(done.tb_reads)
        << " table reads, " << static_cast<int>(done.seconds) << " s\n";
    out << "solved: " << tablebase::value_sentence(value, p.to_move) << "\n";
    for (int i = 0; i < n; ++i)
      out << rules.move_name(p, moves.moves[i]) << " " << tablebase::move_value_text(move_values[static_cast<size_t>(i)]) << "\n";
    return 0;
  }
}

template <class Endgame>
int run_for(const TbCommand& cmd, std::ostream& out, std::ostream& err, tablebase::Cluster& cluster) {
  const Endgame endgame(rule_options<Endgame>(cmd));
  std::ostringstream discard;
  std::ostream& shown = cluster.rank() == 0 ? out : discard;
  if (cmd.action == "build") return build(endgame, cmd, out, err, cluster);
  if (cmd.action == "probe") return probe(endgame, cmd, shown);
  if (cmd.action == "verify") return verify(endgame, cmd, shown);
  if (cmd.action == "solve") return solve(endgame, cmd, shown, cluster.rank() == 0 ? err : discard);
  if (cmd.action == "compress") return compress(endgame, cmd, shown);
  return stats(endgame, cmd, shown);
}

}  // namespace

CLI::App* add_tb_command(CLI::App& app, TbCommand& cmd) {
  auto* tb =
      app.add_subcommand("tb", "Endgame databases: build, probe, verify, stats, solve, compress (docs/tablebases.md)");
  tb->require_subcommand(1);
  std::vector<std::string> games;
#define MANQALA_TB_GAME(R) \
  if constexpr (HasEndgame<R>) games.emplace_back(R::kName);
  MANQALA_FOR_EACH_GAME(MANQALA_TB_GAME)
#undef MANQALA_TB_GAME
  const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  struct Action {
    const char* name;
    const char* help;
  };
  for (const Action& a : {Action{"build", "Build the tables up to --max-seeds seeds on the board"},
                          Action{"probe", "The value of a position and of each of its moves"},
                          Action{"verify", "Check every entry against its successors' values"},
                          Action{"stats", "Won, drawn and lost shares per seed count, longest wins"},
                          Action{"solve", "The value of a position above the tables (the start by default), "
                                          "by a search down to the tables"},
                          Action{"compress", "Rewrite the tables in zstd blocks (format 2), or plain again with "
                                             "--level 0"}}) {
    auto* sub = tb->add_subcommand(a.name, a.help);
    sub->add_option("game", cmd.game, "The game")->required()->check(CLI::IsMember(games));
    if (std::string_view(a.name) == "probe") sub->add_option("position", cmd.position, "A position text")->required();
    const bool solving = std::string_view(a.name) == "solve";  // every table there
    if (solving) {
      sub->add_option("position", cmd.position, "A position text (default: the start)");
      sub->add_option("--memory", cmd.memory_mib, "MiB for the search's transposition table (default 1024)")
          ->check(CLI::Range(1, 1 << 20));
      sub->add_option("--save", cmd.save,
                      "Where the proven bounds are kept (default: tb-solve-<game>-<hash>.bounds here, or the --resume file)");
      sub->add_option("--save-every", cmd.save_every, "Seconds between saves of the bounds (default 600; also on Ctrl-C)")
          ->check(CLI::Range(1, 1 << 30));
      sub->add_option("--resume", cmd.resume, "Go on from the bounds a stopped solve saved")->check(CLI::ExistingFile);
    }
    if (!solving) {
      auto* seeds = sub->add_option("--max-seeds", cmd.max_seeds, "Seeds on the board, at most")->check(CLI::Range(0, 48));
      if (std::string_view(a.name) == "build") seeds->required();
    }
    if (std::string_view(a.name) == "build")
      sub->add_option("--levels", cmd.levels,
                      "reachable: only the levels a game under these options reaches (default); all: every one")
          ->check(CLI::IsMember({"reachable", "all"}));
    if (std::string_view(a.name) == "build") {
      sub->add_flag("--divided", cmd.divided,
                    "Build as a cluster rank does, every level in slices asked of their owners (one thread; "
                    "manqala-tb always does)");
      sub->add_option("--round-every", cmd.round_every,
                      "Seconds between saves of the level being built, at the end of a round, so that a build "
                      "stopped inside a level goes on from there (default 600; 0: every round; one process only)")
          ->check(CLI::Range(0, 1 << 30));
    }
    if (std::string_view(a.name) == "compress")
      sub->add_option("--level", cmd.zstd_level, "zstd level, 1..19; 0 writes the tables plain again (default 9)")
          ->check(CLI::Range(0, 19));
    sub->add_option(std::string_view(a.name) == "build" ? "--out,--tb" : "--tb", cmd.dir,
                    "The tables directory (default tablebases)");
    sub->add_option("-o,--option", cmd.options, "A rule option name=value (repeatable)");
    sub->add_option("--threads", cmd.threads,
                    "Threads (default: every core, " + std::to_string(cores) + (solving ? "; a first move a thread)" : ")"))
        ->check(CLI::Range(1, 1024));
    sub->callback([&cmd, name = std::string(a.name), cores] {
      cmd.action = name;
      if (cmd.threads == 0) cmd.threads = static_cast<int>(cores);
    });
  }
  return tb;
}

int run_tb(const TbCommand& cmd, std::ostream& out, std::ostream& err, tablebase::Cluster& cluster) {
  try {
#define MANQALA_TB_GAME(R)                                            \
  if constexpr (HasEndgame<R>)                                        \
    if (cmd.game == R::kName) return run_for<EndgameOf<R>::type>(cmd, out, err, cluster);
    MANQALA_FOR_EACH_GAME(MANQALA_TB_GAME)
#undef MANQALA_TB_GAME
    throw ParseError("no endgame tables for the game '" + cmd.game + "'");
  } catch (const std::exception& e) {  // a bad request, a bad table file, a full disk
    if (cluster.rank() == 0) err << "error: " << e.what() << "\n";
    return 2;
  }
}

}  // namespace manqala
