// The trie of instruction spellings the fast path finds by their bytes (src/match/spelling-trie.ts).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SpellingTrie } from '../src/match/spelling-trie.js';

const bytes = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));

test('a spelling is found where its bytes stop matching, with the value of the spelling that ends there', () => {
  const t = new SpellingTrie<string>();
  const add = (s: string) => t.add(bytes(s), 0, s.length, s);
  add('ld.global.u32');
  add('ld.global.u32.x');
  add('ld');
  const find = (line: string) => {
    const v = t.find(bytes(line), 0, line.length);
    return [v ?? null, t.end];
  };
  assert.equal(find('ld.global.u32 %r1, [%rd1];'), ['ld.global.u32', 13]);
  assert.equal(find('ld.global.u32.x %r1'), ['ld.global.u32.x', 15]);
  // A prefix that is no spelling; one that goes on past a spelling, as far as another goes (the
  // caller sees what stops it); another start; the end of the text.
  assert.equal(find('ld.glob %r1'), [null, 7]);
  assert.equal(find('ld.global.u32.y'), [null, 14]);
  assert.equal(find('ld.global.u32y'), ['ld.global.u32', 13]);
  assert.equal(find('st.global.u32'), [null, 0]);
  assert.equal(find('ld.global.u3'), [null, 12]);
  assert.equal(find('ld '), ['ld', 2]);
  // Bytes past ASCII are in no spelling.
  assert.equal(find('ld\u00e9'), ['ld', 2]);
});

test('a walk remembered gives what walking again would, until a spelling is added', () => {
  const t = new SpellingTrie<string>();
  const add = (s: string) => t.add(bytes(s), 0, s.length, s);
  const find = (line: string, from = 0) => {
    const v = t.find(bytes(line), from, line.length);
    return [v ?? null, t.end];
  };
  add('ld.global.u32');
  add('ld.global.u64');
  // Twice each: walked, then remembered (bytes past the one that stopped the walk do not count).
  for (let i = 0; i < 2; i++) {
    assert.equal(find('ld.global.u32.x %r1'), ['ld.global.u32', 13]);
    assert.equal(find('ld.global.u32 %r1, [%rd1];'), ['ld.global.u32', 13]);
    assert.equal(find('ld.global.u32 %r2, [%rd2];'), ['ld.global.u32', 13]);
    assert.equal(find('ld.global.u64 %r2, [%rd2];'), ['ld.global.u64', 13]);
    assert.equal(find('ld.global.u3 %r2, [%rd2];'), [null, 12]);
    assert.equal(find('\tld.global.u64 %rd2;', 1), ['ld.global.u64', 14]);
    // Fewer than 8 bytes left, and a walk to the text's end.
    assert.equal(find('ld.glo'), [null, 6]);
    assert.equal(find('ld.global.u64'), ['ld.global.u64', 13]);
  }
  // A spelling that goes on from where a remembered walk stopped.
  assert.equal(find('ld.global.u32.x %r1'), ['ld.global.u32', 13]);
  add('ld.global.u32.x');
  assert.equal(find('ld.global.u32.x %r1'), ['ld.global.u32.x', 15]);
  assert.equal(find('ld.global.u32 %r1, [%rd1];'), ['ld.global.u32', 13]);
});

test('more spellings than the trie holds are left out whole or in part, never misfiled', () => {
  const t = new SpellingTrie<number>();
  // Each spelling of 12 bytes takes up to 12 states; 2 000 of them run past the limit (8192).
  const spelling = (i: number) => `op.${String(i).padStart(4, '0')}.abcd`;
  for (let i = 0; i < 2000; i++) t.add(bytes(spelling(i)), 0, 12, i);
  let found = 0;
  for (let i = 0; i < 2000; i++) {
    const v = t.find(bytes(`${spelling(i)} `), 0, 13);
    if (v !== undefined) {
      assert.is(v, i);
      assert.is(t.end, 12);
      found++;
    }
  }
  assert.ok(found > 500 && found < 2000, `${found} found`);
});

test.run();
