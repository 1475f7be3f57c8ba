#include "record/record.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <set>

#include "core/text.h"

namespace manqala {

namespace {

constexpr std::array<std::string_view, 4> kReserved = {"Game", "Options", "Start", "Result"};
// Written first, in this order, like PGN's seven-tag roster; other tags follow by name.
constexpr std::array<std::string_view, 6> kRoster = {"Event", "Site", "Date", "Round", "South", "North"};
constexpr size_t kMaxOptions = 20;

// A record that cannot be read, at `line`. Every such refusal has a code for the page
// (docs/web-api.md "Errors"): the common ones their own, the rest "record-line" (the line is
// not as docs/record-format.md writes one).
[[noreturn]] void fail(size_t line, const std::string& what, std::string code = "record-line",
                       ParseError::Values values = {}) {
  values.emplace_back("line", static_cast<long long>(line));
  throw ParseError("line " + std::to_string(line) + ": " + what, std::move(code), std::move(values));
}

// Hostile bytes are shown as '?' and long words cut, so messages stay one short line.
std::string shown(std::string_view s) {
  std::string out;
  for (char c : s.substr(0, 24)) out += (c >= 0x20 && c < 0x7f) ? c : '?';
  return s.size() > 24 ? out + "..." : out;
}

std::string_view trim(std::string_view s) {
  const char* space = " \t\r";
  size_t b = s.find_first_not_of(space);
  if (b == std::string_view::npos) return {};
  return s.substr(b, s.find_last_not_of(space) - b + 1);
}

bool is_tag_name(std::string_view name) {
  if (name.empty() || name.size() > kMaxTagName) return false;
  if (!std::isalpha(static_cast<unsigned char>(name[0]))) return false;
  return std::all_of(name.begin(), name.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-';
  });
}

bool is_option_word(std::string_view w) {
  size_t eq = w.find('=');
  return eq != std::string_view::npos && eq > 0 && eq + 1 < w.size() && w.size() <= 64;
}

// A pit name's shape on the game's board ("c2": one of its column letters, a row number):
// what a record's moves are. Whether that pit may be played there is replay()'s to say.
bool is_move_word(const GameDescription& game, std::string_view w) {
  int column = 0, row = 0;
  return parse_pit_label(w, 9, game.geometry().columns, column, row);
}

// "ongoing" or "over <S|N|draw> <reason>" with a reason of the game or from off the board.
bool is_result(const GameDescription& game, std::string_view text) { return game.is_result_text(text); }

std::string tag_value(std::string_view value) {
  std::string out = "\"";
  for (char c : value) {
    if (c == '"' || c == '\\') out += '\\';
    out += (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) ? ' ' : c;
  }
  return out + "\"";
}

// `[Name "value"]` with \" and \\ escapes; nothing else on the line.
std::pair<std::string, std::string> parse_tag(std::string_view line, size_t n) {
  if (line.back() != ']') fail(n, "a tag line must end with ']'");
  std::string_view inner = line.substr(1, line.size() - 2);
  size_t space = inner.find_first_of(" \t");
  std::string_view name = inner.substr(0, space);
  if (!is_tag_name(name)) fail(n, "'" + shown(name) + "' is not a tag name (a letter, then letters, digits, _ or -)");
  std::string_view rest = space == std::string_view::npos ? "" : trim(inner.substr(space));
  if (rest.size() < 2 || rest.front() != '"' || rest.back() != '"')
    fail(n, "tag " + std::string(name) + " needs a value in double quotes");
  std::string value;
  for (size_t i = 1; i + 1 < rest.size(); ++i) {
    char c = rest[i];
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) fail(n, "control character in tag " + std::string(name));
    if (c == '"') fail(n, "a '\"' inside the value of tag " + std::string(name) + " must be written \\\"");
    if (c == '\\') {
      if (i + 2 >= rest.size() || (rest[i + 1] != '"' && rest[i + 1] != '\\'))
        fail(n, "only \\\" and \\\\ may follow a backslash in tag " + std::string(name));
      c = rest[++i];
    }
    value += c;
  }
  if (value.size() > kMaxTagValue) fail(n, "tag " + std::string(name) + " is longer than " + std::to_string(kMaxTagValue) + " characters");
  return {std::string(name), value};
}

