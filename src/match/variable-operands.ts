// A variable's name is an operand only where the form takes one (spec variableOperands: mov's
// avar, cvta's and getctarank's var, mapa's a: its address); anywhere else a register, a
// predicate or a constant is wanted (ptxas: "Argument 1 of instruction 'add': must be register").
// Addresses, call lists, labels and functions are other operands and are not looked at here.
import type { Operand } from '../ast.js';
import { Ch } from '../chars.js';
import { Allow, type FormTable, Shape } from './tables.js';

/** The first operand of `args` (a form's arguments by field) that names a variable where the form takes none, with why; or null. */
export function variableMismatch(
  form: FormTable,
  args: Readonly<Record<string, Operand>>,
  spaceOf: (name: string) => string | null,
): { operand: Operand; message: string } | null {
  for (const slot of form.operands) {
    if (slot.allows & Allow.Variable) continue;
    if (slot.shape !== Shape.Reg && slot.shape !== Shape.Src && slot.shape !== Shape.Scalar && slot.shape !== Shape.Pred) continue;
    for (const field of slot.pairField === null ? [slot.field] : [slot.field, slot.pairField]) {
      const op = args[field];
      const name = op === undefined ? null : namedVariable(op, spaceOf);
      if (name !== null) return { operand: name.op, message: `'${name.op.name}' is a ${name.space} variable: operand '${field}' takes a register${slot.shape === Shape.Reg ? '' : ' or a constant'}, not a variable` };
    }
  }
  return null;
}

type NameOperand = Extract<Operand, { kind: 'Name' }>;

/**
 * A variable `op` is or negates, with its state space. Names that start with `%` are registers. A
 * brace vector's elements are not looked at: ptxas takes `st.v2 [a], {%r1, g}`.
 */
function namedVariable(op: Operand, spaceOf: (name: string) => string | null): { op: NameOperand; space: string } | null {
  switch (op.kind) {
    case 'Name': {
      if (op.name.charCodeAt(0) === Ch.PERCENT) return null;
      const space = spaceOf(op.name);
      return space === null ? null : { op, space };
    }
    case 'Unary':
      return namedVariable(op.arg, spaceOf);
    default:
      return null;
  }
}
