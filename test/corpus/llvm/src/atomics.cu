#include "shim.h"
// Atomic read-modify-write on global/shared/generic memory, CAS loops, scoped atomics.

__device__ int g_counter;
__device__ unsigned long long g_counter64;
__device__ float g_fsum;

__global__ void histogram(const unsigned char *data, int n, unsigned *bins) {
  __shared__ unsigned local[256];
  int t = tid_x();
  local[t] = 0;
  __syncthreads();
  for (int i = gtid(); i < n; i += ntid_x() * nctaid_x())
    __nvvm_atom_add_gen_i((int *)&local[data[i]], 1);
  __syncthreads();
  __nvvm_atom_add_gen_i((int *)&bins[t], (int)local[t]);
}

__global__ void atomic_zoo(int *p, unsigned *u, long long *q, float *f, double *d) {
  int t = tid_x();
  int r = 0;
  r += __nvvm_atom_add_gen_i(p, t);
  r += __nvvm_atom_max_gen_i(p + 1, t);
  r += __nvvm_atom_min_gen_i(p + 2, -t);
  r += __nvvm_atom_and_gen_i(p + 3, ~t);
  r += __nvvm_atom_or_gen_i(p + 4, t);
  r += __nvvm_atom_xor_gen_i(p + 5, t);
  r += __nvvm_atom_xchg_gen_i(p + 6, t);
  r += __nvvm_atom_cas_gen_i(p + 7, t, t + 1);
  r += __nvvm_atom_inc_gen_ui(u, 100u);
  r += __nvvm_atom_dec_gen_ui(u + 1, 100u);
  r += __nvvm_atom_max_gen_ui(u + 2, (unsigned)t);
  long long s = __nvvm_atom_add_gen_ll(q, t);
  s += __nvvm_atom_cas_gen_ll(q + 1, s, s * 2);
  float fs = __nvvm_atom_add_gen_f(f, 1.5f);
  double ds = __nvvm_atom_add_gen_d(d, 2.5);
  __nvvm_atom_add_gen_i(&g_counter, r);
  __nvvm_atom_add_gen_ll((long long *)&g_counter64, s);
  __nvvm_atom_add_gen_f(&g_fsum, fs + (float)ds);
}

__global__ void scoped_atomics(int *p, float *f) {
  int t = tid_x();
  int a = __nvvm_atom_cta_add_gen_i(p, t);
  int b = __nvvm_atom_sys_add_gen_i(p + 1, t);
  int c = __nvvm_atom_cta_cas_gen_i(p + 2, t, a);
  int d = __nvvm_atom_sys_xchg_gen_i(p + 3, b);
  float e = __nvvm_atom_cta_add_gen_f(f, 1.0f);
  p[4 + t] = a + b + c + d + (int)e;
}

// Lock-free float max via CAS loop.
__device__ __noinline__ float atomic_fmax(float *addr, float v) {
  int *ia = (int *)addr;
  int old = *(volatile int *)ia, assumed;
  do {
    assumed = old;
    float cur = __builtin_bit_cast(float, assumed);
    if (cur >= v) break;
    old = __nvvm_atom_cas_gen_i(ia, assumed, __builtin_bit_cast(int, v));
  } while (assumed != old);
  return __builtin_bit_cast(float, old);
}

__global__ void reduce_max(const float *in, float *out, int n) {
  int i = gtid();
  if (i < n) atomic_fmax(out, in[i]);
}

__global__ void fences(int *flag, int *data) {
  data[tid_x()] = 42;
  __nvvm_membar_gl();
  __nvvm_membar_cta();
  __nvvm_membar_sys();
  if (tid_x() == 0) *(volatile int *)flag = 1;
}
