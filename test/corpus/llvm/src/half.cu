#include "shim.h"
// fp16 as storage type (__fp16) plus cuda_fp16.hpp-style inline asm: conversions cvt.f32.f16 / cvt.rn.f16.f32 and b16 loads.
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

// Inline-asm idioms from cuda_fp16.hpp (what clang emits when real CUDA headers are
// used): "h" (16-bit) and "r" constraints, mov.b32 {lo, hi} pack/unpack, scoped .f16 regs.
typedef unsigned short hbits;
static __device__ __forceinline__ hbits f2h_rn(float f) {
  hbits r; asm("{ cvt.rn.f16.f32 %0, %1; }\n" : "=h"(r) : "f"(f)); return r;
}
static __device__ __forceinline__ float h2f(hbits h) {
  float f; asm("{ cvt.f32.f16 %0, %1; }\n" : "=f"(f) : "h"(h)); return f;
}
static __device__ __forceinline__ unsigned halves2half2(hbits lo, hbits hi) {
  unsigned r; asm("{ mov.b32 %0, {%1,%2}; }\n" : "=r"(r) : "h"(lo), "h"(hi)); return r;
}
static __device__ __forceinline__ void half2_split(unsigned v, hbits &lo, hbits &hi) {
  asm("{ mov.b32 {%0,%1}, %2; }\n" : "=h"(lo), "=h"(hi) : "r"(v));
}
static __device__ __forceinline__ hbits low2half(unsigned v) {
  hbits r; asm("{.reg .f16 low,high;\n  mov.b32 {low,high},%1;\n  mov.b16 %0,low;}\n" : "=h"(r) : "r"(v)); return r;
}
static __device__ __forceinline__ unsigned hfma2(unsigned a, unsigned b, unsigned c) {
  unsigned r; asm("{ fma.rn.f16x2 %0,%1,%2,%3; }\n" : "=r"(r) : "r"(a), "r"(b), "r"(c)); return r;
}

__global__ void fp16_hpp_idioms(const float *in, unsigned *packed, float *out) {
  int t = tid_x();
  hbits a = f2h_rn(in[2 * t]), b = f2h_rn(in[2 * t + 1]);
  unsigned h2 = halves2half2(a, b);
  h2 = hfma2(h2, h2, halves2half2(b, a));
  packed[t] = h2;
  hbits lo, hi;
  half2_split(h2, lo, hi);
  out[2 * t] = h2f(lo) + h2f(low2half(h2));
  out[2 * t + 1] = h2f(hi);
}
