// One qualifier vocabulary (spec/qualifier-roles.json): a qualifier set or literal whose values are
// a role's must have that role, so that two instructions never name one role differently.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { applyQualifierRoles, loadQualifierRoles, loadSpec, specFiles } from '../codegen/load-spec.js';
import { ROOT } from './support/ptx.js';

const roles = loadQualifierRoles(join(ROOT, 'spec'));
const spec = loadSpec(specFiles(join(ROOT, 'spec')));

/** Each role's values: those of its sets and its literals. */
const vocabulary = new Map<string, Set<string>>();
const listed = new Set<string>();
for (const [role, r] of Object.entries(roles.roles)) vocabulary.set(role, new Set(r.literals ?? []));
for (const { forms } of spec.entries) {
  for (const f of forms) {
    for (const e of f.elements) {
      if (e.kind !== 'slot') continue;
      for (const [role, r] of Object.entries(roles.roles)) if (r.sets.includes(e.set)) for (const v of e.values) vocabulary.get(role)!.add(v);
    }
  }
}
for (const r of Object.values(roles.roles)) for (const n of [...r.sets, ...(r.literals ?? [])]) listed.add(n);
for (const n of Object.keys(roles.others)) listed.add(n);

test('every qualifier set and literal of a role has it (the sets named for their operand, .dtype, .atype..., aside)', () => {
  const missing = new Set<string>();
  for (const { entry, forms } of spec.entries) {
    for (const f of forms) {
      for (const e of f.elements) {
        const name = e.kind === 'slot' ? e.set : e.token;
        if (listed.has(name)) continue;
        const values = e.kind === 'slot' ? e.values : [e.token];
        for (const [role, vocab] of vocabulary) {
          // A set of types is named for the operand it types; only the type literals are the type role.
          if (role === 'type' && e.kind === 'slot') continue;
          if (values.every((v) => vocab.has(v))) missing.add(`${entry.page}: ${f.opcode} ${e.kind === 'slot' ? 'set' : 'literal'} ${name} (${role})`);
        }
      }
    }
  }
  assert.equal([...missing], []);
});

test('the roles file names only what the spec writes, each once', () => {
  assert.equal(applyQualifierRoles(loadSpec(specFiles(join(ROOT, 'spec'))).entries, roles), []);
});

test.run();
