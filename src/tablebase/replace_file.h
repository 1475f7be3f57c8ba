// Writing a file whole or not at all, for what a build or a solve keeps beside the tables
// (the levels note, saved bounds, a level's saved round): into PATH.part, renamed over PATH
// once written and flushed, so that a reader never sees half of one.
#pragma once

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <string>

#include "tablebase/table_file.h"

namespace manqala::tablebase {

inline void replace_file(const std::filesystem::path& path, const std::function<void(std::ostream&)>& write) {
  const std::string part = path.string() + ".part";
  {
    std::ofstream out(part, std::ios::binary | std::ios::trunc);
    write(out);
    out.flush();
    if (!out) throw TableError(part + ": cannot write: " + std::strerror(errno));
  }
  std::filesystem::rename(part, path);
}

}  // namespace manqala::tablebase
