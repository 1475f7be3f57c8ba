// Views that cost much to build (a large event's page: its standings with tie-breaks and its
// crosstable) built once for what they show, not once a reader. A view is known by its
// subject (a tournament's id) and the digest of what it is built from (common/digest.h): a
// change of the event gives a new digest, and the next reader builds the view again, as heavy
// work (common/job_queue.h) on the reader's line. Readers who ask while it is being built from
// the same inputs wait for that one build. The newest views are kept, up to a bound on their bytes.
#pragma once

#include <cstdint>
#include <exception>
#include <functional>
#include <list>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "server/common/job_queue.h"

namespace manqala {

class ViewCache {
 public:
  // The view, and its text as it is sent.
  struct Built {
    nlohmann::json json;
    std::string text;
  };
  using View = std::shared_ptr<const Built>;
  using Build = std::function<nlohmann::json()>;
  // The view, or (null) what its build threw.
  using Ready = std::function<void(View view, std::exception_ptr failure)>;

  ViewCache(JobQueue& jobs, size_t max_bytes = 64u << 20) : jobs_(jobs), max_bytes_(max_bytes) {}

  // `ready` gets the view of `subject` built from inputs of digest `key`: at once when it is
  // kept, else once `build` has run as `owner`'s heavy work (or another reader's build of the
  // same). A full jobs lane is `ready`'s failure (Refused 429 or 503).
  void get(const std::string& subject, uint64_t key, const std::string& owner, Build build, Ready ready);

 private:
  struct Entry {
    uint64_t key = 0;  // the kept view's
    View view;
    size_t bytes = 0;
    // Builds under way by the digest they build from, each with its readers: a reader waits
    // only for a build of what it read, never an older or newer one.
    std::map<uint64_t, std::vector<Ready>> building;
  };
  void built(const std::string& subject, uint64_t key, View view, std::exception_ptr failure);
  void trim_locked();

  JobQueue& jobs_;
  const size_t max_bytes_;
  std::mutex mu_;
  std::map<std::string, Entry> entries_;
  std::list<std::string> recent_;  // subjects with a view, most recently read first
  size_t bytes_ = 0;
};

}  // namespace manqala
