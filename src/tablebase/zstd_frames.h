// One zstd frame in, one out: the blocks of a compressed table (format 2). A build without
// zstd (the browser's engine, src/wasm/) has the class but not the codec: available() is
// false there, and a compressed table is refused by name before anything is decompressed.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace manqala::tablebase {

class ZstdFrames {
 public:
  ZstdFrames() = default;
  ZstdFrames(const ZstdFrames&) = delete;
  ZstdFrames& operator=(const ZstdFrames&) = delete;
  ~ZstdFrames();

  static bool available();
  // The frame of `size` bytes at `data` at `level`; empty when it could not be made.
  std::string compress(const uint8_t* data, size_t size, int level);
  // Decompresses `frame` into exactly `size` bytes at `out`; false otherwise.
  bool decompress(const uint8_t* frame, size_t frame_bytes, uint8_t* out, size_t size);

 private:
  void* compressor_ = nullptr;    // ZSTD_CCtx, made on first use
  void* decompressor_ = nullptr;  // ZSTD_DCtx, made on first use
};

}  // namespace manqala::tablebase
