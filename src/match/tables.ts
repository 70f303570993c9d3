// The shape of the tables that codegen emits into generated/ from spec/: per opcode, its forms,
// their qualifier elements and operand slots. The matcher in this folder interprets them.

/** One qualifier position of a form: a named slot (`.sem`) or a literal token (`.noftz`). */
export interface ElementTable {
  /** As written in the syntax: `.sem`, `.level::cache_hint`, `.noftz`. */
  readonly name: string;
  /** AST field: `sem`, `levelCacheHint`, `noftz`. */
  readonly field: string;
  readonly optional: boolean;
  /** A literal flag: present means `true` in the AST, unless it is `valued`. */
  readonly literal: boolean;
  /** A literal that is its role's slot (spec/qualifier-roles.json): present means its token in the AST. */
  readonly valued: boolean;
  /** A literal flag that ptxas lets be written twice (it ignores the repeat). */
  readonly repeatable: boolean;
  /** Tokens the element accepts (one for a literal). */
  readonly values: readonly string[];
}

export const enum Shape {
  Reg = 0,
  Pred = 1,
  Src = 2,
  Imm = 3,
  Addr = 4,
  Vec = 5,
  Label = 6,
  List = 7,
  TexAddr = 8,
  AddrOrName = 9,
  Scalar = 10,
  /** A function's name: call's target, mov's fname (a label is Label). */
  Function = 11,
}

/** Prefix or suffix use: 0 not allowed, 1 optional, 2 required. */
export type Use = 0 | 1 | 2;

export interface OperandTable {
  readonly field: string;
  readonly shape: Shape;
  /** Optional group index, -1 when required. */
  readonly group: number;
  readonly not: Use;
  readonly minus: Use;
  readonly pair: Use;
  readonly pairField: string | null;
  /** `_` written in the syntax: the operand must be the sink. */
  readonly sink: boolean;
  /** For a texture operand: how many items its brackets hold (`[a, b, c]`: 3); else 0. */
  readonly items: number;
  /**
   * The selectors a name may carry here: the video selectors its syntax writes (`a{.asel}`), none
   * ([]) in a video form that writes none for it, or null where the syntax says nothing (then
   * only a vector element or special register component, `.x`, is taken). For an address, the
   * suffixes its syntax writes (`[a]{.unified}`); null for none.
   */
  readonly selectors: readonly string[] | null;
  /**
   * The field of the `.vN` slot giving a brace vector's element count (one when absent); null when
   * no slot sizes it (then vectorLength does, or the operand takes no brace vector unless its type
   * is split: ptxas "Vector operand is not allowed").
   */
  readonly vectorBy: string | null;
  /** The element count of the brace vector the operand must be, fixed by a `.vN` literal of the form (tex's `.v4`) or by the form's vectorCounts (mma's fragments); 0 for none. */
  readonly vectorLength: number;
  /** The element counts of the brace vector taken where no vectorBy slot is written (spec implicitVectors; [] any); null: one, or none for an operand no slot sizes. */
  readonly vectorImplicit: readonly number[] | null;
  /** The element count of the brace vector by the vectorBy slot's token, or the counts it may have, where the form gives its own (spec vectorCounts); null: the `.vN`'s N. */
  readonly vectorCounts: Readonly<Record<string, number | readonly number[]>> | null;
  /** The values an integer immediate written here may take (spec operandValues); null: any. */
  readonly values: ValueRule | null;
  /** Where Allow.VectorSink is not set: the qualifier combinations, one of which written lets a brace vector here hold the sink `_` (spec vectorSinks); null: none. */
  readonly sinkWith: readonly (readonly string[])[] | null;
  /** The type its registers and immediates must agree with (for an address, the register it is based on); null: not checked. */
  readonly type: TypeRef | null;
  /** The same for the predicate after the bar (`d|p`). */
  readonly pairType: TypeRef | null;
  /** What else the operand may be written as (Allow bits). */
  readonly allows: number;
  /** For an address: where its state space is written (a variable it names must be of that space); null: not checked. */
  readonly space: SpaceRef | null;
  /**
   * For a texture operand (`[a, b, c]`): the types of the items after the first, which `type`
   * gives (the texture or surface); null where none is typed.
   */
  readonly itemTypes: readonly (TypeRef | null)[] | null;
  /**
   * The opaque types a variable named here may be, by item (the operand, or a texture operand's
   * first item, then the others): spec handleOperands, tex's `[.texref, .samplerref, null]`; null
   * where no item names a handle.
   */
  readonly handles: readonly (readonly string[] | null)[] | null;
}

