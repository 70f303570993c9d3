// The language server's re-check after an edit (src/lsp/recheck.ts): an edit inside one function's
// body re-checks that function alone, and gives exactly the diagnostics of a whole check of the
// new text; any other edit is a whole check.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { check, recheck, type Checked } from '../src/lsp/recheck.js';
import { ROOT, readText } from './support/ptx.js';

// nvcc output: 5 kernels, each with its own %r<28> and labels.
const TEXT = readText(join(ROOT, 'test/corpus/ptx/atomics.sm_90.default.ptx'));

/** `text` with the `nth` occurrence of `needle` replaced by `by`. */
function edited(text: string, needle: string, by: string, nth = 0): string {
  let at = -1;
  for (let i = 0; i <= nth; i++) at = text.indexOf(needle, at + 1);
  if (at < 0) throw new Error(`no '${needle}'`);
  return text.slice(0, at) + by + text.slice(at + needle.length);
}

/** The re-check of `text` after `last`, checked against a whole check; whether it re-checked one function alone. */
function step(last: Checked, text: string): { next: Checked; alone: boolean } {
  const next = recheck(last, text);
  assert.equal(next.diagnostics, check(text).diagnostics);
  return { next, alone: next.bodies !== undefined };
}

test('edits inside one body: that function re-checked alone, the diagnostics of a whole check, those after it moved', () => {
  let last = check(TEXT);
  assert.equal(last.diagnostics, []);
  // ptxas 13.0: "Not a name of any known instruction: 'atomm'" in a later kernel; then an error
  // ("Unknown symbol '%rr2'") in an earlier one, then none, on the line of its ret; then each undone;
  // then lines added ("Unknown symbol '%r99'": %r<28>) where no diagnostic follows.
  const typo = edited(TEXT, '\tatom.', '\tatomm.', 40);
  const edits = [
    typo,
    edited(typo, '\tret;', '\tadd.s32 %r1, %r1, %rr2; ret;', 0),
    edited(typo, '\tret;', '\tret; ret;', 0),
    typo,
    TEXT,
    edited(TEXT, '\tret;', '\tmov.u32 %r99, 1;\n\n\tret;', 0),
  ];
  for (const text of edits) {
    const { next, alone } = step(last, text);
    assert.ok(alone);
    last = next;
  }
  // The fix of a diagnostic after the edited function moves with it.
  const moved = step(check(typo), edited(typo, '\tret;', '\t\tret;', 0));
  assert.ok(moved.alone);
  const fix = moved.next.diagnostics[0]!.fix!.edits[0]!;
  assert.is(moved.next.text.slice(fix.span.start, fix.span.end), 'atomm');
});

test('edits outside one body, or making one body two, are whole checks', () => {
  const last = check(TEXT);
  for (const text of [
    edited(TEXT, '.address_size 64', '.address_size 32'),
    // A brace closing the first body early: the rest of it is at module scope.
    edited(TEXT, '\tret;', '\tret;\n}\n{', 0),
    // A kernel's name, in its header.
    edited(TEXT, '.entry ', '.entry x', 1),
    // Two bodies at once.
    edited(edited(TEXT, '\tatom.', '\tatomm.', 40), '\tret;', '\tret; ret;', 0),
  ]) {
    const { alone } = step(last, text);
    assert.not.ok(alone);
  }
  // Lines added before a diagnostic: a message may name a line after the edit ("the block opened at line N").
  const typo = edited(TEXT, '\tatom.', '\tatomm.', 40);
  assert.not.ok(step(check(typo), edited(typo, '\tret;', '\tret;\n\tret;', 0)).alone);
});

test("a body whose '}' shares its line with the next function's header: the columns after it kept", () => {
  // ptxas 13.0: "Unknown symbol '%r1'" (no .reg declares it).
  const text = '.version 9.0\n.target sm_90\n.address_size 64\n.visible .entry a()\n{\n\tret;\n  } .visible .entry b() { mov.u32 %r1, 1; ret; }\n';
  const { next, alone } = step(check(text), text.replace('%r1, 1', '%r1, 2'));
  assert.ok(alone);
  assert.equal(next.diagnostics.map((d) => [d.span.line, d.span.column]), [[7, 35]]);
});

