// An instruction's operand signature: the kind of each operand, as far as operand matching can
// tell them apart (match/operands.ts looks at nothing finer), packed into one small integer.
// The resolver remembers which signatures each opcode spelling accepted, so that the validate-only
// fast path (parser/quick-instruction.ts) can accept a statement without building its operands.
import type { Name, Operand } from '../ast.js';
import { wordSpecialComponent } from './operand-types.js';
import { classBits, RegClass } from '../types/register-classes.js';
import { VECTOR_ELEMENTS } from '../types/vectors.js';
import { addressName, immediateAddress, narrowAddress } from './address-spaces.js';
import { IMMEDIATE_ADDRESS, INT_ADDRESS, MAX_SPACE_CODE, NARROW_ADDRESS, NARROW_INT_ADDRESS, spaceCode } from '../types/state-spaces.js';
import { PREDEFINED } from '../../generated/symbols.js';

export const enum OperandKind {
  Name = 1,
  Sink = 2,
  Int = 3,
  Float = 4,
  /** `-1`, `-0f3F800000` */
  NegatedConstant = 5,
  Address = 6,
  /** `{%r1, %r2, %r3}`: a brace vector of names, of a length other than 1, 2, 4 or 8 */
  NameVector = 7,
  /** `!%p1` */
  NotName = 8,
  /** `-%r1` */
  NegatedName = 9,
  /** `%r1|%p1`: a destination and its predicate */
  NamePair = 10,
  /** `%tid.x`, `%v.w`: a name with a vector element (other selectors have no kind) */
  ElementName = 11,
  /** Brace vectors of 2, 4, 8 and 1 names: their lengths are told apart, as `.v2`/`.v4`/`.v8` (or none) need them. */
  NameVector2 = 12,
  NameVector4 = 13,
  NameVector8 = 14,
  NameVector1 = 15,
}

/** The kind of a brace vector of `n` names. */
export function nameVectorKind(n: number): number {
  switch (n) {
    case 1:
      return OperandKind.NameVector1;
    case 2:
      return OperandKind.NameVector2;
    case 4:
      return OperandKind.NameVector4;
    case 8:
      return OperandKind.NameVector8;
    default:
      return OperandKind.NameVector;
  }
}

/**
 * The type-signature entry after the class of a brace vector whose kind (NameVector) does not tell
 * its length: 3 to 14 names (4 and 8 have kinds of their own), that number; 16, 32, 64 or 128
 * names (tcgen05.ld's .x16 to .x128), 1, 2, 4 or 8; any other length -1 (it cannot stand).
 */
export function vectorLengthEntry(n: number): number {
  if (n >= 3 && n <= 14) return n;
  switch (n) {
    case 16:
      return 1;
    case 32:
      return 2;
    case 64:
      return 4;
    case 128:
      return 8;
    default:
      return -1;
  }
}

/**
 * Signatures cover at most this many operands (4 bits each): with a type signature of
 * MAX_TYPE_ENTRIES, one key below 2^53. (A statement of more operands, which real code hardly
 * writes, is left to the grammar.)
 */
export const MAX_SIGNATURE_OPERANDS = 5;

/** The signature `sig` followed by one more operand of kind `kind`. */
export function withOperand(sig: number, kind: number): number {
  return sig * 16 + kind;
}

/** The signature of parsed operands, or -1 when one of them is of no OperandKind. */
export function signatureOf(operands: readonly Operand[]): number {
  if (operands.length > MAX_SIGNATURE_OPERANDS) return -1;
  let sig = 0;
  for (const op of operands) {
    const kind = kindOf(op);
    if (kind === 0) return -1;
    sig = withOperand(sig, kind);
  }
  return sig;
}

