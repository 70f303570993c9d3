// Dispatch of instructions to the generated opcode tables: finds the fused opcode, the forms its
// qualifiers fit, then the form its operands fit, and reports what is wrong where.
// A module repeats few distinct opcode spellings, so the qualifier work is cached per spelling,
// looked up by the spelling's bytes (no string is made for a spelling seen before).
import { SpellingTrie } from './spelling-trie.js';
import type { Guard, Instruction, Name, Operand, Span, UnmatchedInstruction } from '../ast.js';
import { Ch } from '../chars.js';
import { replacement, suggest } from '../diagnostics.js';
import { hashBytes } from '../name-hash.js';
import type { StatementContext } from './statement-context.js';
import { matchOperands, OperandMismatch } from './operands.js';
import { blamesType, explainMismatch, formVocabularies, matchQualifiers, mayFit, missingMessage, type QualifierProblem } from './qualifiers.js';
import { fastSpecialComponent, SPECIAL_CLASSES } from './operand-types.js';
import { RegClass } from '../types/register-classes.js';
import { PREDEFINED } from '../../generated/symbols.js';
import { formChecks } from './form-checks/checks.js';
import { type Problem, Verdict } from './form-checks/form-check.js';
import { type Candidate, learntFor, matchedInstruction, type NameMatch } from './name-match.js';
import { FormStatement } from './form-checks/form-statement.js';
import { learntPositions, learnValueRules, VALUE_FIELD, VALUE_POSITIONS } from './learnt-positions.js';
import { acceptKey, signatureOf, typeSignatureOf, variableEntry } from './signature.js';
import type { FormTable, OpcodeTable, OperandRequirement } from './tables.js';
import { immediateValue, requirementWith, valueTaken } from './operand-values.js';
import type { SourceText } from '../source-text.js';
import { type SpacedSpelling, spacedSpan, splitOpcode } from './spaced-spelling.js';
import { formOn } from './target-forms.js';

/** Spellings of one bucket, chained; `bytes` is the spelling's own copy, to compare against. */
interface Spelling {
  hash: number;
  bytes: Uint8Array;
  match: NameMatch;
  next: Spelling | null;
}

const EMPTY: Readonly<Record<string, never>> = Object.freeze({});
const CACHE_LIMIT = 65536;
/** Spellings are found in 2^SPELLING_BITS buckets by hash (an array index costs less than a Map's probe). */
const SPELLING_BITS = 12;

export class InstructionResolver {
  private readonly spellings: (Spelling | null)[] = new Array<Spelling | null>(1 << SPELLING_BITS).fill(null);
  private size = 0;
  /**
   * The cached spellings the fast path scanned, by their bytes: it walks them itself (find(), then
   * `end`: where the walk stopped), a call rather than three for every statement, which count
   * before V8 optimizes the fast path. The spelling found is the line's only when what follows
   * cannot continue a spelling (the fast path's rule).
   */
  readonly spellingTrie = new SpellingTrie<NameMatch>();
  private readonly maxParts: number;
  private firstParts: Set<string> | null = null;

  private readonly tables = new Map<string, OpcodeTable>();

  /** The statement being resolved, as the form checks see it, made once and not per statement. */
  private readonly st = new FormStatement();
  private readonly fastClassOf = (n: Name) => fastPathClass(this.st.cx!, n);
  /** The type-signature entry of a name of no class, as the fast path reads it (quick-instruction.ts operand()). */
  private readonly fastVariableOf = (n: Name) => (n.name.charCodeAt(0) === Ch.PERCENT ? 0 : variableEntry(this.st.cx!.symbols.spaceCodeAt(n.span.start, n.span.start + n.name.length)));

  /**
   * `opcodes`: every opcode's fused name and the function that builds its table (generated/);
   * `ignored`: qualifiers ptxas ignores on an instruction that takes none such; `repeatable`: flags
   * ptxas takes again (a repeat of one in the opcode's own name, `bar.warp.sync.sync`, is ignored).
   */
  constructor(
    private readonly opcodes: ReadonlyMap<string, () => OpcodeTable>,
    private readonly ignored: ReadonlySet<string>,
    private readonly repeatable: ReadonlySet<string>,
  ) {
    let max = 1;
    for (const name of opcodes.keys()) max = Math.max(max, name.split('.').length);
    this.maxParts = max;
  }

