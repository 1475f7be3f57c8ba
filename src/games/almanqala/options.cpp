// The options of RULES.md's Al-manqala section, declared once: names, ranges, defaults (those
// of AlManqalaOptions) and help. Parsing, the options text, --help, /api/meta and the web
// page's controls all read this.
#include "games/almanqala/almanqala.h"

namespace manqala {

const OptionSchema<AlManqalaOptions>& AlManqala::option_schema() {
  static const auto schema =
      OptionSchema<Options>()
          .number("seeds", &Options::seeds, 1, kMaxSeeds, "seeds in each pit at the start")
          .number_list("capture", &Options::capture, 1, 252,
                       "the counts a last seed captures, and the chain behind it (e.g. 2,4)")
          .flag("skip-origin", &Options::skip_origin, "the sowing passes over the pit it was lifted from")
          .choice("feed", &Options::feed, {"after-capture", "sown"},
                  "what feeds an empty row: the row holds seeds after the move, or a seed was sown there")
          .number("win-at", &Options::win_at, 1, 252, "captured seeds that win at once")
          .number("repetition", &Options::repetition, 2, 1000, "the occurrence of a position that shares the loop");
  return schema;
}

}  // namespace manqala
