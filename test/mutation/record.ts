// Runs ptxas on every corpus mutant (cases.ts) not yet in verdicts.json and records its verdict,
// then on the multi-mutants made of the mutants it rejects.
// Run: node dist/test/mutation/record.js [--all]   (--all: forget the cache first)
//
// verdicts.json: { "<short hash of the mutant's text>": [1, ''] when ptxas accepted it, or
// [0, ptxas's first error, the lines of its errors in the module (each once, in ptxas's order: the
// first error's first; none where ptxas gives no line of the module: the 32-bit ABI fatal, a line
// marker's file), how many errors it gave there] }. A mutant is a module of its own, so ptxas's
// lines are the mutant's. A rejection recorded without its lines counts as no verdict and is
// recorded again.
// ptxas runs with the module's corpus arch and flags (-c for the relocatable ones), two at a time.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../support/ptx.js';
import { multiMutants, mutants, type Mutant, type MultiMutant } from './cases.js';

export type Verdict = [1, ''] | [0, string, number[], number];

const VERDICTS = join(ROOT, 'test', 'mutation', 'verdicts.json');

export function loadVerdicts(): Record<string, Verdict> {
  return existsSync(VERDICTS) ? (JSON.parse(readFileSync(VERDICTS, 'utf8')) as Record<string, Verdict>) : {};
}

/** The multi-mutants of `all`, given their verdicts: of mutants ptxas rejects with an error on the edited line. */
export function multiMutantsOf(all: readonly Mutant[], verdicts: Record<string, Verdict>): MultiMutant[] {
  return multiMutants(all, (m) => {
    const v = verdicts[m.id];
    return v?.[0] === 0 && v[1].startsWith('error') && v[2].length === 1 && v[2][0] === m.line;
  });
}

function assemble(m: Mutant | MultiMutant, dir: string): Promise<Verdict> {
  const path = join(dir, `${m.id}.ptx`);
  writeFileSync(path, m.text);
  return new Promise((resolve) => {
    const p = spawn('ptxas', [...m.file.ptxasFlags, `-arch=${m.file.arch}`, path, '-o', '/dev/null']);
    let err = '';
    p.stderr.on('data', (d: Buffer) => (err += d.toString()));
    p.on('close', (code) => {
      rmSync(path, { force: true });
      if (code === 0) return resolve([1, '']);
      const errors = err.split('\n').filter((l) => /error|fatal/.test(l) && !/aborted due to errors/.test(l));
      // ptxas names the file it was given; errors it places elsewhere (its macros, `<macro util>`; the
      // file a `# 20 "x.cu"` line marker names) have no line of the module
      const located = errors.map((l) => (l.startsWith(`ptxas ${path}, line `) ? Number(/, line (\d+);/.exec(l)![1]) : 0)).filter((l) => l > 0);
      const first = (errors[0] ?? `exit ${code}`).replace(/^ptxas .*?, line \d+; /, '').slice(0, 160);
      resolve([0, first, [...new Set(located)], located.length]);
    });
  });
}

async function record(todo: (Mutant | MultiMutant)[], verdicts: Record<string, Verdict>, dir: string): Promise<void> {
  const worker = async () => {
    for (let m = todo.shift(); m !== undefined; m = todo.shift()) verdicts[m.id] = await assemble(m, dir);
  };
  await Promise.all([worker(), worker()]);
}

async function main(): Promise<void> {
  const verdicts: Record<string, Verdict> = process.argv.includes('--all') ? {} : loadVerdicts();
  const missing = (m: Mutant | MultiMutant) => verdicts[m.id] === undefined || (verdicts[m.id]![0] === 0 && !Array.isArray(verdicts[m.id]![2]));
  const all = mutants();
  const todo = all.filter(missing);
  console.log(`${all.length} mutants, ${todo.length} without a verdict`);
  const dir = mkdtempSync(join(tmpdir(), 'ptx-mutants-'));
  await record(todo, verdicts, dir);
  const multi = multiMutantsOf(all, verdicts);
  const multiTodo = multi.filter(missing);
  console.log(`${multi.length} multi-mutants, ${multiTodo.length} without a verdict`);
  await record(multiTodo, verdicts, dir);
  rmSync(dir, { recursive: true, force: true });
  // Only the verdicts of current mutants are kept.
  const keep = Object.fromEntries([...all, ...multi].map((m) => [m.id, verdicts[m.id]!] as const).sort((a, b) => (a[0] < b[0] ? -1 : 1)));
  writeFileSync(VERDICTS, `{\n${Object.entries(keep).map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',\n')}\n}\n`);
  const accepted = Object.values(keep).filter((v) => v[0] === 1).length;
  console.log(`${Object.keys(keep).length} verdicts: ${accepted} accepted, ${Object.keys(keep).length - accepted} rejected`);
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