  private table(name: string): OpcodeTable | undefined {
    let t = this.tables.get(name);
    if (t === undefined) {
      const build = this.opcodes.get(name);
      if (build === undefined) return undefined;
      this.tables.set(name, (t = build()));
    }
    return t;
  }

  /**
   * What the spelling `source[start, end)` names; `h` is its hashBytes(). With `index` (the fast
   * path's spellings, scanned by its rules), a spelling cached is also filed in spellingTrie.
   */
  lookup(source: SourceText, start: number, end: number, h: number, index = false): NameMatch {
    const bytes = source.bytes;
    const bucket = Math.imul(h, 0x9e3779b1) >>> (32 - SPELLING_BITS);
    const head = this.spellings[bucket]!;
    for (let s: Spelling | null = head; s !== null; s = s.next) {
      if (s.hash === h && sameBytes(s.bytes, bytes, start, end)) return s.match;
    }
    const m = this.matchName(source.slice(start, end));
    if (this.size < CACHE_LIMIT) {
      this.spellings[bucket] = { hash: h, bytes: new Uint8Array(bytes.subarray(start, end)), match: m, next: head };
      this.size++;
      if (index) this.spellingTrie.add(bytes, start, end, m);
    }
    return m;
  }

  resolve(
    cx: StatementContext,
    guard: Guard | null,
    nameStart: number,
    nameEnd: number,
    line: number,
    column: number,
    operands: Operand[],
    span: Span,
    spaced: SpacedSpelling | null = null,
  ): Instruction | UnmatchedInstruction {
    const m = spaced === null ? this.lookup(cx.source, nameStart, nameEnd, hashBytes(cx.lx.bytes, nameStart, nameEnd)) : this.matchName(spaced.pieces.map((p) => p.text).join(''));
    const split = spaced === null ? null : splitOpcode(m, spaced);
    if (m.error === null && split === null) return this.resolveForm(cx, m, guard, nameStart, nameEnd, line, column, operands, span, spaced);
    if (m.error !== null) reportSpellingError(cx, m, nameStart, line, column, spaced);
    else cx.error(split!.message, split!.span, split!.fix);
    return { kind: 'UnmatchedInstruction', guard, opcode: m.opcode, modifiers: m.modifiers, qualifiers: EMPTY, defaults: EMPTY, operands, args: EMPTY as Record<string, Operand>, form: -1, span };
  }

