; Kernel launch-bound annotations through !nvvm.annotations: maxntid, reqntid, minctasm,
; maxnreg -> .maxntid / .reqntid / .minnctapersm / .maxnreg directives; plus a kernel
; declared with the ptx_kernel calling convention, a .weak device function and an
; .extern (declared-only) function.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()
declare float @external_helper(float)

define weak float @weak_helper(float %x) noinline {
  %r = fmul float %x, 3.0
  ret float %r
}

define linkonce_odr float @odr_helper(float %x) noinline {
  %r = fadd float %x, 1.0
  ret float %r
}

define void @k_maxntid(float* %p) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %g = getelementptr float, float* %p, i32 %t
  %v = load float, float* %g
  %w = call float @weak_helper(float %v)
  %o = call float @odr_helper(float %w)
  store float %o, float* %g
  ret void
}

define void @k_reqntid(float* %p) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %u = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %i = mul i32 %u, 32
  %j = add i32 %i, %t
  %g = getelementptr float, float* %p, i32 %j
  %v = load float, float* %g
  call void @llvm.nvvm.barrier0()
  %w = call float @external_helper(float %v)
  store float %w, float* %g
  ret void
}

define void @k_all(i32 addrspace(1)* %p, i32 %n) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %m = mul i32 %c, 64
  %i = add i32 %m, %t
  %lt = icmp slt i32 %i, %n
  br i1 %lt, label %body, label %exit
body:
  %g = getelementptr i32, i32 addrspace(1)* %p, i32 %i
  %v = load i32, i32 addrspace(1)* %g
  %v2 = shl i32 %v, 2
  store i32 %v2, i32 addrspace(1)* %g
  br label %exit
exit:
  ret void
}

define ptx_kernel void @k_ptx_kernel_cc(i64 addrspace(1)* %p) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %g = getelementptr i64, i64 addrspace(1)* %p, i32 %t
  store i64 -1, i64 addrspace(1)* %g
  ret void
}

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10, !11}
!0 = !{void (float*)* @k_maxntid, !"kernel", i32 1}
!1 = !{void (float*)* @k_maxntid, !"maxntidx", i32 256}
!2 = !{void (float*)* @k_reqntid, !"kernel", i32 1}
!3 = !{void (float*)* @k_reqntid, !"reqntidx", i32 32}
!4 = !{void (float*)* @k_reqntid, !"reqntidy", i32 8}
!5 = !{void (i32 addrspace(1)*, i32)* @k_all, !"kernel", i32 1}
!6 = !{void (i32 addrspace(1)*, i32)* @k_all, !"maxntidx", i32 64}
!7 = !{void (i32 addrspace(1)*, i32)* @k_all, !"maxntidy", i32 2}
!8 = !{void (i32 addrspace(1)*, i32)* @k_all, !"maxntidz", i32 2}
!9 = !{void (i32 addrspace(1)*, i32)* @k_all, !"minctasm", i32 4}
!10 = !{void (i32 addrspace(1)*, i32)* @k_all, !"maxnreg", i32 64}
!11 = !{void (float*)* @k_maxntid, !"minctasm", i32 2}
