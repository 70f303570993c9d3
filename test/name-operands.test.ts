// Names as operands where ptxas 13.0 (`ptxas -arch=sm_90`) rejects them though their shape fits, and
// where it takes them: its verdict beside each input, checked in the full and validate-only parses.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { errorsInBothModes } from './support/ptx.js';

/** A module of functions `r0` (returning a .b32) and `n0` (returning none), `decls` and a kernel of `body`; its errors, lines counted from the body's first. */
function callErrors(decls: string, body: string): string[] {
  const head = `.version 9.0\n.target sm_90\n.address_size 64\n.func (.param .b32 r) r0() { st.param.b32 [r], 0; ret; }\n.func (.param .b32 r) r1() { st.param.b32 [r], 0; ret; }\n.func n0() { ret; }\n.func n1() { ret; }\n${decls}\n.entry k(.param .u64 p)\n{\n\t.reg .b64 %rd<2>;\n\tld.param.u64 %rd1, [p];\n`;
  const first = head.split('\n').length;
  return errorsInBothModes(`${head}${body}\n\tret;\n}\n`).map((e) => e.replace(/^(\d+)/, (n) => String(Number(n) - first + 1)));
}

test('a call receiving no value through a .calltargets list is held to its last function\'s return list, through a call table to its first', () => {
  const list = (fs: string) => `L: .calltargets ${fs};\n\tcall %rd1, L;`;
  const table = (fs: string) => [`.global .u64 t[${fs.split(',').length}] = {${fs}};`, '\tcall %rd1, t;'] as const;
  // ptxas 13.0: each accepted.
  for (const fs of ['n0', 'r0, n0', 'r0, r1, n0', 'n0, r0, n1']) assert.equal(callErrors('', `\t${list(fs)}`), [], fs);
  for (const fs of ['n0', 'n0, r0', 'n0, r0, r1', 'n0, r0, n1']) assert.equal(callErrors(...table(fs)), [], fs);
  // ptxas 13.0: "Call has wrong number of parameters".
  assert.equal(callErrors('', `\t${list('n0, r0')}`), ["2:13: 'call': 'r0' of 'L' takes 0 arguments and returns 1 value; the call passes 0 and receives 0"]);
  assert.equal(callErrors('', `\t${list('r0, n0, r1')}`), ["2:13: 'call': 'r1' of 'L' takes 0 arguments and returns 1 value; the call passes 0 and receives 0"]);
  assert.equal(callErrors(...table('r0, n0')), ["1:13: 'call': 'r0' of 't' takes 0 arguments and returns 1 value; the call passes 0 and receives 0"]);
  // Receiving a value, every function must return one (ptxas 13.0 alike), written with or without an argument list.
  for (const call of ['call (v), %rd1, L;', 'call (v), %rd1, (), L;']) {
    assert.equal(callErrors('', `\tL: .calltargets r0, r1;\n\t{ .param .b32 v; ${call} }`), [], call);
    const line = `\t{ .param .b32 v; ${call} }`;
    assert.equal(callErrors('', `\tL: .calltargets r0, n0;\n${line}`), [`2:${line.indexOf('L;') + 1}: 'call': 'n0' of 'L' takes 0 arguments and returns 0 values; the call passes 0 and receives 1`]);
  }
  // ptxas 13.0: accepted, a prototype's return value received with no argument list.
  assert.equal(callErrors('', '\tF: .callprototype (.param .b32 _) _ ();\n\t{ .param .b32 v; call (v), %rd1, F; }'), []);
});

/** A kernel of `body` below opaque, array and plain variables of `mode` (texmode); its errors, lines counted from the body's first. */
function handleErrors(body: string, mode = 'texmode_unified'): string[] {
  const sampler = mode === 'texmode_independent' ? '.global .samplerref smp;\n' : '';
  const head = `.version 9.0\n.target sm_90, ${mode}\n.address_size 64\n.global .u32 g[16];\n.global .texref tx;\n.global .texref txa[2];\n.global .surfref sf;\n${sampler}.func f() { ret; }\n.entry k(.param .texref ptx, .param .u64 pp)\n{\n\t.reg .b32 %r<4>;\n\t.reg .b64 %rd<4>;\n\t.reg .f32 %f<4>;\n\t.reg .pred %p<2>;\n\t.local .u32 lk[4];\n`;
  const first = head.split('\n').length;
  return errorsInBothModes(`${head}${body}\n\tret;\n}\n`).map((e) => e.replace(/^(\d+)/, (n) => String(Number(n) - first + 1)));
}

