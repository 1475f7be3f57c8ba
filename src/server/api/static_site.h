// `manqala static --out DIR`: the site as files any static web host can serve, without
// `manqala serve` (docs/offline.md): every web file at the path the server serves it, the
// WebAssembly engine, /api/meta's answer as api/meta.json, small endgame tables for the
// browser's engine under tb/, and static.json, which tells the page it is on its own
// (web/lib/local/) and lists the tables.
#pragma once

#include <cstdint>
#include <ostream>
#include <string>

namespace manqala {

struct StaticSiteOptions {
  std::string out;         // the folder to write (made when missing; files in it replaced)
  std::string tables;      // a folder of tables (`manqala tb build`), or "": none
  uint64_t max_table_bytes = 2'000'000;  // each table copied at most this big: a phone downloads them
};

// Writes the site; returns the number of files written. Throws std::runtime_error naming
// what could not be written, or a table that is compressed or damaged.
size_t write_static_site(const StaticSiteOptions& o, std::ostream& log);

}  // namespace manqala
