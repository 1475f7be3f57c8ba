// A room's answer as HTTP: the one place where a room's refusal (common/refusal.h) gets its
// status, and a record its text/plain body.
#pragma once

#include "server/http/message.h"
#include "server/room/answer.h"

namespace manqala {

int http_status(const RoomAnswer& a);
HttpResponse to_http(const RoomAnswer& a);

}  // namespace manqala
