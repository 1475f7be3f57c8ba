#include "protocol/engine_client.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <condition_variable>
#include <cstring>
#include <deque>
#include <mutex>
#include <thread>

#include "protocol/engine.h"

extern char** environ;

namespace manqala {

namespace {

using Clock = std::chrono::steady_clock;

// ---- in-process -------------------------------------------------------------------------

class InternalClient final : public EngineClient {
 public:
  InternalClient() : worker_([this] { work(); }) {}

  ~InternalClient() override {
    send("quit");
    {
      std::lock_guard lock(mutex_);
      closing_ = true;
    }
    input_cv_.notify_all();
    worker_.join();
  }

  bool send(const std::string& line) override {
    {
      std::lock_guard lock(mutex_);
      if (ended_ || closing_) return false;
      input_.push_back(line);
    }
    input_cv_.notify_all();
    return true;
  }

  std::optional<std::string> read_line(Millis timeout) override {
    std::unique_lock lock(mutex_);
    output_cv_.wait_for(lock, timeout, [this] { return !output_.empty() || ended_; });
    if (output_.empty()) return std::nullopt;
    std::string line = std::move(output_.front());
    output_.pop_front();
    return line;
  }

  bool alive() override {
    std::lock_guard lock(mutex_);
    return !ended_ || !output_.empty();
  }

 private:
  void work() {
    {
      Engine engine([this](const std::string& line) {
        {
          std::lock_guard lock(mutex_);
          output_.push_back(line);
        }
        output_cv_.notify_all();
      });
      for (;;) {
        std::string line;
        {
          std::unique_lock lock(mutex_);
          input_cv_.wait(lock, [this] { return !input_.empty() || closing_; });
          if (input_.empty()) break;
          line = std::move(input_.front());
          input_.pop_front();
        }
        if (!engine.handle(line)) break;
      }
    }  // the engine stops and joins its search here
    {
      std::lock_guard lock(mutex_);
      ended_ = true;
    }
    output_cv_.notify_all();
  }

  std::mutex mutex_;
  std::condition_variable input_cv_, output_cv_;
  std::deque<std::string> input_, output_;
  bool closing_ = false, ended_ = false;
  std::thread worker_;  // last: starts once the members above exist
};

// ---- subprocess -------------------------------------------------------------------------

void close_fd(int& fd) {
  if (fd >= 0) ::close(fd);
  fd = -1;
}

int remaining_ms(Clock::time_point deadline) {
  auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
  return left <= 0 ? 0 : static_cast<int>(std::min<long long>(left, 1 << 30));
}

class ProcessClient final : public EngineClient {
 public:
  explicit ProcessClient(const std::vector<std::string>& argv) {
    static std::once_flag sigpipe;
    std::call_once(sigpipe, [] { ::signal(SIGPIPE, SIG_IGN); });
    if (argv.empty() || argv[0].empty()) throw EngineClientError("no program to start");
    int in[2], out[2];
    if (::pipe2(in, O_CLOEXEC) != 0) throw EngineClientError(std::string("pipe: ") + std::strerror(errno));
    if (::pipe2(out, O_CLOEXEC) != 0) {
      ::close(in[0]);
      ::close(in[1]);
      throw EngineClientError(std::string("pipe: ") + std::strerror(errno));
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, in[0], 0);  // dup2 clears close-on-exec
    posix_spawn_file_actions_adddup2(&actions, out[1], 1);
    std::vector<char*> args;
    for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    int rc = ::posix_spawnp(&pid_, args[0], &actions, nullptr, args.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    ::close(in[0]);
    ::close(out[1]);
    in_ = in[1];
    out_ = out[0];
    if (rc != 0) {
      close_fd(in_);
      close_fd(out_);
      pid_ = -1;
      throw EngineClientError("cannot start '" + argv[0] + "': " + std::strerror(rc));
    }
    for (int fd : {in_, out_}) ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
  }

  ~ProcessClient() override {
    if (in_ >= 0) {
      const char quit[] = "quit\n";
      [[maybe_unused]] auto n = ::write(in_, quit, sizeof quit - 1);  // best effort
      close_fd(in_);
    }
    if (pid_ > 0 && !reaped_) {
      auto deadline = Clock::now() + std::chrono::milliseconds(200);
      while (!reap(WNOHANG) && Clock::now() < deadline) ::usleep(2000);
      if (!reaped_) {
        ::kill(pid_, SIGKILL);
        reap(0);
      }
    }
    close_fd(out_);
  }

  bool send(const std::string& line) override {
    std::string data = line + "\n";
    std::string_view rest = data;
    auto deadline = Clock::now() + std::chrono::seconds(10);
    while (!rest.empty()) {
      if (in_ < 0) return false;
      ssize_t n = ::write(in_, rest.data(), rest.size());
      if (n > 0) {
        rest.remove_prefix(static_cast<size_t>(n));
        continue;
      }
      if (n < 0 && errno == EINTR) continue;
      if (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK) {  // EPIPE: it stopped reading
        close_fd(in_);
        return false;
      }
      pollfd p{in_, POLLOUT, 0};
      if (::poll(&p, 1, remaining_ms(deadline)) == 0 && Clock::now() >= deadline) return false;
    }
    return true;
  }

  std::optional<std::string> read_line(Millis timeout) override {
    auto deadline = Clock::now() + timeout;
    for (;;) {
      size_t nl = buffer_.find('\n');
      if (nl != std::string::npos) {
        std::string line = buffer_.substr(0, nl);
        buffer_.erase(0, nl + 1);
        if (!line.empty() && line.back() == '\r') line.pop_back();
        return line;
      }
      if (out_ < 0) return std::nullopt;
      pollfd p{out_, POLLIN, 0};
      int r = ::poll(&p, 1, remaining_ms(deadline));
      if (r < 0 && errno == EINTR) continue;
      if (r > 0) {
        drain();
        continue;
      }
      if (Clock::now() >= deadline) return std::nullopt;
    }
  }

  bool alive() override { return out_ >= 0 || buffer_.find('\n') != std::string::npos; }

 private:
  void drain() {
    char buf[65536];
    for (;;) {
      ssize_t n = ::read(out_, buf, sizeof buf);
      if (n > 0) {
        buffer_.append(buf, static_cast<size_t>(n));
        if (buffer_.size() > (8u << 20)) break;  // a runaway writer; lines come out in turn
        continue;
      }
      if (n < 0 && errno == EINTR) continue;
      if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) return;
      close_fd(out_);  // end of output
      return;
    }
  }

  bool reap(int options) {
    if (pid_ <= 0 || reaped_) return true;
    int status = 0;
    pid_t r;
    do {
      r = ::waitpid(pid_, &status, options);
    } while (r < 0 && errno == EINTR);
    if (r == pid_ || (r < 0 && errno == ECHILD)) reaped_ = true;
    return reaped_;
  }

  pid_t pid_ = -1;
  bool reaped_ = false;
  int in_ = -1, out_ = -1;
  std::string buffer_;
};

}  // namespace

std::unique_ptr<EngineClient> make_internal_client() { return std::make_unique<InternalClient>(); }

std::unique_ptr<EngineClient> make_process_client(const std::vector<std::string>& argv) {
  return std::make_unique<ProcessClient>(argv);
}

}  // namespace manqala
