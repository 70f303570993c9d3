// A label operand (spec operand shape `label`: bra's target, call's function, mov's fname) names a
// label or a function. A register or a variable written there is an error to ptxas ("Label
// expected for argument N"); the shape check alone cannot tell, as all three are names.
import type { Operand } from '../ast.js';
import { type FormTable, Shape } from './tables.js';

/** What a name is declared as, where that is not a label or a function. */
export type NonLabel = 'register' | 'variable' | null;

const labelled = new WeakMap<FormTable, boolean>();

/** Does `form` have a label operand? */
export function labelForm(form: FormTable): boolean {
  let l = labelled.get(form);
  if (l === undefined) labelled.set(form, (l = form.operands.some((o) => o.shape === Shape.Label)));
  return l;
}

/** The first label operand of `args` (by field) that names a register or a variable (`denotes`), as a complaint; or null. */
export function labelMismatch(form: FormTable, args: Readonly<Record<string, Operand>>, denotes: (name: string) => NonLabel): { operand: Operand; message: string } | null {
  for (const o of form.operands) {
    const a = args[o.field];
    if (o.shape !== Shape.Label || a === undefined || a.kind !== 'Name') continue;
    const what = denotes(a.name);
    if (what !== null) return { operand: a, message: `operand ${o.field} takes a label, not the ${what} '${a.name}'` };
  }
  return null;
}

/**
 * The positions in `operands` of the form's label operands (`args` by field), one bit each: the
 * fast path learns them with the form, to leave a register or variable there to the grammar.
 */
export function labelPositions(form: FormTable, args: Readonly<Record<string, Operand>>, operands: readonly Operand[]): number {
  let mask = 0;
  for (const o of form.operands) {
    if (o.shape !== Shape.Label) continue;
    const i = operands.indexOf(args[o.field]!);
    if (i >= 0) mask |= 1 << i;
  }
  return mask;
}
