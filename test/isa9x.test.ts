// PTX ISA 9.1 to 9.3, judged by CUDA 13.3's ptxas: what those versions add, each on a minimal module
// with ptxas 13.3's verdict beside it, and the real modules of test/corpus/cuda13x.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { PAGE_SECTIONS } from '../generated/page-facts.js';
import type { FunctionDecl } from '../src/ast.js';
import { categoryOf } from '../src/explore/roles.js';
import { isInstruction, parse, print } from '../src/index.js';
import { corpus } from './support/corpus.js';
import { errorsOf } from './support/ptx.js';
import { havePtxas133, PTXAS_13_3 } from './support/ptxas-13.3.js';

/** A kernel of `version` for `target` around `body`, with registers and variables of common kinds. */
function module(version: string, target: string, body: string): string {
  return `.version ${version}
.target ${target}
.address_size 64
.visible .entry k()
{
	.reg .pred %p<4>;
	.reg .b16 %h<4>;
	.reg .b32 %r<8>;
	.reg .b64 %rd<8>;
	.reg .b128 %q<4>;
	.reg .b8 %c<4>;
	.local .b32 lv[4];
	.shared .b64 bar;
	${body}
	ret;
}
`;
}

/** The parser's errors on `body`, messages only. */
const errors = (version: string, target: string, body: string) => errorsOf(module(version, target, body)).map((e) => e.replace(/^\d+:\d+: /, ''));

test('ld and st: .volatile with .local from PTX 9.1 (NCCL 2.30 writes them)', () => {
  // ptxas 13.3: accepted.
  assert.equal(errors('9.1', 'sm_75', 'ld.volatile.local.b32 %r1, [lv];\n\tst.volatile.local.v2.b32 [lv], {%r1, %r2};'), []);
  // ptxas 13.3: "Feature 'ld/st with .local.volatile' requires PTX ISA .version 9.1 or later" (13.0: "Modifier '.volatile' cannot be applied to '.local' space").
  assert.equal(errors('9.0', 'sm_75', 'ld.volatile.local.b32 %r1, [lv];'), ["'ld.volatile.local.b32' with .local and .volatile requires PTX ISA .version 9.1 or later"]);
  assert.equal(errors('9.0', 'sm_75', 'st.volatile.local.b32 [lv], %r1;'), ["'st.volatile.local.b32' with .local and .volatile requires PTX ISA .version 9.1 or later"]);
  // ptxas 13.3: "Modifier '.volatile' cannot be applied to '.param' space".
  assert.ok(errors('9.3', 'sm_75', 'ld.volatile.param.b32 %r1, [lv];').length > 0);
});

test('PTX 9.1 to 9.3 add no special register: each of symbols.json reads as under 9.0, the two names ptxas 13.3 adds to its table are unknown', () => {
  // ptxas 13.3: every special register of symbols.json, read by mov with its type under .version 9.3, assembles for sm_75 and sm_100a exactly where
  // the parser accepts it (172 probes). Its table of predefined names holds two that 13.0's lacks, %sm_ctaid and %tcgen05_tmem_cols, and
  // takes neither in a module, for any target from sm_75 to sm_121f under 9.1, 9.2 or 9.3: "Unknown symbol '%tcgen05_tmem_cols'".
  assert.equal(errors('9.3', 'sm_100a', 'mov.u32 %r1, %tcgen05_tmem_cols;'), ["unknown symbol '%tcgen05_tmem_cols'"]);
  assert.equal(errors('9.3', 'sm_100a', 'mov.u32 %r1, %sm_ctaid.x;'), ["unknown symbol '%sm_ctaid'"]);
  // ptxas 13.3: accepted.
  assert.equal(errors('9.3', 'sm_100a', 'mov.u32 %r1, %cluster_ctarank;\n\tmov.u64 %rd1, %current_graph_exec;\n\tmov.u32 %r2, %aggr_smem_size;'), []);
});

test('ld.mmio.acquire and st.mmio.release from PTX 9.3, .sys scope only, as ptxas 13.3', () => {
  // ptxas 13.3: accepted (in either qualifier order, with or without .global; .unified on ld).
  assert.equal(errors('9.3', 'sm_90', 'ld.mmio.acquire.sys.global.u32 %r1, [%rd1];\n\tld.global.mmio.acquire.sys.u32 %r1, [%rd1].unified;'), []);
  assert.equal(errors('9.3', 'sm_90', 'st.mmio.release.sys.global.u32 [%rd1], %r1;\n\tst.mmio.release.sys.u32 [%rd1], %r1;'), []);
  // ptxas 13.3: "Feature '.acquire' requires PTX ISA .version 9.3 or later" (and '.release').
  assert.equal(errors('9.2', 'sm_90', 'ld.mmio.acquire.sys.global.u32 %r1, [%rd1];'), ["'ld.mmio.acquire.sys.global.u32' requires PTX ISA .version 9.3 or later"]);
  assert.equal(errors('9.2', 'sm_90', 'st.mmio.release.sys.global.u32 [%rd1], %r1;'), ["'st.mmio.release.sys.global.u32' requires PTX ISA .version 9.3 or later"]);
  // ptxas 13.3: "Modifier '.mmio' cannot be combined with modifier '.gpu'", "... requires scope",
  // "... cannot be applied to '.shared' space", "... cannot be combined with modifier '.v2'".
  for (const body of ['ld.mmio.acquire.gpu.global.u32 %r1, [%rd1];', 'ld.mmio.acquire.global.u32 %r1, [%rd1];', 'ld.mmio.acquire.sys.shared.u32 %r1, [bar];', 'ld.mmio.acquire.sys.global.v2.u32 {%r1, %r2}, [%rd1];', 'st.mmio.release.gpu.global.u32 [%rd1], %r1;'])
    assert.equal(errors('9.3', 'sm_90', body).length, 1, body);
});

test('cp.reduce.async.bulk with .relaxed and a scope from PTX 9.3, as ptxas 13.3', () => {
  const sh = '.shared .align 16 .b8 sh[64];\n\t';
  // ptxas 13.3: accepted, the pair before or after the spaces.
  assert.equal(errors('9.3', 'sm_90', `${sh}cp.reduce.async.bulk.relaxed.gpu.global.shared::cta.bulk_group.add.u32 [%rd1], [sh], 16;`), []);
  assert.equal(errors('9.3', 'sm_90', `${sh}cp.reduce.async.bulk.global.shared::cta.bulk_group.relaxed.sys.L2::cache_hint.add.u32 [%rd1], [sh], 16, %rd2;`), []);
  assert.equal(errors('9.3', 'sm_90', `${sh}cp.reduce.async.bulk.relaxed.cluster.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.add.u32 [sh], [sh], 16, [bar];`), []);
  // ptxas 13.3: "Feature 'cp.reduce.async.bulk.gpu' requires PTX ISA .version 9.3 or later".
  assert.equal(errors('9.2', 'sm_90', `${sh}cp.reduce.async.bulk.relaxed.gpu.global.shared::cta.bulk_group.add.u32 [%rd1], [sh], 16;`), ["'cp.reduce.async.bulk.relaxed.gpu.global.shared::cta.bulk_group.add.u32' requires PTX ISA .version 9.3 or later"]);
  // ptxas 13.3: "Modifier '.gpu' requires modifier '.order'", "Modifier '.relaxed' requires scope", "Illegal modifier '.weak'".
  for (const q of ['gpu', 'relaxed', 'weak', 'release.gpu'])
    assert.equal(errors('9.3', 'sm_90', `${sh}cp.reduce.async.bulk.${q}.global.shared::cta.bulk_group.add.u32 [%rd1], [sh], 16;`).length, 1, q);
});

