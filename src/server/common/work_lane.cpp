#include "server/common/work_lane.h"

#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cstdio>

#include "server/common/refused.h"

namespace manqala {

namespace {

// The server's own jobs: a name no address or account owner can have.
const std::string kInternal = "(server)";

}  // namespace

WorkLane::WorkLane(LaneLimits limits) : limits_(std::move(limits)) {
  for (int i = 0; i < std::max(1, limits_.threads); ++i) threads_.emplace_back([this] { run(); });
}

void WorkLane::post(const std::string& owner, std::function<void()> work) { enqueue({owner, std::move(work)}, false); }

void WorkLane::post_internal(std::function<void()> work) { enqueue({kInternal, std::move(work)}, true); }

void WorkLane::enqueue(Job job, bool internal) {
  {
    std::lock_guard lock(mu_);
    if (stopping_) return;
    Line& line = lines_[job.owner];
    const bool limited = !internal && !job.owner.empty();
    if (limited && static_cast<int>(line.waiting.size()) >= limits_.waiting_per_owner) {
      if (line.waiting.empty() && line.running == 0) lines_.erase(job.owner);
      throw Refused(429, "you have " + std::to_string(limits_.waiting_per_owner) + " requests waiting for the server's " +
                             limits_.name + "; wait for their answers");
    }
    if (!internal && waiting_ >= limits_.max_waiting) {
      if (line.waiting.empty() && line.running == 0) lines_.erase(job.owner);
      throw Refused(503, "the server is busy with " + limits_.name + "; try again in a moment", "server-busy");
    }
    if (line.waiting.empty()) turn_.push_back(job.owner);
    line.waiting.push_back(std::move(job));
    ++waiting_;
  }
  wake_.notify_one();
}

bool WorkLane::take(Job& job) {
  for (auto it = turn_.begin(); it != turn_.end(); ++it) {
    Line& line = lines_[*it];
    const bool capped = !it->empty() && *it != kInternal && line.running >= limits_.running_per_owner;
    if (capped) continue;
    job = std::move(line.waiting.front());
    line.waiting.pop_front();
    ++line.running;
    --waiting_, ++running_;
    const std::string owner = *it;
    turn_.erase(it);
    if (!line.waiting.empty()) turn_.push_back(owner);  // its next job after everyone else's
    return true;
  }
  return false;
}

void WorkLane::run() {
  // Linux gives each thread its own niceness (setpriority on the thread's id).
  if (limits_.nice > 0) setpriority(PRIO_PROCESS, static_cast<id_t>(::syscall(SYS_gettid)), limits_.nice);
  std::unique_lock lock(mu_);
  for (;;) {
    Job job;
    wake_.wait(lock, [&] { return stopping_ || take(job); });
    if (stopping_ && !job.work) return;
    lock.unlock();
    try {
      job.work();
    } catch (const std::exception& e) {
      std::fprintf(stderr, "manqala serve: %s: a job failed: %s\n", limits_.name.c_str(), e.what());
    } catch (...) {
      std::fprintf(stderr, "manqala serve: %s: a job failed\n", limits_.name.c_str());
    }
    lock.lock();
    --running_;
    Line& line = lines_[job.owner];
    if (--line.running == 0 && line.waiting.empty()) lines_.erase(job.owner);
    // A job of an owner at its running share may wait for this one: every thread looks again.
    wake_.notify_all();
    if (stopping_) return;
  }
}

void WorkLane::stop() {
  {
    std::lock_guard lock(mu_);
    if (stopping_ && threads_.empty()) return;
    stopping_ = true;
    lines_.clear();
    turn_.clear();
    waiting_ = 0;
  }
  wake_.notify_all();
  for (auto& t : threads_)
    if (t.joinable()) t.join();
  threads_.clear();
}

WorkLane::Load WorkLane::load() const {
  std::lock_guard lock(mu_);
  return {waiting_, running_};
}

}  // namespace manqala
