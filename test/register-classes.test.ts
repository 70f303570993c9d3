// Register classes (types/register-classes.ts): a `.f16x2` register is a class of its own. ptxas 13.0
// (`ptxas -arch=sm_90a`, PTX 9.0) takes it for the bit, integer and integer-lane (`.u16x2`) types of
// 32 bits (but the integer fragments of wmma and mma, wmma's stride) and for `.f16x2` (f16
// fragments included), not for a float, `.bf16x2` or `.tf32` operand
// (but multimem's `.bf16x2`), not as an address, not in a brace vector beside another class but a
// bit type. Each input with ptxas's verdict beside it ("ok" or its first error); the parser, in both
// modes, must accept exactly what ptxas accepts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { errorsInBothModes, lineKernel } from './support/ptx.js';

const DECLARATIONS = `\t.reg .pred %p<2>; .reg .b32 %b<8>; .reg .u32 %u<2>; .reg .s32 %s<2>; .reg .f32 %f<8>; .reg .f16x2 %h<8>; .reg .b64 %rd<2>;`;

function module(line: string): string {
  return lineKernel(line, 'sm_90a', DECLARATIONS);
}

const CASES: [string, string][] = [
  ["st.global.v2.f32 [%rd0], {%h0, %h1};", "Arguments mismatch for instruction 'st'"],
  ["st.global.f32 [%rd0], %h0;", "Arguments mismatch for instruction 'st'"],
  ["st.global.u32 [%rd0], %h0;", "ok"],
  ["st.global.b32 [%rd0], %h0;", "ok"],
  ["st.global.v2.u32 [%rd0], {%h0, %h1};", "ok"],
  ["st.global.v2.b32 [%rd0], {%h0, %b0};", "ok"],
  ["st.global.v2.u32 [%rd0], {%h0, %u0};", "Vector with elements of different types are not allowed in st instruction"],
  ["st.global.v2.b32 [%rd0], {%h0, %f0};", "Vector with elements of different types are not allowed in st instruction"],
  ["st.global.v2.b32 [%rd0], {%h0, 1};", "Vector with elements of different types are not allowed in st instruction"],
  ["st.global.v2.b32 [%rd0], {%h0, %p0};", "Vector with elements of different types are not allowed in st instruction"],
  ["st.global.v2.u32 [%rd0], {%u0, %s0};", "ok"],
  ["mov.b64 %rd1, {%h0, %u0};", "Vector with elements of different types are not allowed in mov instruction"],
  ["mov.b64 %rd1, {%h0, %b0};", "ok"],
  ["mov.b64 %rd1, {%u0, %s0};", "ok"],
  ["add.f16x2 %h0, %b0, %h1;", "ok"],
  ["add.f16x2 %h0, %u0, %h1;", "Arguments mismatch for instruction 'add'"],
  ["add.u32 %u0, %h0, %u1;", "ok"],
  ["add.f32 %f0, %h0, %f1;", "Arguments mismatch for instruction 'add'"],
  ["add.bf16x2 %b0, %h0, %b1;", "Arguments mismatch for instruction 'add'"],
  ["add.u16x2 %b0, %h0, %b1;", "ok"],
  ["add.s16x2 %b0, %h0, %b1;", "ok"],
  ["cvt.rna.tf32.f32 %h0, %f0;", "Arguments mismatch for instruction 'cvt'"],
  ["cvt.rn.f16x2.f32 %h0, %f0, %f1;", "ok"],
  ["selp.f32 %f0, %h0, %f1, %p0;", "Arguments mismatch for instruction 'selp'"],
  ["ld.global.u32 %u0, [%h0];", "Illegal to use symbol '%h0' of type .f16x2 as address operand. Use integer or bit only."],
  ["ld.global.v2.u32 {%h0, %h1}, [%rd0];", "ok"],
  ["ld.global.v2.u32 {%h0, %u0}, [%rd0];", "Vector with elements of different types are not allowed in ld instruction"],
  ["mov.b32 %h0, %u0;", "ok"],
  ["fma.rn.f16x2 %h0, %h1, %s0, %h2;", "Arguments mismatch for instruction 'fma'"],
  ["cvt.u64.u32 %rd1, %h0;", "ok"],
  ["wmma.load.a.sync.aligned.row.m16n16k16.f16 {%h0, %h1, %h2, %h3, %h4, %h5, %h6, %h7}, [%rd0];", "ok"],
  ["wmma.load.a.sync.aligned.row.m16n16k16.f16 {%f0, %f1, %f2, %f3, %f4, %f5, %f6, %f7}, [%rd0];", "Arguments mismatch for instruction 'wmma.load.a'"],
  ["wmma.load.c.sync.aligned.row.m16n16k16.f32 {%h0, %h1, %h2, %h3, %h4, %h5, %h6, %h7}, [%rd0];", "Arguments mismatch for instruction 'wmma.load.c'"],
  ["wmma.load.c.sync.aligned.row.m16n16k16.f16 {%h0, %h1, %h2, %h3}, [%rd0];", "ok"],
  ["wmma.store.d.sync.aligned.row.m16n16k16.f16 [%rd0], {%h0, %h1, %h2, %h3};", "ok"],
  ["wmma.store.d.sync.aligned.row.m16n16k16.f32 [%rd0], {%h0, %h1, %h2, %h3, %h4, %h5, %h6, %h7};", "Arguments mismatch for instruction 'wmma.store.d'"],
  ["mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%f0, %f1, %f2, %f3}, {%h0, %h1, %h2, %h3}, {%h4, %h5}, {%f4, %f5, %f6, %f7};", "ok"],
  ["mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%h0, %h1, %h2, %h3}, {%b0, %b1, %b2, %b3}, {%b4, %b5}, {%f4, %f5, %f6, %f7};", "Arguments mismatch for instruction 'mma'"],
  ["mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {%h0, %h1}, {%b0, %b1, %b2, %b3}, {%b4, %b5}, {%h2, %h3};", "ok"],
  ["mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%f0, %f1, %f2, %f3}, {%h0, %h1, %h2, %h3}, {%h4, %h5}, {%f4, %f5, %f6, %f7};", "Arguments mismatch for instruction 'mma'"],
  ["ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%h0, %h1}, [%rd0];", "ok"],
  ["stmatrix.sync.aligned.m8n8.x2.shared.b16 [%rd0], {%h0, %h1};", "ok"],
  ["movmatrix.sync.aligned.m8n8.trans.b16 %h0, %h1;", "ok"],
  ["multimem.ld_reduce.global.add.f16x2 %h0, [%rd0];", "ok"],
  ["multimem.ld_reduce.global.add.f16x2 %f0, [%rd0];", "Arguments mismatch for instruction 'multimem.ld_reduce'"],
  ["multimem.ld_reduce.global.add.bf16x2 %h0, [%rd0];", "ok"],
  ["multimem.ld_reduce.global.add.f32 %h0, [%rd0];", "Arguments mismatch for instruction 'multimem.ld_reduce'"],
  ["multimem.ld_reduce.global.add.v2.f16x2 {%h0, %u1}, [%rd0];", "Vector with elements of different types are not allowed in multimem.ld_reduce instruction"],
  ["multimem.ld_reduce.global.add.v2.f16x2 {%h0, %b1}, [%rd0];", "ok"],
  ["multimem.st.global.v2.f16x2 [%rd0], {%h0, %f1};", "Vector with elements of different types are not allowed in multimem.st instruction"],
  ["multimem.red.global.add.f32 [%rd0], %h0;", "Arguments mismatch for instruction 'multimem.red'"],
  ["multimem.red.global.add.v2.f16x2 [%rd0], {%h0, %b1};", "ok"],
  ["multimem.st.global.v2.f32 [%rd0], {%h0, %h1};", "Arguments mismatch for instruction 'multimem.st'"],
  ["multimem.st.global.v2.f32 [%rd0], {%u0, %u1};", "ok"],
  ["multimem.st.global.v2.f32 [%rd0], {%b0, %b1};", "ok"],
  ["multimem.st.global.v2.bf16x2 [%rd0], {%h0, %h1};", "ok"],
  ["multimem.st.global.v2.bf16x2 [%rd0], {%f0, %f1};", "ok"],
  // Not for the integer types of the tensor-core fragments and wmma's stride (spec noPackedRegisters).
  ["wmma.load.a.sync.aligned.row.m16n16k16.s8 {%h0, %h1}, [%rd0];", "Arguments mismatch for instruction 'wmma.load.a'"],
  ["wmma.load.a.sync.aligned.row.m16n16k16.s8 {%h0, %b1}, [%rd0];", "ok"],
  ["wmma.load.a.sync.aligned.row.m16n16k16.s8 {%u0, %s1}, [%rd0];", "ok"],
  ["wmma.load.a.sync.aligned.row.m8n32k16.s8 {%h0}, [%rd0];", "Arguments mismatch for instruction 'wmma.load.a'"],
  ["wmma.load.a.sync.aligned.row.m8n8k32.s4 {%h0}, [%rd0];", "ok"],
  ["wmma.load.a.sync.aligned.row.m16n16k16.s8 {%b0, %b1}, [%rd0], %h0;", "Arguments mismatch for instruction 'wmma.load.a'"],
  ["wmma.load.c.sync.aligned.row.m16n16k16.s32 {%h0, %h1, %h2, %h3, %h4, %h5, %h6, %h7}, [%rd0];", "Arguments mismatch for instruction 'wmma.load.c'"],
  ["wmma.store.d.sync.aligned.row.m16n16k16.s32 [%rd0], {%h0, %h1, %h2, %h3, %h4, %h5, %h6, %h7};", "Arguments mismatch for instruction 'wmma.store.d'"],
  ["wmma.mma.sync.aligned.row.col.m16n16k16.s32.s8.s8.s32 {%b0, %b1, %b2, %b3, %b4, %b5, %b6, %b7}, {%h0, %h1}, {%b0, %b1}, {%b0, %b1, %b2, %b3, %b4, %b5, %b6, %b7};", "Arguments mismatch for instruction 'wmma.mma'"],
  ["wmma.mma.sync.aligned.row.col.m16n16k16.s32.s8.s8.s32 {%h0, %h1, %h2, %h3, %h4, %h5, %h6, %h7}, {%b0, %b1}, {%b0, %b1}, {%b0, %b1, %b2, %b3, %b4, %b5, %b6, %b7};", "Arguments mismatch for instruction 'wmma.mma'"],
  ["wmma.mma.sync.aligned.row.col.m8n8k32.s32.s4.s4.s32 {%b0, %b1}, {%h0}, {%b4}, {%b0, %b1};", "Arguments mismatch for instruction 'wmma.mma'"],
  ["mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {%b0, %b1, %b2, %b3}, {%b0, %b1, %b2, %b3}, {%b4, %b5}, {%h0, %h1, %h2, %h3};", "Arguments mismatch for instruction 'mma'"],
  ["mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {%h0, %h1, %h2, %h3}, {%b0, %b1, %b2, %b3}, {%b4, %b5}, {%b0, %b1, %b2, %b3};", "Arguments mismatch for instruction 'mma'"],
  ["mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {%b0, %b1, %b2, %b3}, {%h0, %h1, %h2, %h3}, {%b4, %b5}, {%b0, %b1, %b2, %b3};", "ok"],
  ["mma.sync.aligned.m8n8k16.row.col.s32.s8.s8.s32 {%b0, %b1}, {%h0}, {%b4}, {%b0, %b1};", "Arguments mismatch for instruction '_mma'"],
  // wmma.mma's .tf32 b is typed register by register (spec strictVectors), its a as a whole.
  ["wmma.mma.sync.aligned.row.col.m16n16k8.f32.tf32.tf32.f32 {%f0, %f1, %f2, %f3, %f4, %f5, %f6, %f7}, {%b0, %b1, %b2, %b3}, {%u0, %b5, %b6, %b7}, {%f0, %f1, %f2, %f3, %f4, %f5, %f6, %f7};", "Arguments mismatch for instruction '_mma'"],
  ["wmma.mma.sync.aligned.row.col.m16n16k8.f32.tf32.tf32.f32 {%f0, %f1, %f2, %f3, %f4, %f5, %f6, %f7}, {%b0, %b1, %b2, %b3}, {%h0, %b5, %b6, %b7}, {%f0, %f1, %f2, %f3, %f4, %f5, %f6, %f7};", "Arguments mismatch for instruction '_mma'"],
  ["wmma.mma.sync.aligned.row.col.m16n16k8.f32.tf32.tf32.f32 {%f0, %f1, %f2, %f3, %f4, %f5, %f6, %f7}, {%u0, %b1, %b2, %b3}, {%b4, %b5, %b6, %b7}, {%f0, %f1, %f2, %f3, %f4, %f5, %f6, %f7};", "ok"],  // wmma.mma's sub-byte and single-bit .xor forms pass c register by register (spec elementwiseVectors): no .pred there; .and takes one.
  ["wmma.mma.sync.aligned.row.col.m8n8k32.s32.s4.s4.s32 {%b0, %b1}, {%b4}, {%b5}, {%p0, %b3};", "Type of argument does not match formal parameter 'c0'"],
  ["wmma.mma.xor.popc.sync.aligned.row.col.m8n8k128.s32.b1.b1.s32 {%b0, %b1}, {%b4}, {%b5}, {%b2, %p0};", "Type of argument does not match formal parameter 'c1'"],
  ["wmma.mma.sync.aligned.row.col.m8n8k32.s32.s4.s4.s32 {%p0, %b1}, {%b4}, {%b5}, {%b2, %b3};", "ok"],
  ["wmma.mma.and.popc.sync.aligned.row.col.m8n8k128.s32.b1.b1.s32 {%b0, %b1}, {%b4}, {%b5}, {%p0, %b3};", "ok"],
  // multimem.st.weak's .f32 vector as multimem.st's: no .f16x2 registers.
  ["multimem.st.weak.global.v2.f32 [%rd0], {%h0, %h1};", "Arguments mismatch for instruction 'multimem.st'"],
  ["multimem.st.weak.global.v2.f32 [%rd0], {%u0, %u1};", "ok"],
];

