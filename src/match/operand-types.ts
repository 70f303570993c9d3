// Operand type checking as ptxas does it ("Arguments mismatch"): each register written in a typed
// operand must agree with the type the instruction gives that operand (ISA §9.4, Table 26; for ld,
// st and cvt the wider registers of Tables 27 and 28), and an immediate must be of a kind the type
// takes. Registers are told apart by a small class of their declared type, the same class the
// validate-only fast path reads from the register ranges.
import type { Name, Operand } from '../ast.js';
import { ConstantKind, constantKind } from '../types/constant-kind.js';
import { describe } from './operands.js';
import { Allow, countsText, type FormTable, type TypeRef, vectorCountOf } from './tables.js';
import { SPECIAL_COMPONENT_TYPES, SPECIAL_TYPE_CHOICES, SPECIAL_TYPES } from '../../generated/symbols.js';
import { classBits, classToken, floatClass, integerClass, RegClass, registerClassOf, signlessClass } from '../types/register-classes.js';
import type { TypeKind } from '../types/fact-shapes.js';
import { typeFacts } from '../types/type-facts.js';

/** The class of each special register of a checked type (spec/symbols.json types): `%laneid` is a .u32. */
export const SPECIAL_CLASSES: ReadonlyMap<string, number> = new Map([...SPECIAL_TYPES].map(([name, type]) => [name, registerClassOf(type)]));

/** The classes a vector special register's component (`%tid.x`) agrees with, any one of them (spec/symbols.json componentTypes). */
const COMPONENT_CLASSES: ReadonlyMap<string, readonly number[]> = new Map([...SPECIAL_COMPONENT_TYPES].map(([name, types]) => [name, types.map(registerClassOf)]));

/** The classes a special register of no one type (`%gridid`) agrees with, any one of them (spec/symbols.json typeChoices). */
const CHOICE_CLASSES: ReadonlyMap<string, readonly number[]> = new Map([...SPECIAL_TYPE_CHOICES].map(([name, types]) => [name, types.map(registerClassOf)]));

/**
 * Is `name` a vector special register whose components the fast path's RegClass.Special entry
 * stands for: those that take 16- and 32-bit types (%tid.x)? The others, and %gridid (of any
 * size), take other types and are left to the grammar.
 */
export function fastSpecialComponent(name: string): boolean {
  return COMPONENT_CLASSES.get(name)?.includes(RegClass.U16) === true;
}

/**
 * Is `name` a vector special register whose components are 32-bit only (%cluster_ctaid.x)? The
 * fast path's type signatures give such a component the entry RegClass.U32, which no other vector
 * element has (signature.ts).
 */
export function wordSpecialComponent(name: string): boolean {
  const classes = COMPONENT_CLASSES.get(name);
  return classes !== undefined && classes.length === 1 && classes[0] === RegClass.U32;
}

const enum Kind {
  Bits,
  Int,
  Float,
  Pred,
  /**
   * A packed or narrow float type (`.bf16`, `.f16x2`, `.tf32`, `.e4m3x2`): bit-size registers of its
   * size only, even where wider registers are taken (cvt), but for `.f16x2`.
   */
  Packed,
}

interface TypeInfo {
  kind: Kind;
  bits: number;
  /** Registers of the type's size only, even where the instruction takes wider ones. */
  exact?: boolean;
  /** A packed type that takes a `.f16x2` register: `.f16x2` itself and one of integer lanes. */
  halves?: boolean;
}

const infos = new Map<string, TypeInfo | null>();

function infoOf(token: string): TypeInfo | null {
  let info = infos.get(token);
  if (info !== undefined) return info;
  info = null;
  const t = typeFacts(token);
  if (t !== undefined) {
    const kind = KINDS[t.kind];
    // A packed type takes registers of its size only, but where spec/types.json says it widens.
    if (kind !== null) info = kind === Kind.Packed ? { kind, bits: t.bits, exact: !t.widens, halves: t.intLanes || registerClassOf(token) === RegClass.F16x2 } : { kind, bits: t.bits };
  }
  infos.set(token, info);
  return info;
}

