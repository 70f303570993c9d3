// The hashes (name-hash.ts) of a set of names, without the names: a name whose hash is absent is
// certainly not in the set, so most names can be ruled out without making their string.

export class HashFilter {
  /** Each hash + 1 (0: empty), in slots chosen by the top bits of a multiplicative hash. */
  private slots = new Int32Array(256);
  private shift = 24;
  private size = 0;

  add(hash: number): void {
    const i = this.find(hash);
    if (this.slots[i] !== 0) return;
    this.slots[i] = hash + 1;
    if (++this.size * 2 > this.slots.length) {
      const old = this.slots;
      this.slots = new Int32Array(old.length * 2);
      this.shift--;
      this.size = 0;
      for (const v of old) if (v !== 0) this.add(v - 1);
    }
  }

  has(hash: number): boolean {
    return this.slots[this.find(hash)] !== 0;
  }

  private find(hash: number): number {
    const mask = this.slots.length - 1;
    let i = Math.imul(hash, 0x9e3779b1) >>> this.shift;
    while (this.slots[i] !== 0 && this.slots[i] !== hash + 1) i = (i + 1) & mask;
    return i;
  }
}
