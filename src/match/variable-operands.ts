// A variable's name is an operand only where the form takes one (spec variableOperands: mov's
// avar, cvta's and getctarank's var, mapa's a: its address); anywhere else a register, a
// predicate or a constant is wanted (ptxas: "Argument 1 of instruction 'add': must be register"),
// and a function's name is no result ("Result register required" for `mov.u64 f, %rd1`; as a
// source ptxas takes its address, `add.u64 %rd1, f, 1`, but where spec noFunctions says). Where a variable is taken, a .param
// variable of a function's body (a call's argument) is not ("Illegal to take address of
// parameter"); the function's own parameters are.
// A brace vector's element is a register, a constant or a scalar variable of a plain type (ptxas
// takes `st.v2 [a], {%r1, g}`): an array, a vector or opaque variable, a function ("Illegal
// expression 'g'") or an offset from a name ("Parsing error near '+'") is none. A function's
// address is taken alone, not in an expression (`f+4`).
// Addresses, call lists and label or function operands are other shapes, not looked at here.
import type { Operand } from '../ast.js';
import { Ch } from '../chars.js';
import { Allow, type FormTable, Shape } from './tables.js';
import type { Denotes } from '../types/declared.js';
import { Extent, type VariableFacts } from '../types/variable-facts.js';

/**
 * The first operand of `args` (a form's arguments by field) that names a variable where the form
 * takes none, a function as its result, a label, or a body's .param variable anywhere, with why;
 * or null. Names not declared above are pushed to `later`: a label defined further on is an error.
 */
export function variableMismatch(
  form: FormTable,
  args: Readonly<Record<string, Operand>>,
  spaceOf: (name: string) => string | null,
  denotes: (name: NameOperand) => Denotes,
  isBodyParam: (name: string) => boolean,
  later: NameOperand[],
): { operand: Operand; message: string } | null {
  const isFunction = (n: NameOperand) => denotes(n) === 'function';
  for (const slot of form.operands) {
    const arg = args[slot.field];
    // An array's element: parser/operands.ts checked its variable, but for a label defined further
    // on. A body's .param array is taken (`mov.u64 %rd1, bp[1]` assembles).
    if (arg?.kind === 'Index') {
      if (denotes(arg.base) === null) later.push(arg.base);
      continue;
    }
    if (slot.allows & Allow.Variable) {
      if (arg?.kind === 'Name' && isBodyParam(arg.name)) return { operand: arg, message: bodyParamMessage(arg.name) };
      const label = arg === undefined ? null : labelOf(arg, denotes, later);
      if (label !== null) return label;
      continue;
    }
    if (slot.shape !== Shape.Reg && slot.shape !== Shape.Src && slot.shape !== Shape.Scalar && slot.shape !== Shape.Pred) continue;
    for (const field of slot.pairField === null ? [slot.field] : [slot.field, slot.pairField]) {
      const op = args[field];
      // ptxas: "Arguments mismatch" for istypep's `tx+1` (spec noVariableOffsets).
      if (op?.kind === 'Binary' && slot.allows & Allow.NoVariableOffset && op.left.kind === 'Name' && op.left.selector === null) {
        const space = spaceOf(op.left.name);
        if (space !== null) return { operand: op, message: `an offset from the ${space} variable '${op.left.name}': operand '${field}' takes a register or a constant, not a variable's address` };
      }
      const found = op === undefined ? null : namedVariable(op, spaceOf, slot === form.operands[0] || slot.allows & Allow.NoFunction ? isFunction : noFunction);
      if (found === null) {
        const label = op === undefined ? null : labelOf(op, denotes, later);
        if (label !== null) return label;
        continue;
      }
      const { op: name, space } = found;
      // A call's argument is wrong in any operand; say what its likely use (its address) is not.
      if (space === '.param' && isBodyParam(name.name)) return { operand: name, message: bodyParamMessage(name.name) };
      const what = space === null ? 'function' : 'variable';
      return { operand: name, message: `'${name.name}' is a ${space === null ? what : `${space} ${what}`}: operand '${field}' takes a register${slot.shape === Shape.Reg ? '' : ' or a constant'}, not a ${what}` };
    }
  }
  return null;
}

type NameOperand = Extract<Operand, { kind: 'Name' }>;