/** The checks' kind of each spec/types.json kind; an opaque type is not checked. */
const KINDS: Readonly<Record<TypeKind, Kind | null>> = { bits: Kind.Bits, signed: Kind.Int, unsigned: Kind.Int, float: Kind.Float, pred: Kind.Pred, packed: Kind.Packed, opaque: null };

function classKind(cls: number): Kind {
  if (cls === RegClass.Pred) return Kind.Pred;
  if (cls <= RegClass.B128) return Kind.Bits;
  if (cls === RegClass.F16x2) return Kind.Packed;
  return integerClass(cls) ? Kind.Int : Kind.Float;
}

/** Does a register of class `cls` agree with type `t` (ISA Table 26; with `relaxed`, Tables 27 and 28)? */
function registerFits(t: TypeInfo, cls: number, relaxed: boolean): boolean {
  if (cls === RegClass.None || cls === RegClass.Conflict) return true;
  const kind = classKind(cls);
  if (t.kind === Kind.Pred || kind === Kind.Pred) return t.kind === kind;
  const bits = classBits(cls);
  const size = relaxed && t.exact !== true ? bits >= t.bits : bits === t.bits;
  switch (t.kind) {
    case Kind.Bits:
      return size;
    case Kind.Int:
      return size && kind !== Kind.Float;
    case Kind.Float:
      return kind === Kind.Float ? bits === t.bits : size && kind === Kind.Bits;
    default:
      return size && (kind === Kind.Bits || (kind === Kind.Packed && t.halves === true));
  }
}

/**
 * Does the immediate `op` agree with type `t`? A literal or a constant expression, typed as ptxas
 * types it (types/constant-kind.ts); a name, an address or a badly typed expression (reported by
 * the grammar) is not checked here.
 */
function immediateFits(t: TypeInfo, op: Operand): boolean {
  const k = constantKind(op);
  if (typeof k !== 'number' || k === ConstantKind.Name) return true;
  if (k === ConstantKind.Int) return t.kind !== Kind.Float && t.kind !== Kind.Packed;
  switch (t.kind) {
    case Kind.Float:
      // A half takes no float literal; .f32 and .f64 take any.
      return t.bits !== 16;
    case Kind.Bits:
      // A 0f literal is 32 bits and any other float 64: only a bit type of that size takes it.
      return t.bits === (k === ConstantKind.F32 ? 32 : 64);
    default:
      // ptxas takes no float for an integer type, and no immediate for a packed or narrow float
      // type (add.f16x2, min.u16x2, add.bf16).
      return false;
  }
}

/** The register class of a name operand (`%r1`): RegClass.None for any other name. */
export type ClassOf = (name: string) => number;

/** What is wrong with the types of `form`'s operands `args`, or null. */
export function typeMismatch(
  form: FormTable,
  args: Readonly<Record<string, Operand>>,
  qualifiers: Readonly<Record<string, string | true>>,
  defaults: Readonly<Record<string, string>>,
  classOf: ClassOf,
): { operand: Operand; message: string } | null {
  for (const slot of form.operands) {
    const op = args[slot.field];
    if (op !== undefined && slot.allows & Allow.NoF16x2) {
      const m = packedMismatch(slot, op, qualifiers, defaults, classOf);
      if (m !== null) return m;
    }
    if (op !== undefined && slot.allows & Allow.BitRegister && slot.type !== null) {
      const m = bitRegisterMismatch(op, typeToken(slot.type, qualifiers, defaults), classOf);
      if (m !== null) return m;
    }
    if (op !== undefined && op.kind === 'Address') {
      const m = itemsMismatch(slot, op.items, form, qualifiers, defaults, classOf);
      if (m !== null) return m;
      continue;
    }
    const m = slotMismatch(slot.type, op, form, qualifiers, defaults, classOf, form.relaxedTypes, form.intVectorsForFloat, slot.allows & VECTOR_TYPING);
    if (m !== null) return m;
    if (slot.pairField !== null) {
      const p = slotMismatch(slot.pairType, args[slot.pairField], form, qualifiers, defaults, classOf);
      if (p !== null) return p;
    }
  }
  return null;
}

