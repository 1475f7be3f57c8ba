// Seat tokens and invitation codes: 128 random bits from the operating system, given to the
// player once and kept by the server only as a digest (BLAKE2b through libsodium), so a copy
// of the archive file does not give anyone a seat. Digests are compared in constant time.
#pragma once

#include <string>

namespace manqala {

// Starts libsodium once (thread-safe); throws when it cannot start.
void ensure_sodium();

// `bytes` (16: 128 bits) from the operating system's random source, as hex digits.
std::string random_hex(size_t bytes = 16);

// The digest kept for a token, as 64 hex digits; "" for "" (an open or engine seat).
std::string token_digest(const std::string& token);

// A token made from a secret key (64 hex digits) and a message, as random as random_hex(16)
// to anyone without the key: the server can make it again instead of keeping it. An account's
// seat token is one (room/account_seat_token.h).
std::string keyed_token(const std::string& key_hex, const std::string& message);

// Whether `token` is the one whose digest is `digest`, in a time that does not depend on
// where they differ. False for an empty token or digest.
bool token_matches(const std::string& token, const std::string& digest);

}  // namespace manqala
