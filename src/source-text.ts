// The text being parsed: one byte per character, which the lexer and the checks scan, and
// strings made from it only for the names and spellings that are kept or reported.
//
// A file read as bytes need never become one whole-file string: making that string costs as
// much as a third of a whole `ptx parse` (the copy, and first-touch page faults on its memory).

const INTERNED_BITS = 12;
const MAX_INTERNED = 24;

/**
 * The last short string made from bytes in each of 2^INTERNED_BITS slots, by hash: the same
 * names (`%r12`, a parameter) come again and again, and an AST then holds one string for each.
 * One table for every text (a string is its characters; files parsed one after another share
 * most names), filled from the start: an empty array written at a slot far past its length
 * becomes a dictionary, whose every read in slice() was a slow keyed load (on 2,000 small
 * modules, slice() was the most costly function).
 */
const interned: Array<string | undefined> = new Array<string | undefined>(1 << INTERNED_BITS).fill(undefined);

export class SourceText {
  /** One byte per character; characters above U+00FF (never part of a PTX token) are 0xFF. */
  readonly bytes: Uint8Array;
  readonly length: number;

  /**
   * A Node Buffer's own latin1 decoding, when the bytes are one (as the CLI reads a file): for a
   * long name (a mangled parameter) it is three times as fast as a TextDecoder call.
   */
  private readonly bufferSlice: ((this: Uint8Array, start: number, end: number) => string) | undefined;

  /** `text`, when the caller has the string; then slices come from it, exactly as written. */
  private constructor(
    bytes: Uint8Array,
    private readonly text: string | null,
  ) {
    this.bytes = bytes;
    this.length = bytes.length;
    this.bufferSlice = (bytes as { latin1Slice?: (this: Uint8Array, start: number, end: number) => string }).latin1Slice;
  }

  /** A string's characters, or bytes read as latin1 (PTX is ASCII, so offsets are byte offsets). */
  static of(input: string | Uint8Array): SourceText {
    return typeof input === 'string' ? new SourceText(toBytes(input), input) : new SourceText(input, null);
  }

  /** The length of the byte order mark the text starts with (UTF-8's 3 bytes, a string's U+FEFF); 0 when none. */
  byteOrderMark(): number {
    const b = this.bytes;
    if (b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) return 3;
    return this.text !== null && this.text.charCodeAt(0) === 0xfeff ? 1 : 0;
  }

  /** The characters [start, end) as a string. */
  slice(start: number, end: number): string {
    if (this.text !== null) return this.text.slice(start, end);
    const b = this.bytes;
    const len = end - start;
    if (len > MAX_INTERNED) return this.bufferSlice !== undefined ? this.bufferSlice.call(b, start, end) : latin1(b, start, end);
    let h = len;
    for (let i = start; i < end; i++) h = Math.imul(h, 31) + b[i]!;
    const slot = Math.imul(h, 0x9e3779b1) >>> (32 - INTERNED_BITS);
    const known = interned[slot];
    if (known !== undefined && known.length === len) {
      let i = 0;
      while (i < len && known.charCodeAt(i) === b[start + i]) i++;
      if (i === len) return known;
    }
    return (interned[slot] = latin1(b, start, end));
  }

  /** The code point at `at`, for naming a stray character. */
  codePointAt(at: number): number {
    return this.text !== null ? this.text.codePointAt(at)! : this.bytes[at]!;
  }
}

const utf8 = new TextEncoder();

/** One byte per character; characters above U+00FF become 0xFF. */
function toBytes(src: string): Uint8Array {
  const n = src.length;
  const b = new Uint8Array(n);
  // ASCII text (nearly all PTX) is its own UTF-8: the native encoder writes it 4-5x faster than the
  // loop below. It fills b exactly only when every character took one byte.
  const r = utf8.encodeInto(src, b);
  if (r.read === n && r.written === n) return b;
  for (let i = 0; i < n; i++) {
    const c = src.charCodeAt(i);
    b[i] = c < 256 ? c : 255;
  }
  return b;
}

/** WHATWG's 'latin1' is windows-1252, which agrees with latin1 on ASCII: it is given only that. */
const asciiDecoder = new TextDecoder('latin1');

/**
 * Bytes [start, end) as latin1. A short name char by char: V8 keeps strings under 13 characters
 * flat, and that beats any decoder call; longer ASCII ones with one decoder call (a mangled
 * parameter name runs to a hundred characters); others in one call per 8 KB.
 */
export function latin1(b: Uint8Array, start: number, end: number): string {
  let s = '';
  if (end - start < 13) {
    for (let i = start; i < end; i++) s += String.fromCharCode(b[i]!);
    return s;
  }
  if (end - start <= 4096 && isAscii(b, start, end)) return asciiDecoder.decode(b.subarray(start, end));
  for (let i = start; i < end; i += 8192) s += String.fromCharCode.apply(null, b.subarray(i, Math.min(end, i + 8192)) as unknown as number[]);
  return s;
}

function isAscii(b: Uint8Array, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (b[i]! >= 0x80) return false;
  return true;
}
