// The chat between the two players, wired into the room: what is kept and its limits are
// room/chat.h's; here who may chat and who is sent what.
#include "server/room/room.h"

namespace manqala {

bool Room::chat_open() const { return seats_.between_people() && !refused_by_policy(GameAct::chat); }

void Room::send_chat_log(const Watcher* w) const {
  nlohmann::json log = chat_message(chat_.messages());
  log["open"] = chat_open();
  audience_.send_to(w, std::make_shared<const std::string>(json_text(log)));
}

void Room::chat(const std::string& token, const std::string& text, Reply reply) {
  on_strand([token, text, reply](Room& r) {
    std::string why;
    const auto side = r.seats_.authorise(token, r.state_.game->to_move(), why);
    if (!side) return reply(RoomAnswer::refused(Refusal::not_allowed, why, "no-seat"));
    if (!r.seats_.between_people())
      return reply(RoomAnswer::refused(Refusal::not_now, "the chat is between the two players of a game between people", "chat-people"));
    if (auto refused = r.refused_by_policy(GameAct::chat)) return reply(*refused);
    const auto now = Chat::Clock::now();
    const std::string code = r.chat_.say(*side, text, now);
    if (code == "chat-rate") {
      const int seconds = r.chat_.wait_seconds(*side, now);
      return reply(RoomAnswer::refused(Refusal::too_often, "at most 5 messages in 10 seconds: wait " + std::to_string(seconds) + " s", code,
                                  {{"seconds", seconds}}));
    }
    if (code == "chat-long")
      return reply(RoomAnswer::refused(Refusal::malformed, "a message has at most 140 characters", code, {{"max", Chat::kMaxChars}}));
    if (code == "chat-empty") return reply(RoomAnswer::refused(Refusal::malformed, "the message is empty", code));
    if (!code.empty())
      return reply(RoomAnswer::refused(Refusal::malformed, "a message is one line of visible text: no line breaks, direction marks or invisible characters", code));
    const auto& kept = r.chat_.messages();
    r.audience_.send_to_players(std::make_shared<const std::string>(json_text(chat_message({kept.back()}))));
    reply(RoomAnswer::of(chat_message(kept)));
  }, reply);
}

}  // namespace manqala
