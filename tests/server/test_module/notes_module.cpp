// A domain only the tests have, to prove that a domain plugs into the server by its folder and
// one line (the last of this file) and nothing else: its own table (migrated with the
// others'), a table of routes (GET and POST /api/test-notes, a larger body at
// /api/test-notes/long, an account's own on the games' pool), and
// a listener of the games' events (a note for each game that ends), and a part of every room
// (room/room_part.h: a note for each move a player makes). module_plugin_test.cpp drives it.
#include <memory>

#include "server/archive/archive.h"
#include "server/common/module.h"
#include "server/db/statement.h"
#include "server/games/game_events.h"
#include "server/games/games.h"
#include "server/modules/register_module.h"
#include "server/room/room_part.h"

namespace manqala_test::notes {

using manqala::Events;
using nlohmann::json;

constexpr manqala::SchemaStep kSteps[] = {{"CREATE TABLE test_notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL);"}};
class NotesModule : public manqala::Module {
 public:
  explicit NotesModule(manqala::House& house) : db_(house.games.archive().database()) {
    house.events.on<manqala::GameEnded>(Events::Lane::heavy,
                                        [this](const manqala::GameEnded& e) { add("ended " + e.game_id); });
    house.games.context().parts.push_back([this](manqala::RoomCore& room) -> std::unique_ptr<manqala::RoomPart> {
      return std::make_unique<MovesNoted>(room, *this);
    });
  }
  // GET and POST /api/test-notes; a larger body at /api/test-notes/long; a logged-in
  // account's own notes on the games' pool (any route may ask for either).
  std::vector<manqala::Route> routes() override {
    return {
        {"GET", "/api/test-notes", manqala::Caller::anyone, manqala::kMaxBodyBytes, manqala::Pool::reads,
         [this](const manqala::Call& c) { c.respond(manqala::json_response(200, {{"notes", notes()}})); }},
        {"POST", "/api/test-notes", manqala::Caller::anyone, manqala::kMaxBodyBytes, manqala::Pool::reads,
         [this](const manqala::Call& c) { take(c, ""); }},
        {"POST", "/api/test-notes/long", manqala::Caller::anyone, 256 * 1024, manqala::Pool::reads,
         [this](const manqala::Call& c) { take(c, ""); }},
        {"POST", "/api/test-notes/mine", manqala::Caller::account, manqala::kMaxBodyBytes, manqala::Pool::games,
         [this](const manqala::Call& c) { take(c, c.caller.name + ": "); }},
    };
  }

 private:
  // A room's part: the moves its players make, noted (on the room's strand).
  class MovesNoted : public manqala::RoomPart {
   public:
    MovesNoted(manqala::RoomCore& room, NotesModule& notes) : room_(room), notes_(notes) {}
    void moved(const std::string& played) override { notes_.add("moved " + room_.id() + " " + played); }

   private:
    manqala::RoomCore& room_;
    NotesModule& notes_;
  };

  json notes() {
    json out = json::array();
    db_.locked([&](manqala::Connection* db) {
      manqala::Statement st(db, "SELECT text FROM test_notes ORDER BY id");
      while (st.step()) out.push_back(st.text(0));
    });
    return out;
  }
  void take(const manqala::Call& c, const std::string& by) {
    json body;
    manqala::HttpResponse bad;
    if (!manqala::parse_object(c.req, body, bad)) return c.respond(bad);
    add(by + manqala::string_field(body, "text"));
    c.respond(manqala::json_response(201, {{"added", true}}));
  }
  void add(const std::string& text) {
    db_.locked([&](manqala::Connection* db) { manqala::Statement(db, "INSERT INTO test_notes (text) VALUES (?)").bind(1, text).run(); });
  }

  manqala::Database& db_;
};

const manqala::ModuleEntry kModule{"test-notes", manqala::DomainSchema{"test-notes", kSteps},
                                   [](manqala::House& h) -> std::unique_ptr<manqala::Module> {
                                     return std::make_unique<NotesModule>(h);
                                   }};

}  // namespace manqala_test::notes

MANQALA_REGISTER_SERVER_MODULE(manqala_test::notes::kModule)
