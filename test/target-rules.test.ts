// spec/target-rules.json: the target rules (a form's byTarget) pages name instead of spelling them again.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSpec, specFiles } from '../codegen/load-spec.js';
import { loadTargetRules } from '../codegen/target-rules.js';
import { ROOT } from './support/ptx.js';

const SPEC = join(ROOT, 'spec');

test('every shared rule list is named by a form', () => {
  const named = new Set<string>();
  for (const file of specFiles(SPEC)) {
    const page = JSON.parse(readFileSync(file, 'utf8')) as { forms: { byTarget?: unknown }[] };
    for (const f of page.forms) if (typeof f.byTarget === 'string') named.add(f.byTarget);
  }
  assert.equal([...loadTargetRules(SPEC).keys()].filter((n) => !named.has(n)), []);
});

test('a form naming a shared rule list reads its rules in, and an unknown name is an error', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ptx-rules-'));
  try {
    mkdirSync(join(dir, 'instructions'));
    for (const f of ['qualifier-sets.json', 'target-rules.json']) copyFileSync(join(SPEC, f), join(dir, f));
    const page = (byTarget: string) => ({
      page: 'p',
      section: '9.7.3.1',
      title: 'add',
      requires: { ptx: '1.0', target: 'sm_10' },
      qualifiers: {},
      operands: { d: 'reg', a: 'src', b: 'src' },
      forms: [{ opcode: 'add', syntax: 'add.f32 d, a, b;', byTarget }],
      examples: [],
    });
    const file = join(dir, 'instructions', 'p.json');
    writeFileSync(file, JSON.stringify(page('int4-fragments')));
    const ok = loadSpec([file]);
    assert.equal(ok.errors, []);
    assert.equal(ok.entries[0]!.entry.forms[0]!.byTarget, loadTargetRules(SPEC).get('int4-fragments'));
    writeFileSync(file, JSON.stringify(page('fp4-fragments')));
    assert.equal(loadSpec([file]).errors, [`${file}: form "add.f32 d, a, b;": byTarget names "fp4-fragments", which spec/target-rules.json does not define`]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
