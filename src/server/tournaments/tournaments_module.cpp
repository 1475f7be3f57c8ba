// The tournaments' domain (docs/tournaments.md): online arenas of Swiss and round-robin
// rounds, their director (who pairs each round when the last game of the one before ends) and
// their pages. Its games are not aborted, and their chat is the director's to allow.
#include "server/accounts/account_routes.h"
#include "server/archive/archive.h"
#include "server/clubs/club_routes.h"
#include "server/common/module.h"
#include "server/games/game_events.h"
#include "server/games/game_routes.h"
#include "server/games/games.h"
#include "server/room/game_policy.h"
#include "server/tournaments/director.h"
#include "server/tournaments/tournament_routes.h"
#include "server/tournaments/tournament_schema.h"
#include "server/tournaments/tournament_store.h"

namespace manqala::tournaments {
namespace {

class TournamentsModule : public Module {
 public:
  explicit TournamentsModule(House& house)
      : db_(house.games.archive().database()),
        director_(house.games.archive(), house.games, house.notices),
        routes_(house.games.archive(), house.borrow<accounts::AccountRoutes>(), house.borrow<clubs::ClubRoutes>(),
                director_, house.jobs) {
    house.events.on<GameEnded>(Events::Lane::heavy, [this](const GameEnded& e) { director_.game_over(e.game_id); });
    house.games.context().policies.push_back(
        [this](const std::string& game_id, GameAct act) { return refusal_in_tournament(game_id, act); });
    house.borrow<GameRoutes>().add_lobby_part([this](const GameSummary& s, nlohmann::json& entry) {
      const auto store = TournamentStore::open(db_);
      const auto board = store->board_of_game(s.id);
      if (!board) return;
      const auto t = store->find(board->first);
      entry["tournament"] = {{"id", board->first}, {"name", t ? t->name : ""}};
    });
  }
  std::vector<Route> routes() override { return routes_.table(); }
  void start() override { director_.resume_all(); }

  // A tournament's pairing needs a result: its games are resigned, or forfeited by not coming,
  // never aborted; it pairs its own rounds, so no return games; its director may turn the chat
  // off in its games.
  std::optional<RoomAnswer> refusal_in_tournament(const std::string& game_id, GameAct act) {
    const auto store = TournamentStore::open(db_);
    const auto board = store->board_of_game(game_id);
    if (!board) return std::nullopt;
    switch (act) {
      case GameAct::abort:
        return RoomAnswer::refused(Refusal::not_now,
                                   "a tournament game is not aborted: its pairing needs a result; resign instead",
                                   "abort-tournament");
      case GameAct::rematch:
        return RoomAnswer::refused(Refusal::not_now, "a tournament pairs its own rounds: no return games",
                                   "rematch-tournament");
      case GameAct::chat: {
        const auto t = store->find(board->first);
        if (t && !t->chat)
          return RoomAnswer::refused(Refusal::not_now, "the tournament's director turned the chat off in its games",
                                     "chat-off");
        return std::nullopt;
      }
      case GameAct::claim:  // a player who left a tournament's game loses it as anywhere
        return std::nullopt;
    }
    return std::nullopt;
  }
  void stop() override { director_.shutdown(); }

 private:
  Database& db_;
  Director director_;
  TournamentRoutes routes_;
};

}  // namespace

extern const ModuleEntry kModule{"tournaments", kTournamentsSchema, [](House& h) -> std::unique_ptr<Module> {
                                   return std::make_unique<TournamentsModule>(h);
                                 }};

}  // namespace manqala::tournaments
