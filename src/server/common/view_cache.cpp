#include "server/common/view_cache.h"

#include <algorithm>

namespace manqala {

void ViewCache::get(const std::string& subject, uint64_t key, const std::string& owner, Build build, Ready ready) {
  View kept;
  {
    std::lock_guard lock(mu_);
    Entry& e = entries_[subject];
    if (e.view && e.key == key) {
      recent_.remove(subject);
      recent_.push_front(subject);
      kept = e.view;
    } else {
      auto& waiting = e.building[key];
      waiting.push_back(std::move(ready));
      if (waiting.size() > 1) return;  // that build answers this reader too
    }
  }
  if (kept) return ready(std::move(kept), nullptr);
  try {
    jobs_.lane().post(owner, [this, subject, key, build = std::move(build)] {
      try {
        nlohmann::json json = build();
        std::string text = json.dump();
        built(subject, key, std::make_shared<const Built>(Built{std::move(json), std::move(text)}), nullptr);
      } catch (...) {
        built(subject, key, nullptr, std::current_exception());
      }
    });
  } catch (...) {
    built(subject, key, nullptr, std::current_exception());
  }
}

void ViewCache::built(const std::string& subject, uint64_t key, View view, std::exception_ptr failure) {
  std::vector<Ready> waiting;
  {
    std::lock_guard lock(mu_);
    Entry& e = entries_[subject];
    if (auto it = e.building.find(key); it != e.building.end()) {
      waiting = std::move(it->second);
      e.building.erase(it);
    }
    if (view) {  // the last built is kept: the next reader most likely read what it was built from
      bytes_ -= e.bytes;
      e.key = key;
      e.view = view;
      e.bytes = 2 * view->text.size();  // the JSON and its text
      bytes_ += e.bytes;
      recent_.remove(subject);
      recent_.push_front(subject);
      trim_locked();
    } else if (!e.view && e.building.empty()) {
      entries_.erase(subject);
    }
  }
  for (auto& ready : waiting) ready(view, failure);
}

// The views read longest ago go first, until the rest fit.
void ViewCache::trim_locked() {
  while (bytes_ > max_bytes_ && recent_.size() > 1) {
    const std::string oldest = recent_.back();
    recent_.pop_back();
    auto it = entries_.find(oldest);
    if (it == entries_.end()) continue;
    bytes_ -= it->second.bytes;
    if (!it->second.building.empty()) it->second.view.reset(), it->second.bytes = 0;
    else entries_.erase(it);
  }
}

}  // namespace manqala
