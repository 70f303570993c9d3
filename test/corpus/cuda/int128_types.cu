// 128-bit integers, long double promotion-free math, unions and bitfields.
#include <cstdint>

struct Flags { unsigned a : 3; unsigned b : 5; unsigned c : 12; int d : 12; };
union Pun { float f; uint32_t u; uint8_t b[4]; };

__global__ void int128_math(const unsigned __int128* a, const __int128* b, unsigned __int128* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned __int128 x = a[i];
  __int128 y = b[i];
  unsigned __int128 r = x * (unsigned __int128)y + (x >> 17) - (x << 33);
  r ^= (unsigned __int128)(y / 1000003) + (x % 97u);
  r += (y < 0) ? (unsigned __int128)(-y) : (unsigned __int128)y;
  out[i] = r;
}

__global__ void bitfields(Flags* f, Pun* p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Flags x = f[i];
  x.a += 1; x.b ^= x.c; x.d = -x.d + x.a;
  f[i] = x;
  Pun q = p[i];
  q.b[3] ^= 0x80;
  q.u += x.c;
  p[i] = q;
}
