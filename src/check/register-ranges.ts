// The `%r<100>`-style register ranges in scope, for checking register names by their bytes: a small
// open-addressing table from a prefix code (registerPrefixCodeOf) to the largest count any
// enclosing block declares, and the register class of its type. `%r12` is declared exactly when 12
// is below that count.
import { Ch } from '../chars.js';
import { RegClass } from '../types/register-classes.js';

/**
 * A register-range prefix of at most four characters (`%` and up to three more) packed into a
 * small integer: 1, then each character after the `%` as a base-256 digit. -1 when the prefix is
 * longer or does not start with `%`. The fast path computes the same code from the bytes it scans.
 */
export function registerPrefixCodeOf(name: string): number {
  if (name.length < 2 || name.length > 4 || name.charCodeAt(0) !== Ch.PERCENT) return -1;
  let code = 1;
  for (let i = 1; i < name.length; i++) {
    code = code * 256 + name.charCodeAt(i);
  }
  return code;
}

const SIZE = 256;

export class RegisterRanges {
  /** Views of one buffer: each buffer V8 makes costs a few microseconds, a symbol table a parse. */
  private readonly buffer = new ArrayBuffer(SIZE * 9);
  private readonly codes = new Int32Array(this.buffer, 0, SIZE);
  private readonly counts = new Int32Array(this.buffer, SIZE * 4, SIZE);
  private readonly classes = new Uint8Array(this.buffer, SIZE * 8, SIZE);
  private used = 0;

  clear(): void {
    this.codes.fill(0);
    this.used = 0;
  }

  /** Record that a block in scope declares `count` registers with prefix `code`, of register class `cls`. */
  raise(code: number, count: number, cls: number): void {
    let i = slot(code);
    while (this.codes[i] !== 0 && this.codes[i] !== code) i = (i + 1) & (SIZE - 1);
    if (this.codes[i] === 0) {
      // Kept at most half full; a module with more distinct prefixes falls back to the grammar.
      if (this.used >= SIZE / 2) return;
      this.used++;
      this.codes[i] = code;
      this.counts[i] = Math.min(count, 0x7fffffff);
      this.classes[i] = cls;
    } else {
      if (count > this.counts[i]!) this.counts[i] = Math.min(count, 0x7fffffff);
      // Blocks in view that type the prefix differently: which one a register is of is the grammar's to tell.
      if (this.classes[i] !== cls) this.classes[i] = RegClass.Conflict;
    }
  }

  /**
   * Is `bytes[start, end)` a register of a range in scope, such as `%rd12`: `%`, one to three
   * letters, then a decimal number below the range's count?
   */
  hasName(bytes: Uint8Array, start: number, end: number): boolean {
    return this.classAt(bytes, start, end) >= 0;
  }

  /** The register class of `bytes[start, end)` when hasName(), else -1. */
  classAt(bytes: Uint8Array, start: number, end: number): number {
    if (bytes[start] !== Ch.PERCENT) return -1;
    let p = start + 1;
    let code = 1;
    for (; p < end && p < start + 4; p++) {
      const c = bytes[p]!;
      if (c >= Ch.D0 && c <= Ch.D9) break;
      code = code * 256 + c;
    }
    if (p === start + 1 || p === end || end - p > 9) return -1;
    let value = 0;
    for (; p < end; p++) {
      const c = bytes[p]!;
      if (c < Ch.D0 || c > Ch.D9) return -1;
      value = value * 10 + c - Ch.D0;
    }
    return this.find(code, value);
  }

  has(code: number, value: number): boolean {
    return this.find(code, value) >= 0;
  }

  /** The register class of register `value` of the range with prefix `code`, or -1 when it is none. */
  find(code: number, value: number): number {
    let i = slot(code);
    for (;;) {
      const c = this.codes[i];
      if (c === code) return value < this.counts[i]! ? this.classes[i]! : -1;
      if (c === 0) return -1;
      i = (i + 1) & (SIZE - 1);
    }
  }
}

function slot(code: number): number {
  return Math.imul(code, 0x9e3779b1) >>> 24;
}
