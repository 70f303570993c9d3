// sm_90 asynchronous bulk copies (TMA), mbarrier transactions, and tensor-map based copies.
#include <cuda/barrier>
#include <cuda/ptx>
#include <cudaTypedefs.h>
using barrier = cuda::barrier<cuda::thread_scope_block>;
namespace ptx = cuda::ptx;

__global__ void bulk_copy(const int* in, int* out, int n) {
  __shared__ alignas(128) int smem[1024];
#pragma nv_diag_suppress static_var_with_dynamic_init
  __shared__ barrier bar;
  if (threadIdx.x == 0) {
    init(&bar, blockDim.x);
    ptx::fence_proxy_async(ptx::space_shared);
  }
  __syncthreads();
  barrier::arrival_token token;
  if (threadIdx.x == 0) {
    cuda::memcpy_async(smem, in + blockIdx.x * 1024, cuda::aligned_size_t<16>(sizeof(smem)), bar);
    token = bar.arrive();
  } else {
    token = bar.arrive();
  }
  bar.wait(std::move(token));
  smem[threadIdx.x] += 1;
  ptx::fence_proxy_async(ptx::space_shared);
  __syncthreads();
  if (threadIdx.x == 0) {
    ptx::cp_async_bulk(ptx::space_global, ptx::space_shared, out + blockIdx.x * 1024, smem, sizeof(smem));
    ptx::cp_async_bulk_commit_group();
    ptx::cp_async_bulk_wait_group_read(ptx::n32_t<0>());
  }
}

__global__ void tensor_map_copy(const __grid_constant__ CUtensorMap tmap, float* out) {
  __shared__ alignas(128) float tile[32][32];
  __shared__ alignas(8) uint64_t mbar;
  if (threadIdx.x == 0) {
    ptx::mbarrier_init(&mbar, 1);
    ptx::fence_mbarrier_init(ptx::sem_release, ptx::scope_cluster);
    ptx::fence_proxy_async(ptx::space_shared);
  }
  __syncthreads();
  int32_t coords[2] = {(int32_t)blockIdx.x * 32, (int32_t)blockIdx.y * 32};
  if (threadIdx.x == 0) {
    ptx::cp_async_bulk_tensor(ptx::space_shared, ptx::space_global, &tile[0][0], &tmap, coords, &mbar);
    ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &mbar, sizeof(tile));
  }
  while (!ptx::mbarrier_try_wait_parity(&mbar, 0)) { }
  out[(blockIdx.y * gridDim.x + blockIdx.x) * 1024 + threadIdx.x] = tile[threadIdx.x / 32][threadIdx.x % 32];
  __syncthreads();
  if (threadIdx.x == 0) {
    ptx::fence_proxy_async(ptx::space_shared);
    ptx::cp_async_bulk_tensor(ptx::space_global, ptx::space_shared, &tmap, coords, &tile[0][0]);
    ptx::cp_async_bulk_commit_group();
    ptx::cp_async_bulk_wait_group(ptx::n32_t<0>());
  }
}

__global__ void misc_sm90(unsigned* out) {
  unsigned r = ptx::get_sreg_clusterid_x() + ptx::get_sreg_cluster_ctarank() + ptx::get_sreg_nclusterid_x();
  ptx::barrier_cluster_arrive();
  ptx::barrier_cluster_wait();
  unsigned is_elected;
  asm volatile("{\n\t.reg .pred P1;\n\t.reg .b32 lane;\n\t"
               "elect.sync lane|P1, 0xffffffff;\n\t"
               "selp.u32 %0, 1, 0, P1;\n\t}" : "=r"(is_elected));
  r += is_elected;
  cudaGridDependencySynchronize();
  cudaTriggerProgrammaticLaunchCompletion();
  out[threadIdx.x] = r;
}
