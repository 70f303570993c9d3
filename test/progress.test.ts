// The progress line of long multi-file runs (src/cli/progress.ts), with the terminal and the
// clock given: no timing is measured.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Progress } from '../src/cli/progress.js';

function run(tty: boolean, total: number, elapsed: number): string[] {
  const written: string[] = [];
  let t = 0;
  const p = new Progress(total, (s) => void written.push(s), tty, 1000, () => t);
  t = elapsed;
  for (let done = 1; done <= total; done++) {
    p.clear();
    p.show(done, `f${done}.ptx`);
  }
  p.clear();
  return written;
}

test('on a terminal, once the run lasts: [n/total] path, rewritten in place, wiped before output and at the end', () => {
  assert.equal(run(true, 3, 1000), ['\r\x1b[K[1/3] f1.ptx', '\r\x1b[K', '\r\x1b[K[2/3] f2.ptx', '\r\x1b[K']);
});

test('none off a terminal, for one file, or in the first second', () => {
  assert.equal(run(false, 3, 5000), []);
  assert.equal(run(true, 1, 5000), []);
  assert.equal(run(true, 3, 999), []);
});

test.run();
