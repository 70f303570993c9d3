// Instruction nodes by kind and opcode: a failed match has a kind of its own; isInstruction narrows.
// The compile-time side is test/types/narrowing.ts, which the build compiles.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isInstruction, parse, print, type Block, type FunctionDecl } from '../src/index.js';
import { kernel } from './support/ptx.js';

function statements(body: string) {
  const r = parse(kernel(body));
  const f = r.module.directives.find((d): d is FunctionDecl => d.kind === 'Function')!;
  return { ...r, statements: (f.body as Block).statements };
}

test('an instruction that matches no form is an UnmatchedInstruction, printed as written', () => {
  // ptxas: "Arguments mismatch for instruction 'add'" (it takes three).
  const r = statements('\tadd.u32 %r1, %r2;\n\tadd.u32 %r1, %r2, %r3;');
  assert.equal(r.diagnostics.length, 1);
  const adds = r.statements.filter((s) => (s.kind === 'Instruction' || s.kind === 'UnmatchedInstruction') && s.opcode === 'add');
  assert.equal(adds.map((s) => s.kind), ['UnmatchedInstruction', 'Instruction']);
  const bad = r.statements.find((s) => s.kind === 'UnmatchedInstruction')!;
  assert.is(isInstruction(bad), false);
  assert.match(print(r.module), 'add.u32 %r1, %r2;');
});

test('isInstruction: of any opcode, or of the one named', () => {
  // ptxas -arch=sm_90a assembles this (in the kernel of support/ptx.ts).
  const r = statements('\tld.global.u32 %r1, [%rd1];\n\tst.global.u32 [%rd1], %r1;');
  assert.equal(r.diagnostics, []);
  const [ld, st] = r.statements.filter((s) => isInstruction(s));
  assert.ok(isInstruction(ld, 'ld') && !isInstruction(ld, 'st') && isInstruction(st, 'st'));
  if (isInstruction(ld, 'ld')) assert.is(ld.qualifiers.type, '.u32');
});

test('one vocabulary: a state space is qualifiers.space, ld.global.nc included; a type literal is qualifiers.type', () => {
  // ptxas -arch=sm_90a assembles these (in the kernel of support/ptx.ts).
  const r = statements('\tld.global.nc.f32 %f1, [%rd1];\n\tld.shared.u32 %r1, [%rd1];\n\tmul.f32 %f1, %f2, %f3;\n\tsetp.lt.and.s32 %p1, %r1, %r2, %p2;');
  assert.equal(r.diagnostics, []);
  const all = r.statements.filter((s) => isInstruction(s));
  const first = all.findIndex((s) => isInstruction(s, 'ld') && s.qualifiers.nc === true);
  const q = all.slice(first, first + 4).map((s) => ({ ...s.qualifiers }));
  assert.equal(q, [{ space: '.global', nc: true, type: '.f32' }, { space: '.shared', type: '.u32' }, { type: '.f32' }, { cmpOp: '.lt', boolOp: '.and', type: '.s32' }]);
});

test.run();
