// spec/qualifier-sets.json: the shared sets pages name instead of spelling their tokens again.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSpec, specFiles } from '../codegen/load-spec.js';
import { expandPattern, loadQualifierSets } from '../codegen/qualifier-sets.js';
import { ROOT } from './support/ptx.js';

const SPEC = join(ROOT, 'spec');

test('a pattern expands in order, its last range fastest', () => {
  assert.equal(expandPattern('.h[0-1][0-2]'), ['.h00', '.h01', '.h02', '.h10', '.h11', '.h12']);
  const bytes = loadQualifierSets(SPEC).get('byte-selector')!;
  assert.equal([bytes.length, bytes[0], bytes[1], bytes[8], bytes.at(-1)], [4096, '.b0000', '.b0001', '.b0010', '.b7777']);
});

test('every shared set is named by a page', () => {
  const named = new Set<string>();
  const collect = (sets: Record<string, unknown> | undefined) => Object.values(sets ?? {}).forEach((s) => typeof s === 'string' && named.add(s));
  for (const file of specFiles(SPEC)) {
    const page = JSON.parse(readFileSync(file, 'utf8')) as { qualifiers: Record<string, unknown>; forms: { qualifiers?: Record<string, unknown> }[] };
    collect(page.qualifiers);
    for (const f of page.forms) collect(f.qualifiers);
  }
  assert.equal([...loadQualifierSets(SPEC).keys()].filter((n) => !named.has(n)), []);
});

test('a page naming a shared set reads its tokens in, and an unknown name is an error', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ptx-sets-'));
  try {
    mkdirSync(join(dir, 'instructions'));
    for (const f of ['qualifier-sets.json', 'target-rules.json']) copyFileSync(join(SPEC, f), join(dir, f));
    const page = (rnd: string) => ({
      page: 'p',
      section: '9.7.3.1',
      title: 'add',
      requires: { ptx: '1.0', target: 'sm_10' },
      qualifiers: { '.rnd': rnd },
      operands: { d: 'reg', a: 'src', b: 'src' },
      forms: [{ opcode: 'add', syntax: 'add.rnd.f32 d, a, b;' }],
      examples: [],
    });
    const file = join(dir, 'instructions', 'p.json');
    writeFileSync(file, JSON.stringify(page('rnd')));
    const ok = loadSpec([file]);
    assert.equal(ok.errors, []);
    assert.equal(ok.entries[0]!.entry.qualifiers['.rnd'], ['.rn', '.rz', '.rm', '.rp']);
    writeFileSync(file, JSON.stringify(page('rounding')));
    assert.equal(loadSpec([file]).errors, [`${file}: qualifiers .rnd names "rounding", which spec/qualifier-sets.json does not define`]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
