#include "pairing/exchanges.h"

#include <algorithm>
#include <cstdlib>
#include <numeric>

namespace manqala::pairing {
namespace {

// Every subset of `size` elements of `from`, each ascending.
void subsets(const std::vector<int>& from, int size, std::size_t start, std::vector<int>& current,
             std::vector<std::vector<int>>& out) {
  if (static_cast<int>(current.size()) == size) {
    out.push_back(current);
    return;
  }
  for (std::size_t i = start; i < from.size(); ++i) {
    current.push_back(from[i]);
    subsets(from, size, i + 1, current, out);
    current.pop_back();
  }
}

std::vector<std::vector<int>> subsets(const std::vector<int>& from, int size) {
  std::vector<std::vector<int>> out;
  std::vector<int> current;
  subsets(from, size, 0, current, out);
  return out;
}

int sum(const std::vector<int>& v) { return std::accumulate(v.begin(), v.end(), 0); }

// Whether a's highest different element is higher than b's (both ascending, same size).
bool higher_top(const std::vector<int>& a, const std::vector<int>& b) {
  for (std::size_t i = a.size(); i-- > 0;)
    if (a[i] != b[i]) return a[i] > b[i];
  return false;
}

// Whether a's lowest different element is lower than b's.
bool lower_bottom(const std::vector<int>& a, const std::vector<int>& b) {
  for (std::size_t i = 0; i < a.size(); ++i)
    if (a[i] != b[i]) return a[i] < b[i];
  return false;
}

}  // namespace

std::vector<Exchange> exchanges_of_size(const std::vector<int>& s1, const std::vector<int>& s2, int size) {
  std::vector<Exchange> out;
  const auto outs = subsets(s1, size), ins = subsets(s2, size);
  out.reserve(outs.size() * ins.size());
  for (const auto& x : outs)
    for (const auto& y : ins) out.push_back({x, y});
  std::stable_sort(out.begin(), out.end(), [](const Exchange& a, const Exchange& b) {
    const int da = std::abs(sum(a.out_of_s2) - sum(a.out_of_s1)), db = std::abs(sum(b.out_of_s2) - sum(b.out_of_s1));
    if (da != db) return da < db;
    if (a.out_of_s1 != b.out_of_s1) return higher_top(a.out_of_s1, b.out_of_s1);
    return lower_bottom(a.out_of_s2, b.out_of_s2);
  });
  return out;
}

}  // namespace manqala::pairing
