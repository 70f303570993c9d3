// The instruction spellings the resolver has cached, as a trie over their bytes: the fast path
// (quick-instruction.ts) finds a line's spelling with one table load per byte, where hashing it
// and then comparing it with the cached spelling of that hash reads it twice.
// Each state's first child is also kept beside the state in `first`: a spelling's states are made
// one after another, so a walk along them reads one cache line for many bytes, where the rows
// (256 bytes apart) take a line each, and a walk stalled on each of those loads.
// A walk still costs some 30 machine instructions a byte (each load is checked), so its results
// are remembered by the bytes they read, compared 4 at a time: a line's spelling is mostly found
// by a few word compares (see find()).

/** Spellings are ASCII: each state has a row of next states, one per byte below ROW (0: none). */
const ROW = 128;
/** At most this many states (2 MB of rows); spellings past them are found by hash only. */
const MAX_STATES = 8192;

/** The walks remembered: 2^MEMO_BITS of them, each of at most MEMO_WORDS words of bytes read. */
const MEMO_BITS = 10;
const MEMO_WORDS = 8;

export class SpellingTrie<T> {
  private next = new Uint16Array(ROW * 256);
  /** The first child of each state: its byte << 16 | its state (0: none yet). */
  private readonly first = new Uint32Array(MAX_STATES);
  private readonly values: Array<T | undefined> = [undefined];
  private states = 1;
  /** Where the walk of the last find() stopped. */
  end = 0;
  /**
   * Walks remembered, one per slot (by a hash of their first 8 bytes): the bytes the walk read
   * (those it took and the one that stopped it), as little-endian words, the last one masked; how
   * many (0: none); where it stopped, from its start; its value.
   */
  private readonly memoWords = new Int32Array(MEMO_WORDS << MEMO_BITS);
  private readonly memoLength = new Int32Array(1 << MEMO_BITS);
  private readonly memoEnd = new Int32Array(1 << MEMO_BITS);
  private readonly memoValues: Array<T | undefined> = new Array<T | undefined>(1 << MEMO_BITS).fill(undefined);
  /** The bytes last searched, and a view that reads them 4 at a time. */
  private viewed: Uint8Array | null = null;
  private view: DataView = new DataView(new ArrayBuffer(0));

  /**
   * Walk the bytes of `b` from `p` (up to `n`) for as long as they spell a prefix of a spelling
   * added; set `end` to where that stops, and return the value of the spelling that ends there,
   * if one does. Whether the spelling really ends there (what follows cannot continue it) is
   * the caller's to judge.
   */
  find(b: Uint8Array, p: number, n: number): T | undefined {
    if (p + 8 > n) return this.walk(b, p, n);
    if (b !== this.viewed) {
      this.viewed = b;
      this.view = new DataView(b.buffer, b.byteOffset, b.byteLength);
    }
    const view = this.view;
    const w0 = view.getInt32(p, true);
    const w1 = view.getInt32(p + 4, true);
    const slot = Math.imul(w0 ^ Math.imul(w1, 0x9e3779b1), 0x85ebca6b) >>> (32 - MEMO_BITS);
    const length = this.memoLength[slot]!;
    const words = this.memoWords;
    const at = slot * MEMO_WORDS;
    // The first two words whole (the slot is theirs), the others as far as the walk read.
    if (length !== 0 && words[at] === w0 && words[at + 1] === w1 && p + ((length + 3) & ~3) <= n) {
      let k = 2;
      for (; k * 4 < length; k++) {
        const left = length - k * 4;
        const w = view.getInt32(p + k * 4, true);
        if ((left >= 4 ? w : w & ((1 << (left * 8)) - 1)) !== words[at + k]) break;
      }
      if (k * 4 >= length) {
        this.end = p + this.memoEnd[slot]!;
        return this.memoValues[slot];
      }
    }
    const value = this.walk(b, p, n);
    // Remembered when the walk stopped on a byte (not at the text's end) within MEMO_WORDS words.
    const read = this.end - p + 1;
    if (this.end < n && read <= MEMO_WORDS * 4 && p + ((read + 3) & ~3) <= n) {
      words[at] = w0;
      words[at + 1] = w1;
      for (let k = 2; k * 4 < read; k++) {
        const left = read - k * 4;
        const w = view.getInt32(p + k * 4, true);
        words[at + k] = left >= 4 ? w : w & ((1 << (left * 8)) - 1);
      }
      this.memoLength[slot] = Math.max(read, 8);
      this.memoEnd[slot] = this.end - p;
      this.memoValues[slot] = value;
    }
    return value;
  }

  /** find() by walking the trie. */
  private walk(b: Uint8Array, p: number, n: number): T | undefined {
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
    // A walk remembered may go further now.
    this.memoLength.fill(0);
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
