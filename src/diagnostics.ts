// Diagnostics: what went wrong, where, what was expected, and a near-miss suggestion, which a
// client applies from `fix` without reading the message.
import type { Span } from './ast.js';
import { Ch } from './chars.js';
import { latin1 } from './source-text.js';

export interface Diagnostic {
  severity: 'error' | 'warning';
  message: string;
  span: Span;
  /** The change the message suggests, where it names one. */
  fix?: Fix;
}

/** A suggested change of the source: what it does, and its edits (in source order, none overlapping, spans of the text parsed). */
export interface Fix {
  message: string;
  edits: Edit[];
}

/** `text` in place of what `span` covers (an insertion where the span is empty). */
export interface Edit {
  span: Span;
  text: string;
}

/** The fix writing `text` in place of `was`, the text at `span`. */
export function replacement(span: Span, was: string, text: string): Fix {
  return { message: `change ${quoted(was)} to ${quoted(text)}`, edits: [{ span, text }] };
}

/** `text` in single quotes, unless it is a string in double quotes already. */
function quoted(text: string): string {
  return text.startsWith('"') ? text : `'${text}'`;
}

/**
 * `file:line:col: error: message`, then the source line and a caret under the span, then
 * `help: ` and the fix's message where there is one. `source` is what was parsed: the text, or its bytes.
 */
export function formatDiagnostic(d: Diagnostic, source: string | Uint8Array, file: string): string {
  const head = `${file}:${d.span.line}:${d.span.column}: ${d.severity}: ${d.message}`;
  const lineStart = d.span.start - (d.span.column - 1);
  let lineEnd = typeof source === 'string' ? source.indexOf('\n', d.span.start) : source.indexOf(Ch.LF, d.span.start);
  if (lineEnd < 0) lineEnd = source.length;
  // Keep the frame readable on huge lines: show at most 120 columns around the caret.
  const MAX = 120;
  let from = lineStart;
  if (d.span.start - from > MAX / 2) from = d.span.start - MAX / 2;
  const to = Math.min(lineEnd, from + MAX);
  const shown = (typeof source === 'string' ? source.slice(from, to) : latin1(source, from, to)).replace(/\r$/, '').replace(/[^\x20-\x7e\t]/g, '?').replace(/\t/g, ' ');
  const prefix = from > lineStart ? '...' : '';
  const caretAt = prefix.length + (d.span.start - from);
  const width = Math.max(1, Math.min(d.span.end, to) - d.span.start);
  const gutter = String(d.span.line);
  return [
    head,
    ` ${gutter} | ${prefix}${shown}${to < lineEnd ? '...' : ''}`,
    ` ${' '.repeat(gutter.length)} | ${' '.repeat(caretAt)}^${'~'.repeat(width - 1)}`,
    ...(d.fix === undefined ? [] : [`help: ${d.fix.message}`]),
  ].join('\n');
}

/** The nearest candidate by edit distance, when it is near enough to be a likely typo. */
export function suggest(word: string, candidates: Iterable<string>): string | null {
  let best: string | null = null;
  let bestDist = Infinity;
  const limit = Math.max(1, Math.floor(word.length / 3));
  for (const c of candidates) {
    if (Math.abs(c.length - word.length) > limit) continue;
    const d = editDistance(word, c, limit);
    if (d < bestDist || (d === bestDist && best !== null && c < best)) {
      bestDist = d;
      best = c;
    }
  }
  return bestDist <= limit ? best : null;
}

function editDistance(a: string, b: string, limit: number): number {
  const prev = new Array<number>(b.length + 1);
  const cur = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = cur[0]!;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (cur[j]! < rowMin) rowMin = cur[j]!;
    }
    if (rowMin > limit) return rowMin;
    for (let j = 0; j <= b.length; j++) prev[j] = cur[j]!;
  }
  return prev[b.length]!;
}
