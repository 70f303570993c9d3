#include "shim.h"
// Reproduces the inline-asm idioms that Triton emits in its LLVM IR (predicated
// vector loads/stores wrapped in { .reg .pred ... } scopes, mov-zero-then-load,
// eviction hints, shfl.sync.bfly reductions, cvt.rn.f16x2.f32 packing, ex2.approx).
// Compile for sm_80+.

extern __shared__ __attribute__((aligned(16))) char global_smem[];

static __device__ __forceinline__ void masked_store_v4(float *p, bool mask, unsigned a,
                                                       unsigned b, unsigned c, unsigned d) {
  asm volatile(
      "{ .reg .pred %%p; setp.ne.u32 %%p, %1, 0; @%%p st.global.v4.b32 [ %0 + 0 ], { %2, %3, %4, %5 }; }"
      :: "l"(p), "r"((unsigned)mask), "r"(a), "r"(b), "r"(c), "r"(d)
      : "memory");
}

static __device__ __forceinline__ void masked_load_v4(const float *p, bool mask, unsigned &a,
                                                      unsigned &b, unsigned &c, unsigned &d) {
  asm volatile(
      "mov.u32 %0, 0x0;\n\t"
      "mov.u32 %1, 0x0;\n\t"
      "mov.u32 %2, 0x0;\n\t"
      "mov.u32 %3, 0x0;\n\t"
      "{ .reg .pred %%p0; setp.ne.b32 %%p0, %5, 0; @%%p0 ld.global.v4.b32 { %0, %1, %2, %3 }, [ %4 + 0 ]; }"
      : "=r"(a), "=r"(b), "=r"(c), "=r"(d)
      : "l"(p), "r"((unsigned)mask));
}

__global__ __launch_bounds__(128) void triton__0d1d2d3de(const float *in_ptr0, const float *in_ptr1,
                                                        float *out_ptr0, int xnumel) {
  int xoffset = ctaid_x() * 512;
  int xindex = xoffset + (tid_x() & 127) * 4;
  bool xmask = xindex < xnumel;
  unsigned a0, a1, a2, a3, b0, b1, b2, b3;
  masked_load_v4(in_ptr0 + xindex, xmask, a0, a1, a2, a3);
  masked_load_v4(in_ptr1 + xindex, xmask, b0, b1, b2, b3);
  float r0 = __builtin_bit_cast(float, a0) + __builtin_bit_cast(float, b0);
  float r1 = __builtin_bit_cast(float, a1) + __builtin_bit_cast(float, b1);
  float r2 = __builtin_bit_cast(float, a2) + __builtin_bit_cast(float, b2);
  float r3 = __builtin_bit_cast(float, a3) + __builtin_bit_cast(float, b3);
  masked_store_v4(out_ptr0 + xindex, xmask, __builtin_bit_cast(unsigned, r0),
                  __builtin_bit_cast(unsigned, r1), __builtin_bit_cast(unsigned, r2),
                  __builtin_bit_cast(unsigned, r3));
}

static __device__ __forceinline__ unsigned ld_hint(const unsigned *p, bool mask, unsigned long long pol) {
  unsigned r;
  asm volatile(
      "mov.u32 %0, 0x0;\n\t"
      "{\n\t.reg .pred %%p1;\n\tsetp.ne.b32 %%p1, %2, 0;\n\t"
      "@%%p1 ld.global.L1::evict_last.L2::cache_hint.b32 { %0 }, [ %1 + 0 ], %3;\n\t}"
      : "=r"(r)
      : "l"(p), "r"((unsigned)mask), "l"(pol));
  return r;
}

static __device__ __forceinline__ float shfl_bfly(float v, int lane_mask) {
  float r;
  asm volatile("shfl.sync.bfly.b32 %0, %1, %2, 0x1f, 0xffffffff;" : "=f"(r) : "f"(v), "i"(lane_mask));
  return r;
}

static __device__ __forceinline__ float fast_exp(float x) {
  float r;
  asm("ex2.approx.f32 %0, %1;" : "=f"(r) : "f"(x * 1.4426950408889634f));
  return r;
}