/**
 * A `.f16x2` register where the operand `op` of `slot` (or an item of it after its first, a
 * texture's or tensor's coordinates) is of an integer or bit type that takes none (spec
 * noPackedRegisters; ptxas "Arguments mismatch"), or null. A brace vector is typed as a whole:
 * `{%r1, %x}` with a `.b32` register is of a bit type, which passes.
 */
function packedMismatch(
  slot: FormTable['operands'][number],
  op: Operand,
  qualifiers: Readonly<Record<string, string | true>>,
  defaults: Readonly<Record<string, string>>,
  classOf: ClassOf,
): { operand: Operand; message: string } | null {
  const typed: [TypeRef | null, Operand][] = op.kind === 'Address' ? op.items.slice(1).map((item, i) => [slot.itemTypes?.[i] ?? null, item]) : [[slot.type, op]];
  for (const [ref, item] of typed) {
    const token = ref === null ? null : typeToken(ref, qualifiers, defaults);
    // A bit type (wmma's .b32 sub-byte fragments) or a choice of types (mma's .b32|.pred) takes one.
    const info = token === null ? null : infoOf(token);
    if (info === null || info.kind !== Kind.Int) continue;
    const registers = (item.kind === 'Vector' ? item.elements : [item]).filter((e) => e.kind === 'Name' && e.selector === null);
    if (registers.length > 0 && registers.every((e) => classOf((e as Name).name) === RegClass.F16x2)) {
      return { operand: registers[0]!, message: `register ${(registers[0] as Name).name} of type .f16x2 does not agree with the operand's type ${token}` };
    }
  }
  return null;
}

/**
 * `op` as a complaint where its register (an address's base) is not declared of a bit type, though
 * of one the type `token` otherwise takes (spec bitRegisterOperands: ptxas "Arguments mismatch" for
 * tcgen05.mma's `[d-tmem]` in a `.u32` register). Other registers the type check judges.
 */
function bitRegisterMismatch(op: Operand, token: string | null, classOf: ClassOf): { operand: Operand; message: string } | null {
  const base = op.kind === 'Address' ? (op.items.length === 1 ? addressBase(op.items[0]!) : null) : op;
  if (base === null || base.kind !== 'Name' || base.selector !== null) return null;
  const cls = classOf(base.name);
  if (!integerClass(cls) && !floatClass(cls)) return null;
  return { operand: base, message: `register ${base.name} of type ${classToken(cls)}: the operand takes ${token ?? 'bit-typed'} registers only` };
}

/** The item an address is based on: its register or variable, before an offset (`%r1` of `[%r1+4]`). */
function addressBase(item: Operand): Operand {
  return item.kind === 'Binary' && item.left.kind === 'Name' ? item.left : item;
}

/**
 * A register declared without a vector where a `.vN` slot asks for a brace vector: ptxas "Result
 * vector expected" (`ld.global.v2.b32 %r1, [a]`), "Argument vector size mismatch"
 * (`st.v2.b32 [a], %r1`), whatever the register's size (a `.b64` or `.b128` one too); but for
 * operands that take one (Allow.ScalarVector: mov's source). A vector register (class None) and a
 * special register are left to the grammar.
 */
export function loneRegisterMismatch(
  form: FormTable,
  args: Readonly<Record<string, Operand>>,
  qualifiers: Readonly<Record<string, string | true>>,
  classOf: ClassOf,
): { operand: Operand; message: string } | null {
  for (const slot of form.operands) {
    const op = args[slot.field];
    if (op === undefined || op.kind !== 'Name' || op.selector !== null || !takesVectorOnly(slot)) continue;
    const vec = qualifiers[slot.vectorBy!];
    if (typeof vec !== 'string' || SPECIAL_CLASSES.has(op.name)) continue;
    const cls = classOf(op.name);
    if (cls === RegClass.None || cls >= RegClass.Special) continue;
    return { operand: op, message: `expected a vector of ${countsText(vectorCountOf(slot, vec))} elements (${vec}), found register ${op.name} of type ${classToken(cls)}` };
  }
  return null;
}

