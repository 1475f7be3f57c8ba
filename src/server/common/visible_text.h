// Text that people write for others to read (a chat message, a name, a tournament's name or
// announcement) shows as it was written, and as one line where it is one: no character in it
// may reorder, hide or break what the reader sees. Refused: control characters (a line break
// only where lines are allowed), the line and paragraph separators U+2028 and U+2029 (Chromium
// draws a new line for them), bidi controls (U+202E turns "evil txt.exe" into "exe.txt live"),
// what draws nothing (zero-width spaces and joiners, word joiners, the BOM, fillers, and every
// other default-ignorable character) and noncharacters (U+FFFE, U+FFFF). Kept where a script
// or an emoji needs them: a zero-width joiner between two pictographs (a family, a flag), a
// variation selector after a character (the red "❤️"), tags after the black flag (Scotland's),
// and a zero-width non-joiner between two Arabic-script letters (Persian writes "می‌خواهم" so).
// The pages isolate such text from what surrounds it too (<bdi>, dir="auto").
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace manqala {

// The characters (code points) of UTF-8 `text`, or -1 when it is not valid UTF-8 or holds a
// character refused above; `lines`: line breaks (and tabs) are allowed.
long visible_length(std::string_view text, bool lines = false);

// At most `bytes` bytes of UTF-8 `text`, cut between characters (what the server keeps of a
// name that comes too long in a file).
std::string utf8_prefix(std::string_view text, size_t bytes);

}  // namespace manqala
