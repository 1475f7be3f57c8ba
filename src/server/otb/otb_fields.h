// Reading the bodies of the over-the-board routes: each field's type and bounds checked, a
// ParseError (400) naming the field otherwise, so a bad body changes nothing.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace manqala::otb {

// One line of text of `min` to `max` characters (UTF-8); `fallback` when absent.
std::string text_field(const nlohmann::json& body, const char* name, int min, int max, const std::string& fallback = "");
// A whole number from lo to hi; `fallback` when absent (lo - 1 when absent is an error).
int int_field(const nlohmann::json& body, const char* name, int lo, int hi, int fallback);
bool bool_field(const nlohmann::json& body, const char* name, bool fallback);
// A path segment that is a number from 1 to max, else -1.
int segment_number(const std::string& s, int max);

}  // namespace manqala::otb
