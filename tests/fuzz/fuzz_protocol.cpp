// Arbitrary bytes as engine protocol input: split into lines and fed to Engine::handle, output
// discarded. Searches and perft are capped so that the fuzzer cannot make the engine think
// for long: any `go` becomes `go depth 2 nodes 300`, perft depths above 3 become 3, and
// setoption keeps hash, threads and playouts small. With the
// environment variable MANQALA_FUZZ_SKIP_GO set, `go` becomes `show` instead (to fuzz the rest
// of the protocol past a known search bug).
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "core/notation.h"
#include "protocol/engine.h"

using namespace manqala;

namespace {

std::string neutralize(std::string_view line) {
  auto words = split_words(line);
  if (words.empty()) return std::string(line);
  static const bool skip_go = std::getenv("MANQALA_FUZZ_SKIP_GO") != nullptr;
  if (words[0] == "go") return skip_go ? "show" : "go depth 2 nodes 300";
  // Big tables, many threads and long playouts are allowed but slow: keep them small.
  if (words[0] == "setoption" && words.size() == 3) {
    int n = 0;
    const bool big = !parse_count(words[2], 1000, n) || n > 4;
    if (big && (words[1] == "hash" || words[1] == "threads")) return "setoption " + std::string(words[1]) + " 2";
    if (big && words[1] == "playouts") return "setoption playouts 100";
  }
  if (words[0] == "perft" && words.size() == 2) {
    int depth = 0;
    if (parse_count(words[1], 1000, depth) && depth > 3) return "perft 3";
  }
  return std::string(line);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size > 8192) return 0;
  std::string_view input(reinterpret_cast<const char*>(data), size);
  size_t replies = 0;
  Engine engine([&replies](const std::string& line) {
    // Every reply is one line.
    if (line.find('\n') != std::string::npos) {
      std::fprintf(stderr, "reply with a newline inside\n");
      std::abort();
    }
    ++replies;
  });
  engine.handle("setoption hash 1");  // a 16 MB table zeroed for every input would dominate
  size_t start = 0;
  while (start <= input.size()) {
    size_t nl = input.find('\n', start);
    std::string_view line = input.substr(start, nl == input.npos ? input.npos : nl - start);
    if (!engine.handle(neutralize(line))) break;  // quit
    if (nl == input.npos) break;
    start = nl + 1;
  }
  engine.wait_for_search();
  return 0;
}
