// FP6/FP4/E8M0 conversions (cuda_fp6.h, cuda_fp4.h), fp8 from bf16/double, half/bf16 relu, nan-propagating min/max and transcendental math.
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cuda_fp8.h>
#include <cuda_fp6.h>
#include <cuda_fp4.h>
__global__ void k_fp6(const float* f, __nv_fp6_e2m3* a, __nv_fp6_e3m2* b, __nv_fp6x2_e2m3* c, float* out, __half* ho) {
  int i = threadIdx.x;
  a[i] = __nv_fp6_e2m3(f[i]);
  b[i] = __nv_fp6_e3m2(f[i] * 3.f);
  c[i] = __nv_fp6x2_e2m3(make_float2(f[i], f[i+1]));
  out[i] = float(a[i]) + float(b[i]);
  __nv_fp6_storage_t s = __nv_cvt_float_to_fp6(f[i], __NV_E2M3, cudaRoundNearest);
  __half_raw hr = __nv_cvt_fp6_to_halfraw(s, __NV_E2M3);
  ho[i] = __half(hr);
  __nv_fp6x2_storage_t s2 = __nv_cvt_float2_to_fp6x2(make_float2(f[i], 1.f), __NV_E3M2, cudaRoundNearest);
  __half2_raw h2 = __nv_cvt_fp6x2_to_halfraw2(s2, __NV_E3M2);
  ho[i+1] = __half(__half2(h2).x);
  __nv_fp6x2_storage_t s3 = __nv_cvt_halfraw2_to_fp6x2(h2, __NV_E2M3, cudaRoundNearest);
  __nv_fp6x2_storage_t s4 = __nv_cvt_bfloat16raw2_to_fp6x2(__nv_bfloat162_raw(__floats2bfloat162_rn(f[i], 2.f)), __NV_E2M3, cudaRoundNearest);
  out[i+2] = s3 + s4;
}
__global__ void k_fp4(const float* f, __nv_fp4_e2m1* a, __nv_fp4x2_e2m1* b, __nv_fp4x4_e2m1* c, float* out, __half* ho) {
  int i = threadIdx.x;
  a[i] = __nv_fp4_e2m1(f[i]);
  b[i] = __nv_fp4x2_e2m1(make_float2(f[i], f[i+1]));
  c[i] = __nv_fp4x4_e2m1(make_float4(f[i], f[i+1], 1.f, 2.f));
  out[i] = float(a[i]);
  __nv_fp4_storage_t s = __nv_cvt_float_to_fp4(f[i], __NV_E2M1, cudaRoundNearest);
  __half_raw hr = __nv_cvt_fp4_to_halfraw(s, __NV_E2M1);
  ho[i] = __half(hr);
  __nv_fp4x2_storage_t s2 = __nv_cvt_float2_to_fp4x2(make_float2(f[i], 1.f), __NV_E2M1, cudaRoundNearest);
  __half2_raw h2 = __nv_cvt_fp4x2_to_halfraw2(s2, __NV_E2M1);
  ho[i+1] = __half(__half2(h2).y);
  __nv_fp4x2_storage_t s3 = __nv_cvt_double2_to_fp4x2(make_double2(f[i], 3.0), __NV_E2M1, cudaRoundNearest);
  __nv_fp4x2_storage_t s4 = __nv_cvt_halfraw2_to_fp4x2(h2, __NV_E2M1, cudaRoundNearest);
  out[i+3] = s3 ^ s4;
}
__global__ void k_fp8(const float* f, __nv_fp8_e8m0* e8, __nv_bfloat16* bo, float* out, __half* ho) {
  int i = threadIdx.x;
  e8[i] = __nv_fp8_e8m0(f[i]);
  out[i] = float(e8[i]);
  __nv_fp8_storage_t s = __nv_cvt_float_to_e8m0(f[i], __NV_SATFINITE, cudaRoundPosInf);
  __nv_fp8x2_storage_t s2 = __nv_cvt_float2_to_e8m0x2(make_float2(f[i], 2.f), __NV_NOSAT, cudaRoundZero);
  __nv_bfloat162_raw br = __nv_cvt_e8m0x2_to_bf162raw(s2);
  bo[i] = __nv_bfloat16(__nv_bfloat162(br).x) + __nv_bfloat16(__nv_cvt_e8m0_to_bf16raw(s));
  __nv_fp8x2_storage_t s5 = __nv_cvt_bfloat16raw2_to_fp8x2(__nv_bfloat162_raw(__floats2bfloat162_rn(f[i], 2.f)), __NV_SATFINITE, __NV_E4M3);
  __nv_fp8_storage_t s6 = __nv_cvt_bfloat16raw_to_fp8(__nv_bfloat16_raw(bo[i]), __NV_NOSAT, __NV_E5M2);
  __nv_fp8_storage_t s7 = __nv_cvt_double_to_fp8(f[i], __NV_SATFINITE, __NV_E5M2);
  __nv_fp8x2_storage_t s8 = __nv_cvt_halfraw2_to_fp8x2(__half2_raw(__floats2half2_rn(f[i],1.f)), __NV_SATFINITE, __NV_E4M3);
  ho[i] = __half(__nv_cvt_fp8_to_halfraw(s6 ^ s7, __NV_E5M2)) + __half(__half2(__nv_cvt_fp8x2_to_halfraw2(s5 ^ s8, __NV_E4M3)).x);
}
__global__ void k_half(const __half2* a, const __half2* b, __half2* o, const __nv_bfloat162* x, __nv_bfloat162* y, __half* hs, __nv_bfloat16* bs) {
  int i = threadIdx.x;
  o[i] = __hmax2_nan(a[i], b[i]) + __hfma2_relu(a[i], b[i], a[i]) + h2exp(a[i]) + h2exp2(b[i]) + h2log(a[i]) + h2sqrt(b[i]) + h2rcp(a[i]) + __hmin2_nan(a[i],b[i]);
  o[i+1] = h2sin(a[i]) * h2cos(b[i]) + h2exp10(a[i]) + h2rsqrt(a[i]) + __habs2(b[i]) + __hneg2(a[i]) + h2tanh(a[i]);
  hs[i] = __hmax_nan(hs[i], hs[i+1]) + __hfma_relu(hs[i], hs[i+1], hs[i+2]) + hexp(hs[i]) + htanh(hs[i]) + __hmin_nan(hs[i], hs[i+3]);
  y[i] = __hmax2_nan(x[i], x[i+1]) + __hfma2_relu(x[i], x[i+1], x[i]) + h2exp(x[i]) + __hcmadd(x[i], x[i+1], x[i+2]) + h2tanh(x[i]) + __habs2(x[i]);
  bs[i] = __hmax_nan(bs[i], bs[i+1]) + __hfma_relu(bs[i], bs[i+1], bs[i+2]) + hexp(bs[i]) + hrsqrt(bs[i]) + __habs(bs[i]) + htanh(bs[i]) + __hneg(bs[i]);
  o[i+2] = __hcmadd(a[i], b[i], a[i+1]);
  hs[i+4] = __float2half_rz(float(bs[i])) + __ushort2half_rd(i) + __int2half_ru(i) + __ll2half_rz(i) + __double2half(1.0 / i);
  bs[i+4] = __float2bfloat16_rd(float(hs[i])) + __int2bfloat16_rz(i) + __double2bfloat16(1.0/i) + __ull2bfloat16_ru(i) + __short2bfloat16_rd(i);
  atomicAdd(&o[i+3], a[i]);
  atomicAdd(&y[i+3], x[i]);
  atomicAdd(&hs[i+5], hs[i]);
  atomicAdd(&bs[i+5], bs[i]);
}
