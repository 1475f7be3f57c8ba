// A game's options from words, and the message that refusing them gives, for the option tests.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/notation.h"

namespace manqala_test {

template <class Rules>
typename Rules::Options parse_options(const std::vector<std::string_view>& words) {
  return Rules::option_schema().parse(words, Rules::kName);
}

// "" when the words are accepted.
template <class Rules>
std::string options_error(const std::vector<std::string_view>& words) {
  try {
    parse_options<Rules>(words);
  } catch (const manqala::ParseError& e) {
    return e.what();
  }
  return "";
}

}  // namespace manqala_test
