// Warp matrix multiply-accumulate via mma.h (wmma) in several precisions.
#include <mma.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
using namespace nvcuda;

__global__ void wmma_half(const __half* a, const __half* b, float* c, const float* cin) {
  wmma::fragment<wmma::matrix_a, 16, 16, 16, __half, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, __half, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> fc;
  wmma::load_matrix_sync(fc, cin, 16, wmma::mem_row_major);
  wmma::load_matrix_sync(fa, a, 16);
  wmma::load_matrix_sync(fb, b, 16);
  wmma::mma_sync(fc, fa, fb, fc);
  for (int i = 0; i < fc.num_elements; ++i) fc.x[i] *= 0.5f;
  wmma::store_matrix_sync(c, fc, 16, wmma::mem_col_major);
}

__global__ void wmma_half_acc(const __half* a, const __half* b, __half* c) {
  wmma::fragment<wmma::matrix_a, 32, 8, 16, __half, wmma::col_major> fa;
  wmma::fragment<wmma::matrix_b, 32, 8, 16, __half, wmma::row_major> fb;
  wmma::fragment<wmma::accumulator, 32, 8, 16, __half> fc;
  wmma::fill_fragment(fc, __float2half(0.0f));
  wmma::load_matrix_sync(fa, a, 32);
  wmma::load_matrix_sync(fb, b, 8);
  wmma::mma_sync(fc, fa, fb, fc);
  wmma::store_matrix_sync(c, fc, 8, wmma::mem_row_major);
}

__global__ void wmma_int8(const signed char* a, const signed char* b, int* c) {
  wmma::fragment<wmma::matrix_a, 8, 32, 16, signed char, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 8, 32, 16, signed char, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 8, 32, 16, int> fc;
  wmma::fill_fragment(fc, 0);
  wmma::load_matrix_sync(fa, a, 16);
  wmma::load_matrix_sync(fb, b, 16);
  wmma::mma_sync(fc, fa, fb, fc, true);
  wmma::store_matrix_sync(c, fc, 32, wmma::mem_row_major);
}

#if __CUDA_ARCH__ >= 800 || !defined(__CUDA_ARCH__)
__global__ void wmma_bf16_tf32_f64(const __nv_bfloat16* a, const __nv_bfloat16* b, const float* fa32, const float* fb32,
                                   const double* da, const double* db, float* c, double* dc) {
  wmma::fragment<wmma::matrix_a, 16, 16, 16, __nv_bfloat16, wmma::row_major> ba;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, __nv_bfloat16, wmma::row_major> bb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
  wmma::fill_fragment(acc, 1.0f);
  wmma::load_matrix_sync(ba, a, 16);
  wmma::load_matrix_sync(bb, b, 16);
  wmma::mma_sync(acc, ba, bb, acc);

  wmma::fragment<wmma::matrix_a, 16, 16, 8, wmma::precision::tf32, wmma::row_major> ta;
  wmma::fragment<wmma::matrix_b, 16, 16, 8, wmma::precision::tf32, wmma::col_major> tb;
  wmma::load_matrix_sync(ta, fa32, 8);
  wmma::load_matrix_sync(tb, fb32, 8);
  for (int i = 0; i < ta.num_elements; ++i) ta.x[i] = wmma::__float_to_tf32(ta.x[i]);
  wmma::fragment<wmma::accumulator, 16, 16, 8, float> acc8;
  wmma::fill_fragment(acc8, 0.0f);
  wmma::mma_sync(acc8, ta, tb, acc8);
  for (int i = 0; i < acc8.num_elements; ++i) acc.x[i] += acc8.x[i];
  wmma::store_matrix_sync(c, acc, 16, wmma::mem_row_major);

  wmma::fragment<wmma::matrix_a, 8, 8, 4, double, wmma::row_major> a64;
  wmma::fragment<wmma::matrix_b, 8, 8, 4, double, wmma::col_major> b64;
  wmma::fragment<wmma::accumulator, 8, 8, 4, double> c64;
  wmma::fill_fragment(c64, 0.0);
  wmma::load_matrix_sync(a64, da, 4);
  wmma::load_matrix_sync(b64, db, 4);
  wmma::mma_sync(c64, a64, b64, c64);
  wmma::store_matrix_sync(dc, c64, 8, wmma::mem_col_major);
}

__global__ void wmma_subbyte(const void* a, const void* b, int* c) {
  using namespace wmma::experimental;
  wmma::fragment<wmma::matrix_a, 8, 8, 32, precision::s4, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 8, 8, 32, precision::s4, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 8, 8, 32, int> fc;
  wmma::fill_fragment(fc, 0);
  wmma::load_matrix_sync(fa, a, 32);
  wmma::load_matrix_sync(fb, b, 32);
  wmma::mma_sync(fc, fa, fb, fc);
  wmma::fragment<wmma::matrix_a, 8, 8, 128, precision::b1, wmma::row_major> ba;
  wmma::fragment<wmma::matrix_b, 8, 8, 128, precision::b1, wmma::col_major> bbf;
  wmma::load_matrix_sync(ba, a, 128);
  wmma::load_matrix_sync(bbf, b, 128);
  wmma::fragment<wmma::accumulator, 8, 8, 128, int> fc128;
  wmma::fill_fragment(fc128, 1);
  wmma::bmma_sync(fc128, ba, bbf, fc128, bmmaBitOpAND);
  for (int i = 0; i < fc.num_elements; ++i) fc.x[i] += fc128.x[i];
  wmma::store_matrix_sync(c, fc, 8, wmma::mem_row_major);
}
#endif

// Raw mma.sync via inline asm (m16n8k16 f16 -> f32), sm_80+.
__global__ void mma_sync_asm(const unsigned* a, const unsigned* b, float* d) {
#if __CUDA_ARCH__ >= 800
  unsigned a0 = a[threadIdx.x * 4], a1 = a[threadIdx.x * 4 + 1], a2 = a[threadIdx.x * 4 + 2], a3 = a[threadIdx.x * 4 + 3];
  unsigned b0 = b[threadIdx.x * 2], b1 = b[threadIdx.x * 2 + 1];
  float c0 = 0, c1 = 0, c2 = 0, c3 = 0;
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
               : "+f"(c0), "+f"(c1), "+f"(c2), "+f"(c3)
               : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
  unsigned r0, r1, r2, r3;
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];"
               : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3) : "r"(0u));
  d[threadIdx.x * 4] = c0 + r0; d[threadIdx.x * 4 + 1] = c1 + r1; d[threadIdx.x * 4 + 2] = c2 + r2; d[threadIdx.x * 4 + 3] = c3 + r3;
#endif
}
