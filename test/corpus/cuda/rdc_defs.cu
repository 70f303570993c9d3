// Definitions referenced by rdc_linkage.cu (compiled separately with -rdc=true).
__device__ int ext_counter = 0;
__device__ float ext_table[256];
__constant__ double ext_const_scale = 0.5;
__device__ int ext_add(int a, int b) { return a + b; }
__device__ float ext_scale(float v, const float* tbl) { return v * tbl[0]; }
