#include "server/accounts/passwords.h"

#include <sodium.h>

#include <cctype>
#include <stdexcept>

#include "server/secrets.h"

namespace manqala::accounts {
namespace {

constexpr auto kOps = crypto_pwhash_OPSLIMIT_INTERACTIVE;
constexpr auto kMemory = crypto_pwhash_MEMLIMIT_INTERACTIVE;

}  // namespace

std::string why_name_refused(std::string_view name) {
  if (name.size() < 3 || name.size() > 20) return "a user name has 3 to 20 characters";
  if (!std::isalpha(static_cast<unsigned char>(name[0]))) return "a user name starts with a letter";
  for (char c : name)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_' && c != '-')
      return "a user name has only letters, digits, '_' and '-'";
  return "";
}

std::string why_password_refused(std::string_view password, std::string_view name) {
  if (password.size() < 8) return "a password has at least 8 characters";
  if (password.size() > 256) return "a password has at most 256 bytes";
  if (password.size() == name.size()) {
    bool same = true;
    for (size_t i = 0; i < name.size() && same; ++i)
      same = std::tolower(static_cast<unsigned char>(password[i])) == std::tolower(static_cast<unsigned char>(name[i]));
    if (same) return "a password cannot be the user name";
  }
  return "";
}

std::string hash_password(std::string_view password) {
  ensure_sodium();
  char out[crypto_pwhash_STRBYTES];
  if (crypto_pwhash_str_alg(out, password.data(), password.size(), kOps, kMemory, crypto_pwhash_ALG_ARGON2ID13) != 0)
    throw std::runtime_error("out of memory hashing a password");
  return out;
}

bool password_matches(std::string_view password, const std::string& stored) {
  ensure_sodium();
  if (stored.empty() || stored.size() >= crypto_pwhash_STRBYTES) return false;
  return crypto_pwhash_str_verify(stored.c_str(), password.data(), password.size()) == 0;
}

bool needs_rehash(const std::string& stored) {
  ensure_sodium();
  return crypto_pwhash_str_needs_rehash(stored.c_str(), kOps, kMemory) != 0;
}

}  // namespace manqala::accounts
