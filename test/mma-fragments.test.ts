// mma's fragment types by target (spec byTarget, strictVectors, elementwiseVectors): ptxas 13.0
// (`ptxas -arch=<target>`, PTX 9.0) types the same fragment differently on sm_89, sm_90 to sm_110 and
// sm_120, and by shape. Each input with ptxas's verdict on each target beside it ("ok" or its first
// error); the parser must accept exactly what ptxas accepts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { errorsInBothModes, lineKernel } from './support/ptx.js';

const DECLARATIONS = `\t.reg .pred %p<4>;
\t.reg .b32 %r<8>;
\t.reg .u32 %u<4>;
\t.reg .f32 %f<8>;
\t.reg .f64 %fd<4>;
\t.reg .u64 %ud<4>;`;

function module(line: string, target: string): string {
  return lineKernel(line, target, DECLARATIONS);
}

const CASES: [string, Record<string, string>][] = [
  // e4m3 a .pred
  ["mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32 {%f0, %f1, %f2, %f3}, {%p0, %p1, %p2, %p3}, {%r0, %r1}, {%f0, %f1, %f2, %f3};",
    {sm_89: "ok", sm_90a: "Arguments mismatch for instruction 'mov'", sm_100a: "Arguments mismatch for instruction 'mov'", sm_110a: "Arguments mismatch for instruction 'mov'", sm_120a: "ok"}],
  // e4m3 d .u32 among .f32
  ["mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32 {%u0, %f1, %f2, %f3}, {%r0, %r1, %r2, %r3}, {%r0, %r1}, {%f0, %f1, %f2, %f3};",
    {sm_89: "Vector with elements of different types are not allowed in mma instruction", sm_90: "Vector with elements of different types are not allowed in mma instruction", sm_103a: "Vector with elements of different types are not allowed in mma instruction", sm_121a: "Vector with elements of different types are not allowed in mma instruction"}],
  // e4m3 d .u32 among .b32
  ["mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32 {%u0, %r1, %r2, %r3}, {%r0, %r1, %r2, %r3}, {%r0, %r1}, {%f0, %f1, %f2, %f3};",
    {sm_89: "ok", sm_90: "Arguments mismatch for instruction 'add'", sm_103a: "Arguments mismatch for instruction 'add'", sm_121a: "ok"}],
  // kind::f8f6f4 b .pred
  ["mma.sync.aligned.m16n8k32.row.col.kind::f8f6f4.f32.e4m3.e4m3.f32 {%f0, %f1, %f2, %f3}, {%r0, %r1, %r2, %r3}, {%p0, %p1}, {%f0, %f1, %f2, %f3};",
    {sm_100a: "Arguments mismatch for instruction 'mov'", sm_120a: "ok"}],
  // s4 a .pred
  ["mma.sync.aligned.m16n8k32.row.col.s32.s4.s4.s32 {%r0, %r1, %r2, %r3}, {%p0, %p1}, {%r0}, {%r0, %r1, %r2, %r3};",
    {sm_80: "ok", sm_89: "ok", sm_90a: "Type of argument does not match formal parameter 'a0'", sm_120a: "Type of argument does not match formal parameter 'a0'"}],
  // s4 c .pred among .b32
  ["mma.sync.aligned.m16n8k32.row.col.s32.s4.s4.s32 {%r0, %r1, %r2, %r3}, {%r0, %r1}, {%r0}, {%p0, %r1, %r2, %r3};",
    {sm_89: "ok", sm_90: "Type of argument does not match formal parameter 'c0'"}],
  // s4 d .pred among .b32
  ["mma.sync.aligned.m16n8k32.row.col.s32.s4.s4.s32 {%p0, %r1, %r2, %r3}, {%r0, %r1}, {%r0}, {%r0, %r1, %r2, %r3};",
    {sm_89: "ok", sm_90: "ok"}],
  // s4 c .f32 among .b32
  ["mma.sync.aligned.m16n8k32.row.col.s32.s4.s4.s32 {%r0, %r1, %r2, %r3}, {%r0, %r1}, {%r0}, {%f0, %r1, %r2, %r3};",
    {sm_90: "ok"}],
  // b1 m16n8k128 a .pred
  ["mma.sync.aligned.m16n8k128.row.col.s32.b1.b1.s32.and.popc {%r0, %r1, %r2, %r3}, {%p0, %p1}, {%r0}, {%r0, %r1, %r2, %r3};",
    {sm_90a: "ok", sm_100a: "Type of argument does not match formal parameter 'a0'"}],
  // b1 m16n8k256 a .pred
  ["mma.sync.aligned.m16n8k256.row.col.s32.b1.b1.s32.xor.popc {%r0, %r1, %r2, %r3}, {%p0, %p1, %p2, %p3}, {%r0, %r1}, {%r0, %r1, %r2, %r3};",
    {sm_89: "ok", sm_90a: "Type of argument does not match formal parameter 'a0'"}],
  // s8 m8n8k16 b .pred
  ["mma.sync.aligned.m8n8k16.row.col.s32.s8.s8.s32 {%r0, %r1}, {%r0}, {%p0}, {%r0, %r1};",
    {sm_90a: "Arguments mismatch for instruction '_mma'", sm_100a: "ok"}],
  // s8 m8n8k16 a .pred
  ["mma.sync.aligned.m8n8k16.row.col.s32.s8.s8.s32 {%r0, %r1}, {%p0}, {%r0}, {%r0, %r1};",
    {sm_100a: "Vector with elements of different types are not allowed in mma instruction"}],
  // s8 m8n8k16 b .f32
  ["mma.sync.aligned.m8n8k16.row.col.s32.s8.s8.s32 {%r0, %r1}, {%r0}, {%f0}, {%r0, %r1};",
    {sm_90a: "Arguments mismatch for instruction '_mma'", sm_120a: "ok"}],
  // s8 m16n8k16 a .pred
  ["mma.sync.aligned.m16n8k16.row.col.s32.s8.s8.s32 {%r0, %r1, %r2, %r3}, {%p0, %p1}, {%r0}, {%r0, %r1, %r2, %r3};",
    {sm_90a: "ok", sm_120a: "ok"}],
  // f64 m16n8k8 d .u64
  ["mma.sync.aligned.m16n8k8.row.col.f64.f64.f64.f64 {%ud0, %ud1, %ud2, %ud3}, {%fd0, %fd1, %fd2, %fd3}, {%fd0, %fd1}, {%fd0, %fd1, %fd2, %fd3};",
    {sm_90a: "ok", sm_100a: "Arguments mismatch for instruction 'mov'"}],
  // f64 m16n8k8
  ["mma.sync.aligned.m16n8k8.row.col.f64.f64.f64.f64 {%fd0, %fd1, %fd2, %fd3}, {%fd0, %fd1, %fd2, %fd3}, {%fd0, %fd1}, {%fd0, %fd1, %fd2, %fd3};",
    {sm_89: "Feature '.m16n8k8 with double types' requires .target sm_90 or higher", sm_90: "ok"}],
  // f64 m8n8k4 d .u64
  ["mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%ud0, %ud1}, {%fd0}, {%fd1}, {%fd0, %fd1};",
    {sm_80: "ok", sm_100a: "ok"}],
  // f16 m8n8k4 a .pred among .b32
  ["mma.sync.aligned.m8n8k4.row.col.f32.f16.f16.f32 {%f0, %f1, %f2, %f3, %f4, %f5, %f6, %f7}, {%p0, %r1}, {%r0, %r1}, {%f0, %f1, %f2, %f3, %f4, %f5, %f6, %f7};",
    {sm_80: "Type of argument does not match formal parameter 'a0'", sm_120a: "Type of argument does not match formal parameter 'a0'"}],
  // f16 m8n8k4 a .u32 among .b32
  ["mma.sync.aligned.m8n8k4.row.col.f32.f16.f16.f32 {%f0, %f1, %f2, %f3, %f4, %f5, %f6, %f7}, {%u0, %r1}, {%r0, %r1}, {%f0, %f1, %f2, %f3, %f4, %f5, %f6, %f7};",
    {sm_80: "ok"}],
];

