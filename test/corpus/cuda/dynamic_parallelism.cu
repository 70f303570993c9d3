// Dynamic parallelism (device-side launches, requires -rdc=true).
#include <cuda_runtime.h>

__global__ void child(int depth, int* data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] += depth;
}

__global__ void parent(int depth, int* data, int n) {
  if (threadIdx.x == 0 && blockIdx.x == 0) {
    child<<<(n + 127) / 128, 128>>>(depth, data, n);
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    child<<<1, 32, 0, s>>>(depth + 1, data, 32);
    cudaStreamDestroy(s);
    if (depth < 3) parent<<<1, 32, 0, cudaStreamTailLaunch>>>(depth + 1, data, n);
    child<<<1, 32, 0, cudaStreamFireAndForget>>>(-1, data, 1);
  }
}
