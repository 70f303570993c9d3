// Static and dynamic shared memory, tiled matmul, block reductions, barriers.
#include <cuda_runtime.h>

#define TILE 16

__global__ void matmul_tiled(int n, const float* A, const float* B, float* C) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE + 1];
  int row = blockIdx.y * TILE + threadIdx.y, col = blockIdx.x * TILE + threadIdx.x;
  float acc = 0.0f;
  for (int t = 0; t < (n + TILE - 1) / TILE; ++t) {
    As[threadIdx.y][threadIdx.x] = (row < n && t * TILE + threadIdx.x < n) ? A[row * n + t * TILE + threadIdx.x] : 0.0f;
    Bs[threadIdx.y][threadIdx.x] = (col < n && t * TILE + threadIdx.y < n) ? B[(t * TILE + threadIdx.y) * n + col] : 0.0f;
    __syncthreads();
#pragma unroll
    for (int k = 0; k < TILE; ++k) acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
    __syncthreads();
  }
  if (row < n && col < n) C[row * n + col] = acc;
}

extern __shared__ unsigned char dyn_smem[];

template <typename T>
__global__ void block_sum_dynamic(int n, const T* in, T* out) {
  T* s = reinterpret_cast<T*>(dyn_smem);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  s[threadIdx.x] = i < n ? in[i] : T(0);
  __syncthreads();
  for (unsigned stride = blockDim.x / 2; stride > 0; stride >>= 1) {
    if (threadIdx.x < stride) s[threadIdx.x] += s[threadIdx.x + stride];
    __syncthreads();
  }
  if (threadIdx.x == 0) out[blockIdx.x] = s[0];
}
template __global__ void block_sum_dynamic<float>(int, const float*, float*);
template __global__ void block_sum_dynamic<double>(int, const double*, double*);
template __global__ void block_sum_dynamic<int>(int, const int*, int*);

__global__ void histogram_shared(int n, const unsigned char* data, unsigned* hist) {
  __shared__ unsigned bins[256];
  for (int b = threadIdx.x; b < 256; b += blockDim.x) bins[b] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&bins[data[i]], 1u);
  __syncthreads();
  for (int b = threadIdx.x; b < 256; b += blockDim.x) atomicAdd(&hist[b], bins[b]);
}

__global__ void barrier_variants(int n, const int* in, int* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int pred = i < n && in[i] > 0;
  int c = __syncthreads_count(pred);
  int a = __syncthreads_and(pred);
  int o = __syncthreads_or(pred);
  __syncwarp();
  __syncwarp(0x0000ffffu);
  __threadfence_block();
  __threadfence_system();
  if (i < n) out[i] = c * 4 + a * 2 + o;
}

__global__ void shared_transpose(int w, int h, const float* in, float* out) {
  __shared__ float tile[32][33];
  int x = blockIdx.x * 32 + threadIdx.x, y = blockIdx.y * 32 + threadIdx.y;
  for (int j = 0; j < 32; j += 8)
    if (x < w && y + j < h) tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * w + x];
  __syncthreads();
  x = blockIdx.y * 32 + threadIdx.x; y = blockIdx.x * 32 + threadIdx.y;
  for (int j = 0; j < 32; j += 8)
    if (x < h && y + j < w) out[(y + j) * h + x] = tile[threadIdx.x][threadIdx.y + j];
}

__global__ void shared_vectors(double2* out) {
  __shared__ double2 buf[128];
  __shared__ short4 sbuf[64];
  buf[threadIdx.x] = make_double2(threadIdx.x, -1.0 * threadIdx.x);
  sbuf[threadIdx.x & 63] = make_short4(1, 2, 3, (short)threadIdx.x);
  __syncthreads();
  double2 v = buf[127 - threadIdx.x];
  short4 s = sbuf[(threadIdx.x + 1) & 63];
  out[threadIdx.x] = make_double2(v.x + s.w, v.y + s.x);
}
