#include "play/terminal_work.h"

#include <csignal>
#include <string>

namespace manqala {

namespace {

std::atomic<bool> interrupted{false};

extern "C" void on_interrupt(int) { interrupted.store(true); }

constexpr uint64_t kProgressLaps = uint64_t{1} << 28;  // a few seconds of sowing

}  // namespace

TerminalWork::TerminalWork(std::ostream& out) : previous_(new struct sigaction) {
  interrupted = false;
  struct sigaction action {};
  action.sa_handler = on_interrupt;
  sigemptyset(&action.sa_mask);
  sigaction(SIGINT, &action, previous_);
  limit_.stop_on(&interrupted).on_progress(
      [&out](uint64_t laps) {
        out << "  ... judging a long relay sowing: " << laps / 1'000'000 << " million laps so far (Ctrl-C gives up)\n"
            << std::flush;
      },
      kProgressLaps);
}

TerminalWork::~TerminalWork() {
  sigaction(SIGINT, previous_, nullptr);
  delete previous_;
}

const std::atomic<bool>& TerminalWork::stop_flag() const { return interrupted; }

}  // namespace manqala
