// A label operand (spec operand shape `label`: bra's target, a `.branchtargets` or `.calltargets`
// list) names a label; a function operand (`function`: call's target, mov's fname) a function.
// ptxas rejects anything else written there ("Label expected for argument N", "Call to 'L'
// requires call prototype"); the shape check alone cannot tell, as all of them are names.
import type { Name, Operand } from '../ast.js';
import { Allow, type FormTable, Shape } from './tables.js';
import type { Denotes } from '../types/declared.js';


const labelled = new WeakMap<FormTable, boolean>();

/** Does `form` have a label or function operand? */
export function labelForm(form: FormTable): boolean {
  let l = labelled.get(form);
  if (l === undefined) labelled.set(form, (l = form.operands.some((o) => o.shape === Shape.Label || o.shape === Shape.Function)));
  return l;
}

/** Does `form` want a `.branchtargets` list? The fast path does not learn it: its signatures cannot tell one label from another. */
export function branchTargetsForm(form: FormTable): boolean {
  return form.operands.some((o) => (o.allows & Allow.BranchTargets) !== 0);
}

/**
 * The first label or function operand of `args` (by field) that names something else (`denotes`),
 * or no `.branchtargets` list defined above where one is wanted (`isBranchTargets`), as a complaint; or null.
 */
export function labelMismatch(
  form: FormTable,
  args: Readonly<Record<string, Operand>>,
  denotes: (name: Name) => Denotes,
  isBranchTargets: (name: Name) => boolean,
): { operand: Operand; message: string } | null {
  for (const o of form.operands) {
    const a = args[o.field];
    if ((o.shape !== Shape.Label && o.shape !== Shape.Function) || a === undefined || a.kind !== 'Name') continue;
    const what = denotes(a);
    const want = o.shape === Shape.Label ? 'label' : 'function';
    if (what !== null && what !== want) return { operand: a, message: `operand ${o.field} takes a ${want}, not the ${what} '${a.name}'` };
    // ptxas: "Label with '.branchtargets' directive expected", "Label expected for forward reference".
    if (o.allows & Allow.BranchTargets && !isBranchTargets(a)) return { operand: a, message: `operand ${o.field} takes a .branchtargets list defined above: '${a.name}' is none` };
  }
  return null;
}
