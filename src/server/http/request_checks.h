// Requests refused on their head alone, before any route sees them: bodies whose length two
// parties could read differently (request smuggling), and WebSocket upgrades that cannot be
// accepted. Every refusal is a JSON {"error": ...} like the routes' own.
#pragma once

#include <boost/beast/http.hpp>

#include <optional>
#include <string>

#include "server/http/message.h"

namespace manqala::http_detail {

// Why the head does not frame a body unambiguously (RFC 9112 6.3), or "" when it does: a
// Transfer-Encoding must be a list ending in a single chunked, in HTTP/1.1, without a
// Content-Length; several Content-Length values must agree. Anything else is answered 400 and
// the connection closed: the server and a proxy in front of it could otherwise disagree on
// where this request ends and the next begins.
std::string framing_error(const boost::beast::http::request_header<>& head);

// The refusal of a WebSocket upgrade request (websocket::is_upgrade() true) that Beast would
// refuse in plain text, or that it would wrongly accept (a key that is not 16 bytes in
// base64); nothing when it can be accepted.
std::optional<HttpResponse> upgrade_refusal(const boost::beast::http::request<boost::beast::http::string_body>& req);

}  // namespace manqala::http_detail
