// The files of web/, compiled into the binary (CMake writes assets_data.cpp from them), so the
// binary alone serves the whole site. `--web-root` serves a folder instead, for development.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace manqala {

struct Asset {
  std::string_view path;  // "index.html", "board/board.js", ...
  std::string_view body;
};

const Asset* find_embedded_asset(std::string_view path);
size_t embedded_asset_count();
std::span<const Asset> embedded_assets();  // every one, by path
// A digest of every embedded file's path and bytes (16 hex digits): it changes whenever the
// site does, so a page's service worker (web/sw.js) knows a new version from /api/meta.
const std::string& embedded_assets_digest();
// The digest /api/meta gives: the embedded files', or, for a server of a folder's files
// (`--web-root`, development), those files' as they are now, so that an edit is a new build
// for the service worker too.
std::string site_digest();
void set_web_root_for_digest(const std::string& root);

// The Content-Type for a file name, by its extension.
std::string_view content_type_of(std::string_view path);

// A file under `root` by its URL path; nothing for a path that leaves the folder or is absent.
std::optional<std::string> read_web_file(const std::string& root, std::string_view path);

}  // namespace manqala
