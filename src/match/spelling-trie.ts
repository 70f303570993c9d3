// The instruction spellings the resolver has cached, as a trie over their bytes: the fast path
// (quick-instruction.ts) finds a line's spelling with one table load per byte, where hashing it
// and then comparing it with the cached spelling of that hash reads it twice.
// Each state's first child is also kept beside the state in `first`: a spelling's states are made
// one after another, so a walk along them reads one cache line for many bytes, where the rows
// (256 bytes apart) take a line each, and a walk stalled on each of those loads.

/** Spellings are ASCII: each state has a row of next states, one per byte below ROW (0: none). */
const ROW = 128;
/** At most this many states (2 MB of rows); spellings past them are found by hash only. */
const MAX_STATES = 8192;

export class SpellingTrie<T> {
  private next = new Uint16Array(ROW * 256);
  /** The first child of each state: its byte << 16 | its state (0: none yet). */
  private readonly first = new Uint32Array(MAX_STATES);
  private readonly values: Array<T | undefined> = [undefined];
  private states = 1;
  /** Where the walk of the last find() stopped. */
  end = 0;

  /**
   * Walk the bytes of `b` from `p` (up to `n`) for as long as they spell a prefix of a spelling
   * added; set `end` to where that stops, and return the value of the spelling that ends there,
   * if one does. Whether the spelling really ends there (what follows cannot continue it) is
   * the caller's to judge.
   */
  find(b: Uint8Array, p: number, n: number): T | undefined {
    const next = this.next;
    const first = this.first;
    let s = 0;
    while (p < n) {
      const c = b[p]!;
      const f = first[s]!;
      let t: number;
      if (f >>> 16 === c) t = f & 0xffff;
      else {
        if (c >= ROW) break;
        t = next[s * ROW + c]!;
        if (t === 0) break;
      }
      s = t;
      p++;
    }
    this.end = p;
    return this.values[s];
  }

  /** File `b[start, end)` (ASCII, not empty) under `value`; past MAX_STATES, nothing more is filed. */
  add(b: Uint8Array, start: number, end: number, value: T): void {
    let s = 0;
    for (let p = start; p < end; p++) {
      const c = b[p]!;
      if (c >= ROW) return;
      let t = this.next[s * ROW + c]!;
      if (t === 0) {
        if (this.states === MAX_STATES) return;
        t = this.states++;
        if (t * ROW >= this.next.length) {
          const grown = new Uint16Array(this.next.length * 2);
          grown.set(this.next);
          this.next = grown;
        }
        this.values.push(undefined);
        this.next[s * ROW + c] = t;
        if (this.first[s] === 0) this.first[s] = (c << 16) | t;
      }
      s = t;
    }
    this.values[s] = value;
  }
}
