// Warp-level primitives: shuffles, votes, match, reduce, activemask.
#include <cuda_runtime.h>

__global__ void shuffles(const float* in, float* out, const double* din, double* dout) {
  unsigned full = 0xffffffffu;
  int lane = threadIdx.x & 31;
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  float a = __shfl_sync(full, v, 3);
  float b = __shfl_up_sync(full, v, 1);
  float c = __shfl_down_sync(full, v, 2, 16);
  float d = __shfl_xor_sync(full, v, 5, 8);
  for (int off = 16; off > 0; off >>= 1) v += __shfl_xor_sync(full, v, off);
  double dv = din[threadIdx.x];
  dv += __shfl_down_sync(full, dv, 1);
  long long lv = __shfl_sync(full, (long long)lane, lane ^ 1);
  out[blockIdx.x * blockDim.x + threadIdx.x] = a + b + c + d + v + lv;
  dout[threadIdx.x] = dv;
}

__device__ __forceinline__ unsigned lanemask_lt() { unsigned r; asm("mov.u32 %0, %%lanemask_lt;" : "=r"(r)); return r; }
__device__ __forceinline__ unsigned lanemask_ge() { unsigned r; asm("mov.u32 %0, %%lanemask_ge;" : "=r"(r)); return r; }

__global__ void votes(const int* in, unsigned* out) {
  int x = in[threadIdx.x];
  unsigned am = __activemask();
  unsigned bal = __ballot_sync(0xffffffffu, x > 0);
  int any = __any_sync(0xffffffffu, x == 7);
  int all = __all_sync(0xffffffffu, x != 0);
  int uni = __uni_sync(0xffffffffu, x & 1);
  out[threadIdx.x] = am ^ bal ^ (any << 1) ^ (all << 2) ^ (uni << 3) ^ lanemask_lt() ^ lanemask_ge();
  if (x & 2) {
    unsigned sub = __activemask();
    out[threadIdx.x + 32] = __popc(sub) + __ffs(bal) + __clz(bal);
  }
}

__global__ void match_and_reduce(const int* in, const long long* lin, unsigned* out) {
  int x = in[threadIdx.x];
  unsigned m = __match_any_sync(0xffffffffu, x);
  int pred;
  unsigned ma = __match_all_sync(0xffffffffu, x, &pred);
  unsigned ml = __match_any_sync(0xffffffffu, lin[threadIdx.x]);
  unsigned s = __reduce_add_sync(0xffffffffu, (unsigned)x);
  unsigned mn = __reduce_min_sync(0xffffffffu, (unsigned)x);
  int mx = __reduce_max_sync(0xffffffffu, x);
  unsigned an = __reduce_and_sync(0xffffffffu, (unsigned)x);
  unsigned o = __reduce_or_sync(0xffffffffu, (unsigned)x);
  unsigned xr = __reduce_xor_sync(0xffffffffu, (unsigned)x);
  out[threadIdx.x] = m + ma + pred + ml + s + mn + mx + an + o + xr;
}

__global__ void partial_warp(int n, int* data) {
  int i = threadIdx.x;
  if (i < n) {
    unsigned mask = __ballot_sync(__activemask(), data[i] > 0);
    int leader = __ffs(mask) - 1;
    int v = __shfl_sync(mask ? mask : 1u, data[i], leader < 0 ? 0 : leader);
    __syncwarp(mask ? mask : 1u);
    data[i] = v;
  }
}
