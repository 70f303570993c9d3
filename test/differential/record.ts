// Runs ptxas on every differential case not yet in verdicts.json and records its verdict.
// Run: node dist/test/differential/record.js [--all]   (--all: forget the cache first)
//
// verdicts.json: { "<short hash of the case module>": [accepted 0|1, class, ptxas's errors on the case
// joined by ' | ', truncated to 160 characters (the first one first)] }.
//
// Classification of a rejected case, from all of ptxas's errors on the case's lines:
// - 'syntax' when any message is about the instruction's written form:
//     Unknown modifier '.x'; Not a name of any known instruction; Parsing error ... syntax error;
//     Unexpected instruction types specified; Illegal modifier / Invalid modifier / modifier ... not
//     allowed / expected / required / missing; unexpected number of state spaces, types, vector sizes;
//     "Argument N of instruction 'x': must be register / address / ..." (the operand's kind);
//     illegal/unexpected operand, wrong number of operands; qualifier combinations: "Multiple X
//     modifiers specified", "Duplicate .x modifier", "Modifier '.x' requires scope/order/...",
//     "cannot be combined with", "State space incorrect", "Incorrect type '.t' for operation '.op'",
//     "Mismatch between instruction type and comparison qualifier", video selectors, "Address/Label
//     expected for argument N", "Illegal argument to predicate negation"; "Arguments mismatch" ONLY for the mutants
//     that change the operand count or kind (extra, fewer, bracket, unbracket): there ptxas uses the
//     same message for a count error as for a register type error.
// - 'semantic' otherwise: "Arguments mismatch" on a case with the spec's operand count (register
//     types are inferred heuristically), "not supported on .target", "requires PTX ISA", values out
//     of range ("unexpected value", "expected to be multiple of"), unknown symbols, features of a
//     higher target ("not supported on .target", "without '.sync' is not supported"), vector sizes
//     ("Argument vector size mismatch", "Vector type too large", "Inconsistent type with vector"),
//     texture coordinate types, the 32-bit ABI fatal, and ptxas exiting with no message at all.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateCases, OPERAND_MUTANTS, type Case } from './cases.js';
import { PtxasRunner } from './ptxas-runner.js';
import { ROOT } from '../support/ptx.js';

export type Verdict = [0 | 1, 'ok' | 'syntax' | 'semantic', string];

export const VERDICTS = join(ROOT, 'test', 'differential', 'verdicts.json');

export function loadVerdicts(): Record<string, Verdict> {
  if (!existsSync(VERDICTS)) return {};
  return JSON.parse(readFileSync(VERDICTS, 'utf8')) as Record<string, Verdict>;
}

const SYNTAX: RegExp[] = [
  /Unknown modifier/i,
  /Not a name of any known instruction/i,
  /Parsing error/i,
  /syntax error/i,
  /Unexpected instruction types/i,
  /(Illegal|Invalid|Unexpected|Unknown|Missing|Duplicate|Repeated|Conflicting|Unsupported) (modifier|qualifier)/i,
  /modifier.*(not allowed|expected|required|missing|must be|cannot be|can not be|only|not applicable|does not apply|should)/i,
  /(expected|requires?|missing).*modifier/i,
  /unexpected number of/i,
  /number of (operands|arguments)/i,
  /Argument \d+ of instruction '[^']*': must be/i,
  /(Illegal|Unexpected|Invalid) (operand|argument)/i,
  /Illegal vector/i,
  /expects? \d+ (operands|arguments)/i,
  /Too (many|few) (operands|arguments)/i,
  /Vector .*(not allowed|expected|required)/i,
  /Multiple .*(modifiers specified|flags set|comparisons set|specified)/i,
  /Duplicate .*modifier/i,
  /Modifier '[^']*' requires/i,
  /cannot be (combined|applied)/i,
  /Illegal argument to predicate negation/i,
  /video selector/i,
  /State space incorrect/i,
  /(Address|Label|Register) expected for argument/i,
  /is required for instruction/i,
  /Comparison qualifier is not allowed/i,
  /Mismatch between instruction type and comparison qualifier/i,
  /Incorrect type '[^']*' for operation/i,
  /requires '[^']*' type with '[^']*' modifier/i,
];

export function classify(messages: string[], c: Case): Verdict[1] {
  for (const m of messages) if (SYNTAX.some((r) => r.test(m))) return 'syntax';
  if (OPERAND_MUTANTS.has(c.kind) && messages.some((m) => /Arguments mismatch/i.test(m))) return 'syntax';
  return 'semantic';
}

async function main(): Promise<void> {
  const all = process.argv.includes('--all');
  const verdicts: Record<string, Verdict> = all ? {} : loadVerdicts();
  const gen = generateCases(ROOT);
  if (gen.specErrors.length > 0) console.log(`spec load: ${gen.specErrors.length} errors (those forms are skipped)`);
  const todo = new Map<string, Case>();
  for (const c of gen.cases) if (!verdicts[c.id]) todo.set(c.id, c);
  console.log(`${gen.cases.length} cases, ${todo.size} without a verdict`);
  const runner = new PtxasRunner();
  let done = 0;
  let last = Date.now();
  await runner.assembleAll(
    [...todo.values()],
    null,
    (c, errors) => {
      verdicts[c.id] = errors.length === 0 ? [1, 'ok', ''] : [0, classify(errors, c), errors.join(' | ').slice(0, 160)];
      done++;
    },
    () => {
      if (Date.now() - last > 10000) {
        last = Date.now();
        console.log(`  ${done}/${todo.size} (${runner.runs} ptxas runs)`);
        writeFileSync(VERDICTS, serialise(verdicts));
      }
    },
  );
  runner.close();
  // keep only the verdicts of current cases, reclassified from the stored messages (rules may change)
  const keep: Record<string, Verdict> = {};
  for (const c of gen.cases) {
    const v = verdicts[c.id];
    if (v) keep[c.id] = v[0] === 1 ? v : [0, classify(v[2].split(' | '), c), v[2]];
  }
  writeFileSync(VERDICTS, serialise(keep));
  const counts = { ok: 0, syntax: 0, semantic: 0 };
  for (const v of Object.values(keep)) counts[v[1]]++;
  console.log(`recorded ${done} verdicts in ${runner.runs} ptxas runs; ${Object.keys(keep).length} cached: ${JSON.stringify(counts)}`);
}

function serialise(v: Record<string, Verdict>): string {
  const keys = Object.keys(v).sort();
  return `{\n${keys.map((k) => `${JSON.stringify(k)}:${JSON.stringify(v[k])}`).join(',\n')}\n}\n`;
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
