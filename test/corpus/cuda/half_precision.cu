// fp16 / bf16 / fp8 conversions and arithmetic.
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cuda_fp8.h>

__global__ void half_math(int n, const __half* a, const __half2* a2, __half* out, __half2* out2) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  __half x = a[i];
  __half y = __hadd(x, __float2half(1.0f));
  y = __hmul(y, x);
  y = __hfma(y, x, __int2half_rn(3));
  y = hsqrt(__habs(y)) + hexp(x) - hlog(__hadd(__habs(x), __float2half(1.f)));
  y = __hlt(x, y) ? __hmax(x, y) : __hmin(x, y);
  y = __hdiv(y, __float2half_rz(2.5f));
  __half2 v = a2[i];
  v = __hfma2(v, v, __halves2half2(x, y));
  v = __hmul2_sat(v, __float2half2_rn(0.5f));
  v = h2sin(v) + h2cos(v);
  v = __hneg2(__lowhigh2highlow(v));
  out[i] = __hadd(__low2half(v), __high2half(v)) + __ushort_as_half((unsigned short)0x3c00);
  out2[i] = __hbgt2(v, a2[i]) ? v : __hcmadd(v, v, a2[i]);
}

__global__ void bf16_math(int n, const __nv_bfloat16* a, const __nv_bfloat162* a2, float* fout, __nv_bfloat162* out2) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 800
  __nv_bfloat16 x = a[i];
  __nv_bfloat16 y = __hfma(x, x, __float2bfloat16(0.125f));
  y = __hmax(y, __hneg(x)) + hexp2(x);
  __nv_bfloat162 v = __hmul2(a2[i], __bfloat162bfloat162(y));
  v = __hadd2(v, __floats2bfloat162_rn(1.f, -1.f));
  v = h2rcp(v);
  fout[i] = __bfloat162float(y) + __low2float(v) + __high2float(v) + __bfloat162int_rz(x);
  out2[i] = __hfma2_relu(v, a2[i], v);
#else
  fout[i] = __bfloat162float(a[i]) + __low2float(a2[i]);  // bf16 arithmetic needs sm_80+
#endif
}

__global__ void conversions_16(int n, const float* f, const double* d, __half* h, __nv_bfloat16* b, short* s, unsigned long long* u) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  h[i] = __float2half_rd(f[i]) + __double2half(d[i]) + __ll2half_rn((long long)i);
  b[i] = __float2bfloat16_ru(f[i]) + __double2bfloat16(d[i]) + __float2bfloat16(__half2float(h[i]));
  s[i] = __half2short_rz(h[i]) + __bfloat162short_rn(b[i]);
  u[i] = __half2ull_rd(h[i]) + __bfloat162ull_rz(b[i]);
  float2 f2 = __half22float2(__floats2half2_rn(f[i], -f[i]));
  float2 g2 = __bfloat1622float2(__float22bfloat162_rn(f2));
  h[i + n] = __float2half(g2.x * g2.y);
}

__global__ void fp8_conversions(int n, const float* f, const __half2* h2, __nv_fp8_e4m3* e4, __nv_fp8_e5m2* e5,
                                __nv_fp8x2_e4m3* e4x2, __nv_fp8x4_e5m2* e5x4, float* back) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  __nv_fp8_e4m3 a(f[i]);
  __nv_fp8_e5m2 b(f[i] * 2.0f);
  e4[i] = a;
  e5[i] = b;
  e4x2[i] = __nv_fp8x2_e4m3(h2[i]);
  e5x4[i] = __nv_fp8x4_e5m2(make_float4(f[i], 1.f, 2.f, 3.f));
  __nv_fp8_storage_t raw = __nv_cvt_float_to_fp8(f[i], __NV_SATFINITE, __NV_E4M3);
  __half_raw hr = __nv_cvt_fp8_to_halfraw(raw, __NV_E4M3);
  __nv_fp8x2_storage_t r2 = __nv_cvt_float2_to_fp8x2(make_float2(f[i], -f[i]), __NV_NOSAT, __NV_E5M2);
  __half2_raw h2r = __nv_cvt_fp8x2_to_halfraw2(r2, __NV_E5M2);
  back[i] = float(a) + float(b) + __half2float(__half(hr)) + __low2float(__half2(h2r));
}
