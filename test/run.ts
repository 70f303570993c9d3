// `npm test`: the uvu suites in two processes at once, as the machines have 2 cores, each taking
// every other suite file (sorted by name). The first's output is shown as it runs, the second's
// once it ends; the exit code is non-zero when either run fails.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './support/ptx.js';

const uvu = join(ROOT, 'node_modules', 'uvu', 'bin.js');
const dir = join(ROOT, 'dist', 'test');

function run(files: string[], buffered: boolean): Promise<{ code: number; output: string }> {
  const pattern = `^(${files.map((f) => f.replace(/\./g, '\\.')).join('|')})$`;
  return new Promise((resolve) => {
    const p = spawn(process.execPath, [uvu, dir, pattern], { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    p.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    p.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    p.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const suites = readdirSync(dir).filter((f) => f.endsWith('.test.js')).sort();
const [first, second] = await Promise.all([run(suites.filter((_, i) => i % 2 === 0), false), run(suites.filter((_, i) => i % 2 === 1), true)]);
process.stdout.write(second.output);
process.exitCode = first.code !== 0 || second.code !== 0 ? 1 : 0;
