// Arbitrary bytes as a TRF. The reader may refuse them, with a TrfError and nothing else
// (any other exception escapes and libFuzzer reports it). A file it accepts is written in
// both flavours; the text must read again to the same tournament, save the points and ranks
// the writer fills in, and write again to the same text.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "pairing/trf.h"

using namespace manqala::pairing;

namespace {

[[noreturn]] void broken(const char* what, const std::string& detail) {
  std::fprintf(stderr, "fuzz_trf: %s\n%s\n", what, detail.c_str());
  std::abort();
}

void write_and_read_back(const Tournament& t, TrfFlavour flavour) {
  std::string text;
  try {
    text = write_trf(t, flavour);
  } catch (const TrfError& e) {
    // What a file can hold and its writer cannot: more than 99.9 points where the file gave
    // none, a forfeit loss and a zero-point bye apart (TRF(bx) only).
    if (e.line == 0 && (e.field == "points" || e.field == "point system")) return;
    broken("an accepted file could not be written", e.what());
  }
  Tournament back;
  try {
    back = read_trf(text);
  } catch (const TrfError& e) {
    broken("a written file was refused", std::string(e.what()) + "\n" + text);
  }
  Tournament expected = t;
  for (std::size_t i = 0; i < expected.players.size() && i < back.players.size(); ++i) {
    expected.players[i].declared = back.players[i].declared;
    expected.players[i].declared_rank = back.players[i].declared_rank;
  }
  if (back != expected) broken("a written file read back differently", text);
  if (write_trf(back, flavour) != text) broken("a file written twice differs", text);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size > 1 << 16) return 0;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  Tournament t;
  try {
    t = read_trf(text);
  } catch (const TrfError&) {
    return 0;  // refused: fine, as long as nothing crashed
  }
  write_and_read_back(t, TrfFlavour::trf2016x);
  write_and_read_back(t, TrfFlavour::trf2026);
  return 0;
}
