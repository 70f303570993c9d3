; Hand-written in the shape of Triton's LLVM IR (pre-ptx): inline asm with "b" (predicate)
; constraints and $N operands, predicated ld/st.global.v4.b32, shared memory as
; addrspace(3) extern array "global_smem", .maxntid via nvvm annotations, shfl via asm.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@global_smem = external addrspace(3) global [0 x i8], align 16

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()

define void @triton__0d1d2de(float addrspace(1)* %0, float addrspace(1)* %1, i32 %2) {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = and i32 %4, 127
  %6 = shl nuw nsw i32 %5, 2
  %7 = tail call i32 asm "mov.u32 $0, %ctaid.x;", "=r"()
  %8 = shl i32 %7, 9
  %9 = or i32 %8, %6
  %10 = icmp slt i32 %9, %2
  %11 = sext i32 %9 to i64
  %12 = getelementptr float, float addrspace(1)* %0, i64 %11
  %13 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b"(float addrspace(1)* %12, i1 %10)
  %14 = extractvalue { i32, i32, i32, i32 } %13, 0
  %15 = extractvalue { i32, i32, i32, i32 } %13, 1
  %16 = extractvalue { i32, i32, i32, i32 } %13, 2
  %17 = extractvalue { i32, i32, i32, i32 } %13, 3
  %18 = bitcast i32 %14 to float
  %19 = bitcast i32 %15 to float
  %20 = bitcast i32 %16 to float
  %21 = bitcast i32 %17 to float
  %22 = fmul float %18, %18
  %23 = fmul float %19, %19
  %24 = fmul float %20, %20
  %25 = fmul float %21, %21
  %26 = fadd float %22, %23
  %27 = fadd float %24, %25
  %28 = fadd float %26, %27
  %29 = bitcast float %28 to i32
  %30 = tail call i32 asm sideeffect "shfl.sync.bfly.b32 $0, $1, 16, 0x1f, -1;", "=r,r"(i32 %29)
  %31 = bitcast i32 %30 to float
  %32 = fadd float %28, %31
  %33 = getelementptr [0 x i8], [0 x i8] addrspace(3)* @global_smem, i32 0, i32 %6
  %34 = bitcast i8 addrspace(3)* %33 to float addrspace(3)*
  %35 = icmp eq i32 %5, 0
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(float addrspace(3)* %34, float %32, i1 %35)
  tail call void @llvm.nvvm.barrier0()
  %36 = tail call float asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.shared.b32 $0, [ $1 + 0 ];", "=r,r,b"(float addrspace(3)* %34, i1 true)
  %37 = getelementptr float, float addrspace(1)* %1, i64 %11
  %38 = bitcast float %36 to i32
  %39 = bitcast float %22 to i32
  %40 = bitcast float %23 to i32
  %41 = bitcast float %24 to i32
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %38, i32 %39, i32 %40, i32 %41, float addrspace(1)* %37, i1 %10)
  %42 = tail call i32 asm sideeffect "{\0A\09.reg .pred %p1;\0A\09setp.ne.u32 %p1, $1, 0;\0A\09@%p1 atom.global.gpu.acq_rel.add.u32 $0, [ $2 + 0 ], $3;\0A\09}", "=r,r,l,r"(i32 1, float addrspace(1)* %37, i32 %38)
  %43 = tail call i32 asm "cvt.rn.f16x2.f32 $0, $1, $2;", "=r,r,r"(i32 %39, i32 %40)
  %44 = xor i32 %43, %42
  %45 = icmp eq i32 %44, 12345
  tail call void asm sideeffect "@!$1 st.global.b32 [ $2 + 0 ], { $0 };", "r,b,l"(i32 %44, i1 %45, float addrspace(1)* %37)
  ret void
}

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, float addrspace(1)*, i32)* @triton__0d1d2de, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, float addrspace(1)*, i32)* @triton__0d1d2de, !"maxntidx", i32 128}
