// walk, defs and uses on real nvcc output: test/fixtures/defs-uses.sm_90.ptx, from defs-uses.cu by
// `nvcc -arch=sm_90 -ptx` (CUDA 13.0); ptxas -arch=sm_90 assembles it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defs, parse, uses, walk, type Instruction, type Node, type UnmatchedInstruction } from '../src/index.js';
import { ROOT } from './support/ptx.js';

const text = readFileSync(join(ROOT, 'test', 'fixtures', 'defs-uses.sm_90.ptx'), 'latin1');
const { module, diagnostics } = parse(text);

/** Every instruction with the kinds of its ancestors. */
function instructions(root: Node): Array<{ i: Instruction | UnmatchedInstruction; path: string[] }> {
  const out: Array<{ i: Instruction | UnmatchedInstruction; path: string[] }> = [];
  walk(root, { Instruction: (i, path) => void out.push({ i, path: path.map((n) => n.kind) }) });
  return out;
}

const all = instructions(module);
/** The instruction of the fixture that starts with `start` (its `n`th such). */
function at(start: string, n = 0): Instruction | UnmatchedInstruction {
  const found = all.filter(({ i }) => text.slice(i.span.start, i.span.end).startsWith(start));
  assert.ok(found.length > n, `no instruction ${start}`);
  return found[n]!.i;
}

test('the fixture parses without diagnostics', () => {
  assert.equal(diagnostics, []);
});

test('walk: every instruction in source order, with its ancestors; inline asm blocks too', () => {
  assert.is(all.length, text.split('\n').filter((l) => /^\t[a-z@]/.test(l)).length + 5);
  assert.equal(all[0]!.path, ['Module', 'Function', 'Block']);
  assert.equal(all.find(({ i }) => i.opcode === 'selp')!.path, ['Module', 'Function', 'Block', 'Block']);
  const lines = all.map(({ i }) => i.span.start);
  assert.equal(lines, [...lines].sort((a, b) => a - b));
});

test('walk: operands once each (args are not walked again), the guard predicate, and false skips children', () => {
  const names: string[] = [];
  walk(at('@p atom'), { Name: (n) => void names.push(n.name) });
  assert.equal(names, ['p', '%r20', '%rd3', '%r17']);
  let instructionsSeen = 0;
  walk(module, { Function: () => false, Instruction: () => void instructionsSeen++ });
  assert.is(instructionsSeen, 0);
  const kinds = new Set<string>();
  walk(module, { Version: (v) => void kinds.add(v.version), Label: (l) => void kinds.add(l.name), Variable: (v) => void kinds.add(v.space) });
  assert.ok(kinds.has('9.0') && kinds.has('$L__BB0_2') && kinds.has('.shared') && kinds.has('.param'));
});

/** The ancestors of the instruction `at(start, n)` gives. */
function scopeOf(start: string, n = 0): Node[] {
  const target = at(start, n);
  let found: Node[] = [];
  walk(module, { Instruction: (i, path) => void (i === target && (found = [...path])) });
  return found;
}

test('defs and uses: loads, a vector load expanded, stores, mad', () => {
  // Without its scope, a parameter's name in an address is listed: the tree does not tell it from a register.
  assert.equal([defs(at('ld.param.u64')), uses(at('ld.param.u64'))], [['%rd1'], ['_Z1kPK6float4PfPiiii_param_0']]);
  assert.equal([defs(at('ld.param.u64'), scopeOf('ld.param.u64')), uses(at('ld.param.u64'), scopeOf('ld.param.u64'))], [['%rd1'], []]);
  assert.equal([defs(at('ld.global.nc.v4.f32')), uses(at('ld.global.nc.v4.f32'))], [['%f1', '%f2', '%f3', '%f4'], ['%rd6']]);
  assert.equal([defs(at('st.shared.f32')), uses(at('st.shared.f32'))], [[], ['%r2', '%f10']]);
  assert.equal([defs(at('st.global.f32')), uses(at('st.global.f32'))], [[], ['%rd11', '%f20']]);
  assert.equal([defs(at('mad.lo.s32')), uses(at('mad.lo.s32'))], [['%r1'], ['%r11', '%r10', '%r12']]);
});

test('defs and uses: atomics, a predicated one; setp with two predicate results; guards and labels', () => {
  assert.equal([defs(at('atom.global.add.u32')), uses(at('atom.global.add.u32'))], [['%r15'], ['%rd7']]);
  assert.equal([defs(at('@p atom')), uses(at('@p atom'))], [['%r20'], ['p', '%rd3', '%r17']]);
  assert.equal([defs(at('setp.lt.s32 p|q')), uses(at('setp.lt.s32 p|q'))], [['p', 'q'], ['%r1', '%r3']]);
  assert.equal([defs(at('@%p1 bra')), uses(at('@%p1 bra'))], [[], ['%p1']]);
  assert.equal([defs(at('mov.u32', 3)), uses(at('mov.u32', 3))], [['%r14'], ['_ZZ1kPK6float4PfPiiiiE1s']]);
  // The .shared variable's name is no register read, given the scope.
  assert.equal(uses(at('mov.u32', 3), scopeOf('mov.u32', 3)), []);
  assert.equal(uses(at('st.shared.f32'), scopeOf('st.shared.f32')), ['%r2', '%f10']);
});

// ptxas -arch=sm_90 assembles this module.
const SINKS = `.version 9.0
.target sm_90
.address_size 64
.entry k(.param .u64 p)
{
  .reg .b32 %r<3>;
  .reg .b64 %rd<2>;
  .reg .pred %p<2>;
  ld.param.u64 %rd1, [p];
  atom.global.add.u32 _, [%rd1], 1;
  ld.global.v2.u32 {%r1, _}, [%rd1+8];
  setp.lt.s32 %p1|_, %r1, 4;
  @!%p1 st.global.u32 [%rd1], %r1;
}
`;

test('defs and uses: the sink _ is neither; a negated guard is read', () => {
  const r = parse(SINKS);
  assert.equal(r.diagnostics, []);
  const got = instructions(r.module).map(({ i }) => [defs(i), uses(i)]);
  assert.equal(got.slice(1), [
    [[], ['%rd1']],
    [['%r1'], ['%rd1']],
    [['%p1'], ['%r1']],
    [[], ['%p1', '%rd1', '%r1']],
  ]);
});


test('walk, defs and uses: a 100,000-term constant expression, without the call stack', () => {
  // ptxas 13.0 assembles `mov.b32 %r1, 1+1+...+1` however long (issue 27).
  const chain = `%r2+${Array(100_000).fill('1').join('+')}`;
  const r = parse(`.version 9.0\n.target sm_90\n.address_size 64\n.visible .entry k()\n{\n\t.reg .b32 %r<3>;\n\tadd.s32 %r1, %r2, ${chain.slice(4)};\n\tld.global.b32 %r2, [%r1+${chain.slice(4)}];\n\tret;\n}\n`);
  assert.is(r.diagnostics.length, 0);
  let ints = 0;
  walk(r.module, { Int: () => void ints++ });
  assert.is(ints, 200_000);
  const ins = r.module.directives.flatMap((d) => (d.kind === 'Function' && d.body !== null ? d.body.statements : [])).filter((s) => s.kind === 'Instruction');
  assert.equal(uses(ins[0] as Instruction), ['%r2']);
  assert.equal(uses(ins[1] as Instruction), ['%r1']);
});

test.run();
