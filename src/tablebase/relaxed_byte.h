// Relaxed atomic access to one byte of a table shared by the builder's threads: what
// std::atomic_ref<uint8_t> does, through the compilers' builtins, because the C++ library of
// Debian's emscripten (the browser's engine, src/wasm/) has no std::atomic_ref.
#pragma once

#include <cstdint>

namespace manqala::tablebase {

inline uint8_t relaxed_load(const uint8_t& b) { return __atomic_load_n(&b, __ATOMIC_RELAXED); }
inline void relaxed_store(uint8_t& b, uint8_t v) { __atomic_store_n(&b, v, __ATOMIC_RELAXED); }
inline uint8_t relaxed_fetch_or(uint8_t& b, uint8_t v) { return __atomic_fetch_or(&b, v, __ATOMIC_RELAXED); }

}  // namespace manqala::tablebase
