#include "shim.h"
// Simple elementwise kernels, grid-stride loops, 2D indexing, launch bounds.

__global__ void vec_add(const float *a, const float *b, float *c, int n) {
  int i = gtid();
  if (i < n) c[i] = a[i] + b[i];
}

__global__ void saxpy_grid_stride(int n, float alpha, const float *__restrict__ x,
                                  float *__restrict__ y) {
  for (int i = gtid(); i < n; i += ntid_x() * nctaid_x())
    y[i] = alpha * x[i] + y[i];
}

__global__ __launch_bounds__(256) void bounded_copy(const int *in, int *out, long n) {
  long i = (long)ctaid_x() * 256 + tid_x();
  if (i < n) out[i] = in[i] * 3 - 7;
}

__global__ __launch_bounds__(128, 4) void bounded_minblocks(double *d, unsigned n) {
  unsigned i = gtid();
  if (i < n) d[i] = d[i] * 0.5 + 1.25;
}

__global__ void transpose_naive(const float *in, float *out, int w, int h) {
  int x = ctaid_x() * __nvvm_read_ptx_sreg_ntid_x() + tid_x();
  int y = ctaid_y() * __nvvm_read_ptx_sreg_ntid_y() + tid_y();
  if (x < w && y < h) out[x * h + y] = in[y * w + x];
}

__global__ void int_ops(const unsigned *a, unsigned *o, int n) {
  int i = gtid();
  if (i >= n) return;
  unsigned v = a[i];
  unsigned r = __builtin_popcount(v) + __builtin_clz(v | 1) + (v >> (i & 31)) + (v << 3);
  r ^= __builtin_bitreverse32(v);
  r += __nvvm_mulhi_ui(v, 0x9e3779b9u);
  r += __nvvm_prmt(v, r, 0x3210);
  o[i] = r % 13u + (unsigned)((int)v / -7);
}

__global__ void select_minmax(const int *a, const long long *b, int *o, long long *ob, int n) {
  int i = gtid();
  if (i < n) {
    int x = a[i];
    o[i] = x < 0 ? -x : (x > 100 ? 100 : x);
    long long y = b[i];
    ob[i] = y > 0 ? y : 0;
  }
}