  /**
   * The form of `m`'s candidates that `operands` fit and each of its form checks passes, the first
   * such; else the error of the nearest miss, reported. A form the module's `.version` or
   * `.target` is too old for is kept while no later one fits, and reported so.
   */
  private resolveForm(
    cx: StatementContext,
    m: NameMatch,
    guard: Guard | null,
    nameStart: number,
    nameEnd: number,
    line: number,
    column: number,
    operands: Operand[],
    span: Span,
    spaced: SpacedSpelling | null,
  ): Instruction | UnmatchedInstruction {
    let form = -1;
    // The candidate whose qualifiers the node has (the one too new, when a check then ends the search), and its arguments.
    let kept: Candidate | null = null;
    let args: Record<string, Operand> = EMPTY as Record<string, Operand>;
    let problem: OperandMismatch | null = null;
    /** Is `problem` a brace vector's length in a form the module allows? */
    let lengthProblem = false;
    let typeProblem: Problem | null = null;
    let lacking: Unmet | null = null;
    const st = this.st;
    st.start(cx, operands, m.spelling);
    search: for (const c of m.candidates) {
      const own = m.table!.forms[c.form]!;
      // Its operands as ptxas reads them on the module's target (spec byTarget).
      const f = formOn(own, cx.arch, c.qualifiers);
      const r = matchOperands(f, operands, c.qualifiers, cx.retain);
      if (r instanceof OperandMismatch) {
        // Prefer a shape complaint (a form with the right count) over a count complaint.
        if (problem === null || (problem.operand < 0 && r.operand >= 0)) problem = r;
        // A brace vector's length wrong in a form the module allows is the nearest miss (a texture
        // offset's under texmode_independent, whose twin form in unified mode takes it).
        if (r.length && !lengthProblem && cx.lacking(f.requires) === null) {
          problem = r;
          lengthProblem = true;
        }
        continue;
      }
      // A form the module's .version or .target is too old for: look for another that fits. What
      // a check found wrong with an earlier form the module allows is said rather than that (a
      // sampler form's handle under texmode_independent, not the unified mode's form).
      const need = unmetRequirement(f, c, operands, cx);
      if (need !== null) {
        if (typeProblem !== null) continue;
        lacking ??= need;
        if (form < 0) {
          form = c.form;
          kept = c;
          args = r;
        }
        continue;
      }
      st.candidate(f, c.qualifiers, c.defaults, r);
      for (const check of f === own ? c.checks : formChecks(f)) {
        if (!check.applies(st)) continue;
        const p = check.mismatch(st);
        if (p === null) continue;
        if (check.verdict === Verdict.First) typeProblem ??= p;
        else typeProblem = p;
        if (check.verdict !== Verdict.Final) continue search;
        form = -1;
        lacking = null;
        break search;
      }
      form = c.form;
      kept = c;
      args = r;
      lacking = null;
      break;
    }
    // Said rather than a later form's unmet requirement.
    if (lacking !== null && lengthProblem) {
      lacking = null;
      form = -1;
      kept = null;
      args = EMPTY as Record<string, Operand>;
    }
    // Learnt for the validate-only fast path, where there is one.
    if (cx.quick !== null && form >= 0 && lacking === null) this.learn(m, cx, operands, form, kept!.qualifiers);
    // Not kept past the statement (the resolver outlives a parse), nor left set when an error ends the parse.
    st.end();
    if (lacking !== null) reportLacking(cx, m.spelling, lacking, nameStart, nameEnd, line, column, spaced);
    else if (form < 0) reportMismatch(cx, m.spelling, typeProblem, problem, operands, nameStart, nameEnd, line, column);
    const qualifiers = kept === null ? EMPTY : kept.qualifiers;
    const defaults = kept === null ? EMPTY : kept.defaults;
    if (form < 0) return { kind: 'UnmatchedInstruction', guard, opcode: m.opcode, modifiers: m.modifiers, qualifiers, defaults, operands, args, form: -1, span };
    return matchedInstruction(m, guard, qualifiers, defaults, operands, args, form, span);
  }

  /** Remember that `operands` were resolved as `form` of `m` with `qualifiers`, for the validate-only fast path. */
  private learn(m: NameMatch, cx: StatementContext, operands: readonly Operand[], form: number, qualifiers: Readonly<Record<string, string | true>>): void {
    const sig = signatureOf(operands);
    const types = sig >= 0 ? typeSignatureOf(operands, this.fastClassOf, this.st.spaceOfName, this.fastVariableOf) : -1;
    const f = formOn(m.table!.forms[form]!, cx.arch, qualifiers);
    // Not where a check of the form looks at what the signatures do not hold.
    if (types >= 0 && !formChecks(f).some((c) => c.unseenByFastPath?.(f, operands, this.fastClassOf, this.fastVariableOf) === true)) {
      if (m.acceptedFeatures !== cx.featureKey) learntFor(m, cx.featureKey);
      const built = matchOperands(f, operands, qualifiers, true);
      const positions = built instanceof OperandMismatch ? 0 : learntPositions(f, built, operands);
      if (positions >>> VALUE_POSITIONS !== 0 && !(built instanceof OperandMismatch)) learnValueRules(m, f, built, operands, qualifiers);
      const key = acceptKey(sig, types);
      const before = m.accepted.get(key);
      // A position is left to check as a label, or takes a special register, only while every
      // form learnt under the key does; its value is checked while any does.
      m.accepted.set(key, before === undefined ? positions : (before & positions & ~VALUE_FIELD) | ((before | positions) & VALUE_FIELD));
      m.acceptedForms.set(key, before === undefined || m.acceptedForms.get(key) === form ? form : -1);
      m.lastAccepted = -1;
    }
  }

