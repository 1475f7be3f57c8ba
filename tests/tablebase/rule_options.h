// Rule options of the tables' tests, by the words that change a table's values.
#pragma once

#include "games/game_list.h"

namespace manqala_test {

inline manqala::HawalisOptions hawalis_options(bool relay, bool back_capture, bool singleton_capture,
                                               bool skip_origin) {
  manqala::HawalisOptions o;
  o.relay = relay;
  o.back_capture = back_capture;
  o.singleton_capture = singleton_capture;
  o.skip_origin = skip_origin;
  return o;
}

}  // namespace manqala_test
