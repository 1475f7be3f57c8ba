#include "play/play.h"

#include <atomic>
#include <chrono>
#include <ctime>
#include <fstream>
#include <map>
#include <memory>

#include "core/text.h"
#include "facade/sentences.h"
#include "play/board_view.h"
#include "play/terminal_work.h"
#include "record/record.h"

namespace manqala {

namespace {

constexpr size_t kMaxLine = 4096;

// The commands, for this game's board; `share` only where players may share a loop.
std::string help_text(const GameDescription& game) {
  const std::string last_column(1, static_cast<char>('a' + game.geometry().columns - 1));
  return "Commands:\n"
         "  c2           move the seeds of your pit c2 (column a-" + last_column + ", then row)\n"
         "  undo         take back your last move (and the engine's reply to it)\n"
         "  hint         ask the engine for a move\n" +
         std::string(game.shares_loops() ? "  share        offer to end an endless chase by sharing the board\n" : "") +
         "  moves        the moves so far\n"
    "  board        show the board again\n"
    "  save [FILE]  write the game record (docs/record-format.md)\n"
    "  load FILE    continue a saved game\n"
    "  new          start again from the beginning\n"
         "  quit         leave (so does the end of input)\n";
}

// User text echoed in a message: printable and short.
std::string shown(std::string_view s) {
  std::string out;
  for (char c : s.substr(0, 24)) out += (c >= 0x20 && c < 0x7f) ? c : '?';
  return s.size() > 24 ? out + "..." : out;
}

std::string today() {
  std::time_t t = std::time(nullptr);
  char buf[16] = "";
  if (std::tm* tm = std::localtime(&t)) std::strftime(buf, sizeof buf, "%Y-%m-%d", tm);
  return buf;
}

class Session {
 public:
  Session(const PlayConfig& config, std::istream& in, std::ostream& out)
      : config_(config), in_(in), out_(out) {
    engine_[0] = config.south == "engine";
    engine_[1] = config.north == "engine";
  }

  int run() {
    try {
      std::vector<std::string_view> words(config_.options.begin(), config_.options.end());
      TerminalWork work(out_);  // the start position is judged too
      game_ = make_game(config_.game.empty() ? registered_games().front()->name() : config_.game, words, &work.limit());
    } catch (const ParseError& e) {
      out_ << "error: " << e.what() << "\n";
      return 2;
    } catch (const RulesInterrupted& e) {
      out_ << "error: the start position was not judged (" << e.what() << ")\n";
      return 2;
    }
    set_default_tags();
    if (!config_.load.empty() && !load(config_.load)) return 2;
    out_ << "manqala play: " << game_->name() << "\n"
         << "options: " << game_->options_text() << "\n"
         << "South: " << player(Side::South) << "    North: " << player(Side::North) << "\n"
         << "Pits are named by column and row, as on the board; type one to move, or help.\n\n";
    show();
    for (;;) {
      if (!game_->result().over() && engine_[index(game_->to_move())]) {
        if (!engine_move()) return 1;
        continue;
      }
      if (game_->result().over() && !announced_) announce_end();
      out_ << (game_->result().over() ? "" : side_title(game_->to_move())) << "> " << std::flush;
      std::string line;
      if (!std::getline(in_, line)) {
        out_ << "\n";
        return 0;
      }
      if (!handle(line)) return 0;
    }
  }

 private:
  std::string player(Side s) const {
    if (!engine_[index(s)]) return "human";
    const std::string engine = config_.level < kMaxLevel ? "engine level " + std::to_string(config_.level) : "engine";
    return config_.engine_depth > 0 ? engine + " (depth " + std::to_string(config_.engine_depth) + ")"
                                    : engine + " (" + std::to_string(config_.engine_movetime_ms) + " ms a move)";
  }

  void set_default_tags() {
    tags_["Event"] = "manqala play";
    tags_["Date"] = today();
    tags_["South"] = player(Side::South);
    tags_["North"] = player(Side::North);
  }

  SearchLimits limits() const {
    SearchLimits l;
    if (config_.engine_depth > 0) l.depth = config_.engine_depth;
    else if (config_.engine_movetime_ms > 0) l.movetime_ms = config_.engine_movetime_ms;
    else l.depth = 4;  // never search without a limit
    return l;
  }

