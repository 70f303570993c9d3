import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Block, FunctionDecl, Instruction } from '../src/ast.js';
import { parse } from '../src/parse.js';
import { printOperand } from '../src/printer.js';
import { kernel } from './support/ptx.js';

function instruction(text: string): Instruction {
  const r = parse(kernel(`\t${text}`));
  assert.equal(r.diagnostics.map((d) => d.message), []);
  const body = (r.module.directives.find((d) => d.kind === 'Function') as FunctionDecl).body as Block;
  return body.statements.find((s) => s.kind === 'Instruction') as Instruction;
}

const args = (i: Instruction) => Object.fromEntries(Object.entries(i.args as Record<string, Parameters<typeof printOperand>[0]>).map(([k, v]) => [k, printOperand(v)]));

test('an opcode with blanks before its qualifiers is the same instruction as without', () => {
  const spaced = instruction('lop3 .b32 %r1, %r2, %r3, %r4, 106;');
  const joined = instruction('lop3.b32 %r1, %r2, %r3, %r4, 106;');
  assert.is(spaced.opcode, 'lop3');
  assert.equal(spaced.modifiers, ['.b32']);
  assert.equal(spaced.qualifiers, joined.qualifiers);
});

test('atom: named qualifiers as written, ISA defaults apart, operands by name', () => {
  const i = instruction('atom.global.add.s32 %r1, [%rd1], %r2;');
  assert.is(i.opcode, 'atom');
  assert.equal(i.modifiers, ['.global', '.add', '.s32']);
  assert.equal({ ...i.qualifiers }, { space: '.global', op: '.add', type: '.s32' });
  assert.equal({ ...i.defaults }, { sem: '.relaxed', scope: '.gpu', space: '.generic' });
  assert.equal(args(i), { d: '%r1', a: '[%rd1]', b: '%r2' });
});

test('written qualifiers stand beside the defaults, which stay what the ISA assumes; order as written is kept for printing', () => {
  const i = instruction('atom.s32.acquire.gpu.global.add %r1, [%rd1], %r2;');
  assert.equal(i.modifiers, ['.s32', '.acquire', '.gpu', '.global', '.add']);
  assert.equal({ ...i.qualifiers }, { type: '.s32', sem: '.acquire', scope: '.gpu', space: '.global', op: '.add' });
  assert.equal({ ...i.defaults }, { sem: '.relaxed', scope: '.gpu', space: '.generic' });
});

test('types fill their slots in written order', () => {
  const i = instruction('cvt.rn.f32.s32 %f1, %r1;');
  assert.is(i.opcode, 'cvt');
  assert.is((i.qualifiers as Record<string, string>).dType, '.f32');
  assert.is((i.qualifiers as Record<string, string>).aType, '.s32');
});

test('fused opcodes, predicate pairs and optional operands', () => {
  const a = instruction('mbarrier.arrive.shared::cta.b64 %rd1, [sm];');
  assert.is(a.opcode, 'mbarrier.arrive');
  const s = instruction('setp.lt.s32 %p1|%p2, %r1, %r2;');
  assert.equal(args(s), { p: '%p1', q: '%p2', a: '%r1', b: '%r2' });
  const ld = instruction('ld.global.L2::cache_hint.u32 %r1, [%rd1], %rd2;');
  assert.is(printOperand((ld.args as Record<string, never>).cachePolicy), '%rd2');
});

test('cp.async.bulk.tensor memory operands with or without brackets, as ptxas takes them', () => {
  const st = instruction('cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [%rd1, {%r1, %r2}], %rd2;');
  assert.equal(args(st), { tensorMap: '[%rd1, {%r1, %r2}]', srcMem: '%rd2' });
  const red = instruction('cp.reduce.async.bulk.tensor.2d.global.shared::cta.min.tile.bulk_group [%rd1, {%r1, %r2}], sm;');
  assert.is(printOperand((red.args as Record<string, never>).srcMem), 'sm');
  const ld = instruction('cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes %rd1, [%rd2, {%r1, %r2}], [sm];');
  assert.equal(args(ld), { dstMem: '%rd1', tensorMap: '[%rd2, {%r1, %r2}]', mbar: '[sm]' });
  // Not an immediate (ptxas: "Immediate addresses allowed only for .local state space"), nor elsewhere (cp.async.bulk).
  assert.ok(parse(kernel('\tcp.reduce.async.bulk.tensor.2d.global.shared::cta.min.tile.bulk_group [%rd1, {%r1, %r2}], 64;')).diagnostics.length > 0);
  assert.ok(parse(kernel('\tcp.async.bulk.global.shared::cta.bulk_group %rd1, [%rd2], 16;')).diagnostics.length > 0);
});


test('a cache-policy comes with .L2::cache_hint and a ctaMask with .multicast::cluster, as ptxas pairs them', () => {
  const errs = (line: string) => parse(kernel(`\t${line}`)).diagnostics.map((d) => d.message);
  // Each accepted by ptxas: with src-size left out, cp.async's last operand is the cache-policy.
  assert.equal(args(instruction('cp.async.ca.shared.global.L2::cache_hint [%r1], [%rd1], 4, %rd2;')), { dst: '[%r1]', src: '[%rd1]', cpSize: '4', cachePolicy: '%rd2' });
  assert.equal(args(instruction('cp.async.ca.shared.global [%r1], [%rd1], 4, %r2;')), { dst: '[%r1]', src: '[%rd1]', cpSize: '4', srcSize: '%r2' });
  instruction('cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [%r1], [%rd1, {%r2}], [%r3], %h1, %rd2;');
  // ptxas: "Arguments mismatch", ".L2::cache_hint modifier required for instruction 'atom' with 4 arguments".
  // Each such form is split in two: without both, and with both.
  instruction('atom.global.v2.f32.add.L2::cache_hint {%f1, %f2}, [%rd1], {%f3, %f4}, %rd2;');
  assert.equal(errs('atom.global.v2.f32.add {%f1, %f2}, [%rd1], {%f3, %f4}, %rd2;'), ["'atom.global.v2.f32.add': expected 3 operands, found 4"]);
  assert.equal(errs('red.global.v2.f32.add.L2::cache_hint [%rd1], {%f3, %f4};'), ["'red.global.v2.f32.add.L2::cache_hint': expected 3 operands, found 2"]);
  assert.equal(errs('cp.async.ca.shared.global.L2::cache_hint [%r1], [%rd1], 4;'), ["'cp.async.ca.shared.global.L2::cache_hint': expected 4 or 5 operands, found 3"]);
  assert.equal(errs('cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [%r1], [%rd1, {%r2}], [%r3];'), [
    "'cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster': expected 4 operands, found 3",
  ]);
  // A 16-bit mask: "Arguments mismatch" for a 32-bit register.
  assert.equal(errs('cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster [%r1], [%rd1], 16, [%r3], %r1;'), [
    "'cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster': register %r1 of type .b32 does not agree with the operand's type .u16",
  ]);
});

test.run();