test('add, sub, min, max, neg: the packed .u8x4/.s8x4 types, and add.sat on .u32 and .u16x2/.s16x2, from PTX 9.2 on sm_120f', () => {
  // ptxas 13.3: each accepted for sm_120f (and sm_121a) under .version 9.2.
  for (const line of ['add.u8x4 %r1, %r2, %r3;', 'add.sat.s8x4 %r1, %r2, %r3;', 'sub.sat.u8x4 %r1, %r2, %r3;', 'min.relu.s8x4 %r1, %r2, %r3;', 'max.u8x4 %r1, %r2, %r3;', 'neg.s8x4 %r1, %r2;', 'add.sat.u32 %r1, %r2, %r3;', 'add.sat.u16x2 %r1, %r2, %r3;'])
    assert.equal(errors('9.2', 'sm_120f', line), [], line);
  assert.equal(errors('9.2', 'sm_121a', 'add.s8x4 %r1, %r2, %r3;'), []);
  // ptxas 13.3: "Feature 'min.s8x4' requires PTX ISA .version 9.2 or later".
  assert.equal(errors('9.1', 'sm_120f', 'min.s8x4 %r1, %r2, %r3;'), ["'min.s8x4' with .s8x4 requires PTX ISA .version 9.2 or later"]);
  // ptxas 13.3: "Feature 'add.u8x4' not supported on .target 'sm_100a'"; "Feature 'add.sat' not supported on .target 'sm_90'".
  assert.equal(errors('9.2', 'sm_100a', 'add.u8x4 %r1, %r2, %r3;').length, 1);
  assert.equal(errors('9.2', 'sm_90', 'add.sat.u16x2 %r1, %r2, %r3;').length, 1);
  // ptxas 13.3: "Feature 'add.sat' requires PTX ISA .version 9.2 or later" (13.0: "Modifier '.sat' does not apply to '.u32' type").
  assert.equal(errors('9.0', 'sm_120f', 'add.sat.u32 %r1, %r2, %r3;'), ["'add.sat.u32' with .sat and .u32 requires PTX ISA .version 9.2 or later"]);
  // ptxas 13.3: "Unexpected instruction types specified for 'neg'"; "Illegal modifier '.relu' for instruction 'min' with type '.u8x4'";
  // "Modifier '.sat' does not apply to '.u32' type" (sub); "Arguments mismatch for instruction 'add'" (a 64-bit register, an immediate).
  for (const line of ['neg.u8x4 %r1, %r2;', 'min.relu.u8x4 %r1, %r2, %r3;', 'sub.sat.u32 %r1, %r2, %r3;', 'add.u8x4 %r1, %r2, %rd3;', 'add.u8x4 %r1, %r2, 1;'])
    assert.ok(errors('9.3', 'sm_120f', line).length > 0, line);
});

test('cvt: to FP8/FP6/FP4 from .f16x2/.bf16x2 and .s2f6x2 (PTX 9.1), to .bf16x2 from them (PTX 9.2)', () => {
  // ptxas 13.3: accepted (the .s2f6x2 ones on the arch-specific targets only).
  const ok: [string, string, string][] = [
    ['9.1', 'sm_100f', 'cvt.rn.satfinite.relu.e4m3x2.bf16x2 %h1, %r2;'],
    ['9.1', 'sm_120f', 'cvt.rn.satfinite.e2m3x2.f16x2 %h1, %r2;'],
    ['9.1', 'sm_100a', 'cvt.rn.satfinite.scaled::n2::ue8m0.s2f6x2.bf16x2 %h1, %r2, %h3;'],
    ['9.1', 'sm_121a', 'cvt.rn.satfinite.s2f6x2.f32 %h1, %r2, %r3;'],
    ['9.1', 'sm_100a', 'cvt.rn.relu.bf16x2.s2f6x2 %r1, %h2;'],
    ['9.2', 'sm_110f', 'cvt.rn.bf16x2.e4m3x2 %r1, %h2;'],
    ['9.2', 'sm_120f', 'cvt.rn.scaled::n2::ue8m0.bf16x2.e4m3x2 %r1, %h2, %h3;'],
  ];
  for (const [v, t, line] of ok) assert.equal(errors(v, t, line), [], `${t} ${line}`);
  // ptxas 13.3: "Feature 'cvt.e4m3x2.bf16x2' requires PTX ISA .version 9.1 or later", "Feature 'cvt.bf16x2.e4m3x2' requires PTX ISA .version 9.2 or later",
  // "Instruction 'cvt with .s2f6x2' not supported on .target 'sm_100f'", "'.satfinite' modifier required for instruction 'cvt' with destination type '.e2m3x2'",
  // "Unexpected instruction types specified for 'cvt'" (types in the other order), "Arguments mismatch for instruction 'cvt'" (.e2m1x2 in a .b16 register).
  const bad: [string, string, string][] = [
    ['9.0', 'sm_100a', 'cvt.rn.satfinite.e4m3x2.bf16x2 %h1, %r2;'],
    ['9.1', 'sm_100a', 'cvt.rn.bf16x2.e4m3x2 %r1, %h2;'],
    ['9.3', 'sm_100f', 'cvt.rn.satfinite.s2f6x2.bf16x2 %h1, %r2;'],
    ['9.3', 'sm_100a', 'cvt.rn.e2m3x2.f16x2 %h1, %r2;'],
    ['9.3', 'sm_100a', 'cvt.rn.satfinite.scaled::n2::ue8m0.f32.s2f6x2 %h1, %r2, %r3, %h3;'],
    ['9.3', 'sm_100a', 'cvt.rn.satfinite.e2m1x2.bf16x2 %h1, %r2;'],
  ];
  for (const [v, t, line] of bad) assert.ok(errors(v, t, line).length > 0, `${t} ${line}`);
});