function takesVectorOnly(slot: FormTable['operands'][number]): boolean {
  return slot.vectorBy !== null && (slot.allows & Allow.ScalarVector) === 0;
}

/** Has `form` an operand that a `.vN` slot makes a vector, and that takes no lone register for it (see loneRegisterMismatch)? */
export function vectorSizedForm(form: FormTable): boolean {
  return form.operands.some(takesVectorOnly);
}

/**
 * What is wrong with the types of an address's items: its first (a texture's or surface's handle,
 * an address's base register, `[%r1+4]`'s too) against the operand's type, the others (a sampler,
 * the coordinates) against its item types. Registers and brace vectors only (an expression is the grammar's). The
 * sizes are exact, as ptxas checks them (`[%r1, {...}]` is an error, so is a `.b64` coordinate),
 * but integer registers of a float type's size stand for it in a coordinate vector
 * (`tex.2d.v4.f32.f32 d, [t, {%r1, %r2}]` assembles; a lone `.u32` 1d coordinate does not).
 */
function itemsMismatch(
  slot: FormTable['operands'][number],
  items: readonly Operand[],
  form: FormTable,
  qualifiers: Readonly<Record<string, string | true>>,
  defaults: Readonly<Record<string, string>>,
  classOf: ClassOf,
): { operand: Operand; message: string } | null {
  const index = arrayIndexOf(form, qualifiers);
  const need = coordinatesOf(form, qualifiers);
  for (let i = 0; i < items.length; i++) {
    const v = items[i]!;
    // ptxas: "Vector expected for argument 2" for a tensor's `[tmap, %r1]` (a texture's 1d coordinate may be one register).
    if (form.exactCoordinates && need > 0 && slot.items > 1 && i === items.length - 1 && v.kind !== 'Vector') return { operand: v, message: `the coordinates are a brace vector of ${need}, not ${describe(v)}` };
    if (need === 0 || v.kind !== 'Vector') continue;
    // ptxas: "Illegal vector size: 3", "Operand vector size doesn't match geometry".
    const n = v.elements.length;
    // ptxas: "Argument vector size mismatch" (tensor coordinates).
    if (form.exactCoordinates) {
      if (n !== need) return { operand: v, message: `the geometry takes ${need} coordinate${need === 1 ? '' : 's'}, not ${n}` };
      continue;
    }
    if (n === 3 || n < need) return { operand: v, message: `the geometry takes ${need} coordinate${need === 1 ? '' : 's'} in a vector of ${need === 3 ? 4 : need} (or more), not ${n}` };
  }
  for (let i = 0; i < items.length; i++) {
    const ref = i === 0 ? slot.type : (slot.itemTypes?.[i - 1] ?? null);
    // An offset does not change the base register's type (`[%rd1+4]` for a .b32 address: "Arguments mismatch").
    const item = i === 0 ? addressBase(items[0]!) : items[i]!;
    if (ref === null || (item.kind !== 'Name' && item.kind !== 'Vector')) continue;
    if (index !== undefined && item.kind === 'Vector' && item.elements.length > 1) {
      // ptxas: "Array index in the 'tex' instruction has unexpected type. Expecting type .u32". The
      // coordinates after it it checks as a vector only, not against the type (`tex.a2d.v4.f32.s32
      // d, [t, {%s1, %f2, %f3, %f4}]` assembles).
      const head = item.elements[0]!;
      const m = index === null ? null : tokenMismatch(index, false, head, false, false, classOf, 0);
      if (m !== null) return { operand: head, message: `the array index: ${m.message}` };
      const rest = vectorProblem(item.elements, classOf, 1);
      if (rest !== null) return rest;
      continue;
    }
    const m = slotMismatch(ref, item, form, qualifiers, defaults, classOf, false, true);
    if (m !== null) return m;
  }
  return null;
}

