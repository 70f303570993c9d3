// The module-level `{ }` blocks of PTX text (function bodies, initializers), found by a scan of its
// bytes that skips comments and strings as the lexer does but makes no token: a fraction of the
// lexer's time, for what must know where functions lie before (or instead of) a parse.
// Within a block, only braces, strings, comments and `#` matter: the scan jumps from one to the
// next (found by the native indexOf) and counts the line breaks, `;` and `,` between four bytes
// at a time, without a branch per byte; the text between blocks is read byte by byte, or, where
// only the blocks' places are wanted (blockPlaces()), it jumps there too.
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
  return new Scan(bytes, true).run();
}

/** The blocks of `bytes` as scanBlocks() finds them, their counts left at 0: nothing is counted, within blocks or between. */
export function blockPlaces(bytes: Uint8Array): Block[] {
  return new Scan(bytes, false).run().blocks;
}

/**
 * The characters that end a run of counting within a block (the first BLOCK_STOPS), or between
 * blocks when nothing is counted (all: a `;` ends a function's header).
 */
const STOPS = [Ch.LBRACE, Ch.RBRACE, Ch.QUOTE, Ch.SLASH, Ch.HASH, Ch.SEMI];
const BLOCK_STOPS = 5;

/** The characters the scan looks at between blocks; every other one it passes by. */
const MEANS = charClass('\n;,{}.#"/');

const ENTRY = bytesOf('.entry');
const FUNC = bytesOf('.func');

/** Each of a word's four bytes (0x7F7F7F7F: all but its top bit), and those of one character four times. */
const LOW7 = 0x7f7f7f7f;
const LF4 = Ch.LF * 0x01010101;
const SEMI4 = Ch.SEMI * 0x01010101;
const COMMA4 = Ch.COMMA * 0x01010101;

/** 1 in each byte of `w` equal to that of `four` (one character four times), 0 in the others. */
function equalBytes(w: number, four: number): number {
  const v = w ^ four;
  // A byte's top bit is set when the byte is not 0: by the sum for its low seven bits, by itself for the eighth.
  return (~(((v & LOW7) + LOW7) | v) >>> 7) & 0x01010101;
}

/** The sum of the four bytes of `w`. */
function byteSum(w: number): number {
  return (w & 0xff) + ((w >>> 8) & 0xff) + ((w >>> 16) & 0xff) + (w >>> 24);
}

class Scan {
  private readonly b: Uint8Array;
  private readonly n: number;
  /** The text's whole 32-bit words, from its byte `lead` (where the buffer is aligned to 4). */
  private readonly words: Int32Array;
  private readonly lead: number;
  /** Where the next of each of STOPS is, at or after where it was last looked for (n: none). */
  private readonly stops: number[] = STOPS.map(() => -1);
  private readonly blocks: Block[] = [];
  private lines = 0;
  private semicolons = 0;
  private commas = 0;
  private irregular = false;
  private depth = 0;
  /** A `.entry` or `.func` came at the module's level since its last `;` or block. */
  private header = false;
  /** The open module-level block's `{`, and the counts and header there. */
  private start = 0;
  private startLines = 0;
  private startSemicolons = 0;
  private body = false;

  constructor(
    bytes: Uint8Array,
    /** Whether anything is counted: scanBlocks()'s scan, not blockPlaces()'. */
    private readonly counted: boolean,
  ) {
    this.b = bytes;
    this.n = bytes.length;
    this.lead = (4 - (bytes.byteOffset % 4)) % 4;
    this.words = this.lead > this.n ? new Int32Array(0) : new Int32Array(bytes.buffer, bytes.byteOffset + this.lead, (this.n - this.lead) >>> 2);
  }

  run(): BlockScan {
    const b = this.b;
    const n = this.n;
    let i = 0;
    while (i < n) {
      if (this.depth > 0) {
        const stop = this.nextStop(i, BLOCK_STOPS);
        this.count(i, stop, true);
        i = stop;
      } else if (!this.counted) {
        // Between the stops, code alone: of it, only a `.entry` or `.func` matters.
        const stop = this.nextStop(i, STOPS.length);
        if (!this.header) this.header = headerIn(b, i, stop);
        i = stop;
      } else while (i < n && MEANS[b[i]!] === 0) i++;
      if (i < n) i = this.at(i);
    }
    return { blocks: this.blocks, lines: this.lines, semicolons: this.semicolons, commas: this.commas, irregular: this.irregular };
  }

  /** The first of the first `count` STOPS at or after `i`, or n. */
  private nextStop(i: number, count: number): number {
    let first = this.n;
    for (let k = 0; k < count; k++) {
      let at = this.stops[k]!;
      if (at < i) {
        at = this.b.indexOf(STOPS[k]!, i);
        this.stops[k] = at = at < 0 ? this.n : at;
      }
      if (at < first) first = at;
    }
    return first;
  }

