// The shapes (first character and length) of a set of names: a name whose shape is absent is
// certainly not in the set. Adding a name costs next to nothing, which matters as every
// declaration adds one, and it rules out the names that matter: `$L__BB0_3`, a label branched to
// before it is defined, has no declared name of its shape in nvcc's output.

/** The numbers a filter keeps: one per first character. */
export const SHAPE_WORDS = 256;

export class NameShapeFilter {
  /** `lengths`: by first character, a bit for each length (the last bit: 31 or more); SHAPE_WORDS of them. */
  constructor(private readonly lengths = new Uint32Array(SHAPE_WORDS)) {}

  // No Math.min below: a call, where this runs for every declaration, mostly before V8 optimizes it.
  add(name: string): void {
    const n = name.length;
    this.lengths[name.charCodeAt(0) & 0xff]! |= 1 << (n < 31 ? n : 31);
  }

  /** May the name `bytes[start, end)` be in the set? */
  has(bytes: Uint8Array, start: number, end: number): boolean {
    const n = end - start;
    return ((this.lengths[bytes[start]!]! >>> (n < 31 ? n : 31)) & 1) === 1;
  }
}
