// The AST panel's rows: the outline of `ptx dump --format tree` (src/cli/tree.ts), opened all
// along the path to the cursor and elsewhere until a row budget is spent, so that a module of
// any size gives a list the page can draw at once.
import type { Module } from '../src/ast.js';
import { type OutlineItem, outlineLine } from '../src/cli/tree.js';
import type { AstRow } from './protocol.js';

const MAX_ROWS = 3000;

type Span = { start: number; end: number };

function spanOf(value: unknown): Span | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const span = (value as { span?: Span }).span;
  return span === undefined ? null : span;
}

/** `item` leads to the cursor: its span holds `offset`, or (an array) one of its elements does. */
function holds(item: OutlineItem, offset: number): boolean {
  const span = spanOf(item.value);
  if (span !== null) return span.start <= offset && offset <= span.end;
  if (!Array.isArray(item.value)) return false;
  // Spans grow along an array: the first element starting past the offset ends the search.
  for (const v of item.value) {
    const s = spanOf(v);
    if (s === null) continue;
    if (s.start > offset) return false;
    if (offset <= s.end) return true;
  }
  return false;
}

/** Rows in outline order, with an explicit stack: a tree may be 100,000 levels deep. */
export function astRows(module: Module, offset: number): AstRow[] {
  const rows: AstRow[] = [];
  let budget = MAX_ROWS;
  const todo: Array<{ item: OutlineItem; depth: number; onPath: boolean }> = [{ item: { value: module, label: '' }, depth: 0, onPath: true }];
  while (todo.length > 0) {
    const { item, depth, onPath } = todo.pop()!;
    const line = outlineLine(item);
    if (line === null) continue;
    const span = spanOf(item.value);
    const row: AstRow = { depth, text: line.text, start: span?.start ?? -1, end: span?.end ?? -1, atCursor: false, hidden: 0 };
    rows.push(row);
    const shown: typeof todo = [];
    for (const child of line.children) {
      const childOnPath = onPath && holds(child, offset);
      if (childOnPath || budget > 0) {
        if (!childOnPath) budget--;
        shown.push({ item: child, depth: depth + 1, onPath: childOnPath });
      } else row.hidden++;
    }
    // The deepest node on the path (not one of its arrays or scalar fields).
    row.atCursor = onPath && span !== null && !shown.some((s) => s.onPath);
    for (let k = shown.length - 1; k >= 0; k--) todo.push(shown[k]!);
  }
  return rows;
}
