// One puzzle of a set (docs/puzzles.md): a position with South to move, the line that solves it
// (South's moves and North's forced replies), its themes and its starting rating. A set is a
// file of JSON Lines, one puzzle a line, so a generator can append and go on after a stop.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace manqala::puzzles {

struct Puzzle {
  std::string id;        // "<game>-<8 hex digits>" of the options and the position
  std::string position;  // a RULES.md position text, South to move
  nlohmann::json options = nlohmann::json::object();  // the game's rule options, name -> value text
  std::vector<std::string> line;  // the moves, South's first; ends on South's move
  std::vector<std::string> themes;
  std::string source;   // "tables" (exact) or "search"
  std::string outcome;  // tables: "win" or "draw" that the line keeps; "" from a search
  int gain = 0;         // seeds South captures over the line minus those North does
  int rating = 1500;    // the starting rating (the weakest engine level that finds it)
  // A search puzzle: how the check judged it (check.h), so that a check of the set later
  // judges it the same way: the depth of each move's search and the lead in seeds.
  int check_depth = 0, margin = 0;
};

nlohmann::json to_json(const Puzzle& p);
// Throws std::runtime_error saying which field is wrong.
Puzzle puzzle_from_json(const nlohmann::json& j);

// The id of a puzzle of `game` from `position` under `options_text` (AnyGame::options_text()):
// the same position under the same rules always gets the same id.
std::string puzzle_id(std::string_view game, std::string_view options_text, std::string_view position);

// A set's text: every line a puzzle (blank lines skipped). Throws std::runtime_error naming the
// line of a damaged one.
std::vector<Puzzle> parse_set(std::string_view text);

// A set read whole: every line of the file a puzzle. Throws std::runtime_error naming the line
// of a damaged one; a missing file is an empty set.
std::vector<Puzzle> read_set(const std::string& path);

}  // namespace manqala::puzzles