/**
 * The qualifier that says an address's state space: the form's element `field` (null when the form
 * writes none: generic), a flag's value being its `token`. Absent from the instruction: generic.
 */
export interface SpaceRef {
  readonly field: string | null;
  readonly token: string | null;
  /** The spaces a variable named here may be in where none is written (spec genericSpaces); null: .global, .shared or .local. */
  readonly generic: readonly string[] | null;
  /** A 32-bit register is taken as the address in any space, generic or .global too (spec narrowAddresses). */
  readonly narrow: boolean;
}

/** OperandTable.allows: the sink `_` as the operand itself or as the predicate after its bar; a special register (`%tid.x`). */
export const enum Allow {
  Sink = 1,
  PairSink = 2,
  SpecialRegister = 4,
  /** The operand is a call's function, its return list, its argument list (spec callOperands). */
  CallTarget = 8,
  CallReturns = 16,
  CallParams = 32,
  /** The operand may name a variable (spec variableOperands: mov's avar, cvta's var). */
  Variable = 64,
  /** A register declared without a vector stands where a `.vN` slot sizes a brace vector (spec scalarVectorOperands: mov's a). */
  ScalarVector = 128,
  /** A brace vector's elements are each checked against the type (spec elementwiseVectors: tcgen05.ld's r). */
  Elementwise = 256,
  /** The sink `_` among a brace vector's elements: a vector written only (spec/operand-roles.json), unless spec vectorSinks says otherwise. */
  VectorSink = 512,
  /** Not a brace vector of integer constants alone (spec noIntegerVectors: stmatrix's r, mma's a). */
  NoIntegerVector = 1024,
  /** A `.branchtargets` list defined above, no other label (spec branchTargetOperands: brx.idx's tlist). */
  BranchTargets = 2048,
  /** An address of several items, each a register: no brace vector, variable or special register (spec registerItems: fabric's handle). */
  RegisterItems = 4096,
  /** A `.calltargets` list or `.callprototype` defined above, or a `.global`/`.const` call table (spec callTargetOperands: call's flist, fproto). */
  CallTargets = 8192,
  /** An array's element, `a[i]` (spec indexOperands: mov's avar, ld's and st's a). */
  Index = 16384,
  /** A brace vector's registers are each typed alone, as if no other stood beside them (spec strictVectors: wmma.load's r). */
  StrictVector = 32768,
  /** An address naming no opaque variable (spec noHandles: ld's, st's and ldu's a). */
  NoHandle = 65536,
  /** No function's name, taken elsewhere as its address (spec noFunctions: cvta's a and var, isspacep's a). */
  NoFunction = 131072,
  /** No offset from a variable (`g+4`), taken elsewhere as an address constant (spec noVariableOffsets: istypep's a). */
  NoVariableOffset = 262144,
  /** No `.f16x2` register for a 32-bit integer or bit type, in the operand or its items (spec noPackedRegisters: cp.async.bulk's size). */
  NoF16x2 = 524288,
  /** Registers of a bit type only, not the integer or float ones of its size (spec bitRegisterOperands: tcgen05.mma's [d-tmem]). */
  BitRegister = 1048576,
}

/**
 * An operand's type: the token of the slot `slot` (as written or defaulted), else `token`; twice as
 * wide with `wide`; with `split`, a brace vector written there holds equal bit-size parts of it.
 */
export interface TypeRef {
  readonly slot: string | null;
  readonly token: string | null;
  readonly wide: boolean;
  readonly split: boolean;
}

/** A requirement of some of a form's qualifiers: it applies when one of `tokens` is written. */
export interface QualifierRequirement {
  readonly tokens: readonly string[];
  /** It holds only when one of these qualifiers is written too (`.v8` with `.f32`); null: always. */
  readonly with: readonly string[] | null;
  /** It holds only when none of these is written (`.relaxed`: a bare scope); null: always. */
  readonly without: readonly string[] | null;
  readonly requires: Requirement;
  /** Qualifiers that may not be written along (spec conflicts); null: none. */
  readonly conflicts: readonly string[] | null;
}

