// `npm test`: the uvu suites in two processes at once, as the machines have 2 cores, each taking
// every other suite file (sorted by name). The first's output is shown as it runs, the second's
// once it ends; then one closing line, 'N passed, N failed, N skipped', for both; the exit code is
// non-zero when either run fails.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './support/ptx.js';

const uvu = join(ROOT, 'node_modules', 'uvu', 'bin.js');
const dir = join(ROOT, 'dist', 'test');

function run(files: string[], buffered: boolean): Promise<{ code: number; output: string }> {
  const pattern = `^(${files.map((f) => f.replace(/\./g, '\\.')).join('|')})$`;
  return new Promise((resolve) => {
    const p = spawn(process.execPath, [uvu, dir, pattern], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' } });
    let output = '';
    const take = (stream: NodeJS.WriteStream) => (d: Buffer) => {
      output += d.toString();
      if (!buffered) stream.write(d);
    };
    p.stdout.on('data', take(process.stdout));
    p.stderr.on('data', take(process.stderr));
    p.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const suites = readdirSync(dir).filter((f) => f.endsWith('.test.js')).sort();
const [first, second] = await Promise.all([run(suites.filter((_, i) => i % 2 === 0), false), run(suites.filter((_, i) => i % 2 === 1), true)]);
process.stdout.write(second.output);

/** uvu's closing count `label:  N` in a run's output (colour codes aside). */
function count(output: string, label: string): number {
  const m = new RegExp(`${label}:\\s+(\\d+)`).exec(output.replace(/\x1b\[[0-9;]*m/g, ''));
  return m === null ? 0 : Number(m[1]);
}
const runs = [first, second];
const total = runs.reduce((n, r) => n + count(r.output, 'Total'), 0);
const passed = runs.reduce((n, r) => n + count(r.output, 'Passed'), 0);
const skipped = runs.reduce((n, r) => n + count(r.output, 'Skipped'), 0);
const ok = first.code === 0 && second.code === 0;
// A run that died before its count still counts as a failure.
const failed = Math.max(total - passed - skipped, ok ? 0 : 1);
process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`);
process.exitCode = ok ? 0 : 1;
