#include "server/accounts/notice_socket.h"

#include <memory>

#include <boost/asio/post.hpp>

#include "server/common/route_helpers.h"

namespace manqala::accounts {

bool NoticeSocket::is_notices(const std::string& target) { return parse_target(target).path == "/api/account/ws"; }

void NoticeSocket::open(const SocketRequest& req, AccountRoutes& accounts, Notices& notices,
                        boost::asio::any_io_executor work, std::function<void(SocketAnswer)> then) {
  if (!req.origin.empty() && req.origin != "http://" + req.host && req.origin != "https://" + req.host)
    return then({nullptr, error_response(403, "notices are for manqala's own pages")});
  boost::asio::post(work, [&accounts, &notices, cookie = req.cookie, then = std::move(then)] {
    SeatAccount account;
    try {
      account = accounts.of_cookie(cookie);
    } catch (const std::exception& e) {  // the archive failing: on the work pool, nothing may escape
      return then({nullptr, error_response(500, e.what())});
    }
    if (account.id == 0) return then({nullptr, error_response(401, "log in first")});
    then({std::make_shared<NoticeSocket>(notices, account.id), {}});
  });
}

void NoticeSocket::receive(const std::shared_ptr<SocketPeer>& peer, const nlohmann::json& message) {
  const nlohmann::json id = message.is_object() ? message.value("id", nlohmann::json()) : nlohmann::json();
  peer->send_json({{"type", "error"}, {"id", id}, {"status", 400}, {"error", "this socket carries notices: send only pings"}});
}

}  // namespace manqala::accounts