export interface FormTable {
  /** The spec page and the form's syntax, for messages and tools. */
  readonly page: string;
  readonly syntax: string;
  readonly elements: readonly ElementTable[];
  /** Qualifiers must come in the written order (else any order, types in order). */
  readonly strict: boolean;
  /** In a free order, element indices that must still appear in this relative order. */
  readonly sequences: readonly (readonly number[])[];
  /** Element indices that must be all present or all absent. */
  readonly together: readonly (readonly number[])[];
  readonly operands: readonly OperandTable[];
  /** ISA defaults of the form's optional slots, by field (and of the slots it requires that other forms of its opcode default: table()). */
  readonly defaults: Readonly<Record<string, string>>;
  readonly requires: Requirement;
  readonly qualifierRequires: readonly QualifierRequirement[];
  /** What optional operands need when written, by operand field (`p` of `d{|p}`). */
  readonly operandRequires: readonly OperandRequirement[];
  /** Its typed operands may be wider registers than their type (ISA §9.4.1: ld, st, cvt). */
  readonly relaxedTypes: boolean;
  /** A brace vector of integer registers stands for a float type of their size (so it does where types are relaxed). */
  readonly intVectorsForFloat: boolean;
  /** The array geometry tokens under which an address's brace vector starts with an array index, and its type (null: unchecked); null for none. */
  readonly arrayIndex: Readonly<Record<string, string | null>> | null;
  /** The geometry tokens and the coordinates each needs in an address's brace vector; null for none. */
  readonly coordinates: Readonly<Record<string, number>> | null;
  /** The brace vector holds exactly the coordinates needed, not more (spec exactCoordinates). */
  readonly exactCoordinates: boolean;
  /** Its operands on some targets, the first rule that holds in place of its own (spec byTarget); null: its own everywhere. */
  readonly byTarget: readonly TargetRule[] | null;
}

/**
 * A form's operands on targets from architecture `from` (0: any) to below `below` (0: no bound),
 * sm_90 to sm_110 being { from: 90, below: 120 }, where its slot `field` holds one of `values`
 * (null: whatever is written): by operand field, what differs from the form's operand there.
 */
export interface TargetRule {
  readonly from: number;
  readonly below: number;
  readonly field: string | null;
  readonly values: readonly string[] | null;
  readonly operands: Readonly<Record<string, Partial<OperandTable>>>;
}

export interface OperandRequirement {
  readonly field: string;
  readonly requires: Requirement;
  /** It holds only where the operand is an integer immediate this rule takes; null: whatever is written. */
  readonly values: ValueRule | null;
  /** It holds only where one of these qualifiers is written too; null: always. */
  readonly with: readonly string[] | null;
}

export interface OpcodeTable {
  /** The fused name: `mul.wide`. */
  readonly opcode: string;
  /** The instruction its nodes name, as the ISA page does: `mul`. */
  readonly instruction: string;
  /** The qualifiers the fused name holds past the instruction, as a node holds them: `{ mode: '.wide' }`. */
  readonly implied: Readonly<Record<string, string | true>>;
  /** The index of its first form among its instruction's forms (a node's `form`). */
  readonly formBase: number;
  readonly forms: readonly FormTable[];
}

import { parseArch } from '../types/arch.js';
import { type Requirement, Texmode } from '../types/requirement.js';
import { versionNumber } from '../version.js';

// The shorthands the generated tables are written with: each row names only the fields that differ
// from the defaults here (codegen/generate.ts reads them to leave the others out).

/** A form's fields that a generated row leaves out. */
export const FORM_DEFAULTS: Omit<FormTable, 'page' | 'syntax' | 'elements' | 'operands' | 'requires'> = {
  strict: false,
  sequences: [],
  together: [],
  defaults: {},
  qualifierRequires: [],
  operandRequires: [],
  relaxedTypes: false,
  intVectorsForFloat: false,
  arrayIndex: null,
  coordinates: null,
  exactCoordinates: false,
  byTarget: null,
};

/**
 * A generated opcode table from its row: the instruction defaults to the opcode (an unfused name),
 * the implied qualifiers to none, the first form's index to 0.
 */
export function table(t: Pick<OpcodeTable, 'opcode' | 'forms'> & Partial<OpcodeTable>): OpcodeTable {
  return { opcode: t.opcode, instruction: t.instruction ?? t.opcode, implied: t.implied ?? {}, formBase: t.formBase ?? 0, forms: withSlotDefaults(t.forms) };
}

/**
 * The forms, each with a default for every slot it has that some form of the opcode may leave
 * out: where it requires the slot, the other form's default (never in effect there, as the slot is
 * written). A node's `defaults` then hold one for each slot of its form that has one, written or
 * not, and `qualifiers.space ?? defaults.space` is never undefined where each form has a space
 * (codegen/generate.ts nodeFields() types it so).
 */
function withSlotDefaults(forms: readonly FormTable[]): readonly FormTable[] {
  const opcodeDefaults: Record<string, string> = {};
  for (const f of forms) for (const field in f.defaults) opcodeDefaults[field] ??= f.defaults[field]!;
  return forms.map((f) => {
    const missing = f.elements.filter((e) => !(e.field in f.defaults) && e.field in opcodeDefaults);
    if (missing.length === 0) return f;
    const defaults = { ...f.defaults };
    for (const e of missing) defaults[e.field] = opcodeDefaults[e.field]!;
    return { ...f, defaults };
  });
}

