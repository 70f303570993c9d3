// The language server's diagnostic codes (src/lsp/diagnostics.ts), pinned on the diagnostics of a
// set of inputs from every part of the parser: the codes clients key on stay what they are.
// ptxas 13.0 (-arch=sm_90a) rejects every input.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { toLspDiagnostic } from '../src/lsp/diagnostics.js';
import { parse } from '../src/parse.js';
import { kernel } from './support/ptx.js';

const HEAD = '.version 9.0\n.target sm_90\n.address_size 64\n';
const fn = (body: string) => `.visible .entry k()\n{\n${body}\n}\n`;

/** [input, the codes of its diagnostics in order, repeats left out]. */
const CASES: Array<[string, string[]]> = [
  [kernel('\tmovv.u32 %r1, %r2;'), ['unknown-opcode']],
  [kernel('\tld.globl.u32 %r1, [%rd1];'), ['unknown-qualifier-for']],
  [kernel('\tadd.s32.s32 %r1, %r2, %r3;'), ['duplicate-qualifier-for']],
  [kernel('\tadd.s32 %r1, %r2;'), ['expected-operands-found']],
  [kernel('\tadd.s32 %r1, %r2, %r99;'), ['unknown-symbol-declares-to']],
  [kernel('\tadd.s32 %r1, %r2, %rr2;'), ['unknown-symbol']],
  [kernel('\tadd.s32 %r1, %r2, %r3'), ['expected-or-after-an-operand']],
  [kernel('\tmov.u32 %r1, [%rd1];'), ['operand-expected-a-scalar-value']],
  [kernel('\t.reg .b32 %r<8>;'), ['duplicate-definition-of-in-this']],
  [kernel('\tmov.u32 %r1, "x";'), ['a-string-is-no-operand']],
  [kernel('\tmov.u32 %r1, 09;'), ['expected-an-operand-found-malformed']],
  [kernel('\tmov.u32 %r1, 0f123;'), ['expected-an-operand-found-a']],
  [kernel('\tmov.u32 %r1, ~;'), ['expected-an-operand-found']],
  [kernel('\tmov.u32 %r1, 1 /* x'), ['expected-or-after-an-operand']],
  [kernel('\tmov.u32 %r1, %tid;'), ['operand-special-register-is-a']],
  [kernel('\twgmma.fence.sync.aligned;', 'sm_80'), ['is-not-supported-on-it']],
  [kernel('\tst.global.v8.u32 [%rd1], {%r1, %r2};'), ['operand-expected-a-vector-of']],
  [kernel('\tsetp.eq.s32 %r1, %r2, %r3;'), ['register-of-type-does-not']],
  [kernel('\t@%r1 bra $L;\n$L:'), ['the-guard-is-not-a']],
  [kernel('\tcall foo, (%r1);'), ['unknown-symbol']],
  [kernel(`\tadd.s32 %r1, %r2;\n${'\tfoo;\n'.repeat(120)}`), ['expected-operands-found', 'unknown-opcode', 'too-many-errors-stopping-here']],
  [`${HEAD}.visible .entry k()\n{\n\tret;\n`, ['expected-closing-the-block-opened']],
  [HEAD + fn('\tret;') + fn('\tret;'), ['duplicate-definition-of-function-its']],
  [`${HEAD}.global .u32 g[2] = {1, 2, 3};\n`, ['elements-initialize-a-dimension-of']],
  [`${HEAD}.global .u33 g;\n`, ['is-no-type-a-declaration']],
  [`${HEAD}.shared .align 3 .u32 s;\n`, ['alignment-is-not-a-power']],
  [`${HEAD}.func f(.param .b32 a)\n{\n\tret;\n}\n${fn('\tcall f, ();\n\tret;')}`, ['takes-argument-and-returns-values']],
  ['.version 9.9\n.target sm_90\n', ['unsupported-ptx-isa-is-the']],
  ['.version 9.0\n.target sm_999\n', ['unsupported']],
  ['.version 9.0\n.address_size 64\n', ['must-follow-found']],
  [`${HEAD}foo;\n`, ['expected-a-directive-found']],
  [HEAD + fn('\t.loc 1 2 3, inlined_at 1 2 4\n\tret;'), ['expected-in-found']],
  [`${HEAD}.visible .entry k() caf\u00e9\n`, ['expected-or-after-the-header', 'unexpected-non-ascii-character-ptx']],
  [`${HEAD}.pragma 1;\n`, ['expected-a-string-after-found']],
  [HEAD + fn('\t.reg .pred %p;\n\t@%p ret'), ['expected-an-operand-found']],
];

test('the code of each diagnostic', () => {
  for (const [text, codes] of CASES) {
    const doc = TextDocument.create('file:///t.ptx', 'ptx', 1, text);
    const got = parse(text).diagnostics.map((d) => toLspDiagnostic(d, doc).code as string);
    assert.equal([...new Set(got)], codes, text);
  }
});

test.run();
