#include "shim.h"
// Global/constant variables with initializers, pointer-valued initializers,
// weak and extern linkage, static (internal) variables.

__device__ int g_scalar = 42;
__device__ float g_table[8] = {0.f, 1.f, 2.5f, -3.f, 1e10f, 1e-10f, 0.1f, 3.14159f};
__device__ double g_dtable[3] = {1.0, -0.5, 6.02214076e23};
__device__ long long g_ll[2] = {-1LL, 0x123456789abcdefLL};
__device__ unsigned char g_bytes[5] = {1, 2, 3, 254, 255};
__device__ short g_shorts[4] = {-1, 2, -3, 4};
__constant__ float c_coeffs[4] = {0.25f, 0.5f, 0.75f, 1.0f};
__constant__ int c_lut[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};
__device__ int *g_ptr = &g_scalar;
__device__ float *g_ptrs[2] = {&g_table[2], &g_table[5]};
__device__ int g_zero[100];
static __device__ int s_internal = 7;
__device__ __attribute__((weak)) int g_weak = 3;
__device__ const char g_str[] = "hello, ptx";
struct Cfg { int a; float b; char c[3]; double d; };
__device__ Cfg g_cfg = {1, 2.0f, {'x', 'y', 'z'}, 4.0};
__device__ Cfg g_cfgs[2] = {{1, 2.0f, {'a'}, 0.5}, {3, 4.0f, {'b', 'c'}, 1.5}};

__device__ __attribute__((weak)) __noinline__ int weak_fn(int x) { return x * g_weak; }

__global__ void read_globals(float *out, int *iout) {
  int t = tid_x();
  out[t] = g_table[t & 7] * c_coeffs[t & 3] + (float)g_dtable[t % 3] + *g_ptrs[t & 1];
  iout[t] = *g_ptr + c_lut[t & 15] + g_bytes[t % 5] + g_shorts[t & 3] + (int)g_ll[t & 1] +
            s_internal + weak_fn(t) + g_str[t % 10] + g_cfg.a + g_cfg.c[t % 3] +
            g_cfgs[t & 1].c[1];
  g_zero[t % 100] += t;
  s_internal++;
}
