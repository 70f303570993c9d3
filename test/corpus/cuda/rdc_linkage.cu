// Separate compilation: extern device variables/functions resolved at link time, weak/static/visible symbols.
#include <cstdio>

extern __device__ int ext_counter;                 // defined in another translation unit
extern __device__ float ext_table[];               // unsized extern array
extern __constant__ double ext_const_scale;
extern __device__ int ext_add(int a, int b);       // defined elsewhere
extern __device__ float ext_scale(float v, const float* tbl);

__device__ int visible_counter = 5;
static __device__ int file_static_counter = 9;
__device__ __noinline__ int local_helper(int v) { return v * file_static_counter; }
static __device__ __noinline__ int static_helper(int v) { return v + 3; }
__device__ __attribute__((weak)) int weak_hook(int v) { return v; }

template <typename T>
__device__ __noinline__ T tmpl_helper(T v) { return v * T(2); }

__global__ void uses_externs(int n, int* out, float* fout) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  out[i] = ext_add(i, ext_counter) + local_helper(i) + static_helper(i) + weak_hook(i) + tmpl_helper(i) + visible_counter;
  fout[i] = ext_scale(ext_table[i], ext_table) * (float)ext_const_scale + tmpl_helper(1.5f);
  atomicAdd(&ext_counter, 1);
}

extern "C" __device__ __noinline__ int c_linkage_fn(int x) { return x ^ 0x55; }
extern "C" __global__ void c_linkage_kernel(int* out) { out[threadIdx.x] = c_linkage_fn(threadIdx.x); }
