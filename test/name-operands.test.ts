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

test.run();
