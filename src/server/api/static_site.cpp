#include "server/api/static_site.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <vector>

#include <nlohmann/json.hpp>

#include "server/common/assets.h"
#include "server/games/meta.h"
#include "tablebase/table_file.h"

namespace manqala {

namespace fs = std::filesystem;

namespace {

void write_file(const fs::path& path, std::string_view body) {
  fs::create_directories(path.parent_path());
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(body.data(), static_cast<std::streamsize>(body.size()));
  if (!out) throw std::runtime_error("cannot write " + path.string());
}

// The plain tables under `dir` (relative paths, <game>/<options>/<n>.mqtb), each checked whole
// as the engine would open it: the browser's engine reads plain tables only.
std::vector<std::string> tables_in(const std::string& dir, uint64_t max_bytes, std::ostream& log) {
  std::vector<std::string> found;
  for (const auto& e : fs::recursive_directory_iterator(dir)) {
    if (!e.is_regular_file() || e.path().extension() != ".mqtb") continue;
    const std::string relative = fs::relative(e.path(), dir).generic_string();
    if (e.file_size() > max_bytes) {
      log << "left out " << relative << " (" << e.file_size() << " bytes, over " << max_bytes << ")\n";
      continue;
    }
    const std::string path = e.path().string();
    if (tablebase::table_format(path) != tablebase::kFormatPlain)
      throw std::runtime_error(path + ": compressed; the browser's engine reads plain tables (tb build without --compress)");
    tablebase::MappedTable check(path, tablebase::read_table_id(path));  // throws naming a damaged one
    found.push_back(relative);
  }
  std::sort(found.begin(), found.end());
  return found;
}

}  // namespace

size_t write_static_site(const StaticSiteOptions& o, std::ostream& log) {
  const fs::path out(o.out);
  size_t written = 0;
  bool engine = false;
  for (const Asset& a : embedded_assets()) {
    write_file(out / std::string(a.path), a.body);
    engine = engine || a.path.starts_with("engine/manqala-engine");
    ++written;
  }
  if (!engine) log << "this binary holds no WebAssembly engine (make wasm, then rebuild): the site cannot think\n";
  const nlohmann::json meta = meta_json();
  write_file(out / "api" / "meta.json", meta.dump());
  ++written;
  std::vector<std::string> tables;
  if (!o.tables.empty()) {
    tables = tables_in(o.tables, o.max_table_bytes, log);
    for (const std::string& t : tables) {
      fs::create_directories((out / "tb" / t).parent_path());
      fs::copy_file(fs::path(o.tables) / t, out / "tb" / t, fs::copy_options::overwrite_existing);
      ++written;
    }
  }
  const nlohmann::json site = {{"static", true}, {"version", meta["version"]}, {"build", meta["build"]}, {"tables", tables}};
  write_file(out / "static.json", site.dump());
  return written + 1;
}

}  // namespace manqala