function slotMismatch(
  ref: TypeRef | null,
  op: Operand | undefined,
  form: FormTable,
  qualifiers: Readonly<Record<string, string | true>>,
  defaults: Readonly<Record<string, string>>,
  classOf: ClassOf,
  relaxed = form.relaxedTypes,
  intForFloat = form.intVectorsForFloat,
  vectorTyping = 0,
): { operand: Operand; message: string } | null {
  if (op === undefined) return null;
  // Whether the operand's type is checked or not.
  if (op.kind === 'Vector') {
    const mixed = vectorProblem(op.elements, classOf);
    if (mixed !== null) return mixed;
  }
  if (ref === null) return null;
  const token = typeToken(ref, qualifiers, defaults);
  if (token === null) return null;
  // A choice of types (`.bf16x2|.pred`): the operand agrees with one of them, or is reported against the first.
  if (token.includes('|')) {
    let first: { operand: Operand; message: string } | null = null;
    for (const choice of token.split('|')) {
      // A constant is no predicate here (ptxas: `setp.ne.bf16x2 p, %r2, 0` is "Arguments mismatch").
      if (choice === '.pred' && isLiteral(op)) continue;
      const m = tokenMismatch(choice, ref.split, op, relaxed, intForFloat, classOf, vectorTyping);
      if (m === null) return null;
      first ??= m;
    }
    return first;
  }
  return tokenMismatch(token, ref.split, op, relaxed, intForFloat, classOf, vectorTyping);
}

/** How a slot's brace vector is typed beside the whole-vector rule: its Allow.Elementwise and Allow.StrictVector bits. */
const VECTOR_TYPING = Allow.Elementwise | Allow.StrictVector;

/** slotMismatch() for the type `token` (split into a brace vector's elements with `split`; typed as `vectorTyping`'s VECTOR_TYPING bits say). */
function tokenMismatch(token: string, split: boolean, op: Operand, relaxed: boolean, intForFloat: boolean, classOf: ClassOf, vectorTyping: number): { operand: Operand; message: string } | null {
  const whole = infoOf(token);
  if (whole === null) return null;
  // mov's pack and unpack: each of n elements is a bit-size nth of the type.
  const parts = split && op.kind === 'Vector' ? op.elements.length : 1;
  const t = parts > 1 ? { kind: Kind.Bits, bits: whole.bits / parts } : whole;
  const typeName = parts > 1 ? `.b${t.bits}` : token;
  if (op.kind === 'Vector') {
    // ptxas types a brace vector as a whole (vectorProblem() above). Elements all of one class are
    // checked against the type; where types are relaxed, integer ones of a float type's size stand
    // for it (`ld.v2.f32 {%u1, %u2}`, not `ld.f32 %u1`; not mma's `{%u1, ...}` either). A mix, with
    // bit-typed registers or of .u and .s ones, is checked for its registers' sizes only
    // (sizeMismatch()): ptxas 13.0 assembles `ld.v2.u32 {%f1, %b1}`, mov's `mov.b64 %rd1, {%r1,
    // %p1}`, mma's and wgmma's fragments (`{%f1, %r2, %r3, %r4}` for a .bf16x2 or .s32 operand),
    // and `{%u1, %s2}` for a .f16x2 or .f32 fragment or multimem's .v2.f16x2 (not `{%u1, %u2}`).
    // A vector of registers and literals ptxas types by rules of its own, more lenient than these
    // (`st.v2.u32 [a], {%f1, 1.0}` and `{1, %h1}` assemble, `{%h1, 1}` does not): only
    // vectorProblem()'s neighbour rule is checked of it. Literals alone follow the type.
    if (hasRegister(op.elements, classOf) && op.elements.some(isLiteral)) return null;
    // Elementwise (tcgen05.ld's r), a mixed vector's .pred is no 32-bit register; strict (wmma.load's
    // r), each register is typed alone, as if of a vector of its own class.
    const typed = (vectorTyping & Allow.StrictVector) !== 0 || oneClass(op.elements, classOf);
    for (const e of op.elements) {
      const m = typed ? (intForFloat && intStandsForFloat(e, t, classOf) ? null : operandMismatch(e, t, typeName, relaxed, classOf)) : sizeMismatch(e, t, typeName, relaxed, classOf, (vectorTyping & Allow.Elementwise) !== 0);
      if (m !== null) return { operand: e, message: m };
    }
    return null;
  }
  const m = operandMismatch(op, t, typeName, relaxed, classOf);
  return m === null ? null : { operand: op, message: m };
}

