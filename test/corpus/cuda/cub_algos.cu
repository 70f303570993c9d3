// CUB device-wide and block/warp-level algorithms.
#include <cub/cub.cuh>
#include <cuda/functional>

void run_device_algos(int n, unsigned* keys_in, unsigned* keys_out, float* vals_in, float* vals_out,
                      int* ints, int* scan_out, double* dsum, void* tmp, size_t tmp_bytes, cudaStream_t st) {
  cub::DeviceRadixSort::SortPairs(tmp, tmp_bytes, keys_in, keys_out, vals_in, vals_out, n, 0, 32, st);
  cub::DeviceScan::InclusiveSum(tmp, tmp_bytes, ints, scan_out, n, st);
  cub::DeviceScan::ExclusiveScan(tmp, tmp_bytes, ints, scan_out, cuda::maximum<>{}, 0, n, st);
  cub::DeviceReduce::Sum(tmp, tmp_bytes, vals_in, dsum, n, st);
  cub::DeviceReduce::Max(tmp, tmp_bytes, ints, scan_out, n, st);
}

template <int BLOCK, int ITEMS>
__global__ void block_level(const int* in, int* out, float* fout) {
  using Load = cub::BlockLoad<int, BLOCK, ITEMS, cub::BLOCK_LOAD_TRANSPOSE>;
  using Reduce = cub::BlockReduce<int, BLOCK>;
  using Scan = cub::BlockScan<int, BLOCK>;
  using Sort = cub::BlockRadixSort<int, BLOCK, ITEMS>;
  __shared__ union {
    typename Load::TempStorage load;
    typename Reduce::TempStorage reduce;
    typename Scan::TempStorage scan;
    typename Sort::TempStorage sort;
  } temp;
  int items[ITEMS];
  Load(temp.load).Load(in + blockIdx.x * BLOCK * ITEMS, items);
  __syncthreads();
  int total = Reduce(temp.reduce).Sum(items);
  __syncthreads();
  Scan(temp.scan).ExclusiveSum(items, items);
  __syncthreads();
  Sort(temp.sort).Sort(items);
  for (int k = 0; k < ITEMS; ++k) out[(blockIdx.x * BLOCK + threadIdx.x) * ITEMS + k] = items[k] + total;
  fout[blockIdx.x] = (float)total;
}
template __global__ void block_level<128, 4>(const int*, int*, float*);

__global__ void warp_level(const float* in, float* out) {
  using WR = cub::WarpReduce<float>;
  using WS = cub::WarpScan<int>;
  __shared__ typename WR::TempStorage wr[4];
  __shared__ typename WS::TempStorage ws[4];
  int warp = threadIdx.x / 32;
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  float s = WR(wr[warp]).Sum(v);
  float m = WR(wr[warp]).Reduce(v, cuda::maximum<>{});
  int pre;
  WS(ws[warp]).InclusiveSum((int)v, pre);
  out[blockIdx.x * blockDim.x + threadIdx.x] = s + m + pre;
}
