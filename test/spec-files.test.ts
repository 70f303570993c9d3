// A malformed spec/ data file is reported by file and field, as a page is, not by a raw exception.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from '../codegen/generate.js';
import { loadFlagRules, loadSpec, typesErrors } from '../codegen/load-spec.js';
import { SpecFileError } from '../codegen/spec-json.js';
import { ROOT } from './support/ptx.js';

/** A spec directory with one data file, `name`, holding `text` (and an empty page); `body` runs on it. */
function withSpecFile(name: string, text: string, body: (dir: string, file: string) => void): void {
  const dir = mkdtempSync(join(tmpdir(), 'ptx-spec-file-'));
  try {
    mkdirSync(join(dir, 'instructions'));
    writeFileSync(join(dir, 'instructions', 'p.json'), '{}');
    writeFileSync(join(dir, name), text);
    body(dir, join(dir, name));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('a qualifier set of the wrong shape: the file and the set, from generate() and loadSpec()', () => {
  withSpecFile('qualifier-sets.json', JSON.stringify({ sets: { rnd: 4 }, notes: [] }), (dir, file) => {
    const { files, errors } = generate(dir);
    assert.equal(files, []);
    assert.equal(errors.length, 1);
    assert.ok(errors[0]!.startsWith(`${file}: sets.rnd: `), errors[0]);
    assert.equal(loadSpec([join(dir, 'instructions', 'p.json')]).errors, errors);
  });
});

test('a data file that is no JSON, or whose field has a value its schema does not take', () => {
  withSpecFile('flags.json', '{"ignored": [".x"],', (dir, file) => {
    try {
      loadFlagRules(dir);
      assert.unreachable('flags.json is no JSON');
    } catch (e) {
      assert.instance(e, SpecFileError);
      assert.ok((e as Error).message.startsWith(`${file}: `), (e as Error).message);
    }
  });
  const types = JSON.parse(readFileSync(join(ROOT, 'spec', 'types.json'), 'utf8')) as { types: Record<string, { kind: string }> };
  types.types['.b8']!.kind = 'bytes';
  withSpecFile('types.json', JSON.stringify(types), (dir, file) => {
    const errors = typesErrors(dir);
    assert.equal(errors.length, 1);
    assert.ok(errors[0]!.startsWith(`${file}: types..b8.kind: `), errors[0]);
  });
});

test.run();
