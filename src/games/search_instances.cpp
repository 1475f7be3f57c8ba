// The engine compiled for every game of the registry: the search, MCTS, the simple players and
// think() are templates over a game's rules (src/search/*_impl.h), which know no game; this is
// the one place that instantiates them, so a new game needs only its line in game_list.h.
#include "games/game_list.h"
#include "search/mcts_impl.h"
#include "search/search_impl.h"
#include "search/simple_players_impl.h"
#include "search/think_impl.h"

namespace manqala {

#define MANQALA_INSTANTIATE_ENGINE(Rules)                                                                     \
  template class Search<Rules>;                                                                               \
  template SearchInfo mcts_search<Rules>(const Game<Rules>&, const SearchLimits&, uint64_t, uint64_t,        \
                                         const std::atomic<bool>&, const InfoSink&, const MctsOptions&);      \
  template Move greedy_move<Rules>(const Game<Rules>&, std::mt19937_64&, WorkLimit*);                        \
  template SearchInfo think<Rules>(const Game<Rules>&, const PlayerOptions&, const SearchLimits&,            \
                                   TranspositionTable&, const std::atomic<bool>&, const InfoSink&);
MANQALA_FOR_EACH_GAME(MANQALA_INSTANTIATE_ENGINE)
#undef MANQALA_INSTANTIATE_ENGINE

}  // namespace manqala
