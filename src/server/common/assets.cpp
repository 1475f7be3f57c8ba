#include "server/common/assets.h"

#include <fstream>
#include <sstream>

namespace manqala {

std::string_view content_type_of(std::string_view path) {
  struct Type {
    std::string_view ext, type;
  };
  static constexpr Type kTypes[] = {
      {".html", "text/html; charset=utf-8"},  {".js", "text/javascript; charset=utf-8"},
      {".mjs", "text/javascript; charset=utf-8"}, {".css", "text/css; charset=utf-8"},
      {".svg", "image/svg+xml"},              {".png", "image/png"},
      {".json", "application/json"},          {".txt", "text/plain; charset=utf-8"},
      {".ico", "image/x-icon"},               {".webmanifest", "application/manifest+json"},
      {".wasm", "application/wasm"},  // compiled while it downloads only with this type
  };
  for (const auto& t : kTypes)
    if (path.size() >= t.ext.size() && path.substr(path.size() - t.ext.size()) == t.ext) return t.type;
  return "application/octet-stream";
}

std::optional<std::string> read_web_file(const std::string& root, std::string_view path) {
  // Plain names only: no "..", no hidden files, no absolute paths, no backslashes.
  if (path.empty() || path.front() == '/' || path.find("..") != path.npos || path.find('\\') != path.npos ||
      path.find("/.") != path.npos || path.front() == '.' || path.find('\0') != path.npos)
    return std::nullopt;
  std::ifstream in(root + "/" + std::string(path), std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream out;
  out << in.rdbuf();
  if (in.bad()) return std::nullopt;
  return out.str();
}

}  // namespace manqala
