// Blackwell (sm_100a) tensor memory: tcgen05 alloc/mma/ld/commit/wait via cuda::ptx wrappers.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;

__global__ void __launch_bounds__(128) tmem_mma(uint64_t a_desc, uint64_t b_desc, uint32_t idesc, float* out) {
  __shared__ uint32_t tmem_base;
  __shared__ alignas(8) uint64_t mbar;
  int warp = threadIdx.x / 32;
  if (warp == 0) {
    ptx::tcgen05_alloc(ptx::cta_group_1, &tmem_base, 64u);
    ptx::tcgen05_relinquish_alloc_permit(ptx::cta_group_1);
  }
  if (threadIdx.x == 32) {
    ptx::mbarrier_init(&mbar, 1);
  }
  ptx::tcgen05_fence_before_thread_sync();
  __syncthreads();
  ptx::tcgen05_fence_after_thread_sync();
  uint32_t tmem = tmem_base;
  if (threadIdx.x == 0) {
    ptx::tcgen05_mma(ptx::kind_f16, ptx::cta_group_1, tmem, a_desc, b_desc, idesc, false);
    ptx::tcgen05_mma(ptx::kind_tf32, ptx::cta_group_1, tmem, a_desc + 2, b_desc + 2, idesc, true);
    ptx::tcgen05_commit(ptx::cta_group_1, &mbar);
  }
  while (!ptx::mbarrier_try_wait_parity(&mbar, 0)) { }
  ptx::tcgen05_fence_after_thread_sync();
  uint32_t regs[4];
  ptx::tcgen05_ld_32x32b(regs, tmem + ((warp * 32) << 16));
  ptx::tcgen05_wait_ld();
  for (int i = 0; i < 4; ++i) out[threadIdx.x * 4 + i] = __uint_as_float(regs[i]);
  ptx::tcgen05_fence_before_thread_sync();
  __syncthreads();
  if (warp == 0) ptx::tcgen05_dealloc(ptx::cta_group_1, tmem, 64u);
}

__global__ void blackwell_misc(const float* in, float* out) {
  unsigned r;
  asm volatile("{\n\t.reg .pred p;\n\t.reg .b32 l;\n\telect.sync l|p, 0xffffffff;\n\tselp.b32 %0, 1, 0, p;\n\t}" : "=r"(r));
  float2 v = make_float2(in[threadIdx.x], in[threadIdx.x + 1]);
  unsigned long long packed;
  asm("{\n\t.reg .b64 t;\n\tmov.b64 t, {%1, %2};\n\tadd.rn.f32x2 t, t, t;\n\tmov.b64 %0, t;\n\t}" : "=l"(packed) : "f"(v.x), "f"(v.y));
  out[threadIdx.x] = __uint_as_float((unsigned)packed) + r;
}
