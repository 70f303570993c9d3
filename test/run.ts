// `npm test`: the uvu suites, with the ptxas cubin suite (mostly time spent in ptxas processes)
// run beside the others rather than after them. Its output is shown once it ends; the exit code
// is non-zero when either run fails.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './support/ptx.js';

const PTXAS_SUITE = '^corpus-ptxas\\.test\\.js$';
const uvu = join(ROOT, 'node_modules', 'uvu', 'bin.js');
const dir = join(ROOT, 'dist', 'test');

function run(args: string[], buffered: boolean): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const p = spawn(process.execPath, [uvu, dir, ...args], { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    p.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    p.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    p.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const [ptxas, rest] = await Promise.all([run([PTXAS_SUITE], true), run(['.test.js', '-i', 'corpus-ptxas'], false)]);
process.stdout.write(ptxas.output);
process.exitCode = ptxas.code !== 0 || rest.code !== 0 ? 1 : 0;
