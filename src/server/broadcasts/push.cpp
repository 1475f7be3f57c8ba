// Records pushed by another tool (a relay of a digital board, another program): each names its
// board by its Round tag, and its moves become that board's. Idempotent, so a tool may push every
// board's whole game every second: what did not change changes nothing.
#include "server/broadcasts/broadcast_routes.h"

#include <map>
#include <set>

#include "core/notation.h"
#include "core/work_limit.h"
#include "server/broadcasts/live_game.h"
#include "server/common/secrets.h"
#include "server/otb/otb_checks.h"

namespace manqala::broadcasts {

using nlohmann::json;

namespace {

// "2.3": round 2, board 3.
std::pair<int, int> board_of_tag(const Record& r) {
  const auto it = r.tags.find("Round");
  const std::string text = it == r.tags.end() ? "" : it->second;
  const size_t dot = text.find('.');
  const auto number = [](const std::string& s) {
    if (s.empty() || s.size() > 4 || s.find_first_not_of("0123456789") != std::string::npos) return -1;
    return std::stoi(s);
  };
  const int round = dot == std::string::npos ? -1 : number(text.substr(0, dot));
  const int board = dot == std::string::npos ? -1 : number(text.substr(dot + 1));
  if (round < 1 || board < 1) throw ParseError("the Round tag names the board as \"round.board\" (\"2.3\")");
  return {round, board};
}

}  // namespace

void BroadcastRoutes::push(const HttpRequest& req, const std::string& id, const Respond& respond) {
  const std::string token = bearer_token(req.authorization);
  if (token.empty()) return respond(error(401, "push with the broadcast's token: Authorization: Bearer <token>", "broadcast-token"));
  if (req.body.size() > kMaxPushBytes) return respond(error(413, "at most 256 KiB a push"));
  Loaded l = load(id);
  if (!token_matches(token, l.b.token_digest)) return respond(error(403, "this is not the broadcast's push token", "broadcast-token"));
  if (!pushes_.allow(id)) throw Refused(429, "too many pushes to this broadcast; at most 120 a minute");
  if (!l.b.live) throw Refused(409, "the broadcast is stopped", "broadcast-not-live");
  const auto texts = split_records(req.body);
  if (texts.empty()) throw ParseError("the body holds no game record");
  if (texts.size() > kMaxPushRecords) throw ParseError("at most 64 records a push");
  json answers = json::array();
  std::set<int> rounds, begun;
  std::vector<LiveGame> updated;  // written together once every record is read
  std::map<int, bool> quiet;  // the rounds without a move before this push: they begin now
  std::unique_lock lock(changes_of(id));
  l = load(id);  // under the lock: the state the checks read is the one written over
  for (const auto& text : texts) {
    json a = {{"round", nullptr}, {"board", nullptr}};
    try {
      const Record r = parse_record(text);
      const auto [round, number] = board_of_tag(r);
      a["round"] = round, a["board"] = number;
      if (round > l.d.t.round) throw ParseError("round " + std::to_string(round) + " is not paired");
      const otb::OtbBoard& board = otb::board_of(l.d, round, number);
      if (board.black == 0) throw ParseError("a bye has no game");
      if (!r.start.empty()) throw ParseError("a board's game starts from the game's start position");
      LiveGame g = store_->game(id, round, number).value_or(no_moves(round, number));
      const bool was_over = !board.game_id.empty();
      if (!quiet.count(round)) quiet[round] = !store_->round_begun(id, round);
      const std::string status = merge_record(g, r, replay_live(l.d.t.game, l.d.t.options, r.moves), now_ms());
      a["status"] = status, a["moves"] = g.moves.size();
      if (status == "updated") {
        updated.push_back(g);
        rounds.insert(round);
        if (quiet[round] && !g.moves.empty()) begun.insert(round);
        // An ended game filed in the archive and changed since: filed again once it ends.
        if (was_over) otb_->set_game(id, round, number, "", "", {"broadcast", "broadcast-game", round, number, "", board.game_id, ""});
      }
    } catch (const ParseError& e) {  // this record's own fault: the others go on
      a["status"] = "refused", a["error"] = e.what();
    } catch (const Refused& e) {
      a["status"] = "refused", a["error"] = e.what();
    } catch (const RulesInterrupted& e) {
      a["status"] = "refused", a["error"] = e.what();
    }
    answers.push_back(a);
  }
  store_->save_games(id, updated);
  lock.unlock();
  respond(json_response(200, {{"games", answers}}));
  for (int round : rounds) {
    spectators_.changed(id, round);
    if (begun.count(round)) round_begins(l.d, round);
  }
}

}  // namespace manqala::broadcasts
