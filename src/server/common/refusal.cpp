#include "server/common/refusal.h"

namespace manqala {

int http_status(Refusal kind) {
  switch (kind) {
    case Refusal::malformed: return 400;
    case Refusal::not_allowed: return 403;
    case Refusal::unknown: return 404;
    case Refusal::not_now: return 409;
    case Refusal::beyond_bound: return 422;
    case Refusal::too_often: return 429;
    case Refusal::busy: return 503;
    case Refusal::failed: break;
  }
  return 500;
}

Refusal refusal_of_status(int status) {
  for (Refusal kind : {Refusal::malformed, Refusal::not_allowed, Refusal::unknown, Refusal::not_now,
                       Refusal::beyond_bound, Refusal::too_often, Refusal::busy})
    if (http_status(kind) == status) return kind;
  return Refusal::failed;
}

}  // namespace manqala