test('a module with debug sections is checked whole: they name other functions\' labels', () => {
  const g = readText(join(ROOT, 'test/corpus/ptx/rdc_defs.sm_90.rdcG.ptx'));
  const { alone } = step(check(g), edited(g, '\tret;', '\tret;\n\tret;', 0));
  assert.not.ok(alone);
});

// A small module of two kernels: edits go into the second's body (b), or the first's (a).
// ptxas 13.0 accepts it.
const HEAD = '.version 9.0\n.target sm_90\n.address_size 64\n';
const A = '.visible .entry a()\n{\n\t.reg .b32 %r<3>;\n\tmov.u32 %r1, 1;\n\tret;\n}\n';
const B = '.visible .entry b()\n{\n\t.reg .b32 %r<3>;\n\tmov.u32 %r2, 2;\n\tret;\n}\n';
const TWO = HEAD + A + B;
/** `text` with `what` typed after b's `mov`. */
const inB = (what: string, text = TWO) => text.replace('%r2, 2;', `%r2, 2;${what}`);

test("'#' lines, strings and comments: where a function's body ends, as a whole check finds it", () => {
  // [case, text before, text after, re-checked alone]. ptxas 13.0 rejects the texts after with a
  // '#' and a brace, a broken string, an unterminated comment and a @@DWARF line ("Parsing error"),
  // and accepts the rest (the pragmas '}' and '{' with a warning: unsupported).
  const marker = HEAD + '# 1 "a.cu"\n' + A + B;
  const broken = HEAD + A.replace('ret;', '.pragma "}\n;ret;') + B;
  const commented = HEAD + A.replace('ret;', '// }\n\tret; /* { */') + B;
  const quoted = HEAD + A.replace('ret;', '.pragma "}";\n\tret;') + B;
  const cases: Array<[string, string, string, boolean]> = [
    // A '#' line in the text checked last: whole checks from then on.
    ['a line marker before', marker, inB(' mov.u32 %r1, 1;', marker), false],
    ['a line marker typed in a body', TWO, inB('\n# 5 "x.cu"\n'), true],
    // Not a line marker: an unexpected character, and the brace after it opens a block.
    ["a '#' and a brace typed in a body", TWO, inB(' # {'), false],
    // A string broken by a line end in the text checked last; one typed in a body ends at the line end, as the lexer ends it.
    ['a broken string before', broken, inB(' mov.u32 %r1, 1;', broken), false],
    ['a broken string typed in a body', TWO, inB(' .pragma "}\n;'), true],
    // Braces in comments and strings are no block's.
    ['braces in comments before', commented, inB(' mov.u32 %r1, 1;', commented), true],
    ['a brace in a line comment typed in a body', TWO, inB(' // }'), true],
    ['a brace in a block comment typed in a body', TWO, inB(' /* }\n{ */'), true],
    ['an unterminated block comment typed in a body', TWO, inB(' /* }'), false],
    ['a brace in a string before', quoted, inB(' mov.u32 %r1, 1;', quoted), true],
    ['a brace in a string typed in a body', TWO, inB(' .pragma "{";'), true],
    // Debug information typed in a body, as in the text checked last: a whole check.
    ['a @@DWARF line typed in a body', TWO, inB('\n@@DWARF {\n'), false],
  ];
  for (const [name, before, after, alone] of cases) assert.is(step(check(before), after).alone, alone, name);
});

test("an inlined_at typed in a body is checked against the .loc lines of the bodies before it", () => {
  // ptxas 13.0 takes the location (24 30 is a's) and the label, a debug section's.
  const loc = HEAD + '.file 1 "a.cu"\n' + A.replace('ret;', '.loc 1 24 30\n\tret;') + B + '.section .debug_str\n{\n$L__a:\n.b8 97,0\n}\n';
  const { next, alone } = step(check(loc), inB('\n.loc 1 5 0, function_name $L__a, inlined_at 1 24 30\n', loc));
  assert.not.ok(alone);
  assert.equal(next.diagnostics, []);
});

test.run();
