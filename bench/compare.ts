// Compare two bench result files: node dist/bench/compare.js OLD.json NEW.json
// (with no arguments: the two newest files in bench/results/).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface Row { module: string; variant: string; mode: string; ms: number; mbPerS: number; rssMB: number }
interface Result { date: string; commit: string; rows: Row[]; small?: { filesPerS: number; msPerFile: number; rssMB: number } | null }

let [a, b] = process.argv.slice(2);
if (!a || !b) {
  const dir = new URL('../../bench/results/', import.meta.url).pathname;
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  if (files.length < 2) {
    console.error('need two result files');
    process.exit(2);
  }
  [a, b] = files.slice(-2).map((f) => join(dir, f));
}
const A = JSON.parse(readFileSync(a, 'utf8')) as Result;
const B = JSON.parse(readFileSync(b, 'utf8')) as Result;
console.log(`old: ${a} (${A.commit}, ${A.date})\nnew: ${b} (${B.commit}, ${B.date})\n`);
console.log('module   variant  phase    old MB/s  new MB/s   speedup   old RSS MB  new RSS MB');
for (const r of B.rows) {
  const o = A.rows.find((x) => x.module === r.module && x.variant === r.variant && x.mode === r.mode);
  const cells = [
    r.module.padEnd(9),
    r.variant.padEnd(9),
    r.mode.padEnd(7),
    (o ? o.mbPerS.toFixed(1) : '-').padStart(9),
    r.mbPerS.toFixed(1).padStart(10),
    (o ? `${(o.ms / r.ms).toFixed(2)}×` : '-').padStart(10),
    (o ? o.rssMB.toFixed(0) : '-').padStart(13),
    r.rssMB.toFixed(0).padStart(12),
  ];
  console.log(cells.join(''));
}
if (A.small && B.small) {
  console.log(`\nsmall: ${A.small.filesPerS.toFixed(0)} -> ${B.small.filesPerS.toFixed(0)} files/s, RSS ${A.small.rssMB.toFixed(0)} -> ${B.small.rssMB.toFixed(0)} MB`);
}