  /** Read the character at `i` (and a comment or string it opens); where to go on. */
  private at(i: number): number {
    const b = this.b;
    const c = b[i]!;
    switch (c) {
      case Ch.LF:
        this.lines++;
        break;
      case Ch.SEMI:
        this.semicolons++;
        if (this.depth === 0) this.header = false;
        break;
      case Ch.COMMA:
        this.commas++;
        break;
      case Ch.LBRACE:
        if (this.depth++ === 0) {
          this.start = i;
          this.startLines = this.lines;
          this.startSemicolons = this.semicolons;
          this.body = this.header;
          this.header = false;
        }
        break;
      case Ch.RBRACE:
        if (this.depth > 0 && --this.depth === 0) {
          this.blocks.push({ start: this.start, end: i + 1, lines: this.lines - this.startLines, semicolons: this.semicolons - this.startSemicolons, body: this.body });
        }
        break;
      case Ch.DOT:
        if (this.depth === 0 && (wordAt(b, i, ENTRY) || wordAt(b, i, FUNC))) this.header = true;
        break;
      case Ch.HASH:
        this.irregular = true;
        break;
      case Ch.QUOTE: {
        // As the lexer reads a string: to its closing quote or a line break (a backslash escapes nothing).
        let k = i + 1;
        while (k < this.n && b[k] !== Ch.QUOTE && b[k] !== Ch.LF) k++;
        if (k < this.n && b[k] === Ch.QUOTE) return k + 1;
        if (k < this.n) this.irregular = true;
        return k;
      }
      case Ch.SLASH:
        if (b[i + 1] === Ch.SLASH) {
          // To the line break (counted next): a comment is short, and a loop costs less than a call.
          let k = i + 2;
          while (k < this.n && b[k] !== Ch.LF) k++;
          return k;
        }
        if (b[i + 1] === Ch.STAR) {
          const close = commentEnd(b, i + 2, this.n);
          const end = close < 0 ? this.n : close + 2;
          if (close < 0) this.irregular = true;
          this.count(i, end, false);
          return end;
        }
        break;
    }
    return i + 1;
  }

  /** Count the line breaks of bytes [from, to), and with `code` their `;` and `,`. */
  private count(from: number, to: number, code: boolean): void {
    if (!this.counted) return;
    const b = this.b;
    let lines = 0;
    let semicolons = 0;
    let commas = 0;
    // Byte by byte up to the first whole word, and after the last.
    const lead = this.lead;
    const first = Math.min(to, from <= lead ? lead : lead + ((from - lead + 3) & ~3));
    const last = Math.max(first, lead + ((to - lead) & ~3));
    for (let i = from; i < first; i++) {
      const c = b[i]!;
      lines += c === Ch.LF ? 1 : 0;
      semicolons += c === Ch.SEMI ? 1 : 0;
      commas += c === Ch.COMMA ? 1 : 0;
    }
    const words = this.words;
    const end = (last - lead) >> 2;
    for (let w = (first - lead) >> 2; w < end; ) {
      // Each byte of a sum counts up to 255 words.
      const stop = Math.min(end, w + 255);
      let l = 0;
      let s = 0;
      let m = 0;
      for (; w < stop; w++) {
        const x = words[w]!;
        l += equalBytes(x, LF4);
        s += equalBytes(x, SEMI4);
        m += equalBytes(x, COMMA4);
      }
      lines += byteSum(l);
      semicolons += byteSum(s);
      commas += byteSum(m);
    }
    for (let i = last; i < to; i++) {
      const c = b[i]!;
      lines += c === Ch.LF ? 1 : 0;
      semicolons += c === Ch.SEMI ? 1 : 0;
      commas += c === Ch.COMMA ? 1 : 0;
    }
    this.lines += lines;
    if (!code) return;
    this.semicolons += semicolons;
    this.commas += commas;
  }
}

/** Is `word` written at `at` in `b`, not followed by a character of a name? */
function wordAt(b: Uint8Array, at: number, word: Uint8Array): boolean {
  return bytesAt(b, at, word) && IDENT_PART[b[at + word.length] ?? Ch.SPACE] !== 1;
}

/** Whether `b[from, to)`, code without comment or string, has a `.entry` or `.func`. */
function headerIn(b: Uint8Array, from: number, to: number): boolean {
  for (let k = b.indexOf(Ch.DOT, from); k >= 0 && k < to; k = b.indexOf(Ch.DOT, k + 1)) if (wordAt(b, k, ENTRY) || wordAt(b, k, FUNC)) return true;
  return false;
}
