// A WebSocket session's outgoing messages: ordered ones all kept (up to a bound), states
// replaced by newer ones while they wait.
#include <gtest/gtest.h>

#include "server/http/outgoing_queue.h"

namespace manqala_test {
namespace {

using manqala::http_detail::OutgoingQueue;

OutgoingQueue::Message text(const std::string& s) { return std::make_shared<const std::string>(s); }

// Writes everything the queue holds, one message after the other, as the session does.
std::vector<std::string> drain(OutgoingQueue& q) {
  std::vector<std::string> out;
  while (auto m = q.next()) {
    out.push_back(*m);
    q.written();
  }
  return out;
}

TEST(ServerOutgoingQueue, OnlyTheNewestWaitingStateIsKept) {
  OutgoingQueue q(8);
  q.push_state(text("s1"));
  ASSERT_EQ(*q.next(), "s1");  // being written: a newer state does not take its place
  for (int i = 2; i <= 1000; ++i) q.push_state(text("s" + std::to_string(i)));
  EXPECT_EQ(q.size(), 2u);
  q.written();
  EXPECT_EQ(drain(q), (std::vector<std::string>{"s1000"}));
  EXPECT_EQ(q.next(), nullptr);
}

TEST(ServerOutgoingQueue, OrderedMessagesKeepTheirOrderAroundStates) {
  OutgoingQueue q(8);
  q.push_state(text("s1"));
  q.push(text("ack1"));
  q.push_state(text("s2"));  // replaces s1, after ack1
  q.push(text("pong"));
  EXPECT_EQ(drain(q), (std::vector<std::string>{"ack1", "s2", "pong"}));
}

TEST(ServerOutgoingQueue, OrderedMessagesAreBounded) {
  OutgoingQueue q(3);
  for (int i = 0; i < 3; ++i) EXPECT_TRUE(q.push(text("m")));
  for (int i = 0; i < 100; ++i) q.push_state(text("s"));  // states do not count
  EXPECT_FALSE(q.push(text("one too many")));
  ASSERT_NE(q.next(), nullptr);
  q.written();
  EXPECT_TRUE(q.push(text("room again")));
}

}  // namespace
}  // namespace manqala_test
