#include "server/room/chat.h"

#include "server/common/visible_text.h"
#include "server/room/presenter.h"

namespace manqala {

namespace {

std::string trimmed(const std::string& s) {
  const auto first = s.find_first_not_of(' ');
  if (first == std::string::npos) return "";
  return s.substr(first, s.find_last_not_of(' ') - first + 1);
}

}  // namespace

std::string Chat::say(Side side, const std::string& raw, Clock::time_point now) {
  const std::string text = trimmed(raw);
  const long chars = visible_length(text);  // one line of visible text (common/visible_text.h)
  if (chars < 0) return "chat-text";
  if (chars == 0) return "chat-empty";
  if (static_cast<size_t>(chars) > kMaxChars) return "chat-long";
  auto& sent = sent_[index(side)];
  while (!sent.empty() && now - sent.front() >= kWindow) sent.pop_front();
  if (static_cast<int>(sent.size()) >= kBurst) return "chat-rate";
  sent.push_back(now);
  messages_.push_back({side, text, ++count_});
  if (messages_.size() > kKept) messages_.pop_front();
  return "";
}

int Chat::wait_seconds(Side side, Clock::time_point now) const {
  const auto& sent = sent_[index(side)];
  if (sent.empty()) return 0;
  const auto left = sent.front() + kWindow - now;
  return std::max<int>(1, static_cast<int>(std::chrono::ceil<std::chrono::seconds>(left).count()));
}

nlohmann::json chat_json(const Chat::Message& m) { return {{"side", side_word(m.side)}, {"text", m.text}, {"n", m.n}}; }

nlohmann::json chat_message(const std::deque<Chat::Message>& messages) {
  nlohmann::json list = nlohmann::json::array();
  for (const auto& m : messages) list.push_back(chat_json(m));
  return {{"type", "chat"}, {"messages", list}};
}

}  // namespace manqala
