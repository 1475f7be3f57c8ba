#include "core/options.h"

#include "core/text.h"

namespace manqala {

namespace {

// The code of a wrong value (docs/web-api.md "Errors"): what the option takes says which.
[[noreturn]] void bad_value(const OptionInfo& o, std::string_view value) {
  const bool number = o.kind == OptionInfo::Kind::Number || o.kind == OptionInfo::Kind::NumberList;
  const std::string shown(value.substr(0, 40));
  ParseError::Values values = {{"option", o.name}, {"value", shown}};
  if (number) {
    values.emplace_back("min", o.min);
    values.emplace_back("max", o.max);
  } else if (o.kind == OptionInfo::Kind::Choice) {
    values.emplace_back("choices", join(o.choices, ", "));
  }
  const char* code = number ? "option-number" : o.kind == OptionInfo::Kind::Choice ? "option-choice" : "option-flag";
  throw ParseError("option " + o.name + ": '" + shown + "' is not " +
                       (number ? "a number from " + std::to_string(o.min) + " to " + std::to_string(o.max)
                               : o.values_text()),
                   code, std::move(values));
}

}  // namespace

std::string OptionInfo::values_text() const {
  switch (kind) {
    case Kind::Flag: return "true or false";
    case Kind::Choice: return join(choices, " or ");
    case Kind::Number: return "a number from " + std::to_string(min) + " to " + std::to_string(max);
    case Kind::NumberList:
      return "a list of numbers from " + std::to_string(min) + " to " + std::to_string(max) + " (e.g. 2,4)";
  }
  return "";
}

std::vector<OptionWord> split_option_words(const std::vector<std::string_view>& words,
                                           const std::vector<OptionInfo>& schema, std::string_view game) {
  std::vector<OptionWord> out;
  for (auto word : words) {
    const size_t eq = word.find('=');
    if (eq == word.npos || eq == 0 || eq + 1 == word.size())
      throw ParseError("option '" + std::string(word.substr(0, 40)) + "' is not name=value", "option-word",
                       {{"word", std::string(word.substr(0, 40))}});
    const OptionWord w{word.substr(0, eq), word.substr(eq + 1)};
    bool known = false;
    for (const auto& o : schema) known |= o.name == w.name;
    if (!known) {
      std::vector<std::string> names;
      for (const auto& o : schema) names.push_back(o.name);
      throw ParseError("unknown option '" + std::string(w.name.substr(0, 40)) + "' for " + std::string(game) +
                           " (options: " + join(names, ", ") + ")",
                       "option-unknown",
                       {{"option", std::string(w.name.substr(0, 40))}, {"game", std::string(game)}, {"options", join(names, ", ")}});
    }
    out.push_back(w);
  }
  return out;
}

bool parse_flag(const OptionInfo& o, std::string_view value) {
  if (value == "true") return true;
  if (value == "false") return false;
  bad_value(o, value);
}

int parse_number(const OptionInfo& o, std::string_view value) {
  int n = 0;
  if (!parse_count(value, o.max, n) || n < o.min) bad_value(o, value);
  return n;
}

int parse_choice(const OptionInfo& o, std::string_view value) {
  for (size_t i = 0; i < o.choices.size(); ++i)
    if (o.choices[i] == value) return static_cast<int>(i);
  bad_value(o, value);
}

std::vector<int> parse_number_list(const OptionInfo& o, std::string_view value) {
  std::vector<int> list;
  size_t start = 0;
  for (;;) {
    const size_t comma = value.find(',', start);
    list.push_back(parse_number(o, value.substr(start, comma == value.npos ? value.npos : comma - start)));
    if (comma == value.npos) return list;
    start = comma + 1;
  }
}

std::string number_list_text(const std::vector<int>& list) {
  std::string out;
  for (int n : list) out += (out.empty() ? "" : ",") + std::to_string(n);
  return out;
}

}  // namespace manqala
