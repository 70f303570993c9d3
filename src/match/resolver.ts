// Dispatch of instructions to the generated opcode tables: finds the fused opcode, the forms its
// qualifiers fit, then the form its operands fit, and reports what is wrong where.
// A module repeats few distinct opcode spellings, so the qualifier work is cached per spelling.
import type { Guard, InstructionBase, Operand, Span } from '../ast.js';
import { suggest } from '../diagnostics.js';
import type { Context } from '../parser/context.js';
import { matchOperands, OperandMismatch } from './operands.js';
import { explainMismatch, matchQualifiers } from './qualifiers.js';
import type { OpcodeTable, Requirement } from './tables.js';

interface Candidate {
  form: number;
  qualifiers: Readonly<Record<string, string | true>>;
  defaults: Readonly<Record<string, string>>;
}

interface NameMatch {
  opcode: string;
  modifiers: readonly string[];
  table: OpcodeTable | null;
  candidates: readonly Candidate[];
  /** A qualifier-level error: message and its place relative to the start of the name. */
  error: { message: string; offset: number; length: number } | null;
}

const EMPTY: Readonly<Record<string, never>> = Object.freeze({});
const CACHE_LIMIT = 65536;

export class InstructionResolver {
  private readonly cache = new Map<string, NameMatch>();
  private readonly maxParts: number;
  private firstParts: Set<string> | null = null;

  constructor(private readonly opcodes: ReadonlyMap<string, OpcodeTable>) {
    let max = 1;
    for (const name of opcodes.keys()) max = Math.max(max, name.split('.').length);
    this.maxParts = max;
  }

  resolve(
    cx: Context,
    guard: Guard | null,
    nameStart: number,
    nameEnd: number,
    line: number,
    column: number,
    operands: Operand[],
    span: Span,
  ): InstructionBase {
    const key = cx.src.slice(nameStart, nameEnd);
    let m = this.cache.get(key);
    if (m === undefined) {
      m = this.matchName(key);
      if (this.cache.size < CACHE_LIMIT) this.cache.set(key, m);
    }
    let form = -1;
    let qualifiers: Readonly<Record<string, string | true>> = EMPTY;
    let defaults: Readonly<Record<string, string>> = EMPTY;
    let args: Record<string, Operand> = EMPTY as Record<string, Operand>;
    if (m.error !== null) {
      const start = nameStart + m.error.offset;
      cx.error(m.error.message, { start, end: start + m.error.length, line, column: column + m.error.offset });
    } else {
      let problem: OperandMismatch | null = null;
      let unmet: string | null = null;
      for (const c of m.candidates) {
        const f = m.table!.forms[c.form]!;
        const r = matchOperands(f, operands, cx.retain);
        if (r instanceof OperandMismatch) {
          // Prefer a shape complaint (a form with the right count) over a count complaint.
          if (problem === null || (problem.operand < 0 && r.operand >= 0)) problem = r;
          continue;
        }
        // A form the module's .target is too old for: look for another that fits.
        const need = unmetRequirement(f.requires, cx.targetNumber);
        if (need !== null) {
          unmet ??= need;
          if (form < 0) {
            form = c.form;
            qualifiers = c.qualifiers;
            defaults = c.defaults;
            args = r;
          }
          continue;
        }
        form = c.form;
        qualifiers = c.qualifiers;
        defaults = c.defaults;
        args = r;
        unmet = null;
        break;
      }
      if (unmet !== null) cx.error(`'${key}' ${unmet}`, { start: nameStart, end: nameEnd, line, column });
      else if (form < 0 && problem !== null) {
        const where = problem.operand >= 0 ? operands[problem.operand]!.span : { start: nameStart, end: nameEnd, line, column };
        cx.error(`'${key}': ${problem.message}`, where);
      }
    }
    return { kind: 'Instruction', guard, opcode: m.opcode, modifiers: m.modifiers, qualifiers, defaults, operands, args, form, span };
  }

