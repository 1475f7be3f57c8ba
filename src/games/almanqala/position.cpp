// Al-manqala notation (RULES.md "Coordinates and notation"): pit names and position text.
#include "games/almanqala/almanqala.h"
#include "games/almanqala/circuit.h"

namespace manqala {

using namespace almanqala;

std::string AlManqala::pit_name(int i) { return pit_label(column_of(i), row_of(i)); }

bool AlManqala::parse_pit(std::string_view name, int& circuit_index) {
  int col = 0, row = 0;
  if (!parse_pit_label(name, kRows, kColumns, col, row)) return false;
  circuit_index = index_at(row, col);
  return true;
}

std::optional<Move> AlManqala::parse_move(std::string_view name, Side mover) const {
  int i = 0;
  if (!parse_pit(name, i) || owner(i) != mover) return std::nullopt;
  return static_cast<Move>(i);
}

std::vector<std::string> AlManqala::pit_names(Side s) {
  std::vector<std::string> names;
  for (int i = 0; i < 7; ++i) names.push_back(pit_name(first_pit(s) + i));
  return names;
}

std::vector<std::vector<std::string>> AlManqala::circuits() {
  std::vector<std::string> loop = pit_names(Side::South);
  for (auto& name : pit_names(Side::North)) loop.push_back(std::move(name));
  return {loop};
}

std::string AlManqala::to_text(const Position& p) const { return format_position_fields(to_fields(p)); }

PositionFields AlManqala::to_fields(const Position& p) const {
  PositionFields f;
  f.counts.assign(kRows, std::vector<int>(kColumns));
  for (int i = 0; i < kCircuit; ++i) f.counts[row_of(i) - 1][column_of(i)] = p.pits[i];
  f.take_turn_of(p);
  return f;
}

AlManqala::Position AlManqala::from_text(std::string_view text) const {
  PositionFields f = parse_position_fields(text, kRows, kColumns, total_seeds());
  Position p{};
  for (int i = 0; i < kCircuit; ++i)
    p.pits[i] = static_cast<uint8_t>(f.counts[row_of(i) - 1][column_of(i)]);
  f.give_turn_to(p);
  pass_if_empty(p);
  return p;
}

}  // namespace manqala
