// Matching an instruction's operands against a form's operand slots: the count (with optional
// groups `{, x}`), and the shape of each (register, address, vector, predicate pair...).
import type { Operand } from '../ast.js';
import { foldOperand } from '../operand-tree.js';
import { VECTOR_ELEMENTS } from '../types/vectors.js';
import { PREDEFINED, SPECIAL_VECTORS } from '../../generated/symbols.js';
import { Ch } from '../chars.js';
import { Allow, countsText, type FormTable, type OperandTable, Shape, vectorCountOf } from './tables.js';
import { ConstantKind, constantKind } from '../types/constant-kind.js';

export class OperandMismatch {
  constructor(
    /** Index of the offending operand, or -1 for a count mismatch. */
    readonly operand: number,
    readonly message: string,
    /** The operand is a brace vector where the form takes one, of another length: the form is the one meant. */
    readonly length = false,
  ) {}
}

const SHAPE_NAMES = ['a register', 'a predicate', 'a value', 'an immediate', 'an address [..]', 'a vector {..}', 'a label or name', 'a list (..)', 'a texture operand [..]', 'an address [..] or a name', 'a scalar value', 'a function name'];

/**
 * The operand slot lists in play for `count` operands: the required ones plus a set of optional
 * groups `{, x}` of the right total size, in the order to try them (fewest groups, earliest first),
 * so that with several candidates (`{, im2colInfo}{, ctaMask}`) the shapes pick the right one.
 * Computed once per form and count.
 */
const slotCache = new WeakMap<FormTable, Array<OperandTable[][] | undefined>>();

function slotsFor(form: FormTable, count: number): OperandTable[][] {
  let perCount = slotCache.get(form);
  if (perCount === undefined) slotCache.set(form, (perCount = []));
  let lists = perCount[count];
  if (lists === undefined) perCount[count] = lists = computeSlots(form, count);
  return lists;
}

function computeSlots(form: FormTable, count: number): OperandTable[][] {
  const ops = form.operands;
  let required = 0;
  let groups = 0;
  for (const o of ops) {
    if (o.group < 0) required++;
    else if (o.group + 1 > groups) groups = o.group + 1;
  }
  const sizes = new Array<number>(groups).fill(0);
  for (const o of ops) if (o.group >= 0) sizes[o.group]!++;
  const masks: number[] = [];
  for (let m = 0; m < 1 << groups; m++) {
    let n = required;
    for (let g = 0; g < groups; g++) if (m & (1 << g)) n += sizes[g]!;
    if (n === count) masks.push(m);
  }
  masks.sort((a, b) => popcount(a) - popcount(b) || lowestFirst(a, b));
  return masks.map((m) => ops.filter((o) => o.group < 0 || (m & (1 << o.group)) !== 0));
}

function popcount(m: number): number {
  let c = 0;
  for (; m; m &= m - 1) c++;
  return c;
}

/** Prefer sets of earlier groups: compare the group lists as ascending sequences. */
function lowestFirst(a: number, b: number): number {
  for (let g = 0; g < 31; g++) {
    const x = a & (1 << g), y = b & (1 << g);
    if (x !== y) return x ? -1 : 1;
  }
  return 0;
}

function operandRange(form: FormTable): [number, number] {
  let min = 0;
  for (const o of form.operands) if (o.group < 0) min++;
  return [min, form.operands.length];
}

const NO_ARGS: Record<string, Operand> = Object.freeze({}) as Record<string, Operand>;

/**
 * The operands by field name (or, when `build` is false, only whether they fit), or a problem;
 * `qualifiers`: the form's matched qualifiers by field (they size vector operands).
 */
export function matchOperands(
  form: FormTable,
  operands: readonly Operand[],
  qualifiers: Readonly<Record<string, string | true>>,
  build = true,
): Record<string, Operand> | OperandMismatch {
  let first: OperandMismatch | null = null;
  const lists = slotsFor(form, operands.length);
  for (let i = 0; i < lists.length; i++) {
    const r = assign(lists[i]!, operands, qualifiers, build);
    if (!(r instanceof OperandMismatch)) return r;
    first ??= r;
  }
  if (first !== null) return first;
  const [min, max] = operandRange(form);
  const want = min === max ? `${min}` : max === min + 1 ? `${min} or ${max}` : `${min} to ${max}`;
  return new OperandMismatch(-1, `expected ${want} operand${max === 1 ? '' : 's'}, found ${operands.length}`);
}

