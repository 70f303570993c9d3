// A form as ptxas reads it on the module's target (spec byTarget): mma's fragments are typed
// otherwise from sm_90 on, and so on.
import type { Arch } from '../types/arch.js';
import type { FormTable } from './tables.js';

/** Each form's variants by rule index, made once: the form checks and the fast path key on the form object. */
const variants = new WeakMap<FormTable, FormTable[]>();

/** Form `f` on `arch` with `qualifiers` written: its first target rule that holds, else `f` itself (and without a `.target`). */
export function formOn(f: FormTable, arch: Arch | null, qualifiers: Readonly<Record<string, string | true>>): FormTable {
  const rules = f.byTarget;
  if (rules === null || arch === null) return f;
  for (let i = 0; i < rules.length; i++) {
    const r = rules[i]!;
    if (arch.number < r.from || (r.below !== 0 && arch.number >= r.below)) continue;
    if (r.field !== null && !r.values!.includes(qualifiers[r.field] as string)) continue;
    let forms = variants.get(f);
    if (forms === undefined) variants.set(f, (forms = []));
    return (forms[i] ??= { ...f, operands: f.operands.map((o) => (r.operands[o.field] === undefined ? o : { ...o, ...r.operands[o.field] })), byTarget: null });
  }
  return f;
}
