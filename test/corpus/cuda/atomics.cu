// Atomics: classic intrinsics on many types, scoped variants, cuda::atomic_ref with orders/scopes.
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cuda/atomic>
#include <cuda/std/atomic>

__device__ int g_counter;
__device__ unsigned long long g_ull;
__device__ float g_fsum;
__device__ double g_dsum;

__global__ void classic_atomics(int* ip, unsigned* up, unsigned long long* ullp, long long* llp,
                                float* fp, double* dp, __half2* h2p, __half* hp, __nv_bfloat162* b2p) {
  int t = threadIdx.x;
  atomicAdd(ip, t);
  atomicSub(ip + 1, t);
  atomicExch(ip + 2, t);
  atomicMin(ip + 3, -t);
  atomicMax(ip + 4, t);
  atomicAnd(ip + 5, ~t);
  atomicOr(ip + 6, 1 << (t & 31));
  atomicXor(ip + 7, t);
  int old = atomicCAS(ip + 8, t, t + 1);
  atomicInc(up, 100u);
  atomicDec(up + 1, 100u);
  atomicAdd(ullp, (unsigned long long)old);
  atomicCAS(ullp + 1, 0ull, 1ull);
  atomicExch(ullp + 2, 7ull);
  atomicMin(llp, (long long)t);
  atomicMax(ullp + 3, (unsigned long long)t);
  atomicAnd(ullp + 4, 0xffull);
  atomicAdd(fp, 1.5f);
  atomicExch(fp + 1, 2.5f);
  atomicAdd(dp, 0.25);
  atomicAdd(h2p, __floats2half2_rn(1.0f, 2.0f));
  atomicAdd(hp, __float2half(0.5f));
  atomicAdd(b2p, __floats2bfloat162_rn(1.0f, -1.0f));
  unsigned short us = atomicCAS((unsigned short*)(ip + 9), (unsigned short)1, (unsigned short)2);
  atomicAdd(&g_counter, us);
  atomicAdd(&g_ull, 1ull);
  atomicAdd(&g_fsum, 1.0f);
  atomicAdd(&g_dsum, 1.0);
}

__global__ void scoped_atomics(int* ip, float* fp, double* dp) {
  atomicAdd_block(ip, 1);
  atomicAdd_system(ip + 1, 1);
  atomicCAS_block(ip + 2, 0, 1);
  atomicExch_system(ip + 3, 5);
  atomicMax_block(ip + 4, (int)threadIdx.x);
  atomicAdd_block(fp, 1.0f);
  atomicAdd_system(dp, 1.0);
  __shared__ int sh;
  __shared__ double shd;
  if (threadIdx.x == 0) { sh = 0; shd = 0; }
  __syncthreads();
  atomicAdd(&sh, 2);
  atomicAdd(&shd, 0.5);
  atomicCAS(&sh, 4, 8);
  __syncthreads();
  if (threadIdx.x == 0) { ip[5] = sh; dp[1] = shd; }
}

__global__ void atomic_ref_orders(int* ip, unsigned long long* up, float* fp, double* dp) {
  cuda::atomic_ref<int, cuda::thread_scope_device> a(*ip);
  cuda::atomic_ref<int, cuda::thread_scope_block> b(ip[1]);
  cuda::atomic_ref<int, cuda::thread_scope_system> c(ip[2]);
  cuda::atomic_ref<unsigned long long, cuda::thread_scope_device> u(*up);
  cuda::atomic_ref<float, cuda::thread_scope_device> f(*fp);
  cuda::atomic_ref<double, cuda::thread_scope_block> d(*dp);
  a.fetch_add(1, cuda::std::memory_order_relaxed);
  a.fetch_sub(2, cuda::std::memory_order_acq_rel);
  b.fetch_and(0xf0, cuda::std::memory_order_release);
  b.fetch_or(0x01, cuda::std::memory_order_acquire);
  c.fetch_xor(0x3, cuda::std::memory_order_seq_cst);
  c.fetch_max(17, cuda::std::memory_order_relaxed);
  c.fetch_min(-3, cuda::std::memory_order_relaxed);
  int expected = 5;
  a.compare_exchange_strong(expected, 6, cuda::std::memory_order_acq_rel, cuda::std::memory_order_relaxed);
  b.compare_exchange_weak(expected, 9);
  int l = a.load(cuda::std::memory_order_acquire);
  c.store(l, cuda::std::memory_order_release);
  u.exchange(42ull, cuda::std::memory_order_seq_cst);
  u.fetch_add(l, cuda::std::memory_order_relaxed);
  f.fetch_add(1.0f, cuda::std::memory_order_relaxed);
  float fo = f.load(cuda::std::memory_order_seq_cst);
  d.fetch_add(fo, cuda::std::memory_order_release);
  cuda::atomic_thread_fence(cuda::std::memory_order_seq_cst, cuda::thread_scope_system);
  cuda::atomic_thread_fence(cuda::std::memory_order_acquire, cuda::thread_scope_block);
  if (threadIdx.x == 0) { a.wait(0, cuda::std::memory_order_acquire); }
}

__device__ cuda::atomic<int, cuda::thread_scope_device> g_atomic_obj;
__global__ void atomic_object(int* out) {
  __shared__ cuda::atomic<unsigned, cuda::thread_scope_block> sh;
  if (threadIdx.x == 0) sh.store(0, cuda::std::memory_order_relaxed);
  __syncthreads();
  sh.fetch_add(1, cuda::std::memory_order_relaxed);
  int v = g_atomic_obj.fetch_add(1);
  __syncthreads();
  out[threadIdx.x] = v + sh.load();
}

// Float atomic max emulated with CAS loop.
__device__ float atomicMaxFloat(float* addr, float val) {
  int* ia = (int*)addr;
  int old = *ia, assumed;
  do {
    assumed = old;
    if (__int_as_float(assumed) >= val) break;
    old = atomicCAS(ia, assumed, __float_as_int(val));
  } while (assumed != old);
  return __int_as_float(old);
}
__global__ void cas_loop(const float* in, float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicMaxFloat(out, in[i]);
}
