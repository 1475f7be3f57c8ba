#include "server/api/static_files.h"

#include <optional>
#include <string_view>

#include "server/common/assets.h"
#include "server/common/route_helpers.h"

namespace manqala {

HttpResponse StaticFiles::get(const std::string& path) const {
  const std::string name = path == "/" || path.empty() ? "index.html" : path.substr(1);
  std::optional<std::string> body;
  if (!web_root_.empty()) {
    // games/<folder>/<file> is a game's own web file: in the repository the game folders sit
    // beside web/, in src/games/<folder>/web/ (the embedded copy has them under this path).
    // read_web_file checks "<folder>/web/<file>" whole, so neither part can leave the folder.
    constexpr std::string_view kGames = "games/";
    const size_t slash = name.find('/', kGames.size());
    // engine/manqala-engine* is the WebAssembly engine, built into build/engine/ (src/wasm/).
    constexpr std::string_view kEngine = "engine/manqala-engine";
    if (name.starts_with(kGames) && slash != std::string::npos && slash + 1 < name.size())
      body = read_web_file(web_root_ + "/../src/games",
                           name.substr(kGames.size(), slash - kGames.size()) + "/web" + name.substr(slash));
    else if (name.starts_with(kEngine))
      body = read_web_file(web_root_ + "/../build/engine", name.substr(std::string_view("engine/").size()));
    else
      body = read_web_file(web_root_, name);
  } else if (const Asset* a = find_embedded_asset(name)) {
    body = std::string(a->body);
  }
  if (!body) return error(404, "no such file: " + name.substr(0, 100));
  HttpResponse r{200, std::string(content_type_of(name)), std::move(*body), {}};
  r.headers.emplace_back("Cache-Control", "no-cache");
  return r;
}

}  // namespace manqala
