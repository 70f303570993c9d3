// A variable named in an address must be of the state space the instruction says for that
// address (ptxas: "State space mismatch between instruction and address"): `ld.shared [g]` with
// `g` in .global is an error. Without a state space (generic addressing) the variable is in
// .global, .shared or .local. `::` refinements (`.shared::cluster`, `.param::entry`) belong to
// their space. A register as a generic or .global address is a 64-bit one: ptxas 13 no longer
// compiles 32-bit addressing ("32-Bit compilation is no longer supported"), whatever
// .address_size says; .shared, .local, .const and .param addresses may be 32-bit (spec/types.json
// addressBits). So is a .global variable's address where a form takes it (`mov.u32 %r1, g`:
// "32-Bit ABI ... is not supported"), though not an offset from it (`g+4`, which ptxas takes); a
// scalar `.texref`'s (a handle) is taken as its handle type only (spec/types.json handle: `.u64`;
// "Indirect access to texture requires .u64 type"). A constant
// address (`[240]`) is taken only in .local ("Immediate addresses allowed only for .local state
// space"), and its offsets are integers ("Integer constant expression expected": parser/operands.ts).
import type { Name, Operand } from '../ast.js';
import { ConstantKind, constantKind } from '../types/constant-kind.js';
import { RegClass } from '../types/register-classes.js';
import { Allow, type FormTable, type OperandTable, Shape, type SpaceRef } from './tables.js';
import { spaceBase, wideAddressSpace } from '../types/state-spaces.js';
import { typeBits } from '../types/type-facts.js';
import { typeToken } from './operand-types.js';
import { handleOf, type VariableFacts } from '../types/variable-facts.js';

/** The spaces generic addressing reaches by a variable's name. */
const GENERIC = new Set(['.global', '.shared', '.local']);

const spaced = new WeakMap<FormTable, boolean>();

/** Does `form` say the state space of any of its addresses, or take a variable's address? */
export function spacedForm(form: FormTable): boolean {
  let s = spaced.get(form);
  if (s === undefined) spaced.set(form, (s = form.operands.some((o) => o.space !== null || (o.allows & Allow.Variable) !== 0)));
  return s;
}

/** The name an address is based on (`[g]`, `[g+4]`, `[%rd1]`): a variable or a register; or null. */
export function addressName(op: Operand): Name | null {
  if (op.kind !== 'Address' || op.items.length !== 1) return null;
  const item = op.items[0]!;
  const base = item.kind === 'Binary' ? item.left : item;
  return base.kind === 'Name' && base.selector === null ? base : null;
}

/** Is `op` an address of one constant (`[240]`, `[0x100+4]`): no register or variable in it? */
export function immediateAddress(op: Operand): boolean {
  if (op.kind !== 'Address' || op.items.length !== 1) return false;
  const k = constantKind(op.items[0]!);
  return typeof k === 'number' && k !== ConstantKind.Name;
}

/** The variable an operand other than an address names (`g`, `g+4`, `g[1]`), or null. */
function variableName(op: Operand): string | null {
  const base = op.kind === 'Binary' ? op.left : op.kind === 'Index' ? op.base : op;
  return base.kind === 'Name' && base.selector === null ? base.name : null;
}

/** addressName()'s name. */
export function addressVariable(op: Operand): string | null {
  return addressName(op)?.name ?? null;
}

/** Does a register of class `cls` address 32 bits only (its address is no generic or .global one)? */
export function narrowAddress(cls: number): boolean {
  return cls === RegClass.B32 || cls === RegClass.U32 || cls === RegClass.S32;
}

/**
 * The first address of `args` (a form's arguments by field) naming a variable of another state
 * space than the instruction's (`qualifiers`), or a 32-bit register where the address is generic
 * or .global, or a function, with why; null when none does. `spaceOf`: a name's state space, null
 * for a register or an undeclared name; `classOf`: a register's class.
 */
