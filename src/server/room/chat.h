// The chat between the two players of a game between people: short text messages that only
// they send and read. The room sends each to the players' own connections, never in the state
// (which spectators get), and gives a player the whole chat when their connection says hello,
// so that a reload finds it again.
//
// Kept in the room, not the archive: a chat is talk around one game being played, not part of
// its record (exports, records and the explorer carry no private words, and the archive needs
// no new table); it lives as long as the room, which stays in memory while the game goes on
// and while anyone watches it, and goes with it (or with a restart of the server).
#pragma once

#include <chrono>
#include <cstddef>
#include <deque>
#include <string>

#include <nlohmann/json.hpp>

#include "core/types.h"

namespace manqala {

class Chat {
 public:
  using Clock = std::chrono::steady_clock;
  // A message is at most this many characters: Unicode code points of the text as sent (the
  // page sends it in NFC, so that a letter and its accent count once), after trimming spaces.
  static constexpr size_t kMaxChars = 140;
  // Each player sends at most kBurst messages in any kWindow.
  static constexpr int kBurst = 5;
  static constexpr auto kWindow = std::chrono::seconds(10);
  static constexpr size_t kKept = 100;  // the newest messages kept; older ones are dropped

  struct Message {
    Side side;
    std::string text;
    int64_t n;  // its number in the game's chat, from 1
  };

  // Checks `text` from `side` and keeps it: "" when kept, or the refusal's code: chat-empty,
  // chat-long, chat-text (not one line of visible UTF-8 text: a control character, a line or
  // paragraph separator, a bidi control, an invisible character, a broken sequence), chat-rate.
  std::string say(Side side, const std::string& text, Clock::time_point now);
  // The seconds until `side` may send again after a chat-rate refusal.
  int wait_seconds(Side side, Clock::time_point now) const;
  const std::deque<Message>& messages() const { return messages_; }

 private:
  std::deque<Message> messages_;
  std::deque<Clock::time_point> sent_[2];  // each side's sending times within the window
  int64_t count_ = 0;
};

nlohmann::json chat_json(const Chat::Message& m);
// {"type": "chat", "messages": [...]}: what a player's connection is sent.
nlohmann::json chat_message(const std::deque<Chat::Message>& messages);

}  // namespace manqala