/**
 * What builds a generated opcode table when first called (generated/dispatch.ts), then gives it
 * again: from its row and the functions of its pages that build their forms of it, in order. Built
 * once, so that the parser and the explore commands share one table of an opcode (and its build).
 * One closure of one function for all opcodes: an arrow function each added 33 KB to the CLI's
 * code cache.
 */
export function tableOf(t: Pick<OpcodeTable, 'opcode'> & Partial<OpcodeTable>, ...pages: ReadonlyArray<() => readonly FormTable[]>): () => OpcodeTable {
  let built: OpcodeTable | undefined;
  return () => (built ??= table({ ...t, forms: pages.flatMap((page) => page()) }));
}

export function form(f: FormRow): FormTable {
  const d = FORM_DEFAULTS;
  // Every field in one literal: one shape for all forms, its fields in the object (a spread of
  // the defaults put the added ones out of it).
  return {
    page: f.page,
    syntax: f.syntax,
    elements: f.elements,
    strict: f.strict ?? d.strict,
    sequences: f.sequences ?? d.sequences,
    together: f.together ?? d.together,
    operands: f.operands,
    defaults: f.defaults ?? d.defaults,
    requires: f.requires,
    qualifierRequires: f.qualifierRequires ?? d.qualifierRequires,
    operandRequires: f.operandRequires ?? d.operandRequires,
    relaxedTypes: f.relaxedTypes ?? d.relaxedTypes,
    intVectorsForFloat: f.intVectorsForFloat ?? d.intVectorsForFloat,
    arrayIndex: f.arrayIndex ?? d.arrayIndex,
    coordinates: f.coordinates ?? d.coordinates,
    exactCoordinates: f.exactCoordinates ?? d.exactCoordinates,
    byTarget: f.byTarget ?? d.byTarget,
  };
}

/** A target rule from its row: a bound, or a slot's values, it leaves out holds for all. */
export function rule(r: Pick<TargetRule, 'operands'> & Partial<TargetRule>): TargetRule {
  return { from: r.from ?? 0, below: r.below ?? 0, field: r.field ?? null, values: r.values ?? null, operands: r.operands };
}

/** A form row: what it writes and needs, and what differs from FORM_DEFAULTS. */
export type FormRow = Pick<FormTable, 'page' | 'syntax' | 'elements' | 'operands' | 'requires'> & Partial<FormTable>;

/**
 * Sibling forms (of one page): the first as its row, each next one as the fields in which it
 * differs from the one before (those it leaves at their default written as the default).
 */
export function siblings(first: FormRow, ...next: Partial<FormTable>[]): FormTable[] {
  const forms = [form(first)];
  for (const own of next) forms.push(form({ ...forms[forms.length - 1]!, ...own }));
  return forms;
}

/** A named slot: `.type` with its values. */
export function slot(s: { name: string; field: string; optional?: boolean; values: readonly string[] }): ElementTable {
  return { name: s.name, field: s.field, optional: s.optional === true, literal: false, valued: false, repeatable: false, values: s.values };
}

/** The element count (or counts) qualifier `vec` of the slot's vectorBy set gives: the form's own (vectorCounts), else the N of `.vN` or `.xN`. */
export function vectorCountOf(slot: OperandTable, vec: string): number | readonly number[] {
  return slot.vectorCounts?.[vec] ?? Number(vec.slice(2));
}

/** Element counts as a message says them: `4`, `2 or 4`, `1, 2 or 4`. */
export function countsText(counts: number | readonly number[]): string {
  return typeof counts === 'number' ? `${counts}` : counts.join(', ').replace(/, (\d+)$/, ' or $1');
}

/** A literal flag: `.ftz`. */
export function flag(f: { token: string; field: string; optional?: boolean; repeatable?: boolean; valued?: boolean }): ElementTable {
  return { name: f.token, field: f.field, optional: f.optional === true, literal: true, valued: f.valued === true, repeatable: f.repeatable === true, values: [f.token] };
}

/** An operand's fields that a generated row leaves out. */
export const OPERAND_DEFAULTS: Omit<OperandTable, 'field' | 'shape'> = {
  group: -1,
  not: 0,
  minus: 0,
  pair: 0,
  pairField: null,
  sink: false,
  items: 0,
  selectors: null,
  vectorBy: null,
  type: null,
  pairType: null,
  allows: 0,
  space: null,
  vectorLength: 0,
  vectorImplicit: null,
  itemTypes: null,
  vectorCounts: null,
  values: null,
  sinkWith: null,
  handles: null,
};

