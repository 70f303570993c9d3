; LLVM 22 NVPTX, sm_90a: cluster special registers and barriers, elect.sync, griddepcontrol,
; fence.proxy (async, tensormap), mapa/getctarank, mbarrier expect_tx/try_wait with scopes,
; cp.async.bulk and cp.async.bulk.tensor (tile, im2col, reduce, prefetch), stmatrix,
; setmaxnreg, exit, 256-bit loads; kernel attributes nvvm.maxntid/minctasm/cluster_dim
; (.explicitcluster, .reqnctapercluster) and nvvm.reqntid/maxnreg. Also .texref/.surfref,
; .attribute(.managed), .weak, .common, .extern .shared, .alias, .noreturn, .pragma "nounroll",
; inline asm, trap, an old-style nvvm.annotations kernel, <4 x i8>/<2 x i16>/<2 x float>/
; <4 x half> parameters, i128 atomics (atom.b128), prefetch.
target triple = "nvptx64-nvidia-cuda"

@smem = internal addrspace(3) global [1024 x i8] poison, align 128
@mbar = internal addrspace(3) global i64 poison, align 8

define ptx_kernel void @k90(ptr addrspace(1) %out, ptr addrspace(1) %in, ptr byval([128 x i8]) align 64 %tmap, i32 %n, i64 %pol) "nvvm.maxntid"="128" "nvvm.minctasm"="2" "nvvm.cluster_dim"="2,1,1" {
entry:
  %cx = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.x()
  %cr = call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
  %cn = call i32 @llvm.nvvm.read.ptx.sreg.cluster.nctarank()
  %ci = call i32 @llvm.nvvm.read.ptx.sreg.clusterid.y()
  %ncx = call i32 @llvm.nvvm.read.ptx.sreg.nclusterid.z()
  %ex = call i1 @llvm.nvvm.is_explicit_cluster()
  %a1 = add i32 %cx, %cr
  %a2 = add i32 %a1, %cn
  %a3 = add i32 %a2, %ci
  %a4 = add i32 %a3, %ncx
  %exz = zext i1 %ex to i32
  %a5 = add i32 %a4, %exz
  store volatile i32 %a5, ptr addrspace(1) %out
  call void @llvm.nvvm.barrier.cluster.arrive.relaxed()
  call void @llvm.nvvm.barrier.cluster.wait()
  call void @llvm.nvvm.barrier.cluster.arrive.aligned()
  call void @llvm.nvvm.barrier.cluster.wait.aligned()
  %el = call {i32, i1} @llvm.nvvm.elect.sync(i32 -1)
  %elp = extractvalue {i32, i1} %el, 1
  %elz = zext i1 %elp to i32
  store volatile i32 %elz, ptr addrspace(1) %out
  call void @llvm.nvvm.griddepcontrol.wait()
  call void @llvm.nvvm.griddepcontrol.launch.dependents()
  call void @llvm.nvvm.fence.proxy.async()
  call void @llvm.nvvm.fence.proxy.async.shared_cta()
  call void @llvm.nvvm.fence.proxy.async.global()
  call void @llvm.nvvm.fence.proxy.tensormap_generic.release.gpu()
  call void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.cta(ptr %tmap, i32 128)
  call void @llvm.nvvm.fence.mbarrier_init.release.cluster()
  call void @llvm.nvvm.fence.sc.cluster()
  %gsm = addrspacecast ptr addrspace(3) @smem to ptr
  %rem = call ptr @llvm.nvvm.mapa(ptr %gsm, i32 1)
  store volatile i32 %n, ptr %rem
  %rem3 = call ptr addrspace(7) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) @smem, i32 1)
  store volatile i32 %n, ptr addrspace(7) %rem3
  %rl = load volatile i32, ptr addrspace(7) %rem3
  store volatile i32 %rl, ptr addrspace(1) %out
  %rk = call i32 @llvm.nvvm.getctarank(ptr %gsm)
  %rk2 = call i32 @llvm.nvvm.getctarank.shared.cluster(ptr addrspace(3) @smem)
  store volatile i32 %rk, ptr addrspace(1) %out
  store volatile i32 %rk2, ptr addrspace(1) %out
  call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) @mbar, i32 1)
  %t1 = call i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3) @mbar, i32 256)
  call void @llvm.nvvm.mbarrier.expect.tx.scope.cluster.space.cta(ptr addrspace(3) @mbar, i32 16)
  %t2 = call i64 @llvm.nvvm.mbarrier.arrive.relaxed.scope.cluster.space.cta(ptr addrspace(3) @mbar, i32 1)
  call void @llvm.nvvm.mbarrier.arrive.scope.cluster.space.cluster(ptr addrspace(7) %rem3, i32 1)
  %w1 = call i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) @mbar, i32 0)
  %w2 = call i1 @llvm.nvvm.mbarrier.try.wait.tl.relaxed.scope.cluster.space.cta(ptr addrspace(3) @mbar, i64 %t1, i32 1000)
  %w3 = call i1 @llvm.nvvm.mbarrier.test.wait.parity.scope.cta.space.cta(ptr addrspace(3) @mbar, i32 1)
  %w4 = and i1 %w1, %w2
  %w5 = and i1 %w4, %w3
  store volatile i1 %w5, ptr addrspace(1) %out
  store volatile i64 %t2, ptr addrspace(1) %out
  %dst = addrspacecast ptr addrspace(3) @smem to ptr addrspace(7)
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(7) %dst, ptr addrspace(3) @mbar, ptr addrspace(1) %in, i32 256, i16 3, i64 %pol, i1 true, i1 true)
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(7) %dst, ptr addrspace(3) @mbar, ptr addrspace(1) %in, i32 256, i16 0, i64 0, i1 false, i1 false)
  call void @llvm.nvvm.cp.async.bulk.shared.cta.to.global(ptr addrspace(1) %out, ptr addrspace(3) @smem, i32 128, i64 %pol, i1 true)
  call void @llvm.nvvm.cp.async.bulk.prefetch.L2(ptr addrspace(1) %in, i32 128, i64 0, i1 false)
  call void @llvm.nvvm.cp.async.bulk.commit.group()
  call void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 0)
  call void @llvm.nvvm.cp.async.bulk.wait.group(i32 1)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) %dst, ptr addrspace(3) @mbar, ptr %tmap, i32 0, i32 %n, i16 0, i64 %pol, i1 false, i1 true, i32 0)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.3d(ptr addrspace(7) %dst, ptr addrspace(3) @mbar, ptr %tmap, i32 0, i32 %n, i32 1, i16 2, i16 1, i64 0, i1 true, i1 false, i32 0)
  call void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.1d(ptr addrspace(3) @smem, ptr %tmap, i32 %n, i64 0, i1 false)
  call void @llvm.nvvm.cp.async.bulk.tensor.reduce.add.tile.3d(ptr addrspace(3) @smem, ptr %tmap, i32 %n, i32 1, i32 2, i64 %pol, i1 true)
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.2d(ptr %tmap, i32 1, i32 2, i64 0, i1 false)
  call void @llvm.nvvm.prefetch.tensormap.p0(ptr %tmap)
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x2.trans.b16.p3(ptr addrspace(3) @smem, i32 %n, i32 %a5)
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 240)
  %v8 = load <8 x float>, ptr addrspace(1) %in, align 32
  store <8 x float> %v8, ptr addrspace(1) %out, align 32
  %e = icmp eq i32 %n, 77
  br i1 %e, label %bye, label %done
