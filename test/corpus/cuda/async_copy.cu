// Asynchronous copies: cuda::memcpy_async with cuda::barrier and cuda::pipeline, pipeline primitives (cp.async).
#include <cuda/barrier>
#include <cuda/pipeline>
#include <cuda_pipeline.h>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void barrier_copy(const float* in, float* out, int n) {
  __shared__ alignas(16) float buf[512];
#pragma nv_diag_suppress static_var_with_dynamic_init
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  auto block = cg::this_thread_block();
  if (block.thread_rank() == 0) init(&bar, block.size());
  block.sync();
  cuda::memcpy_async(block, buf, in + blockIdx.x * 512, cuda::aligned_size_t<16>(sizeof(float) * 512), bar);
  bar.arrive_and_wait();
  for (int i = threadIdx.x; i < 512; i += blockDim.x) out[blockIdx.x * 512 + i] = buf[511 - i] * 2.0f;
  auto token = bar.arrive();
  bar.wait(std::move(token));
}

template <int STAGES>
__global__ void pipelined_sum(const float4* in, float* out, int tiles) {
  __shared__ alignas(16) float4 stage[STAGES][128];
  cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
  float acc = 0;
  for (int s = 0; s < STAGES && s < tiles; ++s) {
    pipe.producer_acquire();
    cuda::memcpy_async(&stage[s][threadIdx.x], &in[s * 128 + threadIdx.x], sizeof(float4), pipe);
    pipe.producer_commit();
  }
  for (int t = 0; t < tiles; ++t) {
    cuda::pipeline_consumer_wait_prior<STAGES - 1>(pipe);
    float4 v = stage[t % STAGES][threadIdx.x];
    acc += v.x + v.y + v.z + v.w;
    pipe.consumer_release();
    int nt = t + STAGES;
    if (nt < tiles) {
      pipe.producer_acquire();
      cuda::memcpy_async(&stage[nt % STAGES][threadIdx.x], &in[nt * 128 + threadIdx.x], sizeof(float4), pipe);
      pipe.producer_commit();
    }
  }
  out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}
template __global__ void pipelined_sum<3>(const float4*, float*, int);

__global__ void primitives_copy(const int4* in, const int* in32, const short* in16, int* out) {
  __shared__ alignas(16) int4 s16[128];
  __shared__ int s4[128];
  __shared__ alignas(8) short s2[128 * 4];
  __pipeline_memcpy_async(&s16[threadIdx.x], &in[threadIdx.x], sizeof(int4));
  __pipeline_memcpy_async(&s4[threadIdx.x], &in32[threadIdx.x], sizeof(int), 0);
  __pipeline_commit();
  __pipeline_memcpy_async(&s2[threadIdx.x * 4], &in16[threadIdx.x * 4], 8);
  __pipeline_commit();
  __pipeline_wait_prior(1);
  __pipeline_wait_prior(0);
  __syncthreads();
  out[threadIdx.x] = s16[threadIdx.x].x + s4[127 - threadIdx.x] + s2[threadIdx.x];
}

__global__ void block_pipeline(const float* in, float* out, int n) {
  constexpr int STAGES = 2;
  __shared__ alignas(16) float buf[STAGES][256];
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, STAGES> state;
  auto block = cg::this_thread_block();
  auto pipe = cuda::make_pipeline(block, &state);
  for (int s = 0; s < STAGES; ++s) {
    pipe.producer_acquire();
    cuda::memcpy_async(block, buf[s], in + s * 256, sizeof(float) * 256, pipe);
    pipe.producer_commit();
  }
  float acc = 0;
  for (int s = 0; s < STAGES; ++s) {
    pipe.consumer_wait();
    acc += buf[s][threadIdx.x];
    pipe.consumer_release();
  }
  out[threadIdx.x] = acc;
}
