// `manqala engine` as a test sees it: send a command, read its replies, with bounded waits.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "child_process.h"

namespace manqala::test {

inline std::string binary() { return MANQALA_BINARY; }

inline std::vector<std::string> words_of(const std::string& line) {
  std::istringstream in(line);
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

inline bool starts_with(const std::string& s, std::string_view prefix) {
  return s.compare(0, prefix.size(), prefix) == 0;
}

// What `show`, `status` and `legal` say: the observable state of the engine.
struct Snapshot {
  std::string show, status, legal;
  bool operator==(const Snapshot&) const = default;
};
inline std::ostream& operator<<(std::ostream& os, const Snapshot& s) {
  return os << "{" << s.show << " | " << s.status << " | " << s.legal << "}";
}

class EngineSession {
 public:
  EngineSession() : p_(std::make_unique<ChildProcess>(std::vector<std::string>{binary(), "engine"})) {}

  ChildProcess& process() { return *p_; }

  void send(std::string_view line) { ASSERT_TRUE(p_->write_line(line)) << "could not send: " << line; }

  // The next reply line; fails the test (returning "<timeout>") when none comes in time.
  std::string next(Millis timeout = Millis(10000)) {
    auto line = p_->read_line(timeout);
    EXPECT_TRUE(line.has_value()) << "no reply within " << timeout.count() << " ms";
    return line.value_or("<timeout>");
  }

  // Sends one command and returns its one reply line.
  std::string ask(std::string_view command, Millis timeout = Millis(10000)) {
    send(command);
    return next(timeout);
  }

  Snapshot snapshot() {
    Snapshot s{ask("show"), ask("status"), ask("legal")};
    EXPECT_TRUE(starts_with(s.show, "position ")) << s.show;
    EXPECT_TRUE(starts_with(s.status, "status ")) << s.status;
    EXPECT_TRUE(s.legal == "legal" || starts_with(s.legal, "legal ")) << s.legal;
    return s;
  }

  std::string show() { return ask("show"); }
  std::string status() { return ask("status"); }
  std::vector<std::string> legal() {
    auto w = words_of(ask("legal"));
    EXPECT_FALSE(w.empty());
    if (!w.empty()) w.erase(w.begin());
    std::sort(w.begin(), w.end());
    return w;
  }

  // Runs a search command: every line up to and including `bestmove M`.
  std::vector<std::string> search(std::string_view command, Millis timeout = Millis(20000)) {
    send(command);
    return until_bestmove(timeout);
  }
  std::vector<std::string> until_bestmove(Millis timeout = Millis(20000)) {
    std::vector<std::string> lines;
    auto deadline = std::chrono::steady_clock::now() + timeout;
    for (;;) {
      auto left = std::chrono::duration_cast<Millis>(deadline - std::chrono::steady_clock::now());
      auto line = p_->read_line(std::max(left, Millis(0)));
      if (!line) {
        ADD_FAILURE() << "no bestmove within " << timeout.count() << " ms";
        return lines;
      }
      lines.push_back(*line);
      if (starts_with(*line, "bestmove")) return lines;
    }
  }

 private:
  std::unique_ptr<ChildProcess> p_;
};

inline std::vector<std::string> sorted(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return v;
}

}  // namespace manqala::test
