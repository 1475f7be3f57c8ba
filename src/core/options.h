// Rule options of RULES.md as `name=value` words, e.g. `relay=false seeds=3`.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/almanqala.h"
#include "core/hawalis.h"

namespace manqala {

// Each throws ParseError naming the option and the values it takes.
HawalisOptions parse_hawalis_options(const std::vector<std::string_view>& words);
AlManqalaOptions parse_almanqala_options(const std::vector<std::string_view>& words);

// Every option as `name=value`, defaults included, in RULES.md order.
std::string options_text(const HawalisOptions& o);
std::string options_text(const AlManqalaOptions& o);

}  // namespace manqala
