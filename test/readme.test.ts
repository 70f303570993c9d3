// The README's command-line examples are what the commands print: `ptx parse` on
// examples/type-error.ptx (vector-add with a 64-bit register added as .f32; ptxas: "Arguments
// mismatch for instruction 'add'"), and the walk-through of exploring an nvcc -rdc module of the
// corpus (ptxas accepts it, and the walk-through's extraction).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLI, ROOT } from './support/ptx.js';

const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');

test("the README's ptx parse example is what ptx parse prints", () => {
  const block = /```console\n\$ ptx parse (\S+)\n([^$]*)\$ echo \$\?\n(\d+)\n```/.exec(readme);
  assert.ok(block !== null, 'no ptx parse example in the README');
  const r = spawnSync(process.execPath, [CLI, 'parse', block[1]!], { cwd: ROOT, encoding: 'latin1' });
  assert.is(r.stdout + r.stderr, block[2]);
  assert.is(r.status, Number(block[3]));
});

/** A command line's words up to a redirection or a comment, single quotes taken off. */
function words(line: string): string[] {
  return (line.replace(/\s+(#|>).*$/, '').match(/'[^']*'|\S+/g) ?? []).map((w) => w.replace(/^'(.*)'$/, '$1'));
}

/** Are `want`'s lines `got`'s, in order, a `...` line standing for any number of lines? */
function shows(got: string[], want: string[]): boolean {
  const match = (g: number, w: number): boolean => {
    if (w === want.length) return g === got.length;
    if (want[w] === '...') {
      for (let i = g; i <= got.length; i++) if (match(i, w + 1)) return true;
      return false;
    }
    return got[g] === want[w] && match(g + 1, w + 1);
  };
  return match(0, 0);
}

test("the README's walk-through of exploring a module is what the commands print", () => {
  const block = /Exploring an nvcc[\s\S]*?```console\n([\s\S]*?)```/.exec(readme);
  assert.ok(block !== null, 'no walk-through in the README');
  const steps = block[1]!.split(/^\$ /m).filter((s) => s !== '');
  assert.ok(steps.length >= 8, `only ${steps.length} commands`);
  for (const step of steps) {
    const [command, ...want] = step.replace(/\n$/, '').split('\n');
    const [ptx, ...args] = words(command!);
    assert.is(ptx, 'ptx', command);
    // No colour, whatever the test's environment asks for.
    const r = spawnSync(process.execPath, [CLI, ...args], { cwd: join(ROOT, 'test', 'corpus', 'ptx'), encoding: 'latin1', env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '' } });
    assert.is(r.status, 0, `${command}: ${r.stderr}`);
    if (want.length > 0) assert.ok(shows(r.stdout.replace(/\n$/, '').split('\n'), want), `${command}:\n${r.stdout.slice(0, 2000)}`);
  }
});

test.run();
