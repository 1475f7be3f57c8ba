// Table files: what is written is read back; a file that is damaged, truncated or built for
// other rules is refused with a message naming the fault, never used.
#include "tablebase/table_file.h"

#include <gtest/gtest.h>

#include <unistd.h>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <vector>

namespace manqala::tablebase {
namespace {

class TableFile : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() /
           ("manqala-table-file-" + std::to_string(::getpid()) + "-" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::create_directories(dir_);
    path_ = (dir_ / "t.mqtb").string();
    for (size_t i = 0; i < data_.size(); ++i) data_[i] = static_cast<uint8_t>(i * 7);
    write_table(path_, id_, data_.data());
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }

  void poke(std::streamoff at, char byte) {
    std::fstream f(path_, std::ios::in | std::ios::out | std::ios::binary);
    f.seekp(at);
    f.put(byte);
  }
  std::string refusal(const TableId& expected) {
    try {
      MappedTable t(path_, expected);
    } catch (const TableError& e) {
      return e.what();
    }
    return "";
  }

  std::filesystem::path dir_;
  std::string path_;
  std::vector<uint8_t> data_ = std::vector<uint8_t>(1000);
  TableId id_{"al-manqala", "capture=2,4 skip-origin=false feed=after-capture", 3, -1, ValueKind::HalfSeeds, 1000};
};

TEST_F(TableFile, WhatIsWrittenIsReadBack) {
  const MappedTable t(path_, id_);
  ASSERT_EQ(t.entries(), 1000u);
  EXPECT_EQ(0, std::memcmp(t.data(), data_.data(), data_.size()));
  EXPECT_EQ(read_table_id(path_), id_);
  EXPECT_FALSE(std::filesystem::exists(path_ + ".part"));
}

TEST_F(TableFile, ADamagedEntryIsRefused) {
  poke(kHeaderBytes + 500, 99);
  EXPECT_NE(refusal(id_).find("entries damaged"), std::string::npos) << refusal(id_);
}

TEST_F(TableFile, ADamagedHeaderIsRefused) {
  poke(20, 'X');  // inside the game's name
  EXPECT_NE(refusal(id_).find("header damaged"), std::string::npos) << refusal(id_);
}

TEST_F(TableFile, ATruncatedFileIsRefused) {
  std::filesystem::resize_file(path_, kHeaderBytes + 999);
  EXPECT_NE(refusal(id_).find("truncated"), std::string::npos) << refusal(id_);
  std::filesystem::resize_file(path_, 100);
  EXPECT_NE(refusal(id_).find("shorter than the header"), std::string::npos) << refusal(id_);
}

TEST_F(TableFile, AnotherFileIsRefused) {
  poke(0, 'X');
  EXPECT_NE(refusal(id_).find("not a manqala endgame table"), std::string::npos) << refusal(id_);
}

TEST_F(TableFile, ATableOfOtherRulesIsRefused) {
  TableId other = id_;
  other.options = "capture=2 skip-origin=false feed=after-capture";
  const std::string why = refusal(other);
  EXPECT_NE(why.find("holds al-manqala 3 seeds (capture=2,4"), std::string::npos) << why;
  EXPECT_NE(why.find("expected al-manqala 3 seeds (capture=2 "), std::string::npos) << why;
  other = id_;
  other.mover_seeds = 4;
  EXPECT_NE(refusal(other), "");
}

TEST_F(TableFile, AMissingFileSaysSo) {
  std::filesystem::remove(path_);
  EXPECT_NE(refusal(id_).find("No such file"), std::string::npos) << refusal(id_);
}

}  // namespace
}  // namespace manqala::tablebase
