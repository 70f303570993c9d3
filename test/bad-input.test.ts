import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, closeSync, ftruncateSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatDiagnostic } from '../src/diagnostics.js';
import { parse } from '../src/parse.js';
import { CLI, kernel } from './support/ptx.js';

function errors(text: string) {
  return parse(text).diagnostics.filter((d) => d.severity === 'error');
}

test('binary garbage: one clear error at the NUL byte', () => {
  const bytes = Array.from({ length: 4096 }, (_, i) => String.fromCharCode((i * 7919) % 256)).join('');
  const e = errors(bytes);
  assert.is(e.length, 1);
  assert.match(e[0]!.message, /binary data/);
});

test('binary garbage without NUL: bounded errors, no exception', () => {
  const bytes = Array.from({ length: 100000 }, (_, i) => String.fromCharCode(1 + ((i * 7919) % 255))).join('');
  const e = errors(bytes);
  assert.ok(e.length > 0 && e.length <= 101);
  assert.match(e.at(-1)!.message, /too many errors|unexpected|expected/);
});

test('broken input given as bytes: the diagnostics the text gives, code frames included', () => {
  const cases = [
    kernel('\tadd.s32 %r1, %r2, 0x;\n\tmov.u32 %r1, 09;\n\tfoo.bar %r1;\n\tld.global.u32 %r1, [nowhere];'),
    kernel('\tadd.s32 %r1, %r2, 1; // caf\u00e9\n\tmov.u32 %r1, \u00e9;'),
    `${kernel('')}\n/* never closed\n`,
    kernel('\tmov.u32 %r1, 1;\0'),
    // A UTF-8 byte order mark read as latin1 (ptxas: "Unexpected non-ASCII character encountered on line 1"): one error, the module read past it.
    `\u00ef\u00bb\u00bf${kernel('\tadd.s32 %r1, %r2, 0x;')}`,
    // Bytes 0x80-0x9F in a long string: latin1 and windows-1252 (a browser's TextDecoder('latin1'), not Node's) part there.
    kernel('\t.pragma "nounroll \u0080\u0099\u009f, long enough";'),
  ];
  for (const text of cases) {
    const bytes = Buffer.from(text, 'latin1');
    const fromText = parse(text);
    const fromBytes = parse(bytes);
    assert.ok(fromText.diagnostics.length > 0);
    assert.equal(fromBytes, fromText);
    for (const d of fromText.diagnostics) assert.is(formatDiagnostic(d, bytes, 'k.ptx'), formatDiagnostic(d, text, 'k.ptx'));
  }
});

test('truncated module: every prefix parses without throwing; cut bodies are errors', () => {
  const text = kernel('\tld.global.v4.u32 {%r1, %r2, %r3, %r4}, [%rd1+8];\n\t@%p1 bra $L1;\n$L1:\n\tst.shared.u32 [sm], %r1;');
  const bodyOpen = text.indexOf('{', text.indexOf('.entry'));
  const bodyClose = text.lastIndexOf('}');
  for (let n = 0; n <= text.length; n++) {
    const r = parse(text.slice(0, n));
    if (n > bodyOpen && n <= bodyClose) assert.ok(r.diagnostics.length > 0, `prefix of ${n} chars`);
  }
  assert.is(parse(text).diagnostics.length, 0);
});

test('unterminated comment and string are reported at their start', () => {
  const c = errors(`${kernel('')}\n/* never closed\n`);
  assert.match(c[0]!.message, /unterminated \/\* comment/);
  const s = errors('.version 9.0\n.target sm_90\n.address_size 64\n.pragma "open;\n');
  assert.match(s.map((d) => d.message).join('\n'), /unterminated string/);
});

test('10 000-deep nesting: an error with a position, no stack overflow', () => {
  const blocks = kernel(`${'{'.repeat(10000)}${'}'.repeat(10000)}`);
  const e = errors(blocks);
  assert.is(e.length, 1);
  assert.match(e[0]!.message, /nesting too deep/);
  assert.ok(e[0]!.span.line > 1);
  const parens = errors(kernel(`\tadd.s32 %r1, %r2, ${'('.repeat(10000)}1${')'.repeat(10000)};`));
  assert.match(parens[0]!.message, /nesting too deep/);
  const unary = errors(kernel(`\tadd.s32 %r1, %r2, ${'-'.repeat(10000)}1;`));
  assert.match(unary[0]!.message, /nesting too deep/);
});