  /** What the spelling `key` names: the longest fused opcode of it whose forms its qualifiers fit, else the error to report. */
  private matchName(key: string): NameMatch {
    const parts = key.split('.');
    let longest: { table: OpcodeTable; k: number } | null = null;
    for (let k = Math.min(parts.length, this.maxParts); k >= 1; k--) {
      const name = k === parts.length ? key : parts.slice(0, k).join('.');
      const table = this.table(name);
      if (table === undefined) continue;
      longest ??= { table, k };
      const modifiers = Object.freeze(parts.slice(k).map((p) => `.${p}`));
      const candidates = this.candidates(table, name, modifiers);
      if (candidates.length > 0) return nameMatch(key, name, modifiers, table, candidates, null);
    }
    return longest === null ? this.unknownOpcode(key, parts) : this.qualifierMismatch(key, parts, longest.table, longest.k);
  }

  /** The forms of `table` (fused name `name`) that the qualifiers `modifiers` fit, with what each then needs and checks. */
  private candidates(table: OpcodeTable, name: string, modifiers: readonly string[]): Candidate[] {
    const matched = this.withoutIgnored(table, modifiers);
    const candidates: Candidate[] = [];
    const taken = formVocabularies(table.forms);
    table.forms.forEach((f, i) => {
      const q = mayFit(taken[i]!, matched) ? matchQualifiers(f, matched) : null;
      if (q === null) return;
      const qualifierRequires = writtenRequirements(f, matched, modifiers, name);
      // The fused name's own qualifiers (`.wide` of `mul.wide`) are the node's too.
      candidates.push({ form: i, qualifiers: Object.freeze(plainName(table) ? q : { ...table.implied, ...q }), defaults: Object.freeze({ ...f.defaults }), qualifierRequires, checks: formChecks(f) });
    });
    return candidates;
  }

  /** The error of a spelling `key` (split in `parts`) of which no opcode is known, naming the opcode as far as it is known. */
  private unknownOpcode(key: string, parts: readonly string[]): NameMatch {
    // `mbarrier.try_wat` when `mbarrier` heads other opcodes.
    const headKnown = this.opcodeHeads().has(parts[0]!);
    const shown = headKnown && parts.length > 1 ? `${parts[0]}.${parts[1]}` : parts[0]!;
    const candidates = headKnown ? [...this.opcodes.keys()].filter((n) => n.split('.').length === 2 && n.startsWith(`${parts[0]}.`)) : this.opcodeHeads();
    const hint = suggest(shown, candidates);
    const error = hint === null || hint === shown ? { message: `unknown opcode '${shown}'`, offset: 0, length: shown.length } : { message: `unknown opcode '${shown}'; did you mean '${hint}'?`, offset: 0, length: shown.length, meant: hint };
    return nameMatch(key, shown, Object.freeze(parts.slice(shown.split('.').length).map((p) => `.${p}`)), null, [], error);
  }

  /**
   * The error of a spelling `key` (split in `parts`) of opcode `table`, its fused name `parts[0, k)`,
   * whose qualifiers no form takes: the first unknown one, else the nearest form's complaint.
   */
  private qualifierMismatch(key: string, parts: readonly string[], table: OpcodeTable, k: number): NameMatch {
    const fused = parts.slice(0, k).join('.');
    const modifiers = Object.freeze(parts.slice(k).map((p) => `.${p}`));
    // Offsets and checks of the qualifiers that count: those ptxas ignores here are left out.
    const counted: string[] = [];
    const offsets: number[] = [];
    let off = fused.length;
    modifiers.forEach((mod, i) => {
      if (this.counts(table, modifiers, i)) {
        counted.push(mod);
        offsets.push(off);
      }
      off += mod.length;
    });
    const known = vocabulary(table);
    const unknown = counted.findIndex((t) => !known.has(t));
    if (unknown >= 0) return nameMatch(key, table.opcode, modifiers, table, [], this.unknownQualifier(table, counted[unknown]!, offsets[unknown]!));
    const best = nearestMismatch(table, counted);
    const at = best.token >= 0 ? { offset: offsets[best.token]!, length: counted[best.token]!.length } : { offset: 0, length: key.length };
    // Qualifiers out of order are put in order, a missing flag among them, unless ptxas ignores some here (the order leaves them out).
    const meant = best.ordered === undefined || counted.length !== modifiers.length ? undefined : `${fused}${best.ordered}`;
    return nameMatch(key, table.opcode, modifiers, table, [], meant === undefined ? { message: best.message, ...at } : { message: best.message, ...at, meant });
  }

