// A call by a function's name passes as many arguments, and receives as many return values, as
// the function declares (ptxas: "Call has wrong number of parameters"), each a .param variable of
// the shape of its parameter (types/param-shapes.ts). A call through a register is checked so
// against the `.callprototype` it names (ptxas alike), and against each function of the
// `.calltargets` list or call table it names (ptxas: "Call has wrong number of parameters" when one
// of them differs).
import type { Operand, VariableDecl } from '../ast.js';
import { isScalarShape, listShapes, shapesAgree } from '../types/param-shapes.js';
import { Allow, type FormTable } from './tables.js';
import type { Arity } from '../types/declared.js';


/** The shape of each return value and parameter (null: not compared), made when a call first needs them. */
const shapesOf = new WeakMap<Arity, readonly [ReadonlyArray<string | null>, ReadonlyArray<string | null>]>();

const calling = new WeakMap<FormTable, boolean>();

/** Does `form` call a function by name (spec callOperands), or through a register by what a label names (callTargetOperands)? */
export function callForm(form: FormTable): boolean {
  let c = calling.get(form);
  if (c === undefined) calling.set(form, (c = form.operands.some((o) => (o.allows & (Allow.CallTarget | Allow.CallTargets)) !== 0)));
  return c;
}

/**
 * Why the call's lists (in `args`, by field) do not fit the function's `arity` (`arityOf`, null
 * when unknown), or null; a kernel (`isKernel`) is called by none (ptxas: "Illegal call target,
 * device function expected"). `shapeOf`: the shape of a .param variable of the caller (null for
 * any other name).
 */
export function arityMismatch(
  form: FormTable,
  args: Readonly<Record<string, Operand>>,
  arityOf: (name: string) => Arity | null,
  isKernel: (name: string) => boolean,
  shapeOf: (name: string) => string | null,
  prototypeArityOf: (name: string) => Arity | null,
  calleesOf: (name: string) => readonly string[] | null,
): { operand: Operand; message: string } | null {
  let target: Operand | undefined;
  let prototype: Operand | undefined;
  let returns: readonly Operand[] = [];
  let params: readonly Operand[] = [];
  for (const o of form.operands) {
    const a = args[o.field];
    if (a === undefined) continue;
    if (o.allows & Allow.CallTarget) target = a;
    else if (o.allows & Allow.CallReturns) returns = a.kind === 'List' ? a.items : [a];
    else if (o.allows & Allow.CallParams) params = a.kind === 'List' ? a.items : [a];
    else if (o.allows & Allow.CallTargets) prototype = a;
  }
  // A return value is received in a name, or dropped (`call (_), f`), whatever the call's target.
  const constant = returns.find((a) => a.kind !== 'Name' && a.kind !== 'Sink');
  if (constant !== undefined) return { operand: constant, message: "a call's return value is received in a .param variable or a register, not a constant" };
  // Through a register: its prototype's lists, or each listed function's, said of the list's name.
  if (prototype?.kind === 'Name') {
    const p = prototypeArityOf(prototype.name);
    if (p !== null) return listsMismatch(`'${prototype.name}'`, prototype, p, returns, params, shapeOf);
    const callees = calleesOf(prototype.name) ?? [];
    for (let i = 0; i < callees.length; i++) {
      const a = arityOf(callees[i]!);
      const m = a === null ? null : listsMismatch(`'${callees[i]}' of '${prototype.name}'`, prototype, a, returns, params, shapeOf, i > 0);
      if (m !== null) return m;
    }
    return null;
  }
  if (target === undefined || target.kind !== 'Name') return null;
  if (isKernel(target.name)) return { operand: target, message: `'${target.name}' is a kernel (.entry): a call's target is a .func` };
  const want = arityOf(target.name);
  if (want === null) return null;
  return listsMismatch(`'${target.name}'`, target, want, returns, params, shapeOf);
}

/**
 * Why the `returns` and `params` of a call do not fit `want`, the lists of `name` (quoted; said at
 * `at`), or null. `unbound`: `name` is a function of a list or table whose return value a call
 * receiving none may leave: ptxas holds such a call to one function's return list only, a
 * `.calltargets` list's last, a call table's first (one receiving a value, to every function's).
 */
function listsMismatch(
  name: string,
  at: Operand,
  want: Arity,
  returns: readonly Operand[],
  params: readonly Operand[],
  shapeOf: (name: string) => string | null,
  unbound = false,
): { operand: Operand; message: string } | null {
  const wantReturns = unbound && returns.length === 0 ? 0 : (want.returns?.length ?? 0);
  const wantParams = want.params?.length ?? 0;
  if (wantReturns !== returns.length || wantParams !== params.length) {
    return {
      operand: at,
      message: `${name} takes ${count(wantParams, 'argument')} and returns ${count(wantReturns, 'value')}; the call passes ${params.length} and receives ${returns.length}`,
    };
  }
  let shapes = shapesOf.get(want);
  if (shapes === undefined) shapesOf.set(want, (shapes = [listShapes(want.returns), listShapes(want.params)]));
  const [returnShapes, paramShapes] = shapes;
  // ptxas: "Type of argument does not match formal parameter", "Alignment of argument does not match formal parameter".
  for (const [list, formals, what] of [[returns, returnShapes, 'return value'], [params, paramShapes, 'argument']] as const) {
    for (let i = 0; i < list.length; i++) {
      const a = list[i]!;
      const formal = formals[i] ?? null;
      // A constant is passed to a scalar parameter only (`call f, (1)`).
      if (a.kind === 'Sink') continue;
      if (a.kind !== 'Name') {
        if (formal !== null && !isScalarShape(formal)) return { operand: a, message: `${what} ${i + 1} of ${name} is ${formal}: a constant is passed to a scalar parameter only` };
        continue;
      }
      const have = shapeOf(a.name);
      if (have !== null && formal !== null && !shapesAgree(have, formal)) {
        return { operand: a, message: `${what} ${i + 1} of ${name} is ${formal}; '${(a as { name: string }).name}' is ${have}` };
      }
    }
  }
  return null;
}

function count(n: number, what: string): string {
  return `${n} ${what}${n === 1 ? '' : 's'}`;
}
