// Deep, long and endless input (issue 27): nesting up to ptxas's own limit, constant expressions
// of any length, the two parse modes agreeing, and the CLI's reading, heap check and exit codes.
// Each case notes ptxas 13.0's verdict (`ptxas -arch=sm_90`).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeJson } from '../src/cli/json.js';
import { readStream } from '../src/cli/read-input.js';
import { moduleStats } from '../src/explore/stats.js';
import { writeTree } from '../src/cli/tree.js';
import { parse } from '../src/parse.js';
import { print } from '../src/print.js';
import { CLI } from './support/ptx.js';

const HEAD = '.version 8.0\n.target sm_90\n.address_size 64\n';
const global = (init: string) => `${HEAD}.global .u64 x = ${init};\n`;
const body = (statements: string) => `${HEAD}.entry k()\n{\n.reg .b32 %r1;\n${statements}\nret;\n}\n`;
const mov = (operand: string) => body(`mov.b32 %r1, ${operand};`);

/** The diagnostics of both modes, which must be the same, as `line:column message`. */
function diagnostics(text: string): string[] {
  const show = (r: ReturnType<typeof parse>) => r.diagnostics.map((d) => `${d.span.line}:${d.span.column} ${d.message}`);
  const full = show(parse(text));
  assert.equal(show(parse(text, { validateOnly: true })), full, 'both modes report the same');
  return full;
}

// ptxas's parser stack holds 10,000 entries; past them it stops with "Parsing error near '(':
// memory exhausted". The deepest each construct may nest, found by bisection with ptxas 13.0:
// `n` assembles, `n + 1` does not.
const LIMITS: Array<[string, (n: number) => string, number]> = [
  ['parentheses in an initializer', (n) => global(`${'('.repeat(n)}1${')'.repeat(n)}`), 9988],
  ['parentheses in an instruction', (n) => mov(`${'('.repeat(n)}1${')'.repeat(n)}`), 9978],
  ['unary minus', (n) => global(`${'-'.repeat(n)}1`), 4994],
  ['negated parentheses', (n) => global(`${'-('.repeat(n)}1${')'.repeat(n)}`), 3329],
  ['operator and parenthesis', (n) => global(`${'1+('.repeat(n)}1${')'.repeat(n)}`), 3329],
  ['?: in else branches', (n) => global(`${'1?2:'.repeat(n)}3`), 2497],
  ['?: in then branches', (n) => global(`${'1?'.repeat(n)}2${':3'.repeat(n)}`), 4993],
  ['?: with a parenthesised then', (n) => global(`${'1?('.repeat(n)}2${'):3'.repeat(n)}`), 3329],
  ['blocks', (n) => body(`${'{\n'.repeat(n)}${'}\n'.repeat(n)}`), 1663],
  ['blocks around an instruction', (n) => body(`${'{\n'.repeat(n)}mov.b32 %r1, 1;\n${'}\n'.repeat(n)}`), 1663],
];

