#include "server/games/stored_view.h"

#include "server/room/presenter.h"

namespace manqala {

bool played_in_a_room(const GameSummary& g) { return g.status == "ongoing" && g.source != "import"; }

RoomAnswer stored_view(StoredGame stored, const std::string& action, uint64_t version, int64_t day_ms) {
  const RoomState state(std::move(stored));
  const Seats seats(state.stored);
  RoomClock clock(state.stored.clock_initial_ms, state.stored.clock_increment_ms);
  clock.reset(state.stored.moves, [&state](const std::string& pit) { return state.mover_of(pit); });
  const MoveDeadline deadline(state.stored.days_per_move, state.stored.turn_since_ms, day_ms);
  const Audience nobody;
  const RoomView view{state, seats, clock, deadline, nobody, false, version, std::nullopt};
  if (action == "replay") return RoomAnswer::of(replay_json(view));
  if (action == "export") return RoomAnswer::of(export_json(state));
  if (action == "record") return RoomAnswer::of_text(record_text(state));
  return RoomAnswer::of({{"game", state_json(view)}});
}

}  // namespace manqala
