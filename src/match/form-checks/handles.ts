// Names of textures, samplers and surfaces. Where an instruction takes one (spec handleOperands:
// tex's `[a, b, c]`, txq's and suq's `[a]`), a variable named there is a scalar of the opaque types
// listed, no other variable and no function (ptxas: "Argument 1 of instruction 'tex': .texref or
// .u64 register expected", "Arguments mismatch"). Where an address takes none (spec noHandles: ld's,
// st's, ldu's `[a]`), it names no such scalar (ptxas: "Illegal operand type to instruction 'ld'").
import type { Operand } from '../../ast.js';
import { RegClass } from '../../types/register-classes.js';
import { Extent, handleOf } from '../../types/variable-facts.js';
import { addressVariable } from '../address-spaces.js';
import { Allow, type FormTable, type OperandTable } from '../tables.js';
import { type FormCheck, type Problem, Verdict } from './form-check.js';
import type { FormStatement } from './form-statement.js';

const named = new WeakMap<FormTable, boolean>();

/** Does an operand of `f` name a handle (spec handleOperands)? */
function namesHandle(f: FormTable): boolean {
  let n = named.get(f);
  if (n === undefined) named.set(f, (n = f.operands.some((o) => o.handles !== null)));
  return n;
}

export const handles: FormCheck = {
  concerns: (f) => namesHandle(f) || f.operands.some((o) => (o.allows & Allow.NoHandle) !== 0),
  // A handle's operand is checked whatever it names; an address taking none, when it names a variable.
  applies: (st) => namesHandle(st.form) || st.namesVariable(),
  mismatch(st) {
    const args = st.args();
    if (args === null) return null;
    for (const slot of st.form.operands) {
      const op = args[slot.field];
      if (op === undefined) continue;
      if (slot.allows & Allow.NoHandle) {
        const name = addressVariable(op);
        const facts = name === null ? null : st.variableOfName(name);
        if (handleOf(facts) !== null) return { operand: op, message: `'${name}' is a ${facts!.type} variable: this address names none (take its address into a .u64 register with mov)` };
      }
      if (slot.handles !== null) {
        const p = handleMismatch(st, slot, op);
        if (p !== null) return p;
      }
    }
    return null;
  },
  verdict: Verdict.Overrides,
  // The signatures give a handle's name the entry of its space, as any variable's: a form is not
  // learnt from a statement naming one where a handle is taken (`txq [tx]` would pass `txq [g]`).
  // Where an address takes none, the fast path declines a handle's name (check/symbols.ts spaceCodeAt).
  unseenByFastPath: (f, operands, classOf) => namesHandle(f) && operands.some((op) => (op.kind === 'Address' ? op.items : [op]).some((i) => i.kind === 'Name' && classOf(i) === 0)),
};

/** The item of `op` (the operand `slot`) naming what is no handle of the types it takes, with why; or null. */
function handleMismatch(st: FormStatement, slot: OperandTable, op: Operand): Problem | null {
  const items = op.kind === 'Address' ? op.items : [op];
  for (let i = 0; i < items.length; i++) {
    const types = slot.handles![i] ?? null;
    const item = items[i]!;
    if (types === null || item.kind !== 'Name' || item.selector !== null || st.registerClassOfName(item.name) > RegClass.None) continue;
    const space = st.spaceOfName(item.name);
    const facts = space === null ? null : st.variableOfName(item.name);
    const handle = handleOf(facts);
    if (handle !== null && types.includes(facts!.type)) continue;
    const what =
      space === null ? (st.isFunctionName(item.name) ? 'a function' : null)
      : handle !== null ? `a ${facts!.type} variable`
      : facts !== null && facts.extent === Extent.Array ? `an array of ${facts.type}`
      : `a ${space} variable`;
    if (what !== null) return { operand: item, message: `'${item.name}' is ${what}: this operand takes a ${types.join(' or ')} variable or a .u64 register` };
  }
  return null;
}
