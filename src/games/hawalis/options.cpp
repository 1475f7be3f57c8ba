// The options of RULES.md's Hawalis section, declared once: names, ranges, defaults (those of
// HawalisOptions) and help. Parsing, the options text, --help, /api/meta and the web page's
// controls all read this.
#include "games/hawalis/hawalis.h"

namespace manqala {

const OptionSchema<HawalisOptions>& Hawalis::option_schema() {
  static const auto schema =
      OptionSchema<Options>()
          .flag("relay", &Options::relay, "a lap ending in an occupied pit lifts it and sows on")
          .flag("back-capture", &Options::back_capture, "a capture takes the back pit of the file with the front pit")
          .flag("singleton-capture", &Options::singleton_capture, "a single-seed move may capture")
          .flag("skip-origin", &Options::skip_origin, "each lap passes over the pit it was lifted from")
          .number("repetition", &Options::repetition, 2, 1000, "the occurrence of a position that draws")
          .number("seeds", &Options::seeds, 1, kMaxSeeds, "seeds in each pit at the start");
  return schema;
}

// Measured over random games (README "Endless relay sowing"): with up to 4 seeds a pit the
// longest relay sowing judged took about 17 million laps (0.15 s); with 7, 200 million (2 s);
// with 9, single positions take minutes. Without relay every move is one lap.
constexpr int kBoundedSeeds = 4;

std::string Hawalis::unbounded_work(const Options& o) {
  if (!o.relay || o.seeds <= kBoundedSeeds) return "";
  return "with relay sowing and more than " + std::to_string(kBoundedSeeds) +
         " seeds a pit, a relay sowing can run for minutes before it ends or repeats, so judging one move has no "
         "useful bound";
}

}  // namespace manqala
