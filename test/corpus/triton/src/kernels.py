# Triton kernels of the shapes GPU engineers write daily, compiled (no GPU needed) by build.py for
# several targets into the PTX of this corpus. Each KERNELS entry: name -> (kernel, signature,
# constexprs, options, targets it is built for).
import triton
import triton.language as tl


@triton.jit
def vector_add(x, y, out, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out + offs, tl.load(x + offs, mask=m) + tl.load(y + offs, mask=m), mask=m)


@triton.jit
def softmax(out, inp, in_stride, out_stride, n_rows, n_cols, BLOCK: tl.constexpr, STAGES: tl.constexpr):
    start = tl.program_id(0)
    step = tl.num_programs(0)
    for row in tl.range(start, n_rows, step, num_stages=STAGES):
        cols = tl.arange(0, BLOCK)
        x = tl.load(inp + row * in_stride + cols, mask=cols < n_cols, other=-float("inf"))
        x = x - tl.max(x, axis=0)
        num = tl.exp(x)
        y = num / tl.sum(num, axis=0)
        tl.store(out + row * out_stride + cols, y, mask=cols < n_cols)


@triton.jit
def layer_norm(x_ptr, y_ptr, w_ptr, b_ptr, mean_ptr, rstd_ptr, stride, n, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    x_ptr += row * stride
    y_ptr += row * stride
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for off in range(0, n, BLOCK):
        cols = off + tl.arange(0, BLOCK)
        acc += tl.load(x_ptr + cols, mask=cols < n, other=0.).to(tl.float32)
    mean = tl.sum(acc, axis=0) / n
    var_acc = tl.zeros([BLOCK], dtype=tl.float32)
    for off in range(0, n, BLOCK):
        cols = off + tl.arange(0, BLOCK)
        x = tl.load(x_ptr + cols, mask=cols < n, other=0.).to(tl.float32)
        x = tl.where(cols < n, x - mean, 0.)
        var_acc += x * x
    rstd = 1 / tl.sqrt(tl.sum(var_acc, axis=0) / n + eps)
    tl.store(mean_ptr + row, mean)
    tl.store(rstd_ptr + row, rstd)
    for off in range(0, n, BLOCK):
        cols = off + tl.arange(0, BLOCK)
        m = cols < n
        x = tl.load(x_ptr + cols, mask=m, other=0.).to(tl.float32)
        y = (x - mean) * rstd * tl.load(w_ptr + cols, mask=m) + tl.load(b_ptr + cols, mask=m)
        tl.store(y_ptr + cols, y.to(y_ptr.dtype.element_ty), mask=m)


@triton.jit
def matmul(a_ptr, b_ptr, c_ptr, M, N, K, sam, sak, sbk, sbn, scm, scn, BM: tl.constexpr, BN: tl.constexpr,
           BK: tl.constexpr, GROUP: tl.constexpr, PRECISION: tl.constexpr, ACC: tl.constexpr):
    pid = tl.program_id(0)
    num_m = tl.cdiv(M, BM)
    num_n = tl.cdiv(N, BN)
    group = pid // (GROUP * num_n)
    first_m = group * GROUP
    size_m = min(num_m - first_m, GROUP)
    pid_m = first_m + (pid % size_m)
    pid_n = (pid % (GROUP * num_n)) // size_m
    offs_m = (pid_m * BM + tl.arange(0, BM)) % M
    offs_n = (pid_n * BN + tl.arange(0, BN)) % N
    offs_k = tl.arange(0, BK)
    a_ptrs = a_ptr + offs_m[:, None] * sam + offs_k[None, :] * sak
    b_ptrs = b_ptr + offs_k[:, None] * sbk + offs_n[None, :] * sbn
    acc = tl.zeros((BM, BN), dtype=ACC)
    for k in range(0, tl.cdiv(K, BK)):
        a = tl.load(a_ptrs, mask=offs_k[None, :] < K - k * BK, other=0.)
        b = tl.load(b_ptrs, mask=offs_k[:, None] < K - k * BK, other=0.)
        acc = tl.dot(a, b, acc, input_precision=PRECISION, out_dtype=ACC)
        a_ptrs += BK * sak
        b_ptrs += BK * sbk
    c = acc.to(c_ptr.dtype.element_ty)
    offs_cm = pid_m * BM + tl.arange(0, BM)
    offs_cn = pid_n * BN + tl.arange(0, BN)
    tl.store(c_ptr + scm * offs_cm[:, None] + scn * offs_cn[None, :], c, mask=(offs_cm[:, None] < M) & (offs_cn[None, :] < N))


@triton.jit
def matmul_tma(a_ptr, b_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr,
               WS: tl.constexpr):
    a_desc = tl.make_tensor_descriptor(a_ptr, shape=[M, K], strides=[K, 1], block_shape=[BM, BK])
    b_desc = tl.make_tensor_descriptor(b_ptr, shape=[N, K], strides=[K, 1], block_shape=[BN, BK])
    c_desc = tl.make_tensor_descriptor(c_ptr, shape=[M, N], strides=[N, 1], block_shape=[BM, BN])
    tiles_m = tl.cdiv(M, BM)
    tiles_n = tl.cdiv(N, BN)
    for tile in tl.range(tl.program_id(0), tiles_m * tiles_n, tl.num_programs(0), flatten=True, warp_specialize=WS):
        om = (tile // tiles_n) * BM
        on = (tile % tiles_n) * BN
        acc = tl.zeros((BM, BN), dtype=tl.float32)
        for k in range(0, K, BK):
            a = a_desc.load([om, k])
            b = b_desc.load([on, k])
            acc = tl.dot(a, b.T, acc)
        c_desc.store([om, on], acc.to(tl.float16))


@triton.jit
def matmul_desc_arg(a_desc, b_desc, c_desc, K, BK: tl.constexpr):
    BM: tl.constexpr = c_desc.block_shape[0]
    BN: tl.constexpr = c_desc.block_shape[1]
    om = tl.program_id(0) * BM
    on = tl.program_id(1) * BN
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in tl.range(0, K, BK, num_stages=3):
        acc = tl.dot(a_desc.load([om, k]), b_desc.load([k, on]), acc)
    c_desc.store([om, on], acc.to(tl.bfloat16))


@triton.jit
def flash_attention_fwd(q_ptr, k_ptr, v_ptr, o_ptr, lse_ptr, sm_scale, stride_h, stride_m, N_CTX,
                        HEAD: tl.constexpr, BM: tl.constexpr, BN: tl.constexpr, CAUSAL: tl.constexpr):
    start_m = tl.program_id(0)
    off_h = tl.program_id(1)
    offs_m = start_m * BM + tl.arange(0, BM)
    offs_n = tl.arange(0, BN)
    offs_d = tl.arange(0, HEAD)
    base = off_h * stride_h
    q = tl.load(q_ptr + base + offs_m[:, None] * stride_m + offs_d[None, :], mask=offs_m[:, None] < N_CTX, other=0.)
    m_i = tl.zeros([BM], dtype=tl.float32) - float("inf")
    l_i = tl.zeros([BM], dtype=tl.float32) + 1.0
    acc = tl.zeros([BM, HEAD], dtype=tl.float32)
    qk_scale = sm_scale * 1.44269504
    hi = (start_m + 1) * BM if CAUSAL else N_CTX
    for start_n in range(0, hi, BN):
        cols = start_n + offs_n
        k = tl.load(k_ptr + base + cols[None, :] * stride_m + offs_d[:, None], mask=cols[None, :] < N_CTX, other=0.)
        qk = tl.dot(q, k) * qk_scale
        if CAUSAL:
            qk = tl.where(offs_m[:, None] >= cols[None, :], qk, -1.0e6)
        m_ij = tl.maximum(m_i, tl.max(qk, 1))
        p = tl.math.exp2(qk - m_ij[:, None])
        alpha = tl.math.exp2(m_i - m_ij)
        l_i = l_i * alpha + tl.sum(p, 1)
        acc = acc * alpha[:, None]
        v = tl.load(v_ptr + base + cols[:, None] * stride_m + offs_d[None, :], mask=cols[:, None] < N_CTX, other=0.)
        acc = tl.dot(p.to(v.dtype), v, acc)
        m_i = m_ij
    tl.store(lse_ptr + off_h * N_CTX + offs_m, m_i + tl.math.log2(l_i), mask=offs_m < N_CTX)
    acc = acc / l_i[:, None]
    tl.store(o_ptr + base + offs_m[:, None] * stride_m + offs_d[None, :], acc.to(o_ptr.dtype.element_ty), mask=offs_m[:, None] < N_CTX)


@triton.jit
def reductions(x_ptr, sum_ptr, max_ptr, argmax_ptr, xor_ptr, n, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + row * n + cols, mask=cols < n, other=0.)
    tl.store(sum_ptr + row, tl.sum(x, axis=0))
    tl.store(max_ptr + row, tl.max(x, axis=0))
    tl.store(argmax_ptr + row, tl.argmax(x, axis=0))
    bits = x.to(tl.int32, bitcast=True)
    tl.store(xor_ptr + row, tl.xor_sum(bits, axis=0))


@triton.jit
def atomics(counts, f32, f16, bf16, i64, flags, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.atomic_add(counts + offs % 7, 1, mask=m)
    tl.atomic_add(f32 + offs % 5, offs.to(tl.float32), mask=m, sem="relaxed", scope="gpu")
    tl.atomic_add(f16 + offs % 3, offs.to(tl.float16), mask=m)
    tl.atomic_add(bf16 + offs % 3, offs.to(tl.bfloat16), mask=m, sem="release", scope="cta")
    tl.atomic_max(i64 + offs % 2, offs.to(tl.int64), mask=m, sem="acquire", scope="sys")
    zero = tl.zeros_like(offs)
    tl.atomic_min(counts + 8 + zero, offs, mask=m)
    tl.atomic_xchg(flags + offs % 4, offs, mask=m)
    tl.atomic_and(counts + 9 + zero, offs)
    tl.atomic_or(counts + 10 + zero, offs)
    tl.atomic_xor(counts + 11 + zero, offs)
    while tl.atomic_cas(flags + 64, 0, 1, sem="acquire") == 1:
        pass
    tl.atomic_xchg(flags + 64, 0, sem="release")


@triton.jit
def combine_pair(a0, a1, b0, b1):
    return a0 + b0, tl.maximum(a1, b1)


@triton.jit
def scans(x_ptr, cs_ptr, cp_ptr, pair_ptr, hist_ptr, n, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + row * n + cols, mask=cols < n, other=0)
    tl.store(cs_ptr + row * n + cols, tl.cumsum(x, axis=0), mask=cols < n)
    tl.store(cp_ptr + row * n + cols, tl.cumprod(x.to(tl.float32), axis=0, reverse=True), mask=cols < n)
    s, mx = tl.associative_scan((x, x * 3), 0, combine_pair)
    tl.store(pair_ptr + row * n + cols, s + mx, mask=cols < n)
    h = tl.histogram(x & 63, 64)
    tl.atomic_add(hist_ptr + tl.arange(0, 64), h)


@triton.jit
def inline_asm(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n)
    y = tl.load(y_ptr + offs, mask=offs < n)
    # Two outputs, two 16-bit elements packed in each 32-bit register: the shape of Triton's own
    # fp8 conversions.
    lo, hi = tl.inline_asm_elementwise(
        asm="""
        {
            .reg .b32 t<2>;
            prmt.b32 t0, $2, $3, 0x5140;
            prmt.b32 t1, $2, $3, 0x7362;
            mov.b32 $0, t0;
            mov.b32 $1, t1;
        }
        """,
        constraints="=r,=r,r,r",
        args=[x, y],
        dtype=(tl.int16, tl.int16),
        is_pure=True,
        pack=2,
    )
    z = tl.inline_asm_elementwise("shf.l.wrap.b32 $0, $1, $1, $2;", "=r,r,r", [x.to(tl.int32), y.to(tl.int32)],
                                  dtype=tl.int32, is_pure=True, pack=1)
    f = tl.inline_asm_elementwise("ex2.approx.ftz.f32 $0, $1;", "=f,f", [x.to(tl.float32)], dtype=tl.float32,
                                  is_pure=True, pack=1)
    tl.store(out_ptr + offs, lo.to(tl.int32) + hi.to(tl.int32) + z + f.to(tl.int32), mask=offs < n)


@triton.jit
def fp8_convert(x_ptr, e4_ptr, e5_ptr, back_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n)
    e4 = x.to(tl.float8e4nv)
    e5 = x.to(tl.float8e5, fp_downcast_rounding="rtne")
    tl.store(e4_ptr + offs, e4, mask=offs < n)
    tl.store(e5_ptr + offs, e5, mask=offs < n)
    tl.store(back_ptr + offs, e4.to(tl.bfloat16).to(tl.float32) + e5.to(tl.float16).to(tl.float32), mask=offs < n)


@triton.jit
def math_rand_print(x_ptr, out_ptr, seed, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n)
    r = tl.rand(seed, offs)
    y = tl.math.erf(x) + tl.sin(x) * tl.math.rsqrt(x) + tl.math.fma(x, r, 1.0) + tl.extra.cuda.libdevice.tanh(x)
    y = y + tl.math.div_rn(x, r) + tl.extra.cuda.libdevice.log1p(x)
    tl.device_assert(n > 0, "n must be positive")
    if tl.program_id(0) == 0:
        tl.device_print("y", y)
    tl.store(out_ptr + offs, y, mask=offs < n)


@triton.jit
def block_ptr_gather(a_ptr, idx_ptr, out_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    blk = tl.make_block_ptr(a_ptr, shape=(M, N), strides=(N, 1), offsets=(tl.program_id(0) * BM, 0),
                            block_shape=(BM, BN), order=(1, 0))
    a = tl.load(blk, boundary_check=(0, 1), padding_option="zero")
    idx = tl.load(idx_ptr + tl.arange(0, BN)) % BN
    g = tl.gather(a, tl.broadcast_to(idx[None, :], (BM, BN)), axis=1)
    tl.store(tl.advance(tl.make_block_ptr(out_ptr, shape=(M, N), strides=(N, 1), offsets=(0, 0),
                                          block_shape=(BM, BN), order=(1, 0)), (tl.program_id(0) * BM, 0)),
             g, boundary_check=(0, 1))


@triton.jit
def dot_scaled_mx(a_ptr, b_ptr, sa_ptr, sb_ptr, c_ptr, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr,
                  FMT: tl.constexpr):
    PACK: tl.constexpr = 2 if FMT == "e2m1" else 1
    a = tl.load(a_ptr + tl.arange(0, BM)[:, None] * (BK // PACK) + tl.arange(0, BK // PACK)[None, :])
    b = tl.load(b_ptr + tl.arange(0, BK // PACK)[:, None] * BN + tl.arange(0, BN)[None, :])
    sa = tl.load(sa_ptr + tl.arange(0, BM)[:, None] * (BK // 32) + tl.arange(0, BK // 32)[None, :])
    sb = tl.load(sb_ptr + tl.arange(0, BN)[:, None] * (BK // 32) + tl.arange(0, BK // 32)[None, :])
    c = tl.dot_scaled(a, sa, FMT, b, sb, FMT)
    tl.store(c_ptr + tl.arange(0, BM)[:, None] * BN + tl.arange(0, BN)[None, :], c)



@triton.jit
def misc_cuda(x_ptr, out_ptr, t_ptr, n, BLOCK: tl.constexpr):
    # PDL (griddepcontrol), %globaltimer, %smid, fp8e4b15, a debug barrier, an unrolled loop.
    tl.extra.cuda.gdc_wait()
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n, other=0.)
    acc = tl.zeros_like(x)
    for i in tl.range(0, 8, loop_unroll_factor=4):
        acc += x * i
    tl.debug_barrier()
    y = acc.to(tl.float16).to(tl.float8e4b15).to(tl.float16).to(tl.float32)
    tl.store(out_ptr + offs, y, mask=offs < n)
    tl.extra.cuda.gdc_launch_dependents()
    if tl.program_id(0) == 0:
        tl.store(t_ptr, tl.extra.cuda.globaltimer())
        tl.store(t_ptr + 1, tl.extra.cuda.smid().to(tl.int64))



@triton.jit
def tma_gather_scatter_reduce(src_ptr, dst_ptr, acc_ptr, idx_ptr, M, N, BN: tl.constexpr):
    # Descriptor gather (rows by index), scatter, and a TMA store that adds (cp.reduce.async.bulk.tensor).
    # Triton 3.8 writes .tile::gather4/.tile::scatter4 for sm_90a and sm_120a too, which ptxas rejects
    # ("Feature '.tile::scatter4' not supported on .target 'sm_120a'"): built for sm_100a alone.
    src = tl.make_tensor_descriptor(src_ptr, shape=[M, N], strides=[N, 1], block_shape=[1, BN])
    dst = tl.make_tensor_descriptor(dst_ptr, shape=[M, N], strides=[N, 1], block_shape=[1, BN])
    acc = tl.make_tensor_descriptor(acc_ptr, shape=[M, N], strides=[N, 1], block_shape=[8, BN])
    rows = tl.load(idx_ptr + tl.program_id(0) * 8 + tl.arange(0, 8))
    x = src.gather(rows, 0)
    dst.scatter(x, rows, 0)
    acc.atomic_add([tl.program_id(0) * 8, 0], x)


ALL = (80, 86, 89, 90, 100, 120)
HOPPER_UP = (90, 100, 120)
FP8 = (89, 90, 100, 120)


def mm(a, c, acc, prec, bm, bn, bk, warps, stages, targets, **options):
    sig = {"a_ptr": a, "b_ptr": a, "c_ptr": c, **{k: "i32" for k in ("M", "N", "K", "sam", "sak", "sbk", "sbn", "scm", "scn")}}
    ce = {"BM": bm, "BN": bn, "BK": bk, "GROUP": 8, "PRECISION": prec, "ACC": acc}
    return (matmul, {**sig, **{k: "constexpr" for k in ce}}, ce, {"num_warps": warps, "num_stages": stages, **options}, targets)


def ce(kernel, sig, consts, targets=ALL, **options):
    return (kernel, {**sig, **{k: "constexpr" for k in consts}}, consts, options, targets)


KERNELS = {
    "vector_add_f32": ce(vector_add, {"x": "*fp32", "y": "*fp32", "out": "*fp32", "n": "i32"}, {"BLOCK": 1024}),
    "vector_add_bf16": ce(vector_add, {"x": "*bf16", "y": "*bf16", "out": "*bf16", "n": "i32"}, {"BLOCK": 2048}, num_warps=8),
    "softmax": ce(softmax, {"out": "*fp32", "inp": "*fp32", "in_stride": "i32", "out_stride": "i32", "n_rows": "i32", "n_cols": "i32"},
                  {"BLOCK": 1024, "STAGES": 4}, num_warps=8),
    "softmax_f16": ce(softmax, {"out": "*fp16", "inp": "*fp16", "in_stride": "i32", "out_stride": "i32", "n_rows": "i32", "n_cols": "i32"},
                      {"BLOCK": 256, "STAGES": 2}, num_warps=2),
    "layer_norm": ce(layer_norm, {"x_ptr": "*fp16", "y_ptr": "*fp16", "w_ptr": "*fp16", "b_ptr": "*fp16", "mean_ptr": "*fp32",
                                  "rstd_ptr": "*fp32", "stride": "i32", "n": "i32", "eps": "fp32"}, {"BLOCK": 1024}, num_warps=4),
    "mm_f16_128x128x32_w4_s3": mm("*fp16", "*fp16", tl.float32, "ieee", 128, 128, 32, 4, 3, ALL),
    "mm_f16_64x64x64_w4_s4": mm("*fp16", "*fp16", tl.float32, "ieee", 64, 64, 64, 4, 4, ALL),
    "mm_bf16_128x256x64_w8_s3": mm("*bf16", "*bf16", tl.float32, "ieee", 128, 256, 64, 8, 3, ALL),
    "mm_tf32_64x128x32_w4_s2": mm("*fp32", "*fp32", tl.float32, "tf32", 64, 128, 32, 4, 2, ALL),
    "mm_tf32x3_32x32x32_w2_s1": mm("*fp32", "*fp32", tl.float32, "tf32x3", 32, 32, 32, 2, 1, (80, 90)),
    "mm_i8_128x128x64_w4_s3": mm("*i8", "*i32", tl.int32, "ieee", 128, 128, 64, 4, 3, ALL),
    "mm_e4m3_128x128x64_w4_s3": mm("*fp8e4nv", "*fp16", tl.float32, "ieee", 128, 128, 64, 4, 3, FP8),
    "mm_e5m2_64x128x128_w8_s4": mm("*fp8e5", "*bf16", tl.float32, "ieee", 64, 128, 128, 8, 4, FP8),
    "mm_tma_f16": ce(matmul_tma, {"a_ptr": "*fp16", "b_ptr": "*fp16", "c_ptr": "*fp16", "M": "i32", "N": "i32", "K": "i32"},
                     {"BM": 128, "BN": 128, "BK": 64, "WS": False}, targets=HOPPER_UP, num_warps=4, num_stages=3),
    "mm_tma_ws": ce(matmul_tma, {"a_ptr": "*fp16", "b_ptr": "*fp16", "c_ptr": "*fp16", "M": "i32", "N": "i32", "K": "i32"},
                    {"BM": 128, "BN": 256, "BK": 64, "WS": True}, targets=(90, 100), num_warps=4, num_stages=3),
    "mm_desc_arg": ce(matmul_desc_arg, {"a_desc": "tensordesc<bf16[128, 64]>", "b_desc": "tensordesc<bf16[64, 128]>",
                                        "c_desc": "tensordesc<bf16[128, 128]>", "K": "i32"}, {"BK": 64}, targets=HOPPER_UP, num_warps=8),
    "flash_attn_fwd_d64": ce(flash_attention_fwd, {"q_ptr": "*fp16", "k_ptr": "*fp16", "v_ptr": "*fp16", "o_ptr": "*fp16", "lse_ptr": "*fp32",
                                                   "sm_scale": "fp32", "stride_h": "i32", "stride_m": "i32", "N_CTX": "i32"},
                             {"HEAD": 64, "BM": 128, "BN": 64, "CAUSAL": True}, num_warps=4, num_stages=3),
    "flash_attn_fwd_d128": ce(flash_attention_fwd, {"q_ptr": "*bf16", "k_ptr": "*bf16", "v_ptr": "*bf16", "o_ptr": "*bf16", "lse_ptr": "*fp32",
                                                    "sm_scale": "fp32", "stride_h": "i32", "stride_m": "i32", "N_CTX": "i32"},
                              {"HEAD": 128, "BM": 128, "BN": 32, "CAUSAL": False}, num_warps=8, num_stages=2),
    "reductions": ce(reductions, {"x_ptr": "*fp32", "sum_ptr": "*fp32", "max_ptr": "*fp32", "argmax_ptr": "*i32", "xor_ptr": "*i32", "n": "i32"},
                     {"BLOCK": 512}),
    "atomics": ce(atomics, {"counts": "*i32", "f32": "*fp32", "f16": "*fp16", "bf16": "*bf16", "i64": "*i64", "flags": "*i32", "n": "i32"},
                  {"BLOCK": 256}),
    "scans": ce(scans, {"x_ptr": "*i32", "cs_ptr": "*i32", "cp_ptr": "*fp32", "pair_ptr": "*i32", "hist_ptr": "*i32", "n": "i32"},
                {"BLOCK": 256}),
    "inline_asm": ce(inline_asm, {"x_ptr": "*i16", "y_ptr": "*i16", "out_ptr": "*i32", "n": "i32"}, {"BLOCK": 512}),
    "fp8_convert": ce(fp8_convert, {"x_ptr": "*fp32", "e4_ptr": "*fp8e4nv", "e5_ptr": "*fp8e5", "back_ptr": "*fp32", "n": "i32"},
                      {"BLOCK": 1024}, targets=FP8),
    "math_rand_print": ce(math_rand_print, {"x_ptr": "*fp32", "out_ptr": "*fp32", "seed": "i32", "n": "i32"}, {"BLOCK": 256}),
    "block_ptr_gather": ce(block_ptr_gather, {"a_ptr": "*fp16", "idx_ptr": "*i32", "out_ptr": "*fp16", "M": "i32", "N": "i32"},
                           {"BM": 64, "BN": 64}),
    "dot_scaled_e2m1": ce(dot_scaled_mx, {"a_ptr": "*u8", "b_ptr": "*u8", "sa_ptr": "*u8", "sb_ptr": "*u8", "c_ptr": "*fp32"},
                          {"BM": 128, "BN": 128, "BK": 128, "FMT": "e2m1"}, targets=(100, 120)),
    "dot_scaled_e4m3": ce(dot_scaled_mx, {"a_ptr": "*fp8e4nv", "b_ptr": "*fp8e4nv", "sa_ptr": "*u8", "sb_ptr": "*u8", "c_ptr": "*fp32"},
                          {"BM": 128, "BN": 128, "BK": 64, "FMT": "e4m3"}, targets=(90, 100, 120)),
    "misc_cuda": ce(misc_cuda, {"x_ptr": "*fp32", "out_ptr": "*fp32", "t_ptr": "*i64", "n": "i32"}, {"BLOCK": 512},
                    targets=HOPPER_UP, launch_pdl=True),
    "softmax_maxnreg": ce(softmax, {"out": "*fp32", "inp": "*fp32", "in_stride": "i32", "out_stride": "i32", "n_rows": "i32", "n_cols": "i32"},
                          {"BLOCK": 2048, "STAGES": 1}, targets=(80, 90), num_warps=8, maxnreg=128),
    "vector_add_debug": ce(vector_add, {"x": "*i32", "y": "*i32", "out": "*i32", "n": "i32"}, {"BLOCK": 256}, targets=(80, 90, 100),
                           debug=True),
    "mm_f16_cluster": mm("*fp16", "*fp16", tl.float32, "ieee", 128, 128, 64, 4, 3, (90,), num_ctas=2),
    "mm_f16_nofusion": mm("*fp16", "*fp32", tl.float32, "ieee", 64, 32, 32, 2, 2, (80, 89), enable_fp_fusion=False),
    "mm_bf16x3": mm("*fp32", "*fp32", tl.float32, "bf16x3", 64, 64, 32, 4, 2, (90, 100)),
    "tma_gather_scatter_reduce": ce(tma_gather_scatter_reduce, {"src_ptr": "*fp32", "dst_ptr": "*fp32", "acc_ptr": "*fp32", "idx_ptr": "*i32",
                                                               "M": "i32", "N": "i32"}, {"BN": 64}, targets=(100,)),
    "mm_f16_2cta": mm("*fp16", "*fp16", tl.float32, "ieee", 256, 128, 64, 4, 3, (100,), num_ctas=2),
    "flash_attn_fwd_d64_bn128": ce(flash_attention_fwd, {"q_ptr": "*fp16", "k_ptr": "*fp16", "v_ptr": "*fp16", "o_ptr": "*fp16",
                                                        "lse_ptr": "*fp32", "sm_scale": "fp32", "stride_h": "i32", "stride_m": "i32", "N_CTX": "i32"},
                                  {"HEAD": 64, "BM": 128, "BN": 128, "CAUSAL": False}, targets=(100,), num_warps=8, num_stages=2),
}
