// A call by a function's name passes as many arguments, and receives as many return values, as
// the function declares (ptxas: "Call has wrong number of parameters"), each a .param variable of
// the shape of its parameter (check/param-shapes.ts). Calls through a register are checked
// against their prototype by ptxas, not here.
import type { Operand } from '../ast.js';
import { Allow, type FormTable } from './tables.js';

/** A function's declared parameter counts, and the shape of each (null: not compared). */
export interface Arity {
  readonly returns: number;
  readonly params: number;
  readonly returnShapes: ReadonlyArray<string | null>;
  readonly paramShapes: ReadonlyArray<string | null>;
  /** The lists as every declaration of the function must write them (check/param-shapes.ts prototypeOf). */
  readonly prototype: string;
}

const calling = new WeakMap<FormTable, boolean>();

/** Does `form` call a function by name (spec callOperands)? */
export function callForm(form: FormTable): boolean {
  let c = calling.get(form);
  if (c === undefined) calling.set(form, (c = form.operands.some((o) => (o.allows & Allow.CallTarget) !== 0)));
  return c;
}

/**
 * Why the call's lists (in `args`, by field) do not fit the function's `arity` (`arityOf`, null
 * when unknown), or null. `shapeOf`: the shape of a .param variable of the caller (null for any
 * other name).
 */
export function arityMismatch(
  form: FormTable,
  args: Readonly<Record<string, Operand>>,
  arityOf: (name: string) => Arity | null,
  shapeOf: (name: string) => string | null,
): { operand: Operand; message: string } | null {
  let target: Operand | undefined;
  let returns: readonly Operand[] = [];
  let params: readonly Operand[] = [];
  for (const o of form.operands) {
    const a = args[o.field];
    if (a === undefined) continue;
    if (o.allows & Allow.CallTarget) target = a;
    else if (o.allows & Allow.CallReturns) returns = a.kind === 'List' ? a.items : [a];
    else if (o.allows & Allow.CallParams) params = a.kind === 'List' ? a.items : [a];
  }
  if (target === undefined || target.kind !== 'Name') return null;
  const want = arityOf(target.name);
  if (want === null) return null;
  if (want.returns !== returns.length || want.params !== params.length) {
    return {
      operand: target,
      message: `'${target.name}' takes ${count(want.params, 'argument')} and returns ${count(want.returns, 'value')}; the call passes ${params.length} and receives ${returns.length}`,
    };
  }
  // ptxas: "Type of argument does not match formal parameter", "Alignment of argument does not match formal parameter".
  for (const [list, shapes, what] of [[returns, want.returnShapes, 'return value'], [params, want.paramShapes, 'argument']] as const) {
    for (let i = 0; i < list.length; i++) {
      const a = list[i]!;
      const have = a.kind === 'Name' ? shapeOf(a.name) : null;
      const formal = shapes[i] ?? null;
      if (have !== null && formal !== null && have !== formal) {
        return { operand: a, message: `${what} ${i + 1} of '${target.name}' is ${formal}; '${(a as { name: string }).name}' is ${have}` };
      }
    }
  }
  return null;
}

function count(n: number, what: string): string {
  return `${n} ${what}${n === 1 ? '' : 's'}`;
}