  // The board, the last move in words and what the side to move may do.
  void show() {
    announced_ = false;
    out_ << board_diagram(*game_, config_.color);
    const auto moves = game_->moves();
    Side mover;
    if (!moves.empty() && game_->description().geometry().owner_of_pit(moves.back(), mover))
      out_ << "last move: " << side_title(mover) << " " << moves.back() << ", marked [ ] on the board\n";
    if (!game_->result().over() && !engine_[index(game_->to_move())])
      out_ << side_title(game_->to_move()) << " to move: " << join(game_->legal_moves()) << "\n";
  }

  void announce_end() {
    announced_ = true;
    out_ << "\nGame over. " << result_sentence(*game_, game_->result()) << "\n"
         << "Final score: South " << game_->captured(Side::South) << ", North "
         << game_->captured(Side::North) << " seeds captured.\n"
         << "Type save [FILE] to keep the record, undo to go back, new for another game, or quit.\n";
  }

  bool engine_move() {
    const Side s = game_->to_move();
    AnyGame::Report r;
    {
      TerminalWork work(out_);  // Ctrl-C stops the search too
      r = game_->think(player_, limits(), tt_, work.stop_flag(), nullptr);
    }
    std::string move = r.pv.empty() ? "" : r.pv.front();
    if (move.empty()) {
      auto legal = game_->legal_moves();
      if (legal.empty()) {
        out_ << "error: the engine found no move in an unfinished game\n";
        return false;
      }
      move = legal.front();
    }
    if (!judged([&] { game_->play(move); })) return false;
    out_ << side_title(s) << " (engine) plays " << move << "   [depth " << r.depth << ", "
         << score_words(r.score) << ", " << r.nodes << " nodes, " << r.time_ms << " ms]\n";
    show();
    return true;
  }

  // One line from the player; false to leave.
  bool handle(const std::string& line) {
    if (line.size() > kMaxLine) {
      out_ << "That line is too long; type help for the commands.\n";
      return true;
    }
    const auto words = split_words(line);
    if (words.empty()) return true;
    const std::string cmd = lower(words[0]);
    std::string arg;
    for (size_t i = 1; i < words.size(); ++i) arg += (arg.empty() ? "" : " ") + std::string(words[i]);
    if (cmd == "save") {
      save(arg);
      return true;
    }
    if (cmd == "load") {
      if (arg.empty()) out_ << "load needs a file: load FILE\n";
      else if (load(arg)) show();
      return true;
    }
    if (!arg.empty()) {
      out_ << "'" << shown(cmd) << "' takes nothing after it; type help for the commands.\n";
      return true;
    }
    if (cmd == "quit" || cmd == "exit" || cmd == "q") return false;
    if (cmd == "help" || cmd == "?") out_ << help_text(game_->description());
    else if (cmd == "undo") undo();
    else if (cmd == "hint") hint();
    else if (cmd == "share") share();
    else if (cmd == "moves") out_ << (game_->moves().empty() ? "no moves yet\n" : numbered_moves(game_->moves()));
    else if (cmd == "board") show();
    else if (cmd == "new") {
      if (!judged([&] { game_->new_game(); })) return true;
      tags_["Date"] = today();
      out_ << "New game.\n";
      show();
    } else if (Side owner; game_->description().geometry().owner_of_pit(cmd, owner)) {
      try {
        if (judged([&] { game_->play(cmd); })) show();
      } catch (const ParseError& e) {
        out_ << "Not a move here: " << e.what() << "\n";
      }
    } else {
      out_ << "Unknown command '" << shown(words[0]) << "'; type a pit name such as "
           << game_->pits_of(game_->to_move()).front() << ", or help.\n";
    }
    return true;
  }

  // Rules work that may take long (judging a move or a start): progress and Ctrl-C as
  // TerminalWork says. False, with the game unchanged, when it was given up.
  bool judged(const std::function<void()>& work) {
    TerminalWork terminal(out_);
    game_->set_work_limit(&terminal.limit());
    bool done = true;
    try {
      work();
    } catch (const RulesInterrupted& e) {
      out_ << "Given up (" << e.what() << "); nothing changed.\n";
      done = false;
    } catch (...) {
      game_->set_work_limit(nullptr);
      throw;
    }
    game_->set_work_limit(nullptr);
    return done;
  }