test('st.async .b128 and cp.async.bulk .ignore_oob from PTX 9.2', () => {
  // ptxas 13.3: accepted for sm_90.
  assert.equal(errors('9.2', 'sm_90', 'st.async.shared::cluster.mbarrier::complete_tx::bytes.b128 [%rd1], %q1, [%rd2];'), []);
  assert.equal(errors('9.2', 'sm_90', 'st.async.shared.mbarrier::complete_tx::bytes.b64 [%rd1], %rd2;'), []);
  assert.equal(errors('9.2', 'sm_90', 'cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes.L2::cache_hint.ignore_oob [%rd1], [%rd2], %r1, %r2, %r3, [%rd3], %rd4;'), []);
  // ptxas 13.3: "Feature 'st.async.b128' requires PTX ISA .version 9.2 or later"; "Feature '.ignore_oob' requires PTX ISA .version 9.2 or later".
  assert.equal(errors('9.1', 'sm_90', 'st.async.shared::cluster.mbarrier::complete_tx::bytes.b128 [%rd1], %q1, [%rd2];').length, 1);
  assert.equal(errors('9.1', 'sm_90', 'cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes.ignore_oob [%rd1], [%rd2], %r1, %r2, %r3, [%rd3];').length, 1);
  // ptxas 13.3: "Illegal modifier '.ignore_oob' for instruction 'cp.async.bulk' with '.shared::cluster.global'"; "Arguments mismatch" (no byte counts);
  // "Vector qualifier is not allowed for instruction 'st.async'" (.v2.b128); "Arguments mismatch" (.b128 without [mbar], which .b64 may leave out).
  for (const line of [
    'cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.ignore_oob [%rd1], [%rd2], %r1, %r2, %r3, [%rd3];',
    'cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes.ignore_oob [%rd1], [%rd2], %r1, [%rd3];',
    'st.async.shared::cluster.mbarrier::complete_tx::bytes.v2.b128 [%rd1], {%q1, %q2}, [%rd2];',
    'st.async.shared.mbarrier::complete_tx::bytes.b128 [%rd1], %q1;',
    'st.async.mbarrier::complete_tx::bytes.b128 [%rd1], %q1;',
  ])
    assert.ok(errors('9.3', 'sm_100a', line).length > 0, line);
});

test('fabric.submit, fabric.wait and the fabric proxy fences from PTX 9.3 on sm_100', () => {
  // ptxas 13.3: accepted.
  for (const line of ['fabric.submit;', 'fabric.submit.op_restrict::fetching;', 'fabric.wait.sync_restrict::reads;', 'fence.proxy.fabric::generic.alias.acquire.sys;', 'fence.proxy.generic::fabric.alias.release.sys;'])
    assert.equal(errors('9.3', 'sm_100', line), [], line);
  // ptxas 13.3: "Feature 'fabric.submit' requires PTX ISA .version 9.3 or later"; "Feature 'fabric.submit' not supported on .target 'sm_90'".
  assert.equal(errors('9.2', 'sm_100', 'fabric.submit;'), ["'fabric.submit' requires PTX ISA .version 9.3 or later"]);
  assert.equal(errors('9.3', 'sm_90', 'fabric.submit;').length, 1);
  // ptxas 13.3: "Illegal modifier '' for instruction 'fabric.wait'"; ".sys modifier required for instruction 'fence.proxy'".
  assert.ok(errors('9.3', 'sm_100', 'fabric.wait;').length > 0);
  assert.ok(errors('9.3', 'sm_100', 'fence.proxy.fabric::generic.alias.release.gpu;').length > 0);
  // ptxas 13.3: fence.proxy.fabric::fabric too (not in the 9.3 text found): accepted with .alias, .acquire or .release and .sys on sm_100;
  // "Modifier '.fabric::fabric' requires modifier '.alias'", "Illegal modifier '.acq_rel'", "... requires PTX ISA .version 9.3 or later",
  // "Instruction 'fence.proxy with unidirectional fabric proxy fence' not supported on .target 'sm_90'".
  assert.equal(errors('9.3', 'sm_100', 'fence.proxy.fabric::fabric.alias.release.sys;\n\tfence.proxy.fabric::fabric.alias.acquire.sys;'), []);
  for (const line of ['fence.proxy.fabric::fabric.release.sys;', 'fence.proxy.fabric::fabric.alias.acq_rel.sys;', 'fence.proxy.fabric::fabric.alias.release.gpu;', 'fence.proxy.fabric::fabric.alias;'])
    assert.ok(errors('9.3', 'sm_100', line).length > 0, line);
  assert.equal(errors('9.2', 'sm_100', 'fence.proxy.fabric::fabric.alias.release.sys;'), ["'fence.proxy.fabric::fabric.alias.release.sys' requires PTX ISA .version 9.3 or later"]);
  assert.equal(errors('9.3', 'sm_90', 'fence.proxy.fabric::fabric.alias.release.sys;').length, 1);
});

test('mbarrier.test_wait/try_wait: .phase_type from PTX 9.3 on sm_90, ::conditional with .parity only', () => {
  // ptxas 13.3: accepted.
  assert.equal(errors('9.3', 'sm_90', 'mbarrier.test_wait.phase_type::primary.shared.b64 %p1, [bar], %rd1;'), []);
  assert.equal(errors('9.3', 'sm_90', 'mbarrier.try_wait.parity.phase_type::conditional.relaxed.cluster.shared::cta.b64 %p1, [bar], %r1, %r2;'), []);
  // ptxas 13.3: "Feature '.phase_type::primary' requires PTX ISA .version 9.3 or later"; "... requires .target sm_90 or higher";
  // ".parity modifier required for instruction 'mbarrier.try_wait'"; "Unknown modifier '.phase_type::any'".
  assert.equal(errors('9.2', 'sm_90', 'mbarrier.test_wait.phase_type::primary.shared.b64 %p1, [bar], %rd1;').length, 1);
  assert.equal(errors('9.3', 'sm_80', 'mbarrier.test_wait.phase_type::primary.shared.b64 %p1, [bar], %rd1;').length, 1);
  assert.ok(errors('9.3', 'sm_90', 'mbarrier.try_wait.phase_type::conditional.shared.b64 %p1, [bar], %rd1;').length > 0);
  assert.ok(errors('9.3', 'sm_90', 'mbarrier.test_wait.phase_type::any.shared.b64 %p1, [bar], %rd1;').length > 0);
});

test('ptxas 13.3 assembles the PTX ISA 9.1+ corpus', () => {
  if (!havePtxas133()) return;
  for (const f of corpus().filter((c) => c.newerPtxas)) {
    const r = spawnSync(PTXAS_13_3, [...f.ptxasFlags, `-arch=${f.arch}`, f.path, '-o', '/dev/null'], { encoding: 'utf8' });
    assert.is(r.status, 0, `${f.name}: ${r.stderr}`);
  }
});

