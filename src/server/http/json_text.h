// JSON as the server sends it, in answers and WebSocket messages.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace manqala {

// JSON text that never throws: strings from clients may hold bytes that are not UTF-8 (in an
// error message that quotes them); those become U+FFFD instead of an exception.
inline std::string json_text(const nlohmann::json& j) {
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace manqala
