// Cells of the CSV files the server writes (an online tournament's standings, an over-the-board
// tournament's rating report).
#pragma once

#include <string>

namespace manqala {

// A CSV cell: quoted when it holds a comma, a quote or a line break.
std::string csv_cell(const std::string& text);
// The same for a text people typed (a name): one a spreadsheet would take for a formula (=, +,
// -, @ first) is kept as text with a leading apostrophe.
std::string csv_text(const std::string& text);

}  // namespace manqala