/**
 * The operands by field name, of `form` known to take them (the fast path's learnt form): where one
 * list of slots has their count, without checking them again; else as matchOperands() finds them.
 */
export function argumentsOf(form: FormTable, operands: readonly Operand[], qualifiers: Readonly<Record<string, string | true>>): Record<string, Operand> {
  const lists = slotsFor(form, operands.length);
  if (lists.length !== 1) return matchOperands(form, operands, qualifiers, true) as Record<string, Operand>;
  const slots = lists[0]!;
  const args: Record<string, Operand> = {};
  for (let i = 0; i < slots.length; i++) put(args, slots[i]!, operands[i]!);
  return args;
}

/** `op` as the argument of `slot`: a pair `a|p` is two, of the slot's two fields. */
function put(args: Record<string, Operand>, slot: OperandTable, op: Operand): void {
  if (op.kind === 'Pair' && slot.pair !== 0) {
    args[slot.field] = op.first;
    args[slot.pairField!] = op.second;
  } else args[slot.field] = op;
}

function assign(
  slots: readonly OperandTable[],
  operands: readonly Operand[],
  qualifiers: Readonly<Record<string, string | true>>,
  build: boolean,
): Record<string, Operand> | OperandMismatch {
  const args: Record<string, Operand> = build ? {} : NO_ARGS;
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i]!;
    const op = operands[i]!;
    const shape = (i === 0 ? resultProblem(slot, op) : null) ?? checkShape(slot, op);
    const vector = shape === null ? checkVector(slot, op.kind === 'Pair' ? op.first : op, qualifiers) : null;
    const problem = shape ?? vector ?? vectorSinkProblem(slot, op, qualifiers);
    if (problem !== null) return new OperandMismatch(i, `operand ${i + 1} (${slot.field}): ${problem}`, vector !== null && op.kind === 'Vector' && sizesVector(slot));
    if (build) put(args, slot, op);
  }
  return args;
}

/**
 * ptxas: "Result register required": the first operand, a predicate result or a matrix fragment
 * (`vec`: wmma's, mma's, ldmatrix's, tcgen05.ld's `d`/`r`) too, holds no immediate. A `reg`
 * operand's vector takes registers and sinks only in any position (checkBase()).
 */
function resultProblem(slot: OperandTable, op: Operand): string | null {
  if (slot.shape === Shape.Pred && op.kind === 'Int') return `a result takes a register, not immediate ${op.text}`;
  if (slot.shape !== Shape.Vec || op.kind !== 'Vector') return null;
  const value = op.elements.find((e) => e.kind !== 'Name' && e.kind !== 'Sink');
  return value === undefined ? null : `a result takes registers, not ${describe(value)}`;
}

