// `ptx dump --format tree`: the AST as an indented outline, one node per line. outlineLine() says
// what one value's line holds and what goes under it; the web playground's AST panel uses it too.
import type { Module } from '../ast.js';

/** Deepest indentation, in levels: deeper lines say their depth instead, so that the outline grows with the tree, not with its depth times its size. */
const MAX_INDENT = 32;

/** A value to outline under its parent, with the label its line starts with (`[2] `, `body: `). */
export interface OutlineItem {
  value: unknown;
  label: string;
}

/**
 * The line of `item` (its kind, `@line:col` and scalar fields; a scalar's value) and the items to
 * outline under it; null for an empty array, which gets no line.
 */
export function outlineLine(item: OutlineItem): { text: string; children: OutlineItem[] } | null {
  const { value, label } = item;
  if (value === null || typeof value !== 'object') return { text: `${label}${JSON.stringify(value)}`, children: [] };
  if (Array.isArray(value)) {
    if (value.length === 0) return null;
    if (value.every((v) => typeof v !== 'object' || v === null)) return { text: `${label}[${value.map((v) => JSON.stringify(v)).join(', ')}]`, children: [] };
    return { text: label, children: value.map((v, i) => ({ value: v, label: `[${i}] ` })) };
  }
  const obj = value as Record<string, unknown>;
  const span = obj.span as { line: number; column: number } | undefined;
  const kind = typeof obj.kind === 'string' ? obj.kind : '';
  const scalars: string[] = [];
  const children: OutlineItem[] = [];
  for (const [k, v] of Object.entries(obj)) {
    if (k === 'kind' || k === 'span') continue;
    if (v === null || typeof v !== 'object') scalars.push(`${k}=${JSON.stringify(v)}`);
    else if (Array.isArray(v) && v.every((x) => typeof x !== 'object' || x === null)) {
      if (v.length > 0) scalars.push(`${k}=[${v.map((x) => JSON.stringify(x)).join(',')}]`);
    } else if (!Array.isArray(v) && Object.keys(v).length > 0 && Object.values(v).every((x) => typeof x !== 'object')) {
      scalars.push(`${k}={${Object.entries(v).map(([a, b]) => `${a}:${JSON.stringify(b)}`).join(',')}}`);
    } else if (k !== 'args') children.push({ value: v, label: `${k}: ` }); // args repeat the operands by name
  }
  const where = span ? ` @${span.line}:${span.column}` : '';
  return { text: `${label}${kind}${where}${scalars.length ? ` ${scalars.join(' ')}` : ''}`, children };
}

/** Write the outline of `module`, a line at a time, with an explicit stack: a tree may be 100,000 levels deep. */
export function writeTree(module: Module, write: (text: string) => void): void {
  const todo: Array<OutlineItem & { depth: number }> = [{ value: module, label: '', depth: 0 }];
  while (todo.length > 0) {
    const item = todo.pop()!;
    const line = outlineLine(item);
    if (line === null) continue;
    const indent = item.depth <= MAX_INDENT ? '  '.repeat(item.depth) : `${'  '.repeat(MAX_INDENT)}(depth ${item.depth}) `;
    write(`${indent}${line.text}\n`);
    // Pushed last to first, so that the first is written first.
    for (let k = line.children.length - 1; k >= 0; k--) todo.push({ ...line.children[k]!, depth: item.depth + 1 });
  }
}
