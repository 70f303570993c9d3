// Runs ptxas on every differential case not yet in verdicts.json and records its verdict.
// Run: node dist/test/differential/record.js [--all] [OPCODE...]   (--all: forget the cache first;
// opcodes: record only their cases, and keep the other verdicts, stale ones included)
//
// verdicts.json: { "<short hash of the case module>": [accepted 0|1, class, ptxas's errors on the case
// joined by ' | ', truncated to 160 characters (the first one first)], and for a rejection the line of
// the case's module where ptxas's first error is (0: none given; a batch's lines are mapped to the
// case's) }: ptxas 13.0's (on PATH), for
// the cases of PTX ISA 9.0. verdicts-13.3.json likewise: ptxas 13.3's (scripts/fetch-ptxas-13.3.sh),
// for the cases of PTX ISA 9.1 to 9.3 and their `older` variants; each file is recorded only where
// its ptxas is there. A rejection recorded without its line is recorded again.
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
// - An `older` case (a line under the version below the one it needs) is 'syntax' when every message
//   is about the version ("requires PTX ISA .version 9.1 or later", maybe cut short): the parser must reject it so.
//   So is a version probe (version-probes.ts: a qualifier under the version below the one it needs).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateCases, judgedByNewer, OPERAND_MUTANTS, type Case } from './cases.js';
import { PtxasRunner } from './ptxas-runner.js';
import { havePtxas, ROOT } from '../support/ptx.js';
import { havePtxas133, PTXAS_13_3 } from '../support/ptxas-13.3.js';

/** A rejection's line is there once recorded (verdicts of before lines lack it). */
export type Verdict = [0 | 1, 'ok' | 'syntax' | 'semantic', string, number?];

export const VERDICTS = join(ROOT, 'test', 'differential', 'verdicts.json');
export const VERDICTS_13_3 = join(ROOT, 'test', 'differential', 'verdicts-13.3.json');

function load(path: string): Record<string, Verdict> {
  if (!existsSync(path)) return {};
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, Verdict>;
}

/** The verdicts of both files (their keys, hashes of modules with their .version, do not meet). */
export function loadVerdicts(): Record<string, Verdict> {
  return { ...load(VERDICTS), ...load(VERDICTS_13_3) };
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
  if (c.kind === 'older' || c.kind === 'probe') return messages.every((m) => /requires PTX ISA/i.test(m)) ? 'syntax' : 'semantic';
  for (const m of messages) if (SYNTAX.some((r) => r.test(m))) return 'syntax';
  if (OPERAND_MUTANTS.has(c.kind) && messages.some((m) => /Arguments mismatch/i.test(m))) return 'syntax';
  return 'semantic';
}

async function main(): Promise<void> {
  const all = process.argv.includes('--all');
  const only = new Set(process.argv.slice(2).filter((a) => !a.startsWith('--')));
  const gen = generateCases(ROOT);
  if (gen.specErrors.length > 0) console.log(`spec load: ${gen.specErrors.length} errors (those forms are skipped)`);
  const judges = [
    { file: VERDICTS, newer: false, ptxas: 'ptxas', there: havePtxas },
    { file: VERDICTS_13_3, newer: true, ptxas: PTXAS_13_3, there: havePtxas133 },
  ];
  for (const j of judges) {
    const verdicts: Record<string, Verdict> = all ? {} : load(j.file);
    const cases = gen.cases.filter((c) => judgedByNewer(c) === j.newer);
    const todo = cases.filter((c) => (!verdicts[c.id] || (verdicts[c.id]![0] === 0 && verdicts[c.id]!.length < 4)) && (only.size === 0 || only.has(c.opcode)));
    console.log(`${j.ptxas}: ${cases.length} cases, ${todo.length} without a verdict`);
    const runner = new PtxasRunner(j.ptxas);
    let done = 0;
    let last = Date.now();
    if (todo.length > 0 && j.there())
      await runner.assembleAll(
        todo,
        null,
        (c, errors, line) => {
          verdicts[c.id] = errors.length === 0 ? [1, 'ok', ''] : [0, classify(errors, c), errors.join(' | ').slice(0, 160), line];
          done++;
        },
        () => {
          if (Date.now() - last > 10000) {
            last = Date.now();
            console.log(`  ${done}/${todo.length} (${runner.runs} ptxas runs)`);
            writeFileSync(j.file, serialise(verdicts));
          }
        },
      );
    runner.close();
    // keep only the verdicts of current cases (all of them when recording some opcodes), reclassified from the stored messages (rules may change)
    const keep: Record<string, Verdict> = only.size === 0 ? {} : { ...verdicts };
    for (const c of cases) {
      if (only.size > 0 && !only.has(c.opcode)) continue;
      const v = verdicts[c.id];
      if (!v) continue;
      const cls = v[0] === 1 ? v[1] : classify(v[2].split(' | '), c);
      keep[c.id] = v[0] === 1 ? v : v[3] === undefined ? [0, cls, v[2]] : [0, cls, v[2], v[3]];
    }
    writeFileSync(j.file, serialise(keep));
    const counts = { ok: 0, syntax: 0, semantic: 0 };
    for (const v of Object.values(keep)) counts[v[1]]++;
    console.log(`  recorded ${done} verdicts in ${runner.runs} ptxas runs; ${Object.keys(keep).length} cached: ${JSON.stringify(counts)}`);
  }
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
