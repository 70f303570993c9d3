; LLVM 22 NVPTX (what current Julia, Rust nvptx64, XLA and Triton go through): a ptx_kernel
; kernel with a byval struct, i128, half, <2 x half>, bfloat, i1/i8/i16 parameters; device
; calls returning aggregates, i128, half, <2 x half>, bfloat, <2 x bfloat>, <4 x float>, [3 x i32];
; indirect calls through a global and a table of function pointers; a varargs call; allocas
; (__local_depot, %SP/%SPL); globals with generic()/pointer initializers and aggregates in
; address spaces 1, 3 and 4; an undefined extern function (ptxas -c).
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.S = type { i32, float, [3 x i64], i8 }
%struct.Pair = type { i64, double }

@gtab = addrspace(1) global [4 x ptr] [ptr @f_half, ptr null, ptr @f_i128, ptr null], align 8
@gint = addrspace(1) global i32 7, align 4
@gptr = addrspace(1) global ptr addrspacecast (ptr addrspace(1) @gint to ptr), align 8
@gptr1 = addrspace(1) global ptr addrspace(1) @gint, align 8
@agg = addrspace(1) global { i32, [2 x float], ptr, i16, <2 x half> } { i32 1, [2 x float] [float 1.0, float 2.0], ptr addrspacecast (ptr addrspace(1) getelementptr (i8, ptr addrspace(1) @gint, i64 4) to ptr), i16 3, <2 x half> <half 1.0, half 2.0> }, align 16
@cst = addrspace(4) constant [5 x i8] c"hell\00", align 1
@cstarr = addrspace(4) constant [3 x double] [double 1.0, double 0x7FF8000000000000, double -0.0], align 8
@sh = internal addrspace(3) global [256 x float] undef, align 4
@shext = external addrspace(3) global [0 x i8], align 16
@bf = addrspace(1) global bfloat 0xR3F80, align 2
@hv = addrspace(1) global half 0xH3C00, align 2
@i128g = addrspace(1) global i128 170141183460469231731687303715884105727, align 16
@fnp = addrspace(1) global ptr @dev_agg, align 8

define ptx_kernel void @k_byval(ptr byval(%struct.S) align 8 %s, ptr addrspace(1) %out, i128 %wide, half %h, <2 x half> %hh, bfloat %b, i1 %flag, i8 %c, i16 %sh16) {
entry:
  %p = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 2, i32 1
  %v = load i64, ptr %p, align 8
  %x = add i64 %v, 3
  %w = trunc i128 %wide to i64
  %y = add i64 %x, %w
  store i64 %y, ptr addrspace(1) %out, align 8
  %hf = fpext half %h to float
  %bff = fpext bfloat %b to float
  %sum = fadd float %hf, %bff
  %o2 = getelementptr i8, ptr addrspace(1) %out, i64 8
  store float %sum, ptr addrspace(1) %o2, align 4
  %o3 = getelementptr i8, ptr addrspace(1) %out, i64 12
  store <2 x half> %hh, ptr addrspace(1) %o3, align 4
  %r = call %struct.Pair @dev_agg(i64 %y, ptr byval(%struct.S) align 8 %s)
  %r0 = extractvalue %struct.Pair %r, 0
  %r1 = extractvalue %struct.Pair %r, 1
  %o4 = getelementptr i8, ptr addrspace(1) %out, i64 16
  store i64 %r0, ptr addrspace(1) %o4, align 8
  %o5 = getelementptr i8, ptr addrspace(1) %out, i64 24
  store double %r1, ptr addrspace(1) %o5, align 8
  %q = call i128 @f_i128(i128 %wide, i128 %wide)
  %o6 = getelementptr i8, ptr addrspace(1) %out, i64 32
  store i128 %q, ptr addrspace(1) %o6, align 16
  %hr = call half @f_half(half %h)
  %o7 = getelementptr i8, ptr addrspace(1) %out, i64 48
  store half %hr, ptr addrspace(1) %o7, align 2
  %hhr = call <2 x half> @f_h2(<2 x half> %hh)
  %o8 = getelementptr i8, ptr addrspace(1) %out, i64 52
  store <2 x half> %hhr, ptr addrspace(1) %o8, align 4
  %bfr = call bfloat @f_bf(bfloat %b)
  %o9 = getelementptr i8, ptr addrspace(1) %out, i64 56
  store bfloat %bfr, ptr addrspace(1) %o9, align 2
  %bb = call <2 x bfloat> @f_bf2(<2 x bfloat> <bfloat 0xR3F80, bfloat 0xR4000>)
  %o10 = getelementptr i8, ptr addrspace(1) %out, i64 60
  store <2 x bfloat> %bb, ptr addrspace(1) %o10, align 4
  %fp = load ptr, ptr addrspace(1) @fnp, align 8
  %ir = call %struct.Pair %fp(i64 1, ptr byval(%struct.S) align 8 %s)
  %ir0 = extractvalue %struct.Pair %ir, 0
  %o11 = getelementptr i8, ptr addrspace(1) %out, i64 64
  store i64 %ir0, ptr addrspace(1) %o11, align 8
  %tp = getelementptr [4 x ptr], ptr addrspace(1) @gtab, i64 0, i64 0
  %hp = load ptr, ptr addrspace(1) %tp, align 8
  %ihr = call half %hp(half %h)
  store half %ihr, ptr addrspace(1) %o7, align 2
  %v4 = call <4 x float> @f_v4(<4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>, i1 %flag, i8 %c, i16 %sh16)
  %o12 = getelementptr i8, ptr addrspace(1) %out, i64 80
  store <4 x float> %v4, ptr addrspace(1) %o12, align 16
  %arr = call [3 x i32] @f_arr(ptr addrspace(3) @sh)
  %a2 = extractvalue [3 x i32] %arr, 2
  %o13 = getelementptr i8, ptr addrspace(1) %out, i64 96
  store i32 %a2, ptr addrspace(1) %o13, align 4
  %shp = getelementptr [0 x i8], ptr addrspace(3) @shext, i32 0, i32 5
  %shv = load i8, ptr addrspace(3) %shp, align 1
  %o14 = getelementptr i8, ptr addrspace(1) %out, i64 100
  store i8 %shv, ptr addrspace(1) %o14, align 1
  %cv = load i8, ptr addrspace(4) getelementptr ([5 x i8], ptr addrspace(4) @cst, i64 0, i64 2), align 1
  store i8 %cv, ptr addrspace(1) %o14, align 1
  call void @ext_fn(ptr %s, i32 3)
  %vr = call i32 (i32, ...) @varfn(i32 2, double 1.0, i64 5)
  store i32 %vr, ptr addrspace(1) %o13, align 4
  ret void
}

