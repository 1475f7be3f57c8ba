// The facade's implementation for one game's rules class: a GameDescription and an AnyGame
// over Game<Rules>. games/registry.cpp instantiates it once for each game of the registry.
#pragma once

#include "core/game.h"
#include "core/game_rules.h"
#include "core/perft.h"
#include "facade/any_game.h"
#include "search/endgame_scores.h"
#include "tablebase/sentences.h"

namespace manqala {

template <GameRules Rules>
class DescriptionOf final : public GameDescription {
 public:
  static const DescriptionOf& instance() {
    static const DescriptionOf d;
    return d;
  }
  std::string_view name() const override { return Rules::kName; }
  std::string_view title() const override { return Rules::kTitle; }
  std::string_view folder() const override { return Rules::kFolder; }
  const BoardGeometry& geometry() const override {
    static const BoardGeometry g{Rules::kRows, Rules::kColumns, Rules::circuits()};
    return g;
  }
  std::span<const EndReason> end_reasons() const override { return Rules::end_reasons(); }
  const std::vector<OptionInfo>& options() const override { return Rules::option_schema().info(); }
  bool shares_loops() const override { return SharesLoops<Rules>; }
  bool agrees_draws() const override {
    if constexpr (requires { Rules::kAgreedDraws; }) return AgreesDraws<Rules>;
    return false;
  }
  std::vector<int> level_ratings() const override {
    const auto r = manqala::level_ratings(level_ladder(Rules(typename Rules::Options{})));
    return {r.begin(), r.end()};
  }
  std::string options_text(const std::vector<std::string_view>& words) const override {
    return Rules::option_schema().text(parse(words));
  }
  std::string unbounded_work(const std::vector<std::string_view>& words) const override {
    return Rules::unbounded_work(parse(words));
  }
  std::string start_text(const std::vector<std::string_view>& words) const override {
    const Rules rules(parse(words));
    return rules.to_text(rules.start());
  }
  std::unique_ptr<AnyGame> make(const std::vector<std::string_view>& words, WorkLimit* limit) const override;

 private:
  typename Rules::Options parse(const std::vector<std::string_view>& words) const {
    return Rules::option_schema().parse(words, Rules::kName);
  }
};

template <GameRules Rules>
class GameOf final : public AnyGame {
 public:
  GameOf(Rules rules, WorkLimit* limit) : game_(std::move(rules), limit) {}
  std::unique_ptr<AnyGame> clone() const override {
    auto copy = std::make_unique<GameOf>(*this);
    copy->limit_ = nullptr;
    return copy;
  }

  const GameDescription& description() const override { return DescriptionOf<Rules>::instance(); }
  std::string options_text() const override { return Rules::option_schema().text(rules().options()); }
  std::vector<std::string> pits_of(Side s) const override { return Rules::pit_names(s); }

  void new_game() override { game_.reset(rules().start(), limit_); }
  void set_position(std::string_view text) override { game_.reset(rules().from_text(text), limit_); }
  std::string position_text() const override { return rules().to_text(game_.position()); }
  std::string initial_text() const override { return rules().to_text(game_.initial()); }
  bool at_start_position() const override {
    return game_.initial().same_placement(rules().start()) && game_.initial().captured[0] == 0 &&
           game_.initial().captured[1] == 0;
  }

  std::vector<std::string> legal_moves() const override {
    std::vector<std::string> names;
    for (Move m : game_.legal()) names.push_back(rules().move_name(game_.position(), m));
    return names;
  }

  void play(std::string_view name) override { game_.play(legal_move(name), limit_); }
  MoveTrace play_traced(std::string_view name) override {
    const Move m = legal_move(name);
    typename Rules::Position after = game_.position();
    rules().play(after, m, limit_);
    MoveTrace t = trace_move(rules(), game_.position(), m, after);
    game_.advance(m, after, limit_);
    return t;
  }
  MoveTrace trace(std::string_view name) const override {
    const Move m = legal_move(name);
    typename Rules::Position after = game_.position();
    rules().play(after, m, limit_);
    return trace_move(rules(), game_.position(), m, after);
  }
  bool undo() override { return game_.undo(); }
  Result share_result() const override {
    if constexpr (SharesLoops<Rules>) {
      if (!game_.over()) return rules().share_by_agreement(game_.position());
    }
    return {};
  }
  void share_loop() override {
    if (game_.over()) throw ParseError("the game is over (" + status_text(game_.result()) + ")");
    const Result r = share_result();
    if (!r.over()) throw ParseError(std::string(Rules::kName) + " has no sharing of a loop");
    game_.end_by_agreement(r);
  }
  std::vector<std::string> moves() const override {
    std::vector<std::string> names;
    const auto& h = game_.history();
    for (size_t i = 0; i < game_.moves().size(); ++i) names.push_back(rules().move_name(h[i], game_.moves()[i]));
    return names;
  }

