#include "server/accounts/notices.h"

#include <algorithm>
#include <cstdio>

namespace manqala::accounts {

void Notices::add(int64_t account, const std::shared_ptr<SocketPeer>& w) {
  std::lock_guard lock(mu_);
  auto& list = watchers_[account];
  std::erase_if(list, [](const auto& p) { return p.expired(); });
  if (list.size() >= kMaxPerAccount) list.erase(list.begin());
  list.push_back(w);
}

void Notices::remove(int64_t account, const SocketPeer* w) {
  std::lock_guard lock(mu_);
  auto it = watchers_.find(account);
  if (it == watchers_.end()) return;
  std::erase_if(it->second, [w](const auto& p) {
    auto alive = p.lock();
    return !alive || alive.get() == w;
  });
  if (it->second.empty()) watchers_.erase(it);
}

void Notices::notify(int64_t account, const nlohmann::json& message) {
  deliver(account, message);
  if (!cluster_) return;
  try {
    cluster_->tell_others("notice", {{"account", account}, {"message", message}});
  } catch (const std::exception& e) {  // the other processes' pages miss it; they ask on load
    std::fprintf(stderr, "manqala serve: a notice to the other servers: %s\n", e.what());
  }
}

void Notices::share_with(Cluster& cluster) {
  cluster_ = &cluster;
  cluster.on("notice", [this](const nlohmann::json& body) {
    if (body.contains("account") && body["account"].is_number_integer() && body.contains("message"))
      deliver(body["account"].get<int64_t>(), body["message"]);
  });
}

void Notices::deliver(int64_t account, const nlohmann::json& message) {
  std::vector<std::shared_ptr<SocketPeer>> to;
  {
    std::lock_guard lock(mu_);
    auto it = watchers_.find(account);
    if (it == watchers_.end()) return;
    for (const auto& p : it->second)
      if (auto w = p.lock()) to.push_back(std::move(w));
  }
  const auto text = std::make_shared<const std::string>(json_text(message));
  for (const auto& w : to) w->send(text);
}

size_t Notices::connected(int64_t account) {
  std::lock_guard lock(mu_);
  auto it = watchers_.find(account);
  if (it == watchers_.end()) return 0;
  return std::count_if(it->second.begin(), it->second.end(), [](const auto& p) { return !p.expired(); });
}

}  // namespace manqala::accounts
