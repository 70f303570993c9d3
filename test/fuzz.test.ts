// Corpus modules with random edits (tokens inserted, runs deleted, bytes replaced, the text cut
// short): the parser never throws, both modes report the same diagnostics, every module prints
// back to its text byte for byte (errors included), and what it accepts prints in the canonical
// layout to text it accepts again. Deterministic: a fixed seed.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { parse } from '../src/parse.js';
import { print } from '../src/print.js';
import { Rng } from './differential/cases.js';
import { corpus } from './support/corpus.js';

const EDITS = 600;
/** Only a module's head is edited and parsed: the edits land in less text, and the test stays quick. */
const HEAD = 40_000;
const TOKENS = ['{', '}', '[', ']', '(', ')', ',', ';', '.', '%', '@', '!', '-', '+', '|', ':', '"', '//', '/*', '*/', '0f', '0x', '1.5', '.v4', '.reg', '.entry', '.func', 'call', '\n', ' ', '_', '<', '>', '=', '?', '\\', '$', '.b32', '.u64', '1e', '0d'];

function mutate(text: string, rng: Rng): string {
  let t = text;
  for (let e = 1 + rng.int(4); e > 0; e--) {
    const at = rng.int(t.length);
    const r = rng.next();
    if (r < 0.3) t = t.slice(0, at) + TOKENS[rng.int(TOKENS.length)] + t.slice(at);
    else if (r < 0.6) t = t.slice(0, at) + t.slice(at + 1 + rng.int(20));
    else if (r < 0.8) t = t.slice(0, at) + String.fromCharCode(rng.int(128)) + t.slice(at + 1);
    else t = t.slice(0, at);
  }
  return t;
}

const key = (r: ReturnType<typeof parse>) => JSON.stringify(r.diagnostics.map((d) => [d.severity, d.span.start, d.span.end, d.message]));

test('edited corpus modules: no exception, the same diagnostics in both modes, lossless printing, valid ones round-trip', () => {
  const files = corpus().map((f) => readFileSync(f.path, 'latin1').slice(0, HEAD));
  const rng = new Rng(20261126);
  const failures: string[] = [];
  for (let i = 0; i < EDITS && failures.length < 5; i++) {
    const text = mutate(files[rng.int(files.length)]!, rng);
    try {
      const full = parse(text);
      const quick = parse(text, { validateOnly: true });
      if (key(full) !== key(quick)) failures.push(`edit ${i}: modes differ\n  full:  ${key(full).slice(0, 200)}\n  quick: ${key(quick).slice(0, 200)}`);
      const printed = print(full);
      if (printed !== text) failures.push(`edit ${i}: printed text differs from offset ${firstDifference(printed, text)}`);
      if (!full.diagnostics.some((d) => d.severity === 'error')) {
        const again = parse(print(full.module, { canonical: true }));
        if (again.diagnostics.some((d) => d.severity === 'error')) failures.push(`edit ${i}: its printed text is rejected: ${again.diagnostics[0]!.message}`);
      }
    } catch (err) {
      failures.push(`edit ${i}: ${(err as Error).stack?.split('\n').slice(0, 3).join(' | ')}`);
    }
  }
  assert.equal(failures, []);
});

function firstDifference(a: string, b: string): number {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i;
}

test.run();
