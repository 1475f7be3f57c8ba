// What a game plug-in's rules class provides (games/<name>/): the one interface that the
// search, the facade and everything above it rely on. A class meeting it, plus the engine's
// knowledge of the game (evaluate, level_plan, material_lead, trace_move: see
// games/game_list.h) and one line in the registry, is a whole game.
#pragma once

#include <concepts>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/notation.h"
#include "core/options.h"
#include "core/types.h"
#include "core/work_limit.h"

namespace manqala {

template <class R>
concept GameRules = requires(const R& rules, const typename R::Options& options, const typename R::Position& p,
                             typename R::Position& q, MoveList& moves, Move m, WorkLimit* limit,
                             std::string_view text, Side side) {
  // Who it is: the name of the protocol and the registry, the name people read, its folder.
  { R::kName } -> std::convertible_to<std::string_view>;
  { R::kTitle } -> std::convertible_to<std::string_view>;
  { R::kFolder } -> std::convertible_to<std::string_view>;  // its folder (its web files too)
  // The board: rows (the lower half South's) of columns pits, and the loops seeds go round,
  // each a list of pit names in sowing order.
  { R::kRows } -> std::convertible_to<int>;
  { R::kColumns } -> std::convertible_to<int>;
  { R::circuits() } -> std::same_as<std::vector<std::vector<std::string>>>;
  // Moves are numbers below kMaxMoves (at most core's kMaxMoves, the engine's limit).
  requires R::kMaxMoves <= kMaxMoves;
  // How a game of it can end (games/<game>/end_reasons.h): every reason judge() gives.
  { R::end_reasons() } -> std::same_as<std::span<const EndReason>>;
  // Its RULES.md options, and why judging a move may take unbounded time under some of them.
  { R::option_schema() } -> std::same_as<const OptionSchema<typename R::Options>&>;
  { R::unbounded_work(options) } -> std::same_as<std::string>;
  R(options);
  { rules.options() } -> std::same_as<const typename R::Options&>;
  { options.repetition } -> std::convertible_to<int>;
  // The position: a small value, copied rather than undone.
  { p.to_move } -> std::convertible_to<Side>;
  { p.captured[0] } -> std::convertible_to<int>;
  { p.key() } -> std::same_as<uint64_t>;
  { p.same_placement(p) } -> std::same_as<bool>;
  // The rules.
  { rules.start() } -> std::same_as<typename R::Position>;
  { rules.total_seeds() } -> std::same_as<int>;
  { rules.generate(p, moves, &q, limit) } -> std::same_as<int>;
  rules.play(q, m, limit);
  { rules.over_before_moves(p) } -> std::same_as<bool>;
  { rules.judge(p, 0, false) } -> std::same_as<Result>;
  rules.settle(q, Result{});
  // Notation.
  { rules.move_name(p, m) } -> std::same_as<std::string>;
  { rules.parse_move(text, side) } -> std::same_as<std::optional<Move>>;
  { R::pit_names(side) } -> std::same_as<std::vector<std::string>>;
  { rules.to_fields(p) } -> std::same_as<PositionFields>;
  { rules.to_text(p) } -> std::same_as<std::string>;
  { rules.from_text(text) } -> std::same_as<typename R::Position>;
};

// A game whose players may agree to end it by sharing (Al-manqala's loops).
template <class R>
concept SharesLoops = requires(const R& rules, const typename R::Position& p) {
  { rules.share_by_agreement(p) } -> std::same_as<Result>;
};

// A game whose players may agree a draw off the board (`over draw agreed`): its rules know
// draws, and it has no agreement of its own (as Al-manqala's shared loops) that stands instead.
template <class R>
concept AgreesDraws = R::kAgreedDraws;

}  // namespace manqala
