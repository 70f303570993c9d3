// Builds every corpus file with ptxas as it is and as printed (print(parse(x))), and records both
// cubins' digests in test/corpus/cubin-digests.json (see cubin-digests.ts); a digest recorded
// already and still valid (same text, arch, flags and ptxas) is kept, not built again. Run:
// node dist/test/support/record-cubin-digests.js
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from '../../src/parse.js';
import { print } from '../../src/print.js';
import { corpus, type CorpusFile } from './corpus.js';
import { digestCubin } from './cubin.js';
import { DIGESTS_PATH, digestKey, loadDigests, ptxas, ptxasVersion, type DigestFile, type KeyedDigest } from './cubin-digests.js';
import { readText } from './ptx.js';

const dir = mkdtempSync(join(tmpdir(), 'ptx-digests-'));
const out: DigestFile = { ptxas: ptxasVersion(), files: {} };
const recorded = loadDigests();
let built = 0;
/** The digest of the cubin ptxas builds from `text`, keyed by it. */
async function build(f: CorpusFile, text: string): Promise<KeyedDigest> {
  writeFileSync(join(dir, 'in.ptx'), text, 'latin1');
  built++;
  const err = await ptxas(dir, f);
  if (err !== null) throw new Error(`${f.name}: ptxas rejects it: ${err}`);
  return { key: digestKey(f, text), ...digestCubin(readFileSync(join(dir, 'out.cubin'))) };
}

for (const f of corpus().filter((c) => !c.newerPtxas)) {
  const text = readText(f.path);
  const printed = print(parse(text));
  const known = recorded(f, printed);
  const original = known.original === null ? await build(f, text) : { key: digestKey(f, text), full: known.original.full };
  // The same text builds the same cubin: printing is lossless, so this is the rule.
  const printedDigest = known.printed === null ? null : { key: digestKey(f, printed), full: known.printed.full };
  out.files[f.name] = { ...original, printed: printed === text ? original : (printedDigest ?? (await build(f, printed))) };
}
rmSync(dir, { recursive: true, force: true });
writeFileSync(DIGESTS_PATH, `${JSON.stringify(out, null, 1)}\n`);
console.log(`${Object.keys(out.files).length} digests recorded with ${out.ptxas} (${built} cubins built, the others kept)`);
