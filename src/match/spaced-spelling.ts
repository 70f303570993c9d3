// An instruction name written with blanks before its qualifiers (`lop3 .b32`), as ptxas takes it:
// the pieces as written, and where a complaint about the joined name stands in the source.
import type { Span } from '../ast.js';
import type { Fix } from '../diagnostics.js';
import type { NameMatch } from './name-match.js';

/**
 * An instruction name written with blanks (or comments, or line breaks) before its qualifiers,
 * which ptxas takes: `lop3 .b32` (CUTLASS's inline assembly) is `lop3.b32`. Each piece is a
 * token as written, where it stands.
 */
export interface SpacedSpelling {
  readonly pieces: readonly { readonly text: string; readonly start: number; readonly line: number; readonly column: number }[];
}

/**
 * A blank inside the opcode itself, which ptxas reads as one word (`mul .wide.s32`: "Unknown
 * modifier '.wide'"; `cp .async`: "Not a name of any known instruction: 'cp'"), as a complaint at
 * the piece after the blank; or null. Blanks before the qualifiers after it are taken (`lop3 .b32`).
 */
export function splitOpcode(m: NameMatch, spaced: SpacedSpelling): { message: string; span: Span; fix: Fix } | null {
  const first = spaced.pieces[0]!;
  if (m.table === null || first.text.length >= m.table.opcode.length) return null;
  const next = spaced.pieces[1]!;
  const gap = { start: first.start + first.text.length, end: next.start, line: first.line, column: first.column + first.text.length };
  return {
    message: `'${m.table.opcode}' is one word: no blank may come before '${next.text}'`,
    span: { start: next.start, end: next.start + next.text.length, line: next.line, column: next.column },
    fix: { message: `join '${first.text}' and '${next.text}'`, edits: [{ span: gap, text: '' }] },
  };
}

/** Where `length` characters from `offset` of a spaced spelling's joined text stand in the source. */
export function spacedSpan(spaced: SpacedSpelling, offset: number, length: number): Span {
  let at = 0;
  for (const p of spaced.pieces) {
    if (offset < at + p.text.length) {
      const start = p.start + offset - at;
      return { start, end: start + Math.min(length, p.text.length - (offset - at)), line: p.line, column: p.column + offset - at };
    }
    at += p.text.length;
  }
  const last = spaced.pieces[spaced.pieces.length - 1]!;
  return { start: last.start, end: last.start + last.text.length, line: last.line, column: last.column };
}
