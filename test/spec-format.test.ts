import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { formatSpec, formatSpecJson } from '../codegen/spec-format.js';
import { ROOT } from './support/ptx.js';

test('every spec/ file is in the one layout (npm run spec:format)', () => {
  assert.equal(formatSpec(join(ROOT, 'spec'), false), [], 'run `npm run spec:format`');
});

test('the layout orders fields by the schema, joins what fits and fills long lists', () => {
  const entry = {
    page: 'p',
    forms: [{ syntax: 'x.type d;', opcode: 'x', qualifiers: { '.type': ['.u32', '.s32'] } }],
    qualifiers: { '.sel': Array.from({ length: 30 }, (_, i) => `.b${i}`) },
  };
  const text = formatSpecJson('instructions/p.json', entry);
  assert.equal(
    text,
    `{
  "page": "p",
  "qualifiers": {
    ".sel": [
      ".b0", ".b1", ".b2", ".b3", ".b4", ".b5", ".b6", ".b7", ".b8", ".b9", ".b10", ".b11", ".b12",
      ".b13", ".b14", ".b15", ".b16", ".b17", ".b18", ".b19", ".b20", ".b21", ".b22", ".b23",
      ".b24", ".b25", ".b26", ".b27", ".b28", ".b29"
    ]
  },
  "forms": [{"opcode": "x", "syntax": "x.type d;", "qualifiers": {".type": [".u32", ".s32"]}}]
}
`,
  );
  assert.equal(formatSpecJson('instructions/p.json', JSON.parse(text)), text, 'formatting is idempotent');
});

test.run();
