#include "shim.h"
// WMMA (wmma.load/mma/store via clang __hmma/__imma/__mma_tf32 builtins) and
// cp.async (sm_80) through clang builtins. Compile for sm_80+.

__global__ void wmma_f16(const int *a, const int *b, float *c, int ld) {
  int fa[8], fb[8];
  float fc[8];
  __hmma_m16n16k16_ld_a(fa, a, ld, 0);
  __hmma_m16n16k16_ld_b(fb, b, ld, 0);
  __hmma_m16n16k16_ld_c_f32(fc, c, ld, 0);
  __hmma_m16n16k16_mma_f32f32(fc, fa, fb, fc, 1, 0);
  __hmma_m16n16k16_st_c_f32(c, fc, ld, 0);
}

__global__ void wmma_s8(const int *a, const int *b, int *c, int ld) {
  int fa[2], fb[2], fc[8];
  __imma_m16n16k16_ld_a_s8(fa, a, ld, 0);
  __imma_m16n16k16_ld_b_s8(fb, b, ld, 1);
  __imma_m16n16k16_ld_c(fc, c, ld, 0);
  __imma_m16n16k16_mma_s8(fc, fa, fb, fc, 1, 0);
  __imma_m16n16k16_st_c_i32(c, fc, ld, 0);
}

__global__ void wmma_tf32(const float *a, const float *b, float *c, int ld) {
  int fa[4], fb[4];
  float fc[8];
  __mma_tf32_m16n16k8_ld_a(fa, (const int *)a, ld, 0);
  __mma_tf32_m16n16k8_ld_b(fb, (const int *)b, ld, 1);
  __mma_tf32_m16n16k8_ld_c(fc, c, ld, 0);
  __mma_tf32_m16n16k8_mma_f32(fc, fa, fb, fc, 1, 0);
  __mma_m16n16k8_st_c_f32(c, fc, ld, 0);
}

typedef __attribute__((address_space(3))) void *SPTR;
typedef const __attribute__((address_space(1))) void *GPTR;

__global__ void async_copy(const int *g, int *out) {
  __shared__ int s[256 * 4];
  int t = tid_x();
  __nvvm_cp_async_ca_shared_global_4((SPTR)(s + t), (GPTR)(g + t));
  __nvvm_cp_async_ca_shared_global_8((SPTR)(s + 256 + 2 * t), (GPTR)(g + 256 + 2 * t));
  __nvvm_cp_async_cg_shared_global_16((SPTR)(s + 512 + 4 * t), (GPTR)(g + 512 + 4 * t));
  __nvvm_cp_async_commit_group();
  __nvvm_cp_async_wait_group(0);
  __nvvm_cp_async_wait_all();
  __syncthreads();
  out[t] = s[t] + s[256 + t] + s[512 + t];
}