  /** The error of qualifier `tok` at `offset`, which no form of `table` takes: a repeat of one ptxas ignores, or unknown (and the nearest known). */
  private unknownQualifier(table: OpcodeTable, tok: string, offset: number): NonNullable<NameMatch['error']> {
    const at = { offset, length: tok.length };
    if (this.ignored.has(tok)) return { message: `duplicate qualifier '${tok}' for '${table.opcode}'`, ...at };
    const near = suggest(tok, vocabulary(table));
    return near === null ? { message: `unknown qualifier '${tok}' for '${table.opcode}'`, ...at } : { message: `unknown qualifier '${tok}' for '${table.opcode}'; did you mean '${near}'?`, ...at, meant: near };
  }

  /** `modifiers` without those ptxas ignores on this opcode (see counts()); most often `modifiers` itself. */
  private withoutIgnored(table: OpcodeTable, modifiers: readonly string[]): readonly string[] {
    if (!modifiers.some((t) => this.ignored.has(t) || this.repeatsOpcode(table, t))) return modifiers;
    return modifiers.filter((_t, i) => this.counts(table, modifiers, i));
  }

  /**
   * Does `modifiers[i]` count for matching? Not the first of a qualifier ptxas ignores here (one it
   * takes none such of; a repeat is its error), nor a repeat of a flag of the opcode's name.
   */
  private counts(table: OpcodeTable, modifiers: readonly string[], i: number): boolean {
    const t = modifiers[i]!;
    if (this.repeatsOpcode(table, t)) return false;
    return !this.ignored.has(t) || vocabulary(table).has(t) || modifiers.indexOf(t) !== i;
  }

  /** Is `t` a repeatable flag that the opcode's name already has (`.sync` of `bar.warp.sync`)? */
  private repeatsOpcode(table: OpcodeTable, t: string): boolean {
    return this.repeatable.has(t) && table.opcode.split('.').includes(t.slice(1));
  }

  private opcodeHeads(): Set<string> {
    if (this.firstParts === null) {
      this.firstParts = new Set();
      for (const name of this.opcodes.keys()) this.firstParts.add(name.split('.')[0]!);
    }
    return this.firstParts;
  }
}

/** Report the spelling's own error (`m.error`), at its place in the name (which starts at `nameStart`, on `line` at `column`). */
function reportSpellingError(cx: StatementContext, m: NameMatch, nameStart: number, line: number, column: number, spaced: SpacedSpelling | null): void {
  const { message, offset, length, meant } = m.error!;
  const at = spaced === null ? { start: nameStart + offset, end: nameStart + offset + length, line, column: column + offset } : spacedSpan(spaced, offset, length);
  // A spelling with blanks in it is mended only where the culprit lies within one piece.
  const fix = meant === undefined || at.end - at.start !== length ? undefined : replacement(at, m.spelling.slice(offset, offset + length), meant);
  cx.error(message, at, fix);
}

/** Report what the module lacks for the form found (`lacking`), at the qualifier that needs it, or at the whole name. */
function reportLacking(cx: StatementContext, key: string, lacking: Unmet, nameStart: number, nameEnd: number, line: number, column: number, spaced: SpacedSpelling | null): void {
  const at = lacking.at;
  const where = lacking.operand !== undefined ? lacking.operand.span : at === null ? { start: nameStart, end: nameEnd, line, column } : spaced === null ? { start: nameStart + at.offset, end: nameStart + at.offset + at.length, line, column: column + at.offset } : spacedSpan(spaced, at.offset, at.length);
  cx.error(`'${key}' ${lacking.message}`, where);
}

