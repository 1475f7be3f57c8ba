#include "protocol/engine.h"

#include "core/text.h"
#include "games/bench.h"
#include "search/endgame_scores.h"

#include <charconv>

namespace manqala {

namespace {

bool parse_number(std::string_view word, uint64_t max, uint64_t& out) {
  if (word.empty() || word.size() > 18) return false;
  for (char c : word)
    if (c < '0' || c > '9') return false;
  std::from_chars(word.data(), word.data() + word.size(), out);
  return out <= max;
}

std::string shown(std::string_view s) {
  return s.size() > 40 ? std::string(s.substr(0, 40)) + "..." : std::string(s);
}

}  // namespace

Engine::Engine(Output out, EngineConfig config)
    : out_(std::move(out)), config_(config), game_(default_game().make({})) {
  if (!config_.search_thread) config_.max_threads = 1;
}

void Engine::run_job(bool on_thread, std::function<void()> job) {
  if (on_thread)
    search_ = std::thread(std::move(job));
  else
    job();
}

Engine::~Engine() {
  stop_ = true;
  wait_for_search();
}

void Engine::reply(const std::string& line) {
  std::lock_guard lock(out_mutex_);
  out_(line);
}

void Engine::wait_for_search() {
  if (search_.joinable()) search_.join();
}

bool Engine::handle(std::string_view line) {
  if (line.size() > kMaxLine) {
    error("line too long (over " + std::to_string(kMaxLine) + " bytes)");
    return true;
  }
  auto w = split_words(line);
  if (w.empty()) {
    error("empty line");
    return true;
  }
  const std::string_view cmd = w[0];
  // `stop` and `quit` act on a running search; other commands wait until it has answered.
  if (cmd == "stop") {
    stop_ = true;
    wait_for_search();
    return true;
  }
  if (cmd == "quit") {
    stop_ = true;
    wait_for_search();
    return false;
  }
  wait_for_search();
  if (cmd == "game") {
    cmd_game(w);
  } else if (cmd == "position") {
    cmd_position(w);
  } else if (cmd == "play") {
    cmd_play(w);
  } else if (cmd == "legal" && w.size() == 1) {
    auto legal = game_->legal_moves();
    reply(legal.empty() ? "legal" : "legal " + join(legal));
  } else if (cmd == "show" && w.size() == 1) {
    reply("position " + game_->position_text());
  } else if (cmd == "status" && w.size() == 1) {
    reply("status " + status_text(game_->result()));
  } else if (cmd == "undo" && w.size() == 1) {
    if (game_->undo())
      reply("ok");
    else
      error("no move to undo");
  } else if (cmd == "share" && w.size() == 1) {
    try {
      game_->share_loop();
      reply("ok");
    } catch (const ParseError& e) {
      error(e.what());
    }
  } else if (cmd == "setoption") {
    cmd_setoption(w);
  } else if (cmd == "perft") {
    cmd_perft(w);
  } else if (cmd == "go") {
    cmd_go(w);
  } else if (cmd == "trace") {
    cmd_trace(w);
  } else if (cmd == "bench") {
    cmd_bench(w);
  } else if (cmd == "help" && w.size() == 1) {
    cmd_help();
  } else if (cmd == "legal" || cmd == "show" || cmd == "status" || cmd == "undo" || cmd == "help" ||
             cmd == "share") {
    error(std::string(cmd) + " takes no arguments");
  } else {
    error("unknown command '" + shown(cmd) + "' (try help)");
  }
  return true;
}

void Engine::cmd_game(const std::vector<std::string_view>& w) {
  if (w.size() < 2) return error("game needs a name: " + game_names_text());
  const std::string name(w[1]);
  std::vector<std::string> options(w.begin() + 2, w.end());
  start_job("game", [this, name, options](WorkLimit& limit) {
    game_ = make_game(name, {options.begin(), options.end()}, &limit);  // judges the start
    tt_.clear();  // a new game: what the table knew belongs to the old one
    reply("ok");
  });
}

void Engine::start_job(std::string what, std::function<void(WorkLimit&)> work) {
  stop_ = false;
  run_job(config_.judge_thread, [this, what = std::move(what), work = std::move(work)] {
    WorkLimit limit;
    limit.stop_on(&stop_);
    try {
      work(limit);
    } catch (const ParseError& e) {
      error(e.what());
    } catch (const RulesInterrupted& e) {
      error(what + " interrupted: " + e.what() + "; nothing changed");
    }
    game_->set_work_limit(nullptr);
  });
}

void Engine::cmd_position(const std::vector<std::string_view>& w) {
  if (w.size() < 2) return error("position needs startpos or a position text");
  size_t moves_at = 2;
  std::string text;
  if (w[1] != "startpos") {
    if (w.size() < 5) return error("position text needs rows, side and two captured counts");
    text = std::string(w[1]) + " " + std::string(w[2]) + " " + std::string(w[3]) + " " + std::string(w[4]);
    moves_at = 5;
  }
  if (moves_at < w.size() && w[moves_at] != "moves")
    return error("expected 'moves' after the position, found '" + shown(w[moves_at]) + "'");
  std::vector<std::string> moves;
  for (size_t i = moves_at + 1; i < w.size(); ++i) moves.emplace_back(w[i]);
  start_job("position", [this, text, moves](WorkLimit& limit) {
    auto next = game_->clone();
    next->set_work_limit(&limit);
    if (text.empty())
      next->new_game();
    else
      next->set_position(text);
    for (const auto& m : moves) next->play(m);
    game_ = std::move(next);
    reply("ok");
  });
}

void Engine::cmd_play(const std::vector<std::string_view>& w) {
  if (w.size() != 2) return error("play needs exactly one move");
  start_job("play", [this, move = std::string(w[1])](WorkLimit& limit) {
    game_->set_work_limit(&limit);
    game_->play(move);
    reply("ok");
  });
}

// `trace M`: the seed-by-seed story of a legal move, without playing it, for a board that
// animates it: `trace lift:a1:4 drop:a2 ... capture:b3:6 [truncated]`.
void Engine::cmd_trace(const std::vector<std::string_view>& w) {
  if (w.size() != 2) return error("trace needs exactly one move");
  start_job("trace", [this, move = std::string(w[1])](WorkLimit& limit) {
    game_->set_work_limit(&limit);
    const MoveTrace t = game_->trace(move);
    std::string line = "trace";
    for (const TraceEvent& e : t.events) {
      line += " " + std::string(to_string(e.kind)) + ":" + e.pit;
      if (e.kind != TraceEvent::Kind::Drop) line += ":" + std::to_string(e.count);
    }
    reply(t.truncated ? line + " truncated" : line);
  });
}

void Engine::cmd_perft(const std::vector<std::string_view>& w) {
  uint64_t depth = 0;
  if (w.size() != 2 || !parse_number(w[1], kMaxPerftDepth, depth))
    return error("perft needs a depth from 0 to " + std::to_string(kMaxPerftDepth));
  start_job("perft", [this, depth](WorkLimit& limit) {
    game_->set_work_limit(&limit);
    reply("perft " + std::to_string(game_->perft(static_cast<int>(depth))));
  });
}

void Engine::cmd_go(const std::vector<std::string_view>& w) {
  SearchLimits limits;
  int64_t clock[2] = {-1, -1}, increment[2] = {0, 0};
  for (size_t i = 1; i < w.size(); i += 2) {
    uint64_t v = 0;
    if (i + 1 >= w.size() || !parse_number(w[i + 1], 1'000'000'000'000ULL, v))
      return error("go takes depth D, movetime MS, nodes N or wtime W btime B [winc I binc J], each with a number");
    const auto ms = static_cast<int64_t>(v);
    if (w[i] == "depth" && v >= 1 && v < kMaxPly)
      limits.depth = static_cast<int>(v);
    else if (w[i] == "movetime" && v >= 1)
      limits.movetime_ms = ms;
    else if (w[i] == "nodes" && v >= 1)
      limits.nodes = v;
    else if (w[i] == "wtime" || w[i] == "btime")  // clocks: South is "white", moving first
      clock[w[i] == "wtime" ? 0 : 1] = ms;
    else if (w[i] == "winc" || w[i] == "binc")
      increment[w[i] == "winc" ? 0 : 1] = ms;
    else
      return error("go: '" + shown(w[i]) + " " + shown(w[i + 1]) + "' is not depth 1-" +
                   std::to_string(kMaxPly - 1) + ", movetime MS, nodes N, wtime, btime, winc or binc");
  }
  if (game_->result().over()) return error("the game is over (" + status_text(game_->result()) + ")");
  const int mover = index(game_->to_move());
  if (clock[mover] < 0 && clock[1 - mover] >= 0) return error("go: no clock given for the side to move");
  limits.clock_ms = clock[mover];
  limits.increment_ms = increment[mover];
  if (w.size() == 1) limits.movetime_ms = 1000;  // a bare `go` thinks for a second
  stop_ = false;
  std::shared_ptr<AnyGame> position = game_->clone();  // shared: a job is a copyable std::function
  run_job(config_.search_thread, [this, limits, position] {
    auto info_line = [](const AnyGame::Report& r) {
      const uint64_t nps = nodes_per_second(r.nodes, r.time_ms);
      return "info depth " + std::to_string(r.depth) +
             (r.multipv > 0 ? " multipv " + std::to_string(r.multipv) : std::string()) + " seldepth " +
             std::to_string(r.seldepth) +
             " score " + score_text(r.score) + " nodes " + std::to_string(r.nodes) + " nps " +
             std::to_string(nps) + " time " + std::to_string(r.time_ms) +
             (tablebase_dir().empty() ? "" : " tbhits " + std::to_string(r.tbhits)) + " pv " + join(r.pv);
    };
    auto best = position->think(player_, limits, tt_, stop_, [&](const AnyGame::Report& r) { reply(info_line(r)); });
    reply("bestmove " + best.pv.front());
  });
}

// `bench [depth-offset]`: `manqala bench`'s positions and signature, one line, so that a
// build elsewhere (a browser's) can show it searches exactly as this one does.
void Engine::cmd_bench(const std::vector<std::string_view>& w) {
  int offset = 0;
  if (w.size() > 2) return error("bench takes at most a depth offset (-5 to 5)");
  if (w.size() == 2) {
    const auto [end, ec] = std::from_chars(w[1].data(), w[1].data() + w[1].size(), offset);
    if (ec != std::errc() || end != w[1].data() + w[1].size() || offset < -5 || offset > 5)
      return error("bench: the depth offset must be a number from -5 to 5");
  }
  run_job(config_.search_thread, [this, offset] {
    const BenchResult r = run_bench(nullptr, offset);
    reply("bench nodes " + std::to_string(r.nodes) + " time " + std::to_string(r.time_ms) + " nps " +
          std::to_string(nodes_per_second(r.nodes, r.time_ms)));
  });
}

void Engine::cmd_setoption(const std::vector<std::string_view>& w) {
  if (w.size() != 3) return error("setoption needs a name and a value: setoption level 5");
  const std::string_view name = w[1], value = w[2];
  uint64_t v = 0;
  const bool number = parse_number(value, 1'000'000'000'000'000ULL, v);
  if (name == "level" && number && v >= 1 && v <= kMaxLevel) {
    player_.level = static_cast<int>(v);
  } else if (name == "hash" && number && v >= 1 && v <= kMaxHashMb) {
    try {
      tt_.resize(static_cast<size_t>(v));
      tt_.allocate();  // now, so that a size the machine cannot hold is refused here
    } catch (const std::bad_alloc&) {
      tt_.resize(kDefaultHashMb);
      return error("hash: cannot allocate " + std::to_string(v) + " MB");
    }
  } else if (name == "tbpath") {
    // "none" (or "") switches the endgame tables off.
    try {
      set_tablebase_dir(value == "none" ? "" : std::string(value));
    } catch (const tablebase::TableError& e) {
      return error(std::string("tbpath: ") + e.what());
    }
    // Open the current game's tables now, so that a damaged one is reported here.
    game_->endgame_report();
    if (const std::string why = tablebase_error(); !why.empty()) {
      set_tablebase_dir("");
      return error("tbpath: " + why);
    }
  } else if (name == "multipv" && number && v >= 1 && v <= kMaxMultiPv) {
    player_.multipv = static_cast<int>(v);
  } else if (name == "threads" && number && v >= 1 && v <= static_cast<uint64_t>(config_.max_threads)) {
    player_.threads = static_cast<int>(v);
  } else if (name == "playouts" && number) {
    player_.playouts = v;
  } else if (name == "seed" && number) {
    player_.seed = v;
  } else if (name == "player" && (value == "alphabeta" || value == "mcts" || value == "random" || value == "greedy")) {
    player_.kind = value == "alphabeta" ? PlayerKind::AlphaBeta
                   : value == "mcts"    ? PlayerKind::Mcts
                   : value == "random"  ? PlayerKind::Random
                                        : PlayerKind::Greedy;
  } else {
    return error("setoption: '" + shown(name) + " " + shown(value) +
                 "' is not level 1-10, hash MB (1-" + std::to_string(kMaxHashMb) + "), threads 1-" +
                 std::to_string(config_.max_threads) + ", multipv 1-" +
                 std::to_string(kMaxMultiPv) + ", player alphabeta|mcts|random|greedy, playouts N, seed N or tbpath DIR|none");
  }
  reply("ok");
}

void Engine::cmd_help() {
  reply("commands: game " + game_names_text("|") + " [option=value ...] | position startpos|<text> [moves M ...] | "
        "play M | undo | share | legal | show | status | trace M | perft D | bench [OFFSET] | go [depth D] [movetime MS] [nodes N] "
        "[wtime W btime B winc I binc J] | setoption level|hash|threads|multipv|player|playouts|seed|tbpath V | "
        "stop | help | quit");
}

int run_engine(std::istream& in, std::ostream& out) {
  Engine engine([&out](const std::string& line) { out << line << '\n' << std::flush; });
  std::string line;
  for (;;) {
    line.clear();
    bool too_long = false;
    int c;
    while ((c = in.get()) != EOF && c != '\n') {
      if (line.size() <= Engine::kMaxLine)
        line.push_back(static_cast<char>(c));
      else
        too_long = true;
    }
    if (c == EOF && line.empty()) break;
    if (too_long) line.resize(Engine::kMaxLine + 1);  // refused whole, whatever it said
    if (!engine.handle(line)) return 0;
    if (c == EOF) break;
  }
  engine.wait_for_search();
  return 0;
}

}  // namespace manqala
