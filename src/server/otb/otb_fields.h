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
// A player's FIDE fields as a TRF line holds them: a title of FIDE's (GM, IM, FM, CM and their
// women's WGM, WIM, WFM, WCM), a federation's three capital letters, a FIDE ID of 1 to 11 digits.
bool is_fide_title(const std::string& s);
bool is_federation(const std::string& s);
bool is_fide_id(const std::string& s);
// The three of them from a body (each optional, "" clears it), over `p`'s; ParseError names a bad one.
struct FideFields {
  std::string title, federation, fide_id;
};
FideFields fide_fields(const nlohmann::json& body, FideFields p);
// A path segment that is a number from 1 to max, else -1.
int segment_number(const std::string& s, int max);

}  // namespace manqala::otb