/**
 * Why the register `e` of a vector of mixed classes does not agree with type `t` in size (a
 * predicate counting as 32 bits, but where elements are checked one by one; where types are
 * relaxed, a wider one does); null when it does.
 */
function sizeMismatch(e: Operand, t: TypeInfo, typeName: string, relaxed: boolean, classOf: ClassOf, elementwise: boolean): string | null {
  if (e.kind !== 'Name' || e.selector !== null) return null;
  const cls = classOf(e.name);
  if (cls <= RegClass.None || cls >= RegClass.Special) return null;
  const size = cls === RegClass.Pred ? (elementwise ? 0 : 32) : classBits(cls);
  if (relaxed && t.exact !== true ? size >= t.bits : size === t.bits) return null;
  return `register ${e.name} of type ${classToken(cls)} does not agree with the operand's type ${typeName}`;
}

/** Why the operand `o` (no vector) does not agree with type `t`, named `typeName`; null when it does. */
function operandMismatch(o: Operand, t: TypeInfo, typeName: string, relaxed: boolean, classOf: ClassOf): string | null {
  const arg = o.kind === 'Unary' ? o.arg : o;
  if (arg.kind === 'Name') {
    // A vector register's element (`%v.x`) is not checked, a special register's (`%tid.x`) by its
    // component types (but where wider registers are taken: cvt); a video selector (`%r1.b2`)
    // picks bytes of a checked register.
    if (arg.selector !== null && !VIDEO_SELECTOR.test(arg.selector)) {
      const classes = relaxed ? undefined : COMPONENT_CLASSES.get(arg.name);
      if (classes === undefined || classes.some((c) => registerFits(t, c, false))) return null;
      return `special register ${arg.name}${arg.selector} of type ${classes.map(classToken).join(' or ')} does not agree with the operand's type ${typeName}`;
    }
    const cls = classOf(arg.name);
    // A special register of several sizes (%gridid), where it is not a declared register.
    const choices = cls === RegClass.None && !relaxed ? CHOICE_CLASSES.get(arg.name) : undefined;
    if (choices !== undefined && !choices.some((c) => registerFits(t, c, false))) {
      return `special register ${arg.name} of type ${choices.map(classToken).join(' or ')} does not agree with the operand's type ${typeName}`;
    }
    return registerFits(t, cls, relaxed) ? null : `register ${arg.name} of type ${classToken(cls)} does not agree with the operand's type ${typeName}`;
  }
  if (immediateFits(t, o)) return null;
  const literal = o.kind === 'Unary' && o.op === '-' ? o.arg : o;
  return `${literal.kind === 'Int' || literal.kind === 'Float' ? `${literal === o ? '' : '-'}${literal.text}` : 'the constant expression'} is not a ${typeName} value`;
}

const VIDEO_SELECTOR = /^\.[bh]\d+$/;

/**
 * What ptxas rejects in a brace vector whatever its operand's type:
 * - an element of another type than the element before it (a register or a literal; sinks do not
 *   count), where neither is a bit-typed register (.u and .s of one size are one type; an integer literal
 *   goes with integer registers, a float one with float registers): "Vector with elements of
 *   different types are not allowed" (`{%f1, %r2, %u3}` and `{%r1, 1.0}` assemble, `{%f1, _, %u3}`
 *   and `{%f1, 1}` do not);
 * - registers of two sizes, a predicate counting as 32 bits (`{%r1, %p1}`, not `{%h1, %p1}`):
 *   "Incompatible elements of vector expression";
 * - sinks alone: "Unable to infer type of vector elements".
 * The first `typesFrom` elements (an array index) count for the sizes only. Null when none. A
 * texture's or tensor's coordinates are one such vector (`[%rd1, {%f1, %r2}]` assembles,
 * `{%u1, %f2}` does not).
 */
