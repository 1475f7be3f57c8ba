#include "server/room/state.h"

#include "core/notation.h"
#include "games/registry.h"
#include "server/room/presenter.h"

namespace manqala {

RoomState::RoomState(StoredGame s) : stored(std::move(s)) {
  const auto words = split_words(stored.options);
  WorkLimit start;  // the start position is judged within the bound too (an old archive may
  start.lap_budget(kServerLapBudget);  // hold games with options the server no longer offers)
  game = make_game(stored.game, std::vector<std::string_view>(words.begin(), words.end()), &start);
  auto judged = [this](const std::function<void()>& work) {
    ServerJudging bound(*game);  // a fresh budget for every position
    work();
  };
  if (!stored.start.empty()) judged([&] { game->set_position(stored.start); });
  for (size_t i = 0; i + 1 < stored.moves.size(); ++i) judged([&] { game->play(stored.moves[i].move); });
  if (!stored.moves.empty()) judged([&] { last = play_traced(*game, stored.moves.back().move); });  // to animate
  if (stored.outcome.shared) game->share_loop();
  if (is_called_off(stored.outcome.status)) called_off = stored.outcome.status;
  const auto result = split_words(stored.outcome.result);
  if (result.size() == 3 && !game->result().over()) {
    const bool draw = result[1] == "draw";
    if ((!draw && (is_off_board_reason(result[2]) || result[2] == kAdjudicated)) ||
        (draw && (result[2] == kAgreedDraw || result[2] == kAdjudicated || result[2] == kAbandoned)))
      outside_end = OutsideEnd{draw ? std::nullopt : std::optional(result[1] == "S" ? Side::North : Side::South),
                               std::string(result[2])};
  }
}

std::string beyond_bound(const RulesInterrupted& e) {
  return std::string("this server does not judge such positions: ") + e.what();
}

Side RoomState::mover_of(const std::string& pit) const {
  Side owner = Side::South;
  game->description().geometry().owner_of_pit(pit, owner);
  return owner;
}

StoredOutcome RoomState::outcome() const {
  StoredOutcome o;
  o.to_move = side_word(game->to_move());
  o.unrated = unplayed();
  if (!called_off.empty()) return o.status = called_off, o;
  if (!over()) return o;
  o.status = "over";
  if (outside_end) {
    const std::string winner = outside_end->loser ? std::string(1, side_letter(opponent(*outside_end->loser))) : "draw";
    o.result = "over " + winner + " " + outside_end->reason;
  } else {
    o.result = status_text(game->result());
  }
  o.shared = stored.outcome.shared;
  return o;
}

bool RoomState::unplayed() const {
  if (called_off == "forfeited") return true;
  if (!outside_end || outside_end->reason != "forfeit" || !outside_end->loser) return false;
  for (const StoredMove& m : stored.moves)
    if (mover_of(m.move) == *outside_end->loser) return false;
  return true;
}

void RoomState::redo_last() {
  last = nullptr;
  if (stored.moves.empty()) return;
  auto before = game->clone();
  before->undo();
  last = last_move_json(*before, stored.moves.back().move);
}

}  // namespace manqala
