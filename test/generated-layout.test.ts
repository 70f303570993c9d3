// generated/ as a reviewer reads it: a spec change shows where it acts and nowhere else, in lines
// that fit.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { generate } from '../codegen/generate.js';
import { pageAlias, pageAliasErrors } from '../codegen/opcode-tables.js';
import { runGen } from '../codegen/run.js';
import { ROOT } from './support/ptx.js';

const CVT = '9-7-9-21-data-movement-and-conversion-instructions-cvt';

test("a one-line spec change changes the generated file of its page only, and `gen --check` names it", () => {
  // A copy of what generation writes, with its spec: runGen() compares the two.
  const root = mkdtempSync(join(tmpdir(), 'ptx-spec-'));
  try {
    for (const d of ['spec', 'generated', 'docs/qualifiers.md', 'editors/vscode/syntaxes']) cpSync(join(ROOT, d), join(root, d), { recursive: true });
    const dir = join(root, 'spec');
    const edit = (page: string, from: string, to: string) => {
      const file = join(dir, 'instructions', `${page}.json`);
      const text = readFileSync(file, 'utf8');
      assert.ok(text.includes(from), `${page} holds ${from}`);
      writeFileSync(file, text.replace(from, to));
    };
    // A qualifier requirement of one of add's five pages: that page's forms of add.
    edit('9-7-1-1-integer-arithmetic-instructions-add', '"qualifiers": [".u16x2", ".s16x2"], "ptx": "8.0"', '"qualifiers": [".u16x2", ".s16x2"], "ptx": "8.1"');
    // A value more in popc's qualifier set: its page's forms, and its node's interface and schema
    // (not the file gathering every node's interface).
    edit('9-7-1-14-integer-arithmetic-instructions-popc', '".type": [".b32", ".b64"]', '".type": [".b16", ".b32", ".b64"]');
    // A type less for mul.wide, one of mul's fused opcodes: mul's page (its mulWide()); mul's node
    // still takes .s16 from mul.hi and mul.lo.
    edit('9-7-1-3-integer-arithmetic-instructions-mul', '"qualifiers": {".type": [".u16", ".u32", ".s16", ".s32"]}', '"qualifiers": {".type": [".u16", ".u32", ".s32"]}');
    // The file of a page gone from the spec, left behind.
    writeFileSync(join(root, 'generated', 'pages', '9-7-1-99-integer-arithmetic-instructions-gone.ts'), '');
    assert.equal(runGen(root, true), {
      ok: false,
      messages: [
        'stale: docs/qualifiers.md',
        'stale: generated/nodes/popc.ts',
        'stale: generated/pages/9-7-1-1-integer-arithmetic-instructions-add.ts',
        'stale: generated/pages/9-7-1-14-integer-arithmetic-instructions-popc.ts',
        'stale: generated/pages/9-7-1-3-integer-arithmetic-instructions-mul.ts',
        'stale: generated/schemas/popc.ts',
        'not generated from spec: generated/pages/9-7-1-99-integer-arithmetic-instructions-gone.ts',
        'generated/ is out of date: run `ptx gen`',
      ],
    });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('dispatch.ts imports each page by a name of its own, its section and the words past its chapter', () => {
  assert.is(pageAlias('9-7-2-1-extended-precision-arithmetic-instructions-add-cc'), 'p9_7_2_1_addCc');
  assert.is(pageAlias('9-7-14-5-14-multiply-and-accumulate-instruction-mma'), 'p9_7_14_5_14_mma');
  assert.is(pageAlias('9-7-12-1-control-flow-instructions'), 'p9_7_12_1_controlFlowInstructions');
  assert.equal(pageAliasErrors(readdirSync(join(ROOT, 'spec', 'instructions')).map((f) => f.replace(/\.json$/, ''))), []);
  // Two pages of one section (of the 9.0 and 9.3 documents) and one name past their chapters.
  assert.equal(pageAliasErrors(['9-7-1-5-integer-arithmetic-instructions-mul24', '9-7-1-5-floating-point-instructions-mul24']), [
    'spec/instructions: pages 9-7-1-5-integer-arithmetic-instructions-mul24, 9-7-1-5-floating-point-instructions-mul24 would be imported as one name, p9_7_1_5_mul24: rename one',
  ]);
});

/** A page module's row constants: name → text. */
function rowConstants(text: string): Map<string, string> {
  return new Map([...text.matchAll(/^ {2}const (\w+) = ([\s\S]*?);\n(?= {2}(?:const|return) )/gm)].map(([, name, row]) => [name!, row!]));
}

test('a shared row is named by what it holds: a spec change renames no other row of the table', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ptx-spec-'));
  try {
    cpSync(join(ROOT, 'spec'), dir, { recursive: true });
    // The d of cvt's two .f16x2 forms from .f32 pairs as .b32: a new row of the name operandD shared
    // by two forms, before most of cvt's ten others (numbered by first use, as they were, those
    // after it would all have moved).
    const file = join(dir, 'instructions', `${CVT}.json`);
    const text = readFileSync(file, 'utf8');
    const from = '"operandTypes": {"d": ".f16x2", "a": ".f32", "b": ".f32"}';
    assert.is(text.split(from).length, 3, `cvt holds ${from} twice`);
    writeFileSync(file, text.replaceAll(from, '"operandTypes": {"d": ".b32", "a": ".f32", "b": ".f32"}'));
    const { files, errors } = generate(dir);
    assert.equal(errors, []);
    const before = rowConstants(readFileSync(join(ROOT, 'generated', 'pages', `${CVT}.ts`), 'utf8'));
    const after = rowConstants(files.find((f) => f.path === `generated/pages/${CVT}.ts`)!.text);
    assert.ok(before.size > 50, 'cvt.ts has its row constants');
    assert.equal([...after].filter(([name, row]) => before.has(name) && before.get(name) !== row), []);
    const renamed = [...before.keys(), ...after.keys()].filter((name) => !(before.has(name) && after.has(name)));
    // The new row, and the rows of the names the change touched: the .f16x2 flag's field follows
    // d's type (flagF16x2 has now two rows, told apart by their field).
    assert.equal(renamed.sort(), ['flagF16x2', 'flagF16x2FieldDType', 'flagF16x2FieldF16x2Type', 'operandDTypeB32']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** The lines of `after` that `before` lacks, each line of `before` matching one of `after` at most. */
function addedLines(before: string, after: string): string[] {
  const left = new Map<string, number>();
  for (const line of before.split('\n')) left.set(line, (left.get(line) ?? 0) + 1);
  return after.split('\n').filter((line) => {
    const n = left.get(line) ?? 0;
    left.set(line, n - 1);
    return n <= 0;
  });
}

test("sibling forms say what sets each apart from the one before: one form's change rewrites its own row", () => {
  const dir = mkdtempSync(join(tmpdir(), 'ptx-spec-'));
  try {
    cpSync(join(ROOT, 'spec'), dir, { recursive: true });
    // cvt.rs's .f16x2 form from PTX 8.8: its row's requirement, one line; the next form writes
    // its own (cvt.frnd2 from 7.0), as a sibling that differs in it.
    const file = join(dir, 'instructions', `${CVT}.json`);
    const text = readFileSync(file, 'utf8');
    const from = '"syntax": "cvt.rs{.relu}{.satfinite}.f16x2.f32 d, a, b, rbits;",\n      "requires": {"ptx": "8.7"';
    assert.ok(text.includes(from), `cvt holds ${from}`);
    writeFileSync(file, text.replace(from, from.replace('8.7', '8.8')));
    const { files, errors } = generate(dir);
    assert.equal(errors, []);
    const before = readFileSync(join(ROOT, 'generated', 'pages', `${CVT}.ts`), 'utf8');
    const after = files.find((f) => f.path === `generated/pages/${CVT}.ts`)!.text;
    assert.equal(addedLines(before, after).map((l) => l.trim()), ['requires: req({ ptx: "8.8", targets: ["sm_100a", "sm_103a"] }),']);
    assert.equal(addedLines(after, before).map((l) => l.trim()), ['requires: req({ ptx: "8.7", targets: ["sm_100a", "sm_103a"] }),']);
    assert.is(after.split('\n').length, before.split('\n').length);
    // cvt's 65 forms, all of one page, write it once.
    assert.is(after.split('page: ').length, 2);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("generated lines fit in 120 columns, long strings (a form's syntax) split over lines, but a page's path", () => {
  const long: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.ts')) {
        readFileSync(p, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            // A page's path alone on its line, in its import: it cannot be split.
            if (line.length > 120 && !/^ {2}"\.\/pages\/[\w.-]+\.js";$/.test(line)) long.push(`${relative(ROOT, p)}:${i + 1}`);
          });
      }
    }
  };
  walk(join(ROOT, 'generated'));
  assert.equal(long, []);
});

test("a page's module writes each row once: a row its forms share is a constant, its opcodes' too", () => {
  const repeated: string[] = [];
  const dir = join(ROOT, 'generated', 'pages');
  for (const file of readdirSync(dir)) {
    const seen = new Set<string>();
    for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
      const row = line.trim();
      if (!/^(slot|flag|operand|qreq|oreq)\(.*\),$/.test(row)) continue;
      if (seen.has(row)) repeated.push(`${file}: ${row}`);
      seen.add(row);
    }
  }
  assert.equal(repeated, []);
});

test("generated/README.md maps every field the spec's pages use, and every spec file, to what it generates", () => {
  const readme = readFileSync(join(ROOT, 'generated', 'README.md'), 'utf8');
  // The names in backquotes of each table row's first cell.
  const listed = new Set([...readme.matchAll(/^\| ([^|]*)\|/gm)].flatMap(([, cell]) => [...cell!.matchAll(/`([^`]+)`/g)].map(([, name]) => name!)));
  const specDir = join(ROOT, 'spec');
  const used = new Set(readdirSync(specDir).filter((f) => f.endsWith('.json')));
  for (const f of readdirSync(join(specDir, 'instructions'))) {
    const page = JSON.parse(readFileSync(join(specDir, 'instructions', f), 'utf8')) as { forms: object[] };
    for (const field of [...Object.keys(page), ...page.forms.flatMap((form) => Object.keys(form))]) used.add(field);
  }
  assert.equal([...used].filter((field) => !listed.has(field)).sort(), []);
});

test.run();
