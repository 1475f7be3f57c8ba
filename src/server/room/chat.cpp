#include "server/room/chat.h"

#include "server/room/presenter.h"

namespace manqala {

namespace {

// The number of code points of UTF-8 `text`, or -1 when it is not UTF-8 text a message may
// hold: a broken or overlong sequence, a surrogate, a control character (a line break too:
// a message is one line).
long code_points(const std::string& text) {
  long count = 0;
  for (size_t i = 0; i < text.size(); ++count) {
    const auto c = static_cast<unsigned char>(text[i]);
    int len = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 0;
    if (len == 0 || i + len > text.size()) return -1;
    uint32_t cp = len == 1 ? c : c & (0x7F >> len);
    for (int k = 1; k < len; ++k) {
      const auto d = static_cast<unsigned char>(text[i + k]);
      if ((d >> 6) != 0x2) return -1;
      cp = (cp << 6) | (d & 0x3F);
    }
    static constexpr uint32_t kMin[] = {0, 0, 0x80, 0x800, 0x10000};
    if (cp < kMin[len] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return -1;
    if (cp < 0x20 || (cp >= 0x7F && cp < 0xA0)) return -1;
    i += len;
  }
  return count;
}

std::string trimmed(const std::string& s) {
  const auto first = s.find_first_not_of(' ');
  if (first == std::string::npos) return "";
  return s.substr(first, s.find_last_not_of(' ') - first + 1);
}

}  // namespace

std::string Chat::say(Side side, const std::string& raw, Clock::time_point now) {
  const std::string text = trimmed(raw);
  const long chars = code_points(text);
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
