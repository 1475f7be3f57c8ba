// Arbitrary bytes as HTTP requests to the API routes (server/api.h), without the network:
// the first line is "METHOD TARGET", the second the Content-Type, the rest the body. Every
// request must be answered (once), whatever it holds. The games live in an in-memory archive
// that starts afresh every 500 inputs, so memory stays bounded; engine searches are 1 ms.
#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>
#include <string_view>

#include "server/api.h"

using namespace manqala;

namespace {

struct Stack {
  Archive archive{":memory:"};
  Games games;
  Api api;
  Stack(EnginePool& pool) : games(archive, pool, RoomSettings{1}), api(games) {}
};

std::string_view next_line(std::string_view& rest) {
  const size_t nl = rest.find('\n');
  std::string_view line = rest.substr(0, nl);
  rest = nl == rest.npos ? std::string_view() : rest.substr(nl + 1);
  return line;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static EnginePool pool(1, 1);
  static std::unique_ptr<Stack> stack;
  static int inputs = 0;
  if (!stack || ++inputs % 500 == 0) {
    pool.wait_idle();  // no search may outlive the archive it writes to
    stack.reset();
    stack = std::make_unique<Stack>(pool);
  }
  std::string_view rest(reinterpret_cast<const char*>(data), size);
  const std::string_view first = next_line(rest);
  const size_t space = first.find(' ');
  HttpRequest req;
  req.method = std::string(first.substr(0, space));
  req.target = space == first.npos ? "/" : std::string(first.substr(space + 1));
  req.content_type = std::string(next_line(rest));
  req.body = std::string(rest.substr(0, kMaxBodyBytes));
  int answers = 0;
  stack->api.handle(req, [&answers](HttpResponse r) {
    ++answers;
    if (r.status < 200 || r.status > 599) std::abort();
  });
  pool.wait_idle();
  if (answers != 1) std::abort();
  return 0;
}