test('a 50 MB line: parsed in linear time, one error', () => {
  const line = `\tmov.u32 %r1, ${'a'.repeat(50 * 1024 * 1024)}x %r2;`;
  const e = errors(kernel(line));
  assert.is(e.length, 1);
  assert.match(e[0]!.message, /expected ',' or ';'/);
});

test('a 2 GB file: the CLI says it is too large, with a position, and exits 1', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ptx-big-'));
  const path = join(dir, 'huge.ptx');
  const fd = openSync(path, 'w');
  ftruncateSync(fd, 2 ** 31); // sparse: no disk used
  closeSync(fd);
  const r = spawnSync(process.execPath, [CLI, 'parse', path], { encoding: 'utf8' });
  rmSync(dir, { recursive: true, force: true });
  assert.is(r.status, 1);
  assert.match(r.stderr, /huge\.ptx:1:1: error: file is 2147483648 bytes; the largest text this parser takes is 2147483647 bytes/);
  assert.not.match(r.stderr, /\n\s+at /);
});

test('an AST larger than the heap: the CLI says so and how to make room, instead of dying out of memory', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ptx-heap-'));
  const path = join(dir, 'many.ptx');
  writeFileSync(path, kernel('\tadd.s32 %r1, %r2, %r3;\n'.repeat(200_000)));
  const run = (command: string) =>
    spawnSync(process.execPath, ['--max-old-space-size=40', CLI, command, path], { encoding: 'utf8' });
  const formatted = run('fmt');
  const parsed = run('parse');
  rmSync(dir, { recursive: true, force: true });
  assert.is(formatted.status, 1);
  assert.match(formatted.stderr, /many\.ptx:1:1: error: the AST of these 2000\d\d lines \(2000\d\d statements, \d+ list items\) needs about \d+ MB of heap, more than the \d+ MB this process has; give it more with NODE_OPTIONS=--max-old-space-size=\d+/);
  assert.not.match(formatted.stderr, /\n\s+at |FATAL/);
  // Checking it needs no AST, and fits.
  assert.is(parsed.status, 0);
});

test('ls, grep, stats, calls, show, cfg and dump (JSON) hold one function at a time: what must fit is the largest one', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ptx-heap-'));
  // 2,000 kernels of 100 instructions (ptxas -arch=sm_90a accepts each), then one of 200,000.
  // The braces of a comment and a string before them open no block that would make them one function.
  const many = join(dir, 'many.ptx');
  const one = join(dir, 'one.ptx');
  const k = kernel('\tadd.s32 %r1, %r2, %r3;\n'.repeat(100));
  const head = k.slice(0, k.indexOf('.visible'));
  writeFileSync(many, head + '// {\n.file 1 "{.cu"\n' + Array.from({ length: 2000 }, (_, i) => k.slice(head.length).replace('.entry k', `.entry k${i}`)).join('\n'));
  writeFileSync(one, kernel('\tadd.s32 %r1, %r2, %r3;\n'.repeat(200_000)));
  const run = (args: string[]) => spawnSync(process.execPath, ['--max-old-space-size=40', CLI, ...args], { encoding: 'utf8' });
  try {
    assert.match(run(['fmt', many]).stderr, /needs about \d+ MB of heap/);
    assert.match(run(['dump', many, '--format', 'tree']).stderr, /needs about \d+ MB of heap/);
    // 180 MB of JSON, a statement at a time.
    const dumped = spawnSync(process.execPath, ['--max-old-space-size=40', CLI, 'dump', '--compact', many], { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
    assert.is(dumped.status, 0, dumped.stderr.slice(0, 300));
    for (const args of [['ls'], ['grep', '--count', 'ret'], ['stats'], ['calls'], ['show', '', 'k1999'], ['cfg', '', 'k7']]) {
      const r = run(args[1] === '' ? [args[0]!, many, ...args.slice(2)] : [...args, many]);
      assert.is(r.status, 0, `${args.join(' ')}: ${r.stderr.slice(0, 300)}`);
    }
    const r = run(['ls', one]);
    assert.is(r.status, 1);
    assert.match(r.stderr, /one\.ptx:1:1: error: read one function at a time, the AST of these 2000\d\d lines .* needs about \d+ MB of heap/);
    assert.not.match(r.stderr, /\n\s+at |FATAL/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
