// Whether these tests run in the sanitize preset's build (tests/CMakeLists.txt defines
// MANQALA_SANITIZED there): it runs several times slower, so the heaviest tests check smaller
// cases and loosen what timing allows.
#pragma once

namespace manqala_test {

#if defined(MANQALA_SANITIZED)
constexpr bool kSanitized = true;
#else
constexpr bool kSanitized = false;
#endif

}  // namespace manqala_test