test('mma fragments: the parser accepts an input on a target exactly where ptxas 13.0 does', () => {
  const wrong: string[] = [];
  for (const [line, verdicts] of CASES) {
    for (const [target, ptxas] of Object.entries(verdicts)) {
      const errors = errorsInBothModes(module(line, target));
      if ((errors.length === 0) !== (ptxas === 'ok')) wrong.push(`${target}: ${line}\n  ptxas: ${ptxas}\n  parser: ${errors.join('; ') || 'ok'}`);
    }
  }
  assert.equal(wrong, []);
});

test('a fragment typed by target is reported at its register, against the type it takes there', () => {
  const e4m3 = 'mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32 {%u0, %r1, %r2, %r3}, {%r0, %r1, %r2, %r3}, {%r0, %r1}, {%f0, %f1, %f2, %f3};';
  assert.equal(errorsInBothModes(module(e4m3, 'sm_90a')), ["12:55: 'mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32': register %u0 of type .u32 does not agree with the operand's type .f32"]);
  const s4 = 'mma.sync.aligned.m16n8k32.row.col.s32.s4.s4.s32 {%r0, %r1, %r2, %r3}, {%p0, %p1}, {%r0}, {%r0, %r1, %r2, %r3};';
  assert.equal(errorsInBothModes(module(s4, 'sm_120a')), ["12:73: 'mma.sync.aligned.m16n8k32.row.col.s32.s4.s4.s32': register %p0 of type .pred does not agree with the operand's type .b32"]);
});

test.run();
