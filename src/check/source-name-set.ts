// A set of names of the source text, each kept as the byte range [start, end) of one of its
// occurrences and found by its nameKey() (name-hash.ts): adding and finding a label makes no string.
// Emptied in constant time (a stamp per slot), as it is once per function.

export class SourceNameSet {
  private starts = new Int32Array(256);
  private ends = new Int32Array(256);
  private hashes = new Int32Array(256);
  /** A slot is in use when its stamp is the current one. */
  private stamps = new Int32Array(256);
  private stamp = 1;
  private size = 0;
  /** Slots are chosen by the top bits of a multiplicative hash: 32 - log2(slots). */
  private shift = 24;

  constructor(private readonly bytes: Uint8Array) {}

  clear(): void {
    this.stamp++;
    this.size = 0;
  }

  /** Add `bytes[start, end)`, whose hash is `hash`. */
  add(start: number, end: number, hash: number): void {
    const i = this.find(start, end, hash);
    if (this.stamps[i] === this.stamp) return;
    this.stamps[i] = this.stamp;
    this.starts[i] = start;
    this.ends[i] = end;
    this.hashes[i] = hash;
    if (++this.size * 2 > this.stamps.length) this.grow();
  }

  has(start: number, end: number, hash: number): boolean {
    return this.stamps[this.find(start, end, hash)] === this.stamp;
  }

  /** The members, as strings of `src` (whose bytes these are). */
  strings(src: string): string[] {
    const out: string[] = [];
    for (let i = 0; i < this.stamps.length; i++) if (this.stamps[i] === this.stamp) out.push(src.slice(this.starts[i], this.ends[i]));
    return out;
  }

  /** The slot holding the name, or the empty slot where it would go. */
  private find(start: number, end: number, hash: number): number {
    const mask = this.stamps.length - 1;
    const b = this.bytes;
    const len = end - start;
    for (let i = Math.imul(hash, 0x9e3779b1) >>> this.shift; ; i = (i + 1) & mask) {
      if (this.stamps[i] !== this.stamp) return i;
      if (this.hashes[i] !== hash) continue;
      const s = this.starts[i]!;
      if (this.ends[i]! - s !== len) continue;
      let k = 0;
      while (k < len && b[s + k] === b[start + k]) k++;
      if (k === len) return i;
    }
  }

  private grow(): void {
    const { starts, ends, hashes, stamps, stamp } = this;
    const n = stamps.length * 2;
    this.starts = new Int32Array(n);
    this.ends = new Int32Array(n);
    this.hashes = new Int32Array(n);
    this.stamps = new Int32Array(n);
    this.size = 0;
    this.shift--;
    for (let i = 0; i < stamps.length; i++) if (stamps[i] === stamp) this.add(starts[i]!, ends[i]!, hashes[i]!);
  }
}
