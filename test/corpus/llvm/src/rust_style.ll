; Shaped like rustc nvptx64-nvidia-cuda output: ptx_kernel calling convention,
; legacy-mangled names containing '$' and '.', a panic path to a noinline function,
; i128 arithmetic, 16-byte aligned byval-like aggregate returned from a device function.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%"core::ops::Range<usize>" = type { i64, i64 }

@alloc_panic_msg = private unnamed_addr constant <{ [28 x i8] }> <{ [28 x i8] c"index out of bounds: the len" }>, align 1

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.trap()

define internal void @_ZN4core9panicking18panic_bounds_check17h1c5e0c3a7f2d2b1aE(i64 %index, i64 %len) noinline noreturn {
  call void @llvm.trap()
  unreachable
}

define internal { i64, i64 } @"_ZN50_$LT$T$u20$as$u20$core..convert..Into$LT$U$GT$$GT$4into17h0123456789abcdefE"(i64 %a, i64 %b) noinline {
  %r0 = insertvalue { i64, i64 } undef, i64 %a, 0
  %r1 = insertvalue { i64, i64 } %r0, i64 %b, 1
  ret { i64, i64 } %r1
}

define internal i128 @_ZN7kernels4mul12817hfedcba9876543210E(i128 %a, i128 %b) noinline {
  %m = mul i128 %a, %b
  %s = add i128 %m, 12345678901234567890123
  %sh = lshr i128 %s, 7
  ret i128 %sh
}

define ptx_kernel void @add_vectors(float* noalias readonly %a, i64 %alen, float* noalias readonly %b, i64 %blen, float* noalias %c, i64 %clen) unnamed_addr {
start:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %ok1 = icmp ult i64 %i, %alen
  br i1 %ok1, label %bb1, label %panic
bb1:
  %ok2 = icmp ult i64 %i, %blen
  br i1 %ok2, label %bb2, label %panic
bb2:
  %ok3 = icmp ult i64 %i, %clen
  br i1 %ok3, label %bb3, label %panic
bb3:
  %pa = getelementptr inbounds float, float* %a, i64 %i
  %pb = getelementptr inbounds float, float* %b, i64 %i
  %pc = getelementptr inbounds float, float* %c, i64 %i
  %x = load float, float* %pa, align 4
  %y = load float, float* %pb, align 4
  %s = fadd float %x, %y
  store float %s, float* %pc, align 4
  ret void
panic:
  call void @_ZN4core9panicking18panic_bounds_check17h1c5e0c3a7f2d2b1aE(i64 %i, i64 %alen)
  unreachable
}

define ptx_kernel void @wide_math(i128* %out, i64 %x, i64 %y) unnamed_addr {
  %a = zext i64 %x to i128
  %b = sext i64 %y to i128
  %r = call i128 @_ZN7kernels4mul12817hfedcba9876543210E(i128 %a, i128 %b)
  %pair = call { i64, i64 } @"_ZN50_$LT$T$u20$as$u20$core..convert..Into$LT$U$GT$$GT$4into17h0123456789abcdefE"(i64 %x, i64 %y)
  %p0 = extractvalue { i64, i64 } %pair, 0
  %p0w = zext i64 %p0 to i128
  %r2 = xor i128 %r, %p0w
  store i128 %r2, i128* %out, align 16
  ret void
}
