// A set of names of the source text, each kept as the byte range [start, end) of one of its
// occurrences and found by its nameKey() (name-hash.ts): adding and finding a label makes no string.
// Emptied in constant time (a stamp per slot), as it is once per function.

/** Each slot is four numbers: start, end, key, stamp. */
const START = 0, END = 1, KEY = 2, STAMP = 3;

export class SourceNameSet {
  /** One array for all slots (a power of two of them): a parse of a small file allocates little. */
  private slots = new Int32Array(4 * 64);
  /** A slot is in use when its stamp is the current one. */
  private stamp = 1;
  private size = 0;

  constructor(private readonly bytes: Uint8Array) {}

  clear(): void {
    this.stamp++;
    this.size = 0;
  }

  /** Add `bytes[start, end)`, whose key is `key`. */
  add(start: number, end: number, key: number): void {
    const i = this.find(start, end, key) * 4;
    const s = this.slots;
    if (s[i + STAMP] === this.stamp) return;
    s[i + START] = start;
    s[i + END] = end;
    s[i + KEY] = key;
    s[i + STAMP] = this.stamp;
    if (++this.size * 8 > this.slots.length) this.grow(); // at most half the slots in use
  }

  has(start: number, end: number, key: number): boolean {
    return this.slots[this.find(start, end, key) * 4 + STAMP] === this.stamp;
  }

  /** The members, as strings of `src` (whose bytes these are). */
  strings(src: string): string[] {
    const s = this.slots;
    const out: string[] = [];
    for (let i = 0; i < s.length; i += 4) if (s[i + STAMP] === this.stamp) out.push(src.slice(s[i + START], s[i + END]));
    return out;
  }

  /** The slot holding the name, or the empty slot where it would go. */
  private find(start: number, end: number, key: number): number {
    const s = this.slots;
    const capacity = s.length >> 2;
    const mask = capacity - 1;
    const b = this.bytes;
    const len = end - start;
    // The slot: the top log2(capacity) bits of a multiplicative hash of the key.
    for (let i = Math.imul(key, 0x9e3779b1) >>> (Math.clz32(capacity) + 1); ; i = (i + 1) & mask) {
      const at = i * 4;
      if (s[at + STAMP] !== this.stamp) return i;
      if (s[at + KEY] !== key) continue;
      const from = s[at + START]!;
      if (s[at + END]! - from !== len) continue;
      let k = 0;
      while (k < len && b[from + k] === b[start + k]) k++;
      if (k === len) return i;
    }
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Int32Array(old.length * 2);
    this.size = 0;
    for (let i = 0; i < old.length; i += 4) if (old[i + STAMP] === this.stamp) this.add(old[i + START]!, old[i + END]!, old[i + KEY]!);
  }
}
