// The rule of a name that people choose and others read: an account's and a club's. Letters
// and digits of every script are welcome ("سالم", "نادي روي للحواليس", "Zoë"); what is refused
// is what would let one name pass for another: invisible characters, scripts mixed to deceive
// (a Cyrillic "а" among Latin letters), and a name that looks like one already taken.
//
// A name is kept as typed after Unicode normalisation (NFC), and shown that way. Its letters
// are those of UTS #39's recommended identifier set, in one script (the restriction level
// "highly restrictive"), with no mark a letter already shows. Two names are the same name when
// their keys (name_key) are equal: the UTS #39 confusable skeleton of the name in NFKC with
// case folding, so "Salim", "salim", "ＳＡＬＩＭ", "SaIim" (a capital I) and "ѕаlim" (Cyrillic
// letters) share one key, as do the Arabic and Persian yeh and kaf (ي/ی, ك/ک). The stores keep
// the key in a column with a unique index (accounts/account_schema.cpp, clubs/club_schema.cpp).
#pragma once

#include <string>
#include <string_view>

namespace manqala {

enum class NameKind {
  Account,  // 3 to 20 characters, no spaces: letters, digits, '-', '_', '.'; starts with a letter
  Club,     // 3 to 40 characters: letters, digits, single spaces, - _ . ' &; starts with a letter or digit
};

// The verdict on a typed name: the name to keep (NFC) when it may be used, else why not.
struct NameCheck {
  std::string name;  // the NFC form, "" when refused
  std::string code;  // the refusal's code for the page's catalogs ("name-chars"), "" when accepted
  std::string text;  // the refusal in English
  bool accepted() const { return code.empty(); }
};

NameCheck check_name(std::string_view typed, NameKind kind);

// The key under which a name is unique: equal for names that read alike. "" for text that is
// not UTF-8 or is over 256 bytes (no name is). Lookups (a login, /api/players/<name>) use it
// too, so any spelling that looks like the name finds it.
std::string name_key(std::string_view name);

// The name NFC-normalised and case-folded: equal for "Salim" and "salim", not for "SaIim".
// Tells a name taken outright from one that only looks like it.
std::string folded_name(std::string_view name);

// How many characters (code points) UTF-8 text has, -1 when it is not UTF-8: lengths that
// people read ("نادي" has 4, in 8 bytes).
int character_count(std::string_view text);

}  // namespace manqala