function checkShape(slot: OperandTable, op: Operand): string | null {
  if (slot.sink) return op.kind === 'Sink' ? null : `expected '_', found ${describe(op)}`;
  // ptxas: "Result discard mode is not allowed", "Sink '_' not allowed as a source operand".
  if (op.kind === 'Sink') return slot.allows & Allow.Sink ? null : `the sink '_' is not allowed for this operand`;
  // ptxas: "Special register argument not allowed for instruction", "Read-only special register cannot be destination argument".
  // Inside a brace vector ptxas takes them (`st.v2 [a], {%tid.x, %r1}`).
  if (op.kind === 'Name' && op.name.charCodeAt(0) === Ch.PERCENT && PREDEFINED.has(op.name)) {
    if (!(slot.allows & Allow.SpecialRegister)) return `special register '${op.name}' is not allowed for this operand`;
    // ptxas: "Argument vector size mismatch" (mov.u32 %r, %tid), "Unknown field '.x'" (%laneid.x).
    const vector = SPECIAL_VECTORS.has(op.name);
    if (vector && op.selector === null && slot.vectorBy === null) return `special register '${op.name}' is a vector: read one component (${op.name}.x)`;
    if (!vector && op.selector !== null) return `special register '${op.name}' has no components: '${op.selector}' is not allowed`;
  }
  // ptxas: "Parsing error near 'g'": a name in parentheses, `(g)`, `{(%r1), %r2}`, is a call's list only.
  if (slot.shape !== Shape.List && (op.kind === 'List' || (op.kind === 'Vector' && op.elements.some((e) => e.kind === 'List')))) return `expected ${SHAPE_NAMES[slot.shape]}, found a list (..): a call's return and argument lists alone are in parentheses`;
  const selector = checkSelector(slot, op.kind === 'Pair' ? op.first : op.kind === 'Unary' ? op.arg : op);
  if (selector !== null) return selector;
  if (op.kind === 'Vector') {
    for (const e of op.elements) {
      const problem = checkSelector(slot, e);
      if (problem !== null) return problem;
    }
    // ptxas: "Arguments mismatch" (`stmatrix ... [p], {1}`; `{%r1, 1}` and `{0f3F800000}` it takes).
    if (slot.allows & Allow.NoIntegerVector && op.elements.every((e) => constantKind(e) === ConstantKind.Int)) return 'a vector of integer constants alone is not taken here: write registers';
  }
  if (op.kind === 'Pair') {
    if (slot.pair === 0) return `'|' pairs are not allowed here; expected ${SHAPE_NAMES[slot.shape]}`;
    if (op.first.kind === 'Sink' && !(slot.allows & Allow.Sink)) return `the sink '_' is not allowed before '|' here`;
    if (op.second.kind === 'Sink' && !(slot.allows & Allow.PairSink)) return `the sink '_' is not allowed after '|' here`;
    return (op.first.kind === 'Sink' ? null : checkBase(slot.shape, op.first, slot)) ?? (op.second.kind === 'Name' || op.second.kind === 'Sink' ? null : `expected a predicate after '|'`);
  }
  if (slot.pair === 2) return `expected a pair 'a|p', found ${describe(op)}`;
  if (op.kind === 'Unary' && op.op === '!' && slot.not !== 0) return checkBase(slot.shape, op.arg, slot);
  if (slot.not === 2) return `expected a negated predicate '!p', found ${describe(op)}`;
  if (op.kind === 'Unary' && op.op === '-' && slot.minus !== 0 && op.arg.kind === 'Name') return null;
  return checkBase(slot.shape, op, slot);
}

/**
 * The sink `_` inside a brace vector (or an address's), where the slot takes none there: ptxas
 * takes it in a vector the instruction only writes, and where spec vectorSinks says
 * ("Sink '_' not allowed as a source operand").
 */
function vectorSinkProblem(slot: OperandTable, op: Operand, qualifiers: Readonly<Record<string, string | true>>): string | null {
  if (slot.allows & Allow.VectorSink) return null;
  const vectors = op.kind === 'Vector' ? [op] : op.kind === 'Address' ? op.items : [];
  if (!vectors.some((v) => v.kind === 'Vector' && v.elements.some((e) => e.kind === 'Sink'))) return null;
  const written = Object.values(qualifiers);
  if (slot.sinkWith?.some((tokens) => tokens.every((t) => written.includes(t))) === true) return null;
  const when = slot.sinkWith === null ? '' : ` unless it writes ${slot.sinkWith.map((c) => c.join('')).join(' or ')}`;
  return `the sink '_' is not allowed inside this vector${when}`;
}

/**
 * A register or value operand (`reg`, `src`) is a brace vector only where the form sizes one, of
 * that many elements (ptxas "Argument vector size mismatch"; "Result vector expected" for a scalar
 * where a `.vN` literal fixes it), or where its type is split into the vector's parts (mov's pack
 * and unpack, whose sizes the type check compares). Anywhere else ptxas says "Vector operand is
 * not allowed".
 */
