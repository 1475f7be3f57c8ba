#include "server/broadcasts/broadcast_socket.h"

#include "server/broadcasts/broadcast_routes.h"
#include "server/common/route_helpers.h"
#include "server/otb/otb_fields.h"

namespace manqala::broadcasts {

std::string BroadcastSocket::broadcast_of(const std::string& target) {
  const Target t = parse_target(target);
  const auto& s = t.segments;
  return s.size() == 4 && s[0] == "api" && s[1] == "broadcast" && s[3] == "ws" && s[2].size() == 16 ? s[2] : "";
}

void BroadcastSocket::attach(const std::shared_ptr<SocketPeer>& peer) {
  if (!spectators_.watch(id_, round_, peer))
    peer->send_json({{"type", "error"}, {"status", 503}, {"error", "this broadcast has its most spectators"}});
}

void BroadcastSocket::receive(const std::shared_ptr<SocketPeer>& peer, const nlohmann::json& message) {
  const bool watch = message.is_object() && message.value("type", "") == "watch" && message.contains("round") &&
                     message["round"].is_number_integer();
  const int round = watch ? message["round"].get<int>() : 0;
  if (!watch || round < 1 || round > 1000) {
    peer->send_json({{"type", "error"}, {"status", 400}, {"error", "send {\"type\": \"watch\", \"round\": r}"}});
    return;
  }
  round_ = round;
  attach(peer);
}

bool BroadcastRoutes::open_socket(const SocketRequest& req, const std::function<void(SocketAnswer)>& then) {
  const std::string id = BroadcastSocket::broadcast_of(req.target);
  if (id.empty()) return false;
  const Target t = parse_target(req.target);
  const int asked = t.query.count("round") ? otb::segment_number(t.query.at("round"), 1000) : 0;
  spectators_.post([this, id, asked, then] {
    try {
      const Loaded l = load(id);
      const int round = asked > 0 ? asked : l.d.t.round;
      if (round < 1 || round > l.d.t.round) return then({nullptr, error_response(404, "no such round")});
      then({std::make_shared<BroadcastSocket>(spectators_, id, round), {}});
    } catch (const Refused& e) {
      then({nullptr, error_response(e.status, e.what())});
    } catch (const std::exception& e) {  // the archive failing: nothing may escape the lane
      then({nullptr, error_response(500, e.what())});
    }
  });
  return true;
}

}  // namespace manqala::broadcasts
