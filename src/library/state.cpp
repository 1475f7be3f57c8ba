// manqala::api (include/manqala/manqala.h) over the game facade and the registry.
#include <algorithm>

#include "core/notation.h"
#include "games/registry.h"
#include "library/state_impl.h"

namespace manqala::api {

namespace {

std::string kind_word(OptionInfo::Kind k) {
  switch (k) {
    case OptionInfo::Kind::Flag: return "flag";
    case OptionInfo::Kind::Number: return "number";
    case OptionInfo::Kind::Choice: return "choice";
    case OptionInfo::Kind::NumberList: return "numbers";
  }
  return "";
}

Player player_of(Side s) { return s == Side::South ? Player::South : Player::North; }
Side side_of(Player p) { return p == Player::South ? Side::South : Side::North; }

}  // namespace

std::vector<std::string> game_names() {
  std::vector<std::string> names;
  for (auto name : manqala::game_names()) names.emplace_back(name);
  return names;
}

GameSpec game_spec(std::string_view game) {
  return translating_errors([&] {
    const GameDescription& d = game_named(game);
    GameSpec spec{std::string(d.name()), std::string(d.title()), d.geometry().rows, d.geometry().columns,
                  d.shares_loops(), {}, {}};
    for (EndReason r : d.end_reasons()) spec.end_reasons.emplace_back(r.word());
    for (const OptionInfo& o : d.options())
      spec.options.push_back({o.name, kind_word(o.kind), o.help, o.min, o.max, o.choices, o.default_value,
                              o.values_text()});
    return spec;
  });
}

State::State(std::string_view game, std::string_view options) : impl_(std::make_unique<Impl>()) {
  impl_->game = translating_errors([&] { return make_game(game, split_words(options)); });
}
State::State(const State& other) : impl_(std::make_unique<Impl>(Impl{other.impl_->game->clone()})) {}
State& State::operator=(const State& other) {
  // A fresh Impl, so that a moved-from state can be assigned to as well.
  if (this != &other) impl_ = std::make_unique<Impl>(Impl{other.impl_->game->clone()});
  return *this;
}
State::State(State&&) noexcept = default;
State& State::operator=(State&&) noexcept = default;
State::~State() = default;

std::string State::game() const { return std::string(impl_->game->name()); }
std::string State::options() const { return impl_->game->options_text(); }
int State::rows() const { return impl_->game->rows(); }
int State::columns() const { return impl_->game->columns(); }
int State::num_actions() const { return rows() * columns(); }

std::string State::text() const { return impl_->game->position_text(); }
void State::set_text(std::string_view position) {
  translating_errors([&] { impl_->game->set_position(position); });
}
void State::reset() { impl_->game->new_game(); }

Player State::to_move() const { return player_of(impl_->game->to_move()); }
std::vector<std::string> State::legal_moves() const { return impl_->game->legal_moves(); }
std::vector<int> State::legal_actions() const {
  std::vector<int> actions;
  for (const auto& name : legal_moves()) actions.push_back(action_of(name));
  std::sort(actions.begin(), actions.end());
  return actions;
}

int State::action_of(std::string_view move) const {
  int column = 0, row = 0;
  if (!parse_pit_label(move, rows(), columns(), column, row))
    throw Error("'" + std::string(move.substr(0, 20)) + "' is not a pit name (a1.." + pit_label(columns() - 1, rows()) +
                ")");
  return (row - 1) * columns() + column;
}
std::string State::move_of(int action) const {
  if (action < 0 || action >= num_actions())
    throw Error("action " + std::to_string(action) + " is out of range (0.." + std::to_string(num_actions() - 1) +
                ")");
  return pit_label(action % columns(), action / columns() + 1);
}

void State::play(std::string_view move) {
  translating_errors([&] { impl_->game->play(move); });
}
void State::play(int action) { play(move_of(action)); }
bool State::undo() { return impl_->game->undo(); }
void State::share_loop() {
  translating_errors([&] { impl_->game->share_loop(); });
}
std::vector<std::string> State::history() const { return impl_->game->moves(); }

Outcome State::outcome() const {
  const Result r = impl_->game->result();
  Outcome o;
  o.over = r.over();
  o.winner = static_cast<Winner>(r.winner);  // the same order: None, South, North, Draw
  if (o.over) o.reason = std::string(to_string(r.reason));
  o.captured_south = captured(Player::South);
  o.captured_north = captured(Player::North);
  return o;
}
bool State::is_over() const { return impl_->game->result().over(); }
int State::captured(Player p) const { return impl_->game->captured(side_of(p)); }
int State::total_seeds() const { return impl_->game->total_seeds(); }

std::vector<int> State::board() const {
  std::vector<int> counts;
  for (const auto& row : impl_->game->board()) counts.insert(counts.end(), row.begin(), row.end());
  return counts;
}

std::vector<float> State::observation() const {
  const std::vector<int> counts = board();
  const bool turned = impl_->game->to_move() == Side::North;
  const auto total = static_cast<float>(total_seeds());
  std::vector<float> out(counts.size() + 2);
  // Turning the board half round reverses the row-major order.
  for (size_t i = 0; i < counts.size(); ++i) out[i] = static_cast<float>(counts[turned ? counts.size() - 1 - i : i]) / total;
  const Side me = impl_->game->to_move();
  out[counts.size()] = static_cast<float>(impl_->game->captured(me)) / total;
  out[counts.size() + 1] = static_cast<float>(impl_->game->captured(opponent(me))) / total;
  return out;
}

uint64_t State::perft(int depth) const {
  if (depth < 0) throw Error("perft depth must be 0 or more, not " + std::to_string(depth));
  return impl_->game->perft(depth);
}

PlayoutStats random_playouts(const State& state, uint64_t games, uint64_t seed, int max_plies) {
  if (max_plies < 0) throw Error("max_plies must be 0 or more, not " + std::to_string(max_plies));
  const PlayoutTally t = state.impl().game->random_playouts(games, seed, max_plies);
  return {t.games, t.south_wins, t.north_wins, t.draws, t.unfinished, t.plies};
}

}  // namespace manqala::api