for (const [what, make, limit] of LIMITS) {
  test(`nesting, ${what}: ${limit} levels as ptxas takes, ${limit + 1} its "memory exhausted"`, () => {
    assert.equal(diagnostics(make(limit)), []);
    const over = diagnostics(make(limit + 1));
    assert.is(over.length, 1);
    assert.match(over[0]!, /nesting too deep: ptxas's parser stack of 10000 entries overflows here/);
  });
}

test('an initializer with as many levels of braces as its 5,000 dimensions (ptxas: assembles)', () => {
  const n = 5000;
  assert.equal(diagnostics(`${HEAD}.global .u32 x${'[1]'.repeat(n)} = ${'{'.repeat(n)}1${'}'.repeat(n)};\n`), []);
});

test("a variable under 4,977 unary minus in an instruction's operand: its diagnostics, no recursion on the depth (ptxas: \"Parsing error near 'g'\")", () => {
  const text = `${HEAD}.global .u32 g;\n.entry k()\n{\n.reg .b32 %r1;\nadd.s32 %r1, %r1, ${'-'.repeat(4977)}g;\nret;\n}\n`;
  // the syntax error alone: ptxas stops there, so nothing more is said of the instruction
  assert.equal(diagnostics(text), ["8:4995 a name may only start an expression, followed by '+' and a constant (ptxas: syntax error)"]);
});

test('a vector in a vector operand, a generic() in a generic() (ptxas: "Parsing error near \'{\'", "near \'(\'")', () => {
  assert.equal(diagnostics(mov(`${'{'.repeat(3)}%r1${'}'.repeat(3)}`)), ["7:15 a vector's element is a register, '_' or a constant, not a vector"]);
  assert.equal(diagnostics(mov(`${'{'.repeat(5000)}%r1${'}'.repeat(5000)}`)).length, 1);
  const generic = `${HEAD}.global .u64 y;\n.global .u64 x = generic(generic(y));\n`;
  assert.equal(diagnostics(generic), ["5:33 generic(...) takes a variable's name, not another generic(...)"]);
});

/** `1+1+...+1` of `n` terms. */
const chain = (n: number) => Array(n).fill('1').join('+');

test('100,000-term left-associated expressions: parsed, checked, printed, dumped (ptxas: assembles)', () => {
  // ptxas: "Constant expression has division by zero", at the end of a long chain too.
  assert.equal(diagnostics(global(`${chain(20_000)}/0`)), ['4:40016 the constant expression divides by zero']);
  assert.equal(diagnostics(mov(chain(100_000))), []);
  for (const text of [global(chain(100_000))]) {
    const { module, diagnostics: d } = parse(text);
    assert.equal(d, []);
    const printed = print(module, { canonical: true });
    assert.ok(printed.includes(chain(100_000)));
    // Indentation stops at some levels: the output grows with the tree, not with its depth squared.
    for (const compact of [false, true]) {
      const pieces: string[] = [];
      writeJson(module, (s) => pieces.push(s), compact);
      const json = pieces.join('');
      assert.ok(json.length < 200 * text.length, `${json.length} bytes of JSON for ${text.length} of text`);
      assert.is((JSON.parse(json) as { directives: unknown[] }).directives.length, 4);
    }
    let size = 0;
    writeTree(module, (s) => (size += s.length));
    assert.ok(size < 200 * text.length, `${size} bytes of outline for ${text.length} of text`);
    assert.is(moduleStats(module).variables, 1);
  }
});

test('validateOnly and the full parse agree, at the line and column ptxas reports', () => {
  const cases: Array<[string, string]> = [
    // ptxas: line 4, "Parsing error near 'xparam'".
    [`${HEAD}.entry k(xparam .u32 b)\n{\nret;\n}\n`, "4:10 expected a parameter (.param or .reg), found 'xparam'"],
    // ptxas: line 8, "Parsing error near 'ret'": a `.loc` goes on past its line's end.
    [`${HEAD}.file 1 "a.cu"\n.entry k()\n{\n.loc 1 2 3\n, ret;\nret;\n}\n`, "8:3 expected 'function_name' in .loc, found 'ret'"],
    // ptxas: line 8, "unexpected EOF while scanning": where the comment starts.
    [body(`mov.b32 %r1, 1;\n/* never closed\nmov.b32 %r1, 1;`), '8:1 unterminated /* comment'],
  ];
  // One error each, as ptxas stops at its: the comment's, not the block left open too.
  for (const [text, first] of cases) assert.equal(diagnostics(text), [first]);
  // ptxas: line 6, "Parsing error near ''": the file ends in an instruction; its block is left open too.
  assert.equal(diagnostics(`${HEAD}.entry k()\n{\n\tret`), ["6:5 expected an operand, found end of file"]);
});

test('an endless pipe or device: reading stops at the limit', () => {
  const fd = openSync('/dev/zero', 'r');
  try {
    assert.equal(readStream(fd, 1 << 20), { tooLong: 1 << 20 });
  } finally {
    closeSync(fd);
  }
});

const dir = mkdtempSync(join(tmpdir(), 'ptx-deep-'));
test.after(() => rmSync(dir, { recursive: true, force: true }));
const ptx = (args: string[], heapMB?: number) => {
  const r = spawnSync(process.execPath, [...(heapMB === undefined ? [] : [`--max-old-space-size=${heapMB}`]), CLI, ...args], { encoding: 'latin1', maxBuffer: 1 << 30 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
};

test('ptx parse --json: a file the parser fails on keeps the batch, and the exit code is 1', () => {
  const good = join(dir, 'good.ptx');
  const deep = join(dir, 'deep.ptx');
  writeFileSync(good, mov('1'));
  writeFileSync(deep, global(`${'('.repeat(20_000)}1${')'.repeat(20_000)}`));
  const r = ptx(['parse', '--json', good, deep, join(dir, 'missing.ptx')]);
  assert.is(r.code, 1);
  const files = (JSON.parse(r.stdout) as { files: Array<{ ok: boolean }> }).files;
  assert.equal(files.map((f) => f.ok), [true, false, false]);
  assert.not.match(r.stderr, /\n\s+at /);
  assert.is(ptx(['dump', good, '--format', 'tree', '--compact']).code, 2);
});

test('a one-line initializer of 400,000 items: the heap check counts items, not lines (no out-of-memory)', () => {
  const path = join(dir, 'items.ptx');
  writeFileSync(path, `${HEAD}.global .b8 x[400000] = {${Array(400_000).fill('0').join(',')}};\n`);
  const dumped = ptx(['dump', path], 40);
  assert.is(dumped.code, 1);
  assert.match(dumped.stderr, /the AST of these 5 lines \(1 statements, 399999 list items\) needs about \d+ MB of heap, more than the \d+ MB/);
  assert.not.match(dumped.stderr, /\n\s+at |FATAL/);
});

test('ptx parse checks, and ptx print prints, a one-line initializer of 1,000,000 items in a 40 MB heap: neither keeps it (ptxas: assembles)', () => {
  const path = join(dir, 'million.ptx');
  const text = `${HEAD}.global .b8 x[1000000] = {${Array(1_000_000).fill('0').join(',')}};\n`;
  writeFileSync(path, text);
  const checked = ptx(['parse', path], 40);
  assert.is(checked.code, 0, checked.stderr);
  assert.is(checked.stderr, '');
  const printed = ptx(['print', path], 40);
  assert.is(printed.code, 0, printed.stderr);
  assert.ok(printed.stdout === text, 'printed as written');
});

test('an initializer checked as it is parsed: a brace too long hides what is inside it but its unknown names, up to the error cap (ptxas: "Initial value type mismatch")', () => {
  const list = (n: number, item: (i: number) => string) => Array.from({ length: n }, (_, i) => item(i)).join(',');
  // Integers in a .f32 array: an error each, but in the second row, which is too long; then names.
  const rows = [list(50, String), list(61, String), list(30, (i) => `n${i}`)];
  const line = `.global .f32 a[3][60] = {${rows.map((r) => `{${r}}`).join(', ')}};`;
  const found = diagnostics(`${HEAD}${line}\n`);
  const column = (text: string) => line.indexOf(text) + 1;
  const second = column(`{${rows[1]}}`), third = column(`{${rows[2]}}`);
  // 50 values, the second row, 30 names as values, then the unknown names up to the cap.
  assert.is(found.length, 101);
  assert.match(found[100]!, /too many errors \(100\); stopping here/);
  const at = (d: string) => Number(d.split(' ')[0]!.split(':')[1]);
  assert.equal(found.filter((d) => at(d) > second && at(d) < third), []);
  assert.ok(found.includes(`4:${second} 'a': 61 elements initialize a dimension of 60`));
  assert.is(found.filter((d) => d.includes('unknown symbol')).length, 19);
  assert.ok(found.includes(`4:${third + 1} unknown symbol 'n0' in the initializer of 'a': a variable or function declared above it`));
});

test.run();
