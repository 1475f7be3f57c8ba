#include "tablebase/zstd_frames.h"

#ifdef MANQALA_ZSTD
#include <zstd.h>
#endif

namespace manqala::tablebase {

#ifdef MANQALA_ZSTD

bool ZstdFrames::available() { return true; }

ZstdFrames::~ZstdFrames() {
  ZSTD_freeCCtx(static_cast<ZSTD_CCtx*>(compressor_));
  ZSTD_freeDCtx(static_cast<ZSTD_DCtx*>(decompressor_));
}

std::string ZstdFrames::compress(const uint8_t* data, size_t size, int level) {
  if (!compressor_) compressor_ = ZSTD_createCCtx();
  std::string out(ZSTD_compressBound(size), '\0');
  const size_t n = ZSTD_compressCCtx(static_cast<ZSTD_CCtx*>(compressor_), out.data(), out.size(), data, size, level);
  out.resize(ZSTD_isError(n) ? 0 : n);
  return out;
}

bool ZstdFrames::decompress(const uint8_t* frame, size_t frame_bytes, uint8_t* out, size_t size) {
  if (!decompressor_) decompressor_ = ZSTD_createDCtx();
  const size_t n = ZSTD_decompressDCtx(static_cast<ZSTD_DCtx*>(decompressor_), out, size, frame, frame_bytes);
  return !ZSTD_isError(n) && n == size;
}

#else

bool ZstdFrames::available() { return false; }
ZstdFrames::~ZstdFrames() = default;
std::string ZstdFrames::compress(const uint8_t*, size_t, int) { return {}; }
bool ZstdFrames::decompress(const uint8_t*, size_t, uint8_t*, size_t) { return false; }

#endif

}  // namespace manqala::tablebase