function checkVector(slot: OperandTable, op: Operand, qualifiers: Readonly<Record<string, string | true>>): string | null {
  // A matrix fragment (ldmatrix's `r`) as long as its `.xN` says (ptxas: "Vector of size 2 is expected").
  if (slot.shape === Shape.Vec) {
    if (op.kind !== 'Vector') return null;
    if (slot.vectorLength > 0) return vectorLength(op, slot.vectorLength, null);
    const vec = slot.vectorBy === null ? undefined : qualifiers[slot.vectorBy];
    if (typeof vec === 'string') return vectorLength(op, vectorCountOf(slot, vec), vec);
    return slot.vectorImplicit === null || takesLength(slot.vectorImplicit, op.elements.length) ? null : vectorLength(op, slot.vectorImplicit, null);
  }
  if (slot.shape !== Shape.Reg && slot.shape !== Shape.Src) return null;
  if (slot.vectorLength > 0) return vectorLength(op, slot.vectorLength, `.v${slot.vectorLength}`);
  if (op.kind !== 'Vector') {
    // A constant where a .vN is written (ptxas: "Argument vector size mismatch"); a name may be a
    // vector register or a vector special register (`mov.v4.u32 {..}, %tid`).
    const vec = slot.vectorBy === null ? undefined : qualifiers[slot.vectorBy];
    return typeof vec === 'string' && isConstant(op) ? vectorLength(op, vectorCountOf(slot, vec), vec) : null;
  }
  if (slot.vectorBy !== null) {
    const vec = qualifiers[slot.vectorBy];
    if (typeof vec === 'string') return vectorLength(op, vectorCountOf(slot, vec), vec);
    // ptxas infers the vector from the operand where the page says so (suld.b.2d.b32 {a, b, c, d}).
    if (slot.vectorImplicit !== null && takesLength(slot.vectorImplicit, op.elements.length)) return null;
    return vectorLength(op, 1, null, slot.vectorImplicit);
  }
  // An operand no slot sizes may still be written as a brace vector (mma's block-scale data).
  if (slot.vectorImplicit !== null) return takesLength(slot.vectorImplicit, op.elements.length) ? null : vectorLength(op, slot.vectorImplicit, null);
  return slot.type?.split === true ? null : 'a brace vector is not allowed for this operand';
}

/** Does the form size a brace vector at `slot` (checkVector() then says its length, not that it takes none)? */
function sizesVector(slot: OperandTable): boolean {
  return slot.shape === Shape.Vec || slot.vectorLength > 0 || slot.vectorBy !== null || slot.vectorImplicit !== null;
}

/** Is `n` among the element counts `counts` (spec implicitVectors; [] any)? */
function takesLength(counts: readonly number[], n: number): boolean {
  return counts.length === 0 || counts.includes(n);
}

/**
 * `op` is a brace vector of `want` elements, or of one of the counts `want` lists (as `.vN` qualifier
 * `vec` says, when not null); `others`: the counts the message names in place of `want`'s.
 */
function vectorLength(op: Operand, want: number | readonly number[], vec: string | null, others: readonly number[] | null = null): string | null {
  const found = op.kind === 'Vector' ? `${op.elements.length}` : describe(op);
  if (op.kind === 'Vector' && (typeof want === 'number' ? op.elements.length === want : want.includes(op.elements.length))) return null;
  const counts = countsText(others ?? want);
  return `expected a vector of ${counts} element${counts === '1' ? '' : 's'}${vec === null ? '' : ` (${vec})`}, found ${found}`;
}

/** A selector written after a name or an address where the slot does not take it (see OperandTable.selectors). */
function checkSelector(slot: OperandTable, op: Operand): string | null {
  if (op.kind === 'Address') {
    if (op.selector === null || slot.selectors?.includes(op.selector) === true) return null;
    return `an address takes no '${op.selector}' here${slot.selectors === null ? '' : ` (only ${slot.selectors.join(' ')})`}`;
  }
  if (op.kind !== 'Name' || op.selector === null) return null;
  const sel = op.selector;
  if (slot.selectors === null) {
    if (VECTOR_ELEMENTS.has(sel)) return null;
    // ptxas: "Video selector is not allowed on source operand", "Unimplemented feature: vector swizzle"
    return /^\.[bh][0-7]+$/.test(sel) ? `'${op.name}${sel}': video selectors are taken by video instructions only` : `'${op.name}${sel}': '${sel}' is no vector element (.x .y .z .w)`;
  }
  if (slot.selectors.includes(sel)) return null;
  // ptxas: "Video selector is not allowed on destination", "Incorrect video selector for operand 1"
  return slot.selectors.length === 0 ? `'${op.name}${sel}': no selector is taken on this operand` : `'${op.name}${sel}': expected one of the selectors ${slot.selectors.join(' ')}`;
}

