// What a page is told of a refused text (docs/web-api.md "Errors"): a ParseError's code and
// values as one line, "position-total total=97 board=97 south=0 north=0 expected=98", or "" when
// the text is accepted.
#pragma once

#include <functional>
#include <string>
#include <variant>

#include "core/notation.h"

inline std::string coded(const manqala::ParseError& e) {
  std::string out = e.code;
  for (const auto& [name, value] : e.values) {
    out += " " + name + "=";
    if (const auto* n = std::get_if<long long>(&value))
      out += std::to_string(*n);
    else
      out += std::get<std::string>(value);
  }
  return out;
}

inline std::string coded_refusal(const std::function<void()>& parse) {
  try {
    parse();
  } catch (const manqala::ParseError& e) {
    return coded(e);
  }
  return "";
}
