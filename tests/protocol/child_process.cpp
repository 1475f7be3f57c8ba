#include "child_process.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <stdexcept>

extern char** environ;

namespace manqala::test {

namespace {

using Clock = std::chrono::steady_clock;

void close_fd(int& fd) {
  if (fd >= 0) ::close(fd);
  fd = -1;
}

int remaining_ms(Clock::time_point deadline) {
  auto left = std::chrono::duration_cast<Millis>(deadline - Clock::now()).count();
  return left <= 0 ? 0 : static_cast<int>(left);
}

}  // namespace

ChildProcess::ChildProcess(const std::vector<std::string>& argv) {
  // A child that dies while we write must not kill the test with SIGPIPE.
  ::signal(SIGPIPE, SIG_IGN);
  int in[2], out[2], err[2];
  if (::pipe2(in, O_CLOEXEC) != 0) throw std::runtime_error("pipe2 failed");
  if (::pipe2(out, O_CLOEXEC) != 0) throw std::runtime_error("pipe2 failed");
  if (::pipe2(err, O_CLOEXEC) != 0) throw std::runtime_error("pipe2 failed");

  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  // dup2 clears close-on-exec on the copies; every other end closes itself at exec.
  posix_spawn_file_actions_adddup2(&actions, in[0], 0);
  posix_spawn_file_actions_adddup2(&actions, out[1], 1);
  posix_spawn_file_actions_adddup2(&actions, err[1], 2);

  std::vector<char*> args;
  for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  int rc = ::posix_spawn(&pid_, args[0], &actions, nullptr, args.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  ::close(in[0]);
  ::close(out[1]);
  ::close(err[1]);
  in_ = in[1];
  out_fd_ = out[0];
  err_fd_ = err[0];
  if (rc != 0) {
    close_fd(in_);
    close_fd(out_fd_);
    close_fd(err_fd_);
    pid_ = -1;
    throw std::runtime_error("cannot start " + argv[0] + ": " + std::strerror(rc));
  }
  for (int fd : {in_, out_fd_, err_fd_}) ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
}

ChildProcess::~ChildProcess() {
  close_fd(in_);
  if (pid_ > 0 && !status_) {
    ::kill(pid_, SIGKILL);
    reap(0);
  }
  close_fd(out_fd_);
  close_fd(err_fd_);
}

void ChildProcess::reap(int options) {
  if (pid_ <= 0 || status_) return;
  int st = 0;
  pid_t r;
  do {
    r = ::waitpid(pid_, &st, options);
  } while (r < 0 && errno == EINTR);
  if (r == pid_) status_ = WIFEXITED(st) ? WEXITSTATUS(st) : -128 - WTERMSIG(st);
}

bool ChildProcess::running() {
  reap(WNOHANG);
  return pid_ > 0 && !status_;
}

void ChildProcess::drain(int& fd, std::string& into) {
  char buf[65536];
  for (;;) {
    ssize_t n = ::read(fd, buf, sizeof buf);
    if (n > 0) {
      into.append(buf, static_cast<size_t>(n));
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) return;
    close_fd(fd);  // end of output (or an error: nothing more will come)
    return;
  }
}

bool ChildProcess::pump(Clock::time_point deadline, bool want_write, bool& writable) {
  writable = false;
  pollfd fds[3];
  int n = 0, out_at = -1, err_at = -1, in_at = -1;
  if (out_fd_ >= 0) out_at = n, fds[n++] = {out_fd_, POLLIN, 0};
  if (err_fd_ >= 0) err_at = n, fds[n++] = {err_fd_, POLLIN, 0};
  if (want_write && in_ >= 0) in_at = n, fds[n++] = {in_, POLLOUT, 0};
  if (n == 0) return false;
  int r = ::poll(fds, static_cast<nfds_t>(n), remaining_ms(deadline));
  if (r < 0 && errno == EINTR) return true;
  if (r <= 0) return false;
  if (out_at >= 0 && fds[out_at].revents) drain(out_fd_, out_);
  if (err_at >= 0 && fds[err_at].revents) drain(err_fd_, err_);
  if (in_at >= 0 && fds[in_at].revents) writable = true;
  return true;
}

bool ChildProcess::write(std::string_view data, Millis timeout) {
  auto deadline = Clock::now() + timeout;
  while (!data.empty()) {
    if (in_ < 0) return false;
    ssize_t n = ::write(in_, data.data(), data.size());
    if (n > 0) {
      data.remove_prefix(static_cast<size_t>(n));
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK) return false;  // EPIPE: it stopped reading
    bool writable = false;
    if (!pump(deadline, true, writable) && Clock::now() >= deadline) return false;
  }
  return true;
}

void ChildProcess::close_input() { close_fd(in_); }

std::optional<std::string> ChildProcess::read_line(Millis timeout) {
  auto deadline = Clock::now() + timeout;
  for (;;) {
    size_t nl = out_.find('\n');
    if (nl != std::string::npos) {
      std::string line = out_.substr(0, nl);
      out_.erase(0, nl + 1);
      return line;
    }
    if (out_fd_ < 0) return std::nullopt;  // the child closed its output
    bool writable = false;
    if (!pump(deadline, false, writable) && Clock::now() >= deadline) return std::nullopt;
  }
}

bool ChildProcess::read_to_end(Millis timeout) {
  auto deadline = Clock::now() + timeout;
  while (out_fd_ >= 0 || err_fd_ >= 0) {
    bool writable = false;
    if (!pump(deadline, false, writable) && Clock::now() >= deadline) return false;
  }
  return true;
}

std::optional<int> ChildProcess::wait(Millis timeout) {
  auto deadline = Clock::now() + timeout;
  for (;;) {
    reap(WNOHANG);
    if (status_ || pid_ <= 0) return status_;
    if (Clock::now() >= deadline) return std::nullopt;
    // Keep the pipes drained so a child blocked on a full pipe can finish.
    bool writable = false;
    if (out_fd_ >= 0 || err_fd_ >= 0)
      pump(std::min(deadline, Clock::now() + Millis(10)), false, writable);
    else
      ::usleep(2000);
  }
}

RunResult run_command(const std::vector<std::string>& argv, Millis timeout) {
  RunResult r;
  ChildProcess p(argv);
  p.close_input();
  p.read_to_end(timeout);
  r.status = p.wait(Millis(2000));
  r.out = p.pending_out();
  r.err = p.err();
  return r;
}

}  // namespace manqala::test
