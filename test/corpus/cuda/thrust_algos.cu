// Thrust sort/reduce/transform with custom functors.
#include <thrust/device_vector.h>
#include <thrust/device_ptr.h>
#include <thrust/sort.h>
#include <thrust/reduce.h>
#include <thrust/transform.h>
#include <thrust/transform_reduce.h>
#include <thrust/functional.h>
#include <thrust/execution_policy.h>

struct saxpy_op {
  float a;
  __host__ __device__ float operator()(float x, float y) const { return a * x + y; }
};
struct square_op { __host__ __device__ double operator()(double v) const { return v * v; } };
struct by_abs { __host__ __device__ bool operator()(int a, int b) const { return abs(a) < abs(b); } };

double run_thrust(float* x, float* y, int* keys, double* d, int n) {
  thrust::device_ptr<float> px(x), py(y);
  thrust::device_ptr<int> pk(keys);
  thrust::device_ptr<double> pd(d);
  thrust::transform(thrust::device, px, px + n, py, py, saxpy_op{2.0f});
  thrust::sort(thrust::device, pk, pk + n);
  thrust::sort(thrust::device, pk, pk + n, by_abs());
  float s = thrust::reduce(thrust::device, py, py + n, 0.0f, thrust::plus<float>());
  double q = thrust::transform_reduce(thrust::device, pd, pd + n, square_op(), 0.0, thrust::plus<double>());
  return s + q;
}
