// mma.sp's fragment and metadata types by target (spec byTarget, shared with mma's through
// spec/target-rules.json): ptxas 13.0 (`ptxas -arch=<target>`, PTX 9.0) types the .e4m3/.e5m2 and
// .kind::f8f6f4 fragments register by register on sm_90 to sm_110, the .s4/.u4 ones from sm_90, and
// takes a .pred metadata e, or a brace vector of them, on some targets and with .sp or
// .sp::ordered_metadata only; .e4m3/.e5m2 with .f16 results are sm_120a's family's. Each input with ptxas's verdict on each target
// beside it ("ok" or its first error); the parser must accept exactly what ptxas accepts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { errorsInBothModes, lineKernel } from './support/ptx.js';

const DECLARATIONS = `\t.reg .pred %p<8>;
\t.reg .b32 %r<16>;
\t.reg .u32 %u<4>;
\t.reg .f32 %f<8>;`;

const MISMATCH_MOV = "Arguments mismatch for instruction 'mov'";
const formal = (p: string) => `Type of argument does not match formal parameter '${p}'`;
const FP8 = 'mma.sp.sync.aligned.m16n8k64.row.col.f32.e4m3.e4m3.f32';
const F8F6F4 = 'mma.sp::ordered_metadata.sync.aligned.m16n8k64.row.col.kind::f8f6f4.f32.e4m3.e4m3.f32';
const S4 = 'mma.sp.sync.aligned.m16n8k64.row.col.s32.s4.s4.s32';
const S8 = 'mma.sp.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32';
const F16 = 'mma.sp.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32';
const BF16 = 'mma.sp.sync.aligned.m16n8k32.row.col.f32.bf16.bf16.f32';
const ordered = (opcode: string) => opcode.replace('.sp.', '.sp::ordered_metadata.');
const PARSING = "Parsing error near '{': syntax error";
const VECTOR_SIZE = "Argument vector size mismatch for instruction 'mov'";
const F16_FP8 = 'mma.sp.sync.aligned.m16n8k64.row.col.f16.e4m3.e4m3.f16';
const F16_FP8_TARGET = (t: string) => `Instruction 'mma with with F16 accumulator and F8 floating point type' not supported on .target '${t}'`;
const F32_FRAGMENTS = '{%f0, %f1, %f2, %f3}, {%r0, %r1, %r2, %r3}, {%r4, %r5, %r6, %r7}, {%f0, %f1, %f2, %f3}';

