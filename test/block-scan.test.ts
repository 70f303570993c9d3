// The module-level blocks of PTX text (src/block-scan.ts), against where the parser puts them.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { blockPlaces, scanBlocks } from '../src/block-scan.js';
import { parse } from '../src/parse.js';
import { SourceText } from '../src/source-text.js';
import { ROOT, kernel, readText } from './support/ptx.js';

const scan = (text: string) => scanBlocks(SourceText.of(text).bytes);

/** The parser's function bodies of `text`: from `{` to after `}`. */
function bodySpans(text: string): number[][] {
  return parse(text).module.directives.flatMap((d) => (d.kind === 'Function' && d.body !== null ? [[d.body.span.start, d.body.span.end]] : []));
}

test('function bodies and initializers; braces, semicolons and commas of comments and strings left out', () => {
  // ptxas 13.0 accepts it.
  const text = [
    '.version 9.0 // {',
    '.target sm_90 /* ; } */',
    '.address_size 64',
    '.global .b32 g[2] = {1, 2};',
    '.visible .func f(.param .b32 x);',
    '.visible .func f(.param .b32 x)',
    '{',
    '\t.pragma "{;,";',
    '\tret;',
    '}',
    '.visible .entry k()',
    '{ { ret; } }',
    '',
  ].join('\n');
  const s = scan(text);
  assert.equal(
    s.blocks.map((b) => [text.slice(b.start, b.end).replace(/\s+/g, ' '), b.lines, b.semicolons, b.body]),
    [
      ['{1, 2}', 0, 0, false],
      ['{ .pragma "{;,"; ret; }', 3, 2, true],
      ['{ { ret; } }', 0, 1, true],
    ],
  );
  assert.equal([s.lines, s.semicolons, s.commas, s.irregular], [12, 5, 1, false]);
  assert.equal(bodySpans(text), s.blocks.filter((b) => b.body).map((b) => [b.start, b.end]));
});

test("a '#', a string a line break ends, an unterminated comment: irregular; a backslash escapes nothing in a string", () => {
  assert.ok(scan('# 1 "a.cu"\n').irregular);
  assert.ok(scan('.pragma "a\n;').irregular);
  assert.ok(scan('/* {\n\n').irregular);
  assert.is(scan('/* {\n\n').lines, 2);
  // ptxas 13.0 ends a string at its next quote: `"a\"` is a string, and the brace after it opens a block.
  assert.equal(scan('.file 1 "a\\" {}\n').blocks.length, 1);
});

test("the corpus: each function's body where the parser has it, found alike when nothing is counted", () => {
  for (const name of ['ptx/atomics.sm_90.default.ptx', 'ptx/shared_mem.sm_86.G.ptx']) {
    const text = readText(join(ROOT, 'test/corpus', name));
    const bytes = SourceText.of(text).bytes;
    assert.equal(bodySpans(text), scan(text).blocks.filter((b) => b.body).map((b) => [b.start, b.end]));
    const places = blockPlaces(bytes);
    assert.equal(places.map((b) => [b.start, b.end, b.body]), scanBlocks(bytes).blocks.map((b) => [b.start, b.end, b.body]));
    assert.equal(places.map((b) => [b.lines, b.semicolons]), places.map(() => [0, 0]));
  }
});

test("blockPlaces() jumps between blocks from stop to stop: a '.entry' or '.func' in a comment or string heads no body, a ';' ends a header", () => {
  // ptxas 13.0 accepts it.
  const text = [
    '.version 9.0',
    '.target sm_90',
    '.address_size 64',
    '// .entry {',
    '.global .b32 a[1] /* .func */ = {1};',
    '.extern .func (.param .b32 r) f(.param .b32 x);',
    '.global .b32 b[1] = {2};',
    '.file 1 ".entry"',
    '.global .b32 c[1] = {3};',
    '.visible .func g()',
    '.noreturn',
    '{ { trap; } }',
    '.visible .entry k() { ret; }',
    '',
  ].join('\n');
  const bytes = SourceText.of(text).bytes;
  const kinds = (bs: Array<{ start: number; end: number; body: boolean }>) => bs.map((b) => [text.slice(b.start, b.end), b.body]);
  assert.equal(kinds(blockPlaces(bytes)), [['{1}', false], ['{2}', false], ['{3}', false], ['{ { trap; } }', true], ['{ ret; }', true]]);
  assert.equal(kinds(blockPlaces(bytes)), kinds(scanBlocks(bytes).blocks));
  assert.equal(bodySpans(text), blockPlaces(bytes).filter((b) => b.body).map((b) => [b.start, b.end]));
});

test('runs within a block are counted four bytes at a time: counts as a plain count gives, at any alignment of the text, past the sums flushed every 255 words', () => {
  // ptxas 13.0 accepts it (sm_90a): 3,000 lines of three commas and a semicolon, a comment and a string among them.
  const text = kernel(`\tadd.s32 %r1, %r2, %r3; // a, b; {\n${'\tmad.lo.s32 %r1, %r2, %r3, %r1;\n'.repeat(3000)}\t.pragma "nounroll;";\n`);
  const code = text.replace(/\/\/[^\n]*|"[^"\n]*"/g, '');
  const tally = (c: string, of = code) => of.split(c).length - 1;
  const body = code.slice(code.indexOf('{'), code.lastIndexOf('}') + 1);
  const bytes = SourceText.of(text).bytes;
  const padded = new Uint8Array(bytes.length + 3);
  for (let at = 0; at < 4; at++) {
    padded.set(bytes, at);
    const s = scanBlocks(padded.subarray(at, at + bytes.length));
    assert.equal([s.lines, s.semicolons, s.commas], [tally('\n', text), tally(';'), tally(',')], `at ${at}`);
    assert.equal(s.blocks.map((b) => [b.end - b.start, b.lines, b.semicolons, b.body]), [[text.lastIndexOf('}') + 1 - text.indexOf('{'), tally('\n', body), tally(';', body), true]]);
  }
});

test.run();
