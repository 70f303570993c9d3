// The names an operand writes, however deeply nested (addresses, vectors, expressions, lists).
import type { Name, Operand } from '../ast.js';

/** Every name an operand writes (registers, variables, labels, functions), nested ones included. */
export function namesIn(op: Operand, out: Name[] = []): Name[] {
  switch (op.kind) {
    case 'Name':
      out.push(op);
      break;
    case 'Unary':
      namesIn(op.arg, out);
      break;
    case 'Binary':
      namesIn(op.left, out);
      namesIn(op.right, out);
      break;
    case 'Conditional':
      namesIn(op.test, out);
      namesIn(op.then, out);
      namesIn(op.else, out);
      break;
    case 'Paren':
      namesIn(op.expr, out);
      break;
    case 'Vector':
      for (const e of op.elements) namesIn(e, out);
      break;
    case 'Address':
    case 'List':
      for (const e of op.items) namesIn(e, out);
      break;
    case 'Pair':
      namesIn(op.first, out);
      namesIn(op.second, out);
      break;
    case 'Call':
      for (const e of op.args) namesIn(e, out);
      break;
    default:
  }
  return out;
}
