#include "shim.h"
// Vectorized global loads/stores (ld.global.v4/v2), __ldg (ld.global.nc), volatile.

__global__ void copy_v4(const float4 *__restrict__ in, float4 *__restrict__ out, int n) {
  int i = gtid();
  if (i < n) {
    float4 v = in[i];
    out[i] = v * 2.0f + (float4){1.0f, 2.0f, 3.0f, 4.0f};
  }
}

__global__ void ldg_variants(const float4 *in4, const int2 *in2, const float *in,
                             float *out, int n) {
  int i = gtid();
  if (i < n) {
    float4 a = __nvvm_ldg_f4(in4 + i);
    int2 b = __nvvm_ldg_i2(in2 + i);
    float c = __nvvm_ldg_f(in + i);
    out[i] = a.x + a.y + a.z + a.w + (float)(b.x - b.y) + c;
  }
}

__global__ void int4_add(const int4 *a, const int4 *b, int4 *c, int n) {
  int i = gtid();
  if (i < n) c[i] = a[i] + b[i];
}

__global__ void volatile_poll(volatile int *flag, int *out) {
  while (*flag == 0) {
  }
  out[tid_x()] = *flag;
}

__global__ void double2_sum(const double *a, double *o) {
  typedef double double2 __attribute__((ext_vector_type(2)));
  const double2 *a2 = (const double2 *)a;
  double2 v = a2[tid_x()];
  o[tid_x()] = v.x * v.y;
}

__global__ void shared_vec(const float4 *in, float4 *out) {
  __shared__ float4 tile[128];
  int t = tid_x();
  tile[t] = in[t];
  __syncthreads();
  float4 v = tile[127 - t];
  out[t] = v.wzyx;
}
