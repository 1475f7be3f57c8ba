#include "search/endgame_scores.h"

#include <filesystem>
#include <map>

namespace manqala {
namespace {

struct TablebaseState {
  std::mutex mutex;
  std::string dir;
  std::string error;
  std::map<std::string, std::shared_ptr<const void>> opened;  // a null entry: nothing usable there
};

TablebaseState& state() {
  static TablebaseState s;
  return s;
}

}  // namespace

void set_tablebase_dir(const std::string& dir) {
  if (!dir.empty() && !std::filesystem::is_directory(dir))
    throw tablebase::TableError("tables directory '" + dir + "' does not exist");
  auto& s = state();
  std::lock_guard lock(s.mutex);
  s.dir = dir;
  s.error.clear();
  s.opened.clear();  // opened again on first use: the files may have changed (searches keep theirs)
}

std::string tablebase_dir() {
  auto& s = state();
  std::lock_guard lock(s.mutex);
  return s.dir;
}

std::string tablebase_error() {
  auto& s = state();
  std::lock_guard lock(s.mutex);
  return s.error;
}

namespace detail {

std::shared_ptr<const void> cached_tables(const std::string& key,
                                          const std::function<std::shared_ptr<const void>()>& open) {
  auto& s = state();
  {
    std::lock_guard lock(s.mutex);
    if (auto it = s.opened.find(key); it != s.opened.end()) return it->second;
  }
  // Opening checks every file's checksum: done outside the lock, so other games go on.
  auto tables = open();
  std::lock_guard lock(s.mutex);
  return s.opened.emplace(key, std::move(tables)).first->second;
}

void note_tablebase_error(const std::string& message) {
  auto& s = state();
  std::lock_guard lock(s.mutex);
  s.error = message;
}

}  // namespace detail
}  // namespace manqala
