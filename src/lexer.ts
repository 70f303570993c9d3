// A pull lexer over the char codes of one string: no per-token regexes, no token objects.
// The parser reads the current token from the fields (kind, start, end, line, column) and
// calls next(); mark()/reset() give it cheap lookahead.
import { integerLiteralBits } from './integer-literal.js';
import { bytesOf, Ch, charClass, HEX, IDENT_PART, IDENT_START } from './chars.js';
import { SourceText } from './source-text.js';

export const enum T {
  EOF = 0,
  /** `foo`, `%r1`, `$L__BB0_1`, `_` */
  Ident = 1,
  /** `.reg`, `.b32`, `.shared::cta`, `.L2::cache_hint`, `.1d` */
  Dot = 2,
  Int = 3,
  Float = 4,
  String = 5,
  /** Single-character punctuation; `value` holds the char code. */
  Punct = 6,
  /** Two-character operators: << >> <= >= == != && || */
  Op2 = 7,
  /** `@@DWARF ...` line (legacy debug directive), to the end of the line. */
  Dwarf = 8,
  /** A character no token starts with, or an unterminated string/comment. */
  Error = 9,
}

/** A saved lexer position, to come back to with reset(). */
export interface LexMark {
  pos: number;
  line: number;
  lineStart: number;
  kind: T;
  start: number;
  end: number;
  tokLine: number;
  tokCol: number;
  value: number;
  spaceBefore: boolean;
}

/** Punctuation: 1, or 2 where a two-character operator (<< >> <= >= == != && ||) may start. */
const PUNCT = charClass('{}()[],;:@!|+-*/%<>=&^~?\\');
for (const c of bytesOf('<>=!&|')) PUNCT[c] = 2;

/** skipRare(): a `#` that starts no line marker; an unterminated comment, reported. */
const NOT_SPACE = -1;
const STOPPED = -2;

export class Lexer {
  readonly source: SourceText;
  /** The text as one byte per character (source.bytes): scanning a typed array is about twice
   * as fast as charCodeAt. */
  readonly bytes: Uint8Array;
  readonly length: number;
  pos = 0;
  line = 1;
  lineStart = 0;

  kind: T = T.EOF;
  start = 0;
  end = 0;
  /** Line and column (1-based) of the current token. */
  tokLine = 1;
  tokCol = 1;
  /** Char code for Punct; first char code for Op2. */
  value = 0;
  /** Message for an Error token. */
  error = '';
  /** True when whitespace or a comment came between the previous token and this one. */
  spaceBefore = false;

  constructor(source: SourceText | string) {
    this.source = typeof source === 'string' ? SourceText.of(source) : source;
    this.bytes = this.source.bytes;
    this.length = this.bytes.length;
    this.next();
  }

  text(): string {
    return this.source.slice(this.start, this.end);
  }

  mark(): LexMark {
    return {
      pos: this.pos,
      line: this.line,
      lineStart: this.lineStart,
      kind: this.kind,
      start: this.start,
      end: this.end,
      tokLine: this.tokLine,
      tokCol: this.tokCol,
      value: this.value,
      spaceBefore: this.spaceBefore,
    };
  }

  reset(m: LexMark): void {
    this.pos = m.pos;
    this.line = m.line;
    this.lineStart = m.lineStart;
    this.kind = m.kind;
    this.start = m.start;
    this.end = m.end;
    this.tokLine = m.tokLine;
    this.tokCol = m.tokCol;
    this.value = m.value;
    this.spaceBefore = m.spaceBefore;
  }

  /** Is the current token of kind `k`? (A method, so that checks are not narrowed across next().) */
  at(k: T): boolean {
    return this.kind === k;
  }

