; LLVM 22 NVPTX with full debug info (DWARF .section blocks, .file/.loc, inlined_at when
; helper is inlined), brx.idx jump tables from switches, <4 x float> loads and stores, a
; local array (__local_depot) and a .shared array.
target triple = "nvptx64-nvidia-cuda"

@table = internal addrspace(1) global [8 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8], align 4, !dbg !40
@sharedbuf = internal addrspace(3) global [64 x float] poison, align 16

define internal float @helper(float %x, i32 %k) !dbg !20 {
entry:
  #dbg_value(float %x, !22, !DIExpression(), !23)
  %buf = alloca [8 x float], align 16
  %p = getelementptr [8 x float], ptr %buf, i32 0, i32 %k, !dbg !23
  store float %x, ptr %p, align 4, !dbg !23
  %q = getelementptr [8 x float], ptr %buf, i32 0, i32 3, !dbg !24
  %v = load float, ptr %q, align 4, !dbg !24
  %r = fmul float %v, %x, !dbg !24
  ret float %r, !dbg !24
}

define ptx_kernel void @kern(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %sel) !dbg !10 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !13
  #dbg_value(i32 %tid, !14, !DIExpression(), !13)
  %ip = getelementptr <4 x float>, ptr addrspace(1) %in, i32 %tid, !dbg !15
  %vec = load <4 x float>, ptr addrspace(1) %ip, align 16, !dbg !15
  %e0 = extractelement <4 x float> %vec, i32 0, !dbg !15
  %h = call float @helper(float %e0, i32 %sel), !dbg !30
  ; helper inlined by hand: locations with inlinedAt
  #dbg_value(float %e0, !22, !DIExpression(), !51)
  %hi = fmul float %e0, %h, !dbg !50
  %hj = fadd float %hi, 1.0, !dbg !52
  %sp = getelementptr [64 x float], ptr addrspace(3) @sharedbuf, i32 0, i32 %tid
  store float %hj, ptr addrspace(3) %sp, align 4, !dbg !16
  call void @llvm.nvvm.barrier0(), !dbg !16
  switch i32 %sel, label %def [
    i32 0, label %c0
    i32 1, label %c1
    i32 2, label %c2
    i32 3, label %c3
    i32 4, label %c4
    i32 5, label %c5
    i32 6, label %c6
    i32 7, label %c7
  ], !dbg !17
c0: br label %join
c1: br label %join
c2: br label %join
c3: br label %join
c4: br label %join
c5: br label %join
c6: br label %join
c7: br label %join
def: br label %join
join:
  %m = phi float [ 1.0, %c0 ], [ 2.0, %c1 ], [ 3.5, %c2 ], [ -4.0, %c3 ], [ 5.0, %c4 ], [ 0x7FF0000000000000, %c5 ], [ 7.0, %c6 ], [ 8.0, %c7 ], [ 0.0, %def ]
  %v2 = fmul <4 x float> %vec, <float 2.0, float 2.0, float 2.0, float 2.0>, !dbg !18
  %v3 = insertelement <4 x float> %v2, float %m, i32 1, !dbg !18
  %op = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %tid, !dbg !18
  store <4 x float> %v3, ptr addrspace(1) %op, align 16, !dbg !18
  %tp = getelementptr [8 x i32], ptr addrspace(1) @table, i32 0, i32 %sel
  %tv = load i32, ptr addrspace(1) %tp, align 4, !dbg !18
  %ip2 = bitcast ptr addrspace(1) %out to ptr addrspace(1)
  store i32 %tv, ptr addrspace(1) %ip2, align 4, !dbg !18
  br label %sw2
sw2:
  switch i32 %tv, label %d2 [
    i32 10, label %e1
    i32 11, label %e2
    i32 12, label %e3
    i32 13, label %e4
    i32 14, label %e5
    i32 15, label %e6
  ]
e1: call void @sink(i32 1) br label %d2
e2: call void @sink(i32 2) br label %d2
e3: call void @sink(i32 7) br label %d2
e4: call void @sink(i32 4) br label %d2
e5: call void @sink(i32 9) br label %d2
e6: call void @sink(i32 3) br label %d2
d2:
  ret void, !dbg !19
}

define void @sink(i32 %x) noinline { 
  %a = alloca i32, align 4
  store volatile i32 %x, ptr %a
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "handwritten", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !42)
!1 = !DIFile(filename: "kern.cu", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!6 = !DISubroutineType(types: !{null})
!7 = !DISubroutineType(types: !{!5, !5, !4})
!8 = !DIFile(filename: "helper.h", directory: "include")
!10 = distinct !DISubprogram(name: "kern", scope: !1, file: !1, line: 10, type: !6, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DILocation(line: 11, column: 3, scope: !10)
!14 = !DILocalVariable(name: "tid", scope: !10, file: !1, line: 11, type: !4)
!15 = !DILocation(line: 12, column: 5, scope: !10)
!16 = !DILocation(line: 13, column: 7, scope: !10)
!17 = !DILocation(line: 14, column: 2, scope: !10)
!18 = !DILocation(line: 20, column: 9, scope: !10)
!19 = !DILocation(line: 30, column: 1, scope: !10)
!20 = distinct !DISubprogram(name: "helper", scope: !8, file: !8, line: 3, type: !7, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = !DILocalVariable(name: "x", arg: 1, scope: !20, file: !8, line: 3, type: !5)
!23 = !DILocation(line: 4, column: 3, scope: !20)
!24 = !DILocation(line: 5, column: 10, scope: !20)
!30 = !DILocation(line: 12, column: 20, scope: !10)
!50 = !DILocation(line: 5, column: 10, scope: !20, inlinedAt: !30)
!51 = !DILocation(line: 3, column: 1, scope: !20, inlinedAt: !30)
!52 = !DILocation(line: 4, column: 3, scope: !20, inlinedAt: !30)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(name: "table", scope: !0, file: !1, line: 2, type: !43, isLocal: true, isDefinition: true)
!42 = !{!40}
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 8)
