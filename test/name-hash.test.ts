// The hashes of names and spellings (src/name-hash.ts): the fast path extends one byte by byte
// with hashStep() while it scans, and the tables it probes were filled by hashBytes() and
// nameKey(), which write the same step out. They must agree on every name.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { hashBytes, hashStep, nameKey } from '../src/name-hash.js';
import { ROOT } from './support/ptx.js';

/** The names and spellings of a real module (a mangled parameter runs past the key's tail). */
function words(): { bytes: Uint8Array; spans: [number, number][] } {
  const bytes = readFileSync(join(ROOT, 'test', 'corpus', 'ptx', 'cub_algos.sm_90.default.ptx'));
  const spans: [number, number][] = [];
  const text = bytes.toString('latin1');
  for (const m of text.matchAll(/[%$._A-Za-z][\w$.:]*/g)) spans.push([m.index, m.index + m[0].length]);
  return { bytes, spans };
}

test('hashBytes() and nameKey() agree with hashStep() folded over the bytes, on every name of a real module', () => {
  const { bytes, spans } = words();
  let long = 0;
  for (const [start, end] of spans) {
    let h = 0;
    for (let i = start; i < end; i++) h = hashStep(h, bytes[i]!);
    assert.is(hashBytes(bytes, start, end), h);
    if (end - start <= 32) assert.is(nameKey(bytes, start, end), h);
    else {
      long++;
      let k = end - start;
      for (let i = end - 32; i < end; i++) k = hashStep(k, bytes[i]!);
      assert.is(nameKey(bytes, start, end), k);
    }
  }
  assert.ok(spans.length > 10_000 && long > 100, `${spans.length} names, ${long} long ones`);
});

test("hashStep()'s product stays below 2^30, V8's small-integer range, whatever the hash so far", () => {
  let top = 0;
  for (const h of [0x3fffffff, 0x7fffffff, 2 ** 31, 2 ** 40]) for (const c of [0, 0x7f, 0xff]) top = Math.max(top, hashStep(h, c));
  for (let h = 0; h < 1 << 20; h += 997) top = Math.max(top, hashStep(h * 32, 0xff));
  assert.ok(top * 31 + 0xff < 2 ** 30, `largest hash ${top}`);
});

test.run();
