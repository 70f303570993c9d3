// `ptx extract` on real modules: the module extracted for a function assembles with ptxas alone.
// Every function of the corpus was checked when test/corpus/extract-verdicts.json was recorded;
// here a sample of the corpus files (every function of each) is extracted again, and ptxas runs
// only on extractions whose text is not recorded as accepted.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from '../src/parse.js';
import { corpus } from './support/corpus.js';
import { ptxas } from './support/cubin-digests.js';
import { acceptedKeys, extractions } from './support/extract-verdicts.js';
import { havePtxas, readText } from './support/ptx.js';

test('every function of a sample of the corpus, extracted, assembles alone (ptxas, or its recorded verdict)', async () => {
  const accepted = acceptedKeys();
  const unknown: Array<{ name: string; text: string; f: ReturnType<typeof corpus>[number] }> = [];
  let functions = 0;
  // ptxas 13.0 refuses PTX ISA 9.1+ ("Unsupported .version 9.3"): the cuda13x files are judged in isa9x.test.ts
  for (const f of corpus().filter((c, i) => i % 10 === 3 && !c.newerPtxas)) {
    const text = readText(f.path);
    for (const x of extractions(f, parse(text).module, text)) {
      functions++;
      if (!accepted.has(x.key)) unknown.push({ name: `${f.name} ${x.name}`, text: x.text, f });
    }
  }
  assert.ok(functions > 200, `only ${functions} functions in the sample`);
  if (unknown.length === 0) return;
  if (!havePtxas()) return console.log(`${unknown.length} extractions without a recorded verdict: skipped (no ptxas)`);
  const rejected: string[] = [];
  await Promise.all([0, 1].map(async () => {
    for (let u = unknown.shift(); u !== undefined; u = unknown.shift()) {
      const dir = mkdtempSync(join(tmpdir(), 'ptx-extract-'));
      writeFileSync(join(dir, 'in.ptx'), u.text, 'latin1');
      const err = await ptxas(dir, u.f);
      rmSync(dir, { recursive: true, force: true });
      if (err !== null) rejected.push(`${u.name}: ${err.split('\n')[0]}`);
    }
  }));
  assert.equal(rejected, []);
});

test.run();
