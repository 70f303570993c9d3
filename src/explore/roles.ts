// What the spec says an instruction does, beyond its syntax: its category (the ISA chapter
// section of its page), how it moves control (spec flow), the operands that name labels or the
// function it calls, and the state space of each address it takes.
import type { InstructionBase, Name } from '../ast.js';
import { INSTRUCTIONS, OPCODES } from '../../generated/dispatch.js';
import { PAGE_CATEGORIES, PAGE_FLOW } from '../../generated/page-facts.js';
import { Allow, Shape, type FormTable, type OpcodeTable, type OperandTable, type SpaceRef } from '../match/tables.js';

/** The fused opcode's table (the parser's, built on first use); undefined for no opcode of the spec. */
export function opcodeTable(opcode: string): OpcodeTable | undefined {
  return OPCODES.get(opcode)?.();
}

const tables = new Map<string, readonly OpcodeTable[]>();

/** The table of the fused opcode whose form `ins` matched (`mul.wide` of mul.wide.u32), with that form's index in it; null when it matched none (a module with errors). */
export function tableOf(ins: Pick<InstructionBase, 'opcode' | 'form'>): { table: OpcodeTable; form: number } | null {
  if (ins.form < 0) return null;
  let ts = tables.get(ins.opcode);
  if (ts === undefined) tables.set(ins.opcode, (ts = (INSTRUCTIONS.get(ins.opcode) ?? []).map((name) => opcodeTable(name)!)));
  // An instruction's forms are those of its fused opcodes in turn (mul.hi's, mul.lo's...).
  for (const t of ts) if (ins.form >= t.formBase && ins.form < t.formBase + t.forms.length) return { table: t, form: ins.form - t.formBase };
  return null;
}

/** The spec form `ins` matched; null when it matched none (a module with errors). */
export function formOf(ins: Pick<InstructionBase, 'opcode' | 'form'>): FormTable | null {
  const found = tableOf(ins);
  return found === null ? null : found.table.forms[found.form]!;
}

/** The instruction category of `ins` (spec/categories.json); `unmatched` for one that matched no form. `f`: its form, when known. */
export function categoryOf(ins: InstructionBase, f = formOf(ins)): string {
  return f === null ? 'unmatched' : (PAGE_CATEGORIES.get(f.page) ?? 'unmatched');
}

export type Flow = 'jump' | 'end' | 'call' | null;

/** How `ins` moves control (spec flow); null: on to the next instruction. */
export function flowOf(ins: Pick<InstructionBase, 'opcode' | 'form'>): Flow {
  const f = formOf(ins);
  return f === null ? null : (PAGE_FLOW.get(f.page) ?? null);
}

/** The names written where the form takes a label: a jump's target, a call's `.calltargets` or `.callprototype`. */
export function labelOperands(ins: InstructionBase): Name[] {
  const f = formOf(ins);
  if (f === null) return [];
  const out: Name[] = [];
  for (const o of f.operands) {
    const op = ins.args[o.field];
    if (o.shape === Shape.Label && op?.kind === 'Name') out.push(op);
  }
  return out;
}

/** The function a call names (spec callOperands' target); null for a call through a register, or no call. */
export function callTarget(ins: InstructionBase): Name | null {
  const f = formOf(ins);
  if (f === null) return null;
  for (const o of f.operands) {
    const op = ins.args[o.field];
    if ((o.allows & Allow.CallTarget) !== 0 && op?.kind === 'Name') return op;
  }
  return null;
}

/**
 * The state space of each memory address `ins` takes: by the spec's addressSpaces, the one written,
 * else `generic`; on a page without them, for an instruction with an address, the qualifiers of
 * the space role (`space`, `dstSpace`, `srcSpace`...), else `generic` where its space is defaulted.
 */
export function addressSpacesOf(ins: InstructionBase, f = formOf(ins)): string[] {
  if (f === null) return [];
  const out: string[] = [];
  const spaced = spacedOperands(f);
  for (const o of spaced) {
    // An array's element is a memory address where the form takes one bare (`ld.global.u32 %r1, g[1]`).
    const a = ins.args[o.field];
    if (a?.kind !== 'Address' && !(a?.kind === 'Index' && o.shape === Shape.Addr)) continue;
    const v = o.space.field === null ? undefined : ins.qualifiers[o.space.field];
    out.push(v === undefined ? 'generic' : v === true ? (o.space.token ?? 'generic') : v);
  }
  if (spaced.length > 0 || !ins.operands.some((op) => op.kind === 'Address')) return out;
  for (const [field, v] of Object.entries(ins.qualifiers)) if (typeof v === 'string' && (field === 'space' || field.endsWith('Space'))) out.push(v);
  if (out.length === 0 && ins.defaults.space !== undefined) out.push('generic');
  return out;
}

type Spaced = OperandTable & { readonly space: SpaceRef };
const SPACED = new WeakMap<FormTable, readonly Spaced[]>();

/** The operands of form `f` whose state space the spec describes (most forms have none): asked once per form. */
function spacedOperands(f: FormTable): readonly Spaced[] {
  let out = SPACED.get(f);
  if (out === undefined) SPACED.set(f, (out = f.operands.filter((o): o is Spaced => o.space !== null)));
  return out;
}
