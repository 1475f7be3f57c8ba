#include "server/room/move_command.h"

#include "core/notation.h"

namespace manqala {

MoveCommand MoveCommand::from_json(const nlohmann::json& j, const std::string& seat) {
  auto text = [&](const char* name, const std::string& fallback) {
    if (!j.contains(name)) return fallback;
    if (!j[name].is_string()) throw ParseError(std::string("'") + name + "' must be a string");
    return j[name].get<std::string>();
  };
  if (!j.contains("ply") || !j["ply"].is_number_integer())
    throw ParseError("'ply' must be the ply of the state you saw (a whole number)");
  return {text("token", seat), text("move", ""), j["ply"].get<int64_t>()};
}

}  // namespace manqala
