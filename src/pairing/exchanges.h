// The order in which the Dutch system tries exchanges between S1 and S2 of a homogeneous
// bracket or remainder: fewest players exchanged; then the smallest difference between the
// sums of the bracket sequence numbers moved each way; then the exchange whose highest
// different number moved out of S1 is higher; then the one whose lowest different number
// moved out of S2 is lower.
#pragma once

#include <vector>

namespace manqala::pairing {

struct Exchange {
  std::vector<int> out_of_s1;  // bracket sequence numbers, ascending
  std::vector<int> out_of_s2;
};

// Every exchange of `size` players each way, in that order. s1 and s2: bracket sequence
// numbers, ascending.
std::vector<Exchange> exchanges_of_size(const std::vector<int>& s1, const std::vector<int>& s2, int size);

}  // namespace manqala::pairing
