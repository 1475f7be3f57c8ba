#include "server/common/names.h"

#include <unicode/uchar.h>
#include <unicode/unorm2.h>
#include <unicode/uset.h>
#include <unicode/uspoof.h>
#include <unicode/ustring.h>
#include <unicode/utf16.h>

#include <memory>
#include <stdexcept>

namespace manqala {
namespace {

// Longer input is refused before any work: no name needs this many bytes (40 characters of
// four bytes each is 160).
constexpr size_t kMaxBytes = 256;

// UTF-8 to UTF-16 (ICU's own form); false for text that is not UTF-8.
bool to_utf16(std::string_view s, std::u16string& out) {
  UErrorCode e = U_ZERO_ERROR;
  int32_t n = 0;
  out.resize(s.size() + 1);
  u_strFromUTF8(out.data(), static_cast<int32_t>(out.size()), &n, s.data(), static_cast<int32_t>(s.size()), &e);
  if (U_FAILURE(e)) return false;
  out.resize(static_cast<size_t>(n));
  return true;
}

std::string to_utf8(const std::u16string& s) {
  UErrorCode e = U_ZERO_ERROR;
  std::string out(s.size() * 3 + 1, '\0');
  int32_t n = 0;
  u_strToUTF8(out.data(), static_cast<int32_t>(out.size()), &n, s.data(), static_cast<int32_t>(s.size()), &e);
  if (U_FAILURE(e)) throw std::runtime_error(std::string("names: ") + u_errorName(e));
  out.resize(static_cast<size_t>(n));
  return out;
}

std::u16string nfc(const std::u16string& s) {
  UErrorCode e = U_ZERO_ERROR;
  const UNormalizer2* n = unorm2_getNFCInstance(&e);
  std::u16string out(s.size() * 3 + 4, u'\0');
  const int32_t len = unorm2_normalize(n, s.data(), static_cast<int32_t>(s.size()), out.data(),
                                       static_cast<int32_t>(out.size()), &e);
  if (U_FAILURE(e)) throw std::runtime_error(std::string("names: NFC: ") + u_errorName(e));
  out.resize(static_cast<size_t>(len));
  return out;
}

std::u16string fold(const std::u16string& s) {
  UErrorCode e = U_ZERO_ERROR;
  std::u16string out(s.size() * 3 + 4, u'\0');
  const int32_t len = u_strFoldCase(out.data(), static_cast<int32_t>(out.size()), s.data(),
                                    static_cast<int32_t>(s.size()), U_FOLD_CASE_DEFAULT, &e);
  if (U_FAILURE(e)) throw std::runtime_error(std::string("names: fold: ") + u_errorName(e));
  out.resize(static_cast<size_t>(len));
  return out;
}

// NFKC with case folding (NFKC_Casefold): compatibility forms become what they stand for
// ("Ｆ" is "f", "ﬁ" is "fi"), case goes, and what draws nothing is left out.
std::u16string nfkc_folded(const std::u16string& s) {
  UErrorCode e = U_ZERO_ERROR;
  const UNormalizer2* n = unorm2_getNFKCCasefoldInstance(&e);
  std::u16string out(s.size() * 18 + 4, u'\0');  // the longest expansion of one unit
  const int32_t len = unorm2_normalize(n, s.data(), static_cast<int32_t>(s.size()), out.data(),
                                       static_cast<int32_t>(out.size()), &e);
  if (U_FAILURE(e)) throw std::runtime_error(std::string("names: NFKC_Casefold: ") + u_errorName(e));
  out.resize(static_cast<size_t>(len));
  return out;
}

// One checker for the process, configured once: ICU allows checks and skeletons from many
// threads on a checker nobody reconfigures. UTS #39 in full:
// - the restriction level "highly restrictive": one script, or Latin with Han and kana or
//   Hangul (as Japanese and Korean are written); Latin with Cyrillic or Greek, or Latin
//   letters with Arabic-Indic digits, is refused;
// - only characters of the recommended identifier set (IdentifierStatus=Allowed), and the
//   signs the rules below allow: letters of the scripts in use today, not IPA's "ɾ" that
//   passes for an "r", nor the fullwidth "Ｆ" (a compatibility form of "F"), nor historic or
//   technical letters;
// - no mixed number systems ("3" and "٣"), no mark repeated on a letter, no mark a letter
//   already shows (an "i" with a combining dot above: "i̇" is drawn as "i").
const USpoofChecker* checker() {
  static const std::unique_ptr<USpoofChecker, void (*)(USpoofChecker*)> sc = [] {
    UErrorCode e = U_ZERO_ERROR;
    USpoofChecker* c = uspoof_open(&e);
    uspoof_setRestrictionLevel(c, USPOOF_HIGHLY_RESTRICTIVE);
    // The recommended set has letters, marks and digits; the signs a name may hold besides
    // (check_name's rules: - _ . and a club's space ' &) are added to it.
    USet* allowed = uset_cloneAsThawed(uspoof_getRecommendedSet(&e));
    for (const char16_t sign : std::u16string_view(u"-_. '&")) uset_add(allowed, sign);
    uspoof_setAllowedChars(c, allowed, &e);
    uset_close(allowed);
    uspoof_setChecks(c, USPOOF_RESTRICTION_LEVEL | USPOOF_CHAR_LIMIT | USPOOF_MIXED_NUMBERS | USPOOF_INVISIBLE |
                            USPOOF_HIDDEN_OVERLAY, &e);
    if (U_FAILURE(e)) throw std::runtime_error(std::string("names: uspoof: ") + u_errorName(e));
    return std::unique_ptr<USpoofChecker, void (*)(USpoofChecker*)>(c, uspoof_close);
  }();
  return sc.get();
}

std::u16string skeleton(const std::u16string& s) {
  UErrorCode e = U_ZERO_ERROR;
  std::u16string out(s.size() * 4 + 8, u'\0');
  int32_t len = uspoof_getSkeleton(checker(), 0, s.data(), static_cast<int32_t>(s.size()), out.data(),
                                   static_cast<int32_t>(out.size()), &e);
  if (e == U_BUFFER_OVERFLOW_ERROR) {
    e = U_ZERO_ERROR;
    out.assign(static_cast<size_t>(len) + 1, u'\0');
    len = uspoof_getSkeleton(checker(), 0, s.data(), static_cast<int32_t>(s.size()), out.data(),
                             static_cast<int32_t>(out.size()), &e);
  }
  if (U_FAILURE(e)) throw std::runtime_error(std::string("names: skeleton: ") + u_errorName(e));
  out.resize(static_cast<size_t>(len));
  return out;
}

// Arabic short vowels and their kin (fathatan to sukun): written or left out at will over the
// same name ("مُحَمَّد" is "محمد"), so the key leaves them out.
bool is_harakah(UChar32 c) { return c >= 0x064B && c <= 0x0652; }

// Tatweel (Arabic U+0640, N'Ko U+07FA) only stretches the line joining two letters: "ســالم"
// reads as "سالم". It is a letter to Unicode (Lm), so it is named here and refused.
bool is_stretch(UChar32 c) { return c == 0x0640 || c == 0x07FA; }

bool is_letter(UChar32 c) { return (U_GET_GC_MASK(c) & U_GC_L_MASK) != 0 && !is_stretch(c); }

// Format characters (zero-width joiners and non-joiners, bidi controls and marks, soft
// hyphens, the BOM) draw nothing: two names that differ only by one look the same, and bidi
// controls can even reorder what is drawn. Arabic and Persian join their letters without
// them, so a name loses nothing by their refusal. Tatweel is refused with them.
bool is_invisible(UChar32 c) { return u_charType(c) == U_FORMAT_CHAR || is_stretch(c) || u_hasBinaryProperty(c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT); }

struct Rules {
  int max;
  std::u16string_view signs;  // allowed besides letters, digits and marks
  bool digit_first;           // may start with a digit
  std::string_view length, start, chars;  // the refusals, in English
};

constexpr Rules kAccount{20, u"-_.", false, "a user name has 3 to 20 characters", "a user name starts with a letter",
                         "a user name has only letters, digits, '-', '_' and '.' (no spaces)"};
constexpr Rules kClub{40, u" -_.'&", true, "a club name has 3 to 40 characters",
                      "a club name starts with a letter or a digit",
                      "a club name has only letters, digits, spaces and - _ . ' &"};

NameCheck refused_name(std::string_view code, std::string_view text) { return {"", std::string(code), std::string(text)}; }

}  // namespace

NameCheck check_name(std::string_view typed, NameKind kind) {
  const Rules& r = kind == NameKind::Account ? kAccount : kClub;
  const std::string prefix = kind == NameKind::Account ? "name-" : "club-name-";
  if (typed.size() > kMaxBytes) return refused_name(prefix + "length", r.length);
  std::u16string raw;
  if (!to_utf16(typed, raw)) return refused_name(prefix + "chars", r.chars);
  const std::u16string name = nfc(raw);
  // Characters, not bytes nor UTF-16 units: "سالم" has 4.
  const int32_t count = u_countChar32(name.data(), static_cast<int32_t>(name.size()));
  if (count < 3 || count > r.max) return refused_name(prefix + "length", r.length);
  UChar32 first;
  size_t i = 0;
  U16_NEXT(name.data(), i, name.size(), first);
  if (!is_letter(first) && !(r.digit_first && u_isdigit(first))) return refused_name(prefix + "start", r.start);
  UChar32 before = 0;
  for (i = 0; i < name.size();) {
    UChar32 c;
    U16_NEXT(name.data(), i, name.size(), c);
    if (is_invisible(c))
      return refused_name("name-invisible", "a name cannot hold invisible characters (joiners, direction marks, tatweel)");
    const bool mark = (U_GET_GC_MASK(c) & (U_GC_MN_MASK | U_GC_MC_MASK)) != 0;
    const bool sign = c < 0x80 && r.signs.find(static_cast<char16_t>(c)) != std::u16string_view::npos;
    if (!is_letter(c) && !u_isdigit(c) && !mark && !sign) return refused_name(prefix + "chars", r.chars);
    if (c == u' ' && (before == u' ' || i == name.size()))
      return refused_name("club-name-spaces", "a club name has single spaces between words");
    before = c;
  }
  UErrorCode e = U_ZERO_ERROR;
  const int32_t spoof = uspoof_check2(checker(), name.data(), static_cast<int32_t>(name.size()), nullptr, &e);
  if (U_FAILURE(e)) throw std::runtime_error(std::string("names: check: ") + u_errorName(e));
  if (spoof & USPOOF_INVISIBLE)
    return refused_name("name-invisible", "a name cannot hold invisible characters (joiners, direction marks, tatweel)");
  if (spoof & USPOOF_HIDDEN_OVERLAY)
    return refused_name("name-hidden-mark", "a name cannot put on a letter a mark it already shows (a dot on an i)");
  if (spoof & USPOOF_CHAR_LIMIT)
    return refused_name("name-uncommon",
                  "a name uses the letters of everyday writing (not phonetic, fullwidth or old forms, which pass for others)");
  if (spoof != 0)
    return refused_name("name-mixed", "a name keeps to one script and one kind of digits (letters of two alphabets can look alike)");
  return {to_utf8(name), "", ""};
}

// skeleton(fold(skeleton(NFKC_Casefold))), harakat left out: NFKC with case folding makes
// "SALIM" and "ＳＡＬＩＭ" "salim"; the skeleton then maps look-alikes to one ("ѕ" to "s", "m"
// to "rn", "ی" to "ى"), but some to a capital ("0" to "O"), which the second folding and
// skeleton bring together with "o". A
// capital I after a small letter ("SaIim") is the l it looks like there, not an i: folding
// would hide that. "٣" (Arabic-Indic three) and "3" are not folded together: they look
// nothing alike, and this key is about looks (a name may not mix them: check_name).
std::string name_key(std::string_view name) {
  std::u16string raw;
  if (name.size() > kMaxBytes || !to_utf16(name, raw)) return "";
  std::u16string bare;
  const std::u16string n = nfc(raw);
  UChar32 before = 0;
  for (size_t i = 0; i < n.size();) {
    const size_t start = i;
    UChar32 c;
    U16_NEXT(n.data(), i, n.size(), c);
    if (c == u'I' && u_islower(before)) bare += u'l';
    else if (!is_harakah(c)) bare.append(n, start, i - start);
    before = c;
  }
  return to_utf8(skeleton(fold(skeleton(nfkc_folded(bare)))));
}

int character_count(std::string_view text) {
  std::u16string s;
  if (!to_utf16(text, s)) return -1;
  return u_countChar32(s.data(), static_cast<int32_t>(s.size()));
}

std::string folded_name(std::string_view name) {
  std::u16string raw;
  if (name.size() > kMaxBytes || !to_utf16(name, raw)) return "";
  return to_utf8(fold(nfc(raw)));
}

}  // namespace manqala
