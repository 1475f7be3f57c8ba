#include "facade/game_description.h"

#include "core/notation.h"

namespace manqala {

bool BoardGeometry::owner_of_pit(std::string_view pit, Side& owner) const {
  int column = 0, row = 0;
  if (!parse_pit_label(pit, rows, columns, column, row)) return false;
  owner = owner_of_row(row);
  return true;
}

std::optional<EndReason> GameDescription::end_reason(std::string_view word) const {
  for (EndReason r : end_reasons())
    if (r.word() == word) return r;
  return std::nullopt;
}

bool GameDescription::is_result_text(std::string_view text) const {
  const auto w = split_words(text);
  if (w.size() == 1) return w[0] == "ongoing";
  if (w.size() != 3 || w[0] != "over") return false;
  if (w[1] != "S" && w[1] != "N" && w[1] != "draw") return false;
  if (w[1] == "draw" && w[2] == kAgreedDraw) return agrees_draws();
  if (w[2] == kAdjudicated || w[2] == kAbandoned) return true;
  return end_reason(w[2]) || (w[1] != "draw" && is_off_board_reason(w[2]));
}

std::string GameDescription::options_help() const {
  std::string out;
  for (const OptionInfo& o : options()) {
    std::string values;
    switch (o.kind) {
      case OptionInfo::Kind::Flag:
      case OptionInfo::Kind::Choice:
        for (const auto& c : o.choices) values += (values.empty() ? "" : "|") + c;
        break;
      case OptionInfo::Kind::Number: values = std::to_string(o.min) + "-" + std::to_string(o.max); break;
      case OptionInfo::Kind::NumberList:
        values = "list of " + std::to_string(o.min) + "-" + std::to_string(o.max);
        break;
    }
    out += "  " + o.name + "=" + o.default_value + " (" + values + "): " + o.help + "\n";
  }
  return out;
}

}  // namespace manqala
