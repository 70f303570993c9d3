// Builds every corpus file with ptxas as it is and records its cubin's digest in
// test/corpus/cubin-digests.json (see cubin-digests.ts). Run: node dist/test/support/record-cubin-digests.js
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { corpus } from './corpus.js';
import { digestCubin } from './cubin.js';
import { DIGESTS_PATH, digestKey, ptxas, ptxasVersion, type DigestFile } from './cubin-digests.js';
import { readText } from './ptx.js';

const dir = mkdtempSync(join(tmpdir(), 'ptx-digests-'));
const out: DigestFile = { ptxas: ptxasVersion(), files: {} };
for (const f of corpus()) {
  writeFileSync(join(dir, 'in.ptx'), readText(f.path), 'latin1');
  const err = await ptxas(dir, f);
  if (err !== null) throw new Error(`${f.name}: ptxas rejects it: ${err}`);
  out.files[f.name] = { key: digestKey(f), ...digestCubin(readFileSync(join(dir, 'out.cubin'))) };
}
rmSync(dir, { recursive: true, force: true });
writeFileSync(DIGESTS_PATH, `${JSON.stringify(out, null, 1)}\n`);
console.log(`${Object.keys(out.files).length} digests recorded with ${out.ptxas}`);
