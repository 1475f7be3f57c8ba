#include "play/play.h"

namespace manqala {
int run_play(const PlayConfig&, std::istream&, std::ostream& out) {
  out << "not yet\n";
  return 1;
}
}  // namespace manqala
