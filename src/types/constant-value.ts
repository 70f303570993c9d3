// The value of a constant expression as ptxas folds it, for what depends on a value rather than a
// type: a division by zero ("Constant expression has division by zero"), which ptxas reports
// wherever it is, even in a branch of `?:` or `&&` that the value does not take.
import type { Operand } from '../ast.js';
import { integerLiteralBits, U64_MASK as MASK } from '../integer-literal.js';
import { foldOperand } from '../operand-tree.js';

/**
 * The value of `op`: a bigint for an integer (modulo 2^64, as ptxas's 64-bit arithmetic), a
 * number for a floating-point value; null where a name is in it, or a division by zero.
 */
export function constantValue(op: Operand): bigint | number | null {
  return foldOperand(op, combineValue);
}

/** The value of `op` from the values of its sub-operands (operand-tree.ts subOperands). */
export function combineValue(op: Operand, subs: readonly (bigint | number | null)[]): bigint | number | null {
  switch (op.kind) {
    case 'Int':
      return integerLiteralBits(op.text);
    case 'Float':
      return floatValue(op.text);
    case 'Paren':
      return subs[0]!;
    case 'Unary': {
      const v = subs[0]!;
      if (v === null) return null;
      if (op.op === '!') return isZero(v) ? 1n : 0n;
      if (typeof v === 'number') return op.op === '-' ? -v : v;
      return op.op === '-' ? -v & MASK : op.op === '~' ? ~v & MASK : v;
    }
    case 'Binary': {
      const [l, r] = subs;
      if (l === null || r === null) return null;
      return binary(op.op, l!, r!);
    }
    case 'Conditional': {
      const [test, then, otherwise] = subs;
      return test === null ? null : isZero(test!) ? otherwise! : then!;
    }
    default:
      return null;
  }
}

/** Whether `op` divides (`/`, `%`) by a right side whose value, `right`, is zero. */
export function dividesByZero(op: Operand, right: bigint | number | null): boolean {
  return op.kind === 'Binary' && (op.op === '/' || op.op === '%') && right !== null && isZero(right);
}

function isZero(v: bigint | number): boolean {
  return v === 0n || v === 0;
}

function binary(op: string, left: bigint | number, right: bigint | number): bigint | number | null {
  // Mixed, both are floats (constant-kind.ts reports the mismatch).
  const floats = typeof left === 'number' || typeof right === 'number';
  const l = floats ? Number(left) : left;
  const r = floats ? Number(right) : right;
  const truth = (b: boolean) => (b ? 1n : 0n);
  switch (op) {
    case '&&': return truth(!isZero(l) && !isZero(r));
    case '||': return truth(!isZero(l) || !isZero(r));
    case '<': return truth(l < r);
    case '>': return truth(l > r);
    case '<=': return truth(l <= r);
    case '>=': return truth(l >= r);
    case '==': return truth(l === r);
    case '!=': return truth(l !== r);
  }
  if (typeof l === 'number' || typeof r === 'number') {
    const a = Number(l), b = Number(r);
    switch (op) {
      case '+': return a + b;
      case '-': return a - b;
      case '*': return a * b;
      case '/': return b === 0 ? null : a / b;
      default: return null;
    }
  }
  switch (op) {
    case '+': return (l + r) & MASK;
    case '-': return (l - r) & MASK;
    case '*': return (l * r) & MASK;
    case '/': return r === 0n ? null : l / r;
    case '%': return r === 0n ? null : l % r;
    case '<<': return r >= 64n ? 0n : (l << r) & MASK;
    case '>>': return r >= 64n ? 0n : l >> r;
    case '&': return l & r;
    case '|': return l | r;
    case '^': return l ^ r;
    default: return null;
  }
}

/** A float literal: `0f` and `0d` give their bits' value, a decimal one its own. */
function floatValue(text: string): number {
  const hex = (text.charCodeAt(1) | 0x20) === 0x66 || (text.charCodeAt(1) | 0x20) === 0x64;
  if (!hex || text[0] !== '0') return Number(text);
  const bits = BigInt(`0x${text.slice(2)}`);
  const view = new DataView(new ArrayBuffer(8));
  if (text.length === 10) {
    view.setUint32(0, Number(bits));
    return view.getFloat32(0);
  }
  view.setBigUint64(0, bits);
  return view.getFloat64(0);
}
