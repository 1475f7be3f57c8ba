#include "server/games/game_socket.h"

#include "core/notation.h"
#include "server/common/route_helpers.h"
#include "server/games/room_http.h"

namespace manqala {

using nlohmann::json;

std::string GameSocket::game_of(const std::string& target) {
  const Target t = parse_target(target);
  if (t.segments.size() == 4 && t.segments[0] == "api" && t.segments[1] == "games" && t.segments[3] == "ws")
    return t.segments[2];
  return "";
}

void GameSocket::open(Games& games, const std::string& target, std::function<void(SocketAnswer)> then) {
  const std::string id = game_of(target);
  const std::string nothing_here = "no game to watch at " + target.substr(0, 100);
  if (id.empty()) return then({nullptr, error_response(404, nothing_here)});
  // The room may have to be loaded (its moves replayed): on the work pool.
  games.open(id, [then, nothing_here](std::shared_ptr<Room> room, RoomAnswer failure) {
    if (room) return then({std::make_shared<GameSocket>(std::move(room)), {}});
    if (failure.refusal == Refusal::unknown) return then({nullptr, error_response(404, nothing_here)});
    then({nullptr, {http_status(failure), "application/json", json_text(failure.body), {}}});
  });
}

// Client messages other than pings: hello (who I am), move.
void GameSocket::receive(const std::shared_ptr<SocketPeer>& peer, const json& msg) {
  const json type = msg.is_object() ? msg.value("type", json()) : json();
  const json id = msg.is_object() ? msg.value("id", json()) : json();
  if (type == "hello") {
    token_ = msg.contains("token") && msg["token"].is_string() ? msg["token"].get<std::string>() : std::string();
    room_->identify(peer.get(), token_);
    return;
  }
  if (type == "move") {
    MoveCommand command;
    try {
      command = MoveCommand::from_json(msg, token_);
    } catch (const ParseError& e) {
      return peer->send_json({{"type", "error"}, {"id", id}, {"status", 400}, {"error", e.what()}});
    }
    room_->move(command, [peer, id](RoomAnswer o) {
      if (o.ok()) return peer->send_json({{"type", "ack"}, {"id", id}, {"ply", o.body["game"]["ply"]}});
      peer->send_json({{"type", "error"}, {"id", id}, {"status", http_status(o)}, {"error", o.body.value("error", "")}});
    });
    return;
  }
  peer->send_json({{"type", "error"}, {"id", id}, {"status", 400},
                   {"error", "unknown message: send {\"type\": \"ping\" | \"hello\" | \"move\", ...}"}});
}

}  // namespace manqala
