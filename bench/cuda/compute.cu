// Benchmark source: ordinary templated compute kernels (arithmetic, loads/stores, branches).
// Built with `nvcc -ptx --use_fast_math`; the number of instantiations (BENCH_K, per type)
// sets the size of the PTX. Original code for the ptx-parser benchmark.
#ifndef BENCH_K
#define BENCH_K 8
#endif

template <typename T>
__device__ __forceinline__ T clampv(T v, T lo, T hi) { return v < lo ? lo : (v > hi ? hi : v); }

// Polynomial / rational evaluation with K terms and a data-dependent branch per term.
template <typename T, int K>
__global__ void k_poly(const T* __restrict__ x, T* __restrict__ y, const T* __restrict__ coef, int n, T thr) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  T v = x[i];
  T acc = coef[0];
#pragma unroll
  for (int k = 1; k <= K + 2; ++k) {
    T c = coef[k];
    if (acc > thr) acc = acc * v - c;
    else acc = acc * v + c * (T)k;
  }
  y[i] = clampv(acc, (T)-1000, (T)1000);
}

// 1-D stencil with radius K+1 and a boundary branch.
template <typename T, int K>
__global__ void k_stencil(const T* __restrict__ in, T* __restrict__ out, int n, T w0, T w1) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  T s = in[i] * w0;
#pragma unroll
  for (int r = 1; r <= K + 1; ++r) {
    int lo = i - r, hi = i + r;
    T a = lo >= 0 ? in[lo] : (T)0;
    T b = hi < n ? in[hi] : (T)0;
    s += (a + b) * (w1 / (T)r);
  }
  out[i] = s;
}

// Grid-stride loop with mixed float math; fast-math turns these into approximate instructions.
template <typename T, int K>
__global__ void k_mix(const T* __restrict__ a, const T* __restrict__ b, float* __restrict__ out, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    float fa = (float)a[i], fb = (float)b[i];
    float r = 0.f;
#pragma unroll
    for (int k = 0; k < (K % 5) + 2; ++k) {
      if ((i + k) & 1) r += __expf(fa * 0.01f * k) - sqrtf(fabsf(fb) + k);
      else r -= __logf(fabsf(fa) + 1.f + k) * rsqrtf(fb * fb + 1.f);
    }
    out[i] = r + (float)K;
  }
}

// Small matrix-vector product with a K-dependent tile; 2-D indexing.
template <typename T, int K>
__global__ void k_matvec(const T* __restrict__ m, const T* __restrict__ v, T* __restrict__ out, int rows, int cols) {
  constexpr int TILE = (K % 4) + 2;
  int r = blockIdx.y * blockDim.y + threadIdx.y;
  if (r >= rows) return;
  T acc[TILE];
#pragma unroll
  for (int t = 0; t < TILE; ++t) acc[t] = (T)0;
  for (int c = threadIdx.x * TILE; c < cols; c += blockDim.x * TILE) {
#pragma unroll
    for (int t = 0; t < TILE; ++t)
      if (c + t < cols) acc[t] += m[(long long)r * cols + c + t] * v[c + t];
  }
  T s = (T)0;
#pragma unroll
  for (int t = 0; t < TILE; ++t) s += acc[t];
  if (s != (T)0) out[r * blockDim.x + threadIdx.x] = s + (T)K;
}

// Histogram-like integer work: shifts, masks, compares, atomics.
template <typename T, int K>
__global__ void k_bins(const T* __restrict__ in, unsigned* __restrict__ bins, int n, int nb) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  long long key = (long long)in[i];
  unsigned h = (unsigned)(key ^ (key >> 17)) * 2654435761u + K;
#pragma unroll
  for (int k = 0; k < (K % 3) + 1; ++k) h = (h << 5) ^ (h >> 27) ^ (unsigned)(k + K);
  int b = (int)(h % (unsigned)nb);
  if (b < nb / 2) atomicAdd(&bins[b], 1u);
  else bins[b] += (unsigned)(key & 0xff);
}

// Instantiate K-1 .. 0 for one type by taking the kernels' addresses in host code.
template <typename T, int K>
struct Inst {
  static void take(void** p) {
    p[0] = (void*)&k_poly<T, K>;
    p[1] = (void*)&k_stencil<T, K>;
    p[2] = (void*)&k_mix<T, K>;
    p[3] = (void*)&k_matvec<T, K>;
    p[4] = (void*)&k_bins<T, K>;
    Inst<T, K - 1>::take(p + 5);
  }
};
template <typename T>
struct Inst<T, -1> {
  static void take(void**) {}
};

void* bench_compute_table[5 * (BENCH_K + 1) * 6];
void bench_compute_register() {
  void** p = bench_compute_table;
  Inst<float, BENCH_K>::take(p);
  Inst<double, BENCH_K>::take(p += 5 * (BENCH_K + 1));
  Inst<int, BENCH_K>::take(p += 5 * (BENCH_K + 1));
  Inst<unsigned, BENCH_K>::take(p += 5 * (BENCH_K + 1));
  Inst<long long, BENCH_K>::take(p += 5 * (BENCH_K + 1));
  Inst<unsigned short, BENCH_K>::take(p += 5 * (BENCH_K + 1));
}
