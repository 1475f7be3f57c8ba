// A 64-bit digest of what a view is built from (XXH3, header only): equal inputs, equal
// digests; any change of them, another digest. Views of large events are cached under it
// (common/view_cache.h) and answers carry it as their ETag (common/http_cache.h).
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>

#define XXH_INLINE_ALL  // header only: nothing to link
#include <xxhash.h>

namespace manqala {

class Digest {
 public:
  Digest() { XXH3_64bits_reset(&state_); }
  // Each piece is kept apart from the next by its length: ("ab", "c") and ("a", "bc") differ.
  Digest& add(std::string_view text) {
    add(static_cast<int64_t>(text.size()));
    XXH3_64bits_update(&state_, text.data(), text.size());
    return *this;
  }
  Digest& add(int64_t n) {
    XXH3_64bits_update(&state_, &n, sizeof n);
    return *this;
  }
  Digest& add(int n) { return add(static_cast<int64_t>(n)); }
  Digest& add(bool b) { return add(static_cast<int64_t>(b)); }
  uint64_t value() const { return XXH3_64bits_digest(&state_); }
  // Sixteen hex digits.
  std::string hex() const {
    char out[17];
    std::snprintf(out, sizeof out, "%016llx", static_cast<unsigned long long>(value()));
    return out;
  }
  static std::string of(std::string_view text) { return Digest().add(text).hex(); }

 private:
  XXH3_state_t state_;
};

}  // namespace manqala