// Groups pair numbers with their moves and wraps; `tail` (the result) ends the last line.
std::string wrap_moves(const std::vector<std::string>& moves, const std::string& tail, size_t width) {
  std::vector<std::string> units;
  for (size_t i = 0; i < moves.size(); ++i)
    units.push_back(i % 2 == 0 ? std::to_string(i / 2 + 1) + ". " + moves[i] : moves[i]);
  if (!tail.empty()) units.push_back(tail);
  std::string out, line;
  for (const auto& u : units) {
    if (!line.empty() && line.size() + 1 + u.size() > width) {
      out += line + "\n";
      line.clear();
    }
    line += (line.empty() ? "" : " ") + u;
  }
  return line.empty() ? out : out + line + "\n";
}

}  // namespace

bool is_reserved_tag(std::string_view name) {
  return std::find(kReserved.begin(), kReserved.end(), name) != kReserved.end();
}

std::string numbered_moves(const std::vector<std::string>& moves, size_t width) {
  return wrap_moves(moves, "", width);
}

std::string write_record(const Record& r) {
  const GameDescription* game = find_game(r.game);
  if (!game) throw ParseError("unknown game '" + shown(r.game) + "'");
  for (const auto& o : r.options)
    if (!is_option_word(o)) throw ParseError("option '" + shown(o) + "' is not name=value");
  for (const auto& m : r.moves)
    if (!is_move_word(*game, m)) throw ParseError("move '" + shown(m) + "' is not a pit name");
  if (!is_result(*game, r.result)) throw ParseError("result '" + shown(r.result) + "' is not ongoing or over <S|N|draw> <reason>");
  for (const auto& [name, value] : r.tags)
    if (!is_tag_name(name) || is_reserved_tag(name)) throw ParseError("'" + shown(name) + "' cannot be a free tag name");

  std::string out = "[Game " + tag_value(r.game) + "]\n";
  std::string options;
  for (const auto& o : r.options) options += (options.empty() ? "" : " ") + o;
  if (!options.empty()) out += "[Options " + tag_value(options) + "]\n";
  if (!r.start.empty()) out += "[Start " + tag_value(r.start) + "]\n";
  for (auto name : kRoster)
    if (auto it = r.tags.find(std::string(name)); it != r.tags.end())
      out += "[" + it->first + " " + tag_value(it->second) + "]\n";
  for (const auto& [name, value] : r.tags)
    if (std::find(kRoster.begin(), kRoster.end(), name) == kRoster.end())
      out += "[" + name + " " + tag_value(value) + "]\n";
  out += "[Result " + tag_value(r.result) + "]\n\n";
  return out + wrap_moves(r.moves, r.result, 78);
}