// 64-bit fragments (sweep of issue 27): wmma.load's and wmma.store's .f64 r takes .b64 and .f64
// registers only, each typed alone; wmma.mma's .f64 d and c any 64-bit ones, its a and b not.
const WIDE_DECLARATIONS = `\t.reg .u64 %u<4>; .reg .s64 %s<4>; .reg .b64 %b<4>; .reg .f64 %f<4>; .reg .b64 %rd<2>;`;

const WIDE_CASES: [string, string][] = [
  ["wmma.load.c.sync.aligned.row.m8n8k4.f64 {%u0, %u1}, [%rd0];", "Type of argument does not match formal parameter 'dst0'"],
  ["wmma.load.c.sync.aligned.row.m8n8k4.f64 {%b0, %u1}, [%rd0];", "Type of argument does not match formal parameter 'dst1'"],
  ["wmma.load.c.sync.aligned.row.m8n8k4.f64 {%b0, %f1}, [%rd0];", "ok"],
  ["wmma.load.a.sync.aligned.row.m8n8k4.f64 {%s0}, [%rd0];", "Type of argument does not match formal parameter 'dst0'"],
  ["wmma.store.d.sync.aligned.row.m8n8k4.f64 [%rd0], {%u0, %u1};", "Type of argument does not match formal parameter 'src0'"],
  ["wmma.store.d.sync.aligned.row.m8n8k4.f64 [%rd0], {%b0, %b1};", "ok"],
  ["wmma.mma.sync.aligned.row.col.m8n8k4.f64.f64.f64.f64 {%u0, %s1}, {%f0}, {%f1}, {%f2, %f3};", "ok"],
  ["wmma.mma.sync.aligned.row.col.m8n8k4.f64.f64.f64.f64 {%f0, %f1}, {%f0}, {%f1}, {%u2, %u3};", "ok"],
  ["wmma.mma.sync.aligned.row.col.m8n8k4.f64.f64.f64.f64 {%f0, %f1}, {%u0}, {%f1}, {%f2, %f3};", "Arguments mismatch for instruction '_mma'"],
  ["wmma.mma.sync.aligned.row.col.m8n8k4.f64.f64.f64.f64 {%f0, %f1}, {%f0}, {%s1}, {%f2, %f3};", "Arguments mismatch for instruction '_mma'"],
];