/** Report why no form fits: a form check's complaint, else the operands' (at the operand, or at the name for their count). */
function reportMismatch(cx: StatementContext, key: string, typeProblem: Problem | null, problem: OperandMismatch | null, operands: Operand[], nameStart: number, nameEnd: number, line: number, column: number): void {
  if (typeProblem !== null) cx.error(`'${key}': ${typeProblem.message}`, typeProblem.operand.span);
  else if (problem !== null && problem.operand >= 0) {
    const op = operands[problem.operand]!;
    if (op.kind === 'Address') cx.notAnAddress(op.span);
    cx.error(`'${key}': ${problem.message}`, op.span);
  } else if (problem !== null) cx.error(`'${key}': ${problem.message}`, { start: nameStart, end: nameEnd, line, column });
}

/**
 * The requirements of form `f`'s qualifiers that the qualifiers written (`matched`, of
 * `modifiers` after the fused name `name`) bring in, each placed at the later written of the
 * qualifiers concerned (in conflict, or bringing it in): where its error goes.
 */
function writtenRequirements(f: FormTable, matched: readonly string[], modifiers: readonly string[], name: string): Candidate['qualifierRequires'][number][] {
  const requires: Candidate['qualifierRequires'][number][] = [];
  for (const r of f.qualifierRequires) {
    const at = matched.findIndex((t) => r.tokens.includes(t));
    if (at < 0) continue;
    const partner = r.with === null ? undefined : matched.find((t, i) => i !== at && r.with!.includes(t));
    if (r.with !== null && partner === undefined) continue;
    if (r.without !== null && matched.some((t) => r.without!.includes(t))) continue;
    const token = partner === undefined ? matched[at]! : `${matched[at]} and ${partner}`;
    const conflict = r.conflicts === null ? undefined : matched.find((t) => r.conflicts!.includes(t));
    const last = Math.max(...[matched[at]!, partner, conflict].map((t) => (t === undefined ? -1 : modifiers.lastIndexOf(t))));
    const place = { offset: name.length + modifiers.slice(0, last).join('').length, length: modifiers[last]!.length };
    requires.push(conflict === undefined ? { token, requires: r.requires, at: place } : { token, requires: r.requires, at: place, conflict });
  }
  return requires;
}

/** Of the complaints of `table`'s forms about the qualifiers `counted`, the one of the form nearest to taking them. */
function nearestMismatch(table: OpcodeTable, counted: readonly string[]): QualifierProblem {
  const problems = table.forms.map((f) => explainMismatch(f, counted, table.opcode));
  let best = problems[0]!;
  // Of forms as near, one that blames a qualifier other than a type: the types say what the
  // instruction works on (set.lo.bf16.bf16: '.lo' compares no .bf16).
  for (const p of problems) if (p.cost < best.cost || (p.cost === best.cost && blamesType(best, counted) && !blamesType(p, counted))) best = p;
  // A set missing alike from forms that split it (wmma's .atype by fragment type): all their values.
  const missing = best.missing;
  if (missing !== undefined) {
    const values = new Set<string>();
    for (const p of problems) if (p.cost === best.cost && p.missing?.what === missing.what) for (const v of p.missing.values) values.add(v);
    if (values.size > missing.values.length) best = { ...best, message: missingMessage(missing.what, [...values], table.opcode) };
  }
  return best;
}

/** Whether `table`'s fused name holds no qualifiers past its instruction (`mul.wide` holds `.wide`). */
function plainName(table: OpcodeTable): boolean {
  return table.opcode.length === table.instruction.length;
}

/**
 * What a spelling names; with a table, its node's `opcode` is the table's instruction, the rest of
 * the fused name leading its `modifiers` (`mul.wide.u32`: `mul`, `.wide .u32`).
 */
function nameMatch(
  spelling: string,
  opcode: string,
  modifiers: readonly string[],
  table: OpcodeTable | null,
  candidates: readonly Candidate[],
  error: NameMatch['error'],
): NameMatch {
  if (table !== null && !plainName(table)) {
    opcode = table.instruction;
    modifiers = Object.freeze([...table.opcode.slice(opcode.length).match(/(?:\.|::)[^.:]+/g)!, ...modifiers]);
  }
  return { spelling, opcode, modifiers, table, candidates, error, accepted: new Map(), acceptedForms: new Map(), acceptedFeatures: -1, learntBy: null, lastAccepted: -1, lastTypes: -1, lastPositions: 0, lastForm: -1, valueRules: null, valueConflict: false, requiredValues: null, recordedBy: 0, recordIndex: -1 };
}

