// Line numbers of offsets into a module's text, and the text of a span as written.
import type { Span } from '../ast.js';

/**
 * The 1-based line of `offset` in `text` (or its bytes, one per character), counted from `from` (a
 * place at or before it whose line is known) when given.
 */
export function lineOf(text: string | Uint8Array, offset: number, from: { start: number; line: number } = { start: 0, line: 1 }): number {
  let line = from.line;
  if (typeof text !== 'string') {
    for (let i = from.start; i < offset; i++) if (text[i] === 0x0a) line++;
    return line;
  }
  for (let i = text.indexOf('\n', from.start); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

/** The text of `span` as written. */
export function spanText(text: string, span: Span): string {
  return text.slice(span.start, span.end);
}

/** Whether `c` is white space as a regular expression's `\s` takes it, of the characters of one byte. */
export function isSpace(c: number): boolean {
  return (c >= 9 && c <= 13) || c === 32 || c === 0xa0;
}

/**
 * The text of `span` on one line: every run of white space one space (as `.replace(/\s+/g, ' ')`
 * makes it). By hand: such a replace costs about a microsecond a statement, half of it here (grep's
 * 80,082 matches of ld.global on compute).
 */
export function oneLine(text: string, span: Span): string {
  const { start, end } = span;
  let out = '';
  let from = start;
  for (let i = start; i < end; i++) {
    if (!isSpace(text.charCodeAt(i))) continue;
    let j = i + 1;
    while (j < end && isSpace(text.charCodeAt(j))) j++;
    // A space alone stays.
    if (j > i + 1 || text.charCodeAt(i) !== 32) {
      out += `${text.slice(from, i)} `;
      from = j;
    }
    i = j - 1;
  }
  return from === start ? text.slice(start, end) : out + text.slice(from, end);
}
