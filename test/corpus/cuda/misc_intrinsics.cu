// Bit-manipulation, SIMD-in-word, timing, sleep, fences, device malloc, assert, alloca.
#include <cassert>
#include <cstdint>
#include <cstdlib>

__global__ void bit_ops(const unsigned* in, const unsigned long long* in64, unsigned* out) {
  unsigned x = in[threadIdx.x];
  unsigned long long y = in64[threadIdx.x];
  unsigned r = __brev(x) + __popc(x) + __clz(x) + __ffs(x) + __byte_perm(x, 0xdeadbeefu, 0x5140);
  r += __funnelshift_l(x, ~x, 5) + __funnelshift_rc(x, x >> 3, 40);
  r += __popcll(y) + __clzll(y) + __ffsll(y) + (unsigned)__brevll(y);
  r += __dp4a(x, 0x01010101u, 7u) + __dp2a_lo(x, 0x00020001u, 1u) + __dp2a_hi((int)x, 3, 2);
  r += __vadd4(x, 0x01020304u) + __vsub2(x, 0x00010001u) + __vabsdiffu4(x, 0x10101010u) + __vmaxs2(x, 0u) + __vcmpgtu4(x, 0x80808080u);
  r += __hadd((int)x, 5) + __rhadd((int)x, 6) + __uhadd(x, 7u) + __urhadd(x, 9u);
  out[threadIdx.x] = r;
}

__global__ void timing_and_sleep(unsigned long long* out) {
  long long t0 = clock64();
  unsigned c0 = clock();
  __nanosleep(100);
  __nanosleep(threadIdx.x * 8);
  unsigned long long gt;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(gt));
  out[threadIdx.x] = (clock64() - t0) + (clock() - c0) + gt;
}

__global__ void fences_and_prof(int* data) {
  data[threadIdx.x] = 1;
  __threadfence_block();
  data[threadIdx.x + 32] = 2;
  __threadfence();
  data[threadIdx.x + 64] = 3;
  __threadfence_system();
  __prof_trigger(0);
  __prof_trigger(15);
}

__global__ void heap_and_assert(int n, int** slots) {
  int* p = (int*)malloc(n * sizeof(int));
  assert(p != nullptr);
  for (int i = 0; i < n; ++i) p[i] = i * threadIdx.x;
  memset(p, 0, sizeof(int));
  slots[threadIdx.x] = p;
  __syncthreads();
  if (threadIdx.x > 0) free(slots[threadIdx.x - 1]);
  assert(n < 1000 && "n too large");
}

__global__ void dynamic_stack(int n, float* out) {
  float* buf = (float*)__builtin_alloca(n * sizeof(float));
  for (int i = 0; i < n; ++i) buf[i] = i * 0.5f;
  float s = 0;
  for (int i = n - 1; i >= 0; --i) s += buf[i];
  out[threadIdx.x] = s;
}

__global__ void special_regs(unsigned* out) {
  unsigned wid, nwid, sm, nsm, gid;
  asm("mov.u32 %0, %%warpid;" : "=r"(wid));
  asm("mov.u32 %0, %%nwarpid;" : "=r"(nwid));
  asm("mov.u32 %0, %%smid;" : "=r"(sm));
  asm("mov.u32 %0, %%nsmid;" : "=r"(nsm));
  asm("mov.u32 %0, %%dynamic_smem_size;" : "=r"(gid));
  unsigned e;
  asm volatile("mov.u32 %0, %%envreg3;" : "=r"(e));
  unsigned long long gridid;
  asm("mov.u64 %0, %%gridid;" : "=l"(gridid));
  unsigned pm;
  asm volatile("mov.u32 %0, %%pm0;" : "=r"(pm));
  out[threadIdx.x] = wid + nwid + sm + nsm + gid + e + (unsigned)gridid + pm + gridDim.z + blockDim.y;
}