function kindOf(op: Operand): number {
  switch (op.kind) {
    case 'Name':
      return op.selector === null ? OperandKind.Name : VECTOR_ELEMENTS.has(op.selector) ? OperandKind.ElementName : 0;
    case 'Sink':
      return OperandKind.Sink;
    case 'Int':
      return OperandKind.Int;
    case 'Float':
      return OperandKind.Float;
    case 'Address':
      // `[tex, {%r1, %r2}]` has no kind: the fast path reads addresses of one item only, and its
      // entry would be that of `[%rd1]`, which the form does not take.
      return op.items.length === 1 ? OperandKind.Address : 0;
    case 'Vector':
      // A sink in a vector has no kind: it is taken in a result vector only (match/operands.ts).
      for (const e of op.elements) if (e.kind !== 'Name' || e.selector !== null) return 0;
      return op.elements.length > 0 ? nameVectorKind(op.elements.length) : 0;
    case 'Unary':
      if (op.op === '-' && (op.arg.kind === 'Int' || op.arg.kind === 'Float')) return OperandKind.NegatedConstant;
      if (op.op === '-' && op.arg.kind === 'Name' && op.arg.selector === null) return OperandKind.NegatedName;
      if (op.op === '!' && op.arg.kind === 'Name' && op.arg.selector === null) return OperandKind.NotName;
      return 0;
    case 'Pair':
      return op.first.kind === 'Name' && op.second.kind === 'Name' && op.first.selector === null && op.second.selector === null ? OperandKind.NamePair : 0;
    default:
      return 0;
  }
}

// The type signature: what operand type checking (match/operand-types.ts) looks at, one 5-bit entry
// per operand in order: the register class of a name (of a special register's component, Special
// for one of 16 and 32 bits, U32 for one of 32 only; 0 for another element), of the names of a
// brace vector (all one class; then its length where its kind does not tell it,
// vectorLengthEntry()) or of both names of a pair; RegClass.F32 or F64 for a 0f or 0d literal; for
// a bare variable's name (mov's avar), variableEntry() of its state space; for
// an address based on a variable, the code of its state space (address-spaces.ts spaceCode), on a
// register its size and whether of an integer type (registerAddressEntry()), on a special register
// RegClass.Special (the fast path leaves those to the grammar), a constant address
// IMMEDIATE_ADDRESS; 0 for anything else. A signature and a type signature together decide a
// spelling's verdict.

/** Type signatures cover at most this many entries: with an operand signature, one key below 2^53. */
export const MAX_TYPE_ENTRIES = 6;

/** The type signature `types` followed by one more entry `entry` (a RegClass, or another entry below 32). */
export function withEntry(types: number, entry: number): number {
  return types * 32 + entry;
}

/**
 * The type-signature entry of a bare variable's name, by the spaceCode() of its state space (as
 * symbols.ts spaceCodeAt gives it): one above every register class for a variable of .global,
 * .shared, .local, .const or another space, whose address an operand may or may not hold
 * (`mov.u32 %r1, g` is an error for a .global g only); 0 for any other code (a function, a
 * label, an undeclared name), -1 (none can stand) for a .param variable, whose use the
 * signatures do not tell, or an ambiguous name or a handle (-1).
 */
export function variableEntry(code: number): number {
  if (code === PARAM_SPACE_CODE || code < 0) return -1;
  return code > 0 && code <= MAX_SPACE_CODE ? RegClass.Conflict + code : 0;
}

const PARAM_SPACE_CODE = spaceCode('.param');

/** The key of an operand signature and a type signature together. */
export function acceptKey(sig: number, types: number): number {
  return sig * 1073741824 + types;
}

/**
 * The type signature of parsed operands, or -1 when it cannot stand for them: a name whose class
 * `classOf` gives as -1 (a register the fast path cannot type), a vector of registers of different
 * classes, too many entries. `variableOf`: the entry of a name of no class (variableEntry()).
 */
