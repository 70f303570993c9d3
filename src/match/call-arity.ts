// A call by a function's name passes as many arguments, and receives as many return values, as
// the function declares (ptxas: "Call has wrong number of parameters"). Calls through a register
// are checked against their prototype by ptxas, not here.
import type { Operand } from '../ast.js';
import { Allow, type FormTable } from './tables.js';

/** A function's declared parameter counts. */
export interface Arity {
  readonly returns: number;
  readonly params: number;
}

const calling = new WeakMap<FormTable, boolean>();

/** Does `form` call a function by name (spec callOperands)? */
export function callForm(form: FormTable): boolean {
  let c = calling.get(form);
  if (c === undefined) calling.set(form, (c = form.operands.some((o) => (o.allows & Allow.CallTarget) !== 0)));
  return c;
}

/** Why the call's lists (in `args`, by field) do not fit the function's `arity` (`arityOf`, null when unknown), or null. */
export function arityMismatch(form: FormTable, args: Readonly<Record<string, Operand>>, arityOf: (name: string) => Arity | null): { operand: Operand; message: string } | null {
  let target: Operand | undefined;
  let returns = 0;
  let params = 0;
  for (const o of form.operands) {
    const a = args[o.field];
    if (a === undefined) continue;
    if (o.allows & Allow.CallTarget) target = a;
    else if (o.allows & Allow.CallReturns) returns = a.kind === 'List' ? a.items.length : 1;
    else if (o.allows & Allow.CallParams) params = a.kind === 'List' ? a.items.length : 1;
  }
  if (target === undefined || target.kind !== 'Name') return null;
  const want = arityOf(target.name);
  if (want === null || (want.returns === returns && want.params === params)) return null;
  return {
    operand: target,
    message: `'${target.name}' takes ${count(want.params, 'argument')} and returns ${count(want.returns, 'value')}; the call passes ${params} and receives ${returns}`,
  };
}

function count(n: number, what: string): string {
  return `${n} ${what}${n === 1 ? '' : 's'}`;
}
