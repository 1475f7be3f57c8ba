// What kind of "no" a domain answers, in its own terms: the room (room/answer.h) and the
// domains' Refused (common/refused.h) say which kind, and the routes turn a kind into an HTTP
// status in one place (common/route_helpers.cpp, http_status), so that no domain writes HTTP.
#pragma once

#include <cstdint>

namespace manqala {

enum class Refusal : std::uint8_t {
  malformed,     // the request itself is wrong: an unknown answer, an illegal move, a long chat line
  not_allowed,   // the caller holds no seat or right that may do this
  unknown,       // no such game (or thing)
  not_now,       // the state of the game forbids it now
  beyond_bound,  // the position is beyond what this server holds
  too_often,     // the caller is over a limit of his own
  busy,          // the engine or the server is full for everyone: try again
  failed,        // the server failed (the archive, a bug)
};

// The HTTP status that carries a refusal of this kind.
int http_status(Refusal kind);
// The kind of a Refused thrown with an HTTP status (common/refused.h).
Refusal refusal_of_status(int status);

}  // namespace manqala
