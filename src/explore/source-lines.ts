// Line numbers of offsets into a module's text, and the text of a span as written.
import type { Span } from '../ast.js';

/** The 1-based line of `offset` in `text`, counted from `from` (a place at or before it whose line is known) when given. */
export function lineOf(text: string, offset: number, from: { start: number; line: number } = { start: 0, line: 1 }): number {
  let line = from.line;
  for (let i = text.indexOf('\n', from.start); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

/** The text of `span` as written. */
export function spanText(text: string, span: Span): string {
  return text.slice(span.start, span.end);
}

/** The text of `span` on one line: every run of white space one space. */
export function oneLine(text: string, span: Span): string {
  return text.slice(span.start, span.end).replace(/\s+/g, ' ');
}
