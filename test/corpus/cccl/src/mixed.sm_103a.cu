// Hand-written: a selection of cuda::ptx wrappers (SM_90-era and older) compiled for a
// newer target, so the corpus also has .target sm_103a / sm_110a / sm_120a files.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;

extern "C" __global__ void k_mixed(uint64_t* out, const uint32_t* in, unsigned char* gbuf)
{
  __shared__ alignas(128) unsigned char smem[1024];
  __shared__ uint64_t bar[2];
  uint32_t x = in[threadIdx.x];
  if (threadIdx.x == 0)
  {
    ptx::mbarrier_init(&bar[0], 32u);
    ptx::fence_mbarrier_init(ptx::sem_release, ptx::scope_cluster);
  }
  __syncthreads();
  uint64_t st = ptx::mbarrier_arrive(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &bar[0]);
  bool done   = ptx::mbarrier_try_wait(ptx::sem_acquire, ptx::scope_cta, &bar[0], st, 1000u);
  done       |= ptx::mbarrier_test_wait_parity(ptx::sem_acquire, ptx::scope_cluster, &bar[0], x & 1u);
  ptx::fence(ptx::sem_acq_rel, ptx::scope_gpu);
  ptx::fence_proxy_async(ptx::space_shared);
  ptx::fence_proxy_alias();
  ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, smem, gbuf, 256u, &bar[1]);
  ptx::cp_async_bulk(ptx::space_global, ptx::space_shared, gbuf + 512, smem, 256u);
  ptx::cp_async_bulk_commit_group();
  ptx::cp_async_bulk_wait_group_read(ptx::n32_t<0>{});
  uint32_t r = ptx::prmt_f4e(x, x + 1u, x >> 3);
  r += ptx::bmsk_clamp(x & 31u, 7u);
  r += ptx::shr(uint32_t(x), 3u) + ptx::shl(uint32_t(x), 5u);
  r += ptx::bfind(x) + ptx::bfind_shiftamt(x);
  r += ptx::get_sreg_smid() + ptx::get_sreg_nsmid() + ptx::get_sreg_warpid() + ptx::get_sreg_lanemask_lt();
  uint64_t t = ptx::get_sreg_globaltimer() + ptx::get_sreg_clock64();
  r += ptx::ld(ptx::space_global, reinterpret_cast<const uint32_t*>(gbuf) + threadIdx.x);
  ptx::st(ptx::space_global, reinterpret_cast<uint32_t*>(gbuf) + 64 + threadIdx.x, r);
  out[threadIdx.x] = st + done + r + t;
}
