// Passwords (argon2id through libsodium) and the login throttle, on a clock the test moves.
#include <gtest/gtest.h>

#include <string>

#include "server/accounts/login_throttle.h"
#include "server/accounts/passwords.h"
#include "server/accounts/session_cookie.h"

namespace manqala::accounts {
namespace {

using namespace std::chrono_literals;
using Clock = LoginThrottle::Clock;

TEST(Passwords, StoredAsArgon2idAndCheckedAgainstIt) {
  const std::string stored = hash_password("correct horse battery");
  EXPECT_EQ(stored.rfind("$argon2id$", 0), 0u) << stored;
  EXPECT_EQ(stored.find("correct horse"), std::string::npos);
  EXPECT_TRUE(password_matches("correct horse battery", stored));
  EXPECT_FALSE(password_matches("correct horse batterY", stored));
  EXPECT_FALSE(password_matches("", stored));
  EXPECT_FALSE(password_matches("correct horse battery", ""));
  EXPECT_FALSE(password_matches("correct horse battery", stored.substr(0, stored.size() - 4)));
  EXPECT_FALSE(needs_rehash(stored));
  // The same password twice: two salts, two strings.
  EXPECT_NE(hash_password("correct horse battery"), stored);
}

// (The rule of names: names_test.cpp.)
TEST(Passwords, PasswordsRefusedWithAReason) {
  EXPECT_EQ(why_password_refused("long enough", "huda"), "");
  EXPECT_NE(why_password_refused("short", "huda"), "");
  EXPECT_NE(why_password_refused("HudaSalem", "hudasalem"), "");
  EXPECT_NE(why_password_refused(std::string(257, 'x'), "huda"), "");
}

// The list the binary carries (common_passwords.txt): every entry is long enough to pass the
// length rule, so each one is refused for being common; compared without case.
TEST(Passwords, TheMostCommonPasswordsAreRefused) {
  EXPECT_GT(common_password_count(), 600u);
  const std::string common = "this password is one of the most common; choose another";
  for (const char* p : {"password", "12345678", "qwertyui", "11111111", "PassWord", "PASSWORD1", "iloveyou",
                        "baseball", "sunshine", "trustno1", "123456789", "qwertyuiop", "football"}) {
    EXPECT_TRUE(is_common_password(p)) << p;
    EXPECT_EQ(why_password_refused(p, "huda"), common) << p;
  }
  // The letters of a common one with digits or signs around them.
  EXPECT_EQ(why_password_refused("Password123!", "huda"), common);
  EXPECT_EQ(why_password_refused("1computer", "huda"), common);
  EXPECT_FALSE(is_common_password("correct horse battery"));
  EXPECT_FALSE(is_common_password("#!comment: This list has been compiled by Solar Designer of Openwall Project"))
      << "the list's header is not an entry";
  EXPECT_FALSE(is_common_password(""));
}

TEST(Passwords, GuessablePatternsAreRefusedWhatTheListMisses) {
  // (None of these is on the list: "asdfasdf", "87654321" or "asdfghjk" are, and say so.)
  for (const char* p : {"zzzzzzzzzz", "@@@@@@@@", "abcabcabc", "qwerqwer", "12121212", "xy12xy12xy12"})
    EXPECT_NE(why_password_refused(p, "huda").find("repeats"), std::string::npos) << p;
  for (const char* p : {"23456789", "abcdefghij", "98765432", "ZYXWVUTSRQ", "7890123456", "lmnopqrs"})
    EXPECT_NE(why_password_refused(p, "huda").find("run of letters or digits"), std::string::npos) << p;
  for (const char* p : {"sdfghjkl", "SDFGHJKL;", "lkjhgfdsa", "zxcvbnm,", "poiuytre", "1qaz2wsx3edc", "wertzuio",
                        "yuiopasdfg", "azertyui", "1q2w3e4r5t", "mnbvcxzl"})
    EXPECT_NE(why_password_refused(p, "huda").find("line of keys"), std::string::npos) << p;
  for (const char* p : {"manqala1", "Manqala2024!", "hawalis!", "HAWALIS99", "al-manqala", "mancala123"})
    EXPECT_NE(why_password_refused(p, "huda").find("name of this site"), std::string::npos) << p;
  EXPECT_EQ(why_password_refused("Huda2024!", "huda"), "a password cannot be the user name");
  EXPECT_EQ(why_password_refused("huda_salem", "huda_salem"), "a password cannot be the user name");
  // Passwords that merely contain such things are fine.
  for (const char* p : {"a long secret", "correct horse battery", "amal-secret-1", "qwerty plus more words",
                        "manqala is a fine game", "12345678 and some", "Huda-and-Salem", "x7#kQ2!m"})
    EXPECT_EQ(why_password_refused(p, "huda"), "") << p;
}

TEST(LoginThrottle, FreeAttemptsThenADoublingWait) {
  LoginThrottle t;
  const auto t0 = Clock::time_point{} + 1h;
  for (int i = 0; i < 3; ++i) {
    EXPECT_EQ(t.wait("huda", "10.0.0.1", t0), Clock::duration::zero());
    t.failed("huda", "10.0.0.1", t0);
  }
  EXPECT_EQ(t.wait("huda", "10.0.0.1", t0), Clock::duration(1s));
  EXPECT_EQ(t.wait("HUDA", "10.0.0.1", t0), Clock::duration(1s)) << "names compare without case";
  t.failed("huda", "10.0.0.1", t0 + 1s);
  EXPECT_EQ(t.wait("huda", "10.0.0.1", t0 + 1s), Clock::duration(2s));
  // Another address is not slowed for this name (nor is this address for another name yet).
  EXPECT_EQ(t.wait("huda", "10.0.0.2", t0 + 1s), Clock::duration::zero());
  EXPECT_EQ(t.wait("salem", "10.0.0.1", t0 + 1s), Clock::duration::zero());
  // A success forgets the name's failures; 15 quiet minutes forget everything.
  t.succeeded("huda", "10.0.0.1");
  EXPECT_EQ(t.wait("huda", "10.0.0.1", t0 + 2s), Clock::duration::zero());
  for (int i = 0; i < 5; ++i) t.failed("x-user", "10.0.0.3", t0);
  EXPECT_GT(t.wait("x-user", "10.0.0.3", t0), Clock::duration::zero());
  EXPECT_EQ(t.wait("x-user", "10.0.0.3", t0 + 15min), Clock::duration::zero());
}

TEST(LoginThrottle, AnAddressTryingManyNamesIsSlowedAndTheWaitIsCapped) {
  LoginThrottle t;
  const auto t0 = Clock::time_point{} + 1h;
  for (int i = 0; i < 10; ++i) t.failed("name" + std::to_string(i), "10.9.9.9", t0);
  EXPECT_EQ(t.wait("fresh-name", "10.9.9.9", t0), Clock::duration(1s));
  EXPECT_EQ(t.wait("fresh-name", "10.9.9.8", t0), Clock::duration::zero());
  for (int i = 0; i < 40; ++i) t.failed("target", "10.9.9.9", t0);
  EXPECT_EQ(t.wait("target", "10.9.9.9", t0), Clock::duration(5min));
  // The victim, from elsewhere, waits at most a minute for what others did to the name.
  EXPECT_LE(t.wait("target", "192.168.1.1", t0), Clock::duration(1min));
  EXPECT_GT(t.wait("target", "192.168.1.1", t0), Clock::duration::zero());
}

TEST(LoginThrottle, GuessesSentTogetherFromManyAddressesMeetOneWait) {
  LoginThrottle t;
  const auto t0 = Clock::time_point{} + 1h;
  // 20 wrong guesses at one name, each from an address of its own: the name's free attempts.
  for (int i = 0; i < 20; ++i)
    ASSERT_EQ(t.admit("huda", "10.1.0." + std::to_string(i), t0), Clock::duration::zero()) << i;
  EXPECT_EQ(t.admit("huda", "10.2.0.1", t0), Clock::duration(1s));
  // 1.3 s later twelve guesses arrive at once, from twelve more addresses, before any of them
  // is checked: the first is let through, and the others wait for the wait it set.
  int let_through = 0;
  for (int i = 0; i < 12; ++i)
    if (t.admit("huda", "10.3.0." + std::to_string(i), t0 + 1300ms) == Clock::duration::zero()) ++let_through;
  EXPECT_EQ(let_through, 1);
  EXPECT_EQ(t.wait("huda", "10.4.0.1", t0 + 1300ms), Clock::duration(2s));
}

TEST(LoginThrottle, ARightPasswordTakesBackTheFailureCountedInAdvance) {
  LoginThrottle t;
  const auto t0 = Clock::time_point{} + 1h;
  // The address logs in rightly many times (say, a club's shared screen): never slowed.
  for (int i = 0; i < 30; ++i) {
    ASSERT_EQ(t.admit("name" + std::to_string(i), "10.0.0.7", t0), Clock::duration::zero()) << i;
    t.succeeded("name" + std::to_string(i), "10.0.0.7");
  }
  EXPECT_EQ(t.tracked(), 0u);
  // Wrong ones are counted even though nobody calls failed() after the check.
  for (int i = 0; i < 3; ++i) ASSERT_EQ(t.admit("salem", "10.0.0.8", t0), Clock::duration::zero());
  EXPECT_EQ(t.admit("salem", "10.0.0.8", t0), Clock::duration(1s));
}

TEST(LoginThrottle, MemoryIsBounded) {
  LoginThrottle t(1000);
  const auto t0 = Clock::time_point{} + 1h;
  for (int i = 0; i < 5000; ++i) t.failed("n" + std::to_string(i), "a" + std::to_string(i), t0 + std::chrono::milliseconds(i));
  EXPECT_LE(t.tracked(), 1000u);
  // The most recent failures are the ones kept.
  for (int i = 0; i < 2; ++i) t.failed("n4999", "a4999", t0 + 5s);
  EXPECT_GT(t.wait("n4999", "a4999", t0 + 5s), Clock::duration::zero());
}

}  // namespace
}  // namespace manqala::accounts

