// The names an operand writes, however deeply nested (addresses, vectors, expressions, lists).
import type { Name, Operand } from '../ast.js';
import { forEachOperand } from '../operand-tree.js';

/** Every name an operand writes (registers, variables, labels, functions), nested ones included, in source order. */
export function namesIn(op: Operand, out: Name[] = []): Name[] {
  // Without recursion: a constant expression may be 100,000 terms deep.
  forEachOperand(op, (x) => {
    if (x.kind === 'Name') out.push(x);
  });
  return out;
}
