// Hawalis notation (RULES.md "Coordinates and notation"): pit names and position text.
#include "games/hawalis/circuit.h"
#include "games/hawalis/hawalis.h"

namespace manqala {

using namespace hawalis;

std::string Hawalis::pit_name(Side owner, int i) { return pit_label(column_of(i), row_of(owner, i)); }

bool Hawalis::parse_pit(std::string_view name, Side& owner, int& circuit_index) {
  int col = 0, row = 0;
  if (!parse_pit_label(name, kRows, kColumns, col, row)) return false;
  owner = row <= 2 ? Side::South : Side::North;
  circuit_index = index_at(row, col);
  return true;
}

std::optional<Move> Hawalis::parse_move(std::string_view name, Side mover) const {
  Side owner;
  int i = 0;
  if (!parse_pit(name, owner, i) || owner != mover) return std::nullopt;
  return static_cast<Move>(i);
}

std::vector<std::string> Hawalis::pit_names(Side s) {
  std::vector<std::string> names;
  for (int i = 0; i < kCircuit; ++i) names.push_back(pit_name(s, i));
  return names;
}

std::string Hawalis::to_text(const Position& p) const { return format_position_fields(to_fields(p)); }

PositionFields Hawalis::to_fields(const Position& p) const {
  PositionFields f;
  f.counts.assign(kRows, std::vector<int>(kColumns));
  for (Side s : {Side::South, Side::North})
    for (int i = 0; i < kCircuit; ++i) f.counts[row_of(s, i) - 1][column_of(i)] = p.pits[index(s)][i];
  f.take_turn_of(p);
  return f;
}

Hawalis::Position Hawalis::from_text(std::string_view text) const {
  PositionFields f = parse_position_fields(text, kRows, kColumns, total_seeds());
  Position p{};
  for (Side s : {Side::South, Side::North})
    for (int i = 0; i < kCircuit; ++i)
      p.pits[index(s)][i] = static_cast<uint8_t>(f.counts[row_of(s, i) - 1][column_of(i)]);
  f.give_turn_to(p);
  return p;
}

}  // namespace manqala
