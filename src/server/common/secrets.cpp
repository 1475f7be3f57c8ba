#include "server/common/secrets.h"

#include <sodium.h>

#include <stdexcept>
#include <vector>

namespace manqala {

void ensure_sodium() {
  static const bool ready = sodium_init() >= 0;
  if (!ready) throw std::runtime_error("libsodium could not start");
}

namespace {

std::string hex_of(const unsigned char* bytes, size_t n) {
  std::string hex(2 * n + 1, '\0');
  sodium_bin2hex(hex.data(), hex.size(), bytes, n);
  hex.pop_back();
  return hex;
}

}  // namespace

std::string random_hex(size_t bytes) {
  ensure_sodium();
  std::vector<unsigned char> buf(bytes);
  randombytes_buf(buf.data(), buf.size());  // getrandom() underneath
  return hex_of(buf.data(), buf.size());
}

std::string token_digest(const std::string& token) {
  if (token.empty()) return "";
  ensure_sodium();
  unsigned char digest[crypto_generichash_BYTES];
  crypto_generichash(digest, sizeof digest, reinterpret_cast<const unsigned char*>(token.data()), token.size(),
                     nullptr, 0);
  return hex_of(digest, sizeof digest);
}

std::string keyed_token(const std::string& key_hex, const std::string& message) {
  ensure_sodium();
  unsigned char key[crypto_generichash_KEYBYTES];
  size_t key_len = 0;
  if (sodium_hex2bin(key, sizeof key, key_hex.data(), key_hex.size(), nullptr, &key_len, nullptr) != 0 ||
      key_len != sizeof key)
    throw std::runtime_error("a server key must be " + std::to_string(2 * sizeof key) + " hex digits");
  unsigned char out[16];
  crypto_generichash(out, sizeof out, reinterpret_cast<const unsigned char*>(message.data()), message.size(), key,
                     sizeof key);
  sodium_memzero(key, sizeof key);
  return hex_of(out, sizeof out);
}

bool token_matches(const std::string& token, const std::string& digest) {
  if (token.empty() || digest.empty()) return false;
  const std::string given = token_digest(token);
  return given.size() == digest.size() && sodium_memcmp(given.data(), digest.data(), digest.size()) == 0;
}

}  // namespace manqala
