// A register's declared type, as far as operand type checking tells them apart: a small class that
// the validate-only fast path also reads from the register ranges. Made from spec/types.json.
import { TYPE_FACTS } from '../../generated/types.js';

/** A register's declared type, as far as checking tells them apart; 5 bits in a type signature (Conflict never is in one). */
export const enum RegClass {
  /** Not a register whose type is checked (a variable, a special register, a vector register). */
  None = 0,
  Pred = 1,
  B8 = 2,
  B16 = 3,
  B32 = 4,
  B64 = 5,
  B128 = 6,
  /**
   * Unsigned and signed registers are classes apart: ptxas gives a brace vector of registers their
   * one type, but a vector mixing types (`{%u1, %s2}` as well as `{%u1, %b2}`) the bit type of its
   * size, which a `.f16x2` or `.f32` operand takes where `{%u1, %u2}` is "Arguments mismatch".
   */
  U8 = 7,
  U16 = 8,
  U32 = 9,
  U64 = 10,
  S8 = 11,
  S16 = 12,
  S32 = 13,
  S64 = 14,
  F16 = 15,
  F32 = 16,
  F64 = 17,
  /**
   * `.f16x2`, the one packed type a register is declared of: ptxas takes it for the bit, integer
   * and integer-lane types of 32 bits and `.f16x2`, not for a float one, nor in a vector beside
   * another class but a bit type, nor as an address.
   */
  F16x2 = 18,
  /**
   * Only in fast-path signatures (quick-instruction.ts, resolver.ts fastPathClass): a `%` name that
   * is no register in scope, a special register, which only some operands take. (A decimal float
   * literal has the same entry; the operand kinds tell them apart.)
   */
  Special = 19,
  /** A register-range prefix declared with different types in the blocks in view (the fast path declines). */
  Conflict = 20,
}

/** What checking knows of a register class: its type kind, its size and its types' names. */
interface ClassFacts {
  readonly kind: 'pred' | 'bits' | 'unsigned' | 'signed' | 'float' | 'packed';
  readonly bits: number;
  readonly token: string;
}

/** The class of a type of spec/types.json that registers are declared of, or None: bit, integer and float types of a class's size, .pred and the declarable packed type (.f16x2). */
function classOfFacts(kind: string, bits: number, declarable: boolean): number {
  const size = Math.log2(bits) - 3;
  if (kind === 'pred') return RegClass.Pred;
  if (kind === 'bits' && size >= 0 && size <= 4) return RegClass.B8 + size;
  if (kind === 'unsigned' && size >= 0 && size <= 3) return RegClass.U8 + size;
  if (kind === 'signed' && size >= 0 && size <= 3) return RegClass.S8 + size;
  if (kind === 'float' && size >= 1 && size <= 3) return RegClass.F16 + size - 1;
  if (kind === 'packed' && declarable && bits === 32) return RegClass.F16x2;
  return RegClass.None;
}

/** The class of each type registers are declared of. */
const CLASSES: ReadonlyMap<string, number> = new Map([...TYPE_FACTS].map(([token, t]): [string, number] => [token, classOfFacts(t.kind, t.bits, t.declarable)]).filter(([, c]) => c !== RegClass.None));

/** The facts of each class Pred to F16x2, by class: the one table of them. */
const FACTS: readonly (ClassFacts | undefined)[] = (() => {
  const facts: (ClassFacts | undefined)[] = [];
  for (const [token, cls] of CLASSES) {
    const t = TYPE_FACTS.get(token)!;
    facts[cls] ??= { kind: t.kind as ClassFacts['kind'], bits: t.kind === 'pred' ? 0 : t.bits, token };
  }
  return facts;
})();

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
  return FACTS[cls]!.bits;
}

/** Is `cls` an unsigned or signed integer class (U8 to S64)? */
export function integerClass(cls: number): boolean {
  return cls >= RegClass.U8 && cls <= RegClass.S64;
}

/** Is `cls` a float class (F16 to F64; not F16x2)? */
export function floatClass(cls: number): boolean {
  return cls >= RegClass.F16 && cls <= RegClass.F64;
}

/** The class of integer registers of the size of `cls` that ptxas sees as of one type with it in a vector (the unsigned class for a signed one); any other class itself. */
export function signlessClass(cls: number): number {
  return cls >= RegClass.S8 && cls <= RegClass.S64 ? cls - RegClass.S8 + RegClass.U8 : cls;
}

/** The type of class `cls`, for messages (`.u32`). */
export function classToken(cls: number): string {
  return FACTS[cls]?.token ?? 'another type';
}

/**
 * Can a register of class `cls` (or a name of no checked class) be an address's base? Not a
 * predicate, floating-point or `.f16x2` one, nor a `.b128` (ptxas: "Illegal operand type for address/array-index",
 * "Illegal to use symbol '%h' of type .f16x2 as address operand").
 */
export function addressBase(cls: number): boolean {
  return cls !== RegClass.Pred && cls !== RegClass.B128 && !floatClass(cls) && cls !== RegClass.F16x2;
}
