// The source locations `.loc` directives name, for inlined_at's check: ptxas rejects an inlined_at
// location no earlier `.loc` names ("Source location 1 24 30 used in inlined_at directive must be
// used in a preceding .loc directive"). Plain `.loc` lines go by the validate-only fast path,
// which records nothing; the text before an inlined_at is read instead, once, as far as needed,
// and only in a module that writes inlined_at.

const DOT = 0x2e, L = 0x6c, O = 0x6f, C = 0x63, SPACE = 0x20, TAB = 0x09, ZERO = 0x30, NINE = 0x39;
const SLASH = 0x2f, STAR = 0x2a, LF = 0x0a, QUOTE = 0x22;

export class LocSites {
  private readonly seen = new Set<string>();
  private scanned = 0;

  constructor(private readonly bytes: Uint8Array) {}

  /** Does a `.loc file line column` directive start before offset `end`? */
  before(file: number, line: number, column: number, end: number): boolean {
    this.scan(end);
    return this.seen.has(`${file} ${line} ${column}`);
  }

  private scan(end: number): void {
    const b = this.bytes;
    let p = this.scanned;
    for (; p + 4 < end; p++) {
      // A `.loc` in a comment or a string names nothing. (Both end before `end`, a statement's start.)
      if (b[p] === SLASH && b[p + 1] === SLASH) {
        const lf = b.indexOf(LF, p);
        p = lf < 0 ? end : lf;
        continue;
      }
      if (b[p] === SLASH && b[p + 1] === STAR) {
        let q = b.indexOf(STAR, p + 2);
        while (q >= 0 && b[q + 1] !== SLASH) q = b.indexOf(STAR, q + 1);
        p = q < 0 ? end : q + 1;
        continue;
      }
      if (b[p] === QUOTE) {
        let q = p + 1;
        while (q < end && b[q] !== QUOTE && b[q] !== LF) q++;
        p = q;
        continue;
      }
      if (b[p] !== DOT || b[p + 1] !== L || b[p + 2] !== O || b[p + 3] !== C) continue;
      let q = p + 4;
      const nums: number[] = [];
      while (nums.length < 3) {
        const s = q;
        while (b[q] === SPACE || b[q] === TAB) q++;
        if (q === s) break;
        let n = 0;
        const d = q;
        while (q < end && b[q]! >= ZERO && b[q]! <= NINE) n = n * 10 + b[q++]! - ZERO;
        if (q === d) break;
        nums.push(n);
      }
      if (nums.length === 3) this.seen.add(`${nums[0]} ${nums[1]} ${nums[2]}`);
    }
    this.scanned = Math.max(this.scanned, p);
  }
}