test('clmad.lo/.hi on .u64/.s64 from PTX 9.3 on sm_80 (derived from ptxas 13.3)', () => {
  // ptxas 13.3: accepted.
  assert.equal(errors('9.3', 'sm_80', 'clmad.lo.u64 %rd1, %rd2, %rd3, %rd4;\n\tclmad.hi.s64 %rd1, %rd2, 3, %rd4;'), []);
  // ptxas 13.3: "Feature 'clmad.lo' requires PTX ISA .version 9.3 or later"; "Feature 'clmad.lo' requires .target sm_80 or higher".
  assert.equal(errors('9.2', 'sm_90', 'clmad.lo.u64 %rd1, %rd2, %rd3, %rd4;'), ["'clmad.lo.u64' requires PTX ISA .version 9.3 or later"]);
  assert.equal(errors('9.3', 'sm_75', 'clmad.lo.u64 %rd1, %rd2, %rd3, %rd4;'), ["'clmad.lo.u64' requires .target sm_80 or higher"]);
  // ptxas 13.3: "Not a name of any known instruction: 'clmad'" (.lo after the type); "Unexpected instruction types specified for 'clmad.lo'";
  // "Arguments mismatch for instruction 'clmad.lo'" (a 32-bit register).
  for (const line of ['clmad.u64.lo %rd1, %rd2, %rd3, %rd4;', 'clmad.lo.b64 %rd1, %rd2, %rd3, %rd4;', 'clmad.lo.u64 %rd1, %rd2, %rd3, %r4;'])
    assert.equal(errors('9.3', 'sm_90', line).length, 1, line);
});

test('mma .block_scale with .scale_vec::4X and .ue8m0 from PTX 9.1', () => {
  const line = 'mma.sync.aligned.m16n8k64.row.col.kind::mxf4nvf4.block_scale.scale_vec::4X.f32.e2m1.e2m1.f32.ue8m0 {%r1, %r2, %r3, %r4}, {%r1, %r2, %r3, %r4}, {%r5, %r6}, {%r1, %r2, %r3, %r4}, %r7, {%h1, %h2}, %r7, {%h1, %h2};';
  // ptxas 13.3: accepted under 9.1; under 9.0 "Feature 'mma with .scale_vec::4X and .ue8m0 scale type' requires PTX ISA .version 9.1 or later" (13.0: "Illegal modifier '.scale_vec::4X' for instruction 'mma' with type '.ue8m0'").
  assert.equal(errors('9.1', 'sm_120a', line), []);
  assert.equal(errors('9.0', 'sm_120a', line), [`'${line.split(' ')[0]}' with .scale_vec::4X and .ue8m0 requires PTX ISA .version 9.1 or later`]);
});

test('multimem.st.async and multimem.red.async from PTX 9.3 on sm_100 (derived from ptxas 13.3)', () => {
  // ptxas 13.3: accepted.
  for (const line of ['multimem.st.async.release.gpu.global.b32 [%rd1], %r1;', 'multimem.st.async.release.sys.b64 [%rd1], %rd2;', 'multimem.red.async.release.gpu.global.add.u32 [%rd1], %r1;', 'multimem.red.async.release.sys.add.u64 [%rd1], 1;'])
    assert.equal(errors('9.3', 'sm_100', line), [], line);
  // ptxas 13.3: "Feature 'multimem.st.async' requires PTX ISA .version 9.3 or later"; "... requires .target sm_100 or higher".
  assert.equal(errors('9.2', 'sm_100a', 'multimem.st.async.release.gpu.global.b32 [%rd1], %r1;'), ["'multimem.st.async.release.gpu.global.b32' requires PTX ISA .version 9.3 or later"]);
  assert.equal(errors('9.3', 'sm_90', 'multimem.red.async.release.gpu.global.add.u32 [%rd1], %r1;'), ["'multimem.red.async.release.gpu.global.add.u32' requires .target sm_100 or higher"]);
  // ptxas 13.3: ".release modifier required", "Illegal modifier '.cta'", "Vector operand is not allowed" (.v2), "Unexpected instruction types" (.f16, .s64 for red),
  // "Incorrect type '.u32' for operation '.min'", "Arguments mismatch" (a 64-bit register for red's .u32, a 16-bit one for st's .b32).
  for (const line of [
    'multimem.st.async.gpu.global.b32 [%rd1], %r1;', 'multimem.st.async.release.cta.global.b32 [%rd1], %r1;', 'multimem.st.async.release.gpu.global.v2.b32 [%rd1], {%r1, %r2};',
    'multimem.st.async.release.gpu.global.f16 [%rd1], %h1;', 'multimem.red.async.release.gpu.global.add.s64 [%rd1], %rd1;', 'multimem.red.async.release.gpu.global.min.u32 [%rd1], %r1;',
    'multimem.red.async.release.gpu.global.add.u32 [%rd1], %rd1;', 'multimem.st.async.release.gpu.global.b32 [%rd1], %h1;',
  ])
    assert.equal(errors('9.3', 'sm_100a', line).length, 1, line);
});

