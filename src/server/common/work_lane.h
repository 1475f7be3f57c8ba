// One kind of the server's work on threads of its own (README "Which work waits where"): a
// bounded line of jobs and a share for each owner (an account, else a client's address).
//
// Each owner's jobs wait in a line of their own and the lane takes the owners in turn, running
// at most `running_per_owner` of one owner's jobs at once: whoever sends many waits behind his
// own, and everyone else's go by him. A full owner's line is refused (429), a full lane too
// (503), before anything is done. Jobs of the owner "" (a client this machine cannot tell
// apart) meet only the lane's limits; the server's own jobs (post_internal) meet none.
#pragma once

#include <condition_variable>
#include <deque>
#include <functional>
#include <map>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace manqala {

struct LaneLimits {
  std::string name;            // what the lane does, in its refusals and log lines ("reads")
  int threads = 1;
  int max_waiting = 256;       // jobs waiting in all
  int waiting_per_owner = 8;   // jobs one owner may have waiting
  int running_per_owner = 1;   // of one owner's, running at once
  int nice = 0;                // the threads' niceness: heavy work leaves the processor to games
};

class WorkLane {
 public:
  explicit WorkLane(LaneLimits limits);
  ~WorkLane() { stop(); }
  WorkLane(const WorkLane&) = delete;
  WorkLane& operator=(const WorkLane&) = delete;

  // Queues `work` for `owner`. Throws Refused: 429 when the owner has its most waiting, 503
  // when the lane has. `work` must not throw (what it throws is logged and dropped).
  void post(const std::string& owner, std::function<void()> work);
  // The server's own work (a round to pair after a game's end): never refused.
  void post_internal(std::function<void()> work);
  // Jobs still waiting are dropped, those running end; returns when the threads have.
  void stop();

  struct Load {
    int waiting = 0, running = 0;
  };
  Load load() const;
  const LaneLimits& limits() const { return limits_; }

 private:
  struct Job {
    std::string owner;
    std::function<void()> work;
  };
  struct Line {
    std::deque<Job> waiting;
    int running = 0;
  };
  void enqueue(Job job, bool internal);
  void run();
  // The next job a free thread may take (an owner under its running share, in turn), or none.
  bool take(Job& job);

  const LaneLimits limits_;
  mutable std::mutex mu_;
  std::condition_variable wake_;
  std::map<std::string, Line> lines_;  // owners with jobs waiting or running
  std::deque<std::string> turn_;       // owners with jobs waiting, in the order they are served
  int waiting_ = 0, running_ = 0;
  bool stopping_ = false;
  std::vector<std::thread> threads_;  // last: they start once the rest is ready
};

}  // namespace manqala