Record parse_record(std::string_view text) {
  if (text.size() > kMaxRecordBytes)
    fail(1, "the record is larger than " + std::to_string(kMaxRecordBytes) + " bytes", "record-too-large",
         {{"max", static_cast<long long>(kMaxRecordBytes)}});
  Record r;
  const GameDescription* game = nullptr;
  bool have_result_tag = false, in_moves = false, ended = false;
  std::string result_tag;
  size_t result_tag_line = 0;
  std::vector<std::string_view> result_words;  // the terminator, once it began
  std::set<std::string> seen;
  size_t n = 0, last = 1;  // the current line and the last one with text
  for (size_t pos = 0; pos <= text.size();) {
    size_t eol = std::min(text.find('\n', pos), text.size());
    std::string_view line = trim(text.substr(pos, eol - pos));
    pos = eol + 1;
    ++n;
    if (line.empty()) continue;
    last = n;
    if (line.front() == '[') {
      if (in_moves) fail(n, "tag line after the moves began");
      auto [name, value] = parse_tag(line, n);
      if (!seen.insert(name).second) fail(n, "tag " + name + " given twice", "record-tag-twice", {{"tag", name}});
      if (name == "Game") {
        game = find_game(value);
        if (!game)
          fail(n, "unknown game '" + shown(value) + "' (games: " + game_names_text(", ") + ")", "unknown-game",
               {{"game", shown(value)}, {"games", game_names_text(", ")}});
        r.game = value;
      } else if (name == "Options") {
        auto words = split_words(value);
        if (words.size() > kMaxOptions) fail(n, "more than " + std::to_string(kMaxOptions) + " options");
        for (auto w : words) {
          if (!is_option_word(w)) fail(n, "option '" + shown(w) + "' is not name=value", "option-word", {{"word", shown(w)}});
          r.options.emplace_back(w);
        }
      } else if (name == "Start") {
        if (trim(value).empty()) fail(n, "tag Start is empty (leave it out for the start position)");
        r.start = value;
      } else if (name == "Result") {  // a result of the game: checked here or once the game is known
        if (game && !is_result(*game, value))
          fail(n, "result '" + shown(value) + "' is not ongoing or over <S|N|draw> <reason>", "record-result",
               {{"result", shown(value)}});
        result_tag = value, have_result_tag = true, result_tag_line = n;
      } else {
        if (r.tags.size() >= kMaxRecordTags) fail(n, "more than " + std::to_string(kMaxRecordTags) + " tags");
        r.tags.emplace(name, value);
      }
      continue;
    }
    if (!game) fail(n, "the moves begin before a [Game \"...\"] tag", "record-moves-before-game");
    in_moves = true;
    for (std::string_view w : split_words(line)) {
      if (ended) fail(n, "'" + shown(w) + "' after the result");
      if (!result_words.empty() || w == "ongoing" || w == "over") {
        result_words.push_back(w);
        ended = result_words.size() == 3 || w == "ongoing";
        if (ended && !is_result(*game, join(result_words)))
          fail(n, "the result must be ongoing or over <S|N|draw> <reason>", "record-result",
               {{"result", join(result_words)}});
        continue;
      }
      // A pair number "3." may be glued to its move: "3.a1".
      if (size_t dot = w.find('.'); dot != std::string_view::npos && dot > 0) {
        int number = 0;
        if (!parse_count(w.substr(0, dot), 1 << 20, number))
          fail(n, "'" + shown(w) + "' is not a move, a move number or a result", "record-word", {{"word", shown(w)}});
        const size_t pair = r.moves.size() / 2 + 1;
        if (r.moves.size() % 2 != 0)
          fail(n, "move number " + std::to_string(number) + ". inside pair " + std::to_string(pair));
        if (static_cast<size_t>(number) != pair)
          fail(n, "move number " + std::to_string(number) + ". where " + std::to_string(pair) + ". was expected");
        w = w.substr(dot + 1);
        if (w.empty()) continue;
      }
      if (!is_move_word(*game, w)) fail(n, "'" + shown(w) + "' is not a move, a move number or a result", "record-word", {{"word", shown(w)}});
      if (r.moves.size() >= kMaxRecordMoves)
        fail(n, "more than " + std::to_string(kMaxRecordMoves) + " moves", "record-moves-many",
             {{"max", static_cast<long long>(kMaxRecordMoves)}});
      r.moves.emplace_back(w);
    }
  }
  if (!game) fail(last, "no [Game \"...\"] tag", "record-no-game");
  if (have_result_tag && !is_result(*game, result_tag))
    fail(result_tag_line, "result '" + shown(result_tag) + "' is not ongoing or over <S|N|draw> <reason>", "record-result",
         {{"result", shown(result_tag)}});
  if (!ended)
    fail(last,
         result_words.empty() ? "the moves must end with the result (ongoing or over <S|N|draw> <reason>)"
                              : "the result is cut short",
         "record-no-result");
  r.result = join(result_words);
  if (have_result_tag && result_tag != r.result)
    fail(last, "the Result tag says '" + shown(result_tag) + "' but the moves end with '" + r.result + "'",
         "record-result-differs", {{"tag", shown(result_tag)}, {"moves", r.result}});
  return r;
}

