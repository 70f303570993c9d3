// Character codes the lexer and the grammar compare against, and the classes of characters.
export const enum Ch {
  TAB = 9,
  LF = 10,
  FF = 12,
  CR = 13,
  /** 0x1A, the old end-of-file mark: ptxas skips it as a blank. */
  SUB = 26,
  SPACE = 32,
  BANG = 33,
  QUOTE = 34,
  HASH = 35,
  DOLLAR = 36,
  PERCENT = 37,
  AMP = 38,
  LPAREN = 40,
  RPAREN = 41,
  STAR = 42,
  PLUS = 43,
  COMMA = 44,
  MINUS = 45,
  DOT = 46,
  SLASH = 47,
  D0 = 48,
  D9 = 57,
  COLON = 58,
  SEMI = 59,
  LT = 60,
  EQ = 61,
  GT = 62,
  QUESTION = 63,
  AT = 64,
  A = 65,
  Z = 90,
  LBRACKET = 91,
  BACKSLASH = 92,
  RBRACKET = 93,
  CARET = 94,
  UNDERSCORE = 95,
  a = 97,
  z = 122,
  LBRACE = 123,
  PIPE = 124,
  RBRACE = 125,
  TILDE = 126,
}

/** The bytes of ASCII text `s`: a keyword the scanners look for with bytesAt(). */
export function bytesOf(s: string): Uint8Array {
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
}

/** Is `word` (bytesOf()) written in `b` at `at`? */
export function bytesAt(b: Uint8Array, at: number, word: Uint8Array): boolean {
  for (let k = 0; k < word.length; k++) if (b[at + k] !== word[k]) return false;
  return true;
}

/** A class of characters, indexed by a byte: 1 for each of `chars`, 0 for any other. */
export function charClass(chars: string): Uint8Array {
  const table = new Uint8Array(256);
  for (const c of bytesOf(chars)) table[c] = 1;
  return table;
}

// Character classes, indexed by a byte of the text (the lexer's bytes: one per character, those
// above U+00FF as 0xFF), so no range check is needed.
export const IDENT_START = new Uint8Array(256);
export const IDENT_PART = new Uint8Array(256);
export const HEX = new Uint8Array(256);
export const DECIMAL = new Uint8Array(256);
for (let c = 0; c < 128; c++) {
  const alpha = (c >= Ch.A && c <= Ch.Z) || (c >= Ch.a && c <= Ch.z);
  const digit = c >= Ch.D0 && c <= Ch.D9;
  IDENT_START[c] = alpha || c === Ch.UNDERSCORE || c === Ch.DOLLAR || c === Ch.PERCENT ? 1 : 0;
  IDENT_PART[c] = alpha || digit || c === Ch.UNDERSCORE || c === Ch.DOLLAR ? 1 : 0;
  HEX[c] = digit || (c >= 65 && c <= 70) || (c >= 97 && c <= 102) ? 1 : 0;
  DECIMAL[c] = digit ? 1 : 0;
}
