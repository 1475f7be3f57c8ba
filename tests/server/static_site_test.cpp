// `manqala static`: the site as files for a static host (docs/offline.md). Every embedded web
// file at its served path, /api/meta's answer, static.json naming the tables copied, and a
// table the browser's engine could not read (compressed, damaged) refused by name.
#include "server/api/static_site.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <vector>

#include "server/common/assets.h"
#include "server/games/meta.h"
#include "tablebase/table_file.h"

namespace manqala {
namespace {

namespace fs = std::filesystem;

class StaticSite : public ::testing::Test {
 protected:
  void SetUp() override {
    root_ = fs::temp_directory_path() / ("manqala-static-" + std::to_string(::getpid()) + "-" +
                                         ::testing::UnitTest::GetInstance()->current_test_info()->name());
    tables_ = root_ / "tables";  // in this test's own folder: tests run side by side (the pg. ones too)
    out_ = root_ / "site";
    fs::remove_all(root_);
    fs::create_directories(tables_ / "al-manqala" / "opts");
  }
  void TearDown() override { fs::remove_all(root_); }

  std::string read(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
  }
  // A small table of 1,000 entries, plain or compressed.
  void table(const std::string& name, int compress_level) {
    std::vector<uint8_t> data(1000, 7);
    const tablebase::TableId id{"al-manqala", "capture=2,4 skip-origin=false feed=after-capture", 3, -1,
                                tablebase::ValueKind::HalfSeeds, 1000};
    tablebase::write_table((tables_ / "al-manqala" / "opts" / name).string(), id, data.data(), compress_level);
  }

  fs::path root_, tables_, out_;
  std::ostringstream log_;
};

TEST_F(StaticSite, HoldsEveryWebFileTheMetaAndItsTables) {
  table("3.mqtb", 0);
  const size_t written = write_static_site({out_.string(), tables_.string()}, log_);
  EXPECT_EQ(written, embedded_asset_count() + 3);  // the files, api/meta.json, a table, static.json
  for (const Asset& a : embedded_assets()) ASSERT_EQ(read(out_ / std::string(a.path)), a.body) << a.path;
  EXPECT_EQ(nlohmann::json::parse(read(out_ / "api" / "meta.json")), meta_json());
  const auto site = nlohmann::json::parse(read(out_ / "static.json"));
  EXPECT_EQ(site["static"], true);
  EXPECT_EQ(site["build"], embedded_assets_digest());
  EXPECT_EQ(site["tables"], nlohmann::json::array({"al-manqala/opts/3.mqtb"}));
  EXPECT_EQ(read(out_ / "tb" / "al-manqala" / "opts" / "3.mqtb"), read(tables_ / "al-manqala" / "opts" / "3.mqtb"));
}

TEST_F(StaticSite, LeavesOutTablesTooBigForAPhone) {
  table("3.mqtb", 0);
  StaticSiteOptions o{out_.string(), tables_.string()};
  o.max_table_bytes = 500;
  write_static_site(o, log_);
  EXPECT_EQ(nlohmann::json::parse(read(out_ / "static.json"))["tables"], nlohmann::json::array());
  EXPECT_NE(log_.str().find("left out al-manqala/opts/3.mqtb"), std::string::npos) << log_.str();
}

TEST_F(StaticSite, RefusesATableTheBrowserCannotRead) {
  table("3.mqtb", 3);  // compressed: the browser's engine has no zstd
  try {
    write_static_site({out_.string(), tables_.string()}, log_);
    FAIL() << "a compressed table was copied";
  } catch (const std::exception& e) {
    EXPECT_NE(std::string(e.what()).find("compressed"), std::string::npos) << e.what();
  }
  table("3.mqtb", 0);
  {
    std::fstream f(tables_ / "al-manqala" / "opts" / "3.mqtb", std::ios::in | std::ios::out | std::ios::binary);
    f.seekp(400);
    f.put('\x55');  // an entry changed: the checksum no longer holds
  }
  EXPECT_THROW(write_static_site({out_.string(), tables_.string()}, log_), tablebase::TableError);
}

}  // namespace
}  // namespace manqala