test('ld, st, ldu and ld.global.nc address no opaque scalar variable (spec noHandles), an array of them they do', () => {
  // ptxas 13.0: each accepted (after them, in the same module, the same spellings of a handle below).
  const ok = ['ld.global.u64 %rd1, [g];', 'ld.global.u64 %rd1, [txa];', 'st.global.u64 [txa+8], %rd1;', 'mov.u64 %rd1, tx;', 'ld.param.u64 %rd1, [pp];'];
  assert.equal(handleErrors(ok.map((l) => `\t${l}`).join('\n')), []);
  // ptxas 13.0: "Illegal operand type to instruction 'ld'" ('st', 'ldu'), whatever the offset, space or type.
  for (const [line, name, type] of [
    ['ld.global.u64 %rd1, [tx];', 'tx', '.texref'], ['ld.global.u32 %r1, [tx+8];', 'tx', '.texref'], ['ld.u64 %rd1, [sf];', 'sf', '.surfref'],
    ['st.global.u64 [sf], %rd1;', 'sf', '.surfref'], ['ldu.global.u64 %rd1, [tx];', 'tx', '.texref'], ['ld.global.nc.u64 %rd1, [tx];', 'tx', '.texref'],
    ['ld.param.u64 %rd1, [ptx];', 'ptx', '.texref'],
  ] as const) {
    const body = `${ok.map((l) => `\t${l}`).join('\n')}\n\t${line}`;
    const column = body.split('\n').at(-1)!.indexOf('[') + 1;
    assert.equal(handleErrors(body), [`${ok.length + 1}:${column}: '${line.split(' ')[0]}': '${name}' is a ${type} variable: this address names none (take its address into a .u64 register with mov)`], line);
  }
});

test('a texture, sampler or surface operand names a scalar variable of its opaque type or is a .u64 register (spec handleOperands)', () => {
  // ptxas 13.0: each accepted, the .texref ones first so that the fast path has seen their spellings.
  const ok = ['txq.width.b32 %r1, [tx];', 'txq.width.b32 %r1, [ptx];', 'txq.width.b32 %r1, [%rd1];', 'txq.filter_mode.b32 %r1, [tx];', 'suq.width.b32 %r1, [sf];',
    'tex.1d.v4.f32.s32 {%f0, %f1, %f2, %f3}, [tx, {%r1}];', 'suld.b.1d.b32.trap {%r1}, [sf, {%r1}];', 'sust.b.1d.b32.trap [sf, {%r1}], {%r1};'];
  assert.equal(handleErrors(ok.map((l) => `\t${l}`).join('\n')), []);
  const TEX = 'this operand takes a .texref variable or a .u64 register';
  const SURF = 'this operand takes a .surfref variable or a .u64 register';
  // ptxas 13.0: "Arguments mismatch for instruction 'txq'" (a plain variable, an array, a function),
  // "Argument 1 of instruction 'txq': .texref or .u64 register expected" (another opaque type, a .u64 variable).
  for (const [line, message] of [
    ['txq.width.b32 %r1, [g];', `'g' is an array of .u32: ${TEX}`], ['txq.width.b32 %r1, [lk];', `'lk' is an array of .u32: ${TEX}`],
    ['txq.width.b32 %r1, [txa];', `'txa' is an array of .texref: ${TEX}`], ['txq.width.b32 %r1, [f];', `'f' is a function: ${TEX}`],
    ['txq.width.b32 %r1, [sf];', `'sf' is a .surfref variable: ${TEX}`], ['txq.width.b32 %r1, [pp];', `'pp' is a .param variable: ${TEX}`],
    ['tex.1d.v4.f32.s32 {%f0, %f1, %f2, %f3}, [g, {%r1}];', `'g' is an array of .u32: ${TEX}`],
    ['suq.width.b32 %r1, [tx];', `'tx' is a .texref variable: ${SURF}`], ['sust.b.1d.b32.trap [ptx, {%r1}], {%r1};', `'ptx' is a .texref variable: ${SURF}`],
  ] as const) {
    const body = `${ok.map((l) => `\t${l}`).join('\n')}\n\t${line}`;
    const column = body.split('\n').at(-1)!.indexOf('[') + 2;
    assert.equal(handleErrors(body), [`${ok.length + 1}:${column}: '${line.split(' ')[0]}': ${message}`], line);
  }
  // Under texmode_independent a sampler query and a texture's sampler take a .samplerref (ptxas 13.0
  // accepts these; ".samplerref or .u64 register expected" for a .texref).
  const independent = (line: string) => handleErrors(`\t${line}`, 'texmode_independent');
  for (const good of ['txq.filter_mode.b32 %r1, [smp];', 'txq.width.b32 %r1, [tx];', 'tex.1d.v4.f32.s32 {%f0, %f1, %f2, %f3}, [tx, smp, {%r1}];']) assert.equal(independent(good), [], good);
  assert.equal(independent('txq.filter_mode.b32 %r1, [tx];'), ["1:28: 'txq.filter_mode.b32': 'tx' is a .texref variable: this operand takes a .samplerref variable or a .u64 register"]);
  assert.equal(independent('tex.1d.v4.f32.s32 {%f0, %f1, %f2, %f3}, [tx, tx, {%r1}];'), ["1:47: 'tex.1d.v4.f32.s32': 'tx' is a .texref variable: this operand takes a .samplerref variable or a .u64 register"]);
});

