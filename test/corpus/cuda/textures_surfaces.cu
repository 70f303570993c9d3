// Texture objects (1D/2D/3D, layered, cubemap, gather, LOD/grad) and surface objects.
#include <cuda_runtime.h>

__global__ void tex_fetch(cudaTextureObject_t t1, cudaTextureObject_t t2, cudaTextureObject_t t3,
                          cudaTextureObject_t tl, cudaTextureObject_t tcube, cudaTextureObject_t tbuf,
                          float* out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  float u = (x + 0.5f) / w, v = (y + 0.5f) / h;
  float a = tex1D<float>(t1, u);
  float4 b = tex2D<float4>(t2, u, v);
  float c = tex3D<float>(t3, u, v, 0.5f);
  float d = tex2DLayered<float>(tl, u, v, y & 3);
  float e = texCubemap<float>(tcube, u, v, 1.0f);
  int f = tex1Dfetch<int>(tbuf, x + y * w);
  float g = tex2DLod<float>(t3, u, v, 1.5f);
  float4 gg = tex2Dgather<float4>(t2, u, v, 1);
  float hgrad = tex2DGrad<float>(t1, u, v, make_float2(0.01f, 0.0f), make_float2(0.0f, 0.01f));
  out[y * w + x] = a + b.x + b.w + c + d + e + f + g + gg.y + hgrad;
}

__global__ void tex_int_types(cudaTextureObject_t tu8, cudaTextureObject_t ts16, cudaTextureObject_t th, uint4* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  uchar4 a = tex1Dfetch<uchar4>(tu8, i);
  short2 b = tex1Dfetch<short2>(ts16, i);
  uint4 c = tex2D<uint4>(th, i, i / 2);
  out[i] = make_uint4(a.x + c.x, a.w + c.y, b.x + c.z, b.y + c.w);
}

__global__ void surf_ops(cudaSurfaceObject_t s2, cudaSurfaceObject_t s1, cudaSurfaceObject_t s3, cudaSurfaceObject_t sl, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  float4 p;
  surf2Dread(&p, s2, x * sizeof(float4), y);
  p.x = 1.0f - p.x;
  surf2Dwrite(p, s2, x * sizeof(float4), y);
  int q = surf1Dread<int>(s1, x * 4, cudaBoundaryModeClamp);
  surf1Dwrite(q + 1, s1, x * 4, cudaBoundaryModeZero);
  uchar4 r;
  surf3Dread(&r, s3, x * 4, y, 2, cudaBoundaryModeTrap);
  surf3Dwrite(make_uchar4(r.w, r.z, r.y, r.x), s3, x * 4, y, 2);
  float l = surf2DLayeredread<float>(sl, x * 4, y, 1);
  surf2DLayeredwrite(l * 2.0f, sl, x * 4, y, 0);
}

__global__ void tex_query_like(cudaTextureObject_t t2, float2* out) {
  float2 r = tex2D<float2>(t2, threadIdx.x * 0.1f, threadIdx.y * 0.1f);
  bool resident;
  float s = tex2D<float>(t2, 0.25f, 0.75f, &resident);
  out[threadIdx.x] = make_float2(r.x + s, r.y + (resident ? 1.f : 0.f));
}
