// The learning domain (docs/learn.md): the courses' progress of each account.
#include "server/archive/archive.h"
#include "server/common/module.h"
#include "server/games/games.h"
#include "server/learn/learn_routes.h"
#include "server/learn/learn_schema.h"

namespace manqala::learn {

extern const ModuleEntry kModule{"learn", kLearnSchema, [](House& h) -> std::unique_ptr<Module> {
                                   return std::make_unique<RoutesModule<LearnRoutes>>(h.games.archive().database());
                                 }};

}  // namespace manqala::learn
