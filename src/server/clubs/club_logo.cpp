#include "server/clubs/club_logo.h"


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

}  // namespace manqala::clubs