Record record_of(const AnyGame& game, std::map<std::string, std::string> tags) {
  Record r;
  r.game = game.name();
  const std::string options = game.options_text();  // split_words points into it
  for (auto w : split_words(options)) r.options.emplace_back(w);
  auto fresh = game.clone();
  fresh->new_game();
  if (fresh->initial_text() != game.initial_text()) r.start = game.initial_text();
  r.moves = game.moves();
  r.result = status_text(game.result());
  for (auto it = tags.begin(); it != tags.end();)  // the record's own fields win
    it = is_reserved_tag(it->first) ? tags.erase(it) : std::next(it);
  r.tags = std::move(tags);
  return r;
}

std::unique_ptr<AnyGame> replay(const Record& r, WorkLimit* limit) {
  if (r.moves.size() > kMaxRecordMoves)
    throw ParseError("more than " + std::to_string(kMaxRecordMoves) + " moves", "record-moves-many",
                     {{"max", static_cast<long long>(kMaxRecordMoves)}});
  std::vector<std::string_view> words(r.options.begin(), r.options.end());
  auto game = make_game(r.game, words, limit);  // its messages name the game or the option
  game->set_work_limit(limit);
  if (!r.start.empty()) {
    try {
      game->set_position(r.start);
    } catch (const ParseError& e) {
      // The position's own refusal, said to be the start's ("in": "start").
      ParseError::Values values = e.values;
      values.emplace_back("in", "start");
      throw ParseError("start position: " + std::string(e.what()), e.code, std::move(values));
    } catch (const RulesInterrupted& e) {
      throw RulesInterrupted("start position: " + std::string(e.what()));
    }
  }
  for (size_t i = 0; i < r.moves.size(); ++i) {
    const std::string which = "move " + std::to_string(i / 2 + 1) + (i % 2 ? " (second)" : "") + " " + shown(r.moves[i]);
    try {
      game->play(r.moves[i]);
    } catch (const ParseError& e) {
      throw ParseError(which + ": " + e.what(), "record-illegal-move",
                       {{"number", static_cast<long long>(i / 2 + 1)}, {"move", shown(r.moves[i])}});
    } catch (const RulesInterrupted& e) {
      throw RulesInterrupted(which + ": " + e.what());
    }
  }
  game->set_work_limit(nullptr);
  // A loop the players agreed to share ends a game the rules alone leave going.
  if (const Result shared = game->share_result(); shared.over() && r.result == status_text(shared))
    game->share_loop();
  std::string replayed = status_text(game->result());
  // A resignation or a flag fall ends a game the rules leave going.
  if (const auto w = split_words(r.result);
      w.size() == 3 && (is_off_board_reason(w[2]) || w[2] == kAgreedDraw || w[2] == kAdjudicated) &&
      !game->result().over())
    return game;
  if (!r.result.empty() && r.result != replayed)
    throw ParseError("the record's result is '" + shown(r.result) + "' but its moves end with '" + replayed + "'",
                     "record-result-replayed", {{"result", shown(r.result)}, {"replayed", replayed}});
  return game;
}

std::vector<std::string> split_records(std::string_view text) {
  std::vector<std::string> records;
  std::string current;
  bool in_moves = false;
  while (!text.empty()) {
    const size_t end = text.find('\n');
    std::string_view line = text.substr(0, end);
    text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    const bool tag = !line.empty() && line[0] == '[';
    if (tag && in_moves) {
      records.push_back(std::move(current));
      current.clear();
      in_moves = false;
    }
    if (!tag && line.find_first_not_of(" \t") != std::string_view::npos) in_moves = true;
    current.append(line).push_back('\n');
  }
  if (current.find_first_not_of(" \t\n") != std::string::npos) records.push_back(std::move(current));
  return records;
}

}  // namespace manqala
