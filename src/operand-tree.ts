// Walks over an operand's tree with an explicit stack, never the call stack: ptxas takes a
// left-associated constant expression of any length (`1+1+...+1`, 100,000 terms), which is a
// tree as deep as it is long.
import type { Operand } from './ast.js';

const NONE: readonly Operand[] = [];

/** The operands directly inside `op`, in source order. */
export function subOperands(op: Operand): readonly Operand[] {
  switch (op.kind) {
    case 'Unary':
      return [op.arg];
    case 'Binary':
      return [op.left, op.right];
    case 'Conditional':
      return [op.test, op.then, op.else];
    case 'Paren':
      return [op.expr];
    case 'Pair':
      return [op.first, op.second];
    case 'Index':
      return [op.base, op.index];
    case 'Vector':
      return op.elements;
    case 'Address':
    case 'List':
      return op.items;
    case 'Call':
      return op.args;
    default:
      return NONE;
  }
}

/** What `combine` makes of `root` from what it made of each of its sub-operands, bottom-up. */
export function foldOperand<T>(root: Operand, combine: (op: Operand, subs: readonly T[]) => T): T {
  const todo: Operand[] = [root];
  /** Whether todo[i]'s sub-operands are on the stack above it already. */
  const opened: boolean[] = [false];
  const values: T[] = [];
  while (todo.length > 0) {
    const top = todo.length - 1;
    const op = todo[top]!;
    const subs = subOperands(op);
    if (!opened[top] && subs.length > 0) {
      opened[top] = true;
      // Pushed last to first, so that the first is done first and its value lies lowest.
      for (let k = subs.length - 1; k >= 0; k--) {
        todo.push(subs[k]!);
        opened.push(false);
      }
      continue;
    }
    todo.pop();
    opened.pop();
    values.push(combine(op, subs.length === 0 ? [] : values.splice(values.length - subs.length)));
  }
  return values[0]!;
}

/**
 * Call `visit` on `root` and every operand inside it, in source order (a node before its
 * sub-operands). Returning `false` skips the operand's sub-operands.
 */
export function forEachOperand(root: Operand, visit: (op: Operand) => void | false): void {
  const todo: Operand[] = [root];
  while (todo.length > 0) {
    const op = todo.pop()!;
    if (visit(op) === false) continue;
    const subs = subOperands(op);
    for (let k = subs.length - 1; k >= 0; k--) todo.push(subs[k]!);
  }
}
