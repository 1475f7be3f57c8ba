// One decoding of a move for both ways of sending it (room/move_command.h): the HTTP route and
// the WebSocket refuse a malformed move with the same words.
#include <gtest/gtest.h>

#include "core/notation.h"
#include "server/room/move_command.h"
#include "test_server.h"

namespace manqala_test {
namespace {

using manqala::MoveCommand;

TEST(MoveCommand, DecodesTheThreeFieldsAndRefusesTheWrongKinds) {
  const MoveCommand c = MoveCommand::from_json({{"token", "t"}, {"move", "c1"}, {"ply", 3}});
  EXPECT_EQ(c.token, "t");
  EXPECT_EQ(c.move, "c1");
  EXPECT_EQ(c.ply, 3);
  EXPECT_EQ(MoveCommand::from_json({{"move", "c1"}, {"ply", 0}}, "from hello").token, "from hello");
  EXPECT_THROW(MoveCommand::from_json({{"move", "c1"}}), manqala::ParseError);
  EXPECT_THROW(MoveCommand::from_json({{"move", "c1"}, {"ply", 1.5}}), manqala::ParseError);
  EXPECT_THROW(MoveCommand::from_json({{"move", 7}, {"ply", 0}}), manqala::ParseError);
  EXPECT_THROW(MoveCommand::from_json({{"token", nullptr}, {"move", "c1"}, {"ply", 0}}), manqala::ParseError);
}

TEST(MoveCommand, HttpAndWebSocketRefuseABadPlyAlike) {
  TestServer s;
  const Reply made = s.post("/api/games", {{"game", "al-manqala"}, {"opponent", "friend"}, {"human", "south"}});
  ASSERT_EQ(made.status, 201);
  const std::string id = made.js()["game"]["id"], token = made.js()["token"];
  const Reply http = s.post("/api/games/" + id + "/move", {{"token", token}, {"move", "c1"}, {"ply", "zero"}});
  EXPECT_EQ(http.status, 400);
  TestSocket ws(s.port(), "/api/games/" + id + "/ws");
  ws.send(json{{"type", "move"}, {"token", token}, {"move", "c1"}, {"ply", "zero"}, {"id", 1}}.dump());
  json error = json::object();
  for (int i = 0; i < 10 && error.value("type", "") != "error"; ++i) error = json::parse(ws.read(), nullptr, false);
  EXPECT_EQ(error["status"], 400);
  EXPECT_EQ(error["error"], http.js()["error"]);
}

}  // namespace
}  // namespace manqala_test
