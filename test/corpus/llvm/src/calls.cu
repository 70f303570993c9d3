#include "shim.h"
// Device function calls (noinline), by-value struct params/returns, function pointers
// (indirect calls -> .callprototype), recursion, printf (-> .extern vprintf).

extern "C" __device__ int printf(const char *, ...);

struct Vec3 { float x, y, z; };
struct __attribute__((aligned(16))) Big { double d[4]; int tag; };
struct Pair { long long a; char c; };

__device__ __noinline__ float dot3(Vec3 a, Vec3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }

__device__ __noinline__ Vec3 cross3(Vec3 a, Vec3 b) {
  return Vec3{a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}

__device__ __noinline__ Big make_big(int tag, double s) {
  Big b;
  for (int i = 0; i < 4; ++i) b.d[i] = s * i;
  b.tag = tag;
  return b;
}

__device__ __noinline__ double sum_big(Big b) { return b.d[0] + b.d[1] + b.d[2] + b.d[3] + b.tag; }

__device__ __noinline__ Pair mkpair(long long a, char c) { return Pair{a, c}; }

__device__ __noinline__ int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

__device__ __noinline__ void no_result(int *p, short s, unsigned char b, bool f) {
  *p = s + b + (f ? 1 : 0);
}

__global__ void call_kernel(const Vec3 *a, const Vec3 *b, float *o, Vec3 *c, double *d, int *e) {
  int i = gtid();
  o[i] = dot3(a[i], b[i]);
  c[i] = cross3(a[i], b[i]);
  d[i] = sum_big(make_big(i, 0.25));
  Pair p = mkpair(i * 3LL, (char)i);
  e[i] = fib(i & 7) + (int)p.a + p.c;
  no_result(e + i + 1, (short)i, (unsigned char)i, i & 1);
}

typedef float (*binop_t)(float, float);
__device__ __noinline__ float op_add(float a, float b) { return a + b; }
__device__ __noinline__ float op_mul(float a, float b) { return a * b; }
__device__ __noinline__ float op_max(float a, float b) { return a > b ? a : b; }
__device__ binop_t g_ops[3] = {op_add, op_mul, op_max};

typedef Vec3 (*vecop_t)(Vec3, Vec3);
typedef void (*sink_t)(int *, short, unsigned char, bool);

__global__ void indirect_calls(const float *a, const float *b, float *o, int sel, Vec3 *v) {
  int i = gtid();
  binop_t f = g_ops[sel % 3];
  o[i] = f(a[i], b[i]);
  vecop_t g = (sel & 4) ? cross3 : (vecop_t)0;
  if (g) v[i] = g(v[i], v[i + 1]);
  sink_t s = no_result;
  s((int *)o + i, 1, 2, true);
}

__global__ void byval_kernel(Big b, Vec3 v, Pair p, double *out) {
  out[tid_x()] = b.d[tid_x() & 3] + b.tag + v.x + v.y + v.z + p.a + p.c;
}

__global__ void print_kernel(int n, float f) {
  if (tid_x() == 0) printf("block %d n=%d f=%f %s\n", ctaid_x(), n, (double)f, "ok");
}
