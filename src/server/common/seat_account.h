// An account as a request or a seat knows it: its id and name (id 0 and name "": a guest).
#pragma once

#include <cstdint>
#include <string>

namespace manqala {

struct SeatAccount {
  int64_t id = 0;
  std::string name;
};

}  // namespace manqala
