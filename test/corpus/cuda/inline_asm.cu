// Inline PTX: scalar/vector operands, predicates in nested scopes, memory clobbers, special registers.
#include <cstdint>

__device__ __forceinline__ unsigned laneid() { unsigned r; asm volatile("mov.u32 %0, %%laneid;" : "=r"(r)); return r; }
__device__ __forceinline__ unsigned smid() { unsigned r; asm("mov.u32 %0, %%smid;" : "=r"(r)); return r; }
__device__ __forceinline__ uint64_t gtimer() { uint64_t t; asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t)); return t; }

__device__ __forceinline__ int select_if_greater(int a, int b) {
  int r;
  asm volatile("{\n\t"
               ".reg .pred p;\n\t"
               "setp.gt.s32 p, %1, %2;\n\t"
               "selp.s32 %0, %1, %2, p;\n\t"
               "}"
               : "=r"(r) : "r"(a), "r"(b));
  return r;
}

__device__ __forceinline__ float4 ld_v4(const float4* p) {
  float4 v;
  asm volatile("ld.global.nc.v4.f32 {%0, %1, %2, %3}, [%4];"
               : "=f"(v.x), "=f"(v.y), "=f"(v.z), "=f"(v.w) : "l"(p));
  return v;
}

__device__ __forceinline__ void st_v2_u64(uint64_t* p, uint64_t a, uint64_t b) {
  asm volatile("st.global.v2.u64 [%0], {%1, %2};" :: "l"(p), "l"(a), "l"(b) : "memory");
}

__device__ __forceinline__ double dfma_asm(double a, double b, double c) {
  double d;
  asm("fma.rn.f64 %0, %1, %2, %3;" : "=d"(d) : "d"(a), "d"(b), "d"(c));
  return d;
}

__device__ __forceinline__ unsigned short add_u16(unsigned short a, unsigned short b) {
  unsigned short r;
  asm("add.u16 %0, %1, %2;" : "=h"(r) : "h"(a), "h"(b));
  return r;
}

__device__ __forceinline__ unsigned bfind_and_popc(unsigned x, unsigned* pc) {
  unsigned r, p;
  asm("{\n\t"
      "  .reg .u32 tmp;\n\t"
      "  bfind.u32 %0, %2;\n\t"
      "  popc.b32 tmp, %2;\n\t"
      "  mov.u32 %1, tmp;\n\t"
      "}" : "=r"(r), "=r"(p) : "r"(x));
  *pc = p;
  return r;
}

__device__ __forceinline__ bool pred_out(int x) {
  int r;
  asm("{\n\t.reg .pred %%p<2>;\n\t"
      "setp.ne.s32 %%p0, %1, 0;\n\t"
      "setp.lt.or.s32 %%p1, %1, 10, %%p0;\n\t"
      "@%%p1 mov.s32 %0, 1;\n\t"
      "@!%%p1 mov.s32 %0, 0;\n\t}"
      : "=r"(r) : "r"(x));
  return r != 0;
}

__device__ __forceinline__ unsigned prmt(unsigned a, unsigned b, unsigned sel) {
  unsigned r;
  asm("prmt.b32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(sel));
  return r;
}

__global__ void asm_kernel(const float4* in, float4* out, uint64_t* u64, double* d, unsigned short* h, unsigned* u, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float4 v = ld_v4(in + i);
  v.x += laneid() + smid();
  out[i] = v;
  st_v2_u64(u64 + 2 * i, gtimer(), (uint64_t)select_if_greater(i, n / 2));
  d[i] = dfma_asm(d[i], 2.0, 1.0);
  h[i] = add_u16(h[i], (unsigned short)i);
  unsigned pc;
  u[i] = bfind_and_popc(u[i], &pc) + pc + pred_out(i) + prmt(u[i], 0x01234567u, 0x3210u);
  asm volatile("membar.gl;" ::: "memory");
  asm volatile("bar.sync 0;");
}

__global__ void asm_constants_and_immediates(unsigned* out) {
  unsigned a, b;
  asm("mov.b32 %0, 0x7f800000;\n\t"
      "mov.b32 %1, %2;" : "=r"(a), "=r"(b) : "n"(42));
  float f;
  asm("mov.f32 %0, 0f3F800000;" : "=f"(f));
  double dd;
  asm("mov.f64 %0, 0d400921FB54442D18;" : "=d"(dd));
  out[threadIdx.x] = a + b + __float_as_uint(f) + (unsigned)dd;
}

__device__ int g_asm_target[16];
__global__ void asm_global_symbol(int v) {
  asm volatile("st.global.s32 [g_asm_target+8], %0;" :: "r"(v));
  int r;
  asm volatile("ld.global.s32 %0, [g_asm_target+4];" : "=r"(r));
  g_asm_target[0] = r;
}
