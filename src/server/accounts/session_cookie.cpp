#include "server/accounts/session_cookie.h"

#include <cctype>

#include "server/common/secrets.h"

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

std::string csrf_input(const std::string& session_token) { return "manqala csrf v1:" + session_token; }

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

// BLAKE2b (token_digest) of the session token under a purpose of its own: only whoever holds
// the session can compute it, and it is not the session's stored digest.
std::string csrf_token(const std::string& session_token) { return token_digest(csrf_input(session_token)); }

bool csrf_matches(const std::string& session_token, std::string_view given) {
  if (session_token.empty()) return false;
  return token_matches(csrf_input(session_token), std::string(given));
}

}  // namespace manqala::accounts
