#include "server/common/assets.h"

#include <cstdio>
#include <filesystem>
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
      {".json", "application/json"},          {".jsonl", "application/jsonl"},
      {".txt", "text/plain; charset=utf-8"},
      {".ico", "image/x-icon"},               {".webmanifest", "application/manifest+json"},
      {".wasm", "application/wasm"},  // compiled while it downloads only with this type
  };
  for (const auto& t : kTypes)
    if (path.size() >= t.ext.size() && path.substr(path.size() - t.ext.size()) == t.ext) return t.type;
  return "application/octet-stream";
}

namespace {

// FNV-1a, 64 bits, over paths and bytes: a version mark, not a checksum to defend.
struct AssetDigest {
  uint64_t h = 14695981039346656037ull;
  void add(std::string_view bytes) {
    for (unsigned char c : bytes) h = (h ^ c) * 1099511628211ull;
    h = (h ^ 0xff) * 1099511628211ull;  // the end of a part: "ab"+"c" differs from "a"+"bc"
  }
  std::string hex() const {
    char text[17];
    std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(h));
    return text;
  }
};

std::string web_root_for_digest;  // set once, before the server starts

}  // namespace

const std::string& embedded_assets_digest() {
  static const std::string digest = [] {
    AssetDigest d;
    for (const Asset& a : embedded_assets()) d.add(a.path), d.add(a.body);
    return d.hex();
  }();
  return digest;
}

void set_web_root_for_digest(const std::string& root) { web_root_for_digest = root; }

std::string site_digest() {
  if (web_root_for_digest.empty()) return embedded_assets_digest();
  namespace fs = std::filesystem;
  AssetDigest d;
  std::error_code ec;
  // The folder, the games' web files (src/games/<folder>/web/, not their sources) and the
  // engine beside it, as StaticFiles serves them.
  for (const std::string& dir : {web_root_for_digest, web_root_for_digest + "/../src/games", web_root_for_digest + "/../build/engine"})
    for (fs::recursive_directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
      if (it->is_regular_file(ec) && (!dir.ends_with("/src/games") || it->path().string().find("/web/") != std::string::npos)) {
        std::ifstream in(it->path(), std::ios::binary);
        d.add(it->path().string());
        d.add(std::string(std::istreambuf_iterator<char>(in), {}));
      }
  return d.hex();
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
