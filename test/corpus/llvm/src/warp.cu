#include "shim.h"
// Warp shuffles, votes, match, redux and warp reductions.

#define FULL 0xffffffffu

static __device__ __forceinline__ float warp_sum(float v) {
  for (int o = 16; o > 0; o >>= 1) v += __nvvm_shfl_sync_down_f32(FULL, v, o, 0x1f);
  return v;
}

__global__ void warp_reduce(const float *in, float *out) {
  float v = in[gtid()];
  v = warp_sum(v);
  if (lane_id() == 0) out[gtid() / 32] = v;
}

__global__ void shuffles(int *io, float *fo) {
  int t = tid_x();
  int v = io[t];
  int a = __nvvm_shfl_sync_up_i32(FULL, v, 1, 0);
  int b = __nvvm_shfl_sync_bfly_i32(FULL, v, 4, 0x1f);
  int c = __nvvm_shfl_sync_idx_i32(FULL, v, 0, 0x1f);
  float f = __nvvm_shfl_sync_idx_f32(0x0000ffffu, (float)v, t & 7, 0x101f);
  io[t] = a + b + c;
  fo[t] = f;
}

__global__ void votes(const int *in, unsigned *out) {
  int t = tid_x();
  int p = in[t] > 0;
  unsigned bal = __nvvm_vote_ballot_sync(FULL, p);
  int all = __nvvm_vote_all_sync(FULL, p);
  int any = __nvvm_vote_any_sync(FULL, p);
  int uni = __nvvm_vote_uni_sync(FULL, p);
  unsigned m = __nvvm_match_any_sync_i32(FULL, in[t]);
  out[t] = bal + all * 2 + any * 4 + uni * 8 + m;
  __nvvm_bar_warp_sync(FULL);
}

__global__ void block_reduce(const float *in, float *out, int n) {
  __shared__ float partial[32];
  int i = gtid();
  float v = i < n ? in[i] : 0.0f;
  v = warp_sum(v);
  int w = tid_x() / 32;
  if (lane_id() == 0) partial[w] = v;
  __syncthreads();
  if (w == 0) {
    v = lane_id() < ntid_x() / 32 ? partial[lane_id()] : 0.0f;
    v = warp_sum(v);
    if (lane_id() == 0) __nvvm_atom_add_gen_f(out, v);
  }
}
