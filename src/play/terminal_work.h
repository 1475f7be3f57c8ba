// Long rules work in the terminal. With many seeds a pit one Hawalis relay sowing can run for
// minutes (RULES.md "Endless sowing"); while the rules judge a move, the player sees a progress
// line every few seconds, and Ctrl-C gives the judgement up (the move is not made) instead of
// ending the program. Outside such work Ctrl-C ends the program as usual.
#pragma once

#include <signal.h>

#include <atomic>
#include <ostream>

#include "core/work_limit.h"

namespace manqala {

class TerminalWork {
 public:
  explicit TerminalWork(std::ostream& out);  // Ctrl-C now sets the stop flag
  ~TerminalWork();                           // and ends the program again
  TerminalWork(const TerminalWork&) = delete;
  TerminalWork& operator=(const TerminalWork&) = delete;

  WorkLimit& limit() { return limit_; }
  // Set by Ctrl-C: a search given this flag as its stop ends too.
  const std::atomic<bool>& stop_flag() const;

 private:
  WorkLimit limit_;
  struct sigaction* previous_;
};

}  // namespace manqala