test('cp.async.bulk: .weak, and .relaxed with a scope and .b128, from PTX 9.3; a scope without .relaxed up to PTX 9.0 only', () => {
  // ptxas 13.3: accepted on sm_90 (the document lists sm_90a, sm_100f and sm_110f only).
  for (const line of [
    'cp.async.bulk.relaxed.cta.global.shared::cta.bulk_group.b128 [%rd1], [%rd2], 16;',
    'cp.async.bulk.weak.global.shared::cta.bulk_group [%rd1], [%rd2], 16;',
    'cp.async.bulk.relaxed.sys.shared::cta.global.mbarrier::complete_tx::bytes.L2::cache_hint.ignore_oob.b128 [%rd1], [%rd2], 16, %r1, %r2, [%rd3], %rd4;',
    'cp.async.bulk.relaxed.cluster.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.b128 [%rd1], [%rd2], 16, %rd3;',
    'cp.async.bulk.shared::cta.global.b128.relaxed.mbarrier::complete_tx::bytes.cta [%rd1], [%rd2], 16, [%rd3];',
  ])
    assert.equal(errors('9.3', 'sm_90', line), [], line);
  // ptxas 13.3: "Modifier '.relaxed' requires scope", "requires '.b128' type with '.relaxed' modifier", "Illegal modifier '.gpu' ... with
  // '.relaxed.shared::cluster.shared::cta'", "Modifier '.weak' cannot be combined with modifier '.cta'", "Illegal modifier '.weak' ... with '.b128'",
  // "Unexpected instruction types" (.b64), "Duplicate .weak modifier", "Modifier '.cta' requires modifier '.order'" (a bare scope, at every .version).
  for (const line of [
    'cp.async.bulk.relaxed.global.shared::cta.bulk_group.b128 [%rd1], [%rd2], 16;',
    'cp.async.bulk.relaxed.cta.global.shared::cta.bulk_group [%rd1], [%rd2], 16;',
    'cp.async.bulk.relaxed.gpu.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.b128 [%rd1], [%rd2], 16, [%rd3];',
    'cp.async.bulk.weak.cta.global.shared::cta.bulk_group [%rd1], [%rd2], 16;',
    'cp.async.bulk.weak.global.shared::cta.bulk_group.b128 [%rd1], [%rd2], 16;',
    'cp.async.bulk.relaxed.cta.global.shared::cta.bulk_group.b64 [%rd1], [%rd2], 16;',
    'cp.async.bulk.weak.weak.global.shared::cta.bulk_group [%rd1], [%rd2], 16;',
    'cp.async.bulk.global.shared::cta.bulk_group.cta [%rd1], [%rd2], 16;',
  ])
    assert.equal(errors('9.3', 'sm_90', line).length, 1, line);
  // A bare scope: ptxas 13.0, the judge up to PTX 9.0, accepts it; ptxas 13.3 rejects it under 9.1 ("Feature 'cp.async.bulk.cta' requires PTX ISA .version 9.3 or later").
  assert.equal(errors('9.0', 'sm_90', 'cp.async.bulk.global.shared::cta.bulk_group.cta [%rd1], [%rd2], 16;'), []);
  assert.equal(errors('9.1', 'sm_90', 'cp.async.bulk.global.shared::cta.bulk_group.cta [%rd1], [%rd2], 16;'), ["'cp.async.bulk.global.shared::cta.bulk_group.cta' with .cta is not supported from PTX ISA .version 9.1 on"]);
  // .b128 alone: ptxas 13.3 takes it under 9.1; ptxas 13.0 rejects it under 9.0 ("Unexpected instruction types specified for 'cp.async.bulk'").
  assert.equal(errors('9.1', 'sm_90', 'cp.async.bulk.global.shared::cta.bulk_group.b128 [%rd1], [%rd2], 16;'), []);
  assert.equal(errors('9.0', 'sm_90', 'cp.async.bulk.global.shared::cta.bulk_group.b128 [%rd1], [%rd2], 16;').length, 1);
  // ptxas 13.3: "Feature 'cp.async.bulk.relaxed' requires PTX ISA .version 9.3 or later".
  assert.equal(errors('9.2', 'sm_90', 'cp.async.bulk.relaxed.cta.global.shared::cta.bulk_group.b128 [%rd1], [%rd2], 16;'), ["'cp.async.bulk.relaxed.cta.global.shared::cta.bulk_group.b128' requires PTX ISA .version 9.3 or later"]);
});

test('multimem.cp.async.bulk and multimem.cp.reduce.async.bulk from PTX 9.1 on sm_90, .weak/.relaxed and a scope from 9.3', () => {
  // ptxas 13.3: accepted (.cp_mask on sm_100).
  for (const [v, t, line] of [
    ['9.1', 'sm_90', 'multimem.cp.async.bulk.global.shared::cta.bulk_group [%rd1], [%rd2], 16;'],
    ['9.1', 'sm_100', 'multimem.cp.async.bulk.global.shared::cta.bulk_group.cp_mask [%rd1], [%rd2], %r1, %h1;'],
    ['9.3', 'sm_90', 'multimem.cp.async.bulk.relaxed.gpu.global.shared::cta.bulk_group.b128 [%rd1], [%rd2], 16;'],
    ['9.3', 'sm_90', 'multimem.cp.async.bulk.weak.global.shared::cta.bulk_group [%rd1], [%rd2], 16;'],
    ['9.1', 'sm_90', 'multimem.cp.reduce.async.bulk.global.shared::cta.bulk_group.add.noftz.bf16 [%rd1], [%rd2], 16;'],
    ['9.1', 'sm_90', 'multimem.cp.reduce.async.bulk.global.shared::cta.bulk_group.xor.b64 [%rd1], [%rd2], 16;'],
    ['9.3', 'sm_90', 'multimem.cp.reduce.async.bulk.relaxed.cta.global.shared::cta.bulk_group.min.s64 [%rd1], [%rd2], 16;'],
  ] as const)
    assert.equal(errors(v, t, line), [], `${v} ${t} ${line}`);
  // ptxas 13.3: "Feature 'multimem.cp.async.bulk' requires PTX ISA .version 9.1 or later", "Feature '.cp_mask' requires .target sm_100 or higher",
  // "Feature 'multimem.cp.reduce.async.bulk.relaxed' requires PTX ISA .version 9.3 or later".
  assert.equal(errors('9.0', 'sm_90', 'multimem.cp.async.bulk.global.shared::cta.bulk_group [%rd1], [%rd2], 16;'), ["'multimem.cp.async.bulk.global.shared::cta.bulk_group' requires PTX ISA .version 9.1 or later"]);
  assert.equal(errors('9.3', 'sm_90', 'multimem.cp.async.bulk.global.shared::cta.bulk_group.cp_mask [%rd1], [%rd2], 16, %h1;'), ["'multimem.cp.async.bulk.global.shared::cta.bulk_group.cp_mask' with .cp_mask requires .target sm_100 or higher"]);
  assert.equal(errors('9.2', 'sm_90', 'multimem.cp.reduce.async.bulk.relaxed.cta.global.shared::cta.bulk_group.add.u32 [%rd1], [%rd2], 16;').length, 1);
  // ptxas 13.3: "Modifier '.cta' requires modifier '.order'", "Illegal modifier '.weak' ... with '.b128'", "State space incorrect" (spaces swapped),
  // "Illegal modifier '.L2::cache_hint'", "Arguments mismatch" (a 16-bit byteMask missing, an [mbar]), "... with type '.f16' and operation '.add'" (no .noftz),
  // "Illegal modifier '.weak'" (reduce), "Unexpected instruction types" (.min.f32), "State space mismatch between instruction and address" (a .shared variable as dstMem).
  for (const line of [
    'multimem.cp.async.bulk.cta.global.shared::cta.bulk_group [%rd1], [%rd2], 16;',
    'multimem.cp.async.bulk.weak.global.shared::cta.bulk_group.b128 [%rd1], [%rd2], 16;',
    'multimem.cp.async.bulk.shared::cta.global.bulk_group [%rd1], [%rd2], 16;',
    'multimem.cp.async.bulk.global.shared::cta.bulk_group.L2::cache_hint [%rd1], [%rd2], 16, %rd3;',
    'multimem.cp.async.bulk.global.shared::cta.bulk_group.cp_mask [%rd1], [%rd2], 16;',
    'multimem.cp.reduce.async.bulk.global.shared::cta.bulk_group.add.u32 [%rd1], [%rd2], 16, [%rd3];',
    'multimem.cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f16 [%rd1], [%rd2], 16;',
    'multimem.cp.reduce.async.bulk.weak.global.shared::cta.bulk_group.add.u32 [%rd1], [%rd2], 16;',
    'multimem.cp.reduce.async.bulk.global.shared::cta.bulk_group.min.f32 [%rd1], [%rd2], 16;',
    'multimem.cp.async.bulk.global.shared::cta.bulk_group [bar], [%rd2], 16;',
  ])
    assert.ok(errors('9.3', 'sm_100', line).length > 0, line);
});

