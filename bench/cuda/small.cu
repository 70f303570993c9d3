// Benchmark source for the many-small-modules case: small, self-contained kernels.
// The bench builds this with `nvcc -ptx` for a few targets and splits the result into
// one complete module per kernel (plus renamed variants). Original code for the ptx-parser benchmark.
#include <cuda_fp16.h>

template <typename T>
__global__ void s_axpy(T a, const T* x, T* y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}

template <typename T>
__global__ void s_block_sum(const T* in, T* out, int n) {
  __shared__ T buf[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  buf[threadIdx.x] = i < n ? in[i] : T(0);
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) buf[threadIdx.x] += buf[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0) out[blockIdx.x] = buf[0];
}

template <typename T>
__global__ void s_warp_max(const T* in, T* out) {
  T v = in[blockIdx.x * blockDim.x + threadIdx.x];
  for (int o = 16; o > 0; o >>= 1) {
    T w = __shfl_down_sync(0xffffffffu, v, o);
    v = w > v ? w : v;
  }
  if ((threadIdx.x & 31) == 0) out[(blockIdx.x * blockDim.x + threadIdx.x) >> 5] = v;
}

template <typename T>
__global__ void s_count_if(const T* in, unsigned* count, int n, T thr) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  bool p = i < n && in[i] > thr;
  unsigned m = __ballot_sync(0xffffffffu, p);
  if ((threadIdx.x & 31) == 0) atomicAdd(count, __popc(m));
}

template <typename T>
__global__ void s_transpose(const T* in, T* out, int w, int h) {
  __shared__ T tile[16][17];
  int x = blockIdx.x * 16 + threadIdx.x, y = blockIdx.y * 16 + threadIdx.y;
  if (x < w && y < h) tile[threadIdx.y][threadIdx.x] = in[y * w + x];
  __syncthreads();
  x = blockIdx.y * 16 + threadIdx.x;
  y = blockIdx.x * 16 + threadIdx.y;
  if (x < h && y < w) out[y * h + x] = tile[threadIdx.x][threadIdx.y];
}

template <typename T>
__global__ void s_clamp_scale(T* v, int n, T lo, T hi, T s) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    T x = v[i] * s;
    v[i] = x < lo ? lo : x > hi ? hi : x;
  }
}

__global__ void s_sincos(const float* a, float* s, float* c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) sincosf(a[i], &s[i], &c[i]);
}

__global__ void s_half_fma(const __half* a, const __half* b, __half* c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = __hfma(a[i], b[i], c[i]);
}

__global__ void s_bitrev(unsigned* v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) v[i] = __brev(v[i]) ^ (__clz(v[i]) << 24) ^ __ffs(v[i]);
}

__global__ void s_divmod(const long long* a, const long long* b, long long* q, long long* r, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && b[i] != 0) { q[i] = a[i] / b[i]; r[i] = a[i] % b[i]; }
}

__global__ void s_atomics(int* p, float* f, unsigned long long* u, int v) {
  atomicMax(p, v);
  atomicMin(p + 1, v);
  atomicCAS(p + 2, v, v + 1);
  atomicExch(p + 3, v);
  atomicAdd(f, (float)v);
  atomicAdd(u, (unsigned long long)v);
}

void* small_table[] = {
  (void*)&s_axpy<float>, (void*)&s_axpy<double>, (void*)&s_axpy<int>,
  (void*)&s_block_sum<float>, (void*)&s_block_sum<int>, (void*)&s_block_sum<double>,
  (void*)&s_warp_max<float>, (void*)&s_warp_max<int>, (void*)&s_warp_max<long long>,
  (void*)&s_count_if<float>, (void*)&s_count_if<short>, (void*)&s_count_if<double>,
  (void*)&s_transpose<float>, (void*)&s_transpose<double>, (void*)&s_transpose<char>,
  (void*)&s_clamp_scale<float>, (void*)&s_clamp_scale<double>, (void*)&s_clamp_scale<int>,
  (void*)&s_sincos, (void*)&s_half_fma, (void*)&s_bitrev, (void*)&s_divmod, (void*)&s_atomics,
};
