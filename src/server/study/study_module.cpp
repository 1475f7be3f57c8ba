// The study's domain (docs/analysis.md): the analysis board, the explorer and reviews. It
// indexes every finished and every imported game for the explorer, and at each start those a
// crash or an older server left out.
#include <atomic>

#include "server/common/module.h"
#include "server/games/game_events.h"
#include "server/study/study_routes.h"
#include "server/study/study_schema.h"

namespace manqala::study {
namespace {

class StudyModule : public RoutesModule<StudyRoutes> {
 public:
  explicit StudyModule(House& house) : RoutesModule(house.games, house.jobs), archive_(house.games.archive()), jobs_(house.jobs) {
    house.events.on<GameEnded>(Events::Lane::heavy, [this](const GameEnded& e) { Explorer(archive_).index(e.game_id); });
    house.events.on<GameImported>(Events::Lane::now, [this](const GameImported& e) { domain.imported(e.game_id); });
  }
  void start() override { backfill(); }
  void stop() override { stopped_ = true; }

 private:
  // Finished games from before the explorer (or whose indexing a crash cut short): a batch at a
  // time as heavy work, so that a large archive neither delays the start nor holds up rooms.
  void backfill() {
    jobs_.internal([this] {
      try {
        if (Explorer(archive_).backfill(50) > 0 && !stopped_) backfill();
      } catch (const std::exception& e) {
        std::fprintf(stderr, "manqala serve: explorer backfill: %s\n", e.what());
      }
    });
  }

  Archive& archive_;
  JobQueue jobs_;
  std::atomic<bool> stopped_{false};
};

}  // namespace

extern const ModuleEntry kModule{"study", kStudySchema, [](House& h) -> std::unique_ptr<Module> {
                                   return std::make_unique<StudyModule>(h);
                                 }};

}  // namespace manqala::study
