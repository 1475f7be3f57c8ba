// A tool's side of the engine protocol (the match runner's players, the bot runner's engine):
// a player it sends lines to and reads lines from, with a timeout on every read. Two kinds: an `Engine` object in this process, and an
// external program on pipes.
#pragma once

#include <chrono>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace manqala {

// A player that cannot be started or talked to at all (a program that does not exist).
struct EngineClientError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class EngineClient {
 public:
  using Millis = std::chrono::milliseconds;
  virtual ~EngineClient() = default;

  // Sends one command line (without '\n'). False when the player is gone (it closed its
  // input or exited); the next read then reports it.
  virtual bool send(const std::string& line) = 0;
  // The next line the player wrote (without '\n'); nullopt when none came within `timeout`
  // or the player has ended (see alive()).
  virtual std::optional<std::string> read_line(Millis timeout) = 0;
  // False once the player can write no more (its output closed, the process exited).
  virtual bool alive() = 0;
};

// An `Engine` of this process, run on its own thread: send() queues the line, the engine's
// replies are queued for read_line(). Destruction sends `quit` and joins.
std::unique_ptr<EngineClient> make_internal_client();

// An external program (argv[0] searched in PATH) with pipes on its standard input and
// output; its standard error is shared with ours. Destruction sends `quit`, waits a moment,
// then kills the program and reaps it. Throws EngineClientError when it cannot be started.
// Ignores SIGPIPE process-wide, so that writing to a program that died is an error, not a
// signal.
std::unique_ptr<EngineClient> make_process_client(const std::vector<std::string>& argv);

}  // namespace manqala
