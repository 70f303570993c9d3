// A string handed to parse() becomes one byte per character (SourceText.of): ASCII as itself, other
// characters up to U+00FF as their code, any above as 0xFF, whichever way the conversion goes.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from '../src/parse.js';
import { SourceText } from '../src/source-text.js';
import { corpus } from './support/corpus.js';
import { readText } from './support/ptx.js';

const file = corpus().find((f) => f.path.endsWith('bfind.gen.sm_80.ptx'))!;

test('an ASCII module as a string gives its own bytes', () => {
  const text = readText(file.path);
  assert.ok(Buffer.from(SourceText.of(text).bytes).equals(Buffer.from(text, 'latin1')));
});

test('characters past ASCII give one byte each (latin1 as itself, the rest 0xFF), and the string parses as its bytes do', () => {
  const text = readText(file.path);
  // Past the header, so that the ASCII part before them is long.
  const at = text.indexOf('\n', text.length >> 1) + 1;
  const odd = `${text.slice(0, at)}// caf\u00e9 \u4e00\u{1F600}\n${text.slice(at)}`;
  const bytes = SourceText.of(odd).bytes;
  assert.is(bytes.length, odd.length);
  const expected = new Uint8Array(odd.length);
  for (let i = 0; i < odd.length; i++) expected[i] = Math.min(odd.charCodeAt(i), 255);
  assert.ok(Buffer.from(bytes).equals(Buffer.from(expected)));
  assert.is(bytes[at + 6], 0xe9);
  assert.is(bytes[at + 8], 0xff);
  // ptxas 13.0 rejects the file: 'Unexpected non-ASCII character encountered on line' of the comment.
  const fromBytes = parse(bytes);
  const fromString = parse(odd);
  assert.equal(fromString.diagnostics, fromBytes.diagnostics);
  const errors = fromString.diagnostics.filter((d) => d.severity === 'error');
  assert.is(errors.length, 1);
  assert.match(errors[0]!.message, 'non-ASCII');
  assert.is(errors[0]!.span.start, at + 6);
});

test.run();
