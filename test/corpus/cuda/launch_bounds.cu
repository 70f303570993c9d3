// __launch_bounds__ variants and maxrregcount-like hints (all archs).
__global__ void __launch_bounds__(256) lb_threads_only(float* a) { a[threadIdx.x] *= 2.0f; }
__global__ void __launch_bounds__(128, 4) lb_min_blocks(float* a) { a[threadIdx.x + blockIdx.x * 128] += 1.0f; }
__global__ void __launch_bounds__(1024, 1) lb_big(double* a) {
  __shared__ double s[1024];
  s[threadIdx.x] = a[threadIdx.x];
  __syncthreads();
  a[threadIdx.x] = s[1023 - threadIdx.x];
}
__global__ void __maxnreg__(40) maxnreg_kernel(float* a, int n) {
  float acc = 0.f;
  for (int i = threadIdx.x; i < n; i += blockDim.x) acc += a[i] * a[i];
  a[threadIdx.x] = acc;
}
template <int N>
__global__ void __launch_bounds__(N) lb_templated(int* a) { a[threadIdx.x] = N; }
template __global__ void lb_templated<64>(int*);
template __global__ void lb_templated<512>(int*);
