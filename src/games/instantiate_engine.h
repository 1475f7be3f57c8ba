// The engine compiled for one game: the search, MCTS, the simple players and think() are
// templates over a game's rules (src/search/*_impl.h) that know no game. This macro
// instantiates them for a rules class, once per game: for the built-in games in
// games/search_instances.cpp, for a game from outside in its MANQALA_REGISTER_GAME line.
#pragma once

#include "search/mcts_impl.h"
#include "search/search_impl.h"
#include "search/simple_players_impl.h"
#include "search/think_impl.h"

// Used at namespace scope inside namespace manqala.
#define MANQALA_INSTANTIATE_ENGINE(Rules)                                                                     \
  template class Search<Rules>;                                                                               \
  template SearchInfo mcts_search<Rules>(const Game<Rules>&, const SearchLimits&, uint64_t, uint64_t,        \
                                         const std::atomic<bool>&, const InfoSink&, const MctsOptions&);      \
  template Move greedy_move<Rules>(const Game<Rules>&, std::mt19937_64&, WorkLimit*);                        \
  template SearchInfo think<Rules>(const Game<Rules>&, const PlayerOptions&, const SearchLimits&,            \
                                   TranspositionTable&, const std::atomic<bool>&, const InfoSink&);
