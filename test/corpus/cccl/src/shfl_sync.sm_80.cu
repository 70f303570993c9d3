// Hand-written: cuda::ptx::shfl_sync_* (cuda/__ptx/instructions/shfl_sync.h has no
// generated doc comments, so gen.py does not see it).
#include <cuda/ptx>
#include <cstdint>

extern "C" __global__ void k_shfl_sync(uint32_t* out, const uint32_t* in, const float* fin)
{
  uint32_t x = in[threadIdx.x];
  float f    = fin[threadIdx.x];
  bool p0, p1, p2, p3;
  uint32_t a = cuda::ptx::shfl_sync_idx(x, p0, 3u, 0x1fu, 0xffffffffu);
  uint32_t b = cuda::ptx::shfl_sync_up(x, p1, 1u, 0u, 0xffffffffu);
  float c    = cuda::ptx::shfl_sync_down(f, p2, 2u, 0x1fu, 0xffffffffu);
  int32_t d  = cuda::ptx::shfl_sync_bfly(static_cast<int32_t>(x), p3, 4u, 0x1fu, 0xffffffffu);
  uint32_t e = cuda::ptx::shfl_sync_idx(x, in[32] & 31u, 0x1fu, 0xffffffffu);
  uint32_t g = cuda::ptx::shfl_sync_up(x, 1u, 0u, 0xffffffffu);
  uint32_t h = cuda::ptx::shfl_sync_down(x, 1u, 0x1fu, 0xffffffffu);
  uint32_t k = cuda::ptx::shfl_sync_bfly(x, 16u, 0x1fu, 0xffffffffu);
  out[threadIdx.x] = a + b + __float_as_uint(c) + d + e + g + h + k + p0 + 2 * p1 + 4 * p2 + 8 * p3;
}
