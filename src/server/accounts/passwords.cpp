#include "server/accounts/passwords.h"

#include <sodium.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <stdexcept>
#include <unordered_set>

#include "core/text.h"
#include "server/common/secrets.h"

namespace manqala::accounts {

// common_passwords.txt, embedded by the build (cmake/embed_file.cmake).
extern const std::string_view kCommonPasswordsText;

namespace {

constexpr auto kOps = crypto_pwhash_OPSLIMIT_INTERACTIVE;
constexpr auto kMemory = crypto_pwhash_MEMLIMIT_INTERACTIVE;

// The list's entries, lowercased; read from the embedded text once.
const std::unordered_set<std::string>& common_passwords() {
  static const std::unordered_set<std::string> set = [] {
    std::unordered_set<std::string> out;
    std::string_view text = kCommonPasswordsText;
    while (!text.empty()) {
      const size_t end = std::min(text.find('\n'), text.size());
      std::string_view line = text.substr(0, end);
      text.remove_prefix(std::min(end + 1, text.size()));
      if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
      if (!line.empty() && line[0] != '#') out.insert(lower(line));
    }
    return out;
  }();
  return set;
}

// The password is its first few characters over and over ("aaaaaaaa", "abcabcabc", "asdfasdf").
bool repeats_a_short_unit(const std::string& p) {
  for (size_t unit = 1; unit <= 4 && unit * 2 <= p.size(); ++unit) {
    if (p.size() % unit != 0) continue;
    bool same = true;
    for (size_t i = unit; i < p.size() && same; ++i) same = p[i] == p[i - unit];
    if (same) return true;
  }
  return false;
}

// Each character the next (or the one before) of its letter or digit sequence: "12345678",
// "abcdefgh", "87654321", "7890123456" (digits go round, as on a keyboard's top row).
bool is_a_run(const std::string& p) {
  const auto step = [](char a, char b) -> int {
    const bool digits = std::isdigit(static_cast<unsigned char>(a)) && std::isdigit(static_cast<unsigned char>(b));
    const bool letters = std::isalpha(static_cast<unsigned char>(a)) && std::isalpha(static_cast<unsigned char>(b));
    if (!digits && !letters) return 0;
    const int d = b - a;
    if (d == 1 || (digits && a == '9' && b == '0')) return 1;
    if (d == -1 || (digits && a == '0' && b == '9')) return -1;
    return 0;
  };
  const int first = step(p[0], p[1]);
  if (first == 0) return false;
  for (size_t i = 2; i < p.size(); ++i)
    if (step(p[i - 1], p[i]) != first) return false;
  return true;
}

// Part of a keyboard's row or column, or rows one after the other, either way round.
bool is_on_a_keyboard_line(const std::string& p) {
  static constexpr std::array<std::string_view, 11> kLines = {
      "`1234567890-=",
      "qwertyuiop[]\\",
      "asdfghjkl;'",
      "zxcvbnm,./",
      "qwertyuiopasdfghjklzxcvbnm",   // US and UK
      "qwertzuiopasdfghjklyxcvbnm",   // German
      "azertyuiopqsdfghjklmwxcvbn",   // French
      "1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik,9ol.0p;/",  // columns, top down
      "zaq1xsw2cde3vfr4bgt5nhy6mju7,ki8.lo9/;p0",  // columns, bottom up
      "qazwsxedcrfvtgbyhnujmikolp",
      "1q2w3e4r5t6y7u8i9o0p",
  };
  for (std::string_view line : kLines) {
    if (line.find(p) != std::string_view::npos) return true;
    const std::string back(line.rbegin(), line.rend());
    if (back.find(p) != std::string::npos) return true;
  }
  return false;
}

// The letters of the password alone ("Manqala2024!" -> "manqala").
std::string letters_of(const std::string& p) {
  std::string out;
  for (char c : p)
    if (std::isalpha(static_cast<unsigned char>(c))) out += c;
  return out;
}

}  // namespace

bool is_common_password(std::string_view password) { return common_passwords().count(lower(password)) > 0; }

size_t common_password_count() { return common_passwords().size(); }

namespace {

// The rules of passwords in words, each with its code (the page's catalogs word it
// as error.code.<code>).
struct Rule {
  std::string_view code, text;
};
constexpr Rule kPasswordShort{"password-short", "a password has at least 8 characters"};
constexpr Rule kPasswordLong{"password-long", "a password has at most 256 bytes"};
constexpr Rule kPasswordName{"password-name", "a password cannot be the user name"};
constexpr Rule kPasswordCommon{"password-common", "this password is one of the most common; choose another"};
constexpr Rule kPasswordRepeats{"password-repeats", "this password only repeats a few characters; choose another"};
constexpr Rule kPasswordRun{"password-run",
                            "this password is a run of letters or digits (like 12345678 or abcdefgh); choose another"};
constexpr Rule kPasswordKeys{"password-keys",
                             "this password is a line of keys on a keyboard (like qwertyui); choose another"};
constexpr Rule kPasswordSite{"password-site", "a password cannot be the name of this site or its games; choose another"};
constexpr Rule kRules[] = {kPasswordShort,   kPasswordLong, kPasswordName, kPasswordCommon,
                           kPasswordRepeats, kPasswordRun,  kPasswordKeys, kPasswordSite};

std::string broken(const Rule& rule) { return std::string(rule.text); }

}  // namespace

std::string why_password_refused(std::string_view password, std::string_view name) {
  if (password.size() < 8) return broken(kPasswordShort);
  if (password.size() > 256) return broken(kPasswordLong);
  const std::string p = lower(password), core = letters_of(p);
  if (!name.empty() && (p == lower(name) || core == lower(name))) return broken(kPasswordName);
  if (is_common_password(p) || (core.size() >= 8 && is_common_password(core))) return broken(kPasswordCommon);
  if (repeats_a_short_unit(p)) return broken(kPasswordRepeats);
  if (is_a_run(p)) return broken(kPasswordRun);
  if (is_on_a_keyboard_line(p)) return broken(kPasswordKeys);
  for (std::string_view word : {"manqala", "almanqala", "hawalis", "mancala", "hakimi"})
    if (core == word) return broken(kPasswordSite);
  return "";
}

std::string rule_code(std::string_view why) {
  for (const Rule& rule : kRules)
    if (rule.text == why) return std::string(rule.code);
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
