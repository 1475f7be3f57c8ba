// A domain only the tests have, to prove that a domain plugs into the server by its folder and
// one line (the last of this file) and nothing else: its own table (migrated with the
// others'), routes (GET and POST /api/test-notes, a larger body at /api/test-notes/long), and
// a listener of the games' events (a note for each game that ends). module_plugin_test.cpp
// drives it.
#include <memory>

#include "server/archive/archive.h"
#include "server/common/module.h"
#include "server/db/statement.h"
#include "server/games/game_events.h"
#include "server/games/games.h"
#include "server/modules/register_module.h"

namespace manqala_test::notes {

using manqala::Events;
using manqala::HttpRequest;
using manqala::Respond;
using manqala::Target;
using nlohmann::json;

constexpr manqala::SchemaStep kSteps[] = {{"CREATE TABLE test_notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL);"}};
constexpr manqala::BodyLimit kBodyLimits[] = {{"/api/test-notes/long", "/api/test-notes/long", 256 * 1024}};

class NotesModule : public manqala::Module {
 public:
  explicit NotesModule(manqala::House& house) : db_(house.games.archive().database()) {
    house.events.on<manqala::GameEnded>(Events::Lane::heavy,
                                        [this](const manqala::GameEnded& e) { add("ended " + e.game_id); });
  }
  bool handle(const HttpRequest& req, const Target& t, const Respond& respond) override {
    if (t.segments.size() < 2 || t.segments[1] != "test-notes") return false;
    if (req.method == "GET") {
      json notes = json::array();
      db_.locked([&](sqlite3* db) {
        manqala::Statement st(db, "SELECT text FROM test_notes ORDER BY id");
        while (st.step()) notes.push_back(st.text(0));
      });
      return respond(manqala::json_response(200, {{"notes", notes}})), true;
    }
    json body;
    manqala::HttpResponse bad;
    if (!manqala::parse_object(req, body, bad)) return respond(bad), true;
    add(manqala::string_field(body, "text"));
    respond(manqala::json_response(201, {{"added", true}}));
    return true;
  }

 private:
  void add(const std::string& text) {
    db_.locked([&](sqlite3* db) { manqala::Statement(db, "INSERT INTO test_notes (text) VALUES (?)").bind(1, text).run(); });
  }

  manqala::Database& db_;
};

const manqala::ModuleEntry kModule{"test-notes", manqala::DomainSchema{"test-notes", kSteps}, kBodyLimits,
                                   [](manqala::House& h) -> std::unique_ptr<manqala::Module> {
                                     return std::make_unique<NotesModule>(h);
                                   }};

}  // namespace manqala_test::notes

MANQALA_REGISTER_SERVER_MODULE(manqala_test::notes::kModule)
