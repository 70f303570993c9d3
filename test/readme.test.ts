// The README's command-line example shows what `ptx parse` prints for examples/type-error.ptx
// (vector-add with a 64-bit register added as .f32; ptxas: "Arguments mismatch for instruction 'add'").
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLI, ROOT } from './support/ptx.js';

test("the README's ptx parse example is what ptx parse prints", () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const block = /```console\n\$ ptx parse (\S+)\n([^$]*)\$ echo \$\?\n(\d+)\n```/.exec(readme);
  assert.ok(block !== null, 'no ptx parse example in the README');
  const r = spawnSync(process.execPath, [CLI, 'parse', block[1]!], { cwd: ROOT, encoding: 'latin1' });
  assert.is(r.stdout + r.stderr, block[2]);
  assert.is(r.status, Number(block[3]));
});

test.run();
