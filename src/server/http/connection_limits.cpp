#include "server/http/connection_limits.h"

#include <sys/resource.h>

#include <algorithm>

namespace manqala::http_detail {

size_t fit_descriptor_limit(size_t wanted) {
  rlimit limit{};
  if (::getrlimit(RLIMIT_NOFILE, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY) return wanted;
  const size_t usable = limit.rlim_cur > 2 * kReservedDescriptors ? limit.rlim_cur - kReservedDescriptors
                                                                   : limit.rlim_cur / 2;
  return std::max<size_t>(1, std::min(wanted, usable));
}

namespace {

// An IPv4 client of a dual-stack socket as plain IPv4.
boost::asio::ip::address unmapped(const boost::asio::ip::address& address) {
  if (address.is_v6() && address.to_v6().is_v4_mapped())
    return boost::asio::ip::make_address_v4(boost::asio::ip::v4_mapped, address.to_v6());
  return address;
}

}  // namespace

std::string client_of(const boost::asio::ip::address& address) {
  const auto plain = unmapped(address);
  if (plain.is_v4()) return plain.to_string();
  auto bytes = plain.to_v6().to_bytes();
  std::fill(bytes.begin() + 8, bytes.end(), 0);
  return boost::asio::ip::address_v6(bytes).to_string() + "/64";
}

std::string request_client(const boost::asio::ip::address& peer, std::string_view forwarded_for, bool cap_loopback) {
  if (!unmapped(peer).is_loopback()) return client_of(peer);
  if (!forwarded_for.empty()) {
    std::string_view last = forwarded_for.substr(forwarded_for.rfind(',') + 1);
    while (!last.empty() && last.front() == ' ') last.remove_prefix(1);
    while (!last.empty() && last.back() == ' ') last.remove_suffix(1);
    boost::system::error_code ec;
    const auto address = boost::asio::ip::make_address(std::string(last), ec);
    if (!ec) return client_of(address);
  }
  return cap_loopback ? client_of(peer) : "";
}

ConnectionSlot::ConnectionSlot(std::shared_ptr<ConnectionLimits> limits, std::string client)
    : limits_(std::move(limits)), client_(std::move(client)) {}

ConnectionSlot::~ConnectionSlot() { limits_->release(client_); }

std::unique_ptr<ConnectionSlot> ConnectionLimits::acquire(const boost::asio::ip::address& address) {
  // "" : a client that counts against the total only.
  std::string client = cap_loopback_ || !unmapped(address).is_loopback() ? client_of(address) : "";
  {
    std::lock_guard lock(mu_);
    if (total_ >= max_total_) return nullptr;
    if (!client.empty()) {
      size_t& mine = per_client_[client];
      if (mine >= max_per_client_) return nullptr;  // mine >= 1: no empty entry is left behind
      ++mine;
    }
    ++total_;
  }
  return std::make_unique<ConnectionSlot>(shared_from_this(), std::move(client));
}

void ConnectionLimits::release(const std::string& client) {
  std::lock_guard lock(mu_);
  --total_;
  if (client.empty()) return;
  if (auto it = per_client_.find(client); it != per_client_.end() && --it->second == 0) per_client_.erase(it);
}

}  // namespace manqala::http_detail
