; LLVM 22 NVPTX: NVVM intrinsics as front ends emit them: special registers, barrier0 and
; barrier.cta, bar.red, membar, shfl.sync, vote.sync, match, redux, activemask, ldu and
; invariant loads (ld.global.nc, v2/v4/v8), f2i/i2f/d2f rounding conversions, cvt to
; f16x2/bf16x2/tf32, fma.rn (f16, bf16x2), rcp/sqrt/rsqrt/ex2/lg2/sin/cos approx, min/max with
; NaN and xorsign, prmt/bmsk/fns/dp4a, isspacep, nanosleep, cp.async, mbarrier, ldmatrix, mma
; (f16, bf16, s8, f64, tf32) and wmma.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @intr(ptr addrspace(1) %out, ptr addrspace(1) %in, ptr addrspace(3) %sm, float %f, double %d, i32 %n, i64 %l, half %h, <2 x half> %hh, bfloat %b, <2 x bfloat> %bb) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tidy = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ncta = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %warp = call i32 @llvm.nvvm.read.ptx.sreg.warpid()
  %nw = call i32 @llvm.nvvm.read.ptx.sreg.nwarpid()
  %smid = call i32 @llvm.nvvm.read.ptx.sreg.smid()
  %lm = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
  %clk = call i32 @llvm.nvvm.read.ptx.sreg.clock()
  %clk64 = call i64 @llvm.nvvm.read.ptx.sreg.clock64()
  %gt = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %env = call i32 @llvm.nvvm.read.ptx.sreg.envreg3()
  %gid = call i32 @llvm.nvvm.read.ptx.sreg.gridid()
  %pm = call i32 @llvm.nvvm.read.ptx.sreg.pm0()
  %ws = call i32 @llvm.nvvm.read.ptx.sreg.warpsize()
  %s1 = add i32 %tid, %tidy
  %s2 = add i32 %s1, %ntid
  %s3 = add i32 %s2, %ctaid
  %s4 = add i32 %s3, %ncta
  %s5 = add i32 %s4, %lane
  %s6 = add i32 %s5, %warp
  %s7 = add i32 %s6, %nw
  %s8 = add i32 %s7, %smid
  %s9 = add i32 %s8, %lm
  %s10 = add i32 %s9, %clk
  %s11 = add i32 %s10, %env
  %s12 = add i32 %s11, %gid
  %s13 = add i32 %s12, %pm
  %s14 = add i32 %s13, %ws
  store volatile i32 %s14, ptr addrspace(1) %out
  store volatile i64 %clk64, ptr addrspace(1) %out
  store volatile i64 %gt, ptr addrspace(1) %out
  call void @llvm.nvvm.barrier0()
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 1, i32 64)
  call void @llvm.nvvm.barrier.cta.arrive.aligned.count(i32 2, i32 64)
  %bp = call i32 @llvm.nvvm.barrier0.popc(i32 %n)
  %ba = call i32 @llvm.nvvm.barrier0.and(i32 %n)
  %bo = call i32 @llvm.nvvm.barrier0.or(i32 %n)
  store volatile i32 %bp, ptr addrspace(1) %out
  store volatile i32 %ba, ptr addrspace(1) %out
  store volatile i32 %bo, ptr addrspace(1) %out
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  call void @llvm.nvvm.membar.cta()
  call void @llvm.nvvm.membar.gl()
  call void @llvm.nvvm.membar.sys()
  %sh1 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %n, i32 3, i32 31)
  %sh2 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %f, i32 1, i32 31)
  %sh3 = call {i32, i1} @llvm.nvvm.shfl.sync.bfly.i32p(i32 -1, i32 %n, i32 %tid, i32 31)
  %sh4 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %lm, i32 %n, i32 1, i32 0)
  %sh3v = extractvalue {i32, i1} %sh3, 0
  %sh3p = extractvalue {i32, i1} %sh3, 1
  %sh3z = zext i1 %sh3p to i32
  store volatile i32 %sh1, ptr addrspace(1) %out
  store volatile float %sh2, ptr addrspace(1) %out
  store volatile i32 %sh3v, ptr addrspace(1) %out
  store volatile i32 %sh3z, ptr addrspace(1) %out
  store volatile i32 %sh4, ptr addrspace(1) %out
  %cnd = icmp sgt i32 %n, %tid
  %va = call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %cnd)
  %vy = call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %cnd)
  %vu = call i1 @llvm.nvvm.vote.uni.sync(i32 -1, i1 %cnd)
  %vb = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cnd)
  %v1 = and i1 %va, %vy
  %v2 = xor i1 %v1, %vu
  %v3 = zext i1 %v2 to i32
  %v4 = add i32 %v3, %vb
  store volatile i32 %v4, ptr addrspace(1) %out
  %am = call i32 @llvm.nvvm.activemask()
  store volatile i32 %am, ptr addrspace(1) %out
  %ma = call i32 @llvm.nvvm.match.any.sync.i64(i32 -1, i64 %l)
  %mb = call {i32, i1} @llvm.nvvm.match.all.sync.i32p(i32 -1, i32 %n)
  %mbv = extractvalue {i32, i1} %mb, 0
  store volatile i32 %ma, ptr addrspace(1) %out
  store volatile i32 %mbv, ptr addrspace(1) %out
  %ru = call i32 @llvm.nvvm.redux.sync.umax(i32 %n, i32 -1)
  %ra = call i32 @llvm.nvvm.redux.sync.add(i32 %n, i32 -1)
  %rx = call i32 @llvm.nvvm.redux.sync.xor(i32 %n, i32 -1)
  %rm = call i32 @llvm.nvvm.redux.sync.min(i32 %n, i32 -1)
  store volatile i32 %ru, ptr addrspace(1) %out
  store volatile i32 %ra, ptr addrspace(1) %out
  store volatile i32 %rx, ptr addrspace(1) %out
  store volatile i32 %rm, ptr addrspace(1) %out
  %lu = call i32 @llvm.nvvm.ldu.global.i.i32.p1(ptr addrspace(1) %in, i32 4)
  %luf = call float @llvm.nvvm.ldu.global.f.f32.p1(ptr addrspace(1) %in, i32 4)
  %lup = call ptr @llvm.nvvm.ldu.global.p.p0.p1(ptr addrspace(1) %in, i32 8)
  %luv = call <4 x i32> @llvm.nvvm.ldu.global.i.v4i32.p1(ptr addrspace(1) %in, i32 16)
  %luh = call <2 x half> @llvm.nvvm.ldu.global.f.v2f16.p1(ptr addrspace(1) %in, i32 4)
  store volatile i32 %lu, ptr addrspace(1) %out
  store volatile float %luf, ptr addrspace(1) %out
  store volatile ptr %lup, ptr addrspace(1) %out
  store volatile <4 x i32> %luv, ptr addrspace(1) %out
  store volatile <2 x half> %luh, ptr addrspace(1) %out
  %ldg = load <4 x float>, ptr addrspace(1) %in, align 16, !invariant.load !0
  store volatile <4 x float> %ldg, ptr addrspace(1) %out
  %ldg2 = load <2 x double>, ptr addrspace(1) %in, align 16, !invariant.load !0
  store volatile <2 x double> %ldg2, ptr addrspace(1) %out
  %ldg3 = load i8, ptr addrspace(1) %in, align 1, !invariant.load !0
  store volatile i8 %ldg3, ptr addrspace(1) %out
  %ldg4 = load <8 x half>, ptr addrspace(1) %in, align 16, !invariant.load !0
  store volatile <8 x half> %ldg4, ptr addrspace(1) %out
  %ldg5 = load <4 x i16>, ptr addrspace(1) %in, align 8, !invariant.load !0
  store volatile <4 x i16> %ldg5, ptr addrspace(1) %out
  %ldg6 = load <8 x i8>, ptr addrspace(1) %in, align 8, !invariant.load !0
  store volatile <8 x i8> %ldg6, ptr addrspace(1) %out
  %ldg7 = load <8 x float>, ptr addrspace(1) %in, align 32, !invariant.load !0
  store volatile <8 x float> %ldg7, ptr addrspace(1) %out, align 32
  %c1 = call i32 @llvm.nvvm.f2i.rn(float %f)
  %c2 = call i32 @llvm.nvvm.f2i.rz.ftz(float %f)
  %c3 = call i64 @llvm.nvvm.f2ll.rp(float %f)
  %c4 = call i64 @llvm.nvvm.d2ull.rm(double %d)
  %c5 = call float @llvm.nvvm.i2f.rz(i32 %n)
  %c6 = call double @llvm.nvvm.ll2d.rp(i64 %l)
  %c7 = call float @llvm.nvvm.d2f.rn.ftz(double %d)
  %c8 = call i32 @llvm.nvvm.d2i.lo(double %d)
  %c9 = call double @llvm.nvvm.lohi.i2d(i32 %n, i32 %c8)
  %c10 = call i16 @llvm.nvvm.f2h.rn(float %f)
  %c11 = call <2 x half> @llvm.nvvm.ff2f16x2.rn.relu(float %f, float %f)
  %c12 = call <2 x bfloat> @llvm.nvvm.ff2bf16x2.rz.relu(float %f, float %f)
  %c13 = call bfloat @llvm.nvvm.f2bf16.rn(float %f)
  %c14 = call i32 @llvm.nvvm.f2tf32.rna(float %f)
  %c15 = call float @llvm.nvvm.ull2f.rm(i64 %l)
  %c16 = call double @llvm.nvvm.ui2d.rz(i32 %n)
  store volatile i32 %c1, ptr addrspace(1) %out
  store volatile i32 %c2, ptr addrspace(1) %out
  store volatile i64 %c3, ptr addrspace(1) %out
  store volatile i64 %c4, ptr addrspace(1) %out
  store volatile float %c5, ptr addrspace(1) %out
  store volatile double %c6, ptr addrspace(1) %out
  store volatile float %c7, ptr addrspace(1) %out
  store volatile double %c9, ptr addrspace(1) %out
  store volatile i16 %c10, ptr addrspace(1) %out
  store volatile <2 x half> %c11, ptr addrspace(1) %out
  store volatile <2 x bfloat> %c12, ptr addrspace(1) %out
  store volatile bfloat %c13, ptr addrspace(1) %out
  store volatile i32 %c14, ptr addrspace(1) %out
  store volatile float %c15, ptr addrspace(1) %out
  store volatile double %c16, ptr addrspace(1) %out
  %m1 = call float @llvm.nvvm.fma.rn.f(float %f, float %f, float %f)
  %m2 = call double @llvm.nvvm.fma.rp.d(double %d, double %d, double %d)
  %m3 = call float @llvm.nvvm.fma.rz.ftz.f(float %f, float %f, float %f)
  %m4 = call half @llvm.nvvm.fma.rn.relu.f16(half %h, half %h, half %h)
  %m5 = call <2 x bfloat> @llvm.nvvm.fma.rn.bf16x2(<2 x bfloat> %bb, <2 x bfloat> %bb, <2 x bfloat> %bb)
  %m6 = call float @llvm.nvvm.rcp.approx.ftz.f(float %f)
  %m7 = call float @llvm.nvvm.rcp.rn.f(float %f)
  %m8 = call double @llvm.nvvm.rcp.approx.ftz.d(double %d)
  %m9 = call float @llvm.nvvm.sqrt.approx.f(float %f)
  %m10 = call float @llvm.nvvm.sqrt.rn.ftz.f(float %f)
  %m11 = call double @llvm.nvvm.sqrt.rp.d(double %d)
  %m12 = call float @llvm.nvvm.ex2.approx.ftz.f(float %f)
  %m13 = call float @llvm.nvvm.lg2.approx.f(float %f)
  %m15 = call float @llvm.nvvm.fmin.nan.f(float %f, float %m1)
  %m16 = call float @llvm.nvvm.fmax.ftz.nan.f(float %f, float %m1)
  %m17 = call half @llvm.nvvm.fmin.nan.f16(half %h, half %m4)
  %m18 = call <2 x bfloat> @llvm.nvvm.fmax.nan.bf16x2(<2 x bfloat> %bb, <2 x bfloat> %m5)
  %m19 = call float @llvm.nvvm.fmax.nan.xorsign.abs.f(float %f, float %m1)
  %m20 = call float @llvm.minimum.f32(float %f, float %m1)
  %m21 = call double @llvm.maximum.f64(double %d, double %m2)
  %m22 = call float @llvm.nvvm.div.approx.f(float %f, float %m1)
  %m23 = call float @llvm.nvvm.div.rn.ftz.f(float %f, float %m1)
  %m24 = call float @llvm.nvvm.sin.approx.f(float %f)
  %m25 = call float @llvm.nvvm.cos.approx.ftz.f(float %f)
  %m26 = call float @llvm.nvvm.rsqrt.approx.f(float %f)
  %m27 = call double @llvm.nvvm.rsqrt.approx.d(double %d)
  %m28 = call float @llvm.nvvm.saturate.f(float %f)
  %m29 = call float @llvm.nvvm.add.rm.f(float %f, float %m1)
  %m30 = call double @llvm.nvvm.mul.rz.d(double %d, double %m2)
  %m31 = call half @llvm.nvvm.ex2.approx.f16(half %h)
  %m32 = call <2 x half> @llvm.nvvm.ex2.approx.f16x2(<2 x half> %hh)
  %m33 = call float @llvm.nvvm.fabs.ftz.f32(float %f)
  %m34 = call float @llvm.copysign.f32(float %f, float %m1)
  %m35 = call float @llvm.nvvm.ceil.ftz.f(float %f)
  %m36 = call float @llvm.trunc.f32(float %f)
  %m37 = call double @llvm.roundeven.f64(double %d)
  %m38 = call float @llvm.round.f32(float %f)
  %m39 = call float @llvm.fma.f32(float %f, float %m1, float %m36)
  store volatile float %m1, ptr addrspace(1) %out
  store volatile double %m2, ptr addrspace(1) %out
  store volatile float %m3, ptr addrspace(1) %out
  store volatile half %m4, ptr addrspace(1) %out
  store volatile <2 x bfloat> %m5, ptr addrspace(1) %out
  store volatile float %m6, ptr addrspace(1) %out
  store volatile float %m7, ptr addrspace(1) %out
  store volatile double %m8, ptr addrspace(1) %out
  store volatile float %m9, ptr addrspace(1) %out
  store volatile float %m10, ptr addrspace(1) %out
  store volatile double %m11, ptr addrspace(1) %out
  store volatile float %m12, ptr addrspace(1) %out
  store volatile float %m13, ptr addrspace(1) %out
  store volatile float %m15, ptr addrspace(1) %out
  store volatile float %m16, ptr addrspace(1) %out
  store volatile half %m17, ptr addrspace(1) %out
  store volatile <2 x bfloat> %m18, ptr addrspace(1) %out
  store volatile float %m19, ptr addrspace(1) %out
  store volatile float %m20, ptr addrspace(1) %out
  store volatile double %m21, ptr addrspace(1) %out
  store volatile float %m22, ptr addrspace(1) %out
  store volatile float %m23, ptr addrspace(1) %out
  store volatile float %m24, ptr addrspace(1) %out
  store volatile float %m25, ptr addrspace(1) %out
  store volatile float %m26, ptr addrspace(1) %out
  store volatile double %m27, ptr addrspace(1) %out
  store volatile float %m28, ptr addrspace(1) %out
  store volatile float %m29, ptr addrspace(1) %out
  store volatile double %m30, ptr addrspace(1) %out
  store volatile half %m31, ptr addrspace(1) %out
  store volatile <2 x half> %m32, ptr addrspace(1) %out
  store volatile float %m33, ptr addrspace(1) %out
  store volatile float %m34, ptr addrspace(1) %out
  store volatile float %m35, ptr addrspace(1) %out
  %m37f = fptrunc double %m37 to float
  store volatile float %m37f, ptr addrspace(1) %out
  store volatile float %m38, ptr addrspace(1) %out
  store volatile float %m39, ptr addrspace(1) %out
  ; integer
  %i1 = call i32 @llvm.nvvm.prmt(i32 %n, i32 %tid, i32 %lane)
  %i2 = call i32 @llvm.nvvm.mulhi.i(i32 %n, i32 %tid)
  %i3 = call i64 @llvm.nvvm.mulhi.ull(i64 %l, i64 %l)
  %i4 = call i32 @llvm.nvvm.mul24.ui(i32 %n, i32 %tid)
  %i5 = call i32 @llvm.nvvm.sad.i(i32 %n, i32 %tid, i32 %lane)
  %i6 = call i32 @llvm.ctpop.i32(i32 %n)
  %i7 = call i64 @llvm.ctlz.i64(i64 %l, i1 false)
  %i8 = call i32 @llvm.bitreverse.i32(i32 %n)
  %i9 = call i32 @llvm.fshl.i32(i32 %n, i32 %tid, i32 %lane)
  %i10 = call i32 @llvm.nvvm.bmsk.clamp(i32 %n, i32 %tid)
  %i11 = call i32 @llvm.nvvm.flo.u.i32(i32 %n, i1 true)
  %i12 = call i32 @llvm.nvvm.idp4a.s.u(i32 %n, i32 %tid, i32 %lane)
  %i13 = call i32 @llvm.nvvm.fns(i32 %n, i32 %tid, i32 1)
  %i14 = call i32 @llvm.smax.i32(i32 %n, i32 %tid)
  %i15 = call i64 @llvm.umin.i64(i64 %l, i64 7)
  %i16 = call i32 @llvm.abs.i32(i32 %n, i1 false)
  %i17 = call i32 @llvm.bswap.i32(i32 %n)
  %i18 = call i32 @llvm.cttz.i32(i32 %n, i1 false)
  %i19 = call i32 @llvm.nvvm.prmt.b4e(i32 %n, i32 %tid, i32 %lane)
  %i20 = call i32 @llvm.nvvm.bmsk.wrap(i32 %n, i32 %tid)
  %i21 = call i16 @llvm.ctpop.i16(i16 3)
  store volatile i32 %i1, ptr addrspace(1) %out
  store volatile i32 %i2, ptr addrspace(1) %out
  store volatile i64 %i3, ptr addrspace(1) %out
  store volatile i32 %i4, ptr addrspace(1) %out
  store volatile i32 %i5, ptr addrspace(1) %out
  store volatile i32 %i6, ptr addrspace(1) %out
  store volatile i64 %i7, ptr addrspace(1) %out
  store volatile i32 %i8, ptr addrspace(1) %out
  store volatile i32 %i9, ptr addrspace(1) %out
  store volatile i32 %i10, ptr addrspace(1) %out
  store volatile i32 %i11, ptr addrspace(1) %out
  store volatile i32 %i12, ptr addrspace(1) %out
  store volatile i32 %i13, ptr addrspace(1) %out
  store volatile i32 %i14, ptr addrspace(1) %out
  store volatile i64 %i15, ptr addrspace(1) %out
  store volatile i32 %i16, ptr addrspace(1) %out
  store volatile i32 %i17, ptr addrspace(1) %out
  store volatile i32 %i18, ptr addrspace(1) %out
  store volatile i32 %i19, ptr addrspace(1) %out
  store volatile i32 %i20, ptr addrspace(1) %out
  ; isspacep / cvta
  %gp = addrspacecast ptr addrspace(3) %sm to ptr
  %isg = call i1 @llvm.nvvm.isspacep.global(ptr %gp)
  %iss = call i1 @llvm.nvvm.isspacep.shared(ptr %gp)
  %isl = call i1 @llvm.nvvm.isspacep.local(ptr %gp)
  %isc = call i1 @llvm.nvvm.isspacep.const(ptr %gp)
  %is1 = or i1 %isg, %iss
  %is2 = or i1 %is1, %isl
  %is3 = or i1 %is2, %isc
  store volatile i1 %is3, ptr addrspace(1) %out
  call void @llvm.nvvm.nanosleep(i32 %n)
  ; cp.async + mbarrier
  call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %sm, ptr addrspace(1) %in)
  call void @llvm.nvvm.cp.async.ca.shared.global.8.s(ptr addrspace(3) %sm, ptr addrspace(1) %in, i32 %n)
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %sm, ptr addrspace(1) %in)
  call void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) %sm, ptr addrspace(1) %in, i32 %n)
  call void @llvm.nvvm.cp.async.commit.group()
  call void @llvm.nvvm.cp.async.wait.group(i32 1)
  call void @llvm.nvvm.cp.async.wait.all()
  %mbp = getelementptr i8, ptr addrspace(3) %sm, i32 1024
  call void @llvm.nvvm.cp.async.mbarrier.arrive.shared(ptr addrspace(3) %mbp)
  call void @llvm.nvvm.cp.async.mbarrier.arrive.noinc(ptr %gp)
  call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) %mbp, i32 32)
  call void @llvm.nvvm.mbarrier.init(ptr %gp, i32 %n)
  %st = call i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) %mbp)
  %st2 = call i64 @llvm.nvvm.mbarrier.arrive.noComplete(ptr %gp, i32 2)
  %st3 = call i64 @llvm.nvvm.mbarrier.arrive.drop.shared(ptr addrspace(3) %mbp)
  %tw = call i1 @llvm.nvvm.mbarrier.test.wait.shared(ptr addrspace(3) %mbp, i64 %st)
  %tw2 = call i1 @llvm.nvvm.mbarrier.test.wait(ptr %gp, i64 %st2)
  %pc = call i32 @llvm.nvvm.mbarrier.pending.count(i64 %st3)
  call void @llvm.nvvm.mbarrier.inval.shared(ptr addrspace(3) %mbp)
  %tw3 = and i1 %tw, %tw2
  store volatile i1 %tw3, ptr addrspace(1) %out
  store volatile i32 %pc, ptr addrspace(1) %out
  ; ldmatrix
  %lm1 = call i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3(ptr addrspace(3) %sm)
  %lm2 = call {i32, i32} @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.trans.b16.p3(ptr addrspace(3) %sm)
  %lm4 = call {i32, i32, i32, i32} @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %sm)
  %lm2a = extractvalue {i32, i32} %lm2, 1
  %lm4a = extractvalue {i32, i32, i32, i32} %lm4, 3
  store volatile i32 %lm1, ptr addrspace(1) %out
  store volatile i32 %lm2a, ptr addrspace(1) %out
  store volatile i32 %lm4a, ptr addrspace(1) %out
  ; mma
  %mm = call {float, float, float, float} @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %hh, <2 x half> %hh, <2 x half> %hh, <2 x half> %hh, <2 x half> %hh, <2 x half> %hh, float %f, float %f, float %f, float %f)
  %mm0 = extractvalue {float, float, float, float} %mm, 0
  store volatile float %mm0, ptr addrspace(1) %out
  %mmb = call {float, float, float, float} @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %n, i32 %n, i32 %n, i32 %n, i32 %n, i32 %n, float %f, float %f, float %f, float %f)
  %mmb0 = extractvalue {float, float, float, float} %mmb, 0
  store volatile float %mmb0, ptr addrspace(1) %out
  %mmi = call {i32, i32, i32, i32} @llvm.nvvm.mma.m16n8k32.row.col.satfinite.s8(i32 %n, i32 %n, i32 %n, i32 %n, i32 %n, i32 %n, i32 %n, i32 %n, i32 %n, i32 %n)
  %mmi0 = extractvalue {i32, i32, i32, i32} %mmi, 0
  store volatile i32 %mmi0, ptr addrspace(1) %out
  %mmd = call {double, double} @llvm.nvvm.mma.m8n8k4.row.col.f64(double %d, double %d, double %d, double %d)
  %mmd0 = extractvalue {double, double} %mmd, 0
  store volatile double %mmd0, ptr addrspace(1) %out
  %mmt = call {float, float, float, float} @llvm.nvvm.mma.m16n8k8.row.col.tf32(i32 %n, i32 %n, i32 %n, i32 %n, i32 %n, i32 %n, float %f, float %f, float %f, float %f)
  %mmt0 = extractvalue {float, float, float, float} %mmt, 0
  store volatile float %mmt0, ptr addrspace(1) %out
  ; wmma
  %wa = call {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p1(ptr addrspace(1) %in, i32 16)
  %wb = call {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16.p3(ptr addrspace(3) %sm, i32 16)
  %wc = call {float, float, float, float, float, float, float, float} @llvm.nvvm.wmma.m16n16k16.load.c.row.f32.p0(ptr %gp)
  %a0 = extractvalue {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} %wa, 0
  %b0 = extractvalue {<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>} %wb, 0
  %cc0 = extractvalue {float, float, float, float, float, float, float, float} %wc, 0
  %wd = call {float, float, float, float, float, float, float, float} @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half> %a0, <2 x half> %a0, <2 x half> %a0, <2 x half> %a0, <2 x half> %a0, <2 x half> %a0, <2 x half> %a0, <2 x half> %a0, <2 x half> %b0, <2 x half> %b0, <2 x half> %b0, <2 x half> %b0, <2 x half> %b0, <2 x half> %b0, <2 x half> %b0, <2 x half> %b0, float %cc0, float %cc0, float %cc0, float %cc0, float %cc0, float %cc0, float %cc0, float %cc0)
  %d0 = extractvalue {float, float, float, float, float, float, float, float} %wd, 0
  %d1 = extractvalue {float, float, float, float, float, float, float, float} %wd, 1
  call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p1(ptr addrspace(1) %out, float %d0, float %d1, float %d0, float %d1, float %d0, float %d1, float %d0, float %d1, i32 16)
  ret void
}
!0 = !{}
