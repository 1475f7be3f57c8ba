// The puzzles' domain (docs/puzzles.md): the puzzles shipped with the page, and each
// account's puzzle rating and attempts.
#include "server/archive/archive.h"
#include "server/common/module.h"
#include "server/games/games.h"
#include "server/puzzles/puzzle_routes.h"
#include "server/puzzles/puzzle_schema.h"

namespace manqala::puzzles {

extern const ModuleEntry kModule{"puzzles", kPuzzleSchema, [](House& h) -> std::unique_ptr<Module> {
                                   return std::make_unique<RoutesModule<PuzzleRoutes>>(
                                       h.games.archive().database(), h.read_web_file);
                                 }};

}  // namespace manqala::puzzles
