#include "tools/tablebase/build_progress.h"

#include <algorithm>
#include <cstdio>

namespace manqala {
namespace {

std::string duration_text(double s) {
  char buf[32];
  if (s < 90) std::snprintf(buf, sizeof buf, "%.0f s", s);
  else if (s < 5400) std::snprintf(buf, sizeof buf, "%.0f min", s / 60);
  else std::snprintf(buf, sizeof buf, "%.1f h", s / 3600);
  return buf;
}

std::string rate_text(double per_second) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f M", per_second / 1e6);
  return buf;
}

}  // namespace

BuildProgress::BuildProgress(std::vector<uint64_t> level_sizes, std::ostream* out, bool tty)
    : sizes_(std::move(level_sizes)), out_(out), tty_(tty) {}

double BuildProgress::elapsed() const {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
}

// The work left, in entry-sweeps, at the average number of sweeps a level took so far
// (at least four), over the speed so far.
double BuildProgress::seconds_left(int level, int sweep, uint64_t done_in_sweep, uint64_t slice) const {
  const double done = static_cast<double>(entries_done_) + static_cast<double>(done_in_sweep);
  const double working = elapsed() - reused_seconds_;
  if (done <= 0 || working <= 0) return 0;
  const double per_level = std::max(4.0, built_ > 0 ? static_cast<double>(sweeps_) / static_cast<double>(built_) : 4.0);
  double left = std::max(0.0, per_level - sweep) * static_cast<double>(slice) +
                static_cast<double>(slice - std::min(slice, done_in_sweep));
  for (size_t l = static_cast<size_t>(level) + 1; l < sizes_.size(); ++l)
    left += per_level * static_cast<double>(sizes_[l]) * static_cast<double>(slice) /
            static_cast<double>(std::max<uint64_t>(1, sizes_[static_cast<size_t>(level)]));
  return left * working / done;
}

void BuildProgress::sweep(const tablebase::SweepProgress& p, int ranks) {
  if (!out_) return;
  const double rate = (static_cast<double>(entries_done_) + static_cast<double>(p.done)) /
                      std::max(1e-9, elapsed() - reused_seconds_) * ranks;
  if (tty_) {
    const int percent = p.total ? static_cast<int>(100 * p.done / p.total) : 100;
    constexpr int kWidth = 20;
    std::string bar(static_cast<size_t>(percent * kWidth / 100), '#');
    bar.resize(kWidth, '.');
    *out_ << "\rlevel " << p.level << "/" << sizes_.size() - 1 << " sweep " << p.sweep << " [" << bar << "] "
          << percent << "%  " << rate_text(rate) << " positions/s  about "
          << duration_text(seconds_left(p.level, p.sweep, p.done, p.total)) << " left\x1b[K" << std::flush;
  } else if (p.sweep_finished) {
    char took[32];
    std::snprintf(took, sizeof took, "%.1f s", elapsed() - sweep_mark_);
    *out_ << "level " << p.level << " sweep " << p.sweep << ": " << p.total << " entries solved, " << p.changed
          << " changed, " << took << "\n"
          << std::flush;
  }
  if (p.sweep_finished) {
    entries_done_ += p.total;
    sweep_mark_ = elapsed();
  }
}

void BuildProgress::level(const tablebase::LevelDone& d) {
  sweep_mark_ = elapsed();
  if (d.sweeps == 0) {
    reused_seconds_ += d.seconds;
  } else {
    ++built_;
    sweeps_ += static_cast<uint64_t>(d.sweeps);
  }
  if (!out_) return;
  if (tty_) *out_ << "\r\x1b[K";
  char rate[64] = "";
  if (d.sweeps > 0 && d.seconds > 0)
    std::snprintf(rate, sizeof rate, ", %.0f positions/s", static_cast<double>(d.entries) / d.seconds);
  *out_ << "level " << d.level << ": " << d.entries << " positions, "
        << (d.entries == 0   ? std::string("nothing to build")
            : d.sweeps == 0  ? std::string("read from its files")
                             : std::to_string(d.sweeps) + " sweeps")
        << (d.resumed_round > 0 ? " (going on after sweep " + std::to_string(d.resumed_round) + ", as saved)" : "")
        << ", " << duration_text(d.seconds) << rate;
  if (d.lookups > 0) {  // the divided build: what the ranks sent each other
    char traffic[96];
    std::snprintf(traffic, sizeof traffic, ", %llu lookups, %.1f MB sent between ranks (%.2f bytes a lookup)",
                  static_cast<unsigned long long>(d.lookups), static_cast<double>(d.bytes_sent) / 1e6,
                  static_cast<double>(d.bytes_sent) / static_cast<double>(d.lookups));
    *out_ << traffic;
  }
  *out_ << "\n" << std::flush;
}

std::string BuildProgress::summary() const {
  uint64_t total = 0;
  for (uint64_t s : sizes_) total += s;
  char buf[160];
  const double s = elapsed();
  std::snprintf(buf, sizeof buf, "built: %llu positions in %.1f s (%.0f positions/s), %llu levels built, %llu sweeps",
                static_cast<unsigned long long>(total), s, static_cast<double>(total) / std::max(s, 1e-9),
                static_cast<unsigned long long>(built_), static_cast<unsigned long long>(sweeps_));
  return buf;
}

}  // namespace manqala
