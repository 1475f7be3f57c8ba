// A game as the code above the engine sees it before any game is played: its name, title,
// board, options and what it offers (games/registry.h lists one per game). Metadata for a
// menu, a help text or an API needs no game in progress; make() starts one.
#pragma once

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/options.h"
#include "core/types.h"
#include "core/work_limit.h"

namespace manqala {

class AnyGame;

// The board as RULES.md's notation sees it: `rows` rows of `columns` pits, numbered from
// South's edge; the lower half of the rows is South's.
struct BoardGeometry {
  int rows = 2;
  int columns = 7;
  // The loops seeds go round, each a list of pit names in sowing order.
  std::vector<std::vector<std::string>> circuits;
  Side owner_of_row(int row) const { return row <= rows / 2 ? Side::South : Side::North; }
  // The owner of a pit by its name ("c3"); false for a name off the board.
  bool owner_of_pit(std::string_view pit, Side& owner) const;
};

// The one ending from outside the rules with no winner (beside core/types.h's
// kOffBoardReasons): both players agreed a draw, written `over draw agreed`, in games whose
// description says they have it (agrees_draws()).
constexpr std::string_view kAgreedDraw = "agreed";
// The tournament director's decision on a game still going on (a result corrected while it was
// played), in every game, with a winner or without: `over S adjudicated`, `over draw adjudicated`.
constexpr std::string_view kAdjudicated = "adjudicated";

class GameDescription {
 public:
  virtual ~GameDescription() = default;

  virtual std::string_view name() const = 0;   // "hawalis": the protocol's and the API's name
  virtual std::string_view title() const = 0;  // "Hawalis": as people write it
  virtual std::string_view folder() const = 0; // its folder under src/games/ (its web files too)
  virtual const BoardGeometry& geometry() const = 0;
  virtual const std::vector<OptionInfo>& options() const = 0;  // the option schema
  // How its games can end (off the board too: kOffBoardReasons), and the reason of a word.
  virtual std::span<const EndReason> end_reasons() const = 0;
  std::optional<EndReason> end_reason(std::string_view word) const;
  // Whether "ongoing" or "over <S|N|draw> <reason>" is a result this game can have.
  bool is_result_text(std::string_view text) const;
  // Players may agree to end a game by sharing the seeds left (Al-manqala's loops).
  virtual bool shares_loops() const = 0;
  // Players may agree a draw (`over draw agreed`, kAgreedDraw): Hawalis.
  virtual bool agrees_draws() const = 0;
  // The engine levels' ratings on the players' scale, [level] from 1 ([0] unused):
  // search/levels.h says how they are calibrated.
  virtual std::vector<int> level_ratings() const = 0;

  // Option words checked against the schema: every option as name=value, defaults included.
  // Throws ParseError naming the option and the values it takes.
  virtual std::string options_text(const std::vector<std::string_view>& words) const = 0;
  // Why judging a single move may take unbounded time with these options, or "" (RULES.md
  // "Endless sowing" with many seeds a pit). Throws ParseError as options_text does.
  virtual std::string unbounded_work(const std::vector<std::string_view>& words) const = 0;
  // The start position's text with these options.
  virtual std::string start_text(const std::vector<std::string_view>& words) const = 0;

  // A new game at its start. Throws ParseError for a bad option; judging the start position
  // reports to `limit` (see AnyGame::set_work_limit), which may throw RulesInterrupted.
  virtual std::unique_ptr<AnyGame> make(const std::vector<std::string_view>& words,
                                        WorkLimit* limit = nullptr) const = 0;

  // "  relay=true|false  a lap ending in ..." lines: the options for a --help text.
  std::string options_help() const;
};

}  // namespace manqala
