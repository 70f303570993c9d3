// A register's declared type, as far as operand type checking tells them apart: a small class that
// the validate-only fast path also reads from the register ranges. Made from spec/types.json.
import { TYPE_FACTS } from '../../generated/types.js';

/** A register's declared type, as far as checking tells them apart; 4 bits in a type signature (Conflict never is in one). */
export const enum RegClass {
  /** Not a register whose type is checked (a variable, a special register, a vector register). */
  None = 0,
  Pred = 1,
  B8 = 2,
  B16 = 3,
  B32 = 4,
  B64 = 5,
  B128 = 6,
  I8 = 7,
  I16 = 8,
  I32 = 9,
  I64 = 10,
  F16 = 11,
  F32 = 12,
  F64 = 13,
  /**
   * `.f16x2`, the one packed type a register is declared of: ptxas takes it for the bit, integer
   * and integer-lane types of 32 bits and `.f16x2`, not for a float one, nor in a vector beside
   * another class but a bit type, nor as an address.
   */
  F16x2 = 14,
  /**
   * Only in fast-path signatures (quick-instruction.ts, resolver.ts fastPathClass): a `%` name that
   * is no register in scope, a special register, which only some operands take. (A decimal float
   * literal has the same entry; the operand kinds tell them apart.)
   */
  Special = 15,
  /** A register-range prefix declared with different types in the blocks in view (the fast path declines). */
  Conflict = 16,
}

/** The class of each type of a register class: bit, integer and float types of a class's size, .pred and the declarable packed type (.f16x2). */
const CLASSES: ReadonlyMap<string, number> = new Map(
  [...TYPE_FACTS].flatMap(([token, t]): [string, number][] => {
    const size = Math.log2(t.bits) - 3;
    if (t.kind === 'pred') return [[token, RegClass.Pred]];
    if (t.kind === 'bits' && size >= 0 && size <= 4) return [[token, RegClass.B8 + size]];
    if ((t.kind === 'signed' || t.kind === 'unsigned') && size >= 0 && size <= 3) return [[token, RegClass.I8 + size]];
    if (t.kind === 'float' && size >= 1 && size <= 3) return [[token, RegClass.F16 + size - 1]];
    if (t.kind === 'packed' && t.declarable && t.bits === 32) return [[token, RegClass.F16x2]];
    return [];
  }),
);

/** The class of a register declared with type `token` (`.b32`, `.u16`, `.pred`). */
export function registerClassOf(token: string): number {
  return CLASSES.get(token) ?? RegClass.None;
}

/** The class of what a declaration in `space` of `type` (a `.vN` vector when `vector`) declares: a vector register is not checked, a variable only as a predicate guard. */
export function declaredClass(space: string, vector: boolean, type: string): number {
  if (space === '.reg') return vector ? RegClass.None : registerClassOf(type);
  return type === '.pred' ? RegClass.Pred : RegClass.None;
}

/** The size of a register of class `cls` (B8 to F16x2). */
export function classBits(cls: number): number {
  if (cls === RegClass.F16x2) return 32;
  if (cls <= RegClass.B128) return 8 << (cls - RegClass.B8);
  if (cls <= RegClass.I64) return 8 << (cls - RegClass.I8);
  return 16 << (cls - RegClass.F16);
}

const CLASS_TOKENS = ['', '.pred', '.b8', '.b16', '.b32', '.b64', '.b128', '.u8/.s8', '.u16/.s16', '.u32/.s32', '.u64/.s64', '.f16', '.f32', '.f64', '.f16x2'];

/** The types of class `cls`, for messages (`.u32/.s32`). */
export function classToken(cls: number): string {
  return CLASS_TOKENS[cls] ?? 'another type';
}

/**
 * Can a register of class `cls` (or a name of no checked class) be an address's base? Not a
 * predicate, floating-point or `.f16x2` one, nor a `.b128` (ptxas: "Illegal operand type for address/array-index",
 * "Illegal to use symbol '%h' of type .f16x2 as address operand").
 */
export function addressBase(cls: number): boolean {
  return cls !== RegClass.Pred && cls !== RegClass.B128 && (cls < RegClass.F16 || cls > RegClass.F16x2);
}
