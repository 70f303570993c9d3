// Runs ptxas 13.3 on what ptxas 13.0 judges (the differential cases of PTX ISA 9.0 and older, and the
// corpus modules of PTX ISA 9.0 and older) and records where the two disagree on accepting it: ptxas
// 13.0 stays the judge there unless the 9.x document says the rule changed (issue 29).
// Run: node dist/test/differential/compare-13.3.js   (needs ptxas 13.0 on PATH and ptxas 13.3, which
// scripts/fetch-ptxas-13.3.sh fetches)
//
// ptxas-13.3-on-9.0.json: { "produced": how, "cases": how many cases compared, "corpus": how many
// modules, "differ": { "<case id>": [accepted by 13.0 0|1, accepted by 13.3 0|1, the case's line,
// ptxas 13.3's errors] }, "corpusDiffer": { "<corpus file>": [13.0 0|1, 13.3 0|1, the errors of the
// one that rejects] } }, errors truncated to 160 characters. The 13.0 verdicts of the cases are those
// recorded in verdicts.json; the corpus is assembled by both.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateCases, judgedByNewer, type Case } from './cases.js';
import { loadVerdicts } from './record.js';
import { PtxasRunner } from './ptxas-runner.js';
import { corpus, type CorpusFile } from '../support/corpus.js';
import { ROOT } from '../support/ptx.js';
import { havePtxas133, PTXAS_13_3 } from '../support/ptxas-13.3.js';

const clip = (errors: string[]) => errors.join(' | ').slice(0, 160);

/** ptxas's errors on a corpus file (empty when it assembled). */
function assemble(ptxas: string, f: CorpusFile): Promise<string[]> {
  return new Promise((resolve) => {
    const p = spawn(ptxas, [...f.ptxasFlags, `-arch=${f.arch}`, f.path, '-o', '/dev/null']);
    let out = '';
    p.stdout.on('data', (d: Buffer) => (out += d.toString()));
    p.stderr.on('data', (d: Buffer) => (out += d.toString()));
    p.on('close', (code) => {
      const errors = out.split('\n').filter((l) => /(error|fatal)\s*:/.test(l) && !/aborted due to errors/.test(l)).map((l) => l.replace(/^ptxas[^:]*:\s*/, '').trim());
      resolve(code === 0 ? [] : errors.length > 0 ? errors : [`exit ${code}`]);
    });
  });
}

async function compareCorpus(): Promise<[string, number, number, string][]> {
  const files = corpus().filter((f) => !f.newerPtxas);
  const differ: [string, number, number, string][] = [];
  const queue = [...files];
  const worker = async () => {
    for (let f = queue.shift(); f; f = queue.shift()) {
      const [old, neu] = [await assemble('ptxas', f), await assemble(PTXAS_13_3, f)];
      if ((old.length === 0) !== (neu.length === 0)) differ.push([f.name, old.length === 0 ? 1 : 0, neu.length === 0 ? 1 : 0, clip(old.length > 0 ? old : neu)]);
    }
  };
  await Promise.all([worker(), worker()]);
  return differ.sort((a, b) => (a[0] < b[0] ? -1 : 1));
}

async function main(): Promise<void> {
  if (!havePtxas133()) return;
  const verdicts = loadVerdicts();
  const cases = generateCases(ROOT).cases.filter((c) => !judgedByNewer(c) && verdicts[c.id] !== undefined);
  const differ: [string, Case, string[]][] = [];
  const runner = new PtxasRunner(PTXAS_13_3);
  await runner.assembleAll(cases, null, (c, errors) => {
    if ((errors.length === 0) !== (verdicts[c.id]![0] === 1)) differ.push([c.id, c, errors]);
  });
  runner.close();
  differ.sort((a, b) => (a[0] < b[0] ? -1 : 1));
  const corpusDiffer = await compareCorpus();
  const files = corpus().filter((f) => !f.newerPtxas).length;
  const entry = (key: string, value: unknown) => `    ${JSON.stringify(key)}: ${JSON.stringify(value)}`;
  const body = [
    '{',
    `  "produced": ${JSON.stringify('node dist/test/differential/compare-13.3.js: ptxas 13.3 (V13.3.33) on the differential cases of PTX ISA 9.0 and older against their recorded ptxas 13.0 verdicts, and ptxas 13.0 (V13.0.88) and 13.3 each on the corpus modules of PTX ISA 9.0 and older')},`,
    `  "cases": ${cases.length},`,
    `  "corpus": ${files},`,
    '  "differ": {',
    differ.map(([id, c, errors]) => entry(id, [verdicts[id]![0], errors.length === 0 ? 1 : 0, c.line, clip(errors)])).join(',\n'),
    '  },',
    '  "corpusDiffer": {',
    corpusDiffer.map(([name, ...rest]) => entry(name, rest)).join(',\n'),
    '  }',
    '}',
  ].filter((l) => l !== '');
  writeFileSync(join(ROOT, 'test', 'differential', 'ptxas-13.3-on-9.0.json'), `${body.join('\n')}\n`);
  console.log(`${cases.length} cases of PTX 9.0 in ${runner.runs} ptxas 13.3 runs: ${differ.length} verdicts differ from ptxas 13.0's; corpus: ${corpusDiffer.length} of ${files} modules differ`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
