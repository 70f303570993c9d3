// Runs ptxas 13.3 on the differential cases of PTX ISA 9.0 (judged by ptxas 13.0) and records where the
// two disagree on accepting a case: ptxas 13.0 stays the judge there unless the 9.x document says the
// rule changed (issue 29). Run: node dist/test/differential/compare-13.3.js
//
// ptxas-13.3-on-9.0.json: { "<case id>": [accepted by 13.0 0|1, accepted by 13.3 0|1, the case's line,
// ptxas 13.3's errors (truncated to 160 characters)] }, for the cases whose verdicts differ.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateCases, judgedByNewer, type Case } from './cases.js';
import { loadVerdicts } from './record.js';
import { PtxasRunner } from './ptxas-runner.js';
import { ROOT } from '../support/ptx.js';
import { havePtxas133, PTXAS_13_3 } from '../support/ptxas-13.3.js';

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
  const body = differ.map(([id, c, errors]) => `${JSON.stringify(id)}:${JSON.stringify([verdicts[id]![0], errors.length === 0 ? 1 : 0, c.line, errors.join(' | ').slice(0, 160)])}`).join(',\n');
  writeFileSync(join(ROOT, 'test', 'differential', 'ptxas-13.3-on-9.0.json'), `{\n${body}\n}\n`);
  console.log(`${cases.length} cases of PTX 9.0 in ${runner.runs} ptxas 13.3 runs: ${differ.length} verdicts differ from ptxas 13.0's`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
