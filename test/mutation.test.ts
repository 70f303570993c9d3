// Real PTX with one instruction edited (test/mutation/cases.ts): the parser accepts and rejects
// the mutants as ptxas did (verdicts cached in test/mutation/verdicts.json by record.ts).
// MUTATION_REPORT=1 prints every disagreement.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from '../src/parse.js';
import { mutants, type Mutant } from './mutation/cases.js';
import { loadVerdicts } from './mutation/record.js';

test('the parser agrees with ptxas on corpus modules with one instruction edited', () => {
  const verdicts = loadVerdicts();
  const all = mutants();
  const disagree: { m: Mutant; ours: string; theirs: string }[] = [];
  let compared = 0;
  for (const m of all) {
    const v = verdicts[m.id];
    if (v === undefined) continue;
    compared++;
    const error = parse(m.text).diagnostics.find((d) => d.severity === 'error');
    if ((error === undefined) !== (v[0] === 1)) disagree.push({ m, ours: error === undefined ? 'accepted' : `${error.span.line}:${error.span.column}: ${error.message}`, theirs: v[0] === 1 ? 'accepted' : v[1] });
  }
  const falseRejects = disagree.filter((d) => d.theirs === 'accepted');
  console.log(`mutation: ${all.length} mutants, ${compared} with a verdict; ${disagree.length} disagree (${falseRejects.length} we reject/ptxas accepts)`);
  for (const d of process.env.MUTATION_REPORT ? disagree : falseRejects)
    console.log(`  [${d.m.kind}] ${d.m.file.name}:${d.m.line}  ${d.m.before}  ->  ${d.m.after}\n     ours: ${d.ours}\n     ptxas: ${d.theirs}`);
  if (compared === 0) return console.log('no cached ptxas verdicts: run node dist/test/mutation/record.js');
  assert.ok(compared >= all.length * 0.95, `only ${compared} of ${all.length} mutants have a verdict`);
  // What ptxas accepts, the parser must accept; of what it rejects, at most 2% may pass here.
  assert.is(falseRejects.length, 0, 'mutants ptxas accepts and the parser rejects');
  assert.ok(disagree.length <= compared * 0.02, `${disagree.length} of ${compared} mutants disagree`);
});

test.run();