export function spaceMismatch(
  form: FormTable,
  args: Readonly<Record<string, Operand>>,
  qualifiers: Readonly<Record<string, string | true>>,
  spaceOf: (name: string) => string | null,
  classOf: (name: string) => number,
  defaults: Readonly<Record<string, string>>,
  variableOf: (name: string) => VariableFacts | null,
  isFunction: (name: string) => boolean,
): { operand: Operand; message: string } | null {
  for (const o of form.operands) {
    const op = args[o.field];
    if (op === undefined) continue;
    if (o.allows & Allow.Variable) {
      const m = variableAddressType(o, op, qualifiers, defaults, spaceOf, variableOf);
      if (m !== null) return m;
    }
    // A bracketed addrOrName (cp.async.bulk.tensor's `[mbar]`) is an address like another.
    if (o.space === null && o.shape !== Shape.Addr && o.shape !== Shape.AddrOrName) continue;
    // An address whose space the spec does not say is not in .local.
    const want = o.space === null ? null : instructionSpace(o.space, qualifiers);
    if (immediateAddress(op)) {
      if (want !== null && spaceBase(want) === '.local') continue;
      return { operand: op, message: `a constant address is taken only in .local, not in ${want ?? 'a generic address'} (put the address in a register, or name a variable)` };
    }
    // A variable operand (cvta's `var`) is named outside an address, as an array's element
    // (`ld.global.u32 %r1, g[1]`) is; a register there is none.
    const variable = op.kind !== 'Address';
    const name = o.space === null ? null : variable ? variableName(op) : addressVariable(op);
    if (name === null) continue;
    const have = spaceOf(name);
    // ptxas: "State space mismatch between instruction and address" (`cvta.global.u64 %rd1, f`; spec noFunctions).
    if (have === null && variable && want !== null && o.allows & Allow.NoFunction && isFunction(name)) return { operand: op, message: `'${name}' is a function, in no state space: the instruction addresses ${want}` };
    if (have === null && variable) continue;
    if (have === null) {
      // ptxas: "Illegal to use symbol 'f' of type unexpected as address operand".
      if (!variable && isFunction(name)) return { operand: op, message: `'${name}' is a function: an address is based on a register or a variable` };
      if (!narrowAddress(classOf(name)) || o.space!.narrow || (want !== null && !wideAddressSpace(want))) continue;
      return { operand: op, message: `'${name}' is a 32-bit register: a ${want ?? 'generic'} address takes a 64-bit one (32-bit addressing is no longer supported)` };
    }
    const generic = o.space!.generic;
    // ptxas checks no opaque variable's space against a written one (`atom.shared.add.u32 %r1, [tx], 1`
    // assembles), but where the operand's spaces are its own rule (genericSpaces: mbarrier.init's
    // "Illegal state space for address operand").
    if (want !== null && generic === null && handleOf(variableOf(name)) !== null) continue;
    if (want === null ? (generic === null ? GENERIC.has(spaceBase(have)) : generic.includes(spaceBase(have))) : spaceBase(want) === spaceBase(have)) continue;
    const reached = generic === null ? '.global, .shared or .local ones' : `${generic.join(' or ')} ones only`;
    return { operand: op, message: `'${name}' is a ${have} variable: ${want === null ? `generic addressing takes ${reached}` : `the instruction addresses ${want}`}` };
  }
  return null;
}

/**
 * `op` as a complaint when it names a variable (or an element of one) whose address the operand
 * `o`'s type cannot hold: a handle (a scalar `.texref`) as another type than its handle type, an
 * address that is never 32-bit as a 32-bit type (`mov.u32 %r1, g[1]`: the same "32-Bit ABI").
 */
function variableAddressType(
  o: OperandTable,
  op: Operand,
  qualifiers: Readonly<Record<string, string | true>>,
  defaults: Readonly<Record<string, string>>,
  spaceOf: (name: string) => string | null,
  variableOf: (name: string) => VariableFacts | null,
): { operand: Operand; message: string } | null {
  const name = op.kind === 'Index' ? op.base : op;
  if (name.kind !== 'Name' || name.selector !== null || o.type === null) return null;
  const space = spaceOf(name.name);
  if (space === null) return null;
  const type = typeToken(o.type, qualifiers, defaults);
  if (type === null) return null;
  const facts = op.kind === 'Name' ? variableOf(name.name) : null;
  const handle = handleOf(facts);
  if (handle !== null && type !== handle) return { operand: op, message: `'${name.name}' is a ${facts!.type} variable: its address is taken as ${handle} only, not ${type}` };
  if (!wideAddressSpace(space) || typeBits(type) !== 32) return null;
  return { operand: op, message: `'${name.name}' is a ${space} variable: its address is 64 bits, not ${type} (32-bit addressing is no longer supported)` };
}

/** The state space written for an address, null for generic. */
function instructionSpace(ref: SpaceRef, qualifiers: Readonly<Record<string, string | true>>): string | null {
  if (ref.field === null) return null;
  const v = qualifiers[ref.field];
  return v === undefined ? null : v === true ? ref.token : v;
}

