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

// Calls check(endgame, top) for each game under its default options and one other set: for
// Al-manqala captures of 1 and 3 from the origin skipped (odd levels), up to `almanqala`
// seeds; for Hawalis no relay and no back capture, up to `hawalis`.
template <class Check>
void for_both_games(int almanqala, int hawalis, Check check) {
  check(manqala::AlManqalaEndgame{manqala::AlManqalaOptions{}}, almanqala);
  manqala::AlManqalaOptions odd;
  odd.capture = {1, 3};
  odd.skip_origin = true;
  check(manqala::AlManqalaEndgame{odd}, almanqala);
  check(manqala::HawalisEndgame{manqala::HawalisOptions{}}, hawalis);
  check(manqala::HawalisEndgame{hawalis_options(false, false, true, true)}, hawalis);
}

}  // namespace manqala_test
