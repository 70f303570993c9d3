// The shapes (first character and length) of a set of names: a name whose shape is absent is
// certainly not in the set. Adding a name costs next to nothing, which matters as every
// declaration adds one, and it rules out the names that matter: `$L__BB0_3`, a label branched to
// before it is defined, has no declared name of its shape in nvcc's output.

export class NameShapeFilter {
  /** By first character, a bit for each length (the last bit: 31 or more). */
  private readonly lengths = new Uint32Array(256);

  add(name: string): void {
    this.lengths[name.charCodeAt(0) & 0xff]! |= 1 << Math.min(name.length, 31);
  }

  /** May the name `bytes[start, end)` be in the set? */
  has(bytes: Uint8Array, start: number, end: number): boolean {
    return ((this.lengths[bytes[start]!]! >>> Math.min(end - start, 31)) & 1) === 1;
  }
}