test('64-bit wmma fragments: the parser accepts an input exactly where ptxas 13.0 does, in both modes', () => {
  const wrong: string[] = [];
  for (const [line, ptxas] of WIDE_CASES) {
    const errors = errorsInBothModes(lineKernel(line, 'sm_90a', WIDE_DECLARATIONS));
    if ((errors.length === 0) !== (ptxas === 'ok')) wrong.push(`${line}\n  ptxas: ${ptxas}\n  parser: ${errors.join('; ') || 'ok'}`);
  }
  assert.equal(wrong, []);
});

test('.f16x2 registers: the parser accepts an input exactly where ptxas 13.0 does', () => {
  const wrong: string[] = [];
  for (const [line, ptxas] of CASES) {
    const errors = errorsInBothModes(module(line));
    if ((errors.length === 0) !== (ptxas === 'ok')) wrong.push(`${line}\n  ptxas: ${ptxas}\n  parser: ${errors.join('; ') || 'ok'}`);
  }
  assert.equal(wrong, []);
});

// Unsigned and signed registers are classes apart: ptxas types a brace vector mixing them (as one
// mixing a bit type) as the bit type of its size, which a .f16x2 or .f32 fragment takes where a
// vector of .u32 (or .s32) registers alone is "Arguments mismatch"; a .u/.s mix is no mix of
// types ("Vector with elements of different types") for ptxas.
const SIGNED_CASES: [string, string][] = [
  ["wmma.load.a.sync.aligned.row.m16n16k16.f16 {%u0, %s1, %u0, %u0, %u0, %u0, %u0, %u0}, [%rd0];", "ok"],
  ["wmma.load.a.sync.aligned.row.m16n16k16.f16 {%u0, %u1, %u0, %u0, %u0, %u0, %u0, %u0}, [%rd0];", "Arguments mismatch for instruction 'wmma.load.a'"],
  ["wmma.load.a.sync.aligned.row.m16n16k16.f16 {%u0, %s1, %f2, %u0, %u0, %u0, %u0, %u0}, [%rd0];", "Vector with elements of different types are not allowed in wmma.load.a instruction"],
  ["wmma.load.c.sync.aligned.row.m16n16k16.f32 {%u0, %s1, %u0, %u0, %u0, %u0, %u0, %u0}, [%rd0];", "ok"],
  ["wmma.load.c.sync.aligned.row.m16n16k16.f32 {%s0, %s1, %s0, %s0, %s0, %s0, %s0, %s0}, [%rd0];", "Arguments mismatch for instruction 'wmma.load.c'"],
  ["mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {%u0, %s1}, {%b0, %b1, %b2, %b3}, {%b4, %b5}, {%b6, %b7};", "ok"],
  ["mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {%u0, %u1}, {%b0, %b1, %b2, %b3}, {%b4, %b5}, {%b6, %b7};", "Arguments mismatch for instruction 'mma'"],
  ["mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {%b0, %b1}, {%u0, %s1, %u0, %u0}, {%b4, %b5}, {%b6, %b7};", "ok"],
  ["mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%f0, %f1, %f2, %f3}, {%b0, %b1, %b2, %b3}, {%b4, %b5}, {%s0, %u1, %u0, %u0};", "ok"],
  ["multimem.ld_reduce.global.add.v2.f16x2 {%u0, %s1}, [%rd0];", "ok"],
  ["multimem.ld_reduce.global.add.v2.f16x2 {%s0, %u1}, [%rd0];", "ok"],
  ["multimem.ld_reduce.global.add.v2.f16x2 {%u0, %u1}, [%rd0];", "Arguments mismatch for instruction 'multimem.ld_reduce'"],
  ["multimem.ld_reduce.global.add.v2.f16x2 {%s0, %s1}, [%rd0];", "Arguments mismatch for instruction 'multimem.ld_reduce'"],
  ["multimem.ld_reduce.global.add.v2.f16x2 {%h0, %s1}, [%rd0];", "Vector with elements of different types are not allowed in multimem.ld_reduce instruction"],
  ["st.global.v2.b32 [%rd0], {%u0, %s1};", "ok"],
];

