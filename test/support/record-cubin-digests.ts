// Builds every corpus file with ptxas as it is and records its cubin's digest in
// test/corpus/cubin-digests.json (see cubin-digests.ts). Run: node dist/test/support/record-cubin-digests.js
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { corpus } from './corpus.js';
import { digestCubin } from './cubin.js';
import { DIGESTS_PATH, digestKey, ptxasVersion, type DigestFile } from './cubin-digests.js';
import { readText } from './ptx.js';

const dir = mkdtempSync(join(tmpdir(), 'ptx-digests-'));
const out: DigestFile = { ptxas: ptxasVersion(), files: {} };
for (const f of corpus()) {
  // The same file name as the cubin test uses: ptxas records it in the cubin.
  writeFileSync(join(dir, 'in.ptx'), readText(f.path), 'latin1');
  const r = spawnSync('ptxas', [...f.ptxasFlags, `-arch=${f.arch}`, 'in.ptx', '-o', 'out.cubin'], { cwd: dir, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${f.name}: ptxas rejects it: ${r.stderr}`);
  out.files[f.name] = { key: digestKey(f), ...digestCubin(readFileSync(join(dir, 'out.cubin'))) };
}
writeFileSync(DIGESTS_PATH, `${JSON.stringify(out, null, 1)}\n`);
console.log(`${Object.keys(out.files).length} digests recorded with ${out.ptxas}`);
