// The VS Code extension's TextMate grammar colours every opcode and qualifier of the spec (that it
// is what spec/ yields, spec.test.ts's `ptx gen --check` says).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OPCODES } from '../generated/dispatch.js';
import { ROOT } from './support/ptx.js';

interface Rule {
  name?: string;
  match?: string;
  patterns?: Rule[];
  captures?: Record<string, Rule>;
}
const grammar = JSON.parse(readFileSync(join(ROOT, 'editors/vscode/syntaxes/ptx.tmLanguage.json'), 'utf8')) as { patterns: Rule[]; repository: Record<string, Rule> };
const instruction = new RegExp(grammar.patterns.find((p) => p.name === 'meta.instruction.ptx')!.match!, 'y');
const qualifier = new RegExp(grammar.repository['qualifiers']!.patterns!.find((p) => p.name === 'storage.modifier.qualifier.ptx')!.match!, 'y');

/** Does `re` match the whole of `text`, and its group `group` too? */
function matchesWhole(re: RegExp, text: string, group = 0): boolean {
  re.lastIndex = 0;
  const m = re.exec(text);
  return m !== null && m[0] === text && m[group] === text;
}

test('every opcode of the spec is an opcode to the grammar, and each of its qualifiers a qualifier', () => {
  const missing: string[] = [];
  for (const [opcode, table] of OPCODES) {
    const t = table();
    if (!matchesWhole(instruction, opcode, 1)) missing.push(opcode);
    for (const f of t.forms) for (const e of f.elements) for (const v of e.values) if (!matchesWhole(qualifier, v)) missing.push(`${opcode} ${v}`);
  }
  assert.equal([...new Set(missing)], []);
});

test('a corpus line: the fused opcode whole, its qualifiers apart', () => {
  instruction.lastIndex = 0;
  const m = instruction.exec('mbarrier.try_wait.parity.shared::cta.b64')!;
  assert.is(m[1], 'mbarrier.try_wait.parity');
  assert.is(m[2], '.shared::cta.b64');
});

test.run();
