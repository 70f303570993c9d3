// Device printf and module-scope __constant__/__device__ globals with initializers.
#include <cstdio>
#include <cstdint>

struct Config { int width; float scale; double bias; char tag[6]; short pad; };
struct Node { int value; const Node* next; };

__constant__ float c_coeffs[8] = {1.0f, 0.5f, 0.25f, 0.125f, -1.0f, 3.5e-8f, 1e30f, 0.0f};
__constant__ double c_dcoeffs[4] = {3.141592653589793, -2.5, 1e-300, 0.0};
__constant__ Config c_config = {640, 1.5f, -0.25, "abcde", 7};
__constant__ int c_matrix[3][4] = {{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}};
__constant__ unsigned char c_bytes[5] = {0xff, 0, 1, 2, 0x80};
__constant__ int c_uninit[64];

__device__ int g_counter = 17;
__device__ long long g_big = -9000000000LL;
__device__ float g_array[4] = {1.f, 2.f, 3.f, 4.f};
__device__ int* g_ptr_to_global = &g_counter;
__device__ float* g_ptr_into_array = &g_array[2];
__device__ const Node g_node_tail = {3, nullptr};
__device__ const Node g_node_mid = {2, &g_node_tail};
__device__ const Node g_node_head = {1, &g_node_mid};
__device__ const char* g_message = "hello from a global pointer";
__device__ Config g_configs[2] = {{1, 1.f, 1.0, "x", 0}, {2, 2.f, 2.0, "yy", 1}};
__device__ int16_t g_shorts[3] = {-1, 2, -3};
__device__ bool g_flags[4] = {true, false, true, true};
__device__ uint64_t g_uninit_array[10];

__device__ int op_add(int a, int b) { return a + b; }
__device__ int op_mul(int a, int b) { return a * b; }
__device__ int op_sub(int a, int b) { return a - b; }
typedef int (*binop)(int, int);
__device__ binop g_ops[3] = {op_add, op_mul, op_sub};
__device__ binop g_single_op = op_mul;
struct OpEntry { const char* name; binop fn; int arity; };
__device__ OpEntry g_op_table[2] = {{"add", op_add, 2}, {"mul", op_mul, 2}};

__global__ void print_stuff(int n, const float* data) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    printf("thread %d block %d value %f\n", threadIdx.x, blockIdx.x, data[i]);
    printf("double %g long %lld uint %u hex %x char %c str %s ptr %p\n",
           (double)data[i] * c_dcoeffs[0], g_big, (unsigned)i, i, 'A' + (i & 15), g_message, data);
  }
  if (i == 0) {
    printf("no args line\n");
    printf("%s %d\n", g_op_table[1].name, g_op_table[1].fn(3, 4));
  }
}

__global__ void use_globals(int n, int* out, float* fout) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int acc = 0;
  for (const Node* p = &g_node_head; p; p = p->next) acc += p->value;
  acc += c_matrix[i % 3][i % 4] + c_bytes[i % 5] + c_config.width + c_config.tag[i % 6] + g_shorts[i % 3] + g_flags[i & 3];
  acc += g_ops[i % 3](acc, i) + g_single_op(2, 3) + *g_ptr_to_global + c_uninit[i & 63];
  out[i] = acc + (int)g_uninit_array[i % 10];
  fout[i] = c_coeffs[i & 7] * c_config.scale + (float)c_config.bias + *g_ptr_into_array;
  g_uninit_array[i % 10] = acc;
}
