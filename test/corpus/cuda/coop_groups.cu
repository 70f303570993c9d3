// Cooperative groups: thread_block, tiled_partition, coalesced groups, cg::reduce/scan, grid sync.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
#include <cooperative_groups/memcpy_async.h>
namespace cg = cooperative_groups;

__global__ void tiles(const int* in, int* out) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  cg::thread_block_tile<8> t8 = cg::tiled_partition<8>(warp);
  cg::thread_group dyn = cg::tiled_partition(block, 16);
  int v = in[block.thread_rank()];
  int s32 = cg::reduce(warp, v, cg::plus<int>());
  int m8 = cg::reduce(t8, v, cg::greater<int>());
  int ex = cg::exclusive_scan(warp, v);
  int sh = t8.shfl_down(v, 1) + warp.shfl_xor(v, 4);
  bool any = warp.any(v > 3);
  unsigned bal = warp.ballot(v & 1);
  dyn.sync();
  block.sync();
  out[block.thread_rank()] = s32 + m8 + ex + sh + any + bal + dyn.thread_rank() + (int)block.group_index().x;
}

__global__ void coalesced(int* data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && data[i] > 0) {
    cg::coalesced_group active = cg::coalesced_threads();
    int r = active.thread_rank();
    int total = cg::reduce(active, data[i], cg::plus<int>());
    auto sub = cg::labeled_partition(active, data[i] & 3);
    data[i] = total + r + sub.size() + sub.meta_group_rank();
  }
}

__global__ void grid_sync_kernel(float* data, int n, float* partial) {
  cg::grid_group grid = cg::this_grid();
  float acc = 0;
  for (int i = grid.thread_rank(); i < n; i += grid.size()) acc += data[i];
  auto warp = cg::tiled_partition<32>(cg::this_thread_block());
  acc = cg::reduce(warp, acc, cg::plus<float>());
  if (warp.thread_rank() == 0) atomicAdd(&partial[0], acc);
  grid.sync();
  for (int i = grid.thread_rank(); i < n; i += grid.size()) data[i] /= partial[0];
}

__global__ void block_tile_memcpy(const float4* in, float4* out) {
  auto block = cg::this_thread_block();
  __shared__ float4 buf[256];
  cg::memcpy_async(block, buf, in + blockIdx.x * 256, sizeof(float4) * 256);
  cg::wait(block);
  out[blockIdx.x * 256 + block.thread_rank()] = buf[255 - block.thread_rank()];
}
