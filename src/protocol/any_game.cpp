#include "protocol/any_game.h"

#include "core/almanqala.h"
#include "core/hawalis.h"
#include "core/options.h"
#include "core/perft.h"

namespace manqala {

namespace {

// Where the two games differ in naming pits; everything else is common.
bool parse_move(const Hawalis&, std::string_view name, Side mover, Move& m) {
  Side owner;
  int i = 0;
  if (!Hawalis::parse_pit(name, owner, i) || owner != mover) return false;
  m = static_cast<Move>(i);
  return true;
}
bool parse_move(const AlManqala&, std::string_view name, Side mover, Move& m) {
  int i = 0;
  if (!AlManqala::parse_pit(name, i) || AlManqala::owner(i) != mover) return false;
  m = static_cast<Move>(i);
  return true;
}
std::string pit_of(const Hawalis&, Side s, int i) { return Hawalis::pit_name(s, i); }
std::string pit_of(const AlManqala&, Side s, int i) {
  return AlManqala::pit_name(s == Side::South ? i : 7 + i);
}

template <class Rules>
class GameOf final : public AnyGame {
 public:
  explicit GameOf(Rules rules) : game_(std::move(rules)) {}
  std::unique_ptr<AnyGame> clone() const override { return std::make_unique<GameOf>(*this); }

  std::string_view name() const override { return Rules::kName; }
  std::string options_text() const override { return manqala::options_text(rules().options()); }
  int rows() const override { return Rules::kRows; }
  std::vector<std::string> pits_of(Side s) const override {
    std::vector<std::string> names;
    for (int i = 0; i < (Rules::kRows == 4 ? 14 : 7); ++i) names.push_back(pit_of(rules(), s, i));
    return names;
  }

  void new_game() override { game_.reset(rules().start()); }
  void set_position(std::string_view text) override { game_.reset(rules().from_text(text)); }
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

  void play(std::string_view name) override { game_.play(legal_move(name)); }
  MoveTrace trace(std::string_view name) const override {
    return trace_move(rules(), game_.position(), legal_move(name));
  }
  Move legal_move(std::string_view name) const {
    if (game_.over()) throw ParseError("the game is over (" + status_text(game_.result()) + ")");
    Move m = 0;
    if (!parse_move(rules(), name, game_.position().to_move, m)) {
      std::string shown(name.substr(0, 20));
      throw ParseError("'" + shown + "' is not a pit of the side to move (" +
                       side_letter(game_.position().to_move) + ")");
    }
    if (!game_.is_legal(m)) {
      std::string legal;
      for (const auto& n : legal_moves()) legal += (legal.empty() ? "" : " ") + n;
      throw ParseError("move " + std::string(name) + " is not legal here (legal: " + legal + ")");
    }
    return m;
  }
  bool undo() override { return game_.undo(); }
  Result share_result() const override {
    if constexpr (requires { rules().share_by_agreement(game_.position()); }) {
      if (!game_.over()) return rules().share_by_agreement(game_.position());
    }
    return {};
  }
  void share_loop() override {
    if (game_.over()) throw ParseError("the game is over (" + status_text(game_.result()) + ")");
    Result r = share_result();
    if (!r.over()) throw ParseError(std::string(Rules::kName) + " has no sharing of a loop");
    game_.end_by_agreement(r);
  }
  std::vector<std::string> moves() const override {
    std::vector<std::string> names;
    const auto& h = game_.history();
    for (size_t i = 0; i < game_.moves().size(); ++i)
      names.push_back(rules().move_name(h[i], game_.moves()[i]));
    return names;
  }

  Result result() const override { return game_.result(); }
  Side to_move() const override { return game_.position().to_move; }
  int captured(Side s) const override { return game_.position().captured[index(s)]; }
  BoardRows board() const override { return rules().to_fields(game_.position()).counts; }
  int total_seeds() const override { return rules().total_seeds(); }

  uint64_t perft(int depth) const override { return manqala::perft(game_, depth); }
  std::vector<std::pair<std::string, uint64_t>> divide(int depth) const override {
    std::vector<std::pair<std::string, uint64_t>> out;
    for (auto [m, n] : perft_divide(game_, depth))
      out.emplace_back(rules().move_name(game_.position(), m), n);
    return out;
  }

  Report think(const PlayerOptions& player, const SearchLimits& limits, TranspositionTable& tt,
               const std::atomic<bool>& stop, const ReportSink& on_info) const override {
    auto to_report = [&](const SearchInfo& info) {
      Report r{info.depth, info.seldepth, info.score, info.nodes, info.time_ms, {}};
      Game<Rules> line = game_;
      for (Move m : info.pv) {
        if (!line.is_legal(m)) break;
        r.pv.push_back(rules().move_name(line.position(), m));
        line.play(m);
      }
      return r;
    };
    SearchInfo best = manqala::think(game_, player, limits, tt, stop, [&](const SearchInfo& info) {
      if (on_info) on_info(to_report(info));
    });
    return to_report(best);
  }

 private:
  const Rules& rules() const { return game_.rules(); }
  Game<Rules> game_;
};

}  // namespace

std::vector<std::string_view> game_names() { return {Hawalis::kName, AlManqala::kName}; }

std::unique_ptr<AnyGame> make_game(std::string_view name,
                                   const std::vector<std::string_view>& options) {
  if (name == Hawalis::kName)
    return std::make_unique<GameOf<Hawalis>>(Hawalis(parse_hawalis_options(options)));
  if (name == AlManqala::kName)
    return std::make_unique<GameOf<AlManqala>>(AlManqala(parse_almanqala_options(options)));
  throw ParseError("unknown game '" + std::string(name.substr(0, 20)) +
                   "' (games: hawalis, al-manqala)");
}

std::string score_text(int score) {
  if (is_decisive(score)) return std::string(score > 0 ? "win " : "loss ") + std::to_string(plies_to_end(score));
  const int half = score >= 0 ? kSeed / 2 : -kSeed / 2;
  return std::to_string((score + half) / kSeed);
}

std::string status_text(const Result& r) {
  if (!r.over()) return "ongoing";
  return "over " + std::string(to_string(r.winner)) + " " + std::string(to_string(r.reason));
}

}  // namespace manqala
