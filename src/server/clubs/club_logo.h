// A club's logo (docs/web-api.md, "Clubs"): a PNG or JPEG of at most 100 KB and 1024 x 1024
// pixels, uploaded by its admins, kept in the database and served as it came with its type.
// What the file is comes from its bytes (magic and the size in its header), never from what
// the upload says it is, so nothing else is ever served from the club's address.
#pragma once

#include <optional>
#include <string>


namespace manqala::clubs {

struct Logo {
  std::string content_type;  // "image/png" or "image/jpeg"
  std::string bytes;
  std::string updated;  // utc_time(): the page's address carries it, so a new logo is fetched
};

inline constexpr std::size_t kMaxLogoBytes = 100 * 1024;
// The transport's limit for an upload: above the logo's own, so that a file a little too
// large reaches the route, which says why.
inline constexpr std::size_t kMaxLogoBodyBytes = 128 * 1024;
inline constexpr int kMaxLogoPixels = 1024;  // each way

// The logo's content type, or why these bytes are not one ("" content type then).
struct LogoCheck {
  std::string content_type, why;
};
LogoCheck check_logo(const std::string& bytes);

}  // namespace manqala::clubs
