// Line numbers of offsets into a module's text, and the text of a span as written.
import type { Span } from '../ast.js';

/** The 1-based line of the last character of `span`. */
export function endLine(text: string, span: Span): number {
  let line = span.line;
  const end = Math.max(span.start, span.end - 1);
  for (let i = text.indexOf('\n', span.start); i !== -1 && i < end; i = text.indexOf('\n', i + 1)) line++;
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
