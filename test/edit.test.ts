// Editing: statements parsed from text in the context of a function of nvcc output
// (test/fixtures/defs-uses.sm_90.ptx), and a module with one replaced, printed.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isInstruction, parse, parseStatement, print, printInstruction, replaceStatement, type FunctionDecl } from '../src/index.js';
import { ROOT } from './support/ptx.js';

const text = readFileSync(join(ROOT, 'test', 'fixtures', 'defs-uses.sm_90.ptx'), 'latin1');
const { module } = parse(text);
const fn = module.directives.find((d): d is FunctionDecl => d.kind === 'Function')!;
const context = { module, function: fn };

test("a statement from text names the function's registers, labels and the module's variables, as the parser builds it", () => {
  const r = parseStatement('add.s32 %r5, %r1, 1;', context);
  assert.equal(r.diagnostics, []);
  assert.ok(isInstruction(r.statement, 'add'));
  if (isInstruction(r.statement, 'add')) {
    assert.equal(r.statement.args.d, { kind: 'Name', name: '%r5', selector: null, span: { start: 8, end: 11, line: 1, column: 9 } });
    assert.equal(r.statement.span, { start: 0, end: 20, line: 1, column: 1 });
  }
  assert.equal(parseStatement('@%p1 bra $L__BB0_2;', context).diagnostics, []);
  assert.equal(parseStatement('ld.shared.f32 %f1, [_ZZ1kPK6float4PfPiiiiE1s];', context).diagnostics, []);
});

test("a diagnostic's fix is in the statement's text", () => {
  // ptxas: "Not a name of any known instruction: 'mull'".
  const statement = 'mull.lo.s32 %r5, %r1, %r2;';
  const [d] = parseStatement(statement, context).diagnostics;
  assert.equal(d!.fix!.edits, [{ span: { start: 0, end: 4, line: 1, column: 1 }, text: 'mul' }]);
});

test('errors are at their column in the text; one statement only', () => {
  // ptxas: "Unknown symbol '%r99'" (the function declares %r<23>).
  const r = parseStatement('add.s32 %r99, %r1, 1;', context);
  assert.equal(r.diagnostics.map((d) => [d.span.line, d.span.column, d.message]), [[1, 9, "unknown symbol '%r99': %r<23> declares %r0 to %r22"]]);
  const two = parseStatement('add.s32 %r5, %r1, 1; add.s32 %r5, %r1, 2;', context);
  assert.equal(two.diagnostics.map((d) => [d.span.column, d.message]), [[22, 'expected one statement, found another']]);
});

test('a text whose braces do not balance is an error at the text, not no statement and no error', () => {
  // At the end of the body, '}' would end the function early and '{' leave a block open (ptxas:
  // "syntax error" at the function's own '}', or at the end of the file).
  const message = "expected one statement, found unbalanced braces: the function's body would end elsewhere";
  for (const t of ['}', '{', '{ add.s32 %r5, %r1, 1;']) {
    const r = parseStatement(t, context);
    assert.equal(r.diagnostics.map((d) => [d.span.start, d.span.end, d.message]), [[0, t.length, message]], t);
  }
  assert.equal(parseStatement('{ add.s32 %r5, %r1, 1; }', context).diagnostics, []);
  assert.equal(parseStatement('', context), { statement: null, diagnostics: [] });
});

test('an instruction edited as text and put in place of the old one: fresh args; only its line prints anew', () => {
  const mad = fn.body!.statements.find((s) => isInstruction(s, 'mad'))!;
  const next = parseStatement(printInstruction(mad as Parameters<typeof printInstruction>[0]).replace('%r12;', '7;'), context).statement!;
  assert.ok(isInstruction(next, 'mad'));
  if (isInstruction(next, 'mad')) assert.equal(next.args.c, { kind: 'Int', text: '7', span: { start: 28, end: 29, line: 1, column: 29 } });
  const stray = parseStatement('add.s32 %r5, %r1, 1;', context).statement!;
  assert.throws(() => replaceStatement(module, stray, mad), /not in the module/);
  // ptxas -arch=sm_90 assembles the printed module.
  const out = print(replaceStatement(module, mad, next));
  const changed = out.split('\n').filter((l, i) => l !== text.split('\n')[i]);
  assert.equal(changed, ['\tmad.lo.s32 %r1, %r11, %r10, 7;']);
  assert.equal(parse(out).diagnostics, []);
});

test('a statement put in place of one after a blank line takes its line: the blank line stays before it', () => {
  // The first ld.param (line 32) follows the declarations and a blank line; ptxas -arch=sm_90
  // assembles the printed module.
  const { module: m } = parse(text);
  const f = m.directives.find((d): d is FunctionDecl => d.kind === 'Function')!;
  const ld = f.body!.statements.find((s) => isInstruction(s, 'ld'))!;
  const next = parseStatement('ld.param.u64 %rd1, [_Z1kPK6float4PfPiiii_param_1];', { module: m, function: f }).statement!;
  const lines = print(replaceStatement(m, ld, next)).split('\n');
  const was = text.split('\n');
  assert.equal(lines.length, was.length);
  assert.equal(lines.flatMap((l, i) => (l === was[i] ? [] : [[i + 1, l]])), [[32, '\tld.param.u64 %rd1, [_Z1kPK6float4PfPiiii_param_1];']]);
});

test.run();
