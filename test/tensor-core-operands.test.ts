// Operand registers of the tensor-core instructions (wgmma, tcgen05, cp.async.bulk.tensor) as
// ptxas 13.0 checks them, and tcgen05's immediates and operand combinations (PTX 9.0): each line with ptxas's verdict on its target beside it ("ok" or
// its first error). Found by retyping one register, or growing or shrinking one vector, of valid
// lines; the parser must accept exactly what ptxas accepts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { errorsInBothModes, lineKernel } from './support/ptx.js';

const DECLARATIONS = `\t.reg .pred %p<4>;
\t.reg .b16 %h<4>;
\t.reg .b32 %r<8>;
\t.reg .u32 %u<4>;
\t.reg .s32 %s<4>;
\t.reg .f32 %f<4>;
\t.reg .b64 %rd<4>;`;

function module(line: string, target: string): string {
  return lineKernel(line, target, DECLARATIONS);
}

const CASES: [string, string, string][] = [
  // wgmma's A from registers is four .b32 registers whatever the types and shape
  ['sm_90a', 'wgmma.mma_async.sync.aligned.m64n8k8.f32.tf32.tf32 {%f0, %f1, %f2, %f3}, {%r0, %r1, %r2, %r3}, %rd1, 1, 1, 1;', 'ok'],
  ['sm_90a', 'wgmma.mma_async.sync.aligned.m64n8k8.f32.tf32.tf32 {%f0, %f1, %f2, %f3}, {%r0, %r1, %r2}, %rd1, 1, 1, 1;',
    "Argument vector size mismatch for instruction 'wgmma.mma_async with floating point types'"],
  ['sm_90a', 'wgmma.mma_async.sync.aligned.m64n8k8.f32.tf32.tf32 {%f0, %f1, %f2, %f3}, {%r0, %r1, %r2, %r3, %r4}, %rd1, 1, 1, 1;',
    "Argument vector size mismatch for instruction 'wgmma.mma_async with floating point types'"],
  ['sm_90a', 'wgmma.mma_async.sync.aligned.m64n8k32.s32.s8.s8 {%s0, %s1, %s2, %s3}, {%r0, %r1, %r2}, %rd1, 1;',
    "Argument vector size mismatch for instruction 'wgmma.mma_async with integer types'"],
  ['sm_90a', 'wgmma.mma_async.sync.aligned.m64n8k256.s32.b1.b1.and.popc {%s0, %s1, %s2, %s3}, {%r0, %r1, %r2, %r3, %r4}, %rd1, 1;',
    "Argument vector size mismatch for instruction 'wgmma.mma_async with boolean type'"],
  ['sm_90a', 'wgmma.mma_async.sp.sync.aligned.m64n8k64.s32.s8.s8 {%s0, %s1, %s2, %s3}, {%r0, %r1, %r2, %r3}, %rd1, %r5, 0, 1;', 'ok'],
  ['sm_90a', 'wgmma.mma_async.sp.sync.aligned.m64n8k64.s32.s8.s8 {%s0, %s1, %s2, %s3}, {%r0, %r1, %r2}, %rd1, %r5, 0, 1;',
    "Argument vector size mismatch for instruction 'Sparse wgmma.mma_async with integer types'"],
  // tcgen05.mma's disable-output-lane: any 32-bit register, no .pred anywhere (ptxas lowers it a register at a time)
  ['sm_100a', 'tcgen05.mma.cta_group::1.kind::tf32 [%r1], %rd1, %rd2, %r2, {%r1, %r4, %r5, %f0}, %p1, 0;', 'ok'],
  ['sm_100a', 'tcgen05.mma.cta_group::1.kind::tf32 [%r1], %rd1, %rd2, %r2, {%p0, %r4, %r5, %r6}, %p1, 0;', "Arguments mismatch for instruction 'mov'"],
  ['sm_100a', 'tcgen05.mma.cta_group::1.kind::tf32 [%r1], %rd1, %rd2, %r2, {%r1, %r4, %r5, %p0}, %p1, 0;', "Arguments mismatch for instruction 'mov'"],
  ['sm_100a', 'tcgen05.mma.cta_group::1.sp.kind::tf32 [%r1], %rd1, %rd2, [%r3], %r2, {%r1, %p0, %r5, %r6}, %p1, 0;', "Arguments mismatch for instruction 'mov'"],
  // mma.sp's fragments: a and b 2 or 4 registers by shape, c and d 2 with .f16 and 4 otherwise
  ['sm_90', 'mma.sp.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {%r0, %r1}, {%r2, %r3}, {%r4, %r5}, {%r6, %r7}, %r0, 0x1;', 'ok'],
  ['sm_90', 'mma.sp.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {%r0, %r1, %r2}, {%r2, %r3}, {%r4, %r5}, {%r6, %r7}, %r0, 0x1;', 'Illegal vector size: 3'],
  ['sm_90', 'mma.sp.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {%r0, %r1}, {%r2}, {%r4, %r5}, {%r6, %r7}, %r0, 0x1;',
    "Argument vector size mismatch for instruction 'Sparse mma'"],
  ['sm_90', 'mma.sp.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {%f0, %f1, %f2, %f3}, {%r0, %r1}, {%r2, %r3}, {%f0, %f1, %f2, %f3, %f0}, %r4, 0x1;', 'Illegal vector size: 5'],
  ['sm_90', 'mma.sp::ordered_metadata.sync.aligned.m16n8k64.row.col.satfinite.s32.s8.s8.s32 {%s0, %s1, %s2, %s3}, {%r0, %r1, %r2, %r3}, {%r4, %r5, %r6}, {%s0, %s1, %s2, %s3}, %r7, 0x0;',
    'Illegal vector size: 3'],
  ['sm_90', 'mma.sp::ordered_metadata.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.s8.s32 {%s0, %s1, %s2, %s3}, {%r0, %r1}, {%r4, %r5}, {%s0, %s1, %s2, %s3}, %r7, 0x0;', 'ok'],
  // the sparsity metadata takes a .pred register too
  ['sm_90', 'mma.sp::ordered_metadata.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {%r0, %r1}, {%r2, %r3}, {%r4, %r5}, {%r6, %r7}, %p1, 0x1;', 'ok'],
  // but not in the .s4/.u4 and FP8 forms
  ['sm_90', 'mma.sp.sync.aligned.m16n8k64.row.col.s32.s4.s4.s32 {%s0, %s1, %s2, %s3}, {%r0, %r1}, {%r2, %r3}, {%s0, %s1, %s2, %s3}, %p1, 0x0;',
    "Type of argument does not match formal parameter 'e'"],
  ['sm_90a', 'wgmma.mma_async.sp.sync.aligned.m64n8k32.f32.f16.f16 {%f0, %f1, %f2, %f3}, %rd1, %rd2, %p1, 0, 1, 1, 1, 0, 0;', 'ok'],
  // tcgen05.mma's tensor-memory addresses: .b32 registers only (spec bitRegisterOperands), an offset or not
  ['sm_100a', 'tcgen05.mma.cta_group::1.kind::tf32 [%u1], %rd1, %rd2, %r2, %p1;', "Arguments mismatch for instruction 'tcgen05.mma'"],
  ['sm_100a', 'tcgen05.mma.cta_group::1.kind::tf32 [%s1], %rd1, %rd2, %r2, %p1;', "Arguments mismatch for instruction 'tcgen05.mma'"],
  ['sm_100a', 'tcgen05.mma.cta_group::1.kind::tf32 [%r1+0], %rd1, %rd2, %r2, %p1;', 'ok'],
  ['sm_100a', 'tcgen05.mma.cta_group::1.kind::tf32 [%u1+0], %rd1, %rd2, %r2, %p1;', "Arguments mismatch for instruction 'tcgen05.mma'"],
  ['sm_100a', 'tcgen05.mma.cta_group::1.kind::tf32 [%r1], [%u1], %rd2, %r2, %p1;', "Arguments mismatch for instruction 'tcgen05.mma'"],
  ['sm_100a', 'tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale [%r1], %rd1, %rd2, %r2, [%r3], [%u1], %p1;', "Arguments mismatch for instruction 'tcgen05.mma'"],
  ['sm_100a', 'tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale [%r1], %rd1, %rd2, %r2, [%r3], [%r4+0], %p1;', 'ok'],
  ['sm_100a', 'tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale [%r1], %rd1, %rd2, %r2, [%h1+0], [%r4], %p1;', "Arguments mismatch for instruction 'tcgen05.mma'"],
  ['sm_100a', 'tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale [%rd3+0], %rd1, %rd2, %r2, [%r3], [%r4], %p1;', "Arguments mismatch for instruction 'tcgen05.mma'"],
  ['sm_100a', 'tcgen05.mma.cta_group::1.kind::f16.sp [%r1], %rd1, %rd2, [%u1], %r2, %p1;', "Arguments mismatch for instruction 'tcgen05.mma'"],
  ['sm_100a', 'tcgen05.mma.ws.cta_group::1.kind::f16 [%u1], %rd1, %rd2, %r2, %p1;', "Arguments mismatch for instruction 'tcgen05.mma.ws'"],
  ['sm_100a', 'tcgen05.mma.ws.cta_group::1.kind::f16 [%r1], [%s1], %rd2, %r2, %p1;', "Arguments mismatch for instruction 'tcgen05.mma.ws'"],
  ['sm_100a', 'tcgen05.mma.ws.sp.cta_group::1.kind::f16 [%r1], %rd1, %rd2, [%u1], %r2, %p1;', "Arguments mismatch for instruction 'tcgen05.mma.ws'"],
  // the other tcgen05 addresses take any 32-bit integer register, and no other size, an offset or not
  ['sm_100a', 'tcgen05.ld.sync.aligned.32x32b.x1.b32 {%r1}, [%u1];', 'ok'],
  ['sm_100a', 'tcgen05.ld.sync.aligned.32x32b.x1.b32 {%r1}, [%rd1+4];', "Arguments mismatch for instruction 'tcgen05.ld'"],
  ['sm_100a', 'tcgen05.st.sync.aligned.32x32b.x1.b32 [%h1+4], {%r1};', "Arguments mismatch for instruction 'tcgen05.st'"],
  ['sm_100a', 'tcgen05.cp.cta_group::1.128x256b [%s1], %rd1;', 'ok'],
  ['sm_100a', 'tcgen05.shift.cta_group::1.down [%u1+32];', 'ok'],
  ['sm_100a', 'tcgen05.shift.cta_group::1.down [%rd1+32];', "Arguments mismatch for instruction 'add'"],
  // tcgen05.commit's ctaMask: a 16-bit register, no immediate (spec shape reg)
  ['sm_100a', 'tcgen05.commit.cta_group::1.mbarrier::arrive::one.multicast::cluster.b64 [%rd1], %h1;', 'ok'],
  ['sm_100a', 'tcgen05.commit.cta_group::1.mbarrier::arrive::one.multicast::cluster.b64 [%rd1], 1;', "Arguments mismatch for instruction 'tcgen05.commit'"],
  // tcgen05.dealloc's nCols: any multiple of 32 (spec operandValues), where alloc's is a power of two from 32 to 512
  ['sm_100a', 'tcgen05.dealloc.cta_group::1.sync.aligned.b32 %r1, 1;', "Argument 1 of instruction 'tcgen05.dealloc': unexpected value '1', expected to be multiple of 32"],
  ['sm_100a', 'tcgen05.dealloc.cta_group::1.sync.aligned.b32 %r1, 96;', 'ok'],
  ['sm_100a', 'tcgen05.dealloc.cta_group::1.sync.aligned.b32 %r1, -32;', 'ok'],
  // tcgen05.mma.sp with .kind::i8: disable-output-lane or scale-input-d, not both (spec: two forms); not so without .sp
  ['sm_100a', 'tcgen05.mma.sp.cta_group::1.kind::i8 [%r1], %rd1, %rd2, [%r3], %r2, {%r4, %r5, %r6, %r7}, %p1, 1;', "Arguments mismatch for instruction 'tcgen05.mma'"],
  ['sm_100a', 'tcgen05.mma.sp.cta_group::1.kind::i8 [%r1], %rd1, %rd2, [%r3], %r2, {%r4, %r5, %r6, %r7}, %p1;', 'ok'],
  ['sm_100a', 'tcgen05.mma.sp.cta_group::1.kind::i8 [%r1], %rd1, %rd2, [%r3], %r2, %p1, 1;', 'ok'],
  ['sm_100a', 'tcgen05.mma.cta_group::1.kind::i8 [%r1], %rd1, %rd2, %r2, {%r4, %r5, %r6, %r7}, %p1, 1;', 'ok'],
  // scale-input-d from 0 to 15 with .kind::f16 and ::tf32 (spec operandValues), of any value with .kind::i8
  ['sm_100a', 'tcgen05.mma.cta_group::1.kind::i8 [%r1], %rd1, %rd2, %r2, %p1, 100;', 'ok'],
  ['sm_100a', 'tcgen05.mma.sp.cta_group::1.kind::i8 [%r1], %rd1, %rd2, [%r3], %r2, %p1, -1;', 'ok'],
  ['sm_100a', 'tcgen05.mma.cta_group::1.kind::f16 [%r1], %rd1, %rd2, %r2, %p1, 15;', 'ok'],
  ['sm_100a', 'tcgen05.mma.cta_group::1.kind::f16 [%r1], %rd1, %rd2, %r2, %p1, 16;', "Argument 5 of instruction 'tcgen05.mma': value '16' out of range, expected to be in range [0..15]"],
  ['sm_100a', 'tcgen05.mma.sp.cta_group::1.kind::tf32 [%r1], %rd1, %rd2, [%r3], %r2, %p1, -1;', "Argument 6 of instruction 'tcgen05.mma': value '-1' out of range, expected to be in range [0..15]"],
  // .ashift with .collector::a::discard or ::lastuse only (spec qualifierRequirements conflicts)
  ['sm_100a', 'tcgen05.mma.cta_group::1.kind::f16.ashift.collector::a::lastuse [%r1], [%r2], %rd2, %r2, %p1;', 'ok'],
  ['sm_100a', 'tcgen05.mma.cta_group::1.kind::f16.ashift.collector::a::fill [%r1], [%r2], %rd2, %r2, %p1;', "Modifier '.collector::a::fill' cannot be combined with modifier '.ashift'"],
  ['sm_100a', 'tcgen05.mma.sp.cta_group::2.kind::f8f6f4.collector::a::use.ashift [%r1], [%r2], %rd2, [%r3], %r2, %p1;', "Modifier '.collector::a::use' cannot be combined with modifier '.ashift'"],
];

