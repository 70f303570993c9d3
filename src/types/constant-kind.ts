// The type of a constant expression as ptxas gives it (ISA §4.6): integers, and floating-point
// values that are single precision only as a `0f` literal (or one in parentheses); a decimal or
// `0d` literal, a negated float and float arithmetic are double precision (`mov.b64 %rd1, 1.5`
// and `mov.b64 %rd1, -(0f3F800000)` assemble, `mov.b32 %r1, -(0f3F800000)` does not).
import type { Operand } from '../ast.js';
import { foldOperand, subOperands } from '../operand-tree.js';
import { combineValue, dividesByZero } from './constant-value.js';

export const enum ConstantKind {
  Int,
  F32,
  F64,
  /** Holds a name (an address, a register): not a constant of its own. */
  Name,
}

/** What is wrong with a constant expression, at the node where it is. */
export interface ConstantProblem {
  node: Operand;
  message: string;
}

const INTEGER_EXPECTED = 'an integer constant expression is expected here (ptxas takes no floating-point operand for this operator)';
const MISMATCH = 'constant expression type mismatch: both sides of the operator are integers or both floating-point';
const DIVISION_BY_ZERO = 'the constant expression divides by zero';

/** Operators defined on integers only. */
const INTEGER_OPS: ReadonlySet<string> = new Set(['%', '<<', '>>', '&', '|', '^', '&&', '||', '!', '~']);
/** Operators whose result is an integer (a truth value) whatever their operands. */
const COMPARISONS: ReadonlySet<string> = new Set(['<', '>', '<=', '>=', '==', '!=']);

/**
 * The kind of `op`, or the first problem in it: a floating-point operand of an integer operator
 * or of `?:` (ptxas: "Integer constant expression expected"), an integer beside a floating-point
 * value ("Constant expression type mismatch"), a division by zero.
 */
export function constantKind(op: Operand): ConstantKind | ConstantProblem {
  switch (op.kind) {
    case 'Int':
    case 'Float':
      return leafKind(op);
    case 'Binary':
      // Most are a name or literal and a literal (`[%rd1+8]`): no tree to walk.
      if (subOperands(op.left).length === 0 && subOperands(op.right).length === 0) return kindOf(op, [leafTyped(op.left, op), leafTyped(op.right, op)]);
      return foldOperand(op, combineKind).kind;
    case 'Paren':
    case 'Unary':
    case 'Conditional':
      return foldOperand(op, combineKind).kind;
    default:
      return ConstantKind.Name;
  }
}

/** What the fold keeps of each node: its kind or problem, and its value where a division needs it. */
interface Typed {
  kind: ConstantKind | ConstantProblem;
  value: bigint | number | null;
}

function leafKind(op: Operand): ConstantKind {
  if (op.kind === 'Int') return ConstantKind.Int;
  if (op.kind !== 'Float') return ConstantKind.Name;
  return (op.text.charCodeAt(1) | 0x20) === 0x66 /* 0f */ && op.text.charCodeAt(0) === 0x30 ? ConstantKind.F32 : ConstantKind.F64;
}

/** A leaf of `parent`, typed; its value only where `parent` divides by it. */
function leafTyped(leaf: Operand, parent: Operand): Typed {
  const divides = parent.kind === 'Binary' && (parent.op === '/' || parent.op === '%');
  return { kind: leafKind(leaf), value: divides ? combineValue(leaf, []) : null };
}

function combineKind(op: Operand, subs: readonly Typed[]): Typed {
  return { kind: kindOf(op, subs), value: combineValue(op, subs.map((s) => s.value)) };
}

function kindOf(op: Operand, subs: readonly Typed[]): ConstantKind | ConstantProblem {
  switch (op.kind) {
    case 'Paren':
      return subs[0]!.kind;
    case 'Unary': {
      const arg = subs[0]!.kind;
      if (typeof arg !== 'number' || arg === ConstantKind.Name || arg === ConstantKind.Int) return arg;
      return INTEGER_OPS.has(op.op) ? { node: op, message: INTEGER_EXPECTED } : ConstantKind.F64;
    }
    case 'Binary': {
      const left = subs[0]!.kind;
      if (typeof left !== 'number') return left;
      const right = subs[1]!.kind;
      if (typeof right !== 'number') return right;
      // ptxas: "Constant expression has division by zero", in a branch not taken too (`0 ? 1/0 : 2`).
      if (dividesByZero(op, subs[1]!.value)) return { node: op, message: DIVISION_BY_ZERO };
      if (left === ConstantKind.Name || right === ConstantKind.Name) return ConstantKind.Name;
      const floats = (left !== ConstantKind.Int ? 1 : 0) + (right !== ConstantKind.Int ? 1 : 0);
      if (floats === 0) return ConstantKind.Int;
      if (INTEGER_OPS.has(op.op)) return { node: op, message: INTEGER_EXPECTED };
      if (floats === 1) return { node: op, message: MISMATCH };
      return COMPARISONS.has(op.op) ? ConstantKind.Int : ConstantKind.F64;
    }
    case 'Conditional': {
      let kind = ConstantKind.Int;
      for (const [i, part] of [op.test, op.then, op.else].entries()) {
        const k = subs[i]!.kind;
        if (typeof k !== 'number') return k;
        if (k === ConstantKind.F32 || k === ConstantKind.F64) return { node: part, message: INTEGER_EXPECTED };
        if (k === ConstantKind.Name) kind = k;
      }
      return kind;
    }
    default:
      // Names, and what holds operands but is no constant (a vector, a list): no constant of its own.
      return leafKind(op);
  }
}

/** Whether `op` is an expression that needs typing beyond a literal or a name (`1.5*2`, `(1)`, `!x`). */
export function isCompound(op: Operand): boolean {
  return op.kind === 'Binary' || op.kind === 'Conditional' || op.kind === 'Paren' || op.kind === 'Unary';
}
