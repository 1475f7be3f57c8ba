#include "server/http/request_checks.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <string_view>
#include <vector>

namespace manqala::http_detail {

namespace http = boost::beast::http;

namespace {

// The elements of a comma-separated header list, over all the fields of that name, without
// their surrounding whitespace; empty elements (allowed by RFC 9110 5.6.1) are skipped.
std::vector<std::string> list_of(const http::request_header<>& head, http::field name) {
  std::vector<std::string> out;
  for (auto [it, end] = head.equal_range(name); it != end; ++it) {
    std::string_view rest(it->value().data(), it->value().size());
    while (!rest.empty()) {
      const size_t comma = std::min(rest.find(','), rest.size());
      std::string_view element = rest.substr(0, comma);
      rest.remove_prefix(std::min(comma + 1, rest.size()));
      const size_t first = element.find_first_not_of(" \t"), last = element.find_last_not_of(" \t");
      if (first != std::string_view::npos) out.emplace_back(element.substr(first, last - first + 1));
    }
  }
  return out;
}

bool is_chunked(const std::string& coding) { return boost::beast::iequals(coding, "chunked"); }

std::string quoted(const std::string& s) { return "'" + s.substr(0, 40) + "'"; }

}  // namespace

std::string framing_error(const http::request_header<>& head) {
  const auto codings = list_of(head, http::field::transfer_encoding);
  const auto lengths = list_of(head, http::field::content_length);
  const bool has_coding = head.count(http::field::transfer_encoding) > 0;
  if (has_coding && head.version() < 11) return "an HTTP/1.0 request cannot have a Transfer-Encoding";
  if (has_coding && head.count(http::field::content_length) > 0)
    return "a request cannot have both Transfer-Encoding and Content-Length";
  if (has_coding && (codings.empty() || !is_chunked(codings.back())))
    return "the Transfer-Encoding must end in chunked, not " + quoted(codings.empty() ? "" : codings.back());
  if (std::count_if(codings.begin(), codings.end(), is_chunked) > 1) return "chunked may be applied only once";
  for (const std::string& length : lengths) {
    uint64_t n = 0;
    const auto [end, ec] = std::from_chars(length.data(), length.data() + length.size(), n);
    if (ec != std::errc() || end != length.data() + length.size()) return "Content-Length " + quoted(length) + " is not a number";
    if (length != lengths.front()) return "the Content-Length values differ";
  }
  if (head.count(http::field::content_length) > 0 && lengths.empty()) return "the Content-Length is empty";
  return "";
}

std::optional<HttpResponse> upgrade_refusal(const http::request<http::string_body>& req) {
  if (req.version() != 11) return error_response(400, "a WebSocket upgrade must be an HTTP/1.1 request");
  if (req.count(http::field::host) == 0) return error_response(400, "the WebSocket upgrade has no Host header");
  const auto key = req[http::field::sec_websocket_key];
  // RFC 6455 4.1: 16 random bytes in base64, so 22 digits and "==".
  const bool key_ok = key.size() == 24 && key.substr(22) == "==" &&
                      std::all_of(key.begin(), key.begin() + 22, [](char c) {
                        return std::isalnum(static_cast<unsigned char>(c)) || c == '+' || c == '/';
                      });
  if (!key_ok) return error_response(400, "the WebSocket upgrade needs a Sec-WebSocket-Key of 16 bytes in base64");
  if (req[http::field::sec_websocket_version] != "13") {
    HttpResponse res = error_response(426, "only WebSocket version 13 is spoken here");
    res.headers.emplace_back("Sec-WebSocket-Version", "13");  // RFC 6455 4.4
    return res;
  }
  return std::nullopt;
}

}  // namespace manqala::http_detail