bye:
  call void @llvm.nvvm.exit()
  unreachable
done:
  ret void
}

@tex = addrspace(1) global i64 0, align 8
@surf = addrspace(1) global i64 0, align 8
@managed = addrspace(1) externally_initialized global i32 0, align 4
@weakg = weak addrspace(1) global i32 3, align 4
@lo = linkonce_odr addrspace(1) global [2 x i16] [i16 1, i16 -1], align 4
@commong = common addrspace(1) global i64 0, align 8
@extg = external addrspace(1) global [0 x float], align 4
@exts = external addrspace(3) global [0 x i32], align 16
@str = private unnamed_addr addrspace(4) constant [6 x i8] c"a\0Ab\22\\\00", align 1
@strp = addrspace(1) global ptr addrspacecast (ptr addrspace(4) @str to ptr), align 8
@fp16arr = addrspace(1) global [3 x half] [half 0xH3C00, half 0xH7C00, half 0xHFE00], align 2
@bfarr = addrspace(1) global [2 x bfloat] [bfloat 0xR3F80, bfloat 0xR7FC0], align 2
@f64g = addrspace(4) constant double 0x7FF0000000000000, align 8
@f32g = addrspace(4) constant float 0x36A0000000000000, align 4
@vecg = addrspace(1) global <4 x i32> <i32 1, i32 2, i32 3, i32 4>, align 16
@i1g = addrspace(1) global i1 true, align 1
@nested = addrspace(1) global { [2 x { i8, i32 }], ptr addrspace(1) } { [2 x { i8, i32 }] [{ i8, i32 } { i8 1, i32 2 }, { i8, i32 } { i8 3, i32 4 }], ptr addrspace(1) @weakg }, align 8
@alias_fn = alias void (i32), ptr @noret
@gptr_int = addrspace(1) global i64 ptrtoint (ptr addrspace(1) @weakg to i64), align 8
@gep_ptr = addrspace(1) global ptr addrspace(1) getelementptr (i8, ptr addrspace(1) @lo, i64 2), align 8

define void @kernel_old(ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1) @tex)
  %v = call { float, float, float, float } @llvm.nvvm.tex.unified.1d.v4f32.s32(i64 %t, i32 %n)
  %v0 = extractvalue { float, float, float, float } %v, 0
  store float %v0, ptr addrspace(1) %out
  %s = call i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1) @surf)
  %sv = call i32 @llvm.nvvm.suld.1d.i32.trap(i64 %s, i32 %n)
  store i32 %sv, ptr addrspace(1) %out
  call void @llvm.nvvm.sust.b.1d.i32.zero(i64 %s, i32 %n, i32 %sv)
  %m = load i32, ptr addrspace(1) @managed
  store i32 %m, ptr addrspace(1) %out
  %e = getelementptr [0 x float], ptr addrspace(1) @extg, i64 0, i32 %n
  %ev = load float, ptr addrspace(1) %e
  store float %ev, ptr addrspace(1) %out
  %es = getelementptr [0 x i32], ptr addrspace(3) @exts, i32 0, i32 %n
  store i32 %n, ptr addrspace(3) %es
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i2, %loop ]
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store volatile i32 %i, ptr addrspace(1) %p
  %i2 = add i32 %i, 1
  %d = icmp slt i32 %i2, %n
  br i1 %d, label %loop, label %exit, !llvm.loop !10