test("a name in parentheses is a call's return or argument list, no operand elsewhere", () => {
  // ptxas 13.0: each accepted (a constant in parentheses is one; a call's lists).
  assert.equal(handleErrors('\tmov.u32 %r1, (1);\n\tmov.b64 %rd1, {(1), %r2};\n\tcall f, ();'), []);
  // ptxas 13.0: "Parsing error near 'g'" ('%r2', 'f', '_', ')'): any name, a register too, and an empty list.
  const LIST = "found a list (..): a call's return and argument lists alone are in parentheses";
  for (const [line, operand, shape] of [
    ['mov.u64 %rd1, (g);', '2 (a)', 'a scalar value'], ['mov.u64 %rd1, (f);', '2 (a)', 'a scalar value'], ['add.u32 %r1, (%r2), 1;', '2 (a)', 'a value'],
    ['mov.u32 %r1, (_);', '2 (a)', 'a scalar value'], ['mov.u32 %r1, ();', '2 (a)', 'a scalar value'], ['mov.u32 %r1, (%r2, %r3);', '2 (a)', 'a scalar value'],
    ['mov.b64 %rd1, {(%r1), %r2};', '2 (a)', 'a scalar value'],
  ] as const) {
    const column = line.indexOf(line.includes('{') ? '{' : '(') + 2;
    assert.equal(handleErrors(`\t${line}`), [`1:${column}: '${line.split(' ')[0]}': operand ${operand}: expected ${shape}, ${LIST}`], line);
  }
});

test("a function's name where a source takes its address, but cvta's with a state space, isspacep's and istypep's (spec noFunctions)", () => {
  // ptxas 13.0: each accepted.
  const ok = ['mov.u64 %rd1, f;', 'add.u64 %rd1, f, 1;', 'cvta.to.global.u64 %rd1, f;', 'cvta.global.u64 %rd1, g;', 'getctarank.shared::cluster.u32 %r1, f;', 'isspacep.global %p1, g+4;', 'istypep.texref %p1, %rd1;'];
  assert.equal(handleErrors(ok.map((l) => `\t${l}`).join('\n')), []);
  // ptxas 13.0: "State space mismatch between instruction and address in instruction 'cvta'", in every space, of a kernel too.
  for (const space of ['.global', '.shared', '.shared::cluster', '.local', '.const', '.param']) {
    for (const name of ['f', 'k']) {
      const line = `cvta${space}.u64 %rd1, ${name};`;
      assert.equal(handleErrors(`\t${line}`), [`1:${line.indexOf(', ') + 4}: 'cvta${space}.u64': '${name}' is a function, in no state space: the instruction addresses ${space}`], line);
    }
  }
  // ptxas 13.0: "Arguments mismatch for instruction 'isspacep'" ('istypep'); a variable there is "must be register" (istypep: "Arguments mismatch").
  for (const line of ['isspacep.global %p1, f;', 'istypep.texref %p1, f;', 'istypep.samplerref %p1, k;']) {
    const name = line.at(-2)!;
    assert.equal(handleErrors(`\t${line}`), [`1:${line.indexOf(', ') + 4}: '${line.split(' ')[0]}': '${name}' is a function: operand 'a' takes a register or a constant, not a function`], line);
  }
  assert.equal(handleErrors('\tistypep.texref %p1, tx;'), ["1:22: 'istypep.texref': 'tx' is a .global variable: operand 'a' takes a register or a constant, not a variable"]);
});

test("istypep's operand takes no offset from a variable, which isspacep's and add's take as an address (spec noVariableOffsets)", () => {
  // ptxas 13.0: each accepted.
  assert.equal(handleErrors(['istypep.texref %p1, %rd1+1;', 'istypep.texref %p1, 7;', 'isspacep.global %p1, g+4;', 'add.u64 %rd1, g+4, 1;'].map((l) => `\t${l}`).join('\n')), []);
  // ptxas 13.0: "Arguments mismatch for instruction 'istypep'".
  for (const [line, name] of [['istypep.texref %p1, tx+1;', 'tx'], ['istypep.samplerref %p1, g+4;', 'g']] as const) {
    assert.equal(handleErrors(`\t${line}`), [`1:${line.indexOf(', ') + 4}: '${line.split(' ')[0]}': an offset from the .global variable '${name}': operand 'a' takes a register or a constant, not a variable's address`], line);
  }
});

