// Memory for a level's entries: bytes read in random order, hundreds of megabytes of them, so
// backed by 2 MiB pages where the kernel allows it (transparent huge pages on madvise). With
// 4 KiB pages nearly every read of a large level misses the TLB as well as the caches; the
// solver's prefetches then wait on page walks.
#pragma once

#include <sys/mman.h>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <new>
#include <vector>

namespace manqala::tablebase {

template <class T>
struct HugePageAllocator {
  using value_type = T;
  static constexpr size_t kPage = size_t{2} << 20;

  HugePageAllocator() = default;
  template <class U>
  HugePageAllocator(const HugePageAllocator<U>&) {}

  T* allocate(size_t n) {
    const size_t bytes = n * sizeof(T);
    if (bytes < kPage) return std::allocator<T>().allocate(n);
    const size_t rounded = (bytes + kPage - 1) / kPage * kPage;
    void* p = std::aligned_alloc(kPage, rounded);
    if (!p) throw std::bad_alloc();
    madvise(p, rounded, MADV_HUGEPAGE);  // a hint: without it the memory is the same, slower
    return static_cast<T*>(p);
  }
  void deallocate(T* p, size_t n) {
    if (n * sizeof(T) < kPage) std::allocator<T>().deallocate(p, n);
    else std::free(p);
  }
  template <class U>
  bool operator==(const HugePageAllocator<U>&) const { return true; }
};

// The entries of one level, in index order.
using LevelBytes = std::vector<uint8_t, HugePageAllocator<uint8_t>>;

}  // namespace manqala::tablebase