  /** The first character after the current token, past white space and comments (0 at the end). */
  peekChar(): number {
    const b = this.bytes;
    const n = this.length;
    let p = this.end;
    for (;;) {
      if (p >= n) return 0;
      const c = b[p]!;
      if (c === Ch.SPACE || c === Ch.TAB || c === Ch.LF || c === Ch.CR || c === Ch.FF || c === Ch.SUB) p++;
      else if (c === Ch.SLASH && b[p + 1]! === Ch.SLASH) {
        while (p < n && b[p]! !== Ch.LF) p++;
      } else if (c === Ch.SLASH && b[p + 1]! === Ch.STAR) {
        const close = commentEnd(b, p + 2, n);
        if (close < 0) return 0;
        p = close + 2;
      } else return c;
    }
  }

  /** Is the current token the punctuation character `ch` (a char code)? */
  is(ch: number): boolean {
    return this.kind === T.Punct && this.value === ch;
  }

  // next() is kept to the common tokens and `//` comments: V8 waits for more calls of a function
  // the more bytecode it has before optimizing it, and a large module's first megabyte is lexed
  // while it waits. Block comments, line markers, strings, two-character operators and the rest
  // are out of line.
  next(): void {
    const b = this.bytes;
    const n = this.length;
    let p = this.pos;
    let space = false;
    // Skip white space and comments.
    for (;;) {
      if (p >= n) break;
      const c = b[p]!;
      if (c === Ch.SPACE || c === Ch.TAB) {
        p++;
        space = true;
      } else if (c === Ch.LF) {
        p++;
        this.line++;
        this.lineStart = p;
        space = true;
      } else if (c === Ch.SLASH && p + 1 < n && b[p + 1]! === Ch.SLASH) {
        const lf = b.indexOf(Ch.LF, p + 2);
        p = lf < 0 ? n : lf;
        space = true;
      } else if (c === Ch.CR || c === Ch.FF || c === Ch.SUB || c === Ch.HASH || (c === Ch.SLASH && p + 1 < n && b[p + 1]! === Ch.STAR)) {
        const q = this.skipRare(p);
        if (q === NOT_SPACE) break;
        if (q === STOPPED) return;
        p = q;
        space = true;
      } else break;
    }
    this.spaceBefore = space;
    this.start = p;
    this.tokLine = this.line;
    this.tokCol = p - this.lineStart + 1;
    if (p >= n) {
      this.kind = T.EOF;
      this.end = p;
      this.pos = p;
      return;
    }
    const c = b[p]!;
    if (IDENT_START[c] === 1 && (c !== Ch.PERCENT || (p + 1 < n && IDENT_PART[b[p + 1]!] === 1))) {
      p++;
      while (p < n && IDENT_PART[b[p]!] === 1) p++;
      this.kind = T.Ident;
    } else if (c === Ch.DOT && p + 1 < n && IDENT_PART[b[p + 1]!] === 1 && !isDigit(b[p + 1]!)) {
      p = dotEnd(b, p + 2, n);
      this.kind = T.Dot;
    } else if (c >= Ch.D0 && c <= Ch.D9) {
      p = this.number(p);
    } else if (PUNCT[c] === 1 && !(c === Ch.AT && p + 1 < n && b[p + 1]! === Ch.AT)) {
      this.kind = T.Punct;
      this.value = c;
      p++;
    } else {
      p = this.rareToken(p);
      if (p < 0) return;
    }
    this.end = p;
    this.pos = p;
  }

  /**
   * Skip the white space at `p` that next() leaves out of line: a CR, form feed or 0x1A (ptxas
   * skips these, and no other control character: a vertical tab is an error), a block comment, a
   * `# N "file"` line marker. Its end; NOT_SPACE when `#` starts no marker; STOPPED when an
   * unterminated comment made the token an error.
   */
  private skipRare(p: number): number {
    const b = this.bytes;
    const n = this.length;
    const c = b[p]!;
    if (c === Ch.HASH) {
      const end = lineMarkerEnd(b, p, n);
      return end < 0 ? NOT_SPACE : end;
    }
    if (c !== Ch.SLASH) return p + 1;
    const close = commentEnd(b, p + 2, n);
    if (close < 0) {
      this.setError(p, n, 'unterminated /* comment');
      // Reported where the comment starts, as ptxas does, not at the token before it.
      this.tokLine = this.line;
      this.tokCol = p - this.lineStart + 1;
      this.advanceLines(p, n);
      this.pos = n;
      return STOPPED;
    }
    this.advanceLines(p, close + 2);
    return close + 2;
  }

