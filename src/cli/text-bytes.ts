// Output text gathered as latin1 bytes (as out() writes a string), for output made of many small
// pieces (grep's lines): written as they come into one growing buffer, no string is made of each.
import { isSpace } from '../explore/source-lines.js';

/** isSpace() of each byte: a table, read once per byte of grep's 80,082 lines on compute. */
const SPACE = Uint8Array.from({ length: 256 }, (_, c) => (isSpace(c) ? 1 : 0));

/** `s` as latin1 bytes, to write as a piece: by hand, as Buffer.from() of a short string costs a microsecond or two. */
export function latin1Of(s: string): Uint8Array {
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

export class TextBytes {
  private buf = Buffer.allocUnsafe(1 << 16);
  private used = 0;

  /** Room for `n` more bytes. */
  private room(n: number): Buffer {
    if (this.used + n > this.buf.length) {
      const bigger = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.used + n));
      this.buf.copy(bigger, 0, 0, this.used);
      this.buf = bigger;
    }
    return this.buf;
  }

  /** `s`, one byte per character. */
  text(s: string): void {
    const b = this.room(s.length);
    for (let i = 0; i < s.length; i++) b[this.used++] = s.charCodeAt(i);
  }

  /** Bytes made once and written many times (latin1Of()): copied by hand, as a set() of a few bytes costs more. */
  piece(p: Uint8Array): void {
    const b = this.room(p.length);
    let o = this.used;
    for (let i = 0; i < p.length; i++) b[o++] = p[i]!;
    this.used = o;
  }

  /** A whole number `n` (0 or more) in decimal. */
  decimal(n: number): void {
    let digits = 1;
    for (let m = n; m >= 10; m = Math.floor(m / 10)) digits++;
    const b = this.room(digits);
    for (let i = this.used + digits - 1; i >= this.used; i--, n = Math.floor(n / 10)) b[i] = 48 + (n % 10);
    this.used += digits;
  }

  /** `src[start, end)` on one line, as source-lines.ts oneLine() makes a span's text: each run of white space one space. */
  oneLine(src: Uint8Array, start: number, end: number): void {
    const b = this.room(end - start);
    let o = this.used;
    for (let i = start; i < end; i++) {
      const c = src[i]!;
      if (SPACE[c] === 0) {
        b[o++] = c;
        continue;
      }
      while (i + 1 < end && SPACE[src[i + 1]!] === 1) i++;
      b[o++] = 32;
    }
    this.used = o;
  }

  /** `src[start, end)` on one line (oneLine()) as a JSON string, escaped as JSON.stringify() escapes a string. */
  jsonOneLine(src: Uint8Array, start: number, end: number): void {
    this.text('"');
    const from = this.used;
    this.oneLine(src, start, end);
    // Rarely anything to escape (a quote, a backslash, a control character): then the string again, escaped.
    const b = this.buf;
    let i = from;
    while (i < this.used && b[i]! !== 0x22 && b[i]! !== 0x5c && b[i]! >= 0x20) i++;
    if (i < this.used) {
      const raw = b.toString('latin1', from, this.used);
      this.used = from;
      this.text(JSON.stringify(raw).slice(1, -1));
    }
    this.text('"');
  }

  /** The bytes written. */
  bytes(): Uint8Array {
    return this.buf.subarray(0, this.used);
  }
}
