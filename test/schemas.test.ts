// ptx-parser/schemas: ModuleSchema takes what `ptx dump` prints, and the JSON Schema built from it
// (ptx-parser/module.schema.json) is a 2020-12 schema of a module.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from '../src/parse.js';
import { ModuleSchema } from '../src/schemas.js';
import { CLI, ROOT, kernel } from './support/ptx.js';

const dump = (file: string) => spawnSync(process.execPath, [CLI, 'dump', file], { cwd: ROOT, encoding: 'latin1', maxBuffer: 1 << 28 });

test("ModuleSchema takes ptx dump's JSON of nvcc output, and a module with an unmatched instruction", () => {
  const dumped = JSON.parse(dump(join('test', 'fixtures', 'defs-uses.sm_90.ptx')).stdout) as { directives: Array<{ kind: string }> };
  // ptxas: "Arguments mismatch for instruction 'add'"; ptx dump prints no AST of a module with errors.
  const unmatched = JSON.parse(JSON.stringify(parse(kernel('\tadd.u32 %r1, %r2;')).module)) as unknown;
  for (const m of [dumped, unmatched]) {
    const parsed = ModuleSchema.safeParse(m);
    assert.ok(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues[0]));
  }
  dumped.directives[0]!.kind = 'Versions';
  assert.not.ok(ModuleSchema.safeParse(dumped).success);
});

test('the JSON Schema of a module is built', () => {
  const schema = JSON.parse(readFileSync(join(ROOT, 'dist', 'module.schema.json'), 'utf8')) as { $schema: string; properties: { kind: { const: string } } };
  assert.is(schema.$schema, 'https://json-schema.org/draft/2020-12/schema');
  assert.is(schema.properties.kind.const, 'Module');
});

test.run();
