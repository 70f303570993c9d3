// A walk over the syntax tree, calling a visitor by node kind.
import type { Node } from './ast.js';

/** The node of kind K. */
export type NodeOfKind<K extends Node['kind']> = Extract<Node, { kind: K }>;

/**
 * Functions by node kind, each called with the node and its ancestors (root first; the array is
 * reused as the walk goes on: copy it to keep it). Returning `false` skips the node's children.
 */
export type Visitor = { [K in Node['kind']]?: (node: NodeOfKind<K>, path: readonly Node[]) => void | false };

/**
 * Visits `root` and every node under it, depth first in source order. An instruction's `args`
 * are its `operands` again, by name: they are not visited twice.
 */
export function walk(root: Node, visitor: Visitor): void {
  const path: Node[] = [];
  // An explicit stack, not the call stack: an expression may be 100,000 terms deep. A null entry
  // closes the node on top of the path once its children are done.
  const todo: Array<Node | null> = [root];
  const children: Node[] = [];
  while (todo.length > 0) {
    const node = todo.pop()!;
    if (node === null) {
      path.pop();
      continue;
    }
    const f = visitor[node.kind] as ((n: Node, p: readonly Node[]) => void | false) | undefined;
    if (f !== undefined && f(node, path) === false) continue;
    path.push(node);
    todo.push(null);
    for (const key in node) if (key !== 'args' && key !== 'span') collect((node as unknown as Record<string, unknown>)[key], children);
    while (children.length > 0) todo.push(children.pop()!);
  }
}

/**
 * The nodes in `value`, in source order. Nodes are objects with a `kind`; a guard, a parameter's
 * `.ptr` or a `.loc`'s inlining site hold nodes without being one (a bounded depth).
 */
function collect(value: unknown, out: Node[]): void {
  if (typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) for (const v of value) collect(v, out);
  else if (typeof (value as { kind?: unknown }).kind === 'string') out.push(value as Node);
  else for (const v of Object.values(value)) collect(v, out);
}
