// A logged-in session as the browser holds it: a cookie with 256 random bits, HttpOnly (page
// scripts cannot read it) and SameSite=Lax (other sites' forms do not send it), kept by the
// server only as a digest (common/secrets.h). A state-changing request must also carry the
// session's CSRF token, a hash of the session token under a purpose of its own, which the page reads
// from the API and a cross-site request cannot know. A new session token is made at every
// login, so a token planted before it (session fixation) is worth nothing.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <string_view>

namespace manqala::accounts {

inline constexpr std::string_view kSessionCookie = "manqala_session";

// A new session token: 64 hex digits.
std::string new_session_token();

// The Set-Cookie value that gives the browser `token` for `max_age` (Secure when the server
// is reached over HTTPS), and the one that takes it away.
std::string session_set_cookie(const std::string& token, std::chrono::seconds max_age, bool secure);
std::string session_clear_cookie(bool secure);

// The session token in a Cookie request header, if there is a well-formed one (64 hex
// digits); any other cookie, a malformed header or a second session cookie gives none.
std::optional<std::string> session_from_cookie_header(std::string_view header);

// The CSRF token of a session (64 hex digits), and whether `given` is it (constant time).
std::string csrf_token(const std::string& session_token);
bool csrf_matches(const std::string& session_token, std::string_view given);

}  // namespace manqala::accounts