const CASES: [string, Record<string, string>][] = [
  [`${FP8} ${F32_FRAGMENTS}, %r8, 0;`, { sm_89: 'ok', sm_90: 'ok', sm_100a: 'ok', sm_110a: 'ok', sm_120a: 'ok' }],
  // e4m3 a .pred among .b32
  [`${FP8} {%f0, %f1, %f2, %f3}, {%p0, %r1, %r2, %r3}, {%r4, %r5, %r6, %r7}, {%f0, %f1, %f2, %f3}, %r8, 0;`,
    { sm_89: 'ok', sm_90: MISMATCH_MOV, sm_100a: MISMATCH_MOV, sm_110a: MISMATCH_MOV, sm_120a: 'ok' }],
  // e4m3 d .u32 among .b32
  [`${FP8} {%u0, %r1, %r2, %r3}, {%r0, %r1, %r2, %r3}, {%r4, %r5, %r6, %r7}, {%f0, %f1, %f2, %f3}, %r8, 0;`,
    { sm_89: 'ok', sm_90: "Arguments mismatch for instruction 'add'", sm_100a: "Arguments mismatch for instruction 'add'", sm_110a: "Arguments mismatch for instruction 'add'", sm_120a: 'ok' }],
  // e4m3 e .pred, .f32, .u32
  [`${FP8} ${F32_FRAGMENTS}, %p0, 0;`, { sm_89: 'ok', sm_90: MISMATCH_MOV, sm_100a: MISMATCH_MOV, sm_110a: MISMATCH_MOV, sm_120a: 'ok' }],
  [`${FP8} ${F32_FRAGMENTS}, %f0, 0;`, { sm_89: 'ok', sm_90: MISMATCH_MOV, sm_100a: MISMATCH_MOV, sm_110a: MISMATCH_MOV, sm_120a: 'ok' }],
  [`${FP8} ${F32_FRAGMENTS}, %u0, 0;`, { sm_89: 'ok', sm_90: 'ok', sm_100a: 'ok', sm_110a: 'ok', sm_120a: 'ok' }],
  // kind::f8f6f4 a .pred among .b32, e .pred
  [`${F8F6F4} {%f0, %f1, %f2, %f3}, {%p0, %r1, %r2, %r3}, {%r4, %r5, %r6, %r7}, {%f0, %f1, %f2, %f3}, %r8, 0;`,
    { sm_100a: MISMATCH_MOV, sm_110a: MISMATCH_MOV, sm_120a: 'ok' }],
  [`${F8F6F4} ${F32_FRAGMENTS}, %p0, 0;`, { sm_100a: MISMATCH_MOV, sm_110a: MISMATCH_MOV, sm_120a: 'ok' }],
  // s4 a .pred among .b32, b .pred, c .pred among .b32, d .pred among .b32, e .pred, e .f32
  [`${S4} {%r0, %r1, %r2, %r3}, {%p0, %r1}, {%r4, %r5}, {%r0, %r1, %r2, %r3}, %r8, 0;`,
    { sm_80: 'ok', sm_89: 'ok', sm_90: formal('a0'), sm_100a: formal('a0'), sm_120a: formal('a0') }],
  [`${S4} {%r0, %r1, %r2, %r3}, {%r0, %r1}, {%p4, %p5}, {%r0, %r1, %r2, %r3}, %r8, 0;`,
    { sm_80: 'ok', sm_89: 'ok', sm_90: formal('b0'), sm_100a: formal('b0'), sm_120a: formal('b0') }],
  [`${S4} {%r0, %r1, %r2, %r3}, {%r0, %r1}, {%r4, %r5}, {%p0, %r1, %r2, %r3}, %r8, 0;`,
    { sm_80: 'ok', sm_89: 'ok', sm_90: formal('c0'), sm_100a: formal('c0'), sm_120a: formal('c0') }],
  [`${S4} {%p0, %r1, %r2, %r3}, {%r0, %r1}, {%r4, %r5}, {%r0, %r1, %r2, %r3}, %r8, 0;`,
    { sm_80: 'ok', sm_89: 'ok', sm_90: 'ok', sm_100a: 'ok', sm_120a: 'ok' }],
  [`${S4} {%r0, %r1, %r2, %r3}, {%r0, %r1}, {%r4, %r5}, {%r0, %r1, %r2, %r3}, %p0, 0;`,
    { sm_80: 'ok', sm_89: 'ok', sm_90: formal('e'), sm_100a: formal('e'), sm_120a: formal('e') }],
  [`${S4} {%r0, %r1, %r2, %r3}, {%r0, %r1}, {%r4, %r5}, {%r0, %r1, %r2, %r3}, %f0, 0;`,
    { sm_80: 'ok', sm_90: 'ok', sm_120a: 'ok' }],
  // s8 a .pred among .b32, b .pred among .b32, c .pred among .b32, e .pred
  [`${S8} {%r0, %r1, %r2, %r3}, {%p0, %r1}, {%r4, %r5}, {%r0, %r1, %r2, %r3}, %r8, 0;`,
    { sm_80: 'ok', sm_90: 'ok', sm_100a: formal('a0'), sm_120a: formal('a0') }],
  [`${S8} {%r0, %r1, %r2, %r3}, {%r0, %r1}, {%p4, %r5}, {%r0, %r1, %r2, %r3}, %r8, 0;`,
    { sm_90: 'ok', sm_100a: 'ok', sm_120a: 'ok' }],
  [`${S8} {%r0, %r1, %r2, %r3}, {%r0, %r1}, {%r4, %r5}, {%p0, %r1, %r2, %r3}, %r8, 0;`,
    { sm_100a: 'ok', sm_120a: 'ok' }],
  [`${S8} {%r0, %r1, %r2, %r3}, {%r0, %r1}, {%r4, %r5}, {%r0, %r1, %r2, %r3}, %p0, 0;`,
    { sm_80: 'ok', sm_90: 'ok', sm_100a: formal('e'), sm_120a: formal('e') }],
  // f16 e .pred, e .f32; bf16 e .pred
  [`${F16} {%f0, %f1, %f2, %f3}, {%r0, %r1}, {%r4, %r5}, {%f0, %f1, %f2, %f3}, %p0, 0;`,
    { sm_80: 'ok', sm_90: 'ok', sm_100a: formal('e'), sm_110a: formal('e'), sm_120a: formal('e') }],
  [`${F16} {%f0, %f1, %f2, %f3}, {%r0, %r1}, {%r4, %r5}, {%f0, %f1, %f2, %f3}, %f0, 0;`,
    { sm_90: 'ok', sm_100a: 'ok', sm_120a: 'ok' }],
  [`${BF16} ${F32_FRAGMENTS}, %p0, 0;`, { sm_80: 'ok', sm_100a: 'ok', sm_120a: 'ok' }],
  // with .sp::ordered_metadata, f16 and s8 take a .pred e, and s8 a .pred in a, from sm_100 too
  [`${ordered(F16)} {%f0, %f1, %f2, %f3}, {%r0, %r1}, {%r4, %r5}, {%f0, %f1, %f2, %f3}, %p0, 0;`, { sm_90: 'ok', sm_100a: 'ok', sm_120a: 'ok' }],
  [`${ordered(S8)} {%r0, %r1, %r2, %r3}, {%r0, %r1}, {%r4, %r5}, {%r0, %r1, %r2, %r3}, %p0, 0;`, { sm_90: 'ok', sm_100a: 'ok', sm_120a: 'ok' }],
  [`${ordered(S8)} {%r0, %r1, %r2, %r3}, {%p0, %r1}, {%r4, %r5}, {%r0, %r1, %r2, %r3}, %r8, 0;`, { sm_90: 'ok', sm_100a: 'ok', sm_120a: 'ok' }],
  [`${ordered(S4)} {%r0, %r1, %r2, %r3}, {%p0, %r1}, {%r4, %r5}, {%r0, %r1, %r2, %r3}, %r8, 0;`, { sm_89: 'ok', sm_90: formal('a0'), sm_120a: formal('a0') }],
  // e as a brace vector
  [`${F16} {%f0, %f1, %f2, %f3}, {%r0, %r1}, {%r4, %r5}, {%f0, %f1, %f2, %f3}, {%r8}, 0;`,
    { sm_80: 'ok', sm_90: 'ok', sm_100a: PARSING, sm_110a: PARSING, sm_120a: PARSING }],
  [`${ordered(F16)} {%f0, %f1, %f2, %f3}, {%r0, %r1}, {%r4, %r5}, {%f0, %f1, %f2, %f3}, {%r8}, 0;`, { sm_90: 'ok', sm_100a: 'ok', sm_120a: 'ok' }],
  [`${S8} {%r0, %r1, %r2, %r3}, {%r0, %r1}, {%r4, %r5}, {%r0, %r1, %r2, %r3}, {%r8}, 0;`, { sm_90: 'ok', sm_100a: PARSING, sm_120a: PARSING }],
  [`${ordered(S8)} {%r0, %r1, %r2, %r3}, {%r0, %r1}, {%r4, %r5}, {%r0, %r1, %r2, %r3}, {%r8}, 0;`, { sm_100a: 'ok', sm_120a: 'ok' }],
  [`${S4} {%r0, %r1, %r2, %r3}, {%r0, %r1}, {%r4, %r5}, {%r0, %r1, %r2, %r3}, {%r8}, 0;`, { sm_80: 'ok', sm_89: 'ok', sm_90: PARSING, sm_120a: PARSING }],
  [`${ordered(FP8)} ${F32_FRAGMENTS}, {%r8}, 0;`,
    { sm_89: 'ok', sm_90: VECTOR_SIZE, sm_100a: VECTOR_SIZE, sm_110a: VECTOR_SIZE, sm_120a: 'ok' }],
  [`${F8F6F4} ${F32_FRAGMENTS}, {%r8}, 0;`, { sm_100a: VECTOR_SIZE, sm_110a: VECTOR_SIZE, sm_120a: 'ok' }],
  [`${BF16} ${F32_FRAGMENTS}, {%r8}, 0;`, { sm_80: 'ok', sm_90: 'ok', sm_100a: 'ok', sm_120a: 'ok' }],
  // e4m3 with .f16 results: sm_120a and its family only, with .sp::ordered_metadata
  [`${ordered(F16_FP8)} {%r0, %r1}, {%r0, %r1, %r2, %r3}, {%r4, %r5, %r6, %r7}, {%r0, %r1}, %r8, 0;`,
    { sm_89: F16_FP8_TARGET('sm_89'), sm_90: F16_FP8_TARGET('sm_90'), sm_100a: F16_FP8_TARGET('sm_100a'), sm_120: F16_FP8_TARGET('sm_120'), sm_120a: 'ok', sm_121a: 'ok' }],
  [`${F16_FP8} {%r0, %r1}, {%r0, %r1, %r2, %r3}, {%r4, %r5, %r6, %r7}, {%r0, %r1}, %r8, 0;`, { sm_120a: "Illegal modifier '.sp' for instruction 'mma'" }],
];

test('mma.sp fragments and metadata: the parser accepts an input on a target exactly where ptxas 13.0 does', () => {
  const wrong: string[] = [];
  for (const [line, verdicts] of CASES) {
    for (const [target, ptxas] of Object.entries(verdicts)) {
      const errors = errorsInBothModes(lineKernel(line, target, DECLARATIONS));
      if ((errors.length === 0) !== (ptxas === 'ok')) wrong.push(`${target}: ${line}\n  ptxas: ${ptxas}\n  parser: ${errors.join('; ') || 'ok'}`);
    }
  }
  assert.equal(wrong, []);
});

test('a metadata register typed by target is reported at it, against the type it takes there', () => {
  const line = `${FP8} ${F32_FRAGMENTS}, %f0, 0;`;
  assert.equal(errorsInBothModes(lineKernel(line, 'sm_100a', DECLARATIONS)), [
    `10:${line.indexOf('%f0, 0') + 2}: '${FP8}': register %f0 of type .f32 does not agree with the operand's type .u32`,
  ]);
});

test.run();
