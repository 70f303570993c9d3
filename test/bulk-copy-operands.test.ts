// The operands of the bulk copies (cp.async.bulk, cp.reduce.async.bulk, cp.async.bulk.prefetch and
// their .tensor forms) where a sweep against ptxas 13.0 found the parser off: one instruction per
// kernel, only its registers declared, ptxas's verdict beside each, both parse modes.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { errorsInBothModes, lineKernel } from './support/ptx.js';

const DECLARATIONS = '\t.reg .b16 %h<4>;\n\t.reg .b32 %r<6>;\n\t.reg .b64 %rd<4>;\n\t.reg .f64 %fd1;\n\t.reg .f16x2 %x;';

/** The errors of `line` alone in a kernel, as `column: message`. */
function errors(line: string, target = 'sm_90a'): string[] {
  return errorsInBothModes(lineKernel(line, target, DECLARATIONS)).map((e) => e.replace(/^\d+:/, ''));
}

const TENSOR = 'cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes';

test('im2colInfo holds .dim minus 2 offsets with .im2col, 2 with .im2col::w and .im2col::w::128 (spec vectorCounts)', () => {
  // ptxas: each accepted.
  for (const [ok, target] of [
    [`${TENSOR} [%rd1], [%rd2, {%r1, %r2, %r3}], [%rd3], {%h1};`, 'sm_90a'],
    ['cp.async.bulk.prefetch.tensor.5d.L2.global.im2col [%rd1, {%r1, %r2, %r3, %r4, %r5}], {%h1, %h2, %h3};', 'sm_90a'],
    ['cp.async.bulk.tensor.4d.shared::cta.global.im2col::w.mbarrier::complete_tx::bytes [%rd1], [%rd2, {%r1, %r2, %r3, %r4}], [%rd3], {%h1, %h2};', 'sm_100a'],
    ['cp.async.bulk.prefetch.tensor.3d.L2.global.im2col::w::128 [%rd1, {%r1, %r2, %r3}], {%h1, %h2};', 'sm_100a'],
  ] as const)
    assert.equal(errors(ok, target), [], ok);
  // ptxas: "Argument 4 of instruction 'cp.async.bulk.tensor': Argument vector size mismatch" (Argument 2 for the prefetch).
  assert.equal(errors(`${TENSOR} [%rd1], [%rd2, {%r1, %r2, %r3}], [%rd3], {%h1, %h2};`), [`126: '${TENSOR}': operand 4 (im2colInfo): expected a vector of 1 element (.3d), found 2`]);
  assert.equal(errors('cp.async.bulk.prefetch.tensor.5d.L2.global.im2col [%rd1, {%r1, %r2, %r3, %r4, %r5}], {%h1, %h2};'), [
    "87: 'cp.async.bulk.prefetch.tensor.5d.L2.global.im2col': operand 2 (im2colInfo): expected a vector of 3 elements (.5d), found 2",
  ]);
  assert.equal(errors('cp.async.bulk.tensor.4d.shared::cta.global.im2col::w.mbarrier::complete_tx::bytes [%rd1], [%rd2, {%r1, %r2, %r3, %r4}], [%rd3], {%h1, %h2, %h3};', 'sm_100a'), [
    "130: 'cp.async.bulk.tensor.4d.shared::cta.global.im2col::w.mbarrier::complete_tx::bytes': operand 4 (im2colInfo): expected a vector of 2 elements, found 3",
  ]);
  assert.equal(errors('cp.async.bulk.prefetch.tensor.3d.L2.global.im2col::w::128 [%rd1, {%r1, %r2, %r3}], {%h1};', 'sm_100a'), [
    "85: 'cp.async.bulk.prefetch.tensor.3d.L2.global.im2col::w::128': operand 2 (im2colInfo): expected a vector of 2 elements, found 1",
  ]);
});

