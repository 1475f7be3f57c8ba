// A WebSocket carrying an account's notices (/api/account/ws, accounts/notices.h): notices
// out, nothing in but pings. Its session cookie says whose; a page of another site could open
// it with the visitor's cookie, so a browser's Origin must be this server.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include <boost/asio/any_io_executor.hpp>

#include "server/accounts/account_routes.h"
#include "server/accounts/notices.h"
#include "server/http/handler.h"

namespace manqala::accounts {

class NoticeSocket : public SocketEndpoint {
 public:
  NoticeSocket(Notices& notices, int64_t account) : notices_(notices), account_(account) {}

  static bool is_notices(const std::string& target);
  // The socket of `req`'s logged-in account (its cookie is read on `work`: the archive is not
  // read on a network thread), or the refusal: 403 from another site, 401 for nobody.
  static void open(const SocketRequest& req, AccountRoutes& accounts, Notices& notices, boost::asio::any_io_executor work,
                   std::function<void(SocketAnswer)> then);

  void attach(const std::shared_ptr<SocketPeer>& peer) override { notices_.add(account_, peer); }
  void detach(const SocketPeer* peer) override { notices_.remove(account_, peer); }
  void receive(const std::shared_ptr<SocketPeer>& peer, const nlohmann::json& message) override;

 private:
  Notices& notices_;
  const int64_t account_;
};

}  // namespace manqala::accounts
