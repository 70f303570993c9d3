// Mutants of real PTX: each corpus module under MAX_BYTES with one instruction line edited the way
// a hand or a tool gets PTX wrong (a register of another type, an operand dropped or added, a type
// or qualifier changed, dropped, doubled or moved, an immediate, brackets, a typo, a special
// register, a brace vector); and per module one of each edit of its structure: a `;` left out, a
// function's `}` left out, a stray `}`, a branch to a label not there. Deterministic: the edits of a
// module depend only on its name and text.
// ptxas's verdict on each is cached in verdicts.json (record.ts); mutation.test.ts compares ours.
import { readFileSync } from 'node:fs';
import { corpus, type CorpusFile } from '../support/corpus.js';
import { Rng, seedOf, shortHash } from '../differential/cases.js';

export const MAX_BYTES = 64_000;
/** Mutants per module. */
const PER_MODULE = 10;

export interface Mutant {
  /** Short hash of the mutated text: the key of verdicts.json. */
  id: string;
  file: CorpusFile;
  kind: string;
  /** 1-based line of the edit, and the line before and after it. */
  line: number;
  before: string;
  after: string;
  text: string;
}

const TYPES = ['.u8', '.u16', '.u32', '.u64', '.s8', '.s16', '.s32', '.s64', '.b8', '.b16', '.b32', '.b64', '.f16', '.f32', '.f64', '.pred', '.b128', '.bf16', '.f16x2'];
const SPECIALS = ['%tid.x', '%tid', '%laneid', '%clock64', '%ctaid.y', '%smid', '%warpid', '%globaltimer'];
const IMMEDIATES = ['0', '1', '-1', '0f3F800000', '0d3FF0000000000000', '4294967296'];
const KINDS = ['regtype', 'drop', 'extra', 'type', 'qualdrop', 'qualdup', 'qualswap', 'imm', 'bracket', 'unbracket', 'typo', 'special', 'vector'] as const;

/** An instruction line: optional guard, opcode with qualifiers, operands, `;`, whatever follows. */
const INSTRUCTION = /^(\s*(?:@!?%\w+\s+)?)([a-z][\w.:]*)(\s+)([^;{}]*(?:\{[^}]*\}[^;{}]*)*);(.*)$/;

/** The operands of an instruction, split at top-level commas (not those inside braces or brackets). */
function splitOperands(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '{' || c === '[' || c === '(') depth++;
    else if (c === '}' || c === ']' || c === ')') depth--;
    else if (c === ',' && depth === 0) {
      out.push(text.slice(from, i).trim());
      from = i + 1;
    }
  }
  if (text.trim() !== '') out.push(text.slice(from).trim());
  return out;
}

/** `line` with one edit of `kind`, or null when the kind does not apply to it. */
function edit(line: string, kind: (typeof KINDS)[number], registers: readonly string[], rng: Rng): string | null {
  const m = INSTRUCTION.exec(line);
  if (m === null) return null;
  const [, pre, opcode, gap, args, post] = m as unknown as [string, string, string, string, string, string];
  const ops = splitOperands(args);
  const parts = opcode.split('.');
  const plain = ops.map((o, i) => (/^%[a-z]+\d+$/.test(o) ? i : -1)).filter((i) => i >= 0);
  switch (kind) {
    case 'regtype': {
      if (plain.length === 0 || registers.length < 2) return null;
      ops[rng.pick(plain)] = rng.pick(registers);
      break;
    }
    case 'drop':
      if (ops.length === 0) return null;
      ops.splice(rng.int(ops.length), 1);
      break;
    case 'extra':
      if (ops.length === 0) return null;
      ops.push(ops[ops.length - 1]!);
      break;
    case 'type': {
      const at = parts.map((p, i) => (i > 0 && TYPES.includes(`.${p}`) ? i : -1)).filter((i) => i >= 0);
      if (at.length === 0) return null;
      parts[rng.pick(at)] = rng.pick(TYPES).slice(1);
      break;
    }
    case 'qualdrop':
      if (parts.length < 2) return null;
      parts.splice(1 + rng.int(parts.length - 1), 1);
      break;
    case 'qualdup': {
      if (parts.length < 2) return null;
      const i = 1 + rng.int(parts.length - 1);
      parts.splice(i, 0, parts[i]!);
      break;
    }
    case 'qualswap': {
      if (parts.length < 3) return null;
      const i = 1 + rng.int(parts.length - 2);
      [parts[i], parts[i + 1]] = [parts[i + 1]!, parts[i]!];
      break;
    }
    case 'imm': {
      if (ops.length === 0) return null;
      const i = rng.int(ops.length);
      ops[i] = /^-?\d/.test(ops[i]!) ? rng.pick(registers.length > 0 ? registers : ['%r1']) : rng.pick(IMMEDIATES);
      break;
    }
    case 'bracket': {
      const i = ops.findIndex((o) => !o.startsWith('['));
      if (i < 0) return null;
      ops[i] = `[${ops[i]}]`;
      break;
    }
    case 'unbracket': {
      const i = ops.findIndex((o) => o.startsWith('[') && o.endsWith(']'));
      if (i < 0) return null;
      ops[i] = ops[i]!.slice(1, -1);
      break;
    }
    case 'typo':
      parts[0] = parts[0]!.slice(0, -1) + rng.pick(['x', 'a', 's', '']);
      break;
    case 'special':
      if (ops.length === 0) return null;
      ops[rng.int(ops.length)] = rng.pick(SPECIALS);
      break;
    case 'vector':
      if (plain.length === 0) return null;
      {
        const i = rng.pick(plain);
        ops[i] = `{${ops[i]}, ${ops[i]}}`;
      }
      break;
  }
  const out = `${pre}${parts.join('.')}${gap}${ops.join(', ')};${post}`;
  return out === line ? null : out;
}

