// Minimal inputs on which the parser once disagreed with ptxas 13.0 (`ptxas -arch=sm_90a`), each
// with ptxas's verdict beside it, checked in both modes (validate-only and the full parse).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { errorsInBothModes, kernel } from './support/ptx.js';

/** The line of the first body statement in kernel(). */
const LINE = kernel('').split('\n').indexOf('') + 1;

/** The errors of `body` in a kernel, as `line:col: message`, lines counted from the body's first. */
function bodyErrors(body: string, target?: string): string[] {
  return errorsInBothModes(kernel(body, target)).map((e) => e.replace(/^(\d+)/, (n) => String(Number(n) - LINE + 1)));
}

test('control characters: ptxas skips 0x1A as a blank, and takes no vertical tab (0x0B)', () => {
  // ptxas: accepted.
  assert.equal(bodyErrors('\tadd.u32\x1a%r1, %r2, %r3;\x1a\n\x1a'), []);
  // ptxas: "Parsing error near '': syntax error".
  assert.equal(bodyErrors('\tadd.u32\x0b%r1, %r2, %r3;'), ['1:9: expected an operand, found unexpected character U+000B']);
});

test("a '\\' before an opcode, once, as ptxas skips it (a macro's line continuation left in)", () => {
  // ptxas: each accepted.
  for (const ok of ['\t\\add.u32 %r1, %r2, %r3;', '\tadd.u32 %r1, %r2, %r3; \\\n\tadd.u32 %r1, %r2, %r3;', '\t\\\n\tret;', '\t@%p1 \\ bra $L1;\n$L1: \\ ret;', '\t\\ // c\n\tret;'])
    assert.equal(bodyErrors(ok), [], ok);
  // ptxas: "Parsing error near '\'" (or near what follows) before a label, a guard, a directive, a brace, another '\', and inside an instruction.
  assert.equal(bodyErrors('\t{ ret; \\ }'), ["1:9: '\\' stands only before an instruction, found it before '}'"]);
  assert.equal(bodyErrors('\t\\$L1:\n\tret;'), ["1:2: '\\' stands only before an instruction, found it before '$L1'"]);
  assert.equal(bodyErrors('\t\\@%p1 ret;'), ["1:2: '\\' stands only before an instruction, found it before '@'"]);
  assert.equal(bodyErrors('\t\\.reg .b32 %q;'), ["1:2: '\\' stands only before an instruction, found it before '.reg'"]);
  assert.equal(bodyErrors('\t\\ \\ ret;'), ["1:2: '\\' stands only before an instruction, found it before '\\'"]);
  assert.equal(bodyErrors('\tadd.u32 %r1, \\%r2, %r3;'), ["1:15: expected an operand, found '\\'"]);
});

test.run();
