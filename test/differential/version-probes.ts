// The PTX version each sampled qualifier needs, as ptxas 13.0 judges it: a line (in a kernel with
// the registers of probeDeclarations), its target and the version tried, just below the one the
// page's "PTX ISA Notes" give for the qualifier; on a target that version allows, so that only the
// version is in question. Verdicts are recorded as the other differential cases' are.

/** [line, target, version]. ptxas's verdict noted beside each (V: "requires PTX ISA .version"). */
export const VERSION_PROBES: ReadonlyArray<readonly [line: string, target: string, version: string]> = [
  ['add.u16x2 %r1, %r2, %r3;', 'sm_90', '7.8'], // V 8.0
  ['max.relu.s32 %r1, %r2, %r3;', 'sm_90', '7.8'], // V 8.0
  ['ld.relaxed.sys.global.b128 %q1, [%rd1];', 'sm_90', '8.3'], // V 8.4 (.b128 with .sys)
  ['ld.relaxed.gpu.global.b128 %q1, [%rd1];', 'sm_90', '8.3'], // accepted
  ['atom.relaxed.sys.global.exch.b128 %q1, [%rd1], %q0;', 'sm_90', '8.3'], // V 8.4
  ['cvt.rn.satfinite.e4m3x2.f32 %h1, %f1, %f2;', 'sm_90', '8.0'], // accepted (8.1 is sm_89's)
  ['cvt.rn.relu.f16x2.e4m3x2 %r1, %h1;', 'sm_90', '8.0'], // accepted
  ['mbarrier.arrive_drop.shared.b64 %rd1, [%rd2];', 'sm_80', '7.7'], // accepted
  ['mbarrier.arrive_drop.shared::cta.b64 %rd1, [%rd2];', 'sm_80', '7.7'], // V 7.8 (::cta)
  ['mbarrier.test_wait.shared::cta.b64 %p1, [%rd2], %rd1;', 'sm_80', '7.7'], // V 7.8
  ['cp.async.ca.shared::cta.global [%rd1], [%rd2], 4;', 'sm_80', '7.0'], // accepted: ::cta from cp.async's own 7.0
  ['ld.shared::cta.u32 %r1, [%rd1];', 'sm_80', '7.7'], // V 7.8
  ['cvta.shared::cta.u64 %rd1, %rd2;', 'sm_80', '7.7'], // V 7.8
  ['isspacep.shared::cta %p1, %rd2;', 'sm_80', '7.7'], // V 7.8
  ['ld.global.L2::cache_hint.u32 %r1, [%rd1], %rd2;', 'sm_80', '7.3'], // V 7.4
  ['ld.global.L1::evict_last.u32 %r1, [%rd1];', 'sm_80', '7.3'], // V 7.4
  ['ld.global.L2::128B.u32 %r1, [%rd1];', 'sm_80', '7.3'], // V 7.4
  ['prefetch.global.L2::evict_last [%rd1];', 'sm_80', '7.3'], // V 7.4
  ['red.global.L2::cache_hint.add.u32 [%rd1], %r2, %rd2;', 'sm_80', '7.3'], // V 7.4
  ['st.global.L1::no_allocate.u32 [%rd1], %r1;', 'sm_80', '7.3'], // V 7.4
  ['mbarrier.test_wait.parity.shared.b64 %p1, [%rd1], %r1;', 'sm_80', '7.0'], // V 7.1
  ['mma.sync.aligned.m16n8k256.row.col.and.popc.s32.b1.b1.s32 {%r0, %r1, %r2, %r3}, {%r4, %r5, %r6, %r7}, {%r0, %r1}, {%r4, %r5, %r6, %r7};', 'sm_80', '7.0'], // V 7.1
  ['mbarrier.arrive.noComplete.shared.b64 %rd1, [%rd2], %r1;', 'sm_80', '7.7'], // accepted
  ['mbarrier.arrive.expect_tx.shared.b64 %rd1, [%rd2], %r1;', 'sm_90', '7.8'], // V 8.0
  ['mbarrier.try_wait.acquire.cta.shared.b64 %p1, [%rd2], %rd1;', 'sm_90', '7.8'], // V 8.0
  ['ld.global.u32 %r1, [%rd1].unified;', 'sm_90', '7.8'], // accepted (the notes say 8.0)
  ['ld.mmio.relaxed.sys.global.u32 %r1, [%rd1];', 'sm_75', '8.1'], // V 8.2
  ['lop3.or.b32 %r1|%p1, %r2, %r3, %r4, 0xfe, %p2;', 'sm_75', '8.1'], // V 8.2
  ['ld.param::entry.u32 %r1, [%rd1];', 'sm_75', '8.2'], // V 8.3
  ['fence.proxy.tensormap::generic.release.cta;', 'sm_90', '8.2'], // V 8.3
  ['fence.mbarrier_init.release.cluster;', 'sm_90', '7.8'], // V 8.0
  ['add.rn.f16 %h1, %h2, %h3;', 'sm_80', '7.7'], // accepted
  ['mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32 {%f0, %f1, %f2, %f3}, {%r4, %r5, %r6, %r7}, {%r0, %r1}, {%f4, %f5, %f6, %f7};', 'sm_89', '8.3'], // V 8.4
  ['wgmma.mma_async.sync.aligned.m64n8k32.s32.s8.s8 {%r0, %r1, %r2, %r3}, %rd1, %rd2, 1;', 'sm_90a', '8.3'], // accepted
  ['mma.sp::ordered_metadata.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%f0, %f1, %f2, %f3}, {%r4, %r5}, {%r0, %r1}, {%f4, %f5, %f6, %f7}, %r6, 0x0;', 'sm_80', '8.4'], // V 8.5
];

/** The registers a probe's kernel declares: .b128 ones only where the line names one (they need PTX 8.3). */
export function probeDeclarations(line: string): string {
  const q = line.includes('%q') ? '\t.reg .b128 %q<2>;\n' : '';
  return `\t.reg .pred %p<4>;\n\t.reg .b16 %h<4>;\n\t.reg .b32 %r<8>;\n\t.reg .b64 %rd<4>;\n\t.reg .f32 %f<8>;\n${q}`;
}
