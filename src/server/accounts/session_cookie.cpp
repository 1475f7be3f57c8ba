#include "server/accounts/session_cookie.h"

#include <sodium.h>

#include <cctype>

#include "server/secrets.h"

namespace manqala::accounts {
namespace {

constexpr size_t kTokenHex = 64;

bool is_token(std::string_view s) {
  if (s.size() != kTokenHex) return false;
  for (char c : s)
    if (!std::isxdigit(static_cast<unsigned char>(c)) || std::isupper(static_cast<unsigned char>(c))) return false;
  return true;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

std::string attributes(bool secure) { return std::string("; Path=/; HttpOnly; SameSite=Lax") + (secure ? "; Secure" : ""); }

}  // namespace

std::string new_session_token() { return random_hex(kTokenHex / 2); }

std::string session_set_cookie(const std::string& token, std::chrono::seconds max_age, bool secure) {
  return std::string(kSessionCookie) + "=" + token + attributes(secure) + "; Max-Age=" + std::to_string(max_age.count());
}

std::string session_clear_cookie(bool secure) { return std::string(kSessionCookie) + "=" + attributes(secure) + "; Max-Age=0"; }

std::optional<std::string> session_from_cookie_header(std::string_view header) {
  std::optional<std::string> found;
  while (!header.empty()) {
    const size_t end = header.find(';');
    const std::string_view pair = trim(header.substr(0, end));
    header = end == std::string_view::npos ? std::string_view{} : header.substr(end + 1);
    const size_t eq = pair.find('=');
    if (eq == std::string_view::npos || trim(pair.substr(0, eq)) != kSessionCookie) continue;
    const std::string_view value = trim(pair.substr(eq + 1));
    if (found || !is_token(value)) return std::nullopt;  // two sessions, or a damaged one: none
    found = std::string(value);
  }
  return found;
}

std::string csrf_token(const std::string& session_token) {
  ensure_sodium();
  // BLAKE2b keyed with the session token: only whoever holds the session can compute it.
  static constexpr std::string_view kPurpose = "manqala csrf v1";
  unsigned char key[crypto_generichash_KEYBYTES];
  crypto_generichash(key, sizeof key, reinterpret_cast<const unsigned char*>(session_token.data()),
                     session_token.size(), nullptr, 0);
  unsigned char out[32];
  crypto_generichash(out, sizeof out, reinterpret_cast<const unsigned char*>(kPurpose.data()), kPurpose.size(), key,
                     sizeof key);
  char hex[2 * sizeof out + 1];
  sodium_bin2hex(hex, sizeof hex, out, sizeof out);
  return hex;
}

bool csrf_matches(const std::string& session_token, std::string_view given) {
  if (session_token.empty() || given.size() != kTokenHex) return false;
  const std::string want = csrf_token(session_token);
  return sodium_memcmp(want.data(), given.data(), want.size()) == 0;
}

}  // namespace manqala::accounts
