// A label operand (spec operand shape `label`: bra's target, a `.branchtargets` or `.calltargets`
// list) names a label; a function operand (`function`: call's target, mov's fname) a function.
// ptxas rejects anything else written there ("Label expected for argument N", "Call to 'L'
// requires call prototype"); the shape check alone cannot tell, as all of them are names.
import type { Name, Operand } from '../ast.js';
import { Allow, type FormTable, Shape } from './tables.js';
import { type Denotes, ListKind } from '../types/declared.js';
import { CALL_TABLE_SPACE_NAMES, isCallTableSpace } from '../types/state-spaces.js';

const labelled = new WeakMap<FormTable, boolean>();

/** Does `form` have a label or function operand? */
export function labelForm(form: FormTable): boolean {
  let l = labelled.get(form);
  if (l === undefined) labelled.set(form, (l = form.operands.some((o) => o.shape === Shape.Label || o.shape === Shape.Function)));
  return l;
}

/** Does `form` want a `.branchtargets` or `.calltargets` list? The fast path does not learn it: its signatures cannot tell one label from another. */
export function targetListForm(form: FormTable): boolean {
  return form.operands.some((o) => (o.allows & (Allow.BranchTargets | Allow.CallTargets)) !== 0);
}

/**
 * The first label or function operand of `args` (by field) that names something else (`denotes`),
 * or no list of the kind wanted defined above (`listKind`; a call table's variable by its space,
 * `spaceOf`, and by what `tableProblem` says of its declaration), as a complaint; or null. A call
 * target list's name not declared above goes to `later` with its complaint, to be made if it is a label.
 */
export function labelMismatch(
  form: FormTable,
  args: Readonly<Record<string, Operand>>,
  denotes: (name: Name) => Denotes,
  listKind: (name: Name) => ListKind,
  spaceOf: (name: string) => string | null,
  tableProblem: (name: string) => string | null,
  later: [Name, string][],
): { operand: Operand; message: string } | null {
  for (const o of form.operands) {
    const a = args[o.field];
    if ((o.shape !== Shape.Label && o.shape !== Shape.Function) || a === undefined || a.kind !== 'Name') continue;
    const what = denotes(a);
    // ptxas: "Call target not recognized", "Unknown symbol" (defined further on), ".const or .global array expected".
    if (o.allows & Allow.CallTargets) {
      const space = what === 'variable' ? spaceOf(a.name) : null;
      if (space !== null && isCallTableSpace(space)) {
        const problem = tableProblem(a.name);
        if (problem === null) continue;
        return { operand: a, message: `operand ${o.field} names '${a.name}' as a call table: ${problem}` };
      }
      if (space === null && listKind(a) === ListKind.Call) continue;
      // A name not declared above is judged once the function's labels are all known: declared
      // nowhere, it is an unknown symbol, said as that alone; a label further on is this complaint.
      if (what === null) {
        later.push([a, callTargetsMessage(o.field, a.name)]);
        continue;
      }
      return { operand: a, message: callTargetsMessage(o.field, a.name) };
    }
    const want = o.shape === Shape.Label ? 'label' : 'function';
    if (what !== null && what !== want) return { operand: a, message: `operand ${o.field} takes a ${want}, not the ${what} '${a.name}'` };
    // ptxas: "Label with '.branchtargets' directive expected", "Label expected for forward reference".
    if (o.allows & Allow.BranchTargets && listKind(a) !== ListKind.Branch) return { operand: a, message: `operand ${o.field} takes a .branchtargets list defined above: '${a.name}' is none` };
  }
  return null;
}

/** The complaint of a call's target list operand `field` that names no list or table: `name`. */
function callTargetsMessage(field: string, name: string): string {
  return `operand ${field} takes a .calltargets list or .callprototype defined above, or a ${CALL_TABLE_SPACE_NAMES} call table: '${name}' is none`;
}