test('the im2col copy with .multicast::cluster and no .L2::cache_hint takes a 64-bit integer register as its last operand too', () => {
  const mc = `${TENSOR}.multicast::cluster [%rd1], [%rd2, {%r1, %r2, %r3}], [%rd3], {%h1}`;
  // ptxas: accepted, with the 16-bit ctaMask and with a .b64 register.
  assert.equal(errors(`${mc}, %h2;`), []);
  assert.equal(errors(`${mc}, %rd1;`), []);
  // ptxas: "Arguments mismatch" for a 32-bit or a float register.
  assert.equal(errors(`${mc}, %r1;`), [`152: '${TENSOR}.multicast::cluster': register %r1 of type .b32 does not agree with the operand's type .u16`]);
  assert.equal(errors(`${mc}, %fd1;`), [`152: '${TENSOR}.multicast::cluster': register %fd1 of type .f64 does not agree with the operand's type .u16`]);
});

test('an immediate size from 0 to 1048560 (spec operandValues)', () => {
  const copy = 'cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes';
  // ptxas: accepted.
  assert.equal(errors(`${copy} [%rd1], [%rd2], 1048560, [%rd3];`), []);
  assert.equal(errors('cp.async.bulk.prefetch.L2.global [%rd1], 0;'), []);
  // ptxas: "value '1048576' out of range, expected to be in range [0..1048560]" (and '-16').
  assert.equal(errors(`${copy} [%rd1], [%rd2], 1048576, [%rd3];`), [`84: '${copy}': operand 3 (size): expected a multiple of 16 from 0 to 1048560, found 1048576`]);
  assert.equal(errors('cp.async.bulk.prefetch.L2.global [%rd1], -16;'), ["43: 'cp.async.bulk.prefetch.L2.global': operand 2 (size): expected a multiple of 16 from 0 to 1048560, found -16"]);
  assert.equal(errors('cp.reduce.async.bulk.global.shared::cta.bulk_group.add.u32 [%rd1], [%rd2], 1048576;'), [
    "77: 'cp.reduce.async.bulk.global.shared::cta.bulk_group.add.u32': operand 3 (size): expected a multiple of 16 from 0 to 1048560, found 1048576",
  ]);
});

test('a bracketed address or name (addrOrName) takes no constant address, as an address does not', () => {
  // ptxas: "Immediate addresses allowed only for .local state space".
  const tensor = 'cp.async.bulk.tensor.1d.shared::cluster.global.mbarrier::complete_tx::bytes';
  const notLocal = 'a constant address is taken only in .local, not in .shared::cluster (put the address in a register, or name a variable)';
  assert.equal(errors(`${tensor} [%rd1], [%rd2, {%r1}], [0];`), [`101: '${tensor}': ${notLocal}`]);
  assert.equal(errors(`${tensor} [16], [%rd2, {%r1}], [%rd1];`), [`78: '${tensor}': ${notLocal}`]);
  const copy = 'cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes';
  assert.equal(errors(`${copy} [%rd1], [%rd2], 16, [0];`), [`88: '${copy}': ${notLocal}`]);
  // ptxas: accepted, a register or a bare one.
  assert.equal(errors(`${copy} [%rd1], [%rd2], 16, %rd3;`), []);
  assert.equal(errors(`${tensor} [%rd1], [%rd2, {%r1}], %rd3;`), []);
});

