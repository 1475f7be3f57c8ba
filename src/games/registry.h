// The games by name (their list is games/game_list.h): descriptions for menus and help, and
// new games for everything that plays them.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "facade/any_game.h"
#include "facade/game_description.h"

namespace manqala {

// Every game: the built-in ones in games/game_list.h's order, then those registered from
// outside (games/register_game.h).
const std::vector<const GameDescription*>& registered_games();
// Adds a game from outside, as the program starts (MANQALA_REGISTER_GAME does it); throws
// std::logic_error when a game of that name is there already.
bool add_game(const GameDescription& game);
std::vector<std::string_view> game_names();
// "hawalis or al-manqala" / "hawalis|al-manqala": the names for a message or a usage line.
std::string game_names_text(std::string_view separator = " or ");

// The engine protocol's game until a `game` command names one (games/game_list.h's DefaultGame).
const GameDescription& default_game();

// The game of this name, or nullptr.
const GameDescription* find_game(std::string_view name);
// The game of this name; throws ParseError "unknown game 'x' (games: ...)".
const GameDescription& game_named(std::string_view name);

// A new game by name with RULES.md option words. Throws ParseError; judging the start position
// reports to `limit` (AnyGame::set_work_limit), which may throw RulesInterrupted.
std::unique_ptr<AnyGame> make_game(std::string_view name, const std::vector<std::string_view>& options = {},
                                   WorkLimit* limit = nullptr);

}  // namespace manqala