test('an mbarrier in a generic address is a .shared variable (spec genericSpaces); cp.async.mbarrier.arrive names no opaque one (spec noHandles)', () => {
  const mbar = (body: string) => handleErrors(`\t.shared .b64 sb;\n${body}`).map((e) => e.replace(/^(\d+)/, (n) => String(Number(n) - 1)));
  // ptxas 13.0: each accepted (an atom, a red, a prefetch and a cp.async.bulk take a .texref's address).
  const ok = ['mbarrier.init.b64 [sb+8], %r1;', 'mbarrier.arrive.b64 %rd1, [sb];', 'cp.async.mbarrier.arrive.b64 [g];', 'cp.async.mbarrier.arrive.b64 [lk];', 'cp.async.mbarrier.arrive.shared.b64 [sb];', 'cp.async.mbarrier.arrive.b64 [%r1];', 'atom.global.add.u32 %r1, [tx], 1;', 'red.global.add.u32 [tx], 1;', 'prefetch.global.L2 [tx];', 'cp.async.bulk.global.shared::cta.bulk_group [tx], [%r1], 16;'];
  assert.equal(mbar(ok.map((l) => `\t${l}`).join('\n')), []);
  // ptxas 13.0: "Illegal state space for address operand 'tx' with instruction 'mbarrier.init'" (any variable but a .shared one, a .texref's offset too).
  for (const [line, name, space] of [
    ['mbarrier.init.b64 [tx], %r1;', 'tx', '.global'], ['mbarrier.init.b64 [tx+8], %r1;', 'tx', '.global'], ['mbarrier.init.b64 [lk], %r1;', 'lk', '.local'],
    ['mbarrier.arrive.b64 _, [g];', 'g', '.global'], ['mbarrier.try_wait.parity.b64 %p1, [g], %r1;', 'g', '.global'], ['mbarrier.test_wait.b64 %p1, [tx], %rd1;', 'tx', '.global'],
    ['mbarrier.inval.b64 [g];', 'g', '.global'], ['mbarrier.expect_tx.b64 [g], 1;', 'g', '.global'], ['mbarrier.complete_tx.b64 [g], 1;', 'g', '.global'], ['mbarrier.arrive_drop.b64 %rd1, [g];', 'g', '.global'],
  ] as const) {
    assert.equal(mbar(`\t${line}`), [`1:${line.indexOf('[') + 2}: '${line.split(' ')[0]}': '${name}' is a ${space} variable: generic addressing takes .shared ones only`], line);
  }
  // ptxas 13.0: "Indirect access to texture (surface) requires .u64 type".
  for (const [line, name, type] of [['cp.async.mbarrier.arrive.b64 [tx+8];', 'tx', '.texref'], ['cp.async.mbarrier.arrive.b64 [sf];', 'sf', '.surfref']] as const)
    assert.equal(mbar(`\t${line}`), [`1:31: 'cp.async.mbarrier.arrive.b64': '${name}' is a ${type} variable: this address names none (take its address into a .u64 register with mov)`], line);
  // ptxas 13.0: accepted, a 32-bit register with .shared or without (nvcc writes cp.async.mbarrier.arrive.shared.b64 [%r29]: spec narrowAddresses).
  assert.equal(mbar('\tcp.async.mbarrier.arrive.shared.b64 [%r1];\n\tcp.async.mbarrier.arrive.noinc.shared::cta.b64 [%r1+8];\n\tcp.async.mbarrier.arrive.b64 [%r1];'), []);
  // ptxas 13.0: "State space mismatch between instruction and address in instruction 'cp.async.mbarrier.arrive'" (spec addressSpaces).
  for (const [line, name, space, want] of [
    ['cp.async.mbarrier.arrive.shared.b64 [g];', 'g', '.global', '.shared'], ['cp.async.mbarrier.arrive.noinc.shared.b64 [g+8];', 'g', '.global', '.shared'],
    ['cp.async.mbarrier.arrive.shared::cta.b64 [lk];', 'lk', '.local', '.shared::cta'],
  ] as const)
    assert.equal(mbar(`\t${line}`), [`1:${line.indexOf('[') + 2}: '${line.split(' ')[0]}': '${name}' is a ${space} variable: the instruction addresses ${want}`], line);
});

test.run();
