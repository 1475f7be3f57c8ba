#include "server/common/http_cache.h"

#include "server/common/digest.h"

namespace manqala {

namespace {

// Whether If-None-Match (a list of entity tags, or *) names `etag`; a weak tag matches too.
bool names(const std::string& header, const std::string& etag) {
  size_t at = 0;
  while (at < header.size()) {
    const size_t comma = header.find(',', at);
    std::string tag = header.substr(at, comma == std::string::npos ? std::string::npos : comma - at);
    const size_t first = tag.find_first_not_of(' '), last = tag.find_last_not_of(' ');
    tag = first == std::string::npos ? "" : tag.substr(first, last - first + 1);
    if (tag.starts_with("W/")) tag = tag.substr(2);
    if (tag == "*" || tag == etag) return true;
    if (comma == std::string::npos) break;
    at = comma + 1;
  }
  return false;
}

}  // namespace

HttpResponse revalidated(const HttpRequest& req, std::string text) {
  const std::string etag = "\"" + Digest::of(text) + "\"";
  HttpResponse r{200, "application/json", std::move(text), {{"ETag", etag}, {"Cache-Control", "no-cache"}}};
  if (!req.if_none_match.empty() && names(req.if_none_match, etag)) {
    r.status = 304;
    r.body.clear();
  }
  return r;
}

}  // namespace manqala
