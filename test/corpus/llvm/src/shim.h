// Minimal CUDA-like shim so clang can compile device code without CUDA headers
// (-nocudainc -nocudalib). Only clang builtins are used.
#pragma once
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __noinline__ __attribute__((noinline))
#define __forceinline__ __attribute__((always_inline)) inline

typedef unsigned int uint;
typedef unsigned long long u64;
typedef float float4 __attribute__((ext_vector_type(4)));
typedef float float2 __attribute__((ext_vector_type(2)));
typedef int int4 __attribute__((ext_vector_type(4)));
typedef int int2 __attribute__((ext_vector_type(2)));
typedef _Float16 half;
typedef _Float16 half2 __attribute__((ext_vector_type(2)));
typedef _Float16 half4 __attribute__((ext_vector_type(4)));

static __device__ __forceinline__ int tid_x() { return __nvvm_read_ptx_sreg_tid_x(); }
static __device__ __forceinline__ int tid_y() { return __nvvm_read_ptx_sreg_tid_y(); }
static __device__ __forceinline__ int ntid_x() { return __nvvm_read_ptx_sreg_ntid_x(); }
static __device__ __forceinline__ int ctaid_x() { return __nvvm_read_ptx_sreg_ctaid_x(); }
static __device__ __forceinline__ int ctaid_y() { return __nvvm_read_ptx_sreg_ctaid_y(); }
static __device__ __forceinline__ int nctaid_x() { return __nvvm_read_ptx_sreg_nctaid_x(); }
static __device__ __forceinline__ int lane_id() { return __nvvm_read_ptx_sreg_laneid(); }
static __device__ __forceinline__ int gtid() { return ctaid_x() * ntid_x() + tid_x(); }
