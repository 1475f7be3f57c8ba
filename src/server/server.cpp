#include "server/server.h"

#include <sys/resource.h>

#include <atomic>
#include <cstdio>
#include <thread>

#include "server/accounts/account_schema.h"
#include "server/archive/archive_schema.h"
#include "server/bots/bot_schema.h"
#include "server/bots/bot_store.h"
#include "server/broadcasts/broadcast_schema.h"
#include "server/common/assets.h"
#include "server/clubs/club_schema.h"
#include "server/http/connection_limits.h"
#include "server/learn/learn_schema.h"
#include "server/puzzles/puzzle_schema.h"
#include "server/otb/otb_schema.h"
#include "server/ratings/rating_schema.h"
#include "server/ratings/rating_store.h"
#include "server/study/explorer.h"
#include "server/study/study_schema.h"
#include "server/tournaments/tournament_schema.h"
#include "server/tournaments/tournament_store.h"

namespace manqala {

namespace {

// The soft limit on open descriptors is often 1024 while the hard one is far higher: raise it
// so that `connections` fit, as far as the hard limit allows (HttpServer lowers its cap to
// what is left).
void make_room_for(int connections) {
  rlimit limit{};
  if (::getrlimit(RLIMIT_NOFILE, &limit) != 0) return;
  const rlim_t wanted = static_cast<rlim_t>(connections) + http_detail::kReservedDescriptors;
  if (limit.rlim_cur != RLIM_INFINITY && limit.rlim_cur < wanted) {
    limit.rlim_cur = limit.rlim_max == RLIM_INFINITY ? wanted : std::min(wanted, limit.rlim_max);
    ::setrlimit(RLIMIT_NOFILE, &limit);
  }
}

}  // namespace

std::span<const DomainSchema> server_schemas() {
  static const DomainSchema schemas[] = {kArchiveSchema, study::kStudySchema, accounts::kAccountsSchema,
                                         ratings::kRatingsSchema, clubs::kClubsSchema, tournaments::kTournamentsSchema,
                                         otb::kOtbSchema, learn::kLearnSchema, puzzles::kPuzzleSchema,
                                         broadcasts::kBroadcastSchema, bots::kBotSchema};
  return schemas;
}

std::unique_ptr<Database> open_archive(const std::string& path) {
  auto db = std::make_unique<Database>(path);
  migrate(*db, server_schemas());
  return db;
}

Server::Server(const ServeConfig& config)
    : db_(open_archive(config.db)),
      archive_(std::make_unique<Archive>(*db_)),
      engine_(std::make_unique<EnginePool>(
          config.engine_threads > 0 ? config.engine_threads
                                    : static_cast<int>(std::max(1u, std::thread::hardware_concurrency())))),
      work_(std::make_unique<boost::asio::thread_pool>(std::max(1, config.work_threads))),
      reads_(std::make_unique<WorkLane>(config.reads)),
      jobs_(std::make_unique<WorkLane>(config.jobs)),
      start_(archive_->count_start()) {
  // A state's version: this start's number, then a count within it, so that states of a
  // later start always come after those of an earlier one.
  auto counter = std::make_shared<std::atomic<uint64_t>>(0);
  auto next_version = [start = start_, counter] { return (start << 32) | ++*counter; };
  // A rated game's ratings are applied when it ends; those a crash left undone, at this start.
  ratings::RatingStore(*db_).apply_pending();
  // A game's end: its ratings, and its tournament's result. Whatever fails here is done again
  // at the next start (pending ratings; Director::resume_all).
  // The ratings at once, on the games' pool; the tournament's next round (a pairing can take
  // seconds) and the explorer's index as heavy work, which never holds up a game.
  auto game_over = [this](const std::string& game_id) {
    try {
      ratings::RatingStore(*db_).apply(game_id);
    } catch (const std::exception& e) {
      std::fprintf(stderr, "manqala serve: after game %s: %s\n", game_id.c_str(), e.what());
    }
    jobs_->post_internal([this, game_id] {
      try {
        if (director_) director_->game_over(game_id);
        if (api_) api_->game_over(game_id);
        study::Explorer(*archive_).index(game_id);
      } catch (const std::exception& e) {
        std::fprintf(stderr, "manqala serve: after game %s: %s\n", game_id.c_str(), e.what());
      }
    });
  };
  // A correspondence game waits for this player: a notice on each of the player's pages.
  auto your_turn = [this](const std::string& game_id, int64_t account, const std::string& opponent) {
    notices_.notify(account, {{"type", "your-turn"}, {"game", game_id}, {"opponent", opponent}});
  };
  RoomContext rooms{*archive_, *engine_, work_->get_executor(), config.room, next_version, game_over, your_turn};
  rooms.tournament_of = [this](const std::string& game_id) -> std::optional<GameTournament> {
    tournaments::TournamentStore store(*db_);
    const auto board = store.board_of_game(game_id);
    if (!board) return std::nullopt;
    const auto t = store.find(board->first);
    return GameTournament{board->first, !t || t->chat};
  };
  // A game with a bot is rated in the bots' pool, apart from the games between people.
  rooms.rating_pool = [this](int64_t south, int64_t north) { return bots::BotStore(*db_).rating_pool(south, north); };
  games_ = std::make_unique<Games>(std::move(rooms), config.limits);
  director_ = std::make_unique<tournaments::Director>(*archive_, *games_, notices_);
  set_web_root_for_digest(config.web_root);  // /api/meta's build: the folder's files, when served from one
  api_ = std::make_unique<Api>(*games_, notices_, *director_, work_->get_executor(), *reads_, *jobs_,
                               config.web_root, config.secure_cookies, config.bot_requests_per_minute);
  http_ = std::make_unique<HttpServer>(*api_, config.network);
  director_->resume_all();
  backfill_explorer();
}

Server::~Server() { shut_down(); }

// Finished games from before the explorer (or whose indexing a crash cut short): a batch at a
// time as heavy work, so that a large archive neither delays the start nor holds up rooms.
void Server::backfill_explorer() {
  jobs_->post_internal([this] {
    try {
      if (study::Explorer(*archive_).backfill(50) > 0 && !shut_) backfill_explorer();
    } catch (const std::exception& e) {
      std::fprintf(stderr, "manqala serve: explorer backfill: %s\n", e.what());
    }
  });
}

void Server::run() { http_->run(); }

void Server::stop() { http_->stop(); }

void Server::shut_down() {
  if (shut_) return;
  shut_ = true;
  // The network is gone once run() returned (or never ran). Then the clocks, the engine's
  // searches and the work pool stop, in that order, before the rooms go.
  director_->shutdown();
  games_->shutdown();
  engine_->shutdown();
  work_->stop();  // timers (an engine move waiting to be stored again) do not hold it up
  work_->join();
  reads_->stop();
  jobs_->stop();
  api_->shutdown();  // password checks answer connections: done before those go
  http_.reset();
  api_.reset();
  director_.reset();
  games_.reset();
  work_.reset();
  reads_.reset();
  jobs_.reset();
  engine_.reset();
  archive_.reset();
  db_.reset();
}

int run_serve(const ServeConfig& config) {
  try {
    make_room_for(config.network.max_connections);
    Server server(config);
    std::printf("manqala serve: listening on %s\n", server.url().c_str());
    if (server.network().max_connections() < config.network.max_connections)
      std::printf("connections: at most %d, not %d: the process may open only so many files (ulimit -n)\n",
                  server.network().max_connections(), config.network.max_connections);
    std::printf("archive: %s; web files: %s; engine: up to %lld ms a move; Ctrl-C stops\n", config.db.c_str(),
                config.web_root.empty() ? "embedded" : config.web_root.c_str(),
                static_cast<long long>(config.room.engine_ms));
    std::fflush(stdout);
    server.run();
    std::printf("manqala serve: stopped\n");
    return 0;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "error: %s\n", e.what());
    return 1;
  }
}

}  // namespace manqala