/** The mutants of one corpus module. */
function mutantsOf(file: CorpusFile, text: string): Mutant[] {
  const lines = text.split('\n');
  const candidates = lines.map((l, i) => (INSTRUCTION.test(l) && !/^\s*\./.test(l) ? i : -1)).filter((i) => i >= 0);
  if (candidates.length === 0) return [];
  const registers = [...new Set(text.match(/%[a-z]+\d+/g) ?? [])];
  const rng = new Rng(seedOf(file.name));
  const out: Mutant[] = [];
  for (let attempt = 0; out.length < PER_MODULE && attempt < PER_MODULE * 8; attempt++) {
    const kind = KINDS[(out.length + attempt) % KINDS.length]!;
    const at = rng.pick(candidates);
    const after = edit(lines[at]!, kind, registers, rng);
    if (after === null) continue;
    const mutated = [...lines];
    mutated[at] = after;
    const body = mutated.join('\n');
    out.push({ id: shortHash(body), file, kind, line: at + 1, before: lines[at]!.trim(), after: after.trim(), text: body });
  }
  return [...out, ...structureMutants(file, lines, candidates)];
}

/** One mutant of each edit of the module's structure that applies to it (`candidates`: its instruction lines). */
function structureMutants(file: CorpusFile, lines: readonly string[], candidates: readonly number[]): Mutant[] {
  const rng = new Rng(seedOf(`${file.name}:structure`));
  const where = (re: RegExp) => lines.map((l, i) => (re.test(l) ? i : -1)).filter((i) => i >= 0);
  const ends = where(/^\}\s*$/);
  const branches = where(/^\s*(?:@!?%\w+\s+)?bra(?:\.uni)?\s+[\w$]+;/);
  const edits: [string, number[], (l: string) => string][] = [
    ['nosemi', [...candidates, ...where(/^\s*\.reg\s.*;\s*$/)], (l) => l.replace(/;(?=[^;]*$)/, '')],
    ['nobrace', ends.slice(0, -1), () => ''],
    ['extrabrace', [...candidates], (l) => `}${l}`],
    ['label', branches, (l) => l.replace(/([\w$]+);/, '$1_none;')],
  ];
  const out: Mutant[] = [];
  for (const [kind, at, edit] of edits) {
    if (at.length === 0) continue;
    const i = rng.pick(at);
    const mutated = [...lines];
    mutated[i] = edit(lines[i]!);
    const body = mutated.join('\n');
    out.push({ id: shortHash(body), file, kind, line: i + 1, before: lines[i]!.trim(), after: mutated[i]!.trim(), text: body });
  }
  return out;
}

/** Every mutant of the corpus modules under MAX_BYTES, of the PTX ISA ptxas 13.0 judges (not cuda13x's 9.1+). */
export function mutants(): Mutant[] {
  const out: Mutant[] = [];
  for (const file of corpus().filter((c) => !c.newerPtxas)) {
    const text = readFileSync(file.path, 'latin1');
    if (text.length < MAX_BYTES) out.push(...mutantsOf(file, text));
  }
  return out;
}

/** Edits combined into one module: errors in different functions, each to be reported at its line. */
export interface MultiMutant {
  id: string;
  file: CorpusFile;
  edits: Mutant[];
  text: string;
}

/** The 1-based lines where a function (`.entry`, `.func`) starts. */
function functionStarts(lines: readonly string[]): number[] {
  return lines.map((l, i) => (/^\s*(?:\.\w+\s+)*\.(?:entry|func)\b/.test(l) ? i + 1 : -1)).filter((i) => i > 0);
}

/**
 * Per module, up to 4 of its mutants in different functions, combined into one text: those ptxas
 * rejects with an error (not a fatal: ptxas stops at a fatal) on the edited line, `rejectedAt(m)`.
 * Only modules with 3 such functions or more.
 */
export function multiMutants(all: readonly Mutant[], rejectedAt: (m: Mutant) => boolean): MultiMutant[] {
  const byFile = new Map<CorpusFile, Mutant[]>();
  for (const m of all) if (rejectedAt(m)) byFile.set(m.file, [...(byFile.get(m.file) ?? []), m]);
  const out: MultiMutant[] = [];
  for (const [file, ms] of byFile) {
    const lines = ms[0]!.text.split('\n');
    const starts = functionStarts(lines);
    const fn = (m: Mutant) => starts.filter((s) => s < m.line).length;
    const edits: Mutant[] = [];
    for (const m of ms) if (edits.length < 4 && fn(m) > 0 && !edits.some((e) => fn(e) === fn(m))) edits.push(m);
    if (edits.length < 3) continue;
    const mutated = [...lines];
    for (const e of edits) mutated[e.line - 1] = e.text.split('\n')[e.line - 1]!;
    const text = mutated.join('\n');
    out.push({ id: shortHash(text), file, edits: edits.sort((a, b) => a.line - b.line), text });
  }
  return out;
}