namespace manqala::accounts {
namespace {

TEST(SessionCookie, HttpOnlySameSiteAndFreshEachTime) {
  const std::string a = new_session_token(), b = new_session_token();
  EXPECT_EQ(a.size(), 64u);
  EXPECT_NE(a, b);
  const std::string set = session_set_cookie(a, std::chrono::hours(24 * 30), false);
  EXPECT_EQ(set, "manqala_session=" + a + "; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000");
  EXPECT_NE(session_set_cookie(a, std::chrono::hours(1), true).find("; Secure"), std::string::npos);
  EXPECT_NE(session_clear_cookie(false).find("Max-Age=0"), std::string::npos);
}

TEST(SessionCookie, ReadFromTheCookieHeaderOnlyWhenWellFormed) {
  const std::string t = new_session_token();
  EXPECT_EQ(session_from_cookie_header("manqala_session=" + t), t);
  EXPECT_EQ(session_from_cookie_header("theme=dark; manqala_session=" + t + " ; other=1"), t);
  EXPECT_EQ(session_from_cookie_header(""), std::nullopt);
  EXPECT_EQ(session_from_cookie_header("theme=dark"), std::nullopt);
  EXPECT_EQ(session_from_cookie_header("manqala_session=abc"), std::nullopt);
  EXPECT_EQ(session_from_cookie_header("manqala_session=" + t.substr(0, 63) + "Z"), std::nullopt);
  EXPECT_EQ(session_from_cookie_header("manqala_session=" + t + "; manqala_session=" + new_session_token()),
            std::nullopt);  // two sessions: neither
  EXPECT_EQ(session_from_cookie_header(";;;=;manqala_session"), std::nullopt);
  EXPECT_EQ(session_from_cookie_header("xmanqala_session=" + t), std::nullopt);
}

TEST(SessionCookie, CsrfTokenBelongsToItsSession) {
  const std::string s1 = new_session_token(), s2 = new_session_token();
  const std::string c1 = csrf_token(s1);
  EXPECT_EQ(c1.size(), 64u);
  EXPECT_EQ(csrf_token(s1), c1) << "the same session, the same token";
  EXPECT_NE(c1, s1);
  EXPECT_TRUE(csrf_matches(s1, c1));
  EXPECT_FALSE(csrf_matches(s2, c1));
  EXPECT_FALSE(csrf_matches(s1, ""));
  EXPECT_FALSE(csrf_matches(s1, c1.substr(0, 63)));
  EXPECT_FALSE(csrf_matches("", c1));
}

}  // namespace
}  // namespace manqala::accounts
