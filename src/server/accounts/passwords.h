// Passwords (the rule of account names is common/names.h's). A password is kept only as an argon2id hash (libsodium's
// crypto_pwhash_str: the salt and the cost are part of the stored string), never in clear,
// never logged. Checking one costs about 64 MiB and a tenth of a second on purpose, so the
// login route runs it only after the throttle (login_throttle.h) lets the attempt through.
#pragma once

#include <string>
#include <string_view>

namespace manqala::accounts {

// Why a password cannot be used ("" when it can), compared without case: 8 to 256 bytes; not
// the user name, nor its letters with digits or signs added ("Huda2024!" for huda); not one
// of the most common passwords (common_passwords.txt, which the binary carries: NIST SP
// 800-63B), nor that with only digits or signs added ("Password123!"); not one character or a
// unit of up to 4 repeated ("aaaaaaaa", "asdfasdf"); not a run ("12345678", "abcdefgh",
// "87654321"); not a line of keys ("qwertyui", "asdfghjk", "1qaz2wsx"); not the site's or its
// games' names with digits or signs ("Manqala1", "hawalis!").
std::string why_password_refused(std::string_view password, std::string_view name);
// The code of a rule that why_password_refused named ("password-short"),
// for the page to word it in the reader's language.
std::string rule_code(std::string_view why);
// Whether the password is on the list of common ones (without case); how many the list has.
bool is_common_password(std::string_view password);
size_t common_password_count();

// The string to store for `password` (argon2id, libsodium's interactive cost).
std::string hash_password(std::string_view password);
// Whether `password` is the one `stored` was made from (false for a damaged `stored`).
bool password_matches(std::string_view password, const std::string& stored);
// Whether `stored` was made with another cost than today's: hash again at the next login.
bool needs_rehash(const std::string& stored);

}  // namespace manqala::accounts
