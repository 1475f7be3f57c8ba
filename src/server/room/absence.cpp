#include "server/room/absence.h"

#include <algorithm>

namespace manqala {

void Absence::seen(bool south_here, bool north_here, Clock::time_point now) {
  const bool here[2] = {south_here, north_here};
  for (int i : {0, 1}) {
    if (here_[i] && !here[i]) gone_since_[i] = now;
    here_[i] = here[i];
  }
}

Absence::Clock::duration Absence::gone(Side s, Clock::time_point now) const {
  if (here_[index(s)]) return Clock::duration::zero();
  return now - std::max(gone_since_[index(s)], turn_since_);
}

}  // namespace manqala