function vectorProblem(elements: readonly Operand[], classOf: ClassOf, typesFrom = 0): { operand: Operand; message: string } | null {
  if (elements.length > 0 && elements.every((e) => e.kind === 'Sink')) return { operand: elements[0]!, message: 'a vector of sinks alone has no element type' };
  // Headed by a literal, the registers' sizes ptxas does not compare (`{1.0, %h1, %r2}` assembles,
  // `{%h1, %r2, 1.0}` does not).
  const sized = elements.length === 0 || !isLiteral(elements[0]!);
  let before: Operand | null = null;
  let beforeKind = ElementKind.Bits;
  let beforeClass = 0;
  let bits = 0;
  for (let i = 0; i < elements.length; i++) {
    const e = elements[i]!;
    let kind: number;
    let cls = 0;
    if (e.kind === 'Name') {
      if (e.selector !== null) continue;
      const c = classOf(e.name);
      if (c <= RegClass.None || c === RegClass.Conflict) continue;
      const size = c === RegClass.Pred ? 32 : classBits(c);
      if (bits === 0) bits = size;
      else if (size !== bits && sized) return { operand: e, message: `vector elements of different sizes: ${e.name} is ${size} bits, the first ${bits}` };
      kind = c >= RegClass.B8 && c <= RegClass.B128 ? ElementKind.Bits : signlessClass(c);
      cls = c;
    } else {
      const k = constantKind(e);
      if (typeof k !== 'number' || k === ConstantKind.Name) continue;
      kind = k === ConstantKind.Int ? ElementKind.IntLiteral : ElementKind.FloatLiteral;
    }
    // An array index (typesFrom: 1) counts for the sizes only.
    if (i < typesFrom) continue;
    if (before !== null && kind !== ElementKind.Bits && beforeKind !== ElementKind.Bits && !sameElementType(kind, beforeKind)) {
      return { operand: e, message: `vector elements of different types: ${elementText(e, kind, cls)}, ${elementText(before, beforeKind, beforeClass)}` };
    }
    before = e;
    beforeKind = kind;
    beforeClass = cls;
  }
  return null;
}

/** What an element of a brace vector is, beside its register class (RegClass.Pred and up, but for bit types; the unsigned class for a signed one: signlessClass()). */
const enum ElementKind {
  Bits = 0,
  IntLiteral = -1,
  FloatLiteral = -2,
}

/** Do two elements' kinds (ElementKind or a register class) agree in a brace vector? */
function sameElementType(a: number, b: number): boolean {
  if (a === b) return true;
  const literal = a < 0 ? a : b < 0 ? b : 0;
  if (literal === 0) return false;
  const other = literal === a ? b : a;
  if (other < 0 || other === RegClass.Pred) return false;
  return literal === ElementKind.IntLiteral ? classKind(other) === Kind.Int : classKind(other) === Kind.Float;
}

/** An element of kind `kind` (a register's of class `cls`), for messages. */
function elementText(e: Operand, kind: number, cls: number): string {
  return kind < 0 ? `${literalText(e)} is ${kind === ElementKind.IntLiteral ? 'an integer' : 'a float'}` : `${(e as Name).name} is ${classToken(cls)}`;
}

/**
 * What ptxas rejects in any brace vector among `operands`, typed or not, an address's included
 * (`[%rd1, {%r1, %rd2}]`, ldmatrix's `{%f1, %p1}`): vectorProblem(). Null when none.
 */
