// Loads and stores: vector types, cache hints, volatile, local arrays, generic/explicit spaces.
#include <cuda_runtime.h>

struct __align__(16) Particle { float3 pos; float mass; };

__global__ void vector_copy(int n, const float4* __restrict__ in, float4* __restrict__ out,
                            const int2* in2, int2* out2, const double2* d2, double2* od2) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float4 v = in[i];
  v.x += v.w; v.y *= 2.0f;
  out[i] = v;
  int2 w = in2[i];
  out2[i] = make_int2(w.y, w.x);
  double2 d = d2[i];
  od2[i] = make_double2(d.x + d.y, d.x - d.y);
}

__global__ void cache_hints(int n, const float* in, float* out, const int4* in4, int4* out4) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float a = __ldg(in + i);
  float b = __ldcg(in + i + 1);
  float c = __ldca(in + i + 2);
  float d = __ldcs(in + i + 3);
  float e = __ldlu(in + i + 4);
  float f = __ldcv(in + i + 5);
  __stwb(out + i, a + b);
  __stcg(out + i + n, c + d);
  __stcs(out + i + 2 * n, e + f);
  __stwt(out + i + 3 * n, a * f);
  int4 q = __ldg(in4 + i);
  __stcs(out4 + i, q);
}

__global__ void particles(int n, Particle* p, float dt) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    Particle q = p[i];
    q.pos.x += dt * q.mass;
    q.pos.y -= dt;
    q.pos.z *= 0.5f;
    p[i] = q;
  }
}

__global__ void volatile_flag(volatile int* flag, int* data) {
  if (threadIdx.x == 0) {
    data[blockIdx.x] = blockIdx.x * 3;
    __threadfence();
    *flag = 1;
  } else {
    while (*flag == 0) { }
  }
}

__global__ void local_array(int n, const int* idx, float* out) {
  float tmp[32];
  for (int k = 0; k < 32; ++k) tmp[k] = k * 0.5f + threadIdx.x;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tmp[idx[i] & 31] + tmp[(idx[i] >> 5) & 31];
}

__global__ void byte_shorts(int n, const unsigned char* b, const short* s, unsigned short* us, char4* c4, uchar2* u2) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  us[i] = b[i] + s[i];
  char4 c = c4[i];
  c.x ^= c.w; c.y = c.z;
  c4[i] = c;
  u2[i] = make_uchar2(b[i], (unsigned char)s[i]);
}

__device__ float g_scratch[1024];

__global__ void generic_pointers(int n, float* maybe_global, int sel) {
  __shared__ float sh[256];
  float loc[4] = {1.f, 2.f, 3.f, 4.f};
  float* p = sel == 0 ? maybe_global : (sel == 1 ? sh : (sel == 2 ? g_scratch : loc));
  sh[threadIdx.x & 255] = threadIdx.x;
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) maybe_global[i] = p[threadIdx.x & 3] + __isGlobal(p) + __isShared(p) + __isLocal(p);
}
