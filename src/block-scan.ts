// The module-level `{ }` blocks of PTX text (function bodies, initializers), found by a scan of its
// bytes that skips comments and strings as the lexer does but makes no token: a fraction of the
// lexer's time, for what must know where functions lie before (or instead of) a parse.
import { bytesAt, bytesOf, Ch, charClass, IDENT_PART } from './chars.js';
import { commentEnd } from './lexer.js';

/** A block at the module's level: from its `{` to after its `}`, and the line breaks and `;` between. */
export interface Block {
  start: number;
  end: number;
  lines: number;
  semicolons: number;
  /** A function's body: a `.entry` or `.func` came since the last `;` or block at the module's level. */
  body: boolean;
}

export interface BlockScan {
  /** The blocks closed, in text order. */
  blocks: Block[];
  /** Line breaks. */
  lines: number;
  /** `;` and `,` outside comments and strings. */
  semicolons: number;
  commas: number;
  /** Whether the text has a `#` (a line marker, or a stray one), a string a line break ends, or an unterminated comment. */
  irregular: boolean;
}

/** The blocks of `bytes`, one byte per character (SourceText's bytes). */
export function scanBlocks(bytes: Uint8Array): BlockScan {
  const b = bytes;
  const n = b.length;
  const blocks: Block[] = [];
  let lines = 0;
  let semicolons = 0;
  let commas = 0;
  let irregular = false;
  let depth = 0;
  let header = false;
  /** The open module-level block's `{`, and the counts and header there. */
  let start = 0;
  let startLines = 0;
  let startSemicolons = 0;
  let body = false;
  for (let i = 0; i < n; i++) {
    const c = b[i]!;
    if (MEANS[c] === 0) continue;
    switch (c) {
      case Ch.LF:
        lines++;
        break;
      case Ch.SEMI:
        semicolons++;
        if (depth === 0) header = false;
        break;
      case Ch.COMMA:
        commas++;
        break;
      case Ch.LBRACE:
        if (depth++ === 0) {
          start = i;
          startLines = lines;
          startSemicolons = semicolons;
          body = header;
          header = false;
        }
        break;
      case Ch.RBRACE:
        if (depth > 0 && --depth === 0) blocks.push({ start, end: i + 1, lines: lines - startLines, semicolons: semicolons - startSemicolons, body });
        break;
      case Ch.DOT:
        if (depth === 0 && (wordAt(b, i, ENTRY) || wordAt(b, i, FUNC))) header = true;
        break;
      case Ch.HASH:
        irregular = true;
        break;
      case Ch.QUOTE:
        // As the lexer reads a string: to its closing quote or a line break (a backslash escapes nothing).
        for (i++; i < n && b[i]! !== Ch.QUOTE; i++) {
          if (b[i]! === Ch.LF) {
            irregular = true;
            i--;
            break;
          }
        }
        break;
      case Ch.SLASH:
        if (b[i + 1] === Ch.SLASH) {
          const lf = b.indexOf(Ch.LF, i + 2);
          i = (lf < 0 ? n : lf) - 1;
        } else if (b[i + 1] === Ch.STAR) {
          const close = commentEnd(b, i + 2, n);
          const end = close < 0 ? n : close + 2;
          if (close < 0) irregular = true;
          for (let lf = b.indexOf(Ch.LF, i); lf >= 0 && lf < end; lf = b.indexOf(Ch.LF, lf + 1)) lines++;
          i = end - 1;
        }
        break;
    }
  }
  return { blocks, lines, semicolons, commas, irregular };
}

/** The characters the scan looks at; every other one it passes by. */
const MEANS = charClass('\n;,{}.#"/');

const ENTRY = bytesOf('.entry');
const FUNC = bytesOf('.func');

/** Is `word` written at `at` in `b`, not followed by a character of a name? */
function wordAt(b: Uint8Array, at: number, word: Uint8Array): boolean {
  return bytesAt(b, at, word) && IDENT_PART[b[at + word.length] ?? Ch.SPACE] !== 1;
}