__global__ __launch_bounds__(128) void triton__softmax_0d1d2(const float *in, unsigned *out_h2,
                                                            int rnumel) {
  int row = ctaid_x();
  int lane = tid_x() & 31;
  bool rmask = lane * 2 < rnumel;
  unsigned long long pol;
  asm("createpolicy.fractional.L2::evict_last.b64 %0, 1.0;" : "=l"(pol));
  float v0 = __builtin_bit_cast(float, ld_hint((const unsigned *)in + row * rnumel + lane * 2, rmask, pol));
  float v1 = __builtin_bit_cast(float, ld_hint((const unsigned *)in + row * rnumel + lane * 2 + 1, rmask, pol));
  float m = v0 > v1 ? v0 : v1;
  for (int o = 16; o >= 1; o >>= 1) { float t = shfl_bfly(m, o); m = m > t ? m : t; }
  float e0 = fast_exp(v0 - m), e1 = fast_exp(v1 - m);
  float s = e0 + e1;
  for (int o = 16; o >= 1; o >>= 1) s += shfl_bfly(s, o);
  float r0, r1;
  asm("div.full.f32 %0, %1, %2;" : "=f"(r0) : "f"(e0), "f"(s));
  asm("div.full.f32 %0, %1, %2;" : "=f"(r1) : "f"(e1), "f"(s));
  unsigned packed;
  asm("cvt.rn.f16x2.f32 %0, %2, %1;" : "=r"(packed) : "f"(r0), "f"(r1));
  asm volatile("{ .reg .pred %%p; setp.ne.u32 %%p, %2, 0; @%%p st.global.b32 [ %0 + 0 ], { %1 }; }"
               :: "l"(out_h2 + row * 32 + lane), "r"(packed), "r"((unsigned)rmask) : "memory");
}

__global__ __launch_bounds__(128) void triton__mm_smem(const unsigned short *a, const unsigned short *b,
                                                      float *c) {
  int t = tid_x();
  unsigned smem_base = (unsigned)(unsigned long long)__builtin_bit_cast(unsigned long long, (void *)0);
  asm volatile("{ .reg .u64 %%a; cvta.to.shared.u64 %%a, %1; cvt.u32.u64 %0, %%a; }"
               : "=r"(smem_base) : "l"((void *)global_smem));
  unsigned dst = smem_base + t * 16;
  asm volatile("cp.async.cg.shared.global [ %0 + 0 ], [ %1 + 0 ], 0x10, 0x10;"
               :: "r"(dst), "l"(a + t * 8));
  asm volatile("cp.async.cg.shared.global [ %0 + 0 ], [ %1 + 0 ], 0x10, 0x10;"
               :: "r"(dst + 2048), "l"(b + t * 8));
  asm volatile("cp.async.commit_group ;");
  asm volatile("cp.async.wait_group 0x0;" ::: "memory");
  asm volatile("bar.sync 0;" ::: "memory");
  unsigned a0, a1, a2, a3, b0, b1;
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 { %0, %1, %2, %3 }, [ %4 + 0 ];"
               : "=r"(a0), "=r"(a1), "=r"(a2), "=r"(a3) : "r"(smem_base + (t & 31) * 16));
  asm volatile("ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 { %0, %1 }, [ %2 + 0 ];"
               : "=r"(b0), "=r"(b1) : "r"(smem_base + 2048 + (t & 15) * 16));
  float d0 = 0.f, d1 = 0.f, d2 = 0.f, d3 = 0.f;
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { %0, %1, %2, %3 }, "
               "{ %4, %5, %6, %7 }, { %8, %9 }, { %0, %1, %2, %3 };"
               : "+f"(d0), "+f"(d1), "+f"(d2), "+f"(d3)
               : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
  unsigned ci = (unsigned)(ctaid_x() * 512 + t * 4);
  masked_store_v4(c + ci, true, __builtin_bit_cast(unsigned, d0), __builtin_bit_cast(unsigned, d1),
                  __builtin_bit_cast(unsigned, d2), __builtin_bit_cast(unsigned, d3));
}

__global__ void triton__atomic_red(float *out, const float *in, int n) {
  int i = gtid();
  bool m = i < n;
  float v = m ? in[i] : 0.f;
  float old;
  asm volatile("mov.b32 %0, 0x0;\n\t{ .reg .pred %%p2; setp.ne.b32 %%p2, %3, 0; @%%p2 atom.global.gpu.acq_rel.add.f32 %0, [ %1 + 0 ], %2; }"
               : "=f"(old) : "l"(out + (i & 7)), "f"(v), "r"((unsigned)m) : "memory");
  asm volatile("{ .reg .pred %%p; setp.ne.u32 %%p, %1, 0; @%%p red.global.gpu.relaxed.add.f32 [ %0 + 0 ], %2; }"
               :: "l"(out + 8), "r"((unsigned)m), "f"(old) : "memory");
}
