// The page's files (everything outside /api): the ones compiled into the binary
// (common/assets.h), or with `--web-root DIR` those of a folder, for working on them.
#pragma once

#include <string>

#include "server/http/message.h"

namespace manqala {

class StaticFiles {
 public:
  // `web_root` empty: the embedded files of web/ and of each game's web/ folder.
  explicit StaticFiles(std::string web_root) : web_root_(std::move(web_root)) {}
  // The file at URL path `path` ("/" is index.html), or 404.
  HttpResponse get(const std::string& path) const;

 private:
  const std::string web_root_;
};

}  // namespace manqala
