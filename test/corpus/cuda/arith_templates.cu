// Templated arithmetic kernels over int/unsigned/long long/float/double.
#include <cstdint>
#include <cuda_runtime.h>

template <typename T>
struct Ops {
  __device__ static T combine(T a, T b) { return a * b + a - b; }
};

template <typename T>
__global__ void axpby(int n, T alpha, const T* __restrict__ x, T beta, T* __restrict__ y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  for (; i < n; i += gridDim.x * blockDim.x) {
    y[i] = alpha * x[i] + beta * y[i];
  }
}

template <typename T>
__global__ void elementwise(int n, const T* a, const T* b, T* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  T x = a[i], y = b[i];
  T r = Ops<T>::combine(x, y);
  if (y != T(0)) r += x / y;
  r -= (x < y) ? x : y;
  out[i] = r;
}

template <typename T>
__global__ void int_ops(int n, const T* a, T* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  T x = a[i];
  T y = (x << 3) ^ (x >> 2);
  y |= x & T(0x5a5a);
  y += x % T(7);
  y = ~y;
  y = y / T(13) + (x > T(0) ? T(1) : T(-1));
  out[i] = y;
}

__global__ void float_math(int n, const float* a, float* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = a[i];
  float r = sqrtf(fabsf(x)) + rsqrtf(x * x + 1.0f) + expf(x) * logf(1.0f + x * x);
  r += sinf(x) * cosf(x) + tanhf(x) + powf(x, 2.5f) + fmaf(x, 3.0f, -1.0f);
  r += __saturatef(x) + fminf(x, 0.25f) + fmaxf(x, -0.25f) + copysignf(1.0f, x);
  r += floorf(x) + ceilf(x) + truncf(x) + roundf(x) + rintf(x);
  r += __fdividef(x, 3.0f) + __expf(x) + __sinf(x) + exp2f(x) + log2f(x + 2.f);
  r += erff(x) + atan2f(x, 1.5f) + cbrtf(x) + hypotf(x, 2.0f);
  out[i] = r;
}

__global__ void double_math(int n, const double* a, double* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  double x = a[i];
  double r = sqrt(fabs(x)) + rsqrt(x * x + 1.0) + exp(x) * log(1.0 + x * x);
  r += sin(x) * cos(x) + tanh(x) + pow(x, 2.5) + fma(x, 3.0, -1.0);
  r += floor(x) + ceil(x) + trunc(x) + round(x) + nearbyint(x);
  r += erfc(x) + lgamma(x + 3.0) + atan(x) + 1.0 / (x + 1e-300);
  r += __dadd_rn(x, 1.0) + __dmul_rz(x, 3.0) + __fma_ru(x, x, x) + __drcp_rd(x + 2.0);
  out[i] = r;
}

__global__ void conversions(int n, const double* d, float* f, int* iv, unsigned long long* u, short* s, signed char* c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  double x = d[i];
  f[i] = __double2float_rz(x) + (float)x;
  iv[i] = __double2int_rn(x) + (int)x + __float2int_rd((float)x);
  u[i] = __double2ull_ru(x) + (unsigned long long)(x * 1e10);
  s[i] = (short)iv[i];
  c[i] = (signed char)(iv[i] >> 3);
  f[i] += __int2float_rn(iv[i]) + __ull2float_rz(u[i]) + __uint_as_float(0x3f800000u) + __int_as_float(iv[i]);
}

__global__ void mixed_width(int n, const int64_t* a, const uint16_t* b, int64_t* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int64_t x = a[i];
  uint32_t h = __umulhi((uint32_t)x, 0x9E3779B9u);
  int64_t hi = __mul64hi(x, 0x123456789LL);
  out[i] = x * b[i] + h + hi + __mul24((int)x, 7) + __sad((int)x, 5, 3) + __usad((unsigned)x, 9u, 1u);
}

template __global__ void axpby<int>(int, int, const int*, int, int*);
template __global__ void axpby<float>(int, float, const float*, float, float*);
template __global__ void axpby<double>(int, double, const double*, double, double*);
template __global__ void elementwise<int>(int, const int*, const int*, int*);
template __global__ void elementwise<float>(int, const float*, const float*, float*);
template __global__ void elementwise<double>(int, const double*, const double*, double*);
template __global__ void elementwise<unsigned long long>(int, const unsigned long long*, const unsigned long long*, unsigned long long*);
template __global__ void int_ops<int>(int, const int*, int*);
template __global__ void int_ops<unsigned>(int, const unsigned*, unsigned*);
template __global__ void int_ops<long long>(int, const long long*, long long*);
template __global__ void int_ops<short>(int, const short*, short*);
template __global__ void int_ops<unsigned char>(int, const unsigned char*, unsigned char*);
