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
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateCases, OPERAND_MUTANTS, type Case } from './cases.js';
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

interface Run {
  code: number;
  /** line → error messages (errors and fatals only). */
  byLine: Map<number, string[]>;
  unlocated: string[];
}

function ptxas(dir: string, target: string, text: string, n: number): Promise<Run> {
  const file = join(dir, `b${n}.ptx`);
  writeFileSync(file, text);
  return new Promise((resolve) => {
    const p = spawn('ptxas', [`-arch=${target}`, file, '-o', join(dir, `b${n}.cubin`)]);
    let err = '';
    p.stdout.on('data', (d: Buffer) => (err += d.toString()));
    p.stderr.on('data', (d: Buffer) => (err += d.toString()));
    p.on('close', (code) => {
      const byLine = new Map<number, string[]>();
      const unlocated: string[] = [];
      for (const l of err.split('\n')) {
        const m = l.match(/^ptxas [^,]*, line (\d+); (error|fatal)\s*: (.*)$/);
        if (m) {
          const k = Number(m[1]);
          byLine.set(k, [...(byLine.get(k) ?? []), m[3]!.trim()]);
        } else if (/(error|fatal)\s*:/.test(l) && !/aborted due to errors/.test(l)) unlocated.push(l.replace(/^ptxas\s*/, '').trim());
      }
      resolve({ code: code ?? 1, byLine, unlocated });
    });
  });
}

function header(target: string): string {
  return `.version 9.0\n.target ${target}\n.address_size 64\n`;
}

const BATCH = 120;

async function main(): Promise<void> {
  const all = process.argv.includes('--all');
  const verdicts: Record<string, Verdict> = all ? {} : loadVerdicts();
  const gen = generateCases(ROOT);
  if (gen.specErrors.length > 0) console.log(`spec load: ${gen.specErrors.length} errors (those forms are skipped)`);
  const todo = new Map<string, Case>();
  for (const c of gen.cases) if (!verdicts[c.id]) todo.set(c.id, c);
  console.log(`${gen.cases.length} cases, ${todo.size} without a verdict`);
  const dir = mkdtempSync(join(tmpdir(), 'ptx-diff-'));
  let runs = 0;
  let done = 0;
  const set = (c: Case, v: Verdict) => {
    verdicts[c.id] = v;
    done++;
  };

  const solo = async (c: Case): Promise<void> => {
    const r = await ptxas(dir, c.target, c.module, runs++);
    if (r.code === 0) return set(c, [1, 'ok', '']);
    const msgs = [...[...r.byLine.values()].flat(), ...r.unlocated];
    set(c, [0, classify(msgs, c), (msgs.length > 0 ? msgs.join(' | ') : `exit ${r.code}`).slice(0, 160)]);
  };

  // Many kernels in one file; errors are mapped back by line. A fatal error (a parsing error) stops
  // the run, so: record the cases with located errors, re-run the rest until the file assembles;
  // when nothing is located, split the batch.
  const batch = async (cs: Case[]): Promise<void> => {
    while (cs.length > 0) {
      if (cs.length === 1) return solo(cs[0]!);
      const target = cs[0]!.target;
      let text = header(target);
      let line = text.split('\n').length - 1; // lines so far
      const ranges: [number, number, Case][] = [];
      cs.forEach((c, i) => {
        const k = c.kernel.replace(/^\.visible \.entry k\(\)/, `.visible .entry k${i}()`);
        const n = k.split('\n').length - 1;
        ranges.push([line + 1, line + n, c]);
        text += k;
        line += n;
      });
      const r = await ptxas(dir, target, text, runs++);
      if (r.code === 0) {
        for (const c of cs) set(c, [1, 'ok', '']);
        return;
      }
      const hit = new Set<Case>();
      for (const [a, b, c] of ranges) {
        const msgs: string[] = [];
        for (let l = a; l <= b; l++) msgs.push(...(r.byLine.get(l) ?? []));
        if (msgs.length > 0) {
          set(c, [0, classify(msgs, c), msgs.join(' | ').slice(0, 160)]);
          hit.add(c);
        }
      }
      if (hit.size === 0) {
        const h = cs.length >> 1;
        await batch(cs.slice(0, h));
        await batch(cs.slice(h));
        return;
      }
      cs = cs.filter((c) => !hit.has(c));
    }
  };

  const queue: (() => Promise<void>)[] = [];
  const byTarget = new Map<string, Case[]>();
  for (const c of todo.values()) {
    if (c.prelude !== '') queue.push(() => solo(c));
    else byTarget.set(c.target, [...(byTarget.get(c.target) ?? []), c]);
  }
  for (const cs of byTarget.values()) for (let i = 0; i < cs.length; i += BATCH) queue.push(() => batch(cs.slice(i, i + BATCH)));
  let last = Date.now();
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      await job();
      if (Date.now() - last > 10000) {
        last = Date.now();
        console.log(`  ${done}/${todo.size} (${runs} ptxas runs)`);
        writeFileSync(VERDICTS, serialise(verdicts));
      }
    }
  };
  await Promise.all([worker(), worker()]); // at most 2 ptxas processes
  rmSync(dir, { recursive: true, force: true });
  // keep only the verdicts of current cases
  // keep only the verdicts of current cases, reclassified from the stored messages (rules may change)
  const keep: Record<string, Verdict> = {};
  for (const c of gen.cases) {
    const v = verdicts[c.id];
    if (v) keep[c.id] = v[0] === 1 ? v : [0, classify(v[2].split(' | '), c), v[2]];
  }
  writeFileSync(VERDICTS, serialise(keep));
  const counts = { ok: 0, syntax: 0, semantic: 0 };
  for (const v of Object.values(keep)) counts[v[1]]++;
  console.log(`recorded ${done} verdicts in ${runs} ptxas runs; ${Object.keys(keep).length} cached: ${JSON.stringify(counts)}`);
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
