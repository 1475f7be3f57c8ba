// Answers that browsers may keep: a JSON body with its ETag (the digest of its text), which a
// browser sends back in If-None-Match to be answered 304 and no body when nothing changed. The
// pages that poll a large event's view every few seconds then cost a digest, not a megabyte.
#pragma once

#include <string>

#include "server/http/message.h"

namespace manqala {

// 200 with `text` (JSON) and its ETag, or 304 when the request's If-None-Match names it. The
// answer is revalidated every time it is used (Cache-Control: no-cache): it is never stale.
HttpResponse revalidated(const HttpRequest& req, std::string text);

}  // namespace manqala
