// Folding ranges: functions' bodies, nested blocks, sections.
import type { FoldingRange } from 'vscode-languageserver';
import { blocksOf } from '../explore/walk.js';
import type { Analysis } from './analysis.js';

export function foldingRanges(a: Analysis): FoldingRange[] {
  const out: FoldingRange[] = [];
  const fold = (span: { start: number; end: number }) => {
    const startLine = a.doc.positionAt(span.start).line;
    const endLine = a.doc.positionAt(span.end).line;
    if (endLine > startLine) out.push({ startLine, endLine });
  };
  for (const d of a.module.directives) {
    if (d.kind === 'Section') fold(d.span);
    if (d.kind === 'Function' && d.body !== null) for (const [b] of blocksOf(d.body)) fold(b.span);
  }
  return out;
}
