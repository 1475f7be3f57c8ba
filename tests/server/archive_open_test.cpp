// Opening the archive (issue "The server under attack"): a damaged file is refused, a new
// one is private to the server's user, WAL mode is checked, and values that cannot be bound
// are errors rather than NULLs.
#include <gtest/gtest.h>

#include <sys/stat.h>
#include <unistd.h>

#include <csignal>
#include <filesystem>
#include <fstream>
#include <future>

#include "server/archive/archive.h"
#include "server/server.h"

namespace manqala_test {
namespace {

namespace fs = std::filesystem;

class ServerArchiveOpen : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string pattern = (fs::temp_directory_path() / "manqala-archive-XXXXXX").string();
    dir_ = mkdtemp(pattern.data());
  }
  void TearDown() override { fs::remove_all(dir_); }
  std::string path() const { return (dir_ / "games.sqlite").string(); }

  // An archive of `n` games of a few moves each: dozens of pages.
  void fill(int n) {
    const auto db = manqala::open_archive(path());
    const auto a = manqala::Archive::open(*db);
    for (int i = 0; i < n; ++i) {
      manqala::StoredGame g;
      g.id = std::string(12, '0') + std::to_string(1000 + i);
      g.game = "al-manqala", g.options = "seeds=7", g.south = "human", g.north = "engine";
      g.south_token = std::string(32, 'a'), g.level = 1;
      g.moves = {{"a1", 100}, {"b2", 200}, {"c1", 300}};
      a->create(g);
    }
  }  // the last connection closed: the WAL is folded into the file and removed

  fs::path dir_;
};

int mode_of(const std::string& path) {
  struct stat st {};
  return ::stat(path.c_str(), &st) == 0 ? static_cast<int>(st.st_mode & 0777) : -1;
}

TEST_F(ServerArchiveOpen, ADamagedFileIsRefusedAndTheServerDoesNotStart) {
  fill(300);
  ASSERT_FALSE(fs::exists(path() + "-wal"));
  // Garbage over one page in the middle of the file, as a failing disk or a bad copy leaves.
  const auto size = fs::file_size(path());
  const size_t page = 4096;
  ASSERT_GT(size, 20 * page);
  {
    std::fstream f(path(), std::ios::in | std::ios::out | std::ios::binary);
    f.seekp(static_cast<std::streamoff>((size / page / 2) * page));
    const std::string garbage(page, '\xa5');
    f.write(garbage.data(), static_cast<std::streamsize>(garbage.size()));
  }
  try {
    manqala::open_archive(path());
    ADD_FAILURE() << "a damaged archive was opened";
  } catch (const manqala::DatabaseError& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("the archive " + path() + " is damaged: "), std::string::npos) << what;
    EXPECT_NE(what.find("; restore a backup"), std::string::npos) << what;
  }
  // `manqala serve` says so and exits 1, before it listens.
  manqala::ServeConfig config;
  config.db = path();
  config.network.port = 0;
  testing::internal::CaptureStderr();
  auto serving = std::async(std::launch::async, [&] { return manqala::run_serve(config); });
  if (serving.wait_for(std::chrono::seconds(10)) != std::future_status::ready)
    ::kill(::getpid(), SIGTERM);  // it is serving the damaged file: stop it (then fail)
  EXPECT_EQ(serving.get(), 1);
  const std::string said = testing::internal::GetCapturedStderr();
  EXPECT_EQ(said.rfind("error: the archive " + path() + " is damaged: ", 0), 0u) << said;
}

TEST_F(ServerArchiveOpen, AnIntactFileOpens) {
  fill(300);
  const auto db = manqala::open_archive(path());
  EXPECT_EQ(manqala::Archive::open(*db)->load(std::string(12, '0') + "1299")->moves.size(), 3u);
}

TEST_F(ServerArchiveOpen, ANewArchiveAndItsCompanionsAreForItsOwnerOnly) {
  const mode_t old = ::umask(022);  // the usual: files readable by all unless made otherwise
  {
    const auto db = manqala::open_archive(path());
    const auto a = manqala::Archive::open(*db);
    manqala::StoredGame g;
    g.id = "00000000000000aa", g.game = "hawalis", g.options = "", g.south_token = std::string(32, 'b');
    a->create(g);
    // The seat tokens are in all three files while the server runs.
    EXPECT_EQ(mode_of(path()), 0600);
    EXPECT_EQ(mode_of(path() + "-wal"), 0600);
    EXPECT_EQ(mode_of(path() + "-shm"), 0600);
  }
  ::umask(old);
}

TEST_F(ServerArchiveOpen, AnArchiveThatCannotUseWalIsRefused) {
  // SQLite keeps a temporary database ("" as the name) out of WAL mode, as it does a file
  // where WAL cannot work; it says so only in the mode it reads back.
  try {
    manqala::Database db("");
    ADD_FAILURE() << "opened without WAL";
  } catch (const manqala::DatabaseError& e) {
    EXPECT_NE(std::string(e.what()).find("WAL"), std::string::npos) << e.what();
  }
  EXPECT_NO_THROW(manqala::open_archive(":memory:")) << "for tests and the fuzzer: no journal to choose";
}

TEST_F(ServerArchiveOpen, AValueThatCannotBeBoundIsAnError) {
  const auto db = manqala::open_archive(path());
  const auto a = manqala::Archive::open(*db);
  // Over the archive's limit on a text's size: binding fails. Unchecked, the id was NULL and
  // the game simply "not found".
  EXPECT_THROW(a->load(std::string(17 << 20, 'a')), manqala::DatabaseError);
  EXPECT_FALSE(a->load(std::string(16, 'a'))) << "an ordinary id that is not there";
}

}  // namespace
}  // namespace manqala_test