declare void @ext_fn(ptr, i32)

define internal i32 @varfn(i32 %n, ...) {
  %ap = alloca ptr, align 8
  call void @llvm.va_start.p0(ptr %ap)
  %a = va_arg ptr %ap, i32
  call void @llvm.va_end.p0(ptr %ap)
  %s = add i32 %a, %n
  ret i32 %s
}
declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)

define %struct.Pair @dev_agg(i64 %a, ptr byval(%struct.S) align 8 %s) noinline {
  %buf = alloca [16 x i32], align 16
  %p = getelementptr [16 x i32], ptr %buf, i64 0, i64 %a
  store i32 5, ptr %p, align 4
  %q = getelementptr [16 x i32], ptr %buf, i64 0, i64 3
  %l = load i32, ptr %q, align 4
  %e = sext i32 %l to i64
  %f = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 1
  %fv = load float, ptr %f, align 4
  %d = fpext float %fv to double
  %r0 = insertvalue %struct.Pair undef, i64 %e, 0
  %r1 = insertvalue %struct.Pair %r0, double %d, 1
  ret %struct.Pair %r1
}
define i128 @f_i128(i128 %a, i128 %b) noinline {
  %m = mul i128 %a, %b
  %d = udiv i128 %m, 7
  %s = shl i128 %d, 70
  %x = ashr i128 %s, 3
  ret i128 %x
}
define half @f_half(half %a) noinline {
  %b = fmul half %a, 0xH4000
  %c = fadd half %b, %a
  %d = fcmp olt half %c, %a
  %e = select i1 %d, half %c, half %a
  ret half %e
}
define <2 x half> @f_h2(<2 x half> %a) noinline {
  %b = fmul <2 x half> %a, %a
  %c = fneg <2 x half> %b
  %d = call <2 x half> @llvm.fma.v2f16(<2 x half> %a, <2 x half> %b, <2 x half> %c)
  ret <2 x half> %d
}
declare <2 x half> @llvm.fma.v2f16(<2 x half>, <2 x half>, <2 x half>)
define bfloat @f_bf(bfloat %a) noinline {
  %b = fmul bfloat %a, %a
  %c = fadd bfloat %b, 0xR3F80
  %d = call bfloat @llvm.fabs.bf16(bfloat %c)
  %e = call bfloat @llvm.maxnum.bf16(bfloat %d, bfloat %a)
  ret bfloat %e
}
declare bfloat @llvm.fabs.bf16(bfloat)
declare bfloat @llvm.maxnum.bf16(bfloat, bfloat)
define <2 x bfloat> @f_bf2(<2 x bfloat> %a) noinline {
  %b = fmul <2 x bfloat> %a, %a
  %c = fsub <2 x bfloat> %b, %a
  ret <2 x bfloat> %c
}
define <4 x float> @f_v4(<4 x float> %a, i1 %f, i8 %c, i16 %s) noinline {
  %b = fmul <4 x float> %a, %a
  %cc = sitofp i8 %c to float
  %ss = uitofp i16 %s to float
  %b1 = insertelement <4 x float> %b, float %cc, i32 1
  %b2 = insertelement <4 x float> %b1, float %ss, i32 2
  %r = select i1 %f, <4 x float> %b2, <4 x float> %a
  ret <4 x float> %r
}
define [3 x i32] @f_arr(ptr addrspace(3) %p) noinline {
  %a = load i32, ptr addrspace(3) %p, align 4
  %q = getelementptr i32, ptr addrspace(3) %p, i32 1
  %b = load volatile i32, ptr addrspace(3) %q, align 4
  %r0 = insertvalue [3 x i32] undef, i32 %a, 0
  %r1 = insertvalue [3 x i32] %r0, i32 %b, 1
  %r2 = insertvalue [3 x i32] %r1, i32 42, 2
  ret [3 x i32] %r2
}
