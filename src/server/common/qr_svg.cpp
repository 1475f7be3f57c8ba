#include "server/common/qr_svg.h"

#include <qrencode.h>

#include <memory>

namespace manqala {

std::optional<std::string> qr_svg(std::string_view text) {
  const std::string data(text);
  std::unique_ptr<QRcode, decltype(&QRcode_free)> code(
      QRcode_encodeData(static_cast<int>(data.size()), reinterpret_cast<const unsigned char*>(data.data()), 0, QR_ECLEVEL_M),
      &QRcode_free);
  if (!code) return std::nullopt;
  constexpr int kQuiet = 4;
  const int width = code->width, side = width + 2 * kQuiet;
  std::string path;
  for (int y = 0; y < width; ++y)
    for (int x = 0; x < width; ++x)
      if (code->data[y * width + x] & 1)  // the low bit: a dark module
        path += "M" + std::to_string(x + kQuiet) + " " + std::to_string(y + kQuiet) + "h1v1h-1z";
  const std::string size = std::to_string(side);
  return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " + size + " " + size +
         "\" shape-rendering=\"crispEdges\"><rect width=\"" + size + "\" height=\"" + size +
         "\" fill=\"#fff\"/><path fill=\"#000\" d=\"" + path + "\"/></svg>";
}

}  // namespace manqala
