// The endgame tables the search consults (docs/tablebases.md, "Use"): one tables directory for
// the process (`manqala engine --tb DIR`, `setoption tbpath DIR`, `manqala serve --tb DIR`),
// opened per game and rule options on first use and shared by every search.
#pragma once

#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>

#include "search/score.h"
#include "tablebase/endgame_of.h"
#include "tablebase/probe.h"

namespace manqala {

// Sets the tables directory ("" for none). Throws tablebase::TableError when it is not a
// directory; the tables in it are checked when a game first asks for them.
void set_tablebase_dir(const std::string& dir);
std::string tablebase_dir();

template <class Rules>
class EndgameScores {
 public:
  using Endgame = typename EndgameOf<Rules>::type;
  using Position = typename Rules::Position;

  explicit EndgameScores(tablebase::EndgameTables<Endgame> tables) : tables_(std::move(tables)) {}

  // The tables for these options under the process's directory; null when there is none, the
  // game has no tables, or they cannot be used under these options (tablebase_error() says why).
  static std::shared_ptr<const EndgameScores> open(const typename Rules::Options& options);

  // The search score (search/score.h) of `p`, `ply` plies from the root, if it is in the tables.
  // Al-manqala: the final margin in seeds; Hawalis: a win or loss in so many plies, or 0.
  std::optional<int> score(const Position& p, int ply) const {
    const auto v = tables_.probe(p);
    if (!v) return std::nullopt;
    if (v->kind == tablebase::ValueKind::HalfSeeds) {
      // The final margin: (mine + half_seeds / 2) - (theirs + board - half_seeds / 2).
      const int me = index(p.to_move);
      return (p.captured[me] - p.captured[1 - me] - v->board + v->half_seeds) * kSeed;
    }
    if (v->outcome == 0) return 0;
    const int to_end = kWin - ply - v->plies;
    return v->outcome > 0 ? to_end : -to_end;
  }

  const tablebase::EndgameTables<Endgame>& tables() const { return tables_; }

 private:
  tablebase::EndgameTables<Endgame> tables_;
};

// A game without endgame tables (no EndgameOf) never has scores from them.
template <class Rules>
  requires(!HasEndgame<Rules>)
class EndgameScores<Rules> {
 public:
  static std::shared_ptr<const EndgameScores> open(const typename Rules::Options&) { return nullptr; }
  std::optional<int> score(const typename Rules::Position&, int) const { return std::nullopt; }
};

// Why the last attempt to open tables failed ("" when it did not).
std::string tablebase_error();

namespace detail {
// The process's cache of opened tables, by game and options key.
std::shared_ptr<const void> cached_tables(const std::string& key, const std::function<std::shared_ptr<const void>()>& open);
void note_tablebase_error(const std::string& message);
}  // namespace detail

template <class Rules>
std::shared_ptr<const EndgameScores<Rules>> EndgameScores<Rules>::open(const typename Rules::Options& options) {
  const std::string dir = tablebase_dir();
  if (dir.empty()) return nullptr;
  const Endgame endgame(options);
  const std::string key = dir + "\n" + std::string(Rules::kName) + "\n" + endgame.options_key() + "\n" +
                          std::to_string(endgame.rules().total_seeds()) + "\n" +
                          std::to_string(endgame.refusal().empty());
  auto any = detail::cached_tables(key, [&]() -> std::shared_ptr<const void> {
    try {
      tablebase::EndgameTables<Endgame> tables(endgame, dir);
      if (tables.max_level() < 0) return nullptr;
      return std::make_shared<const EndgameScores>(std::move(tables));
    } catch (const tablebase::TableError& e) {
      detail::note_tablebase_error(e.what());
      return nullptr;
    }
  });
  return std::static_pointer_cast<const EndgameScores>(any);
}

}  // namespace manqala
