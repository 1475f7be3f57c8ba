#include "server/room/outcome.h"

#include "server/common/route_helpers.h"

namespace manqala {

HttpResponse from_outcome(const Outcome& o) {
  if (o.text.empty()) return json_response(o.status, o.body);
  return {o.status, "text/plain; charset=utf-8", o.text, {{"Cache-Control", "no-store"}}};
}

}  // namespace manqala