test('tensor-core operands: the parser accepts a line exactly where ptxas 13.0 does', () => {
  const wrong: string[] = [];
  for (const [target, line, ptxas] of CASES) {
    const errors = errorsInBothModes(module(line, target));
    if ((errors.length === 0) !== (ptxas === 'ok')) wrong.push(`${target}: ${line}\n  ptxas: ${ptxas}\n  parser: ${errors.join('; ') || 'ok'}`);
  }
  assert.equal(wrong, []);
});

test("a wgmma A vector of the wrong length is reported at the vector, with the length expected", () => {
  const errors = errorsInBothModes(module('wgmma.mma_async.sync.aligned.m64n8k32.s32.s8.s8 {%s0, %s1, %s2, %s3}, {%r0, %r1, %r2}, %rd1, 1;', 'sm_90a'));
  assert.equal(errors, ["13:72: 'wgmma.mma_async.sync.aligned.m64n8k32.s32.s8.s8': operand 2 (a): expected a vector of 4 elements, found 3"]);
});

test('a .u32 tensor-memory address after a .b32 one is reported in both modes (the learnt signature tells them apart), at the register', () => {
  // ptxas: "Arguments mismatch for instruction 'tcgen05.mma'" on the second line only
  const text = module('tcgen05.mma.cta_group::1.kind::tf32 [%r1], %rd1, %rd2, %r2, %p1;\n\ttcgen05.mma.cta_group::1.kind::tf32 [%u1], %rd1, %rd2, %r2, %p1;', 'sm_100a');
  assert.equal(errorsInBothModes(text), ["14:39: 'tcgen05.mma.cta_group::1.kind::tf32': register %u1 of type .u32: the operand takes .b32 registers only"]);
});

test.run();