export function typeSignatureOf(operands: readonly Operand[], classOf: (n: Name) => number, spaceOf: (name: string) => string | null, variableOf: (n: Name) => number): number {
  let types = 0;
  let entries = 0;
  const push = (cls: number): boolean => {
    if (cls < 0 || ++entries > MAX_TYPE_ENTRIES) return false;
    types = withEntry(types, cls);
    return true;
  };
  for (const op of operands) {
    let ok: boolean;
    switch (op.kind) {
      case 'Name': {
        // A vector element (`%v.x`) is untyped, but for a special register's: RegClass.Special for
        // one of 16 and 32 bits (`%tid.x`), RegClass.U32 for one of 32 only (`%cluster_ctaid.x`).
        const c = classOf(op);
        ok = push(op.selector === null ? (c === 0 ? variableOf(op) : c) : c === RegClass.Special ? c : wordSpecialComponent(op.name) ? RegClass.U32 : 0);
        break;
      }
      case 'Float':
        ok = push(literalClass(op.text));
        break;
      case 'Address': {
        // A variable's state space, or whether a register is a 32-bit one (address-spaces.ts).
        const n = addressName(op);
        const space = n === null ? null : spaceOf(n.name);
        ok = push(n === null ? (immediateAddress(op) ? IMMEDIATE_ADDRESS : 0) : space !== null ? spaceCode(space) : PREDEFINED.has(n.name) ? RegClass.Special : registerAddressEntry(classOf(n)));
        break;
      }
      case 'Unary':
        ok = push(op.arg.kind === 'Name' && op.arg.selector === null ? classOf(op.arg) : op.arg.kind === 'Float' ? literalClass(op.arg.text) : 0);
        break;
      case 'Pair':
        ok = push(op.first.kind === 'Name' && op.first.selector === null ? classOf(op.first) : 0);
        ok &&= push(op.second.kind === 'Name' && op.second.selector === null ? classOf(op.second) : 0);
        break;
      case 'Vector': {
        let cls = 0;
        for (const e of op.elements) {
          if (e.kind !== 'Name') continue;
          const c = e.selector === null ? classOf(e) : 0;
          if (c < 0 || (cls !== 0 && c !== cls)) return -1;
          cls = c;
        }
        ok = push(cls);
        // The length, where the kind does not tell it.
        if (ok && nameVectorKind(op.elements.length) === OperandKind.NameVector) ok = push(vectorLengthEntry(op.elements.length));
        break;
      }
      default:
        ok = push(0);
    }
    if (!ok) return -1;
  }
  return types;
}

/**
 * The entry of an address based on a register of class `cls` (-1: the fast path cannot type it):
 * a 64-bit one is 0, a 32-bit one NARROW_ADDRESS, or INT_ADDRESS and NARROW_INT_ADDRESS where of
 * an integer type (which tcgen05.mma's tensor-memory addresses do not take); a narrower one (which
 * txq and suq reject, ld takes) is left to the grammar, and so is a name of no class (a variable's
 * has its space's entry), a `.f16x2` one (no address) or RegClass.Special (a `%` name of no range):
 * an undeclared one, resolved at the function's end, must not teach the entry of a 64-bit register.
 */
export function registerAddressEntry(cls: number): number {
  if (cls <= 0 || cls >= RegClass.F16) return -1;
  if (cls === RegClass.U32 || cls === RegClass.S32) return NARROW_INT_ADDRESS;
  if (cls === RegClass.U64 || cls === RegClass.S64) return INT_ADDRESS;
  if (narrowAddress(cls)) return NARROW_ADDRESS;
  return classBits(cls) < 32 ? -1 : 0;
}

/** The entry of a float literal: RegClass.F32 for 0f, F64 for 0d, Special for a decimal one. */
export function literalClass(text: string): number {
  const c = text.charCodeAt(1) | 0x20;
  return text.charCodeAt(0) !== 0x30 ? RegClass.Special : c === 0x66 ? RegClass.F32 : c === 0x64 ? RegClass.F64 : RegClass.Special;
}
