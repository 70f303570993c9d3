#include "shim.h"
// Static and dynamic shared memory, tiled matmul, bank-conflict padding, scan.

#define TILE 16
__global__ __launch_bounds__(TILE * TILE) void matmul_tiled(const float *A, const float *B,
                                                           float *C, int N) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE + 1];
  int tx = tid_x(), ty = tid_y();
  int row = ctaid_y() * TILE + ty, col = ctaid_x() * TILE + tx;
  float acc = 0.0f;
  for (int t = 0; t < N / TILE; ++t) {
    As[ty][tx] = A[row * N + t * TILE + tx];
    Bs[ty][tx] = B[(t * TILE + ty) * N + col];
    __syncthreads();
#pragma unroll
    for (int k = 0; k < TILE; ++k) acc += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  C[row * N + col] = acc;
}

extern __shared__ float dyn_smem[];

__global__ void dynamic_scan(const float *in, float *out, int n) {
  int t = tid_x();
  dyn_smem[t] = t < n ? in[t] : 0.0f;
  __syncthreads();
  for (int off = 1; off < ntid_x(); off <<= 1) {
    float v = t >= off ? dyn_smem[t - off] : 0.0f;
    __syncthreads();
    dyn_smem[t] += v;
    __syncthreads();
  }
  if (t < n) out[t] = dyn_smem[t];
}

__global__ void shared_generic_ptr(int *out, int sel) {
  __shared__ int a[64];
  __shared__ int b[64];
  int t = tid_x();
  a[t] = t;
  b[t] = -t;
  __syncthreads();
  int *p = sel ? a : b;  // generic pointer into shared memory
  out[t] = p[(t + 1) & 63] + __nvvm_isspacep_shared(p);
}

__global__ void barriers(int *out) {
  __shared__ int s[128];
  int t = tid_x();
  s[t] = t;
  __nvvm_bar_sync(0);
  int c = __nvvm_bar0_popc(s[t ^ 1] & 1);
  int a = __nvvm_bar0_and(s[t] > 0);
  int o = __nvvm_bar0_or(s[t] > 64);
  out[t] = c + a + o;
}
