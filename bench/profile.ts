// CPU profile summary: node dist/bench/profile.js [parse|validate|lex|print] [FILE]
// Runs one bench child under --cpu-prof and prints the functions with the most self time.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CACHE, ROOT } from './build.js';

const mode = process.argv[2] ?? 'parse';
const file = process.argv[3] ?? join(CACHE, 'compute.ptx');
const dir = mkdtempSync(join(tmpdir(), 'ptx-prof-'));
const r = spawnSync(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${dir}`, join(ROOT, 'dist', 'bench', 'child.js'), mode, file], { encoding: 'utf8' });
if (r.status !== 0) throw new Error(r.stderr);
console.log(r.stdout.trim());
interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }
const f = readdirSync(dir).find((x) => x.endsWith('.cpuprofile'))!;
const p = JSON.parse(readFileSync(join(dir, f), 'utf8')) as { nodes: Node[]; samples: number[]; timeDeltas: number[] };
const dt = new Map<number, number>();
p.samples.forEach((s, i) => dt.set(s, (dt.get(s) ?? 0) + (p.timeDeltas[i] ?? 0)));
const self = new Map<string, number>();
let total = 0;
for (const n of p.nodes) {
  const t = dt.get(n.id) ?? 0;
  total += t;
  const cf = n.callFrame;
  const k = `${cf.functionName || '(anonymous)'} ${cf.url.replace(/.*\/dist\//, '')}:${cf.lineNumber + 1}`;
  self.set(k, (self.get(k) ?? 0) + t);
}
console.log(`total ${(total / 1000).toFixed(0)} ms sampled`);
for (const [k, t] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 25)))
  console.log(`${((100 * t) / total).toFixed(1).padStart(5)}%  ${(t / 1000).toFixed(0).padStart(6)} ms  ${k}`);
rmSync(dir, { recursive: true, force: true });
