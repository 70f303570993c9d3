// Branches, loops, switch, recursion, noinline functions, function pointers.
#include <cuda_runtime.h>

__device__ __noinline__ int collatz_steps(long long v) {
  int s = 0;
  while (v != 1 && s < 1000) { v = (v & 1) ? 3 * v + 1 : v >> 1; ++s; }
  return s;
}

__device__ int fib_rec(int n) { return n < 2 ? n : fib_rec(n - 1) + fib_rec(n - 2); }

__device__ __noinline__ float ackermann_like(int m, float x) {
  if (m <= 0) return x + 1.0f;
  return ackermann_like(m - 1, x * 0.5f) + ackermann_like(m - 2, x);
}

__device__ __noinline__ void two_outputs(int a, int* q, int* r) { *q = a / 10; *r = a % 10; }

__device__ __noinline__ float4 returns_struct(float a) { return make_float4(a, a + 1, a * 2, -a); }

typedef float (*unary_fn)(float);
__device__ float f_sq(float x) { return x * x; }
__device__ float f_neg(float x) { return -x; }
__device__ float f_half(float x) { return 0.5f * x; }
__device__ unary_fn fn_table[3] = {f_sq, f_neg, f_half};

__global__ void loops_and_branches(int n, const int* in, int* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int x = in[i], acc = 0;
#pragma unroll 4
  for (int k = 0; k < x; ++k) acc += k * k;
#pragma unroll 1
  for (int k = 0; k < 16; ++k) if (k & x) acc ^= k;
  do { acc = acc / 2 + 1; } while (acc > 100);
  if (x > 5 && acc < 50) acc = -acc; else if (x < 0 || acc == 7) acc *= 3;
  out[i] = acc + collatz_steps(x);
}

__global__ void switch_table(int n, const int* in, float* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float r;
  switch (in[i]) {
    case 0: r = 1.0f; break;
    case 1: r = out[i] * 2.0f; break;
    case 2: r = sqrtf(out[i]); break;
    case 3: r = out[i] - 7.0f; break;
    case 4: r = __logf(out[i]); break;
    case 5: r = out[i] * out[i]; break;
    case 6: r = 42.0f; break;
    case 7: r = -out[i]; break;
    case 9: r = 1.0f / out[i]; break;
    default: r = 0.0f;
  }
  out[i] = r;
}

__global__ void recursion_and_calls(int n, int* out, float* fout) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int q, r;
  two_outputs(i, &q, &r);
  float4 s = returns_struct((float)i);
  out[i] = fib_rec(i & 15) + q + r;
  fout[i] = ackermann_like(i & 7, (float)i) + s.x + s.y + s.z + s.w;
}

__global__ void indirect_calls(int n, const int* sel, float* data) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unary_fn f = fn_table[sel[i] % 3];
  data[i] = f(data[i]);
}

struct Shape {
  __device__ virtual float area() const = 0;
  __device__ virtual ~Shape() {}
};
struct Sq : Shape { float s; __device__ Sq(float a) : s(a) {} __device__ float area() const override { return s * s; } };
struct Circ : Shape { float r; __device__ Circ(float a) : r(a) {} __device__ float area() const override { return 3.14159f * r * r; } };

__global__ void virtual_dispatch(int n, float* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Sq a(i); Circ b(i);
  const Shape* s = (i & 1) ? (const Shape*)&a : (const Shape*)&b;
  out[i] = s->area();
}

__global__ void early_exit_and_trap(int n, int* data) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  if (data[i] < 0) __trap();
  if (data[i] == 12345) asm("exit;");
  if (__builtin_expect(data[i] == 777, 0)) __brkpt();
  data[i] += 1;
  __builtin_assume(n > 0);
  if (data[i] > 1000) __builtin_unreachable();
}