test('no .f16x2 register as a size or a tensor coordinate, though add.u32 takes one (spec noPackedRegisters)', () => {
  // ptxas: accepted (a .f16x2 tensor map register too).
  assert.equal(errors('add.u32 %r1, %x, 1;'), []);
  assert.equal(errors('cp.async.bulk.tensor.1d.shared::cluster.global.mbarrier::complete_tx::bytes [%rd1], [%x, {%r1}], [%rd3];'), []);
  const copy = 'cp.async.bulk.global.shared::cta.bulk_group';
  const mismatch = (col: number, spelling: string, type: string) => [`${col}: '${spelling}': register %x of type .f16x2 does not agree with the operand's type ${type}`];
  // ptxas: "Arguments mismatch for instruction 'cp.async.bulk'" (and the others'), the second line too (after the first, on the fast path).
  assert.equal(errors(`${copy} [%rd1], [%rd2], %r1;\n\t${copy} [%rd1], [%rd2], %x;`), mismatch(62, copy, '.u32'));
  assert.equal(errors('cp.async.bulk.prefetch.L2.global [%rd1], %x;'), mismatch(43, 'cp.async.bulk.prefetch.L2.global', '.u32'));
  assert.equal(errors('cp.async.bulk.prefetch.tensor.2d.L2.global [%rd1, {%x, %x}];'), mismatch(53, 'cp.async.bulk.prefetch.tensor.2d.L2.global', '.s32'));
  // ptxas: accepted, a vector beside a .b32 register being of a bit type.
  assert.equal(errors('cp.async.bulk.prefetch.tensor.2d.L2.global [%rd1, {%r1, %x}];'), []);
  const reduce = 'cp.reduce.async.bulk.tensor.1d.global.shared::cta.add.bulk_group';
  assert.equal(errors(`${reduce} [%rd1, {%x}], [%rd2];`), mismatch(75, reduce, '.s32'));
});

/** The errors of `line` in a kernel below variables of each space and a .texref. */
function spaceErrors(line: string): string[] {
  const text = `.version 9.0\n.target sm_90a\n.address_size 64\n.global .b64 gv[8];\n.shared .b64 sv[8];\n.global .texref tr;\n.visible .entry k()\n{\n${DECLARATIONS}\n\t${line}\n\tret;\n}\n`;
  return errorsInBothModes(text).map((e) => e.replace(/^\d+:/, ''));
}

test("a variable in a copy's address is of the space the form writes for it, the mbarrier's the destination's (spec addressSpaces)", () => {
  const tensor = 'cp.async.bulk.tensor.1d.shared::cluster.global.mbarrier::complete_tx::bytes';
  const copy = 'cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes';
  // ptxas: each accepted (a .texref is held to no space; a 32-bit register is taken as a .global address here).
  for (const ok of [
    `${tensor} [sv], [%rd2, {%r1}], [sv+8];`, `${tensor} sv, [gv, {%r1}], sv;`, `${copy} [sv], [gv+8], 16, [sv];`, `${copy} [tr], [%rd2], 16, [%rd3];`,
    'cp.async.bulk.global.shared::cta.bulk_group [%r1], [%r2], 16;', 'cp.async.bulk.prefetch.L2.global [%r1], 16;', 'atom.shared.add.u32 %r1, [tr], 1;',
  ])
    assert.equal(spaceErrors(ok), [], ok);
  // ptxas: "State space mismatch between instruction and address in instruction 'cp.async.bulk.tensor'" ('cp.async.bulk', 'cp.async.bulk.prefetch').
  assert.equal(spaceErrors(`${tensor} [gv], [%rd2, {%r1}], [%rd3];`), [`78: '${tensor}': 'gv' is a .global variable: the instruction addresses .shared::cluster`]);
  assert.equal(spaceErrors(`${tensor} [%rd1], [%rd2, {%r1}], gv;`), [`101: '${tensor}': 'gv' is a .global variable: the instruction addresses .shared::cluster`]);
  assert.equal(spaceErrors(`${copy} [%rd1], [sv], 16, [%rd3];`), [`76: '${copy}': 'sv' is a .shared variable: the instruction addresses .global`]);
  assert.equal(spaceErrors('cp.async.bulk.prefetch.L2.global [sv+8], 16;'), ["35: 'cp.async.bulk.prefetch.L2.global': 'sv' is a .shared variable: the instruction addresses .global"]);
  // ptxas: "Illegal state space for address operand 'tr' with instruction 'mbarrier.init'": its own rule (genericSpaces) holds a .texref too.
  assert.equal(spaceErrors('mbarrier.init.shared.b64 [tr], %r1;').length, 1);
});

test.run();
