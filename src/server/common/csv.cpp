#include "server/common/csv.h"

namespace manqala {

std::string csv_cell(const std::string& text) {
  if (text.find_first_of(",\"\n\r") == std::string::npos) return text;
  std::string out = "\"";
  for (char c : text) out += c == '"' ? std::string("\"\"") : std::string(1, c);
  return out + "\"";
}

std::string csv_text(const std::string& text) {
  const bool formula = !text.empty() && std::string("=+-@").find(text[0]) != std::string::npos;
  return csv_cell(formula ? "'" + text : text);
}

}  // namespace manqala