  Result result() const override { return game_.result(); }
  Side to_move() const override { return game_.position().to_move; }
  int captured(Side s) const override { return game_.position().captured[index(s)]; }
  BoardRows board() const override { return rules().to_fields(game_.position()).counts; }
  int total_seeds() const override { return rules().total_seeds(); }

  uint64_t perft(int depth) const override { return manqala::perft(game_, depth, limit_); }
  PlayoutTally random_playouts(uint64_t games, uint64_t seed, int max_plies) const override {
    return manqala::random_playouts(game_, games, seed, max_plies, limit_);
  }
  std::vector<std::pair<std::string, uint64_t>> divide(int depth) const override {
    std::vector<std::pair<std::string, uint64_t>> out;
    for (auto [m, n] : perft_divide(game_, depth, limit_)) out.emplace_back(rules().move_name(game_.position(), m), n);
    return out;
  }

  Report think(const PlayerOptions& player, const SearchLimits& limits, TranspositionTable& tt,
               const std::atomic<bool>& stop, const ReportSink& on_info) const override {
    // The line's moves by name, each played from the last without judging the positions (a
    // search line holds legal moves only). A line whose sowings are long is cut short rather
    // than hold up the report.
    auto to_report = [&](const SearchInfo& info) {
      Report r{info.depth, info.seldepth, info.score, info.nodes, info.time_ms, {}, info.tbhits, info.multipv};
      typename Rules::Position p = game_.position();
      WorkLimit naming;
      naming.lap_budget(kNamingLaps);
      try {
        for (Move m : info.pv) {
          r.pv.push_back(rules().move_name(p, m));
          rules().play(p, m, &naming);
        }
      } catch (const RulesInterrupted&) {
      }
      return r;
    };
    const SearchInfo best = manqala::think(game_, player, limits, tt, stop, [&](const SearchInfo& info) {
      if (on_info) on_info(to_report(info));
    });
    return to_report(best);
  }

  std::optional<EndgameReport> endgame_report() const override {
    if constexpr (!HasEndgame<Rules>) {
      return std::nullopt;
    } else {
      if (game_.over()) return std::nullopt;
      const auto scores = EndgameScores<Rules>::open(rules().options());
      if (!scores) return std::nullopt;
      const auto& p = game_.position();
      const auto v = scores->tables().probe(p);
      if (!v) return std::nullopt;
      EndgameReport r;
      fill_endgame_value(r, *v);
      r.sentence = tablebase::value_sentence(*v, p.to_move);
      MoveList moves;
      typename Rules::Position after[Rules::kMaxMoves];
      const int n = rules().generate(p, moves, after);
      for (int i = 0; i < n; ++i) {
        const auto mv = scores->tables().after_move(p, after[i]);
        if (!mv) continue;
        r.moves.push_back({rules().move_name(p, moves.moves[i]), tablebase::move_value_text(*mv), mv->half_seeds,
                           mv->outcome, mv->plies});
      }
      return r;
    }
  }

 private:
  static void fill_endgame_value(EndgameReport& r, const tablebase::EndgameValue& v) {
    r.kind = v.kind == tablebase::ValueKind::HalfSeeds ? "seeds" : "plies";
    r.half_seeds = v.half_seeds;
    r.board = v.board;
    r.outcome = v.outcome;
    r.plies = v.plies;
  }
  static constexpr uint64_t kNamingLaps = 1 << 20;  // about 10 ms of sowing
  const Rules& rules() const { return game_.rules(); }
  Move legal_move(std::string_view name) const {
    if (game_.over()) throw ParseError("the game is over (" + status_text(game_.result()) + ")");
    const std::optional<Move> m = rules().parse_move(name, game_.position().to_move);
    if (!m)
      throw ParseError("'" + std::string(name.substr(0, 20)) + "' is not a pit of the side to move (" +
                       side_letter(game_.position().to_move) + ")");
    if (!game_.is_legal(*m)) {
      std::string legal;
      for (const auto& n : legal_moves()) legal += (legal.empty() ? "" : " ") + n;
      throw ParseError("move " + std::string(name.substr(0, 20)) + " is not legal here (legal: " + legal + ")");
    }
    return *m;
  }
  Game<Rules> game_;
};

template <GameRules Rules>
std::unique_ptr<AnyGame> DescriptionOf<Rules>::make(const std::vector<std::string_view>& words,
                                                    WorkLimit* limit) const {
  return std::make_unique<GameOf<Rules>>(Rules(parse(words)), limit);
}

}  // namespace manqala