  /**
   * The token at `p` that next() leaves out of line: `.5` (a float), `.1d` (a dot token), a string,
   * a two-character operator or a punctuation character that may start one, `@@DWARF`, or an
   * unexpected character. Its end, with kind (and value) set; -1 when it is an error token whose
   * fields are set already.
   */
  private rareToken(p: number): number {
    const b = this.bytes;
    const n = this.length;
    const c = b[p]!;
    if (c === Ch.DOT && p + 1 < n && isDigit(b[p + 1]!)) {
      const f = fractionEnd(b, p, n);
      if (f > 0) {
        this.kind = T.Float;
        this.checkFloatRange(p, f);
        return f;
      }
      this.kind = T.Dot;
      return dotEnd(b, p + 2, n);
    }
    if (c === Ch.QUOTE) {
      // A backslash escapes nothing: ptxas ends a string at its next quote (`"a\"b"` is `"a\"`, then `b`).
      p++;
      while (p < n) {
        const d = b[p]!;
        if (d === Ch.QUOTE) break;
        if (d === Ch.LF) break;
        p++;
      }
      if (p >= n || b[p]! !== Ch.QUOTE) {
        this.setError(this.start, p, 'unterminated string');
        this.pos = p;
        return -1;
      }
      this.kind = T.String;
      return p + 1;
    }
    if (c === Ch.AT && p + 1 < n && b[p + 1]! === Ch.AT) {
      while (p < n && b[p]! !== Ch.LF) p++;
      this.kind = T.Dwarf;
      return p;
    }
    if (PUNCT[c] !== 0) {
      const d = p + 1 < n ? b[p + 1]! : 0;
      if (
        (c === Ch.LT && (d === Ch.LT || d === Ch.EQ)) ||
        (c === Ch.GT && (d === Ch.GT || d === Ch.EQ)) ||
        ((c === Ch.EQ || c === Ch.BANG) && d === Ch.EQ) ||
        (c === Ch.AMP && d === Ch.AMP) ||
        (c === Ch.PIPE && d === Ch.PIPE)
      ) {
        this.kind = T.Op2;
        this.value = c * 256 + d;
        return p + 2;
      }
      this.kind = T.Punct;
      this.value = c;
      return p + 1;
    }
    const cp = this.source.codePointAt(p);
    const shown = cp >= 32 && cp < 127 ? `'${String.fromCharCode(cp)}'` : `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
    this.setError(p, p + (cp > 0xffff ? 2 : 1), `unexpected character ${shown}`);
    this.pos = this.end;
    return -1;
  }

  private setError(start: number, end: number, message: string): void {
    this.kind = T.Error;
    this.start = start;
    this.end = end;
    this.error = message;
  }

  private advanceLines(from: number, to: number): void {
    const b = this.bytes;
    for (let i = b.indexOf(Ch.LF, from); i >= 0 && i < to; i = b.indexOf(Ch.LF, i + 1)) {
      this.line++;
      this.lineStart = i + 1;
    }
  }

  /** Integers (decimal, 0x hex, 0b binary, 0 octal, U suffix) and floats (0f/0d hex, decimal). */
  private number(p: number): number {
    const b = this.bytes;
    const n = this.length;
    const c1 = p + 1 < n ? b[p + 1]! | 0x20 : 0;
    this.kind = T.Int;
    if (b[p]! === Ch.D0 && (c1 === 0x66 /* f */ || c1 === 0x64) /* d */) {
      const digits = c1 === 0x66 ? 8 : 16;
      let q = p + 2;
      while (q < n && HEX[b[q]!] === 1) q++;
      if (q - p - 2 === digits) {
        this.kind = T.Float;
        return q;
      }
      this.kind = T.Error;
      this.error = `a ${c1 === 0x66 ? '0f' : '0d'} float literal takes exactly ${digits} hex digits`;
      return q;
    }
    // A prefix without a digit after it (`0x`, `0bU`): ptxas: "Parsing error near 'x'".
    let noDigits = false;
    if (b[p]! === Ch.D0 && c1 === 0x78 /* x */) {
      p += 2;
      const from = p;
      while (p < n && HEX[b[p]!] === 1) p++;
      noDigits = p === from;
    } else if (b[p]! === Ch.D0 && c1 === 0x62 /* b */) {
      p += 2;
      const from = p;
      while (p < n && (b[p]! === Ch.D0 || b[p]! === Ch.D0 + 1)) p++;
      noDigits = p === from;
    } else {
      const octal = b[p]! === Ch.D0;
      // An 8 or 9 among the digits: an octal literal (leading 0) that is malformed.
      let eightOrNine = false;
      for (; p < n && b[p]! >= Ch.D0 && b[p]! <= Ch.D9; p++) if (b[p]! >= Ch.D0 + 8) eightOrNine = true;
      let isFloat = false;
      // `1.5`, `1.`, and `1.e5` (ptxas takes an exponent right after the dot), not `1.x`.
      if (p < n && b[p]! === Ch.DOT && !(p + 1 < n && isAlpha(b[p + 1]!) && !exponentAt(b, p + 1, n))) {
        isFloat = true;
        p++;
        while (p < n && b[p]! >= Ch.D0 && b[p]! <= Ch.D9) p++;
      }
      if (p < n && (b[p]! | 0x20) === 0x65 /* e */) {
        let q = p + 1;
        if (q < n && (b[q]! === Ch.PLUS || b[q]! === Ch.MINUS)) q++;
        if (q < n && b[q]! >= Ch.D0 && b[q]! <= Ch.D9) {
          while (q < n && b[q]! >= Ch.D0 && b[q]! <= Ch.D9) q++;
          p = q;
          isFloat = true;
        }
      }
      if (isFloat) {
        this.kind = T.Float;
        this.checkFloatRange(this.start, p);
        return p;
      }
      if (octal && eightOrNine) {
        this.kind = T.Error;
        this.error = `malformed octal number '${this.source.slice(this.start, p)}'`;
        return p;
      }
    }
    // Only an upper-case U marks an unsigned literal (ptxas rejects `12u`).
    if (p < n && b[p]! === 0x55 /* U */) p++;
    if (noDigits || (p < n && IDENT_PART[b[p]!] === 1)) {
      let q = p;
      while (q < n && IDENT_PART[b[q]!] === 1) q++;
      this.kind = T.Error;
      this.error = `malformed number '${this.source.slice(this.start, q)}'`;
      return q;
    }
    // A literal of up to 18 characters cannot overflow (integer-literal.ts: 17 hex digits, 20 decimal).
    if (p - this.start > 18 && integerLiteralBits(this.source.slice(this.start, p)) === null) {
      this.kind = T.Error;
      this.error = `an integer constant that overflows 64 bits ('${this.source.slice(this.start, p)}')`;
    }
    return p;
  }

  /**
   * A decimal float `source[start, end)` outside what a 64-bit float holds is an error (ptxas:
   * "Constant overflow"): past the largest, or so small that it is subnormal or zero though some
   * digit is not (`1e-400`, `4.9e-324`); `0e-400` is zero.
   */
  private checkFloatRange(start: number, end: number): void {
    const text = this.source.slice(start, end);
    const v = Number(text);
    if (v === Infinity || (v < MIN_NORMAL && /[1-9]/.test(text.replace(/[eE].*/, '')))) {
      this.kind = T.Error;
      this.error = `a float constant outside the range of a 64-bit float ('${text}')`;
    }
  }
}

/** The end of a dot token whose name continues at `p`: `.shared::cta`, `.L2::cache_hint`. */
function dotEnd(b: Uint8Array, p: number, n: number): number {
  for (;;) {
    while (p < n && IDENT_PART[b[p]!] === 1) p++;
    if (p + 2 < n && b[p]! === Ch.COLON && b[p + 1]! === Ch.COLON && IDENT_PART[b[p + 2]!] === 1) p += 2;
    else return p;
  }
}

function isIdentPart(c: number): boolean {
  return IDENT_PART[c] === 1;
}

function isDigit(c: number): boolean {
  return c >= Ch.D0 && c <= Ch.D9;
}

/** End of a `.digits[e[+-]digits]` float at p, or -1 when the digits run into a name (`.1d`). */
function fractionEnd(b: Uint8Array, p: number, n: number): number {
  let q = p + 1;
  while (q < n && isDigit(b[q]!)) q++;
  if (q < n && (b[q]! | 0x20) === 0x65) {
    let r = q + 1;
    if (r < n && (b[r]! === Ch.PLUS || b[r]! === Ch.MINUS)) r++;
    if (r < n && isDigit(b[r]!)) {
      while (r < n && isDigit(b[r]!)) r++;
      q = r;
    }
  }
  return q < n && isIdentPart(b[q]!) ? -1 : q;
}

/** Is there an exponent at `q`: `e` or `E`, a sign or none, a digit? */
function exponentAt(b: Uint8Array, q: number, n: number): boolean {
  if ((b[q]! | 0x20) !== 0x65) return false;
  const r = q + 1 < n && (b[q + 1] === Ch.PLUS || b[q + 1] === Ch.MINUS) ? q + 2 : q + 1;
  return r < n && isDigit(b[r]!);
}

/** The smallest normal 64-bit float. */
const MIN_NORMAL = 2.2250738585072014e-308;

function isAlpha(c: number): boolean {
  return (c >= Ch.A && c <= Ch.Z) || (c >= Ch.a && c <= Ch.z) || c === Ch.UNDERSCORE;
}

/**
 * `# 123 "file" 1 2` and `#line 123 "file"`, anywhere up to the end of a line, are line markers
 * that ptxas skips; anything else starting with `#` is not (ptxas rejects it, having no
 * preprocessor). Returns the end of the marker, or -1.
 */
function lineMarkerEnd(b: Uint8Array, p: number, n: number): number {
  let q = p + 1;
  if (b[q] === 0x6c && b[q + 1] === 0x69 && b[q + 2] === 0x6e && b[q + 3] === 0x65 /* line */) q += 4;
  while (q < n && (b[q]! === Ch.SPACE || b[q]! === Ch.TAB)) q++;
  const digits = q;
  while (q < n && b[q]! >= Ch.D0 && b[q]! <= Ch.D9) q++;
  if (q === digits) return -1;
  while (q < n && (b[q]! === Ch.SPACE || b[q]! === Ch.TAB)) q++;
  if (q >= n || b[q]! !== Ch.QUOTE) return -1;
  q++;
  while (q < n && b[q]! !== Ch.QUOTE && b[q]! !== Ch.LF) q++;
  if (q >= n || b[q]! !== Ch.QUOTE) return -1;
  q++;
  for (;;) {
    while (q < n && (b[q]! === Ch.SPACE || b[q]! === Ch.TAB || b[q]! === Ch.CR)) q++;
    if (q >= n || b[q]! === Ch.LF) return q;
    const d = q;
    while (q < n && b[q]! >= Ch.D0 && b[q]! <= Ch.D9) q++;
    if (q === d) return -1;
  }
}

/** Where the star-slash closing a comment whose text starts at `p` is, or -1. */
export function commentEnd(b: Uint8Array, p: number, n: number): number {
  for (let q = b.indexOf(Ch.STAR, p); q >= 0 && q + 1 < n; q = b.indexOf(Ch.STAR, q + 1)) if (b[q + 1] === Ch.SLASH) return q;
  return -1;
}
