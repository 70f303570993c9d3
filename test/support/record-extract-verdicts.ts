// Extracts every function of every corpus file, assembles each alone with ptxas (two at a time)
// unless its text is recorded as accepted already, and records the keys of those it accepts in
// test/corpus/extract-verdicts.json; lists the rejected ones.
// Run: node dist/test/support/record-extract-verdicts.js
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from '../../src/parse.js';
import { corpus } from './corpus.js';
import { ptxas, ptxasVersion } from './cubin-digests.js';
import { acceptedKeys, extractions, VERDICTS_PATH, type VerdictFile } from './extract-verdicts.js';
import { readText } from './ptx.js';

const before = acceptedKeys();
const accepted = new Set<string>();
const rejected: string[] = [];
const work: Array<() => Promise<void>> = [];
for (const f of corpus().filter((c) => !c.newerPtxas)) {
  const text = readText(f.path);
  for (const x of extractions(f, parse(text).module, text)) {
    if (before.has(x.key)) {
      accepted.add(x.key);
      continue;
    }
    work.push(async () => {
      const dir = mkdtempSync(join(tmpdir(), 'ptx-extract-'));
      writeFileSync(join(dir, 'in.ptx'), x.text, 'latin1');
      const err = await ptxas(dir, f);
      rmSync(dir, { recursive: true, force: true });
      if (err === null) accepted.add(x.key);
      else rejected.push(`${f.name} ${x.name}: ${err.split('\n')[0]}`);
    });
  }
}
const total = work.length + accepted.size;
await Promise.all([0, 1].map(async () => {
  for (let w = work.shift(); w !== undefined; w = work.shift()) await w();
}));
const out: VerdictFile = { ptxas: ptxasVersion(), accepted: [...accepted].sort() };
writeFileSync(VERDICTS_PATH, `${JSON.stringify(out, null, 0).replace(/","/g, '",\n"')}\n`);
for (const r of rejected) console.log(`rejected: ${r}`);
console.log(`${accepted.size} of ${total} extracted functions assemble alone, with ${out.ptxas}`);