export function vectorsMismatch(
  operands: readonly Operand[],
  classOf: ClassOf,
  form: FormTable,
  qualifiers: Readonly<Record<string, string | true>>,
): { operand: Operand; message: string } | null {
  // An array index heads an address's vector under an array geometry: it is no coordinate.
  const indexed = arrayIndexOf(form, qualifiers) !== undefined;
  for (const o of operands) {
    const items = o.kind === 'Address' ? o.items : [o];
    for (const v of items) {
      if (v.kind !== 'Vector') continue;
      const m = vectorProblem(v.elements, classOf, indexed && o.kind === 'Address' ? 1 : 0);
      if (m !== null) return m;
    }
  }
  return null;
}

/** The coordinates the geometry of `form` with `qualifiers` needs (spec coordinates); 0 when none is said. */
function coordinatesOf(form: FormTable, qualifiers: Readonly<Record<string, string | true>>): number {
  const need = form.coordinates;
  if (need === null) return 0;
  for (const q of Object.values(qualifiers)) if (typeof q === 'string' && q in need) return need[q]!;
  return 0;
}

/**
 * The type of the array index that heads an address's brace vector in `form` with `qualifiers`
 * (spec arrayIndex: under `.a1d`, `.a2d`...), null when ptxas does not check it; undefined when
 * the form's geometry has none.
 */
function arrayIndexOf(form: FormTable, qualifiers: Readonly<Record<string, string | true>>): string | null | undefined {
  const index = form.arrayIndex;
  if (index === null) return undefined;
  for (const q of Object.values(qualifiers)) if (typeof q === 'string' && q in index) return index[q];
  return undefined;
}

/** Is `e` an integer register of the size of float type `t` (which a relaxed vector takes for it)? */
function intStandsForFloat(e: Operand, t: TypeInfo, classOf: ClassOf): boolean {
  if (t.kind !== Kind.Float || e.kind !== 'Name' || e.selector !== null) return false;
  const c = classOf(e.name);
  return integerClass(c) && classBits(c) === t.bits;
}

/** Is a register of a checked type among `elements`? */
function hasRegister(elements: readonly Operand[], classOf: ClassOf): boolean {
  for (const e of elements) {
    if (e.kind !== 'Name' || e.selector !== null) continue;
    const c = classOf(e.name);
    if (c > RegClass.None && c < RegClass.Special) return true;
  }
  return false;
}

/** Is `e` a literal or a constant expression (not a name)? */
function isLiteral(e: Operand): boolean {
  const k = constantKind(e);
  return typeof k === 'number' && k !== ConstantKind.Name;
}

/** A literal as written, for messages. */
function literalText(e: Operand): string {
  const literal = e.kind === 'Unary' && e.op === '-' ? e.arg : e;
  return literal.kind === 'Int' || literal.kind === 'Float' ? `${literal === e ? '' : '-'}${literal.text}` : 'the constant expression';
}

/** Are the registers among `elements` all of one class? */
function oneClass(elements: readonly Operand[], classOf: ClassOf): boolean {
  let cls = -1;
  for (const e of elements) {
    if (e.kind !== 'Name' || e.selector !== null) continue;
    const c = classOf(e.name);
    if (cls >= 0 && c !== cls) return false;
    cls = c;
  }
  return true;
}

/** The type token `ref` names for a statement of `qualifiers` (`defaults` for a slot left out); null where none is known. */
export function typeToken(ref: TypeRef, qualifiers: Readonly<Record<string, string | true>>, defaults: Readonly<Record<string, string>>): string | null {
  let token = ref.token;
  if (ref.slot !== null) {
    const q = qualifiers[ref.slot] ?? defaults[ref.slot];
    token = typeof q === 'string' ? q : null;
  }
  if (token === null || !ref.wide) return token;
  const bits = Number(token.slice(2));
  return Number.isInteger(bits) && bits > 0 ? `${token.slice(0, 2)}${bits * 2}` : null;
}

const typed = new WeakMap<FormTable, boolean>();

/** Does `form` give any operand a type? */
export function typedForm(form: FormTable): boolean {
  let t = typed.get(form);
  if (t === undefined) typed.set(form, (t = form.operands.some((o) => o.type !== null || o.pairType !== null || o.itemTypes !== null)));
  return t;
}
