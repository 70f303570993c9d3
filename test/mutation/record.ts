// Runs ptxas on every corpus mutant (cases.ts) not yet in verdicts.json and records its verdict.
// Run: node dist/test/mutation/record.js [--all]   (--all: forget the cache first)
//
// verdicts.json: { "<short hash of the mutant's text>": [accepted 0|1, ptxas's first error, or ''] }.
// ptxas runs with the module's corpus arch and flags (-c for the relocatable ones), two at a time.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../support/ptx.js';
import { mutants, type Mutant } from './cases.js';

export type Verdict = [0 | 1, string];

const VERDICTS = join(ROOT, 'test', 'mutation', 'verdicts.json');

export function loadVerdicts(): Record<string, Verdict> {
  return existsSync(VERDICTS) ? (JSON.parse(readFileSync(VERDICTS, 'utf8')) as Record<string, Verdict>) : {};
}

function assemble(m: Mutant, dir: string): Promise<Verdict> {
  const path = join(dir, `${m.id}.ptx`);
  writeFileSync(path, m.text);
  return new Promise((resolve) => {
    const p = spawn('ptxas', [...m.file.ptxasFlags, `-arch=${m.file.arch}`, path, '-o', '/dev/null']);
    let err = '';
    p.stderr.on('data', (d: Buffer) => (err += d.toString()));
    p.on('close', (code) => {
      rmSync(path, { force: true });
      const first = err.split('\n').find((l) => /error|fatal/.test(l)) ?? (code === 0 ? '' : `exit ${code}`);
      resolve([code === 0 ? 1 : 0, first.replace(/^ptxas \S+, line \d+; /, '').slice(0, 160)]);
    });
  });
}

async function main(): Promise<void> {
  const verdicts: Record<string, Verdict> = process.argv.includes('--all') ? {} : loadVerdicts();
  const all = mutants();
  const todo = all.filter((m) => verdicts[m.id] === undefined);
  console.log(`${all.length} mutants, ${todo.length} without a verdict`);
  const dir = mkdtempSync(join(tmpdir(), 'ptx-mutants-'));
  const worker = async () => {
    for (let m = todo.shift(); m !== undefined; m = todo.shift()) verdicts[m.id] = await assemble(m, dir);
  };
  await Promise.all([worker(), worker()]);
  rmSync(dir, { recursive: true, force: true });
  // Only the verdicts of current mutants are kept.
  const keep = Object.fromEntries(all.map((m) => [m.id, verdicts[m.id]!] as const).sort((a, b) => (a[0] < b[0] ? -1 : 1)));
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