/**
 * The class the fast path sees for name `n` (quick-instruction.ts name()): a register of a range in
 * scope, the range's class; a plain register, its class; a special register, its type's class
 * (RegClass.Special when untyped); any other name, 0; -1 where the fast path
 * cannot type it (no verdict is learnt): a prefix typed differently in the blocks in view, or a
 * register of a range whose prefix the ranges do not take.
 */
function fastPathClass(cx: StatementContext, n: Name): number {
  const symbols = cx.symbols;
  const c = symbols.registers.classAt(cx.lx.bytes, n.span.start, n.span.start + n.name.length);
  if (c >= 0) return c === RegClass.Conflict ? -1 : c;
  const cls = symbols.classOf(n.name);
  if (cls < 0 && n.name.charCodeAt(0) === Ch.PERCENT) {
    // A special register of a checked type stands as a register of it; of the others, only a
    // component the fast path takes (%tid.x) has an entry: %gridid and %clusterid.x are the grammar's.
    const typed = SPECIAL_CLASSES.get(n.name);
    if (typed !== undefined) return typed;
    return PREDEFINED.has(n.name) && !(n.selector !== null && fastSpecialComponent(n.name)) ? -1 : RegClass.Special;
  }
  if (cls <= 0) return 0;
  return symbols.untrackedRanges ? -1 : cls;
}

function sameBytes(key: Uint8Array, bytes: Uint8Array, start: number, end: number): boolean {
  if (key.length !== end - start) return false;
  for (let i = 0; i < key.length; i++) if (key[i] !== bytes[start + i]) return false;
  return true;
}

/** An unmet requirement: what is lacking, and where in the spelling it is (null: the whole name). */
interface Unmet {
  readonly message: string;
  readonly at: { readonly offset: number; readonly length: number } | null;
  /** The operand that brings the requirement in (said there); absent for a qualifier's or the form's. */
  readonly operand?: Operand;
}

/** What the module's `.target` or `.version` lacks for form `f` written as candidate `c` with `operands` (or a qualifier in conflict), or null. */
function unmetRequirement(f: FormTable, c: Candidate, operands: Operand[], cx: StatementContext): Unmet | null {
  const need = cx.lacking(f.requires);
  if (need !== null) return { message: need, at: null };
  for (const q of c.qualifierRequires) {
    if (q.conflict !== undefined) return { message: `with ${q.token} cannot take ${q.conflict}`, at: q.at };
    const u = cx.lacking(q.requires);
    if (u !== null) return { message: `with ${q.token} ${u}`, at: q.at };
  }
  // Which optional operands are written: the arguments, built again (checking only builds none; few forms have these).
  const args = f.operandRequires.length > 0 ? matchOperands(f, operands, c.qualifiers, true) : null;
  if (args !== null && !(args instanceof OperandMismatch)) {
    for (const r of f.operandRequires) {
      const a = args[r.field];
      if (a === undefined || !valueRequirementHolds(r, a, c.qualifiers)) continue;
      const u = cx.lacking(r.requires);
      if (u !== null) return { message: `with operand ${r.field}${r.values === null ? '' : ` ${immediateValue(a)}`} ${u}`, at: null, operand: a };
    }
  }
  return null;
}

/** Does `r` hold of the operand `a` written with `qualifiers`: an immediate its values take, with one of its qualifiers (each where given)? */
function valueRequirementHolds(r: OperandRequirement, a: Operand, qualifiers: Readonly<Record<string, string | true>>): boolean {
  if (!requirementWith(r, qualifiers)) return false;
  if (r.values === null) return true;
  const v = immediateValue(a);
  return v !== null && valueTaken(r.values, v);
}

const vocabularies = new WeakMap<OpcodeTable, ReadonlySet<string>>();

/** Every qualifier token some form of `table` takes. */
function vocabulary(table: OpcodeTable): ReadonlySet<string> {
  let known = vocabularies.get(table);
  if (known === undefined) {
    const set = new Set<string>();
    for (const taken of formVocabularies(table.forms)) for (const v of taken) set.add(v);
    vocabularies.set(table, (known = set));
  }
  return known;
}
