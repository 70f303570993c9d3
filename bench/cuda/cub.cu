// Benchmark source: CUB device-wide algorithm instantiations for many key/value types
// (radix sort, scan, reduce). Built with `nvcc -ptx`; the kernels come from the
// instantiations that the host functions below request. Original code for the ptx-parser benchmark.
#include <cub/cub.cuh>
#include <cuda/functional>
#include <cuda_fp16.h>

#ifndef BENCH_VALUES
#define BENCH_VALUES 1
#endif

struct Ctx {
  void* tmp;
  size_t bytes;
  int n;
  cudaStream_t st;
};

template <typename K>
void sort_keys(Ctx& c, K* a, K* b) {
  cub::DeviceRadixSort::SortKeys(c.tmp, c.bytes, a, b, c.n, 0, int(sizeof(K) * 8), c.st);
  cub::DeviceRadixSort::SortKeysDescending(c.tmp, c.bytes, a, b, c.n, 0, int(sizeof(K) * 8), c.st);
  cub::DoubleBuffer<K> db(a, b);
  cub::DeviceRadixSort::SortKeys(c.tmp, c.bytes, db, c.n, 0, int(sizeof(K) * 8), c.st);
}

template <typename K, typename V>
void sort_pairs(Ctx& c, K* ka, K* kb, V* va, V* vb) {
  cub::DeviceRadixSort::SortPairs(c.tmp, c.bytes, ka, kb, va, vb, c.n, 0, int(sizeof(K) * 8), c.st);
  cub::DeviceRadixSort::SortPairsDescending(c.tmp, c.bytes, ka, kb, va, vb, c.n, 0, int(sizeof(K) * 8), c.st);
}

template <typename T>
void scans(Ctx& c, T* in, T* out) {
  cub::DeviceScan::InclusiveSum(c.tmp, c.bytes, in, out, c.n, c.st);
  cub::DeviceScan::ExclusiveSum(c.tmp, c.bytes, in, out, c.n, c.st);
  cub::DeviceScan::InclusiveScan(c.tmp, c.bytes, in, out, cuda::maximum<>{}, c.n, c.st);
  cub::DeviceScan::ExclusiveScan(c.tmp, c.bytes, in, out, cuda::minimum<>{}, T(0), c.n, c.st);
}

template <typename T>
void reduces(Ctx& c, T* in, T* out) {
  cub::DeviceReduce::Sum(c.tmp, c.bytes, in, out, c.n, c.st);
  cub::DeviceReduce::Max(c.tmp, c.bytes, in, out, c.n, c.st);
  cub::DeviceReduce::Min(c.tmp, c.bytes, in, out, c.n, c.st);
}

template <typename K>
void all_for_key(Ctx& c, void** p) {
  K* k = (K*)p[0];
  sort_keys<K>(c, k, k + c.n);
  scans<K>(c, k, k + c.n);
  reduces<K>(c, k, k + c.n);
  // BENCH_VALUES = how many value types are sorted with each key type (0..7).
#define PAIRS(I, V) if constexpr (BENCH_VALUES > I) sort_pairs<K, V>(c, k, k + c.n, (V*)p[1], (V*)p[2]);
  PAIRS(0, int)
  PAIRS(1, double)
  PAIRS(2, float)
  PAIRS(3, unsigned long long)
  PAIRS(4, short)
  PAIRS(5, unsigned char)
  PAIRS(6, long long)
#undef PAIRS
}

void bench_cub(Ctx& c, void** p) {
  all_for_key<signed char>(c, p);
  all_for_key<unsigned char>(c, p);
  all_for_key<short>(c, p);
  all_for_key<unsigned short>(c, p);
  all_for_key<int>(c, p);
  all_for_key<unsigned>(c, p);
  all_for_key<long long>(c, p);
  all_for_key<unsigned long long>(c, p);
  all_for_key<float>(c, p);
  all_for_key<double>(c, p);
}
