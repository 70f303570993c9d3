// A set of names of the source text, each kept as the byte range [start, end) of one of its
// occurrences, with the number of the block it belongs to, and found by its nameKey()
// (name-hash.ts) and block: adding and finding a label makes no string. Emptied in constant time
// (a stamp per slot), as it is once per function. A name may also carry a number (mark(),
// valueOf()): the symbols' state-space codes, found with one probe.
import type { SourceText } from '../source-text.js';

/** Each slot is SLOT numbers: start, end, key, block, stamp, value. */
const START = 0, END = 1, KEY = 2, BLOCK = 3, STAMP = 4, VALUE = 5, SLOT = 6;

export class SourceNameSet {
  /**
   * One array for all slots (a power of two of them), from two: V8 makes a typed array of up to 64
   * bytes in its heap, a larger one with a buffer of its own (some 3 us, where a symbol table makes
   * six of these sets a parse and most stay empty or nearly in a small module).
   */
  private slots = new Int32Array(SLOT * 2);
  /** A slot is in use when its stamp is the current one. */
  private stamp = 1;
  private size = 0;

  constructor(private readonly bytes: Uint8Array) {}

  clear(): void {
    this.stamp++;
    this.size = 0;
  }

  /** Add `bytes[start, end)`, whose key is `key`, to block `block`. */
  add(start: number, end: number, key: number, block: number): void {
    this.put(start, end, key, block, 0);
  }

  /** Give `bytes[start, end)` (of no block) the value `value` (not 0), or -1 when it already has another. */
  mark(start: number, end: number, key: number, value: number): void {
    const i = this.find(start, end, key, 0) * SLOT;
    const s = this.slots;
    if (s[i + STAMP] !== this.stamp) this.put(start, end, key, 0, value);
    else if (s[i + VALUE] !== value) s[i + VALUE] = -1;
  }

  /** The value mark() gave `bytes[start, end)`; 0 for a name it did not mark. */
  valueOf(start: number, end: number, key: number): number {
    const i = this.find(start, end, key, 0) * SLOT;
    const s = this.slots;
    return s[i + STAMP] === this.stamp ? s[i + VALUE]! : 0;
  }

  private put(start: number, end: number, key: number, block: number, value: number): void {
    const i = this.find(start, end, key, block) * SLOT;
    const s = this.slots;
    if (s[i + STAMP] === this.stamp) return;
    s[i + START] = start;
    s[i + END] = end;
    s[i + KEY] = key;
    s[i + BLOCK] = block;
    s[i + STAMP] = this.stamp;
    s[i + VALUE] = value;
    if (++this.size * 2 * SLOT > this.slots.length) this.grow(); // at most half the slots in use
  }

  has(start: number, end: number, key: number, block: number): boolean {
    return this.slots[this.find(start, end, key, block) * SLOT + STAMP] === this.stamp;
  }

  /** The members (those of `blocks`, when given), as strings of `source` (whose bytes these are). */
  strings(source: SourceText, blocks?: ReadonlySet<number>): string[] {
    const s = this.slots;
    const out: string[] = [];
    for (let i = 0; i < s.length; i += SLOT) if (s[i + STAMP] === this.stamp && (blocks === undefined || blocks.has(s[i + BLOCK]!))) out.push(source.slice(s[i + START]!, s[i + END]!));
    return out;
  }

  /** The slot holding the name in `block`, or the empty slot where it would go. */
  private find(start: number, end: number, key: number, block: number): number {
    const s = this.slots;
    const capacity = s.length / SLOT;
    const mask = capacity - 1;
    const b = this.bytes;
    const len = end - start;
    // The slot: the top log2(capacity) bits of a multiplicative hash of the key.
    for (let i = Math.imul(key + block, 0x9e3779b1) >>> (Math.clz32(capacity) + 1); ; i = (i + 1) & mask) {
      const at = i * SLOT;
      if (s[at + STAMP] !== this.stamp) return i;
      if (s[at + KEY] !== key || s[at + BLOCK] !== block) continue;
      const from = s[at + START]!;
      if (s[at + END]! - from !== len) continue;
      let k = 0;
      while (k < len && b[from + k] === b[start + k]) k++;
      if (k === len) return i;
    }
  }

  private grow(): void {
    const old = this.slots;
    // From two slots straight to 64: one buffer for a set that grows at all, as before it started small.
    this.slots = new Int32Array(Math.max(old.length * 2, SLOT * 64));
    this.size = 0;
    for (let i = 0; i < old.length; i += SLOT) if (old[i + STAMP] === this.stamp) this.put(old[i + START]!, old[i + END]!, old[i + KEY]!, old[i + BLOCK]!, old[i + VALUE]!);
  }
}
