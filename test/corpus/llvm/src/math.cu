#include "shim.h"
// Floating point math: sqrt, rsqrt, fma, div (IEEE and approx), ex2/lg2/sin/cos approx,
// min/max, conversions, double precision.

__global__ void fmath(const float *a, const float *b, float *o, int n) {
  int i = gtid();
  if (i >= n) return;
  float x = a[i], y = b[i];
  float r = __builtin_sqrtf(x) + __builtin_fmaf(x, y, 1.0f) + x / y;
  r += __nvvm_ex2_approx_f(x) + __nvvm_lg2_approx_f(y);
  r += __nvvm_sin_approx_f(x) * __nvvm_cos_approx_f(y);
  r += __nvvm_rsqrt_approx_f(y) + __nvvm_rcp_rn_f(x) + __nvvm_div_approx_f(x, y);
  r += __nvvm_sqrt_approx_f(x) + __nvvm_fma_rz_f(x, y, r);
  r += __builtin_fminf(x, y) + __builtin_fmaxf(x, y) + __builtin_fabsf(x - y);
  r += __nvvm_ex2_approx_ftz_f(r) + __nvvm_fmin_ftz_f(x, r);
  r += __builtin_floorf(x) + __builtin_ceilf(y) + __builtin_truncf(r) + __builtin_rintf(x);
  r += __nvvm_saturate_f(y) + __builtin_copysignf(1.0f, x);
  o[i] = r;
}

__global__ void dmath(const double *a, const double *b, double *o, int n) {
  int i = gtid();
  if (i >= n) return;
  double x = a[i], y = b[i];
  double r = __builtin_sqrt(x) + __builtin_fma(x, y, 3.0) + x / y;
  r += __nvvm_rcp_rn_d(y) + __nvvm_rsqrt_approx_d(x) + __nvvm_fma_rm_d(x, y, r);
  r += __builtin_fmin(x, r) + __builtin_fabs(y) + __builtin_floor(r);
  r += __nvvm_div_rz_d(x, y) + __nvvm_sqrt_rp_d(y);
  o[i] = r;
}

__global__ void conversions(const float *f, const double *d, int *i32, long long *i64,
                            unsigned *u32, float *fo, int n) {
  int i = gtid();
  if (i >= n) return;
  i32[i] = (int)f[i] + __nvvm_f2i_rn(f[i]) + __nvvm_d2i_rz(d[i]);
  i64[i] = (long long)d[i] + __nvvm_f2ll_rp(f[i]);
  u32[i] = (unsigned)f[i] + __nvvm_f2ui_rm(f[i]);
  fo[i] = (float)d[i] + (float)i64[i] + __nvvm_d2f_rz(d[i]);

}

__global__ void polynomial(const float *x, float *y, int n) {
  int i = gtid();
  if (i < n) {
    float v = x[i];
    float p = ((((0.0083f * v + 0.0416f) * v + 0.1666f) * v + 0.5f) * v + 1.0f) * v + 1.0f;
    y[i] = p / (1.0f + v * v);
  }
}
