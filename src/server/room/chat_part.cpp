#include "server/room/chat_part.h"

#include "server/common/route_helpers.h"
#include "server/http/json_text.h"
#include "server/room/chat.h"

namespace manqala {
namespace {

class ChatPart : public RoomPart {
 public:
  explicit ChatPart(RoomCore& room) : room_(room) {}

  // A player's connection gets the whole chat (a reload finds it again) and whether it is open.
  void identified(const Watcher* w, Side) override {
    nlohmann::json log = chat_message(chat_.messages());
    log["open"] = open();
    room_.send_to(w, json_text(log));
  }

  bool act(const std::string& name, Side side, const nlohmann::json& body, const Reply& reply) override {
    if (name != "chat") return false;
    say(side, string_field(body, "text"), reply);
    return true;
  }

 private:
  bool open() const { return room_.seats().between_people() && !room_.refused_by_policy(GameAct::chat); }

  void say(Side side, const std::string& text, const Reply& reply) {
    if (!room_.seats().between_people())
      return reply(RoomAnswer::refused(Refusal::not_now, "the chat is between the two players of a game between people", "chat-people"));
    if (auto refused = room_.refused_by_policy(GameAct::chat)) return reply(*refused);
    const auto now = Chat::Clock::now();
    const std::string code = chat_.say(side, text, now);
    if (code == "chat-rate") {
      const int seconds = chat_.wait_seconds(side, now);
      return reply(RoomAnswer::refused(Refusal::too_often, "at most 5 messages in 10 seconds: wait " + std::to_string(seconds) + " s",
                                       code, {{"seconds", seconds}}));
    }
    if (code == "chat-long")
      return reply(RoomAnswer::refused(Refusal::malformed, "a message has at most 140 characters", code, {{"max", Chat::kMaxChars}}));
    if (code == "chat-empty") return reply(RoomAnswer::refused(Refusal::malformed, "the message is empty", code));
    if (!code.empty())
      return reply(RoomAnswer::refused(Refusal::malformed,
                                       "a message is one line of visible text: no line breaks, direction marks or invisible characters", code));
    const auto& kept = chat_.messages();
    room_.send_to_players(json_text(chat_message({kept.back()})));
    reply(RoomAnswer::of(chat_message(kept)));
  }

  RoomCore& room_;
  Chat chat_;
};

}  // namespace

std::unique_ptr<RoomPart> make_chat_part(RoomCore& room) { return std::make_unique<ChatPart>(room); }

}  // namespace manqala
