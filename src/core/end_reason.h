// Why a game ended. Each game lists its own reasons (games/<game>/end_reasons.h): core knows
// none of them, only what every reason has (the protocol's word and the words people read).
// A reason is a handle to its game's static text, so comparing two is comparing pointers and
// a Result stays two words wide in the search.
#pragma once

#include <string_view>

namespace manqala {

// A reason's words. In `sentence` and `clause`, {loser} is the side that lost, {verdict}
// "South wins" or "a draw", {score} the captured counts read from the winner's side, the
// winner's first ("50–12"; a draw South's first), as a result is said aloud.
struct EndReasonText {
  std::string_view word;      // PROTOCOL.md's `status over <winner> <word>`: "captured-all"
  std::string_view sentence;  // the terminal's and the server's: "{loser} has no seeds left: {verdict}."
  std::string_view clause;    // the page's, inside its own sentence: "{loser} has no seeds left"
  std::string_view brief;     // the page's lists: "all captured"
  // Whether the captured counts decided the game: then the page puts the score beside the
  // verdict. A Hawalis game is won by leaving the opponent without seeds or moves, whatever the
  // counts, so a score there would claim a tally decided it.
  bool counted = false;
};

class EndReason {
 public:
  constexpr EndReason() = default;  // none: the game goes on
  constexpr explicit EndReason(const EndReasonText& text) : text_(&text) {}

  constexpr bool none() const { return text_ == nullptr; }
  constexpr std::string_view word() const { return text_ ? text_->word : "none"; }
  // The words of a reason; an empty text for none.
  constexpr const EndReasonText& text() const { return text_ ? *text_ : kNoText; }
  constexpr bool operator==(const EndReason&) const = default;

 private:
  static constexpr EndReasonText kNoText{"none", "The game goes on.", "", ""};
  const EndReasonText* text_ = nullptr;
};

}  // namespace manqala
