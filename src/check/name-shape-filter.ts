// The shapes (first character and length) of a set of names: a name whose shape is absent is
// certainly not in the set. Adding a name costs next to nothing, which matters as every
// declaration adds one, and it rules out the names that matter: `$L__BB0_3`, a label branched to
// before it is defined, has no declared name of its shape in nvcc's output.

const LENGTHS = 64;

export class NameShapeFilter {
  private readonly shapes = new Uint8Array(256 * LENGTHS);

  add(name: string): void {
    this.shapes[shape(name.charCodeAt(0) & 0xff, name.length)] = 1;
  }

  /** May the name `bytes[start, end)` be in the set? */
  has(bytes: Uint8Array, start: number, end: number): boolean {
    return this.shapes[shape(bytes[start]!, end - start)] === 1;
  }
}

function shape(first: number, length: number): number {
  return first * LENGTHS + Math.min(length, LENGTHS - 1);
}
