#include "pairing/colour_allocation.h"

#include <cstdlib>

namespace manqala::pairing {

Colour colour_of_higher(const DutchPlayer& h, const DutchPlayer& l, Colour initial, int parity) {
  // both preferences granted (or one player has none).
  if (h.preference == Colour::none || l.preference == Colour::none || h.preference != l.preference) {
    if (h.preference != Colour::none) return h.preference;
    if (l.preference != Colour::none) return opposite(l.preference);
  } else {
    // the stronger preference; of two absolute ones, the wider colour difference.
    if (h.strength != l.strength) return h.strength > l.strength ? h.preference : opposite(l.preference);
    if (h.strength == Strength::absolute) {
      const int dh = std::abs(h.colour_difference), dl = std::abs(l.colour_difference);
      if (dh != dl) return dh > dl ? h.preference : opposite(l.preference);
    }
    // alternate to the latest round in which they had different colours (unplayed
    // rounds left out of both histories).
    for (std::size_t i = 1; i <= h.colours.size() && i <= l.colours.size(); ++i) {
      const Colour ch = h.colours[h.colours.size() - i], cl = l.colours[l.colours.size() - i];
      if (ch != cl) return opposite(ch);
    }
    // the higher ranked player's preference.
    return h.preference;
  }
  // Neither has a preference.
  return parity % 2 == 1 ? initial : opposite(initial);
}

}  // namespace manqala::pairing
