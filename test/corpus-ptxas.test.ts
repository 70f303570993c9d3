// ptxas assembles print(parse(x)) to the same cubin as x, byte for byte, for every corpus file (-G
// and -lineinfo included: their cubins embed the PTX text). The cubins of x and
// of the printed text are known from test/corpus/cubin-digests.json where that is valid (same text,
// flags, ptxas), else built: ptxas runs only where the file or the printer's output changed.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from '../src/parse.js';
import { print } from '../src/print.js';
import { corpus, type CorpusFile } from './support/corpus.js';
import { compareCubins, digestCubin } from './support/cubin.js';
import { loadDigests, ptxas } from './support/cubin-digests.js';
import { havePtxas, readText } from './support/ptx.js';

let identical = 0;

async function check(f: CorpusFile, root: string, digestsOf: ReturnType<typeof loadDigests>): Promise<string | null> {
  const text = readText(f.path);
  const printedText = print(parse(text).module);
  const recorded = digestsOf(f, printedText);
  const a = join(root, `${f.name.replace(/\W/g, '_')}-a`);
  const b = join(root, `${f.name.replace(/\W/g, '_')}-b`);
  mkdirSync(a);
  mkdirSync(b);
  writeFileSync(join(a, 'in.ptx'), text, 'latin1');
  writeFileSync(join(b, 'in.ptx'), printedText, 'latin1');
  if (recorded.original !== null) {
    // The original's cubin is known: build only the printed text (unless its cubin is known too),
    // and the original only to explain a difference.
    const printed = recorded.printed ?? ((await ptxas(b, f)) === null ? digestCubin(readFileSync(join(b, 'out.cubin'))) : null);
    if (printed !== null && printed.full === recorded.original.full) {
      identical++;
      return null;
    }
  }
  const [ea, eb] = await Promise.all([ptxas(a, f), ptxas(b, f)]);
  if (ea !== null) return `${f.name}: ptxas rejects the original: ${ea.split('\n')[0]}`;
  if (eb !== null) return `${f.name}: ptxas rejects the printed module: ${eb.split('\n')[0]}`;
  const ca = readFileSync(join(a, 'out.cubin'));
  const cb = readFileSync(join(b, 'out.cubin'));
  if (ca.equals(cb)) identical++;
  const diff = compareCubins(ca, cb);
  return diff === null ? null : `${f.name}: ${diff}`;
}

test('ptxas builds the same cubin from print(parse(x)) as from x', async () => {
  if (!havePtxas()) return;
  // ptxas 13.0 refuses PTX ISA 9.1+ ("Unsupported .version 9.1"): those files are judged in isa9x.test.ts.
  const files = corpus().filter((f) => !f.newerPtxas);
  const root = mkdtempSync(join(tmpdir(), 'ptx-cubin-'));
  const failures: string[] = [];
  const digestsOf = loadDigests();
  // Two files at a time (so about two ptxas at a time), as the machines have 2 cores.
  for (let i = 0; i < files.length; i += 2) {
    const rs = await Promise.all(files.slice(i, i + 2).map((f) => check(f, root, digestsOf)));
    for (const r of rs) if (r !== null) failures.push(r);
  }
  // About 60 MB of cubins and printed text: left behind, every run would add them up.
  rmSync(root, { recursive: true, force: true });
  assert.equal(failures, [], `${failures.length} of ${files.length} files differ`);
  console.log(`cubins: ${files.length} files assembled from the original and the printed text, ${identical} byte-identical`);
});

test.run();
