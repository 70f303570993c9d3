// What the fast path learns with a verdict, besides the signatures: the positions of the accepted
// form's operands that it must look at again on each statement (resolver.ts NameMatch.accepted),
// one bit per operand position in four fields: label operands, function operands (a name
// written there must be a label, or a function), operands that take a special register (a
// typed special register such as `%laneid` has the type-signature entry of a register of its
// type, and is accepted only there), and operands whose immediate values are checked (spec
// operandValues, and operandRequirements of values: the signature tells no value).
import type { Operand } from '../ast.js';
import type { NameMatch } from './name-match.js';
import { Allow, type FormTable, Shape, type ValueRule } from './tables.js';
import { requirementWith } from './operand-values.js';

/** Where each field starts. */
export const FUNCTION_POSITIONS = 8;
export const SPECIAL_POSITIONS = 16;
export const VALUE_POSITIONS = 24;

/** The value field's bits. */
export const VALUE_FIELD = 0xff << VALUE_POSITIONS;

/** The label and function fields. */
export const LABEL_POSITIONS = (1 << SPECIAL_POSITIONS) - 1;

/**
 * Add the value rules of `form` (accepted with `args`, by field, for `operands`, with `qualifiers`)
 * to those `m` has learnt, by operand position; forms that disagree at a position leave its
 * values to the grammar. So do the values there that bring in a requirement of the .target or
 * .version: the signature, learnt with another value, does not vouch for them.
 */
export function learnValueRules(m: NameMatch, form: FormTable, args: Readonly<Record<string, Operand>>, operands: readonly Operand[], qualifiers: Readonly<Record<string, string | true>>): void {
  const rules = (m.valueRules ??= operands.map(() => null));
  for (const o of form.operands) {
    const i = operands.indexOf(args[o.field]!);
    if (i < 0 || o.values === null) continue;
    const had = rules[i] ?? null;
    if (had === null) rules[i] = o.values;
    else if (!sameRule(had, o.values)) m.valueConflict = true;
  }
  for (const r of form.operandRequires) {
    const i = operands.indexOf(args[r.field]!);
    if (i < 0 || r.values === null || !requirementWith(r, qualifiers)) continue;
    const required = ((m.requiredValues ??= [])[i] ??= []);
    if (!required.some((had) => sameRule(had, r.values!))) required.push(r.values);
  }
}

function sameRule(a: ValueRule, b: ValueRule): boolean {
  return a.min === b.min && a.max === b.max && a.multipleOf === b.multipleOf && a.powerOfTwo === b.powerOfTwo && String(a.oneOf) === String(b.oneOf);
}

/** The positions in `operands` of the fields above, for `form` whose operands are `args` (by field). */
export function learntPositions(form: FormTable, args: Readonly<Record<string, Operand>>, operands: readonly Operand[]): number {
  let mask = 0;
  for (const o of form.operands) {
    const i = operands.indexOf(args[o.field]!);
    if (i < 0) continue;
    if (o.shape === Shape.Label) mask |= 1 << i;
    else if (o.shape === Shape.Function) mask |= 1 << (i + FUNCTION_POSITIONS);
    if (o.allows & Allow.SpecialRegister) mask |= 1 << (i + SPECIAL_POSITIONS);
    if (o.values !== null) mask |= 1 << (i + VALUE_POSITIONS);
  }
  for (const r of form.operandRequires) {
    const i = operands.indexOf(args[r.field]!);
    if (i >= 0 && r.values !== null) mask |= 1 << (i + VALUE_POSITIONS);
  }
  return mask;
}
