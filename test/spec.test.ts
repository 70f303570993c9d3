import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadSpec, loadTypes, specFiles, typesErrors } from '../codegen/load-spec.js';
import { Types } from '../spec/schema.js';
import { runGen } from '../codegen/run.js';
import { parse } from '../src/parse.js';
import { ROOT } from './support/ptx.js';
import { versionNumber } from '../src/version.js';

const spec = loadSpec(specFiles(join(ROOT, 'spec')));
const ISA = join(ROOT, '..', 'shared', 'ptx-isa-9.0', 'instructions');

/** An example wrapped in a kernel; names are not resolved by the parser, so none are declared. */
/** An example in a kernel whose name no example uses (`k` is a register in some: `shr.b16 k, i, j`). */
function wrap(statement: string, [version, target]: readonly [string, string]): string {
  return `.version ${version}\n.target ${target}\n.address_size 64\n.entry example_entry\n{\n${statement}\n}\n`;
}

/**
 * The versions and targets an example is tried on: arch-specific features (wgmma, tcgen05) assemble
 * on one or a few, and deprecated ones (vote without .sync) only on targets below sm_70 from PTX 6.4;
 * the document's examples of independent texturing mode (a sampler with an array geometry) under it.
 */
const EXAMPLE_MODULES = [
  ['9.0', 'sm_100a'], ['9.0', 'sm_90a'], ['9.0', 'sm_103a'], ['9.0', 'sm_110a'], ['9.0', 'sm_120a'], ['9.0', 'sm_121a'], ['9.0', 'sm_61'], ['9.3', 'sm_100a'],
  ['9.0', 'sm_90a, texmode_independent'],
] as const;

/** The document leaves the ';' off a few examples that ptxas accepts once it is there. */
function terminated(example: string): string {
  return /[;:}]\s*$/.test(example) ? example : `${example};`;
}

test('every spec entry satisfies the schema and its syntax strings parse', () => {
  assert.equal(spec.errors, []);
});

test('spec/types.json satisfies its schema, which refuses lanes on a type that is not packed', () => {
  assert.equal(typesErrors(join(ROOT, 'spec')), []);
  const types = loadTypes(join(ROOT, 'spec'));
  const bad = { ...types, types: { ...types.types, '.b32': { kind: 'bits', bits: 32, lanes: 2 } } };
  assert.not.ok(Types.safeParse(bad).success);
});

test('every type token an operandTypes entry names is in spec/types.json (the checks skip one that is not)', () => {
  const known = new Set(Object.keys(loadTypes(join(ROOT, 'spec')).types));
  const unknown: string[] = [];
  for (const { file, entry } of spec.entries) {
    const sets = new Set([...Object.keys(entry.qualifiers), ...entry.forms.flatMap((f) => Object.keys(f.qualifiers ?? {}))]);
    for (const types of [entry.operandTypes, ...entry.forms.map((f) => f.operandTypes)]) {
      for (const ref of Object.values(types ?? {})) {
        for (const t of ref.replace(/\*2$|\/n$/, '').split('|')) if (t !== '.any' && !sets.has(t) && !known.has(t)) unknown.push(`${file}: ${t}`);
      }
    }
  }
  assert.equal(unknown, []);
});

test('one spec entry per instruction page of the ISA', () => {
  if (!existsSync(ISA)) {
    console.log(`the PTX ISA text is not beside the repository (${ISA}): skipping the page count`);
    return;
  }
  const pages = readdirSync(ISA).filter((f) => f.endsWith('.md')).map((f) => f.slice(0, -3)).sort();
  // the pages of PTX ISA 9.1 to 9.3 (fabric.submit) are not in the 9.0 text
  const have = new Set(spec.entries.filter((e) => versionNumber(e.entry.requires.ptx ?? '1.0') <= 900).map((e) => e.entry.page));
  assert.equal(pages.filter((p) => !have.has(p)), [], 'pages without a spec entry');
  assert.equal([...have].filter((p) => !pages.includes(p)), [], 'entries without a page');
});

// Kept for the determinism test below: a second generation must give the same result.
let firstGen: ReturnType<typeof runGen> | null = null;

test('generated/ is what the spec yields (ptx gen --check)', () => {
  const r = (firstGen = runGen(ROOT, true));
  assert.ok(r.ok, r.messages.slice(0, 10).join('\n'));
});

test('every example the spec says ptxas accepts parses without error', () => {
  const failures: string[] = [];
  let n = 0;
  for (const { entry } of spec.entries) {
    for (const ex of entry.examples) {
      n++;
      // The examples use names they never declare; only their syntax is checked here.
      const errorsOn = (module: readonly [string, string]) =>
        parse(wrap(terminated(ex), module)).diagnostics.filter((d) => d.severity === 'error' && !d.message.startsWith('unknown symbol'));
      const errs = errorsOn(EXAMPLE_MODULES[0]);
      if (errs.length > 0 && !EXAMPLE_MODULES.slice(1).some((m) => errorsOn(m).length === 0)) failures.push(`${entry.page}: ${ex}\n    ${errs[0]!.message}`);
    }
  }
  assert.equal(failures, [], `${failures.length} of ${n} examples fail`);
  assert.ok(n > 900, `only ${n} examples`);
});

test('every example the spec says ptxas rejects for syntax is rejected', () => {
  const failures: string[] = [];
  for (const { entry } of spec.entries) {
    for (const ex of entry.rejectedExamples ?? []) {
      if (ex.semantic) continue;
      if (!parse(wrap(ex.text, EXAMPLE_MODULES[0])).diagnostics.some((d) => d.severity === 'error' && !d.message.startsWith('unknown symbol'))) failures.push(`${entry.page}: ${ex.text} (${ex.reason})`);
    }
  }
  assert.equal(failures, []);
});

test('generation is deterministic', () => {
  const a = firstGen ?? runGen(ROOT, true);
  const b = runGen(ROOT, true);
  assert.equal(a, b);
});

test.run();
