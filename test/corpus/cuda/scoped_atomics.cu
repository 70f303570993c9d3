// Scoped atomics: 8/16-bit atomic_ref, 128-bit atomicCAS/atomicExch (sm_90), every memory order and scope, fences, wait/notify, cluster atomics on distributed shared memory.
#include <cuda/atomic>
#include <cuda/std/atomic>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
struct __align__(16) P { long long a, b; };
__global__ void k_atom16(unsigned short* us, short* ss, unsigned long long* u, __int128* q, unsigned __int128* uq) {
  int i = threadIdx.x;
  unsigned short o = atomicCAS(us, (unsigned short)i, (unsigned short)(i+1));
  us[1] = o;
  cuda::atomic_ref<unsigned short, cuda::thread_scope_device> r16(us[2]);
  r16.fetch_add(1, cuda::std::memory_order_relaxed);
  r16.store(3, cuda::std::memory_order_release);
  us[3] = r16.load(cuda::std::memory_order_acquire);
  r16.exchange(7, cuda::std::memory_order_seq_cst);
  unsigned short e = 5; r16.compare_exchange_strong(e, 9, cuda::std::memory_order_acq_rel);
  cuda::atomic_ref<short, cuda::thread_scope_block> s16(ss[0]);
  s16.fetch_min(-3); s16.fetch_max(4); s16.fetch_or(1); s16.fetch_and(2); s16.fetch_xor(3);
  cuda::atomic_ref<unsigned char, cuda::thread_scope_system> c8(*(unsigned char*)&ss[4]);
  c8.fetch_add(1); c8.store(2, cuda::std::memory_order_relaxed);
#if __CUDA_ARCH__ >= 900
  unsigned __int128 uo = atomicCAS(uq, (unsigned __int128)i, (unsigned __int128)(i+2));
  uq[1] = uo;
  uq[2] = atomicExch(uq+3, uo);
#endif
}
__global__ void k_orders(int* p, long long* l, float* f, double* d) {
  using namespace cuda::std;
  cuda::atomic_ref<int, cuda::thread_scope_system> s(p[0]);
  cuda::atomic_ref<int, cuda::thread_scope_device> v(p[1]);
  cuda::atomic_ref<int, cuda::thread_scope_block> b(p[2]);
  cuda::atomic_ref<int, cuda::thread_scope_thread> t(p[3]);
  memory_order mos[] = {memory_order_relaxed, memory_order_consume, memory_order_acquire, memory_order_release, memory_order_acq_rel, memory_order_seq_cst};
#pragma unroll
  for (int k = 0; k < 6; k++) {
    s.fetch_add(k, mos[k]); v.fetch_sub(k, mos[k]); b.fetch_and(k, mos[k]); t.fetch_or(k, mos[k]);
    int e = k; s.compare_exchange_weak(e, k+1, mos[k]); b.compare_exchange_strong(e, 2, mos[k]);
    if (k != 3 && k != 4) p[10+k] = s.load(mos[k]) + b.load(mos[k]) + v.load(mos[k]);
    if (k == 0 || k == 3 || k == 5) { s.store(k, mos[k]); b.store(k, mos[k]); v.store(k, mos[k]); }
    cuda::atomic_thread_fence(mos[k], cuda::thread_scope_system);
    cuda::atomic_thread_fence(mos[k], cuda::thread_scope_block);
    cuda::atomic_thread_fence(mos[k], cuda::thread_scope_device);
    cuda::atomic_ref<float, cuda::thread_scope_block> fb(f[k]); fb.fetch_add(1.f, mos[k]); fb.fetch_max(2.f, mos[k]);
    cuda::atomic_ref<double, cuda::thread_scope_system> ds(d[k]); ds.fetch_add(1.0, mos[k]); ds.fetch_min(-1.0, mos[k]);
    cuda::atomic_ref<long long, cuda::thread_scope_device> lv(l[k]); lv.fetch_max(k, mos[k]); lv.fetch_xor(5, mos[k]);
  }
  cuda::std::atomic<int>* a = reinterpret_cast<cuda::std::atomic<int>*>(p + 40);
  a->fetch_add(1); a->wait(3); a->notify_all();
  cuda::atomic<int, cuda::thread_scope_block>* ab = reinterpret_cast<cuda::atomic<int, cuda::thread_scope_block>*>(p + 41);
  ab->fetch_add(1, cuda::std::memory_order_release); ab->notify_one();
}
#if __CUDA_ARCH__ >= 900
__global__ void __cluster_dims__(2,1,1) k_cluster_atomics(int* p, float* f) {
  __shared__ int sh[32];
  __shared__ float sf[4];
  cg::cluster_group cl = cg::this_cluster();
  int* remote = cl.map_shared_rank(sh, (cl.block_rank() + 1) % 2);
  float* rf = cl.map_shared_rank(sf, 0);
  cl.sync();
  cuda::atomic_ref<int, cuda::thread_scope_device> c(*remote);
  c.fetch_add(1, cuda::std::memory_order_relaxed);
  c.fetch_add(1, cuda::std::memory_order_acq_rel);
  c.store(4, cuda::std::memory_order_release);
  p[0] = c.load(cuda::std::memory_order_acquire);
  int e = 3; c.compare_exchange_strong(e, 9, cuda::std::memory_order_seq_cst);
  cuda::atomic_ref<float, cuda::thread_scope_block> cf(*rf);
  cf.fetch_add(2.f, cuda::std::memory_order_release);
  cf.fetch_min(2.f);
  atomicAdd_block(&sh[1], 1);
  atomicAdd(remote + 2, 5);
  atomicMax(remote + 3, 5);
  cuda::atomic_thread_fence(cuda::std::memory_order_seq_cst, cuda::thread_scope_device);
  cuda::atomic_thread_fence(cuda::std::memory_order_acquire, cuda::thread_scope_device);
  cl.sync();
  p[1] = sh[threadIdx.x % 32] + cl.num_blocks() + cl.dim_blocks().x + cl.block_index().y;
}
#endif