function checkBase(shape: Shape, op: Operand, slot: OperandTable): string | null {
  // An array's element only where the spec takes one (ptxas: "Arguments mismatch" elsewhere).
  if (op.kind === 'Index') return slot.allows & Allow.Index ? null : `expected ${SHAPE_NAMES[shape]}, found ${describe(op)}`;
  switch (shape) {
    case Shape.Reg:
      if (op.kind === 'Name' || op.kind === 'Sink') return null;
      if (op.kind === 'Vector' && op.elements.every((e) => e.kind === 'Name' || e.kind === 'Sink')) return null;
      break;
    case Shape.Pred:
      if (op.kind === 'Name') return null;
      if (op.kind === 'Unary' && op.op === '!' && slot.not !== 0 && op.arg.kind === 'Name') return null;
      if (op.kind === 'Int') return null; // ptxas takes immediate predicates (0/1) as sources (not as results: see assign())
      break;
    case Shape.Src:
      if (isValue(op)) return null;
      break;
    case Shape.Scalar:
      if (op.kind !== 'Vector' && isValue(op)) return null;
      break;
    case Shape.Imm:
      if (isConstant(op)) return null;
      break;
    case Shape.Addr:
      // Several items (`[%rd1, %rd2]`) only in a texture's or tensor's address (ptxas: "Arguments mismatch").
      if (op.kind === 'Address' && op.items.length === 1) return null;
      if (op.kind === 'Address') return `expected ${SHAPE_NAMES[shape]} of one item, found ${op.items.length}`;
      break;
    case Shape.TexAddr:
      if (op.kind === 'Address' && op.items.length === slot.items) return null;
      if (op.kind === 'Address') return `expected ${SHAPE_NAMES[shape]} of ${slot.items} items, found ${op.items.length}`;
      break;
    case Shape.AddrOrName:
      if (op.kind === 'Address' || op.kind === 'Name') return null;
      break;
    case Shape.Vec:
      if (op.kind === 'Vector') return null;
      break;
    case Shape.Label:
    case Shape.Function:
      if (op.kind === 'Name') return null;
      break;
    case Shape.List:
      // `(1)` is parsed as a parenthesized constant (operands.ts): as an argument list, it holds
      // that one; a call's return values are names (ptxas crashes on `call (1), f`).
      if (op.kind === 'List' || (op.kind === 'Paren' && !(slot.allows & Allow.CallReturns))) return null;
      break;
  }
  return `expected ${SHAPE_NAMES[shape]}, found ${describe(op)}`;
}

function isValue(op: Operand): boolean {
  switch (op.kind) {
    case 'Name':
    case 'Sink':
    case 'Int':
    case 'Float':
    case 'Binary':
    case 'Paren':
    case 'Conditional':
      return true;
    case 'Unary':
      // `-1` is a value; `-%r1` only where the syntax says `{-}a` (ptxas: "Operand negation not allowed").
      return isConstant(op);
    case 'Vector':
      return op.elements.every(isValue);
    default:
      return false;
  }
}

function isConstant(op: Operand): boolean {
  return foldOperand(op, constantNode);
}

function constantNode(op: Operand, subs: readonly boolean[]): boolean {
  switch (op.kind) {
    case 'Int':
    case 'Float':
      return true;
    case 'Unary':
    case 'Binary':
    case 'Paren':
    case 'Conditional':
      return subs.every((s) => s);
    default:
      return false;
  }
}

export function describe(op: Operand): string {
  switch (op.kind) {
    case 'Name':
      return `'${op.name}${op.selector ?? ''}'`;
    case 'Int':
    case 'Float':
      return `immediate ${op.text}`;
    case 'Address':
      return 'an address [..]';
    case 'Index':
      return `an array element '${op.base.name}[..]'`;
    case 'Vector':
      return 'a vector {..}';
    case 'List':
      return 'a list (..)';
    case 'Pair':
      return "a pair 'a|b'";
    case 'Sink':
      return "'_'";
    case 'String':
      return 'a string';
    default:
      return 'an expression';
  }
}