test('.language after a function\'s parameters from PTX 9.2: "PTX" or "Fortran" in any case, or an integer from 0 to 10 (derived from ptxas 13.3)', () => {
  const mod = (version: string, header: string) => `.version ${version}\n.target sm_80\n.address_size 64\n${header}\n`;
  // ptxas 13.3: accepted; printed as written.
  for (const h of [
    '.visible .entry k() .language "PTX" { ret; }',
    '.visible .entry k() .language "fORTRAN", 0xA, 5U { ret; }',
    '.visible .entry k() .language "PTX" .maxntid 32 .language 2 { ret; }',
    '.visible .func f() .noreturn .abi_preserve 8 .local_maxnreg 32 .language 0 { ret; }',
  ]) {
    assert.equal(errorsOf(mod('9.2', h)), [], h);
    assert.is(print(parse(mod('9.2', h)).module), mod('9.2', h));
  }
  // ptxas 13.3: "Parsing error near 'C': Invalid language name", "Value '11' for 'directive .language' out of range, expected to be in range [0..10]",
  // "Parsing error near '-'" (and '+', '{'), "Feature '.language' requires PTX ISA .version 9.2 or later", "Parsing error near '.language'" (twice on a .func),
  // "Parsing error near '.local_maxnreg'" (after .language on a .func), "Parsing error near ';'" (a declaration).
  const bad: [string, string, string][] = [
    ['9.2', '.visible .entry k() .language "C" { ret; }', '4:31: .language takes "PTX" or "Fortran" (in any case) or an integer from 0 to 10, not "C"'],
    // ptxas 13.3: "Invalid language name" too: a backslash is no escape.
    ['9.2', '.visible .entry k() .language "\\x50TX" { ret; }', '4:31: .language takes "PTX" or "Fortran" (in any case) or an integer from 0 to 10, not "\\x50TX"'],
    ['9.2', '.visible .entry k() .language "\\120TX" { ret; }', '4:31: .language takes "PTX" or "Fortran" (in any case) or an integer from 0 to 10, not "\\120TX"'],
    ['9.2', '.visible .entry k() .language 0xB { ret; }', '4:31: .language takes "PTX" or "Fortran" (in any case) or an integer from 0 to 10, not 11'],
    ['9.2', '.visible .entry k() .language -1 { ret; }', `4:31: expected "PTX" or "Fortran" (in any case) or an integer from 0 to 10 after .language, found '-'`],
    ['9.2', '.visible .entry k() .language 2+3 { ret; }', '4:31: .language takes "PTX" or "Fortran" (in any case) or an integer from 0 to 10, not an expression'],
    ['9.2', '.visible .entry k() .language { ret; }', `4:31: expected "PTX" or "Fortran" (in any case) or an integer from 0 to 10 after .language, found '{'`],
    ['9.1', '.visible .entry k() .language "PTX" { ret; }', '4:21: .language requires PTX ISA .version 9.2 or later'],
    ['9.2', '.visible .func f() .language "PTX" .language 1 { ret; }', '4:36: .language after .language: on a .func, .language comes once, after the other directives'],
    ['9.2', '.visible .func f() .language "PTX" .local_maxnreg 32 { ret; }', '4:36: .local_maxnreg after .language: on a .func, .language comes once, after the other directives'],
    ['9.2', '.extern .func f() .language "PTX";', '4:19: .language is for a definition: a declaration (no body) takes none'],
  ];
  for (const [v, h, message] of bad) assert.equal(errorsOf(mod(v, h)), [message], h);
});

test('.pragma "mma_throughput" in a function body from PTX 9.3 (derived from ptxas 13.3)', () => {
  const mod = (version: string, text: string) => `.version ${version}\n.target sm_100a\n.address_size 64\n${text}\n`;
  // ptxas 13.3: accepted, in a kernel's body and a .func's.
  assert.equal(errorsOf(mod('9.3', '.visible .entry k() { .pragma "mma_throughput"; ret; }\n.visible .func f() { .pragma "mma_throughput"; ret; }')), []);
  // ptxas 13.3: "Feature 'mma_throughput' requires PTX ISA .version 9.3 or later"; "Pragma 'mma_throughput' is allowed only within function scope" (twice).
  assert.equal(errorsOf(mod('9.2', '.visible .entry k() { .pragma "mma_throughput"; ret; }')), ['4:31: .pragma "mma_throughput" requires PTX ISA .version 9.3 or later']);
  assert.equal(errorsOf(mod('9.3', '.pragma "mma_throughput";')), ['4:9: .pragma "mma_throughput" is not taken at module scope, only in a function body']);
  assert.equal(errorsOf(mod('9.3', '.visible .entry k() .pragma "mma_throughput"; { ret; }')), [`4:29: .pragma "mma_throughput" is not taken after a kernel's parameters, only in a function body`]);
  // ptxas 13.3: any string starting with the name is this pragma: accepted under 9.3, "Feature 'mma_throughput' requires PTX ISA .version 9.3
  // or later" under 9.2, "Pragma 'mma_throughput 2' is allowed only within function scope"; " mma_throughput" only warns (an unknown pragma).
  for (const text of ['mma_throughput 4', 'mma_throughput foo bar', 'mma_throughput,1', 'mma_throughputX']) {
    assert.equal(errorsOf(mod('9.3', `.visible .entry k() { .pragma "${text}"; ret; }`)), [], text);
    assert.equal(errorsOf(mod('9.2', `.visible .entry k() { .pragma "${text}"; ret; }`)), ['4:31: .pragma "mma_throughput" requires PTX ISA .version 9.3 or later'], text);
  }
  assert.equal(errorsOf(mod('9.3', '.pragma "mma_throughput 2";')), ['4:9: .pragma "mma_throughput" is not taken at module scope, only in a function body']);
  assert.equal(errorsOf(mod('9.2', '.visible .entry k() { .pragma " mma_throughput"; ret; }')), []);
});

