#include "server/games/room_http.h"

#include "server/common/route_helpers.h"

namespace manqala {

int http_status(const RoomAnswer& a) { return a.refusal ? http_status(*a.refusal) : 200; }

HttpResponse to_http(const RoomAnswer& a) {
  if (a.text.empty()) return json_response(http_status(a), a.body);
  return {http_status(a), "text/plain; charset=utf-8", a.text, {{"Cache-Control", "no-store"}}};
}

}  // namespace manqala
