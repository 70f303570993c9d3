// Random deep and long input (issue 27): expressions of up to 100,000 terms, nesting around
// ptxas's limit, blocks, braces, and many statements on one line, through parse (both modes),
// print, the JSON and tree dumps and stats: never a throw. And through the CLI, under a heap of a
// stated factor of the file: never an exit other than 0 or 1. Deterministic: a fixed seed.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeJson } from '../src/cli/json.js';
import { moduleStats } from '../src/explore/stats.js';
import { writeTree } from '../src/cli/tree.js';
import { parse } from '../src/parse.js';
import { print } from '../src/print.js';
import { Rng } from './differential/cases.js';
import { CLI } from './support/ptx.js';

const HEAD = '.version 8.0\n.target sm_90\n.address_size 64\n';

/** A random constant expression about `size` tokens long, nested up to about `depth` levels. */
function expression(rng: Rng, size: number, depth: number): string {
  const parts: string[] = [];
  let open = 0;
  for (let i = 0; i < size; i++) {
    const r = rng.next();
    if (open < depth && r < 0.3) {
      const kind = rng.int(4);
      parts.push(kind === 0 ? '(' : kind === 1 ? '-' : kind === 2 ? '~(' : '1?(');
      if (kind !== 1) open++;
      if (kind === 3) parts.push('2):(');
      continue;
    }
    parts.push(String(rng.int(100)));
    while (open > 0 && rng.next() < 0.2) {
      parts.push(')');
      open--;
    }
    parts.push(['+', '*', '-', '<<', '&', '|', '==', '&&'][rng.int(8)]!);
  }
  parts.push('1', ')'.repeat(open));
  return parts.join('');
}

function randomModule(rng: Rng): string {
  switch (rng.int(5)) {
    case 0:
      return `${HEAD}.global .u64 x = ${expression(rng, 1 + rng.int(100_000), rng.int(12_000))};\n`;
    case 1:
      return `${HEAD}.entry k()\n{\n.reg .b32 %r1;\nmov.b32 %r1, ${expression(rng, 1 + rng.int(100_000), rng.int(12_000))};\nret;\n}\n`;
    case 2: {
      const n = rng.int(1800);
      return `${HEAD}.entry k()\n{\n.reg .b32 %r1;\n${'{'.repeat(n)}add.s32 %r1, %r1, 1;${'}'.repeat(n)}\nret;\n}\n`;
    }
    case 3: {
      const n = 1 + rng.int(6000);
      return `${HEAD}.global .u32 x${'[1]'.repeat(n)} = ${'{'.repeat(n)}1${'}'.repeat(n + rng.int(2))};\n`;
    }
    default:
      return `${HEAD}.entry k()\n{\n.reg .b32 %r<3>;\n${'add.s32 %r1, %r2, 7; '.repeat(1 + rng.int(50_000))}ret;\n}\n`;
  }
}

const key = (r: ReturnType<typeof parse>) => JSON.stringify(r.diagnostics.map((d) => [d.span.start, d.message]));

test('deep and long modules: no throw, both modes agree, what is valid prints, dumps and counts', () => {
  const rng = new Rng(20261127);
  const failures: string[] = [];
  for (let i = 0; i < 10 && failures.length < 5; i++) {
    const text = randomModule(rng);
    try {
      const full = parse(text);
      if (key(full) !== key(parse(text, { validateOnly: true }))) failures.push(`case ${i}: the modes differ: ${key(full).slice(0, 200)}`);
      if (full.diagnostics.length > 0) continue;
      const again = parse(print(full.module, { canonical: true }));
      if (again.diagnostics.length > 0) failures.push(`case ${i}: its printed text is rejected: ${again.diagnostics[0]!.message}`);
      let size = 0;
      const count = (s: string) => void (size += s.length);
      writeJson(full.module, count);
      writeJson(full.module, count, true);
      writeTree(full.module, count);
      moduleStats(full.module);
    } catch (err) {
      failures.push(`case ${i}: ${(err as Error).stack?.split('\n').slice(0, 3).join(' | ')}`);
    }
  }
  assert.equal(failures, []);
});

/** Node's own heap, before any file. */
const HEAP_BASE_MB = 24;

test('the CLI on a long single line, a long expression, a long initializer, in a heap of a stated factor of the file: exit 0 or 1, never a crash', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ptx-fuzz-deep-'));
  try {
    // Each with the heap factor (heap bytes per byte of file) it is given: what its AST takes
    // (about 630 bytes per instruction, 110 per `1+` term, 116 per `0,` item, which even a check
    // holds until the declaration's end), with some room.
    const files: Array<[string, string, number]> = [
      ['line.ptx', `${HEAD}.entry k()\n{\n.reg .b32 %r<3>;\n${'add.s32 %r1, %r2, 7; '.repeat(20_000)}ret;\n}\n`, 40],
      ['chain.ptx', `${HEAD}.global .u64 x = ${Array(100_000).fill('1').join('+')};\n`, 160],
      ['items.ptx', `${HEAD}.global .b8 x[200000] = {${Array(200_000).fill('0').join(',')}};\n`, 140],
    ];
    for (const [name, text, factor] of files) {
      const path = join(dir, name);
      writeFileSync(path, text);
      const heap = HEAP_BASE_MB + Math.ceil((factor * text.length) / 2 ** 20);
      for (const args of [['parse'], ['dump', '--compact'], ['print'], ['stats']]) {
        const r = spawnSync(process.execPath, [`--max-old-space-size=${heap}`, CLI, args[0]!, path, ...args.slice(1)], { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'latin1' });
        assert.ok(r.status === 0 || r.status === 1, `${args.join(' ')} ${name}: exit ${r.status} ${r.signal ?? ''} ${r.stderr.slice(0, 300)}`);
        assert.not.match(r.stderr, /\n\s+at |FATAL/);
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
