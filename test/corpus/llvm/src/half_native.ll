; Native fp16 arithmetic (half, <2 x half>) and packed i16 vectors, written in LLVM IR
; because clang 14 has no _Float16 arithmetic on NVPTX. Produces add/mul/fma .f16/.f16x2,
; mov.b32 {%h, %h} / {%rs, %rs} pack/unpack, setp.*.f16x2, cvt between f16 and f32.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare half @llvm.fma.f16(half, half, half)
declare <2 x half> @llvm.fma.v2f16(<2 x half>, <2 x half>, <2 x half>)
declare half @llvm.fabs.f16(half)
declare <2 x half> @llvm.minnum.v2f16(<2 x half>, <2 x half>)
declare half @llvm.sqrt.f16(half)

define void @hadd_scalar(half addrspace(1)* %a, half addrspace(1)* %b, half addrspace(1)* %c) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %pa = getelementptr half, half addrspace(1)* %a, i64 %i
  %pb = getelementptr half, half addrspace(1)* %b, i64 %i
  %pc = getelementptr half, half addrspace(1)* %c, i64 %i
  %x = load half, half addrspace(1)* %pa, align 2
  %y = load half, half addrspace(1)* %pb, align 2
  %s = fadd half %x, %y
  %m = fmul half %s, 0xH3C00
  %f = call half @llvm.fma.f16(half %m, half %x, half 0xH4000)
  %ab = call half @llvm.fabs.f16(half %f)
  %d = fsub half %ab, %y
  %lt = fcmp olt half %d, %x
  %r = select i1 %lt, half %d, half %x
  store half %r, half addrspace(1)* %pc, align 2
  ret void
}

define void @hadd2_vector(<2 x half> addrspace(1)* %a, <2 x half> addrspace(1)* %b, <2 x half> addrspace(1)* %c) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %pa = getelementptr <2 x half>, <2 x half> addrspace(1)* %a, i64 %i
  %pb = getelementptr <2 x half>, <2 x half> addrspace(1)* %b, i64 %i
  %pc = getelementptr <2 x half>, <2 x half> addrspace(1)* %c, i64 %i
  %x = load <2 x half>, <2 x half> addrspace(1)* %pa, align 4
  %y = load <2 x half>, <2 x half> addrspace(1)* %pb, align 4
  %s = fadd <2 x half> %x, %y
  %m = fmul <2 x half> %s, %x
  %f = call <2 x half> @llvm.fma.v2f16(<2 x half> %m, <2 x half> %y, <2 x half> <half 0xH3C00, half 0xH4000>)
  %n = call <2 x half> @llvm.minnum.v2f16(<2 x half> %f, <2 x half> %x)
  %cmp = fcmp ogt <2 x half> %n, %y
  %sel = select <2 x i1> %cmp, <2 x half> %n, <2 x half> %y
  %sw = shufflevector <2 x half> %sel, <2 x half> undef, <2 x i32> <i32 1, i32 0>
  store <2 x half> %sw, <2 x half> addrspace(1)* %pc, align 4
  ret void
}

define void @half_from_bits(i32 addrspace(1)* %in, float addrspace(1)* %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p = getelementptr i32, i32 addrspace(1)* %in, i64 %i
  %w = load i32, i32 addrspace(1)* %p, align 4
  %v = bitcast i32 %w to <2 x half>
  %lo = extractelement <2 x half> %v, i32 0
  %hi = extractelement <2 x half> %v, i32 1
  %sum = fadd half %lo, %hi
  %sq = call half @llvm.sqrt.f16(half %sum)
  %fx = fpext half %sq to float
  %o = getelementptr float, float addrspace(1)* %out, i64 %i
  store float %fx, float addrspace(1)* %o, align 4
  ret void
}

define void @pack_i16(i32 addrspace(1)* %in, i32 addrspace(1)* %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p = getelementptr i32, i32 addrspace(1)* %in, i64 %i
  %w = load i32, i32 addrspace(1)* %p, align 4
  %v = bitcast i32 %w to <2 x i16>
  %lo = extractelement <2 x i16> %v, i32 0
  %hi = extractelement <2 x i16> %v, i32 1
  %a = add i16 %lo, %hi
  %b = mul i16 %lo, 3
  %v1 = insertelement <2 x i16> undef, i16 %b, i32 0
  %v2 = insertelement <2 x i16> %v1, i16 %a, i32 1
  %r = bitcast <2 x i16> %v2 to i32
  %o = getelementptr i32, i32 addrspace(1)* %out, i64 %i
  store i32 %r, i32 addrspace(1)* %o, align 4
  ret void
}

define void @bytes_v4(<4 x i8> addrspace(1)* %in, <4 x i8> addrspace(1)* %out, half addrspace(1)* %h) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p = getelementptr <4 x i8>, <4 x i8> addrspace(1)* %in, i64 %i
  %v = load <4 x i8>, <4 x i8> addrspace(1)* %p, align 4
  %a = add <4 x i8> %v, <i8 1, i8 2, i8 3, i8 4>
  %o = getelementptr <4 x i8>, <4 x i8> addrspace(1)* %out, i64 %i
  store <4 x i8> %a, <4 x i8> addrspace(1)* %o, align 4
  %e = extractelement <4 x i8> %v, i32 2
  %ef = uitofp i8 %e to half
  %hp = getelementptr half, half addrspace(1)* %h, i64 %i
  store half %ef, half addrspace(1)* %hp, align 2
  ret void
}

define void @half4_param(<4 x half> %v, half %s, <4 x half> addrspace(1)* %out) {
entry:
  %sp = insertelement <4 x half> undef, half %s, i32 0
  %sv = shufflevector <4 x half> %sp, <4 x half> undef, <4 x i32> zeroinitializer
  %m = fmul <4 x half> %v, %sv
  store <4 x half> %m, <4 x half> addrspace(1)* %out, align 8
  ret void
}

define internal fastcc <2 x half> @hdev(<2 x half> %a, half %b) noinline {
  %e = insertelement <2 x half> %a, half %b, i32 1
  %r = fadd <2 x half> %e, %a
  ret <2 x half> %r
}

define void @call_half(<2 x half> addrspace(1)* %p) {
  %v = load <2 x half>, <2 x half> addrspace(1)* %p, align 4
  %r = call fastcc <2 x half> @hdev(<2 x half> %v, half 0xH3800)
  store <2 x half> %r, <2 x half> addrspace(1)* %p, align 4
  ret void
}

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6}
!0 = !{void (half addrspace(1)*, half addrspace(1)*, half addrspace(1)*)* @hadd_scalar, !"kernel", i32 1}
!1 = !{void (<2 x half> addrspace(1)*, <2 x half> addrspace(1)*, <2 x half> addrspace(1)*)* @hadd2_vector, !"kernel", i32 1}
!2 = !{void (i32 addrspace(1)*, float addrspace(1)*)* @half_from_bits, !"kernel", i32 1}
!3 = !{void (i32 addrspace(1)*, i32 addrspace(1)*)* @pack_i16, !"kernel", i32 1}
!4 = !{void (<4 x i8> addrspace(1)*, <4 x i8> addrspace(1)*, half addrspace(1)*)* @bytes_v4, !"kernel", i32 1}
!5 = !{void (<4 x half>, half, <4 x half> addrspace(1)*)* @half4_param, !"kernel", i32 1}
!6 = !{void (<2 x half> addrspace(1)*)* @call_half, !"kernel", i32 1}
