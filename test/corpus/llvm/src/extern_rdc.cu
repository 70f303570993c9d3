#include "shim.h"
// Relocatable device code: extern device variables and functions resolved at link time.

extern __device__ int ext_counter;
extern __device__ float ext_table[];
extern __device__ float ext_scale(float);
extern __shared__ char ext_smem[];
__device__ int defined_here = 5;
__device__ __noinline__ int visible_fn(int a) { return a + defined_here; }

__global__ void use_externs(float *out) {
  int t = tid_x();
  ext_smem[t] = (char)t;
  __syncthreads();
  out[t] = ext_scale(ext_table[t]) + ext_counter + ext_smem[t ^ 1] + visible_fn(t);
  __nvvm_atom_add_gen_i(&ext_counter, 1);
}
