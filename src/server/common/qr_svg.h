// A QR code as an SVG picture (libqrencode): what the printed pairings carry so that a phone
// in the hall opens the event's live page.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace manqala {

// The SVG of `text` (error correction M, 8-bit), black modules on white with the quiet zone
// of four modules the standard asks for; nullopt when the text does not fit a QR code.
std::optional<std::string> qr_svg(std::string_view text);

}  // namespace manqala
