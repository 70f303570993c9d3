// `ptx dump --format tree`: the AST as an indented outline, one node per line.
import type { Module } from '../ast.js';

/** Write the outline of `module`, a line at a time. */
export function writeTree(module: Module, write: (text: string) => void): void {
  const line = (text: string): void => write(`${text}\n`);
  const walk = (value: unknown, label: string, indent: string): void => {
    if (value === null || typeof value !== 'object') {
      line(`${indent}${label}${JSON.stringify(value)}`);
      return;
    }
    if (Array.isArray(value)) {
      if (value.length === 0) return;
      if (value.every((v) => typeof v !== 'object' || v === null)) {
        line(`${indent}${label}[${value.map((v) => JSON.stringify(v)).join(', ')}]`);
        return;
      }
      line(`${indent}${label}`);
      value.forEach((v, i) => walk(v, `[${i}] `, `${indent}  `));
      return;
    }
    const obj = value as Record<string, unknown>;
    const span = obj.span as { line: number; column: number } | undefined;
    const kind = typeof obj.kind === 'string' ? obj.kind : '';
    const scalars: string[] = [];
    const nested: Array<[string, unknown]> = [];
    for (const [k, v] of Object.entries(obj)) {
      if (k === 'kind' || k === 'span') continue;
      if (v === null || typeof v !== 'object') scalars.push(`${k}=${JSON.stringify(v)}`);
      else if (Array.isArray(v) && v.every((x) => typeof x !== 'object' || x === null)) {
        if (v.length > 0) scalars.push(`${k}=[${v.map((x) => JSON.stringify(x)).join(',')}]`);
      } else if (!Array.isArray(v) && Object.keys(v).length > 0 && Object.values(v).every((x) => typeof x !== 'object')) {
        scalars.push(`${k}={${Object.entries(v).map(([a, b]) => `${a}:${JSON.stringify(b)}`).join(',')}}`);
      } else nested.push([k, v]);
    }
    const where = span ? ` @${span.line}:${span.column}` : '';
    line(`${indent}${label}${kind}${where}${scalars.length ? ` ${scalars.join(' ')}` : ''}`);
    for (const [k, v] of nested) {
      if (k === 'args') continue; // args repeat the operands by name
      walk(v, `${k}: `, `${indent}  `);
    }
  };
  walk(module, '', '');
}
