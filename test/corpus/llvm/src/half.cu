#include "shim.h"
// fp16 as storage type (__fp16): conversions cvt.f32.f16 / cvt.rn.f16.f32 and b16 loads.
// (clang 14 lacks _Float16 arithmetic on NVPTX; native f16/f16x2 math is in half_native.ll.)

typedef __fp16 fp16;

__global__ void half_axpy(const fp16 *x, fp16 *y, float a, int n) {
  int i = gtid();
  if (i < n) y[i] = a * (float)x[i] + (float)y[i];
}

__global__ void half_convert(const float *f, fp16 *h, float *back, double *d, int n) {
  int i = gtid();
  if (i < n) {
    fp16 v = f[i];
    h[i] = v;
    back[i] = v * 0.5f;
    d[i] = (double)h[i + 1];
    h[i + 2] = (fp16)d[i + 3];
  }
}

struct __attribute__((aligned(8))) half4s { fp16 x, y, z, w; };

__global__ void half4_sum(const half4s *in, float *out) {
  half4s v = in[tid_x()];
  out[tid_x()] = (float)v.x + (float)v.y + (float)v.z + (float)v.w;
}

__global__ void pack_pairs(const float *in, unsigned *out) {
  int t = tid_x();
  fp16 lo = in[2 * t], hi = in[2 * t + 1];
  unsigned short l = __builtin_bit_cast(unsigned short, lo);
  unsigned short h = __builtin_bit_cast(unsigned short, hi);
  out[t] = (unsigned)l | ((unsigned)h << 16);
}

__global__ void unpack_pairs(const unsigned *in, float *out) {
  int t = tid_x();
  unsigned v = in[t];
  fp16 lo = __builtin_bit_cast(fp16, (unsigned short)(v & 0xffff));
  fp16 hi = __builtin_bit_cast(fp16, (unsigned short)(v >> 16));
  out[2 * t] = lo;
  out[2 * t + 1] = hi;
}
