; Shaped like CUDA.jl output: kernels take CuDeviceArray structs by value
; ({ [1 x i64], i8 addrspace(1)*, i64 } -> .param .align 8 .b8 p[24]), names (GPUCompiler-sanitized) carry
; '.' in internal symbols (renamed by NVPTX to _$_ forms), bounds-check failure path calls an
; exception reporter and traps; a global string used as exception message.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%CuDeviceArray = type { [1 x i64], float addrspace(1)*, i64 }

@exception_str = internal unnamed_addr addrspace(1) constant [21 x i8] c"BoundsError in bcast\00", align 1
@"julia.global.counter" = internal addrspace(1) global i64 0, align 8

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare void @llvm.trap()
declare void @gpu_report_exception(i64)
declare float @llvm.fma.f32(float, float, float)

define internal fastcc void @"julia_throw_boundserror.1234"(i64 %idx) noinline noreturn {
  %s = addrspacecast [21 x i8] addrspace(1)* @exception_str to i8*
  %a = ptrtoint i8* %s to i64
  call void @gpu_report_exception(i64 %a)
  call void @llvm.trap()
  unreachable
}

define void @"_Z23julia_broadcast_kernel_17_5678"(%CuDeviceArray %dest, %CuDeviceArray %src, float %alpha) {
top:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %b64 = zext i32 %b to i64
  %nt64 = zext i32 %nt to i64
  %t64 = zext i32 %t to i64
  %m = mul i64 %b64, %nt64
  %i = add i64 %m, %t64
  %len = extractvalue %CuDeviceArray %dest, 2
  %inb = icmp ult i64 %i, %len
  br i1 %inb, label %L1, label %oob
L1:
  %slen = extractvalue %CuDeviceArray %src, 2
  %inb2 = icmp ult i64 %i, %slen
  br i1 %inb2, label %L2, label %oob
L2:
  %sp = extractvalue %CuDeviceArray %src, 1
  %dp = extractvalue %CuDeviceArray %dest, 1
  %sg = getelementptr inbounds float, float addrspace(1)* %sp, i64 %i
  %dg = getelementptr inbounds float, float addrspace(1)* %dp, i64 %i
  %x = load float, float addrspace(1)* %sg, align 4
  %y = load float, float addrspace(1)* %dg, align 4
  %r = call float @llvm.fma.f32(float %alpha, float %x, float %y)
  store float %r, float addrspace(1)* %dg, align 4
  %old = atomicrmw add i64 addrspace(1)* @"julia.global.counter", i64 1 monotonic
  ret void
oob:
  call fastcc void @"julia_throw_boundserror.1234"(i64 %i)
  unreachable
}

define void @"julia_kernel_bang_91"(%CuDeviceArray %a, { i64, double } %tup) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = extractvalue %CuDeviceArray %a, 1
  %d = extractvalue { i64, double } %tup, 1
  %f = fptrunc double %d to float
  %g = getelementptr float, float addrspace(1)* %p, i32 %t
  store float %f, float addrspace(1)* %g
  ret void
}

!nvvm.annotations = !{!0, !1}
!0 = !{void (%CuDeviceArray, %CuDeviceArray, float)* @"_Z23julia_broadcast_kernel_17_5678", !"kernel", i32 1}
!1 = !{void (%CuDeviceArray, { i64, double })* @"julia_kernel_bang_91", !"kernel", i32 1}
