// Thread block clusters (sm_90+): __cluster_dims__, distributed shared memory, cluster barriers.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void __cluster_dims__(2, 1, 1) cluster_hist(const int* in, int* out, int n) {
  __shared__ int bins[64];
  cg::cluster_group cluster = cg::this_cluster();
  unsigned rank = cluster.block_rank();
  for (int b = threadIdx.x; b < 64; b += blockDim.x) bins[b] = 0;
  cluster.sync();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    int v = in[i] & 127;
    int* dst = cluster.map_shared_rank(bins, v / 64);
    atomicAdd(dst + (v % 64), 1);
  }
  cluster.sync();
  for (int b = threadIdx.x; b < 64; b += blockDim.x) atomicAdd(&out[rank * 64 + b], bins[b]);
}

__global__ void __cluster_dims__(2, 2, 1) __launch_bounds__(128) cluster_info(unsigned* out) {
  cg::cluster_group c = cg::this_cluster();
  dim3 bi = c.block_index();
  dim3 di = c.dim_blocks();
  out[blockIdx.x * 128 + threadIdx.x] = bi.x + bi.y * 8 + di.x * 64 + c.num_threads() + c.thread_rank();
}

__global__ void __launch_bounds__(256, 1, 4) lb_with_max_cluster(float* a) {
  cg::cluster_group c = cg::this_cluster();
  a[threadIdx.x] = (float)c.block_rank();
  c.barrier_arrive();
  c.barrier_wait();
}

__global__ void __cluster_dims__(4) cluster_dsmem_reduce(const float* in, float* out) {
  __shared__ float partial;
  auto cluster = cg::this_cluster();
  auto block = cg::this_thread_block();
  if (threadIdx.x == 0) partial = 0;
  block.sync();
  atomicAdd(&partial, in[blockIdx.x * blockDim.x + threadIdx.x]);
  cluster.sync();
  if (cluster.block_rank() == 0 && threadIdx.x == 0) {
    float s = 0;
    for (unsigned r = 0; r < cluster.num_blocks(); ++r) s += *cluster.map_shared_rank(&partial, r);
    out[blockIdx.x / 4] = s;
  }
  cluster.sync();
}
