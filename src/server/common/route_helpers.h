// What every group of HTTP routes needs: JSON answers and errors, the target split into path
// and query, a JSON object body, fields read with clear errors, and the answer for an
// exception out of a route.
#pragma once

#include <exception>
#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/notation.h"
#include "games/registry.h"
#include "server/http/message.h"

namespace manqala {

HttpResponse json_response(int status, const nlohmann::json& body);
HttpResponse error(int status, const std::string& message);
// A refusal the page puts in the reader's words: its English words, a code (the catalogs'
// error.code.<code>) and the values it names.
HttpResponse error(int status, const std::string& message, const std::string& code,
                   const nlohmann::json& values = nlohmann::json::object());

// The values a ParseError names, as a refusal's JSON carries them.
nlohmann::json parse_error_values(const ParseError& e);

// "/a/b?x=1&y=2" as its path segments and query parameters.
struct Target {
  std::vector<std::string> segments;
  std::map<std::string, std::string> query;
  std::string path;
};
Target parse_target(const std::string& target);

// The token of an "Authorization: Bearer <token>" header ("" for any other).
std::string bearer_token(const std::string& authorization);

// A JSON object body, or why not in `err`.
bool parse_object(const HttpRequest& req, nlohmann::json& out, HttpResponse& err);
// A string field (ParseError if it is there and not a string).
std::string string_field(const nlohmann::json& j, const char* name, const std::string& fallback = "");
// The game of the registry a name gives (a body's field, a query's parameter); ParseError
// naming the games otherwise.
const GameDescription& named_game(const std::string& name);
// A query number from lo to hi (ParseError otherwise).
int int_param(const std::map<std::string, std::string>& q, const char* name, int fallback, int lo, int hi);

// The answer for an exception out of a route: the client's mistake (400), a position beyond
// the server's bound (422), a refusal (common/refused.h: a limit, 429 or 503, and others), the
// archive (500), or a bug (500, and the server stays up).
HttpResponse error_of(std::exception_ptr e);

}  // namespace manqala
