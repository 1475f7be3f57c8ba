// A child process with pipes on its standard input, output and error, for tests that drive the
// real `manqala` binary. Every wait is bounded: a hung child fails the test instead of hanging it,
// and the destructor kills whatever is still running.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace manqala::test {

using Millis = std::chrono::milliseconds;

class ChildProcess {
 public:
  // Starts `argv[0]` (a path) with the arguments that follow; throws std::runtime_error.
  explicit ChildProcess(const std::vector<std::string>& argv);
  ~ChildProcess();
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;

  // Writes all of `data` to the child's input, draining its output meanwhile so neither side
  // can block the other. False when the child stopped reading or the timeout ran out.
  bool write(std::string_view data, Millis timeout = Millis(10000));
  bool write_line(std::string_view line, Millis timeout = Millis(10000)) {
    return write(std::string(line) + "\n", timeout);
  }
  void close_input();

  // The next line of standard output (without its '\n'); nullopt on timeout or end of output.
  std::optional<std::string> read_line(Millis timeout = Millis(10000));
  // Reads until the child closes its output (or timeout); returns whether it did.
  bool read_to_end(Millis timeout = Millis(10000));
  // Output not yet returned by read_line, and everything written to standard error.
  const std::string& pending_out() const { return out_; }
  const std::string& err() const { return err_; }

  // Waits for the child to exit; its exit status, or -128 - signal, or nullopt on timeout.
  std::optional<int> wait(Millis timeout = Millis(10000));
  bool running();
  pid_t pid() const { return pid_; }

 private:
  // One round of poll() on the open output pipes (and the input pipe when `want_write`);
  // returns false when nothing happened before `deadline`.
  bool pump(std::chrono::steady_clock::time_point deadline, bool want_write, bool& writable);
  void drain(int& fd, std::string& into);
  void reap(int options);

  pid_t pid_ = -1;
  int in_ = -1, out_fd_ = -1, err_fd_ = -1;
  std::string out_, err_;
  std::optional<int> status_;
};

// Runs a command to completion (input closed at once); status, stdout and stderr.
struct RunResult {
  std::optional<int> status;  // nullopt: it did not finish in time (and was killed)
  std::string out, err;
};
RunResult run_command(const std::vector<std::string>& argv, Millis timeout = Millis(20000));

}  // namespace manqala::test
