import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Block } from '../src/ast.js';
import { InstructionSchema } from '../generated/schemas/index.js';
import { parse } from '../src/parse.js';
import { print } from '../src/printer.js';
import { corpus } from './support/corpus.js';
import { equalWithoutSpans, readText } from './support/ptx.js';

const files = corpus();

test('the corpus is there: real nvcc output and hand-written modules', () => {
  assert.ok(files.filter((f) => f.name.startsWith('ptx/')).length >= 80, 'nvcc corpus');
  assert.ok(files.filter((f) => f.name.startsWith('handwritten/')).length >= 10, 'hand-written corpus');
  assert.ok(files.filter((f) => f.name.startsWith('llvm/')).length >= 20, 'LLVM corpus');
});

test('every corpus file parses without error, and parse(print(parse(x))) equals parse(x)', () => {
  const failures: string[] = [];
  let instructions = 0;
  for (const f of files) {
    const text = readText(f.path);
    const r = parse(text);
    const errs = r.diagnostics.filter((d) => d.severity === 'error');
    if (errs.length > 0) {
      failures.push(`${f.name}: ${errs.length} errors, first ${errs[0]!.span.line}:${errs[0]!.span.column}: ${errs[0]!.message}`);
      continue;
    }
    const again = parse(print(r.module));
    if (again.diagnostics.length > 0 || !equalWithoutSpans(again.module, r.module)) failures.push(`${f.name}: round trip differs`);
    instructions += text.split('\n').length;
  }
  assert.equal(failures, [], `${failures.length} of ${files.length} files fail`);
  console.log(`corpus: ${files.length} files, ${instructions} lines parsed and round-tripped`);
});

test('a file parsed as its bytes gives what its text gives: the same module and diagnostics', () => {
  const failures: string[] = [];
  for (const f of files) {
    const bytes = readFileSync(f.path);
    const text = bytes.toString('latin1');
    for (const validateOnly of [false, true]) {
      try {
        assert.equal(parse(bytes, { validateOnly }), parse(text, { validateOnly }));
      } catch {
        failures.push(`${f.name}${validateOnly ? ' (validateOnly)' : ''}`);
      }
    }
  }
  assert.equal(failures, []);
});

test('every instruction node of the corpus satisfies the generated zod schema of its opcode', () => {
  let checked = 0;
  const failures: string[] = [];
  const walk = (b: Block, file: string) => {
    for (const s of b.statements) {
      if (s.kind === 'Block') walk(s, file);
      else if (s.kind === 'Instruction') {
        checked++;
        const r = InstructionSchema.safeParse(s);
        if (!r.success && failures.length < 10) failures.push(`${file}:${s.span.line}: ${s.opcode}: ${r.error.issues[0]!.path.join('.')}: ${r.error.issues[0]!.message}`);
      }
    }
  };
  for (const f of files) {
    for (const d of parse(readText(f.path)).module.directives) if (d.kind === 'Function' && d.body) walk(d.body, f.name);
  }
  assert.equal(failures, []);
  assert.ok(checked > 100000, `${checked} instructions`);
});

test.run();
