#include "facade/game_description.h"

#include "core/notation.h"

namespace manqala {

bool BoardGeometry::owner_of_pit(std::string_view pit, Side& owner) const {
  int column = 0, row = 0;
  if (!parse_pit_label(pit, rows, column, row)) return false;
  owner = owner_of_row(row);
  return true;
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
