import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Block } from '../src/ast.js';
import { InstructionSchema } from '../generated/schemas/index.js';
import { parse } from '../src/parse.js';
import { print } from '../src/print.js';
import { corpus } from './support/corpus.js';
import { equalTrees, equalWithoutSpans } from './support/ptx.js';

const files = corpus();

interface Findings {
  /** Files with errors, or whose text in the canonical layout parses to another module. */
  roundTrip: string[];
  /** Files that print to other than their text, parsed as text or as bytes, in either mode. */
  lossless: string[];
  lines: number;
  /** Files whose bytes parse to other than their text does, in either mode. */
  bytesVsText: string[];
  /** Instructions that fail their opcode's zod schema (the first ten). */
  schema: string[];
  instructions: number;
}

let findings: Findings | null = null;

/**
 * Every check below, made in one pass over the corpus, so that each file is parsed to an AST once
 * for all of them (the corpus is some 15 MB; parsing it once per check took most of this suite's time).
 */
function check(): Findings {
  if (findings !== null) return findings;
  const found: Findings = { roundTrip: [], lossless: [], lines: 0, bytesVsText: [], schema: [], instructions: 0 };
  const walk = (b: Block, file: string) => {
    for (const s of b.statements) {
      if (s.kind === 'Block') walk(s, file);
      else if (s.kind === 'Instruction') {
        found.instructions++;
        const r = InstructionSchema.safeParse(s);
        if (!r.success && found.schema.length < 10) found.schema.push(`${file}:${s.span.line}: ${s.opcode}: ${r.error.issues[0]!.path.join('.')}: ${r.error.issues[0]!.message}`);
      }
    }
  };
  for (const f of files) {
    const bytes = readFileSync(f.path);
    const text = bytes.toString('latin1');
    const r = parse(text);
    const errs = r.diagnostics.filter((d) => d.severity === 'error');
    if (errs.length > 0) found.roundTrip.push(`${f.name}: ${errs.length} errors, first ${errs[0]!.span.line}:${errs[0]!.span.column}: ${errs[0]!.message}`);
    else {
      const again = parse(print(r.module, { canonical: true }));
      if (again.diagnostics.length > 0 || !equalWithoutSpans(again.module, r.module)) found.roundTrip.push(`${f.name}: round trip differs`);
      found.lines += text.split('\n').length;
    }
    if (print(r) !== text) found.lossless.push(f.name);
    for (const validateOnly of [false, true]) {
      const fromBytes = parse(bytes, { validateOnly });
      if (!equalTrees(fromBytes, validateOnly ? parse(text, { validateOnly }) : r, false)) found.bytesVsText.push(`${f.name}${validateOnly ? ' (validateOnly)' : ''}`);
      if (print(fromBytes) !== text) found.lossless.push(`${f.name} (bytes${validateOnly ? ', validateOnly' : ''})`);
    }
    for (const d of r.module.directives) if (d.kind === 'Function' && d.body) walk(d.body, f.name);
  }
  findings = found;
  return found;
}

test('the corpus is there: real nvcc output and hand-written modules', () => {
  assert.ok(files.filter((f) => f.name.startsWith('ptx/')).length >= 80, 'nvcc corpus');
  assert.ok(files.filter((f) => f.name.startsWith('handwritten/')).length >= 10, 'hand-written corpus');
  assert.ok(files.filter((f) => f.name.startsWith('llvm/')).length >= 20, 'LLVM corpus');
  assert.ok(files.filter((f) => f.name.startsWith('cuda13x/')).length >= 4, 'PTX ISA 9.1+ corpus');
  assert.ok(files.filter((f) => f.name.startsWith('triton/')).length >= 20, 'Triton corpus');
});

test('every corpus file prints back to its text byte for byte, parsed as text or as bytes', () => {
  assert.equal(check().lossless, []);
});

test('every corpus file parses without error, and its canonical layout parses to the same module', () => {
  const { roundTrip, lines } = check();
  assert.equal(roundTrip, [], `${roundTrip.length} of ${files.length} files fail`);
  console.log(`corpus: ${files.length} files, ${lines} lines parsed and round-tripped`);
});

test('a file parsed as its bytes gives what its text gives: the same module and diagnostics', () => {
  assert.equal(check().bytesVsText, []);
});

test('every instruction node of the corpus satisfies the generated zod schema of its opcode', () => {
  const { schema, instructions } = check();
  assert.equal(schema, []);
  assert.ok(instructions > 100000, `${instructions} instructions`);
});

test.run();
