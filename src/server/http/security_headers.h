// The headers every HTTP answer carries, whatever route or error made it, so that a page of
// this server runs only its own code and cannot be framed by another site:
//   - Content-Security-Policy: scripts, styles, images, fonts, sounds and connections
//     (fetch and the WebSocket) from this server only; no inline script or style, no eval,
//     no plug-ins, no <base>, forms posting only here, and no framing (frame-ancestors);
//   - X-Frame-Options: DENY, the same for browsers older than frame-ancestors;
//   - X-Content-Type-Options: nosniff, so that a text answer (a record, an error) is never
//     run as a script;
//   - Referrer-Policy: same-origin, so that an invitation link in the address bar never
//     leaves in a Referer;
//   - Cross-Origin-Opener-Policy: same-origin and Cross-Origin-Embedder-Policy: require-corp:
//     the page is cross-origin isolated, so the engine's WebAssembly build with threads
//     (SharedArrayBuffer) can run in it (web/engine/); 'wasm-unsafe-eval' lets it compile.
#pragma once

#include <array>
#include <string_view>
#include <utility>

namespace manqala::http_detail {

inline constexpr std::string_view kContentSecurityPolicy =
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; font-src 'self'; "
    "media-src 'self'; connect-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'none'; "
    "form-action 'self'; frame-ancestors 'none'";

// The one page another site may frame: a broadcast's embedded board (/embed/...), otherwise
// under the same policy. An answer's header of an empty value takes the header away.
inline constexpr std::string_view kEmbedContentSecurityPolicy =
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; font-src 'self'; "
    "media-src 'self'; connect-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'none'; "
    "form-action 'self'; frame-ancestors *";

inline constexpr std::array<std::pair<std::string_view, std::string_view>, 6> kSecurityHeaders = {{
    {"Content-Security-Policy", kContentSecurityPolicy},
    {"X-Frame-Options", "DENY"},
    {"X-Content-Type-Options", "nosniff"},
    {"Referrer-Policy", "same-origin"},
    {"Cross-Origin-Opener-Policy", "same-origin"},
    {"Cross-Origin-Embedder-Policy", "require-corp"},
}};

}  // namespace manqala::http_detail