exit:
  call void asm sideeffect "membar.gl;", ""()
  %r = call i32 asm "add.s32 $0, $1, 7;", "=r,r"(i32 %n)
  store i32 %r, ptr addrspace(1) %out
  %w = load i32, ptr addrspace(1) @weakg
  %l = load i16, ptr addrspace(1) @lo
  %lz = zext i16 %l to i32
  %wl = add i32 %w, %lz
  store i32 %wl, ptr addrspace(1) %out
  %q = icmp eq i32 %n, 99
  br i1 %q, label %trap, label %ret
trap:
  call void @llvm.trap()
  unreachable
ret:
  call void @noret(i32 %n)
  ret void
}

define void @noret(i32 %x) noinline {
  %c = icmp eq i32 %x, 5
  br i1 %c, label %a, label %b
a:
  call void @llvm.nvvm.exit()
  unreachable
b:
  ret void
}

define void @never_returns() noreturn noinline {
  call void @llvm.trap()
  unreachable
}

define ptx_kernel void @k2(ptr addrspace(1) %out, <4 x i8> %bytes, <2 x i16> %shorts, <2 x float> %f2, <4 x half> %h4, i1 %b, i8 signext %sc, i16 zeroext %us) "nvvm.reqntid"="32,2" "nvvm.maxnreg"="64" {
  %x = add <4 x i8> %bytes, <i8 1, i8 2, i8 3, i8 4>
  %y = mul <2 x i16> %shorts, %shorts
  %z = fadd <2 x float> %f2, %f2
  %w = fmul <4 x half> %h4, %h4
  %sh = shufflevector <4 x i8> %x, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  store <4 x i8> %sh, ptr addrspace(1) %out
  %o1 = getelementptr i8, ptr addrspace(1) %out, i64 4
  store <2 x i16> %y, ptr addrspace(1) %o1
  %o2 = getelementptr i8, ptr addrspace(1) %out, i64 8
  store <2 x float> %z, ptr addrspace(1) %o2
  %o3 = getelementptr i8, ptr addrspace(1) %out, i64 16
  store <4 x half> %w, ptr addrspace(1) %o3
  %cmp = icmp ult <4 x i8> %bytes, %x
  %sel = select <4 x i1> %cmp, <4 x i8> %bytes, <4 x i8> %x
  %o4 = getelementptr i8, ptr addrspace(1) %out, i64 24
  store <4 x i8> %sel, ptr addrspace(1) %o4
  %be = zext i1 %b to i32
  %se = sext i8 %sc to i32
  %ue = zext i16 %us to i32
  %s1 = add i32 %be, %se
  %s2 = add i32 %s1, %ue
  %o5 = getelementptr i8, ptr addrspace(1) %out, i64 28
  store i32 %s2, ptr addrspace(1) %o5
  %ld = load <4 x i64>, ptr addrspace(1) %out, align 32
  %o6 = getelementptr i8, ptr addrspace(1) %out, i64 64
  store <4 x i64> %ld, ptr addrspace(1) %o6, align 32
  %ld2 = load i128, ptr addrspace(1) %out, align 16
  %o7 = getelementptr i8, ptr addrspace(1) %out, i64 96
  store i128 %ld2, ptr addrspace(1) %o7, align 16
  %x128 = atomicrmw xchg ptr addrspace(1) %o7, i128 %ld2 acq_rel, align 16
  %cx128 = cmpxchg ptr addrspace(1) %o7, i128 %x128, i128 5 acq_rel monotonic, align 16
  %cx0 = extractvalue { i128, i1 } %cx128, 0
  store i128 %cx0, ptr addrspace(1) %o7, align 16
  call void @llvm.prefetch.p1(ptr addrspace(1) %out, i32 0, i32 3, i32 1)
  call void @llvm.nvvm.prefetch.global.L2.evict.last(ptr addrspace(1) %out)
  %out2 = addrspacecast ptr addrspace(1) %out to ptr
  call void @llvm.nvvm.prefetch.L1(ptr %out2)
  ret void
}

!nvvm.annotations = !{!1, !2, !3, !4, !5}
!1 = !{ptr @kernel_old, !"kernel", i32 1}
!2 = !{ptr addrspace(1) @tex, !"texture", i32 1}
!3 = !{ptr addrspace(1) @surf, !"surface", i32 1}
!4 = !{ptr addrspace(1) @managed, !"managed", i32 1}
!5 = !{ptr @kernel_old, !"maxntidx", i32 256, !"minctasm", i32 2}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.unroll.disable"}
