#include "tools/puzzles/generate.h"

#include <chrono>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <iomanip>
#include <random>
#include <set>
#include <sstream>

#include "core/notation.h"
#include "record/record.h"
#include "tools/puzzles/check.h"
#include "tools/puzzles/game_setup.h"
#include "tools/puzzles/judge.h"
#include "tools/puzzles/line.h"
#include "tools/puzzles/themes.h"

namespace manqala::puzzles {

namespace {

using nlohmann::json;
using Clock = std::chrono::steady_clock;

// Where a run stands, kept beside the set (<out>.progress) after every candidate, so a
// stopped run goes on with the next candidate it had not tried.
struct Progress {
  uint64_t next = 0;  // the next candidate's number (each draws from seed and number alone)
  uint64_t tried = 0, thrown = 0, kept = 0;
  double seconds = 0;
};

std::string progress_key(const GenerateOptions& o) {
  if (o.source == "games") {  // the files given, not the seed, say which candidates there are
    std::string key = "games";
    for (const std::string& r : o.records) key += ":" + r;
    return key;
  }
  return o.source + ":" + std::to_string(o.seed);
}

// A recorded game's options that differ from the game's defaults, as name=value words.
std::vector<std::string> other_than_default(const AnyGame& game) {
  const std::string defaults = " " + game_for(game.name(), nlohmann::json::object())->options_text() + " ";
  std::vector<std::string> words;
  const std::string text = game.options_text();
  for (std::string_view w : split_words(text))
    if (defaults.find(" " + std::string(w) + " ") == std::string::npos) words.emplace_back(w);
  return words;
}

json read_progress_file(const std::string& path) {
  std::ifstream in(path);
  if (!in) return json::object();
  try {
    json j = json::parse(in);
    return j.is_object() ? j : json::object();
  } catch (const json::exception&) {
    return json::object();  // a file cut by a stop: start the counts again, the set still dedups
  }
}

Progress progress_of(const json& all, const std::string& key) {
  Progress p;
  if (!all.contains(key)) return p;
  const json& j = all[key];
  p.next = j.value("next", uint64_t{0});
  p.tried = j.value("tried", uint64_t{0});
  p.thrown = j.value("thrown", uint64_t{0});
  p.kept = j.value("kept", uint64_t{0});
  p.seconds = j.value("seconds", 0.0);
  return p;
}

void save_progress(const std::string& path, json all, const std::string& key, const Progress& p) {
  all[key] = {{"next", p.next}, {"tried", p.tried}, {"thrown", p.thrown}, {"kept", p.kept}, {"seconds", p.seconds}};
  const std::string temp = path + ".tmp";
  {
    std::ofstream out(temp, std::ios::trunc);
    out << all.dump(2) << "\n";
  }
  std::filesystem::rename(temp, path);  // whole or not at all
}

// The set's lines; a last line cut short by a stop (no newline, not JSON) is dropped.
std::vector<Puzzle> read_and_repair(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return {};
  std::string all((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  in.close();
  if (!all.empty() && all.back() != '\n') {
    all.erase(all.rfind('\n') == std::string::npos ? 0 : all.rfind('\n') + 1);
    std::ofstream(path, std::ios::binary | std::ios::trunc) << all;
  }
  return read_set(path);
}

// A random position of at most `max_seeds` seeds with South to move, as the tables hold it:
// each side keeps at least one seed; the captured seeds are shared so that the result is
// close (it matters where the value is seeds, as in Al-manqala).
std::unique_ptr<AnyGame> random_endgame(const AnyGame& base, int max_seeds, std::mt19937_64& rng) {
  const auto south = base.pits_of(Side::South), north = base.pits_of(Side::North);
  // Any size: a level the tables left out (one no game reaches) gives no candidate.
  const int n = std::uniform_int_distribution<int>(2, max_seeds)(rng);
  const int total = base.total_seeds();
  const int mine = std::uniform_int_distribution<int>(1, n - 1)(rng);
  PositionFields f;
  f.counts.assign(static_cast<size_t>(base.rows()), std::vector<int>(static_cast<size_t>(base.columns()), 0));
  auto drop = [&](const std::vector<std::string>& pits, int seeds) {
    for (int i = 0; i < seeds; ++i) {
      int column = 0, row = 0;
      parse_pit_label(pits[std::uniform_int_distribution<size_t>(0, pits.size() - 1)(rng)], base.rows(), base.columns(), column, row);
      ++f.counts[static_cast<size_t>(row - 1)][static_cast<size_t>(column)];
    }
  };
  drop(south, mine);
  drop(north, n - mine);
  const int rest = total - n;
  const int lean = std::uniform_int_distribution<int>(-n / 2, n / 2)(rng);
  f.captured[0] = std::clamp(rest / 2 + lean, 0, rest);
  f.captured[1] = rest - f.captured[0];
  auto game = base.clone();
  try {
    game->set_position(format_position_fields(f));
  } catch (const ParseError&) {
    return nullptr;  // a count the game does not allow (a finished score)
  }
  return game;
}

// A game's position as a candidate, from its sixth move on: South to move with a choice, the
// game going on. A puzzle has no history: its repetitions start there.
void keep_if_candidate(const AnyGame& game, std::vector<std::unique_ptr<AnyGame>>& out) {
  if (game.moves().size() < 6 || game.to_move() != Side::South || game.result().over() || game.legal_moves().size() < 2) return;
  auto at = game.clone();
  at->set_position(game.position_text());
  out.push_back(std::move(at));
}

// South-to-move positions of one self-played game: a few random moves, then the engine at a
// middling level with its randomness, so that games differ and stay sensible.
std::vector<std::unique_ptr<AnyGame>> self_play_positions(const AnyGame& base, std::mt19937_64& rng) {
  std::vector<std::unique_ptr<AnyGame>> out;
  auto game = base.clone();
  game->new_game();
  const int opening = std::uniform_int_distribution<int>(2, 10)(rng);
  TranspositionTable tt(8);
  std::atomic<bool> stop{false};
  for (int ply = 0; ply < 300 && !game->result().over(); ++ply) {
    const auto moves = game->legal_moves();
    std::string move;
    if (ply < opening) {
      move = moves[std::uniform_int_distribution<size_t>(0, moves.size() - 1)(rng)];
    } else {
      PlayerOptions player;
      player.level = std::uniform_int_distribution<int>(3, 6)(rng);
      player.seed = rng() | 1;
      move = game->think(player, SearchLimits{}, tt, stop, nullptr).pv.front();
    }
    game->play(move);
    if (ply >= 6) keep_if_candidate(*game, out);  // after the seventh move
  }
  return out;
}

// South-to-move positions of a recorded game (docs/record-format.md) of this game; none from
// a text that is not one.
std::vector<std::unique_ptr<AnyGame>> record_positions(const std::string& text, std::string_view game_name) {
  std::vector<std::unique_ptr<AnyGame>> out;
  std::unique_ptr<AnyGame> game;
  std::vector<std::string> moves;
  try {
    Record record = parse_record(text);
    if (record.game != game_name) return out;
    moves = std::move(record.moves);  // played one by one below: each position on the way is a candidate
    record.result = "ongoing";
    game = replay(record);
  } catch (const std::exception&) {
    return out;
  }
  for (const std::string& move : moves) {
    if (game->result().over()) break;
    try {
      game->play(move);
    } catch (const std::exception&) {
      break;  // the rest of a damaged record
    }
    keep_if_candidate(*game, out);
  }
  return out;
}

// The records of the paths given (files, and the files of folders, sorted so that a stopped run
// finds them in the same order), each file holding one record or several one after another
// (as `manqala match --records` appends them): a record starts at a tag line after moves.
std::vector<std::string> record_texts(const std::vector<std::string>& paths) {
  std::vector<std::string> files;
  for (const std::string& p : paths) {
    if (!std::filesystem::is_directory(p)) {
      files.push_back(p);
      continue;
    }
    std::vector<std::string> inside;
    for (const auto& e : std::filesystem::directory_iterator(p))
      if (e.is_regular_file()) inside.push_back(e.path().string());
    std::sort(inside.begin(), inside.end());
    files.insert(files.end(), inside.begin(), inside.end());
  }
  std::vector<std::string> texts;
  for (const std::string& f : files) {
    std::ifstream in(f, std::ios::binary);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    for (auto& r : split_records(text)) texts.push_back(std::move(r));
  }
  return texts;
}

// The puzzle's starting rating: the rating of the weakest engine level that plays the
// solution's first move at least twice in three tries (its randomness differs each try).
int rating_of(const AnyGame& start, const std::string& solution) {
  const std::vector<int> ratings = start.description().level_ratings();
  TranspositionTable tt(8);
  std::atomic<bool> stop{false};
  for (int level = 1; level + 1 < static_cast<int>(ratings.size()); ++level) {
    int found = 0;
    for (uint64_t s = 1; s <= 3; ++s) {
      PlayerOptions player;
      player.level = level;
      player.seed = s;
      tt.clear();
      if (start.think(player, SearchLimits{}, tt, stop, nullptr).pv.front() == solution) ++found;
    }
    if (found >= 2) return ratings[static_cast<size_t>(level)];
  }
  return ratings.back() + 100;  // only full strength finds it
}

std::string rate_text(double per_minute) {
  std::ostringstream s;
  s << std::fixed << std::setprecision(per_minute < 10 ? 1 : 0) << per_minute;
  return s.str();
}

}  // namespace

int run_generate(const GenerateOptions& o, std::ostream& err) {
  std::unique_ptr<AnyGame> base;
  json options;
  try {
    options = options_json(o.options);
    base = game_for(o.game, options);
  } catch (const std::exception& e) {
    err << "error: " << e.what() << "\n";
    return 2;
  }
  std::vector<Puzzle> set;
  try {
    set = read_and_repair(o.out);
  } catch (const std::exception& e) {
    err << "error: the set cannot be read: " << e.what() << "\n";
    return 1;
  }
  std::set<std::string> ids;
  for (const Puzzle& p : set) {
    if (!p.id.starts_with(o.game + "-")) {
      err << "error: " << o.out << " holds puzzles of another game (" << p.id << "): a set is of one game\n";
      return 1;
    }
    ids.insert(p.id);
  }
  const bool exact = o.source == "tables";
  if (exact) {  // a few small positions say whether there are tables at all
    std::mt19937_64 probe(o.seed);
    bool any = false;
    for (int i = 0; i < 50 && !any; ++i)
      if (auto g = random_endgame(*base, std::min(o.max_seeds, 4), probe)) any = g->endgame_report().has_value();
    if (!any) {
      err << "error: no endgame tables of " << o.game << " here: build them (manqala tb build) and give --tb DIR\n";
      return 1;
    }
  }
  const std::string progress_path = o.out + ".progress";
  json saved = read_progress_file(progress_path);
  Progress progress = progress_of(saved, progress_key(o));
  std::ofstream out(o.out, std::ios::app);
  if (!out) {
    err << "error: cannot write " << o.out << "\n";
    return 1;
  }
  LineOptions line_options{exact, o.depth, o.margin * kSeed, o.max_moves};
  const CheckOptions check;  // as each puzzle says it was found
  const auto started = Clock::now();
  const double seconds_before = progress.seconds;
  auto last_report = Clock::now() - std::chrono::hours(1);
  const auto report = [&](bool final) {
    const double minutes = std::max(progress.seconds / 60, 1e-9);
    std::ostringstream line;
    line << o.game << " " << o.source << ": " << set.size() << "/" << o.count << " puzzles, " << progress.tried
         << " positions tried, " << progress.thrown << " thrown away by the check, "
         << rate_text(static_cast<double>(progress.kept) / minutes) << " puzzles a minute";
    if (!final && progress.kept > 0 && static_cast<int>(set.size()) < o.count)
      line << ", about " << static_cast<int>((o.count - static_cast<int>(set.size())) * minutes / static_cast<double>(progress.kept)) + 1
           << " min left";
    if (o.tty && !final) err << "\r" << line.str() << "\x1b[K" << std::flush;
    else err << (o.tty ? "\r" : "") << line.str() << (o.tty ? "\x1b[K" : "") << "\n";
  };
  const std::vector<std::string> records = record_texts(o.records);
  while (static_cast<int>(set.size()) < o.count) {
    if (o.source == "games" && progress.next >= records.size()) {
      report(true);
      err << "the games given hold no more candidates: " << set.size() << " puzzles\n";
      return 0;
    }
    std::mt19937_64 rng(o.seed * 0x9E3779B97F4A7C15ULL + progress.next);
    std::vector<std::unique_ptr<AnyGame>> candidates;
    if (exact) {
      if (auto g = random_endgame(*base, o.max_seeds, rng)) candidates.push_back(std::move(g));
    } else if (o.source == "games") {
      candidates = record_positions(records[progress.next], o.game);
    } else {
      candidates = self_play_positions(*base, rng);
    }
    for (auto& start : candidates) {
      if (static_cast<int>(set.size()) >= o.count) break;
      const std::string id = puzzle_id(o.game, start->options_text(), start->position_text());
      if (ids.count(id)) continue;  // one puzzle a position
      ++progress.tried;
      const std::vector<std::string> line = find_line(*start, line_options);
      if (line.empty()) continue;
      Puzzle p;
      p.id = id;
      p.position = start->position_text();
      p.options = o.source == "games" ? options_json(other_than_default(*start)) : options;
      p.line = line;
      p.source = exact ? "tables" : "search";  // a game's position is judged by a search too
      p.themes = themes_of(*start, line, exact);
      p.gain = gain_of(*start, line);
      if (exact) p.outcome = line_outcome(*start, line);
      if (!exact) p.check_depth = o.check_depth, p.margin = o.margin;
      if (!check_puzzle(o.game, p, check).empty()) {
        ++progress.thrown;
        continue;
      }
      p.rating = rating_of(*start, line.front());
      out << to_json(p).dump() << "\n" << std::flush;
      ids.insert(id);
      set.push_back(p);
      ++progress.kept;
    }
    ++progress.next;
    progress.seconds = seconds_before + std::chrono::duration<double>(Clock::now() - started).count();
    save_progress(progress_path, saved, progress_key(o), progress);
    if (Clock::now() - last_report > std::chrono::seconds(o.tty ? 1 : 10)) {
      report(false);
      last_report = Clock::now();
    }
  }
  report(true);
  return 0;
}

}  // namespace manqala::puzzles
