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
  ASSERT_FALSE(t.compressed());
  std::vector<uint8_t> all(data_.size());
  t.copy_to(all.data());
  EXPECT_EQ(all, data_);
  EXPECT_EQ(t.at(999), data_[999]);
  EXPECT_EQ(table_format(path_), kFormatPlain);
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

// Format 2: the same entries in zstd blocks, several of them here.
class CompressedTableFile : public TableFile {
 protected:
  void SetUp() override {
    TableFile::SetUp();
    big_.resize(3 * kBlockEntries + 1234);
    for (size_t i = 0; i < big_.size(); ++i) big_[i] = static_cast<uint8_t>((i * i) % 11);
    big_id_.entries = big_.size();
    write_table(path_, big_id_, big_.data(), 3, 2);
  }
  std::string refusal() { return TableFile::refusal(big_id_); }
  std::vector<uint8_t> big_;
  TableId big_id_ = id_;
};

TEST_F(CompressedTableFile, WhatIsWrittenIsReadBack) {
  EXPECT_EQ(table_format(path_), kFormatCompressed);
  EXPECT_LT(std::filesystem::file_size(path_), big_.size() / 2);
  const MappedTable t(path_, big_id_);
  ASSERT_TRUE(t.compressed());
  ASSERT_EQ(t.entries(), big_.size());
  std::vector<uint8_t> all(big_.size());
  t.copy_to(all.data());
  EXPECT_EQ(all, big_);
  // Entries read one by one, jumping between blocks, as probes do.
  for (uint64_t i = 0; i < big_.size(); i += 997) ASSERT_EQ(t.at(i), big_[i]) << i;
  for (uint64_t i = big_.size(); i-- > 0;) {
    if (i % 4099 != 0) continue;
    ASSERT_EQ(t.at(i), big_[i]) << i;
  }
  EXPECT_EQ(read_table_id(path_), big_id_);
}

TEST_F(CompressedTableFile, ADamagedBlockIsRefused) {
  const auto size = static_cast<std::streamoff>(std::filesystem::file_size(path_));
  poke(size - 40, 0x55);
  EXPECT_NE(refusal().find("entries damaged"), std::string::npos) << refusal();
}

TEST_F(CompressedTableFile, ADamagedBlockIndexIsRefused) {
  poke(kHeaderBytes + 9, 0x7f);
  EXPECT_NE(refusal().find("block index damaged"), std::string::npos) << refusal();
}

TEST_F(CompressedTableFile, ADamagedHeaderIsRefused) {
  poke(220, 1);  // a field format 1 did not have: the checksum covers it too
  EXPECT_NE(refusal().find("header damaged"), std::string::npos) << refusal();
}

TEST_F(CompressedTableFile, ATruncatedFileIsRefused) {
  std::filesystem::resize_file(path_, std::filesystem::file_size(path_) - 1);
  EXPECT_NE(refusal().find("truncated"), std::string::npos) << refusal();
  std::filesystem::resize_file(path_, kHeaderBytes + 16);
  EXPECT_NE(refusal().find("truncated"), std::string::npos) << refusal();
}

}  // namespace
}  // namespace manqala::tablebase