test('mbarrier of PTX 9.3 on sm_90: the report operands of test_wait/try_wait, .layout on init and pending_count, check_layout', () => {
  // ptxas 13.3: accepted.
  for (const line of [
    'mbarrier.test_wait.phase_type::primary.shared::cta.b64 %p1|%p2, %c1, [bar], %rd1;',
    'mbarrier.test_wait.parity.phase_type::primary.acquire.cluster.b64 %p1|%p2, [bar], %r1;',
    'mbarrier.try_wait.phase_type::primary.shared::cta.b64 %p1|_, %c1, [bar], %rd1, %r2;',
    'mbarrier.try_wait.parity.phase_type::primary.relaxed.cta.shared::cta.b64 %p1, %c1, [bar], %r1, %r2;',
    'mbarrier.init.layout::v1.shared::cta.b64 [bar], 4;',
    'mbarrier.pending_count.layout::v0.b64 %r1, %rd1;',
    'mbarrier.check_layout.layout::v0.shared::cta.b64 %p1, [bar];',
    'mbarrier.check_layout.layout::v1.b64 %p1, [%rd1];',
  ])
    assert.equal(errors('9.3', 'sm_90', line), [], line);
  // ptxas 13.3: "Arguments mismatch" (no .phase_type::primary; ::conditional; a 32-bit reportValue), "Modifier '.relaxed' requires scope",
  // "Result discard mode is not allowed" (waitComplete, check_layout's p), "Illegal modifier '.layout::v1' for instruction 'mbarrier.pending_count'",
  // ".layout modifier required for instruction 'mbarrier.check_layout'", "Illegal modifier '::cluster'".
  for (const line of [
    'mbarrier.test_wait.shared::cta.b64 %p1|%p2, [bar], %rd1;',
    'mbarrier.test_wait.parity.phase_type::conditional.b64 %p1|%p2, [bar], %r1;',
    'mbarrier.test_wait.phase_type::primary.shared::cta.b64 %p1|%p2, %r1, [bar], %rd1;',
    'mbarrier.test_wait.phase_type::primary.relaxed.shared::cta.b64 %p1|%p2, [bar], %rd1;',
    'mbarrier.test_wait.phase_type::primary.shared::cta.b64 _|%p1, [bar], %rd1;',
    'mbarrier.pending_count.layout::v1.b64 %r1, %rd1;',
    'mbarrier.check_layout.shared::cta.b64 %p1, [bar];',
    'mbarrier.check_layout.layout::v1.shared::cluster.b64 %p1, [bar];',
    'mbarrier.check_layout.layout::v1.shared::cta.b64 _, [bar];',
  ])
    assert.ok(errors('9.3', 'sm_90', line).length > 0, line);
  // ptxas 13.3: "Feature 'mbarrier.check_layout' requires PTX ISA .version 9.3 or later", "Feature '.layout::v0' requires .target sm_90 or higher".
  assert.equal(errors('9.2', 'sm_90', 'mbarrier.check_layout.layout::v1.shared::cta.b64 %p1, [bar];'), ["'mbarrier.check_layout.layout::v1.shared::cta.b64' requires PTX ISA .version 9.3 or later"]);
  assert.equal(errors('9.3', 'sm_80', 'mbarrier.init.layout::v0.shared.b64 [bar], %r1;'), ["'mbarrier.init.layout::v0.shared.b64' with .layout::v0 requires .target sm_90 or higher"]);
});

test('fabric.try_get from PTX 9.3 on sm_100: a handle [srcLeId, srcDataOff] of a 32-bit and a 64-bit register', () => {
  const get = 'fabric.try_get.async.shared::cta.mbarrier::complete_tx::bytes.mbarrier::report::fabric';
  // ptxas 13.3: accepted (.relaxed.sys, .sys alone or neither; dst and bar as bare registers too).
  for (const line of [`${get}.relaxed.sys.b128 [%rd3], [%r1, %rd2], 16, [%rd4];`, `${get}.sys.b128 %rd3, [%r1, %rd2], %r5, %rd4;`, `${get}.b128 [%rd3+16], [%r1, %rd2], 16, [%rd4+8];`])
    assert.equal(errors('9.3', 'sm_100', line), [], line);
  // ptxas 13.3: "Modifier '.relaxed' requires scope", "Illegal modifier '.acquire'", "Unexpected instruction types" (.b64), "Arguments mismatch"
  // (a 16-bit or 64-bit srcLeId, a 64-bit size, three handle items), a syntax error (an immediate in the handle), ".mbarrier::report::fabric modifier required".
  for (const line of [
    `${get}.relaxed.b128 [%rd3], [%r1, %rd2], 16, [%rd4];`, `${get}.acquire.sys.b128 [%rd3], [%r1, %rd2], 16, [%rd4];`, `${get}.b64 [%rd3], [%r1, %rd2], 16, [%rd4];`,
    `${get}.b128 [%rd3], [%h1, %rd2], 16, [%rd4];`, `${get}.b128 [%rd3], [%rd1, %rd2], 16, [%rd4];`, `${get}.b128 [%rd3], [%r1, %rd2], %rd5, [%rd4];`,
    `${get}.b128 [%rd3], [%r1, %rd2, %rd1], 16, [%rd4];`, `${get}.b128 [%rd3], [%r1, 8], 16, [%rd4];`,
    'fabric.try_get.async.shared::cta.mbarrier::complete_tx::bytes.b128 [%rd3], [%r1, %rd2], 16, [%rd4];',
  ])
    assert.ok(errors('9.3', 'sm_100', line).length > 0, line);
  // ptxas 13.3: "Feature 'fabric.try_get.async' requires PTX ISA .version 9.3 or later", "... not supported on .target 'sm_90'".
  assert.equal(errors('9.2', 'sm_100', `${get}.b128 [%rd3], [%r1, %rd2], 16, [%rd4];`).length, 1);
  assert.equal(errors('9.3', 'sm_90', `${get}.b128 [%rd3], [%r1, %rd2], 16, [%rd4];`).length, 1);
});

test('a fabric handle is registers (spec registerItems), and an address of several items starts with a name alone', () => {
  const get = (handle: string) => `fabric.try_get.async.shared::cta.mbarrier::complete_tx::bytes.mbarrier::report::fabric.b128 [%rd3], ${handle}, 16, [%rd4];`;
  // ptxas 13.3: accepted.
  assert.equal(errors('9.3', 'sm_100', get('[%r1, %rd2]')), []);
  // ptxas 13.3: "Arguments mismatch for instruction 'fabric.try_get.async'" (a brace vector, a variable), "Special register argument not allowed".
  const fail: [string, string][] = [
    ['[%r1, {%rd2}]', 'the items of this address are registers, not brace vectors'],
    ['[%r1, bar]', "the items of this address are registers, not .shared variable 'bar'"],
    ['[%smid, %rd2]', "the items of this address are registers, not special register '%smid'"],
  ];
  for (const [handle, message] of fail) assert.equal(errors('9.3', 'sm_100', get(handle)), [`'fabric.try_get.async.shared::cta.mbarrier::complete_tx::bytes.mbarrier::report::fabric.b128': ${message}`], handle);
  // ptxas 13.3 and 13.0: "Parsing error near ','" for an offset or a constant before the first comma, in a fabric handle as in a
  // texture's or tensor map's address; "Parsing error near '_'" for the sink in any address.
  const first = 'an address of several items starts with a name alone: no offset or constant before the first comma';
  const sink = "an address holds no sink '_': it is [name], [name+constant] or [constant]";
  assert.equal(errorsOf(module('9.3', 'sm_100', get('[%r1+4, %rd2]'))), [`14:103: ${first}`]);
  assert.equal(errorsOf(module('9.3', 'sm_100', get('[4, %rd2]'))), [`14:103: ${first}`]);
  assert.equal(errorsOf(module('9.3', 'sm_100', get('[%r1, _]'))), [`14:108: ${sink}`]);
  assert.equal(errorsOf(module('9.0', 'sm_90', 'cp.async.bulk.prefetch.tensor.1d.L2.global [%rd1+8, {%r1}];')), [`14:46: ${first}`]);
  assert.equal(errorsOf(module('9.0', 'sm_90', 'ld.global.u32 %r1, [_+4];')), [`14:22: ${sink}`]);
});

