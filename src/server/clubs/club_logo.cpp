#include "server/clubs/club_logo.h"

#include "server/db/statement.h"
#include "server/db/utc_time.h"

namespace manqala::clubs {
namespace {

uint32_t big_endian(const std::string& b, std::size_t at, int bytes) {
  uint32_t v = 0;
  for (int i = 0; i < bytes; ++i) v = v << 8 | static_cast<unsigned char>(b[at + static_cast<std::size_t>(i)]);
  return v;
}

std::string size_refusal(uint32_t width, uint32_t height) {
  if (width == 0 || height == 0) return "the image says it has no pixels";
  if (width > kMaxLogoPixels || height > kMaxLogoPixels)
    return "a logo is at most " + std::to_string(kMaxLogoPixels) + " x " + std::to_string(kMaxLogoPixels) + " pixels, not " +
           std::to_string(width) + " x " + std::to_string(height);
  return "";
}

// A PNG: its signature, then the IHDR chunk first, with the width and height.
LogoCheck png(const std::string& b) {
  if (b.size() < 24 || b.compare(12, 4, "IHDR") != 0) return {"", "the PNG has no header (IHDR) where it must be"};
  const std::string why = size_refusal(big_endian(b, 16, 4), big_endian(b, 20, 4));
  return {why.empty() ? "image/png" : "", why};
}

// A JPEG: its segments from the start of image to a start of frame (SOF0-15 but the DHT,
// JPG and DAC markers), which holds the height and width.
LogoCheck jpeg(const std::string& b) {
  std::size_t at = 2;
  while (at + 4 <= b.size()) {
    if (static_cast<unsigned char>(b[at]) != 0xFF) break;
    const unsigned marker = static_cast<unsigned char>(b[at + 1]);
    if (marker == 0xFF) {  // fill byte
      ++at;
      continue;
    }
    const uint32_t length = big_endian(b, at + 2, 2);
    if (length < 2) break;
    if (marker >= 0xC0 && marker <= 0xCF && marker != 0xC4 && marker != 0xC8 && marker != 0xCC) {
      if (at + 9 > b.size()) break;
      const std::string why = size_refusal(big_endian(b, at + 7, 2), big_endian(b, at + 5, 2));
      return {why.empty() ? "image/jpeg" : "", why};
    }
    if (marker == 0xD9 || marker == 0xDA) break;  // the end, or the scan, before any frame
    at += 2 + length;
  }
  return {"", "the JPEG has no frame header (its size) where it must be"};
}

}  // namespace

LogoCheck check_logo(const std::string& b) {
  if (b.empty()) return {"", "send the image as the body"};
  if (b.size() > kMaxLogoBytes) return {"", "a logo is at most 100 KB, this is " + std::to_string(b.size() / 1024) + " KB"};
  if (b.size() >= 8 && b.compare(0, 8, "\x89PNG\r\n\x1a\n") == 0) return png(b);
  if (b.size() >= 3 && b.compare(0, 3, "\xFF\xD8\xFF") == 0) return jpeg(b);
  return {"", "a logo is a PNG or a JPEG image"};
}

void LogoStore::put(const std::string& club, const Logo& logo) {
  db_.locked([&](sqlite3* db) {
    // The bytes bound as a blob (Statement binds text): prepared here.
    sqlite3_stmt* st = nullptr;
    if (sqlite3_prepare_v2(db,
                           "INSERT INTO club_logos (club_id, content_type, bytes, updated) VALUES (?, ?, ?, ?) "
                           "ON CONFLICT (club_id) DO UPDATE SET content_type = excluded.content_type, "
                           "bytes = excluded.bytes, updated = excluded.updated",
                           -1, &st, nullptr) != SQLITE_OK)
      throw DatabaseError(std::string("archive: ") + sqlite3_errmsg(db));
    const std::string now = utc_now();
    sqlite3_bind_text(st, 1, club.data(), static_cast<int>(club.size()), SQLITE_TRANSIENT);
    sqlite3_bind_text(st, 2, logo.content_type.data(), static_cast<int>(logo.content_type.size()), SQLITE_TRANSIENT);
    sqlite3_bind_blob(st, 3, logo.bytes.data(), static_cast<int>(logo.bytes.size()), SQLITE_TRANSIENT);
    sqlite3_bind_text(st, 4, now.data(), static_cast<int>(now.size()), SQLITE_TRANSIENT);
    const int rc = sqlite3_step(st);
    sqlite3_finalize(st);
    if (rc != SQLITE_DONE) throw DatabaseError(std::string("archive: ") + sqlite3_errmsg(db));
  });
}

std::optional<Logo> LogoStore::get(const std::string& club) {
  return db_.locked([&](sqlite3* db) -> std::optional<Logo> {
    Statement st(db, "SELECT content_type, bytes, updated FROM club_logos WHERE club_id = ?");
    st.bind(1, club);
    if (!st.step()) return std::nullopt;
    return Logo{st.text(0), st.text(1), st.text(2)};  // text() reads a blob's bytes as they are
  });
}

std::string LogoStore::updated(const std::string& club) {
  return db_.locked([&](sqlite3* db) {
    Statement st(db, "SELECT updated FROM club_logos WHERE club_id = ?");
    st.bind(1, club);
    return st.step() ? st.text(0) : std::string();
  });
}

void LogoStore::remove(const std::string& club) {
  db_.locked([&](sqlite3* db) {
    Statement st(db, "DELETE FROM club_logos WHERE club_id = ?");
    st.bind(1, club).run();
  });
}

}  // namespace manqala::clubs