/** Why `name`, a `what` (a variable of no dimensions, a register, a function, a label), takes no index (ptxas: "Array indexing on non-array"). */
export function nonArrayMessage(name: string, what: Denotes): string {
  return `'${name}' is ${what === 'variable' ? 'a variable but no array' : `a ${what}`}: only an array variable takes an index`;
}

/**
 * The first operand of `args` that is an offset from a function (`f+4`: ptxas "Cannot take address
 * of function 'f' in arithmetic expressions"), or an element of a brace vector that is no one value
 * (see above), with why; or null.
 */
export function nameUseMismatch(
  form: FormTable,
  args: Readonly<Record<string, Operand>>,
  variableOf: (name: string) => VariableFacts | null,
  denotes: (name: NameOperand) => Denotes,
): { operand: Operand; message: string } | null {
  for (const slot of form.operands) {
    const op = args[slot.field];
    if (op?.kind === 'Binary' && op.op === '+' && op.left.kind === 'Name' && op.left.name.charCodeAt(0) !== Ch.PERCENT && denotes(op.left) === 'function') {
      return { operand: op.left, message: `'${op.left.name}' is a function: its address is taken alone, not in an expression` };
    }
    if (op?.kind !== 'Vector') continue;
    for (const e of op.elements) {
      const what = e.kind === 'Binary' && e.left.kind === 'Name' ? `an offset from '${e.left.name}'` : e.kind === 'Name' ? elementName(e, variableOf, denotes) : null;
      if (what !== null) return { operand: e, message: `${what}: a brace vector's element is a register, a constant or a scalar variable` };
    }
  }
  return null;
}

/** What the vector element `e` names that is no one value, as a message starts; null when it is one. */
function elementName(e: NameOperand, variableOf: (name: string) => VariableFacts | null, denotes: (name: NameOperand) => Denotes): string | null {
  if (e.selector !== null) return null;
  const facts = variableOf(e.name);
  if (facts !== null) return `'${e.name}' is ${facts.extent !== Extent.One ? 'an array or vector' : `a ${facts.type}`} variable`;
  return e.name.charCodeAt(0) !== Ch.PERCENT && denotes(e) === 'function' ? `'${e.name}' is a function` : null;
}

/** Why the label `name` is no operand where a register or a constant is wanted. */
export function labelMessage(name: string): string {
  return `'${name}' is a label: this operand takes a register or a constant, not a label`;
}

/**
 * `op` as a complaint when it is (or negates) a label (ptxas: "Arguments mismatch"); a name not
 * declared above, which may be a label defined further on, is pushed to `later`.
 */
function labelOf(op: Operand, denotes: (name: NameOperand) => Denotes, later: NameOperand[]): { operand: Operand; message: string } | null {
  const o = op.kind === 'Unary' ? op.arg : op;
  if (o.kind !== 'Name' || o.name.charCodeAt(0) === Ch.PERCENT) return null;
  const what = denotes(o);
  if (what === 'label') return { operand: o, message: labelMessage(o.name) };
  if (what === null) later.push(o);
  return null;
}

function bodyParamMessage(name: string): string {
  return `'${name}' is a .param variable of the body (a call's argument): its address cannot be taken, nor is it a register`;
}

const noFunction = (): boolean => false;

/**
 * A variable (with its state space) or a function (space null) `op` is or negates. Names that
 * start with `%` are registers, but those of a range of variables. A brace vector's elements are
 * not looked at: ptxas takes `st.v2 [a], {%r1, g}`.
 */
function namedVariable(op: Operand, spaceOf: (name: string) => string | null, isFunction: (name: NameOperand) => boolean): { op: NameOperand; space: string | null } | null {
  // Unary operators unwrapped in a loop: they nest as deep as ptxas's limit (4,994).
  let inner = op;
  while (inner.kind === 'Unary') inner = inner.arg;
  if (inner.kind !== 'Name') return null;
  // A `%` name is a register, but one of a range of variables (`.param .b32 %p<4>`).
  const space = spaceOf(inner.name);
  return space !== null ? { op: inner, space } : inner.name.charCodeAt(0) !== Ch.PERCENT && isFunction(inner) ? { op: inner, space: null } : null;
}