/** An operand row: its field and shape, and what differs from OPERAND_DEFAULTS. */
export type OperandRow = Pick<OperandTable, 'field' | 'shape'> & Partial<OperandTable>;

export function operand(o: OperandRow): OperandTable {
  const d = OPERAND_DEFAULTS;
  // Every field in one literal, as in form().
  return {
    field: o.field,
    shape: o.shape,
    group: o.group ?? d.group,
    not: o.not ?? d.not,
    minus: o.minus ?? d.minus,
    pair: o.pair ?? d.pair,
    pairField: o.pairField ?? d.pairField,
    sink: o.sink ?? d.sink,
    items: o.items ?? d.items,
    selectors: o.selectors ?? d.selectors,
    vectorBy: o.vectorBy ?? d.vectorBy,
    type: o.type ?? d.type,
    pairType: o.pairType ?? d.pairType,
    allows: o.allows ?? d.allows,
    space: o.space ?? d.space,
    vectorLength: o.vectorLength ?? d.vectorLength,
    vectorImplicit: o.vectorImplicit ?? d.vectorImplicit,
    itemTypes: o.itemTypes ?? d.itemTypes,
    vectorCounts: o.vectorCounts ?? d.vectorCounts,
    values: o.values ?? d.values,
    sinkWith: o.sinkWith ?? d.sinkWith,
    handles: o.handles ?? d.handles,
  };
}

/** OperandTable.values: each bound that is not null must hold. */
export interface ValueRule {
  readonly min: number | null;
  readonly max: number | null;
  readonly multipleOf: number | null;
  readonly powerOfTwo: boolean;
  readonly oneOf: readonly number[] | null;
}

export function values(v: Partial<ValueRule>): ValueRule {
  return { min: v.min ?? null, max: v.max ?? null, multipleOf: v.multipleOf ?? null, powerOfTwo: v.powerOfTwo === true, oneOf: v.oneOf ?? null };
}

/** An operand type: the slot field `slot`'s token, or the type `token`. */
export function ty(t: Partial<TypeRef>): TypeRef {
  return { slot: t.slot ?? null, token: t.token ?? null, wide: t.wide === true, split: t.split === true };
}

/** An address's state space: the form's element `field` (absent: generic, reaching the spaces `generic`), a flag's value being its `token`. */
export function sp(s: Partial<SpaceRef>): SpaceRef {
  return { field: s.field ?? null, token: s.token ?? null, generic: s.generic ?? null, narrow: s.narrow ?? false };
}

/**
 * A requirement as the spec writes it: a PTX version (`"8.0"`), a lowest target number (90 for
 * sm_90), or else a target list; a texturing mode; the PTX version from which it is rejected, on
 * targets from `beforeTarget` on; the target from which it no longer holds. Absent fields: any.
 */
export interface RequirementRow {
  readonly ptx?: string;
  readonly target?: number;
  readonly targets?: readonly string[];
  readonly texmode?: 'unified' | 'independent';
  readonly before?: string;
  readonly beforeTarget?: number;
  readonly belowTarget?: number;
  readonly addressSize?: 32;
}

export function req(r: RequirementRow): Requirement {
  return {
    ptx: r.ptx === undefined ? 0 : versionNumber(r.ptx),
    target: r.target ?? 0,
    targets: r.targets === undefined ? null : r.targets.map((t) => parseArch(t)!),
    texmode: r.texmode === undefined ? Texmode.Any : r.texmode === 'unified' ? Texmode.Unified : Texmode.Independent,
    before: r.before === undefined ? 0 : versionNumber(r.before),
    beforeTarget: r.beforeTarget ?? 0,
    belowTarget: r.belowTarget ?? 0,
    addressSize32: r.addressSize === 32,
  };
}

/** A requirement of the qualifiers `tokens` (when written with one of `with`, and none of `without`, where given). */
export function qreq(r: RequirementRow & { tokens: readonly string[]; with?: readonly string[]; without?: readonly string[]; conflicts?: readonly string[] }): QualifierRequirement {
  return { tokens: r.tokens, with: r.with ?? null, without: r.without ?? null, requires: req(r), conflicts: r.conflicts ?? null };
}

/** A requirement of the operand `field` when it is written (as an immediate `values` takes, with one of `with`, where given). */
export function oreq(r: RequirementRow & { field: string; values?: ValueRule; with?: readonly string[] }): OperandRequirement {
  return { field: r.field, requires: req(r), values: r.values ?? null, with: r.with ?? null };
}
