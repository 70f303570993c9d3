// What a spec operand type (schema.ts OperandType) means in one form: the form's slot of the named
// qualifier set, the form's literal token from it, or a type token; doubled or split. Shared by
// load-spec.ts (which reports what cannot be resolved) and generate.ts (which emits ty()).
import type { SpecEntry, SpecForm } from '../spec/schema.js';
import type { ParsedForm } from './syntax.js';

export type ResolvedType =
  | { kind: 'unchecked' }
  | { kind: 'slot'; field: string; wide: boolean; split: boolean }
  | { kind: 'token'; token: string; wide: boolean; split: boolean }
  /** A qualifier set the form writes nothing of. */
  | { kind: 'unresolved'; set: string };

export function resolveOperandType(ref: string | undefined, entry: SpecEntry, source: SpecForm, form: ParsedForm): ResolvedType {
  if (ref === undefined || ref === '.any') return { kind: 'unchecked' };
  // A choice of types: type tokens only.
  if (ref.includes('|')) {
    const sets = { ...entry.qualifiers, ...source.qualifiers };
    const set = ref.split('|').find((t) => sets[t] !== undefined);
    return set === undefined ? { kind: 'token', token: ref, wide: false, split: false } : { kind: 'unresolved', set };
  }
  const wide = ref.endsWith('*2');
  const split = ref.endsWith('/n');
  const name = wide || split ? ref.slice(0, -2) : ref;
  const set = { ...entry.qualifiers, ...source.qualifiers }[name];
  if (set === undefined) return { kind: 'token', token: name, wide, split };
  for (const e of form.elements) if (e.kind === 'slot' && e.set === name) return { kind: 'slot', field: e.field, wide, split };
  for (const e of form.elements) if (e.kind === 'literal' && set.includes(e.token)) return { kind: 'token', token: e.token, wide, split };
  return { kind: 'unresolved', set: name };
}