  private matchName(key: string): NameMatch {
    const parts = key.split('.');
    let longest: { table: OpcodeTable; k: number } | null = null;
    for (let k = Math.min(parts.length, this.maxParts); k >= 1; k--) {
      const name = k === parts.length ? key : parts.slice(0, k).join('.');
      const table = this.opcodes.get(name);
      if (table === undefined) continue;
      longest ??= { table, k };
      const modifiers = Object.freeze(parts.slice(k).map((p) => `.${p}`));
      const candidates: Candidate[] = [];
      table.forms.forEach((f, i) => {
        const q = matchQualifiers(f, modifiers);
        if (q === null) return;
        const defaults: Record<string, string> = {};
        for (const [field, value] of Object.entries(f.defaults)) if (!(field in q)) defaults[field] = value;
        candidates.push({ form: i, qualifiers: Object.freeze(q), defaults: Object.freeze(defaults) });
      });
      if (candidates.length > 0) return { opcode: name, modifiers, table, candidates, error: null };
    }
    if (longest === null) {
      // Name the opcode as far as it is known: `mbarrier.try_wat` when `mbarrier` heads other opcodes.
      const headKnown = this.opcodeHeads().has(parts[0]!);
      const shown = headKnown && parts.length > 1 ? `${parts[0]}.${parts[1]}` : parts[0]!;
      const candidates = headKnown ? [...this.opcodes.keys()].filter((n) => n.split('.').length === 2 && n.startsWith(`${parts[0]}.`)) : this.opcodeHeads();
      const hint = suggest(shown, candidates);
      return {
        opcode: shown,
        modifiers: Object.freeze(parts.slice(shown.split('.').length).map((p) => `.${p}`)),
        table: null,
        candidates: [],
        error: { message: `unknown opcode '${shown}'${hint && hint !== shown ? `; did you mean '${hint}'?` : ''}`, offset: 0, length: shown.length },
      };
    }
    const { table, k } = longest;
    const modifiers = Object.freeze(parts.slice(k).map((p) => `.${p}`));
    const offsets: number[] = [];
    let off = parts.slice(0, k).join('.').length;
    for (const mod of modifiers) {
      offsets.push(off);
      off += mod.length;
    }
    const known = new Set<string>();
    for (const f of table.forms) for (const e of f.elements) for (const v of e.values) known.add(v);
    const unknown = modifiers.findIndex((t) => !known.has(t));
    if (unknown >= 0) {
      const tok = modifiers[unknown]!;
      const near = suggest(tok, known);
      return {
        opcode: table.opcode,
        modifiers,
        table,
        candidates: [],
        error: {
          message: `unknown qualifier '${tok}' for '${table.opcode}'${near ? `; did you mean '${near}'?` : ''}`,
          offset: offsets[unknown]!,
          length: tok.length,
        },
      };
    }
    let best = explainMismatch(table.forms[0]!, modifiers, table.opcode);
    for (const f of table.forms.slice(1)) {
      const p = explainMismatch(f, modifiers, table.opcode);
      if (p.cost < best.cost) best = p;
    }
    const at = best.token >= 0 ? { offset: offsets[best.token]!, length: modifiers[best.token]!.length } : { offset: 0, length: key.length };
    return { opcode: table.opcode, modifiers, table, candidates: [], error: { message: best.message, ...at } };
  }

  private opcodeHeads(): Set<string> {
    if (this.firstParts === null) {
      this.firstParts = new Set();
      for (const name of this.opcodes.keys()) this.firstParts.add(name.split('.')[0]!);
    }
    return this.firstParts;
  }
}

/**
 * The target a form needs and the module lacks, or null. Only the target is enforced: the PTX
 * versions in the spec are per form while ptxas ties some of them to single qualifiers, so a
 * version check would reject valid modules that older toolkits wrote.
 */
function unmetRequirement(req: Requirement, target: number | null): string | null {
  if (req.target !== undefined && target !== null && Number(req.target.slice(3)) > target) {
    return `requires .target ${req.target} or higher`;
  }
  return null;
}
