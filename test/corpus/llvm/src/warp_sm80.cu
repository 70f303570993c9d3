#include "shim.h"
// sm_80+ warp features: redux.sync, match.all.
__global__ void redux(const unsigned *in, unsigned *out) {
  unsigned v = in[tid_x()];
  unsigned s = __nvvm_redux_sync_add(v, 0xffffffffu);
  unsigned mn = __nvvm_redux_sync_umin(v, 0xffffffffu);
  int mx = __nvvm_redux_sync_max((int)v, 0xffffffffu);
  unsigned a = __nvvm_redux_sync_and(v, 0xffffffffu);
  unsigned o = __nvvm_redux_sync_or(v, 0xffffffffu);
  unsigned x = __nvvm_redux_sync_xor(v, 0xffffffffu);
  out[tid_x()] = s + mn + mx + a + o + x;
}