  // Against the engine, back to the human's previous turn: the engine's replies go too.
  void undo() {
    if (!game_->undo()) {
      out_ << "Nothing to undo.\n";
      return;
    }
    int taken = 1;
    const bool human_plays = !engine_[0] || !engine_[1];
    while (human_plays && engine_[index(game_->to_move())] && game_->undo()) ++taken;
    out_ << "Took back " << taken << (taken == 1 ? " move.\n" : " moves.\n");
    show();
  }

  // RULES.md "Loops": the players may agree to share the seeds on the board. An engine
  // opponent agrees when sharing does not make it lose.
  void share() {
    const Result r = game_->share_result();
    if (!r.over()) {
      out_ << (game_->result().over() ? "The game is over.\n"
                                      : "There is no sharing of a loop in " + std::string(game_->description().title()) + ".\n");
      return;
    }
    const Side other = opponent(game_->to_move());
    const bool engine_asked = engine_[index(other)] || engine_[index(game_->to_move())];
    const Side engine_side = engine_[index(other)] ? other : game_->to_move();
    if (engine_asked && r.winner != Winner::Draw && r.winner != winner_of(engine_side)) {
      out_ << "The engine declines to share: it would lose.\n";
      return;
    }
    game_->share_loop();
    show();
  }

  void hint() {
    if (game_->result().over()) {
      out_ << "The game is over; there is nothing to suggest.\n";
      return;
    }
    TerminalWork work(out_);
    AnyGame::Report r = game_->think(player_, limits(), tt_, work.stop_flag(), nullptr);
    if (r.pv.empty()) return;
    std::vector<std::string> line(r.pv.begin(), r.pv.begin() + std::min<size_t>(r.pv.size(), 6));
    out_ << "hint: " << r.pv.front() << " (" << score_words(r.score) << ", depth " << r.depth
         << "; line " << join(line) << ")\n";
  }

  void save(const std::string& arg) {
    const std::string path = arg.empty() ? config_.save : arg;
    if (path.empty()) {
      out_ << "save needs a file: save FILE (or start with --save FILE)\n";
      return;
    }
    try {
      std::string text = write_record(record_of(*game_, tags_));
      std::ofstream f(path, std::ios::binary);
      if (!(f << text) || !f.flush()) {
        out_ << "Cannot write " << path << ".\n";
        return;
      }
      out_ << "Saved to " << path << ".\n";
    } catch (const ParseError& e) {
      out_ << "Cannot save: " << e.what() << "\n";
    }
  }

  // Replaces the game by a saved one; on any problem says why and keeps the current game.
  bool load(const std::string& path) {
    std::ifstream f(path, std::ios::binary);
    if (!f) {
      out_ << "Cannot read " << path << ".\n";
      return false;
    }
    std::string text(kMaxRecordBytes + 1, '\0');  // one byte over, so parse_record sees the excess
    f.read(text.data(), static_cast<std::streamsize>(text.size()));
    text.resize(static_cast<size_t>(f.gcount()));
    try {
      Record r = parse_record(text);
      TerminalWork work(out_);
      auto game = replay(r, &work.limit());
      game_ = std::move(game);
      tags_ = r.tags;
      tags_.try_emplace("South", player(Side::South));
      tags_.try_emplace("North", player(Side::North));
      out_ << "Loaded " << path << ": " << game_->name() << ", " << r.moves.size() << " moves played.\n";
      return true;
    } catch (const ParseError& e) {
      out_ << "Cannot load " << path << ": " << e.what() << "\n";
      return false;
    } catch (const RulesInterrupted& e) {
      out_ << "Cannot load " << path << ": given up at " << e.what() << "\n";
      return false;
    }
  }

  const PlayConfig& config_;
  std::istream& in_;
  std::ostream& out_;
  bool engine_[2] = {false, false};
  std::unique_ptr<AnyGame> game_;
  std::map<std::string, std::string> tags_;
  bool announced_ = false;  // the end of the shown game has been announced
  PlayerOptions player_{PlayerKind::AlphaBeta, config_.level};
  TranspositionTable tt_{16};
};

}  // namespace

int run_play(const PlayConfig& config, std::istream& in, std::ostream& out) {
  return Session(config, in, out).run();
}

}  // namespace manqala