test('fabric.try_put, fabric.try_red and fabric.try_pullred from PTX 9.3 on sm_100 (the handle with a counter offset when .counted::bytes)', () => {
  const put = 'fabric.try_put.async.shared::cta.mbarrier::complete_tx::16B.mbarrier::report::fabric';
  const red = 'fabric.try_red.async.shared::cta.mbarrier::complete_tx::16B.mbarrier::report::fabric';
  const pull = 'fabric.try_pullred.async.multimem.shared::cta.mbarrier::complete_tx::bytes.mbarrier::report::fabric';
  // ptxas 13.3: accepted on sm_100 (the .e4m3/.acc forms on sm_100a).
  for (const [t, line] of [
    ['sm_100', `${put}.relaxed.sys.b128 [%r1, %rd2], [%rd3], 16, [%rd4];`],
    ['sm_100', `${put}.cp_mask.b128 [%r1, %rd2], [%rd3], 16, [%rd4], %h1;`],
    ['sm_100', 'fabric.try_put.async.multimem.shared::cta.mbarrier::complete_tx::16B.mbarrier::report::fabric.counted::bytes.b128 [%r1, %rd2, %rd5], [%rd3], 16, [%rd4];'],
    ['sm_100', `${red}.counted::bytes.max.s64 [%r1, %rd2, %rd5], [%rd3], 16, [%rd4];`],
    ['sm_100', `${red}.sys.add.f64 [%r1, %rd2], [%rd3], 16, [%rd4];`],
    ['sm_100', `${pull}.relaxed.sys.add.f32.sync [%rd3], [%r1, %rd2], 16, [%rd4], 0xffffffff;`],
    ['sm_100a', `${pull}.add.acc::f16.e4m3.sync [%rd3], [%r1, %rd2], 16, [%rd4], %r5;`],
  ] as const)
    assert.equal(errors('9.3', t, line), [], `${t} ${line}`);
  // ptxas 13.3: "Arguments mismatch" (bytemask missing or 32-bit; a counter offset without .counted::bytes, none with it), "Illegal modifier '.counted::bytes'" (with .cp_mask),
  // "Illegal modifier '.mbarrier::complete_tx::bytes'" (try_put), "Unexpected instruction types" (.xor.u32, .min.f32, pullred .add.f64), "Illegal modifier '.cp_mask'" (try_red),
  // ".sync modifier required", ".multimem modifier required", "unexpected value '255', expected to be '4294967295'", "Feature '.e4m3' not supported on .target 'sm_100'".
  for (const line of [
    `${put}.cp_mask.b128 [%r1, %rd2], [%rd3], 16, [%rd4];`, `${put}.cp_mask.b128 [%r1, %rd2], [%rd3], 16, [%rd4], %r5;`, `${put}.b128 [%r1, %rd2, %rd5], [%rd3], 16, [%rd4];`,
    `${put}.counted::bytes.b128 [%r1, %rd2], [%rd3], 16, [%rd4];`, `${put}.counted::bytes.cp_mask.b128 [%r1, %rd2, %rd5], [%rd3], 16, [%rd4], %h1;`,
    'fabric.try_put.async.shared::cta.mbarrier::complete_tx::bytes.mbarrier::report::fabric.b128 [%r1, %rd2], [%rd3], 16, [%rd4];',
    `${red}.xor.u32 [%r1, %rd2], [%rd3], 16, [%rd4];`, `${red}.min.f32 [%r1, %rd2], [%rd3], 16, [%rd4];`, `${red}.cp_mask.add.u32 [%r1, %rd2], [%rd3], 16, [%rd4], %h1;`,
    `${pull}.add.f32 [%rd3], [%r1, %rd2], 16, [%rd4], 0xffffffff;`, `${pull}.add.f64.sync [%rd3], [%r1, %rd2], 16, [%rd4], 0xffffffff;`,
    `${pull}.add.f32.sync [%rd3], [%r1, %rd2], 16, [%rd4], 0xff;`, `${pull}.min.e5m2.sync [%rd3], [%r1, %rd2], 16, [%rd4], 0xffffffff;`,
    'fabric.try_pullred.async.shared::cta.mbarrier::complete_tx::bytes.mbarrier::report::fabric.add.f32.sync [%rd3], [%r1, %rd2], 16, [%rd4], 0xffffffff;',
  ])
    assert.ok(errors('9.3', 'sm_100', line).length > 0, line);
});

test('pages of PTX ISA 9.3 cite its section numbers, and take the category of its chapter', () => {
  // ptxas 13.3 -arch=sm_100 assembles this kernel.
  const r = parse(module('9.3', 'sm_100', 'multimem.st.async.release.gpu.global.b32 [%rd1], %r1;\n\tmultimem.red.async.release.gpu.global.add.u32 [%rd1], %r1;\n\tclmad.lo.u64 %rd1, %rd2, %rd3, %rd4;\n\tfabric.submit;'));
  assert.equal(r.diagnostics, []);
  const f = r.module.directives.find((d): d is FunctionDecl => d.kind === 'Function')!;
  const got = f.body!.statements.filter((s) => isInstruction(s) && s.opcode !== 'ret').map((s) => (isInstruction(s) ? [s.opcode, categoryOf(s)] : []));
  // multimem.red.async is §9.7.14.8 of 9.3, whose chapter 9.7.14 is 9.0's 9.7.13 (9.3 inserts 9.7.10, fabric)
  assert.equal(got, [['multimem.st.async', 'data movement and conversion'], ['multimem.red.async', 'parallel synchronization and communication'], ['clmad', 'integer arithmetic'], ['fabric.submit', 'fabric']]);
  const sections = [...PAGE_SECTIONS.values()].filter((s) => s.endsWith('(PTX ISA 9.3)'));
  for (const s of ['9.7.9.13 multimem.st.async', '9.7.14.8 multimem.red.async', '9.7.1.5 clmad', '9.7.10.5.5 fabric.submit']) assert.ok(sections.includes(`${s} (PTX ISA 9.3)`), s);
});

test.run();
