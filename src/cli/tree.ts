// `ptx dump --format tree`: the AST as an indented outline, one node per line.
import type { Module } from '../ast.js';

/** Deepest indentation, in levels: deeper lines say their depth instead, so that the outline grows with the tree, not with its depth times its size. */
const MAX_INDENT = 32;

/** Write the outline of `module`, a line at a time, with an explicit stack: a tree may be 100,000 levels deep. */
export function writeTree(module: Module, write: (text: string) => void): void {
  const line = (text: string): void => write(`${text}\n`);
  const todo: Array<{ value: unknown; label: string; depth: number }> = [{ value: module, label: '', depth: 0 }];
  while (todo.length > 0) {
    const { value, label, depth } = todo.pop()!;
    const indent = depth <= MAX_INDENT ? '  '.repeat(depth) : `${'  '.repeat(MAX_INDENT)}(depth ${depth}) `;
    if (value === null || typeof value !== 'object') {
      line(`${indent}${label}${JSON.stringify(value)}`);
      continue;
    }
    /** Pushed last to first, so that the first is written first. */
    const children: Array<{ value: unknown; label: string; depth: number }> = [];
    if (Array.isArray(value)) {
      if (value.length === 0) continue;
      if (value.every((v) => typeof v !== 'object' || v === null)) {
        line(`${indent}${label}[${value.map((v) => JSON.stringify(v)).join(', ')}]`);
        continue;
      }
      line(`${indent}${label}`);
      value.forEach((v, i) => children.push({ value: v, label: `[${i}] `, depth: depth + 1 }));
    } else {
      const obj = value as Record<string, unknown>;
      const span = obj.span as { line: number; column: number } | undefined;
      const kind = typeof obj.kind === 'string' ? obj.kind : '';
      const scalars: string[] = [];
      for (const [k, v] of Object.entries(obj)) {
        if (k === 'kind' || k === 'span') continue;
        if (v === null || typeof v !== 'object') scalars.push(`${k}=${JSON.stringify(v)}`);
        else if (Array.isArray(v) && v.every((x) => typeof x !== 'object' || x === null)) {
          if (v.length > 0) scalars.push(`${k}=[${v.map((x) => JSON.stringify(x)).join(',')}]`);
        } else if (!Array.isArray(v) && Object.keys(v).length > 0 && Object.values(v).every((x) => typeof x !== 'object')) {
          scalars.push(`${k}={${Object.entries(v).map(([a, b]) => `${a}:${JSON.stringify(b)}`).join(',')}}`);
        } else if (k !== 'args') children.push({ value: v, label: `${k}: `, depth: depth + 1 }); // args repeat the operands by name
      }
      const where = span ? ` @${span.line}:${span.column}` : '';
      line(`${indent}${label}${kind}${where}${scalars.length ? ` ${scalars.join(' ')}` : ''}`);
    }
    for (let k = children.length - 1; k >= 0; k--) todo.push(children[k]!);
  }
}
