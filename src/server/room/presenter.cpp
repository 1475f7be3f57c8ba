#include "server/room/presenter.h"

#include <algorithm>
#include <map>

#include "facade/sentences.h"
#include "record/record.h"
#include "server/room/move_pace.h"

namespace manqala {

using nlohmann::json;

std::string winner_word(Winner w) {
  return w == Winner::Draw ? "draw" : side_word(w == Winner::South ? Side::South : Side::North);
}

namespace {

json moves_json(const RoomState& s) {
  json moves = json::array();
  for (const auto& m : s.stored.moves)
    moves.push_back({{"move", m.move}, {"side", side_word(s.mover_of(m.move))}, {"ms", m.ms}});
  return moves;
}

// What sharing the loop now would give (Al-manqala, ongoing), or null.
json share_json(const RoomState& s) {
  if (s.over() || !s.game->share_result().over()) return nullptr;
  auto shared = s.game->clone();
  shared->share_loop();
  return {{"south", shared->captured(Side::South)},
          {"north", shared->captured(Side::North)},
          {"winner", winner_word(shared->result().winner)}};
}

json side_or_null(std::optional<Side> s) { return s ? json(side_word(*s)) : json(nullptr); }

json seats_json(const RoomView& v) {
  json seats = json::object();
  for (Side s : {Side::South, Side::North}) {
    const SeatKind kind = v.seats.kind(s);
    const bool engine = kind == SeatKind::Engine;
    seats[side_word(s)] = {{"player", engine ? "engine" : kind == SeatKind::Human ? "human" : "nobody"},
                           {"taken", v.seats.taken(s)},
                           {"connected", engine || v.audience.connected(s)}};
  }
  return seats;
}

json clock_json(const RoomView& v, bool running) {
  if (!v.clock.enabled()) return nullptr;
  const Side to_move = v.state.game->to_move();
  running = running && v.clock.timed(to_move);
  return {{"initial_ms", v.clock.initial_ms()},
          {"increment_ms", v.clock.increment_ms()},
          {"south_ms", std::max<int64_t>(0, v.clock.left(Side::South, running && to_move == Side::South))},
          {"north_ms", std::max<int64_t>(0, v.clock.left(Side::North, running && to_move == Side::North))},
          {"running", running ? json(side_word(to_move)) : json(nullptr)},
          // The running turn is counted only after this: the last move's animation.
          {"grace_ms", running ? v.clock.grace_left_ms() : 0}};
}

// A correspondence game's time: days a move, and the running turn's deadline (Unix ms) and
// time left, once both are seated.
json correspondence_json(const RoomView& v) {
  if (!v.deadline.enabled()) return nullptr;
  const bool running = v.deadline.running() && !v.state.over() && v.seats.all_taken();
  return {{"days", v.deadline.days()},
          {"running", running ? json(side_word(v.state.game->to_move())) : json(nullptr)},
          {"deadline_ms", running ? json(v.deadline.deadline_ms()) : json(nullptr)},
          {"left_ms", running ? json(v.deadline.left_ms(wall_ms())) : json(nullptr)}};
}

// A move's value for its mover as one number, greater is better: seeds it ends up with, or a
// win sooner, a draw, a loss later.
int move_rank(const std::string& kind, const AnyGame::EndgameReport::MoveValue& m) {
  constexpr int kFar = 1 << 20;
  return kind == "seeds" ? m.half_seeds : m.outcome * (kFar - m.plies);
}

// Where the tables' verdict is shown: in a game against the engine, and in the replay of a
// finished game. Never while a game between people goes on, not even to its spectators: the
// spectators' link is open to the players too (as the evaluation is refused to everyone).
bool tables_shown(const RoomView& v, bool replay) {
  const bool engine = v.seats.kind(Side::South) == SeatKind::Engine || v.seats.kind(Side::North) == SeatKind::Engine;
  return engine || (replay && v.state.over());
}

}  // namespace

json endgame_json(const AnyGame& g) {
  std::optional<AnyGame::EndgameReport> r;
  try {
    r = g.endgame_report();
  } catch (const std::exception&) {
    return nullptr;  // a table file damaged since it was opened: the game goes on without it
  }
  if (!r) return nullptr;
  std::stable_sort(r->moves.begin(), r->moves.end(),
                   [&](const auto& a, const auto& b) { return move_rank(r->kind, a) > move_rank(r->kind, b); });
  json moves = json::array();
  for (const auto& m : r->moves) moves.push_back({{"move", m.move}, {"text", m.text}});
  return {{"sentence", "solved: " + r->sentence}, {"kind", r->kind}, {"moves", moves}};
}

std::string side_word(Side s) { return s == Side::South ? "south" : "north"; }

json board_json(const AnyGame& g) {
  json rows = json::array();
  for (const auto& row : g.board()) rows.push_back(json(std::vector<int>(row.begin(), row.end())));
  return rows;
}

json captured_json(const AnyGame& g) {
  return {{"south", g.captured(Side::South)}, {"north", g.captured(Side::North)}};
}

json trace_json(const MoveTrace& t) {
  json events = json::array();
  for (const auto& e : t.events) {
    json ev = {{"k", to_string(e.kind)}, {"pit", e.pit}};
    if (e.kind != TraceEvent::Kind::Drop) ev["n"] = e.count;
    events.push_back(std::move(ev));
  }
  return events;
}

namespace {

// A move's animation: the board before it, who made it, and its trace.
json animation_json(const AnyGame& before, const std::string& move, const MoveTrace& t) {
  return {{"move", move},
          {"side", side_word(before.to_move())},
          {"board_before", board_json(before)},
          {"captured_before", captured_json(before)},
          {"trace", trace_json(t)},
          {"truncated", t.truncated}};
}

}  // namespace

json last_move_json(const AnyGame& before, const std::string& move) {
  return animation_json(before, move, before.trace(move));  // throws ParseError for an illegal move
}

json play_traced(AnyGame& g, const std::string& move) {
  json last = animation_json(g, move, MoveTrace{});  // the board before the move, trace to come
  const MoveTrace t = g.play_traced(move);  // throws ParseError for an illegal move, changing nothing
  last["trace"] = trace_json(t);
  last["truncated"] = t.truncated;
  last["animation_ms"] = animation_ms(t);
  return last;
}

json result_json(const RoomState& s) {
  if (!s.over() || !s.called_off.empty()) return nullptr;
  if (s.outside_end && !s.outside_end->loser)
    return {{"winner", "draw"}, {"reason", s.outside_end->reason}, {"text", outside_draw_sentence(s.outside_end->reason)}};
  if (s.outside_end) {
    const Side loser = *s.outside_end->loser;
    return {{"winner", side_word(opponent(loser))},
            {"reason", s.outside_end->reason},
            {"text", outside_end_sentence(loser, s.outside_end->reason)}};
  }
  const Result r = s.game->result();
  return {{"winner", winner_word(r.winner)},
          {"reason", std::string(to_string(r.reason))},
          {"text", result_sentence(*s.game, r)}};
}

json state_json(const RoomView& v) {
  const RoomState& s = v.state;
  const AnyGame& g = *s.game;
  const bool running = v.clock.enabled() && !s.over() && v.seats.all_taken();
  return {{"id", s.stored.id},
          {"version", v.version},
          {"game", s.stored.game},
          {"title", std::string(g.description().title())},
          {"options", g.options_text()},
          {"rows", g.rows()},
          {"players", {{"south", s.stored.south}, {"north", s.stored.north}}},
          {"rated", s.stored.rated},
          {"level", s.stored.level},
          {"position", g.position_text()},
          {"board", board_json(g)},
          {"to_move", side_word(g.to_move())},
          {"captured", captured_json(g)},
          {"legal", s.over() || !v.seats.all_taken() ? std::vector<std::string>{} : g.legal_moves()},
          {"ply", s.ply()},
          {"moves", moves_json(s)},
          {"last", s.last},
          {"status", !s.called_off.empty() ? s.called_off : s.over() ? "over" : "ongoing"},
          {"result", result_json(s)},
          {"thinking", v.thinking},
          {"share", share_json(s)},
          {"endgame", tables_shown(v, false) ? endgame_json(g) : json(nullptr)},
          {"opponent", s.stored.opponent},
          {"headers", s.stored.headers},
          {"listed", s.stored.listed},
          {"source", s.stored.source},
          {"continued_from", s.stored.continued_from.empty() ? json(nullptr) : json(s.stored.continued_from)},
          {"seats", seats_json(v)},
          {"spectators", v.audience.spectators()},
          {"clock", clock_json(v, running)},
          {"correspondence", correspondence_json(v)},
          {"absence", v.claim_in_ms ? json{{"side", side_word(g.to_move())}, {"claim_in_ms", *v.claim_in_ms}} : json(nullptr)},
          {"share_offer", s.share_offer < 0 ? json(nullptr) : json(side_word(static_cast<Side>(s.share_offer)))},
          {"draw_offer", side_or_null(s.offers.draw())},
          {"draw_declined", side_or_null(s.offers.declined())},
          {"rematch", {{"offer", side_or_null(s.offers.rematch())},
                       {"declined", side_or_null(s.offers.rematch_declined())},
                       {"game", s.offers.rematch_game().empty() ? json(nullptr) : json(s.offers.rematch_game())}}}};
}

std::string record_text(const RoomState& s, const std::string& event, const std::string& round) {
  // An imported game's own headers first (a scoresheet's event, site, date and board).
  std::map<std::string, std::string> tags = s.stored.headers;
  tags.emplace("Event", event);
  tags.emplace("Date", s.stored.created.substr(0, 10));
  tags["South"] = s.stored.south;
  tags["North"] = s.stored.north;
  if (!round.empty()) tags["Round"] = round;
  Record r = record_of(*s.game, tags);
  r.result = s.outcome().result;
  return write_record(r);
}

json export_json(const RoomState& s) {
  json moves = json::array();
  for (const auto& m : s.stored.moves) moves.push_back({{"move", m.move}, {"ms", m.ms}});
  const std::string initial = s.game->initial_text();
  return {{"format", "manqala-game"}, {"version", 1},
          {"game", s.stored.game}, {"options", s.game->options_text()},
          {"start", s.game->at_start_position() ? json(nullptr) : json(initial)},
          {"south", s.stored.south}, {"north", s.stored.north}, {"opponent", s.stored.opponent},
          {"headers", s.stored.headers},
          {"level", (s.stored.south == "engine" || s.stored.north == "engine") && s.stored.level > 0 ? json(s.stored.level)
                                                                                                    : json(nullptr)},
          {"moves", moves}, {"result", s.outcome().result},
          {"created", s.stored.created}};
}

json replay_json(const RoomView& v) {
  // Backwards from the game as it stands, undoing move by move: the positions were judged
  // when they were played and undo does not judge them again.
  const RoomState& s = v.state;
  auto g = s.game->clone();
  const bool tables = tables_shown(v, true);
  auto frame_of = [tables](const AnyGame& at, size_t ply) {
    return json{{"ply", ply}, {"board", board_json(at)}, {"captured", captured_json(at)},
                {"to_move", side_word(at.to_move())}, {"move", nullptr}, {"trace", nullptr},
                {"endgame", tables ? endgame_json(at) : json(nullptr)}};
  };
  std::vector<json> frames(s.stored.moves.size() + 1);
  if (s.stored.outcome.shared) {  // the agreed share empties the board into the captured counts
    frames.back() = frame_of(*g, frames.size() - 1);
    g->undo();
  }
  for (size_t i = s.stored.moves.size(); i > 0; --i) {
    json after = frame_of(*g, i);
    if (frames[i].is_null()) frames[i] = after;
    g->undo();
    const json last = last_move_json(*g, s.stored.moves[i - 1].move);
    frames[i]["move"] = last["move"];
    frames[i]["side"] = last["side"];
    frames[i]["trace"] = last["trace"];
    frames[i]["truncated"] = last["truncated"];
    frames[i]["to_move"] = after["to_move"];
  }
  frames[0] = frame_of(*g, 0);
  return {{"game", state_json(v)}, {"frames", frames}};
}

}  // namespace manqala
