// The engine pool (server/engine/engine_pool.h): the engine's moves before analysis, and a bounded
// queue of analysis that refuses more instead of growing.
#include <gtest/gtest.h>

#include <future>
#include <vector>

#include "server/engine/engine_pool.h"

namespace {

using manqala::EnginePool;

TEST(ServerEnginePool, AnalysisIsRefusedWhenItsQueueIsFullMovesAreNot) {
  EnginePool pool(1, 1);
  std::promise<void> release;
  std::shared_future<void> released = release.get_future().share();
  std::promise<void> started;
  ASSERT_TRUE(pool.submit(EnginePool::Priority::Move, [&](auto&) {
    started.set_value();
    released.wait();  // holds the only thread
  }));
  started.get_future().wait();
  for (size_t i = 0; i < EnginePool::kMaxAnalysis; ++i) EXPECT_TRUE(pool.submit(EnginePool::Priority::Analysis, [](auto&) {}));
  EXPECT_FALSE(pool.submit(EnginePool::Priority::Analysis, [](auto&) {})) << "the queue is full";
  std::vector<int> order;
  EXPECT_TRUE(pool.submit(EnginePool::Priority::Move, [&](auto&) { order.push_back(1); })) << "moves are never refused";
  release.set_value();
  pool.wait_idle();
  EXPECT_EQ(order, std::vector<int>{1});
  EXPECT_EQ(pool.tasks_run(), 2u + EnginePool::kMaxAnalysis);
  EXPECT_TRUE(pool.submit(EnginePool::Priority::Analysis, [](auto&) {})) << "room again";
}

TEST(ServerEnginePool, MovesGoBeforeAnalysis) {
  EnginePool pool(1, 1);
  std::promise<void> release;
  std::shared_future<void> released = release.get_future().share();
  std::promise<void> started;
  pool.submit(EnginePool::Priority::Move, [&](auto&) {
    started.set_value();
    released.wait();
  });
  started.get_future().wait();
  std::vector<char> order;
  pool.submit(EnginePool::Priority::Analysis, [&](auto&) { order.push_back('a'); });
  pool.submit(EnginePool::Priority::Move, [&](auto&) { order.push_back('m'); });
  release.set_value();
  pool.wait_idle();
  EXPECT_EQ(order, (std::vector<char>{'m', 'a'}));
}

}  // namespace