test('a vector of .u and .s registers: the parser accepts it exactly where ptxas 13.0 does, in both modes', () => {
  const wrong: string[] = [];
  for (const [line, ptxas] of SIGNED_CASES) {
    const errors = errorsInBothModes(module(line));
    if ((errors.length === 0) !== (ptxas === 'ok')) wrong.push(`${line}\n  ptxas: ${ptxas}\n  parser: ${errors.join('; ') || 'ok'}`);
  }
  assert.equal(wrong, []);
});

test('the fast path tells a vector of .u and .s registers from one of .u registers alone', () => {
  // Learnt accepted with the mix, the statement of .u registers alone is still rejected, and the other way round.
  const mixed = 'multimem.ld_reduce.global.add.v2.f16x2 {%u0, %s1}, [%rd0];';
  const alone = 'multimem.ld_reduce.global.add.v2.f16x2 {%u0, %u1}, [%rd0];';
  const message = "'multimem.ld_reduce.global.add.v2.f16x2': register %u0 of type .u32 does not agree with the operand's type .f16x2";
  assert.equal(errorsInBothModes(module(`${mixed} ${alone} ${mixed}`)), [`7:${module(`${mixed} ${alone}`).split('\n')[6]!.indexOf(alone) + 41}: ${message}`]);
});

test('a .f16x2 register is reported at its name, with its type and what was expected', () => {
  assert.equal(errorsInBothModes(module('st.global.f32 [%rd0], %h0;')), ["7:24: 'st.global.f32': register %h0 of type .f16x2 does not agree with the operand's type .f32"]);
  assert.equal(errorsInBothModes(module('st.global.v2.u32 [%rd0], {%h0, %u0};')), ["7:33: 'st.global.v2.u32': vector elements of different types: %u0 is .u32, %h0 is .f16x2"]);
  assert.equal(errorsInBothModes(module('ld.global.u32 %u0, [%h0];')), ["7:22: '%h0' is a .f16x2 register: an address takes an integer or bit-size one of at most 64 bits"]);
});

test.run();
