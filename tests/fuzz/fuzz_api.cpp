// Arbitrary bytes as HTTP requests to the API routes (server/api/api.h), without the network:
// the first line is "METHOD TARGET", the second the Content-Type, then (if they start so)
// a "Cookie: ..." line and an "X-CSRF-Token: ..." line ("auto": the session's own token), the
// rest the body. The account "fuzzer" is logged in with the session kFuzzSession, so that
// inputs reach what only accounts may do (clubs, tournaments). Every
// request must be answered once, soon, whatever it holds. The games live in an in-memory
// archive that starts afresh every 500 inputs, so memory stays bounded; searches are 1 ms.
#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <future>
#include <memory>
#include <string>
#include <string_view>

#include <boost/asio/thread_pool.hpp>

#include "server/accounts/account_store.h"
#include "server/accounts/passwords.h"
#include "server/accounts/session_cookie.h"
#include "server/api/api.h"
#include "server/common/secrets.h"
#include "server/server.h"

using namespace manqala;

namespace {

constexpr std::string_view kFuzzSession = "ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff";

struct Stack {
  std::unique_ptr<Database> db = open_archive(":memory:");
  std::unique_ptr<Archive> archive = Archive::open(*db);
  EnginePool engine{1, 1};
  boost::asio::thread_pool work{1};
  WorkLane reads{{"reads", 1, 64, 64, 1, 0}}, jobs{{"heavy work", 1, 64, 64, 1, 0}};
  std::atomic<uint64_t> versions{0};
  Games games{RoomContext{*archive, engine, work.get_executor(), RoomSettings{1}, [this] { return ++versions; }}};
  accounts::Notices notices;
  Events events{jobs};
  Api api{games, notices, events, work.get_executor(), reads, jobs};
  Stack() {
    const auto accounts = accounts::AccountStore::open(*db);
    const auto me = accounts->create("fuzzer", accounts::hash_password("the fuzzer's password"));
    accounts->open_session(token_digest(std::string(kFuzzSession)), me.id, std::chrono::hours(1));
  }
  ~Stack() {
    api.stop();
    games.shutdown();
    engine.shutdown();
    work.stop();
    work.join();
    reads.stop();
    jobs.stop();
    api.shutdown();
  }
};

std::string_view next_line(std::string_view& rest) {
  const size_t nl = rest.find('\n');
  std::string_view line = rest.substr(0, nl);
  rest = nl == rest.npos ? std::string_view() : rest.substr(nl + 1);
  return line;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static std::unique_ptr<Stack> stack;
  static int inputs = 0;
  if (!stack || ++inputs % 500 == 0) {
    stack.reset();
    stack = std::make_unique<Stack>();
  }
  std::string_view rest(reinterpret_cast<const char*>(data), size);
  const std::string_view first = next_line(rest);
  const size_t space = first.find(' ');
  HttpRequest req;
  req.method = std::string(first.substr(0, space));
  req.target = space == first.npos ? "/" : std::string(first.substr(space + 1));
  req.content_type = std::string(next_line(rest));
  for (auto [prefix, field] : {std::pair{std::string_view("Cookie: "), &req.cookie},
                               std::pair{std::string_view("X-CSRF-Token: "), &req.csrf}}) {
    if (!rest.starts_with(prefix)) continue;
    std::string_view line = next_line(rest);
    *field = std::string(line.substr(prefix.size()));
  }
  if (req.csrf == "auto") req.csrf = accounts::csrf_token(std::string(kFuzzSession));
  req.body = std::string(rest.substr(0, kMaxBodyBytes));
  req.client = "fuzzer";
  auto answers = std::make_shared<std::atomic<int>>(0);
  auto answered = std::make_shared<std::promise<void>>();
  stack->api.handle(req, [answers, answered](HttpResponse r) {
    if (r.status < 200 || r.status > 599) std::abort();
    if (++*answers == 1) answered->set_value();
    else std::abort();  // answered twice
  });
  if (answered->get_future().wait_for(std::chrono::seconds(10)) != std::future_status::ready) {
    std::fprintf(stderr, "no answer within 10 s\n");
    std::abort();
  }
  stack->engine.wait_idle();
  return 0;
}
