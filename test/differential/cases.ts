// Deterministic generator of differential-test cases from spec/instructions/*.json.
//
// For every opcode (the forms of all pages that define it), VALID variants: qualifier values picked
// for the slots, optional qualifiers and operands sometimes included, registers typed from the chosen
// type qualifiers; and MUTANTS of those: a required qualifier dropped, a qualifier duplicated, two
// qualifiers swapped, the qualifiers shuffled, an unknown qualifier inserted, an opcode typo, one
// operand too many or too few, `[r]` written for a register operand and `r` for an `[a]` operand,
// an array's element `xa[1]` for an address or a source register.
// Each case is one instruction in an `.entry` kernel whose registers are declared for it.
// The PRNG is seeded per opcode, so a change to one page only changes the cases of its opcodes.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { loadSpec, specFiles, type LoadedEntry } from '../../codegen/load-spec.js';
import type { OperandSyntax, ParsedForm } from '../../codegen/syntax.js';
import type { SpecEntry } from '../../spec/schema.js';
import { versionNumber, versionText } from '../../src/version.js';
import { probeDeclarations, VERSION_PROBES } from './version-probes.js';

export type CaseKind =
  | 'valid'
  | 'drop'
  | 'dup'
  | 'swap'
  | 'reorder'
  | 'unknown'
  | 'typo'
  | 'extra'
  | 'fewer'
  | 'bracket'
  | 'unbracket'
  | 'retype'
  | 'older'
  | 'probe'
  | 'index';

/**
 * Mutants whose "Arguments mismatch" from ptxas means a wrong operand count, kind or register type
 * (what the parser checks). For a retype mutant it counts only where its valid base assembled.
 */
export const OPERAND_MUTANTS: ReadonlySet<CaseKind> = new Set(['extra', 'fewer', 'bracket', 'unbracket', 'retype', 'index']);

export interface Case {
  /** Short hash of `module`: the key of verdicts.json (of verdicts-13.3.json for a `version` above 9.0). */
  id: string;
  opcode: string;
  page: string;
  /** The form's syntax string the case was built from. */
  form: string;
  kind: CaseKind;
  line: string;
  target: string;
  /**
   * The module's `.version`: 9.0, or the version the case's form and qualifiers need where that is
   * newer (judged by ptxas 13.3); an `older` case has the version just below what its line needs.
   */
  version: string;
  /** Module-level declarations (functions for call); cases with one are assembled alone. */
  prelude: string;
  /** The kernel `.visible .entry k() { ... }`. */
  kernel: string;
  module: string;
  /** For a retype mutant: the id of the valid case it changes one register's declared type of. */
  base?: string;
}

export const MAX_PER_OPCODE = 60;
const VALID_PER_OPCODE = 24;

// ---------------------------------------------------------------------------------------------
// PRNG

export function seedOf(s: string): number {
  const h = createHash('sha1').update(s).digest();
  return h.readUInt32LE(0);
}

export class Rng {
  constructor(private s: number) {}
  next(): number {
    // mulberry32
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  pick<T>(xs: readonly T[]): T {
    return xs[this.int(xs.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

export function shortHash(text: string): string {
  return createHash('sha1').update(text).digest('base64url').slice(0, 12);
}

// ---------------------------------------------------------------------------------------------
// Types and registers

const TYPE = /^\.(pred|[bsuf]\d+|bf16|tf32|[bsuf]\d+x\d+|bf16x2|u?e\dm\d(x\d+)?|s\d+f\d+(x\d+)?)$/;

function isType(q: string): boolean {
  return TYPE.test(q);
}

/** Register type for a value of PTX type `t` (bit types: compatible with every type of the size). */
function regType(t: string | undefined, widen = false): string {
  if (t === undefined) return widen ? '.b64' : '.b32';
  if (t === '.pred') return '.pred';
  let bits = 32;
  const packed = t.match(/^\.([a-z]+)(\d+)(?:m(\d+))?x(\d+)$/);
  if (t === '.tf32') bits = 32;
  else if (/^\.u?e\dm\d(x\d+)?$/.test(t)) {
    const [, e, m, x] = t.match(/^\.u?e(\d)m(\d)(?:x(\d+))?$/)!;
    bits = (1 + Number(e) + Number(m)) * Number(x ?? 1);
    // `.e2m1x2` is held in a `.b8` register (ISA Table 9; ptxas: "Arguments mismatch" for a `.b16`)
    if (bits === 8) return '.b8';
  } else if (packed) bits = Number(packed[2]) * Number(packed[4]);
  else {
    const m = t.match(/(\d+)(x(\d+))?$/);
    if (m) bits = Number(m[1]) * Number(m[3] ?? 1);
  }
  if (widen) bits *= 2;
  if (bits <= 16) return '.b16';
  if (bits <= 32) return '.b32';
  if (bits <= 64) return '.b64';
  return '.b128';
}

interface Built {
  opcode: string;
  quals: string[];
  /** Which quals are required (for the drop mutant). */
  required: boolean[];
  operands: string[];
  /** Operand index → shape, for the bracket mutants. */
  shapes: string[];
  decls: string[];
  prelude: string;
  labels: string[];
  target: string;
  version: string;
  /** Whether the form has optional operand groups, and whether all of them are written. */
  hasGroups: boolean;
  allGroups: boolean;
}

// ---------------------------------------------------------------------------------------------
// Targets

/** The PTX version a form needs, the entry's or its own. */
function formVersion(entry: SpecEntry, form: SpecEntry['forms'][number]): number {
  return Math.max(versionNumber(entry.requires.ptx ?? '1.0'), versionNumber(form.requires?.ptx ?? '1.0'));
}

/** Valid cases of each form of a newer PTX version than 9.0, and mutants of each. */
const NEWER_VALID_PER_FORM = 2;
const NEWER_MUTANTS_PER_VALID = 2;
/** A valid case of each form of 9.0 the round-robin of VALID_PER_OPCODE valid cases does not reach (of mma's 37, cvt's 67), with mutants. */
const UNREACHED_VALID_PER_FORM = 1;

/** The PTX version a case needs: the entry's, the form's and the chosen qualifiers' requirements. */
function chooseVersion(entry: SpecEntry, formReq: SpecEntry['requires'] | undefined, quals: string[]): number {
  let v = Math.max(versionNumber(entry.requires.ptx ?? '1.0'), versionNumber(formReq?.ptx ?? '1.0'));
  for (const r of entry.qualifierRequirements ?? [])
    if (!r.conditional && r.qualifiers.some((q) => quals.includes(q)) && (r.with === undefined || r.with.some((q) => quals.includes(q)))) v = Math.max(v, versionNumber(r.ptx ?? '1.0'));
  return v;
}

function targetNumber(t: string): number {
  return Number(t.match(/^sm_(\d+)/)![1]);
}

/** The targets tried, in order, for a form read otherwise on some (spec byTarget). */
const RANGE_TARGETS = ['sm_80', 'sm_89', 'sm_90a', 'sm_100a', 'sm_103a', 'sm_110a', 'sm_120a', 'sm_121a'];

/**
 * The target a case needs: from the entry's, the form's and the chosen qualifiers' requirements;
 * for a form read otherwise on some targets (spec byTarget), one of its readings at random: the
 * first target from the required one (of RANGE_TARGETS past it) on which that reading holds.
 */
function chooseTarget(entry: SpecEntry, formSpec: SpecEntry['forms'][number], quals: string[], rng: Rng): string {
  const t = requiredTarget(entry, formSpec.requires, quals);
  const rules = formSpec.byTarget;
  if (rules === undefined) return t;
  const on = (n: number, r: (typeof rules)[number]) =>
    (r.from === undefined || n >= targetNumber(r.from)) && (r.below === undefined || n < targetNumber(r.below)) && (r.with === undefined || r.with.some((q) => quals.includes(q)));
  // The rule read on target number n (the first that holds), -1 for the form's own reading.
  const reading = (n: number) => rules.findIndex((r) => on(n, r));
  const first = (k: number) => [t, ...RANGE_TARGETS.filter((c) => targetNumber(c) > targetNumber(t))].find((c) => reading(targetNumber(c)) === k);
  const choices = [...new Set([-1, ...rules.keys()].map(first).filter((c): c is string => c !== undefined))];
  return choices.length === 0 ? t : rng.pick(choices);
}

function requiredTarget(entry: SpecEntry, formReq: SpecEntry['requires'] | undefined, quals: string[]): string {
  const reqs = [entry.requires, formReq ?? {}];
  for (const r of entry.qualifierRequirements ?? []) if (r.qualifiers.some((q) => quals.includes(q))) reqs.push(r);
  const lists: string[][] = [];
  let max = 0;
  for (const r of reqs) {
    if (r.target) max = Math.max(max, targetNumber(r.target));
    if (r.targets && r.targets.length > 0) lists.push(r.targets);
  }
  if (lists.length > 0) {
    // targets common to all lists, preferring the arch-specific `a` variants
    let common = lists[0]!;
    for (const l of lists.slice(1)) {
      const next = common.filter((t) => l.includes(t));
      if (next.length > 0) common = next;
    }
    const a = common.filter((t) => t.endsWith('a'));
    const pool = a.length > 0 ? a : common.map((t) => t.replace(/f$/, 'a'));
    const preferred = ['sm_90a', 'sm_100a', 'sm_103a', 'sm_110a', 'sm_120a', 'sm_121a'];
    for (const p of preferred) if (pool.includes(p) && targetNumber(p) >= max) return p;
    const t = pool[0]!;
    return /^sm_\d+$/.test(t) ? `${t}a` : t;
  }
  let plain = 0;
  for (const r of reqs) if (r.target) plain = Math.max(plain, targetNumber(r.target));
  return plain >= 100 ? 'sm_100a' : 'sm_90a';
}

// ---------------------------------------------------------------------------------------------
// One valid variant

function build(entry: SpecEntry, formSpec: SpecEntry['forms'][number], form: ParsedForm, rng: Rng): Built {
  const quals: string[] = [];
  const required: boolean[] = [];
  for (const el of form.elements) {
    if (el.optional && !rng.chance(0.45)) continue;
    quals.push(el.kind === 'slot' ? rng.pick(el.values) : el.token);
    required.push(!el.optional);
  }
  const types = quals.filter(isType);
  const wide = form.opcode.includes('wide') || quals.includes('.wide');
  const vecQ = [...quals].reverse().find((q) => /^\.v\d+$/.test(q));
  const vecN = vecQ ? Number(vecQ.slice(2)) : 0;
  const numQ = quals.find((q) => /^\.x\d+$/.test(q));
  const decls: string[] = [];
  const labels: string[] = [];
  let prelude = '';
  let reg = 0;
  const declare = (t: string): string => {
    const name = t === '.pred' ? `%p${reg++}` : `%r${reg++}`;
    decls.push(`\t.reg ${t} ${name};`);
    return name;
  };
  const vector = (t: string, n: number): string => {
    const parts: string[] = [];
    for (let i = 0; i < n; i++) parts.push(declare(t));
    return `{${parts.join(', ')}}`;
  };
  const operands: string[] = [];
  const shapes: string[] = [];
  const included = new Map<number, boolean>();
  // a cache-policy operand goes with the .L2::cache_hint qualifier (ptxas: ".L2::cache_hint modifier
  // required for instruction 'atom' with 4 arguments")
  const hintEl = form.elements.some((e) => (e.kind === 'slot' ? e.values : [e.token]).includes('.L2::cache_hint'));
  const hint = quals.includes('.L2::cache_hint');
  const groupOn = (g: number): boolean => {
    if (g < 0) return true;
    if (!included.has(g)) {
      const names = form.operands.filter((o) => o.group === g).map((o) => o.name);
      included.set(g, hintEl && names.includes('cache-policy') ? hint : rng.chance(0.5));
    }
    return included.get(g)!;
  };
  // optional groups are only written when all earlier ones are (`{, e}{, f}`)
  let lastGroupOff = false;
  const ops = form.operands;
  const firstAddr = ops.findIndex((o) => o.shape === 'addr' || o.shape === 'addrOrName');
  const hasRet = ops.some((o) => o.shape === 'list' && /ret/.test(o.name));
  const hasParams = ops.some((o) => o.shape === 'list' && !/ret/.test(o.name));
  ops.forEach((o: OperandSyntax, i: number) => {
    if (o.group >= 0) {
      if (lastGroupOff) return;
      if (!groupOn(o.group)) {
        lastGroupOff = true;
        return;
      }
    }
    const t = i === 0 ? types[0] : types[types.length - 1];
    // cvt's scale-factor holds two .ue8m0 scales
    // A type token of spec operandTypes (fabric's `size`, `.u32`) where the operand has one, in the
    // forms newer than PTX 9.0 (those of 9.0 keep the cases ptxas 13.0's verdicts are recorded for).
    const own = formVersion(entry, formSpec) > BASE_VERSION ? entry.operandTypes?.[o.name] : undefined;
    const rt = o.name === 'cache-policy' || /policy|fptr|tmap|desc|handle/.test(o.name) ? '.b64' : o.name === 'scale-factor' ? '.b16' : own !== undefined && isType(own) ? regType(own) : regType(t, wide && i === 0);
    let text: string;
    // `{!}x` / `!x`: a predicate whatever the shape says
    switch (o.not !== 'none' && o.shape !== 'imm' ? 'pred' : o.shape) {
      case 'pred':
        text = declare('.pred');
        break;
      case 'imm':
        text = '1';
        break;
      case 'addr':
      case 'addrOrName': {
        const r = declare('.b64');
        text = `[${r}]`;
        break;
      }
      case 'label': {
        if (form.opcode === 'call' && o.name === 'func') {
          text = 'fn';
          prelude = `.func ${hasRet ? '(.param .b32 fr) ' : ''}fn${hasParams ? ' (.param .b32 fa)' : ''}\n{\n\tret;\n}\n`;
        } else {
          const l = `L${labels.length}`;
          labels.push(l);
          text = l;
          // A `.branchtargets` list, defined above, where the spec wants one (brx.idx's tlist).
          if (entry.branchTargetOperands?.includes(o.name)) {
            text = `T${l}`;
            decls.push(`${text}: .branchtargets ${l};`);
          }
        }
        break;
      }
      case 'list':
        text = `(${declare('.b32')})`;
        break;
      case 'vec': {
        const n = vecN || (numQ ? Number(numQ.slice(2)) : 4);
        text = vector(rt === '.pred' ? '.b32' : rt, n);
        break;
      }
      case 'texaddr': {
        // A handle of registers (spec registerItems: fabric's), each of its operandTypes type.
        if (entry.registerItems?.includes(o.name) === true) {
          const typeOf = (n: string) => regType(entry.operandTypes?.[n]);
          text = `[${[o.name, ...(o.inner ?? [])].map((n) => declare(typeOf(n))).join(', ')}]`;
          break;
        }
        const parts = [declare('.b64')];
        const inner = o.inner ?? [];
        inner.forEach((name, k) => {
          if (k === inner.length - 1) {
            const geom = quals.find((q) => /^\.(a?1d|a?2d|3d|a?cube|2dms|a2dms)$/.test(q));
            const n = geom === '.1d' ? 1 : geom === '.2d' || geom === '.a1d' ? 2 : 4;
            parts.push(vector(regType(types[types.length - 1]), n));
          } else parts.push(declare('.b64'));
          void name;
        });
        text = `[${parts.join(', ')}]`;
        break;
      }
      case 'reg':
      case 'src':
      default: {
        if (o.name === '_') {
          text = '_';
          break;
        }
        const asVector = vecN > 0 && rt !== '.pred' && !/policy/.test(o.name) && (i === 0 ? o.shape === 'reg' : i === firstAddr + 1 && firstAddr >= 0);
        text = asVector ? vector(rt, vecN) : declare(rt);
      }
    }
    if (o.not === 'required' || (o.not === 'optional' && rng.chance(0.3))) text = `!${text}`;
    if (o.minus === 'required' || (o.minus === 'optional' && rng.chance(0.3))) text = `-${text}`;
    if (o.selector && (!o.selector.optional || rng.chance(0.5))) text += rng.pick(o.selector.values);
    if (o.pair === 'required' || (o.pair === 'optional' && rng.chance(0.4))) text += `|${declare('.pred')}`;
    operands.push(text);
    shapes.push(o.shape);
  });
  const target = chooseTarget(entry, formSpec, quals, rng);
  const version = versionText(Math.max(BASE_VERSION, chooseVersion(entry, formSpec.requires, quals)));
  const hasGroups = ops.some((o) => o.group >= 0);
  return { opcode: form.opcode, quals, required, operands, shapes, decls, prelude, labels, target, version, hasGroups, allGroups: hasGroups && !lastGroupOff };
}

function lineOf(opcode: string, quals: string[], operands: string[]): string {
  return `${opcode}${quals.join('')}${operands.length > 0 ? ' ' + operands.join(', ') : ''};`;
}

function kernelOf(b: Built, line: string): string {
  const labels = b.labels.map((l) => `${l}:\n`).join('');
  return `.visible .entry k()\n{\n${b.decls.join('\n')}${b.decls.length > 0 ? '\n' : ''}\t${line}\n${labels}\tret;\n}\n`;
}

/** The version of the cases ptxas 13.0 judges; newer ones are ptxas 13.3's. */
export const BASE_VERSION = 900;

export function moduleOf(version: string, target: string, prelude: string, kernel: string): string {
  return `.version ${version}\n.target ${target}\n.address_size 64\n${prelude}${kernel}`;
}

/** Whether ptxas 13.3 judges `c` (verdicts-13.3.json): a newer version than 9.0, or one below what its line needs. */
export function judgedByNewer(c: Case): boolean {
  return c.kind === 'older' || versionNumber(c.version) > BASE_VERSION;
}

/** The version just below `version` (9.1 → 9.0, 9.0 → 8.8): ptxas names the one needed. */
function versionBelow(version: string): string {
  const n = versionNumber(version);
  return versionText(n % 100 === 0 ? n - 100 + KNOWN_MINORS[Math.floor(n / 100) - 1]! : n - 1);
}

/** The newest minor version of each major one: 1.5, 2.3, 3.2, 4.3, 5.0, 6.5, 7.8, 8.8. */
const KNOWN_MINORS = [5, 3, 2, 3, 0, 5, 8, 8];

// ---------------------------------------------------------------------------------------------
// Mutants

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

function mutate(b: Built, kind: CaseKind, rng: Rng, foreign: string[]): { opcode: string; quals: string[]; operands: string[] } | null {
  const quals = [...b.quals];
  const operands = [...b.operands];
  let opcode = b.opcode;
  switch (kind) {
    case 'drop': {
      const idx = b.required.map((r, i) => (r ? i : -1)).filter((i) => i >= 0);
      if (idx.length === 0) return null;
      quals.splice(rng.pick(idx), 1);
      break;
    }
    case 'dup': {
      if (quals.length === 0) return null;
      const i = rng.int(quals.length);
      quals.splice(i + 1, 0, quals[i]!);
      break;
    }
    case 'swap': {
      if (quals.length < 2) return null;
      const i = rng.int(quals.length - 1);
      const j = i + 1 + rng.int(quals.length - 1 - i);
      [quals[i], quals[j]] = [quals[j]!, quals[i]!];
      break;
    }
    case 'reorder': {
      if (quals.length < 3) return null;
      for (let i = quals.length - 1; i > 0; i--) {
        const j = rng.int(i + 1);
        [quals[i], quals[j]] = [quals[j]!, quals[i]!];
      }
      break;
    }
    case 'unknown': {
      const choices = ['.s33', '.foo', '.u31', '.f17', rng.pick(foreign), rng.pick(foreign)];
      quals.splice(rng.int(quals.length + 1), 0, rng.pick(choices));
      break;
    }
    case 'typo': {
      const pos = [...opcode].map((c, i) => (/[a-z]/.test(c) ? i : -1)).filter((i) => i >= 0);
      const p = rng.pick(pos);
      let c = rng.pick([...LETTERS]);
      if (c === opcode[p]) c = c === 'z' ? 'q' : LETTERS[LETTERS.indexOf(c) + 1]!;
      opcode = opcode.slice(0, p) + c + opcode.slice(p + 1);
      break;
    }
    case 'extra': {
      // only when the count is the form's largest: else the extra operand may fill an optional one
      if (b.hasGroups && !b.allGroups) return null;
      if (operands.length === 0) return null;
      else operands.push(operands[operands.length - 1]!.replace(/^\[(.*)\]$/, '$1').replace(/^[!-]/, '').replace(/\|.*$/, ''));
      break;
    }
    case 'fewer': {
      // only for forms without optional operands: else the shorter list may be another reading
      if (operands.length === 0 || b.hasGroups) return null;
      operands.pop();
      break;
    }
    case 'bracket': {
      const idx = operands.map((o, i) => (/^%r\d+$/.test(o) ? i : -1)).filter((i) => i >= 0);
      if (idx.length === 0) return null;
      const i = rng.pick(idx);
      operands[i] = `[${operands[i]}]`;
      break;
    }
    case 'unbracket': {
      const idx = b.shapes.map((s, i) => (s === 'addr' && /^\[%r\d+\]$/.test(operands[i] ?? '') ? i : -1)).filter((i) => i >= 0);
      if (idx.length === 0) return null;
      const i = rng.pick(idx);
      operands[i] = operands[i]!.slice(1, -1);
      break;
    }
    default:
      return null;
  }
  return { opcode, quals, operands };
}

/** Declared types a retype mutant gives a register: other sizes, and other kinds of a size. */
const RETYPES = ['.b16', '.b32', '.b64', '.pred', '.f32', '.f64', '.u16', '.s32', '.u64', '.f16'];

/**
 * One register operand of `b` (a plain `%rN`/`%pN`, or an element of a brace vector) declared with
 * another type: ptxas checks a register's type against the operand's ("Arguments mismatch").
 */
function retype(b: Built, rng: Rng): string[] | null {
  const names = [...new Set(b.operands.flatMap((o) => (/^[[!-]/.test(o) ? [] : (o.match(/%[rp]\d+/g) ?? []))))];
  if (names.length === 0) return null;
  const name = rng.pick(names);
  const at = b.decls.findIndex((d) => d.endsWith(` ${name};`));
  if (at < 0) return null;
  const old = /\.reg (\S+) /.exec(b.decls[at]!)![1]!;
  const decls = [...b.decls];
  decls[at] = `\t.reg ${rng.pick(RETYPES.filter((t) => t !== old))} ${name};`;
  return decls;
}

/** The state spaces an index mutant's array is declared in, by the instruction's space qualifier (.global where it names none of them). */
const INDEX_SPACES = ['.global', '.shared', '.const', '.local'];

/**
 * One operand of `b` written as an element of an array `xa` (spec indexOperands): an address
 * `[%rN]` bare, `xa[1]`, or a source register; `xa` declared in the space the instruction names
 * (a `.local` one in the kernel). Null where `b` has no such operand, or addresses `.param`.
 */
function indexed(b: Built, rng: Rng): Pick<Built, 'operands' | 'prelude' | 'decls'> | null {
  const at = b.operands.map((o, i) => (/^\[%r\d+\]$/.test(o) || (i > 0 && /^%r\d+$/.test(o)) ? i : -1)).filter((i) => i >= 0);
  if (at.length === 0 || b.quals.some((q) => q.startsWith('.param'))) return null;
  const operands = [...b.operands];
  operands[rng.pick(at)] = 'xa[1]';
  const space = b.quals.map((q) => q.replace(/::.*$/, '')).find((q) => INDEX_SPACES.includes(q)) ?? '.global';
  const decl = `${space} .b32 xa[4];`;
  return space === '.local' ? { operands, prelude: b.prelude, decls: [...b.decls, `\t${decl}`] } : { operands, prelude: `${b.prelude}${decl}\n`, decls: b.decls };
}

/** Index mutants per opcode, made last with an RNG of their own. */
const INDEX_PER_OPCODE = 3;

/** Retype mutants per opcode, made after the others with an RNG of their own (the others' cases stay as they were). */
const RETYPE_PER_OPCODE = 6;

/** At most this many mutants of a kind per opcode (typos and unknown qualifiers are cheap to make). */
const KIND_CAP: Partial<Record<CaseKind, number>> = { typo: 4, unknown: 8, dup: 6 };

const MUTANTS: CaseKind[] = ['drop', 'dup', 'swap', 'reorder', 'unknown', 'typo', 'extra', 'fewer', 'bracket', 'unbracket'];

// ---------------------------------------------------------------------------------------------
// All cases

export interface Generated {
  cases: Case[];
  /** Every opcode the spec defines, and those with at least one case. */
  opcodes: string[];
  covered: string[];
  specErrors: string[];
}

const generated = new Map<string, Generated>();

/** The cases of the spec under `root`, generated once per test process (two suites use them). */
export function generateCases(root: string): Generated {
  let g = generated.get(root);
  if (g === undefined) {
    const spec = loadSpec(specFiles(join(root, 'spec')));
    generated.set(root, (g = generateFrom(spec.entries, spec.errors)));
  }
  return g;
}

export function generateFrom(entries: LoadedEntry[], specErrors: string[] = []): Generated {
  const byOpcode = new Map<string, { entry: SpecEntry; spec: SpecEntry['forms'][number]; form: ParsedForm }[]>();
  const allQuals = new Set<string>();
  for (const le of entries) {
    // The unknown-qualifier mutants draw from the qualifiers of PTX ISA 9.0, so that newer ones leave the
    // 9.0 cases as they were: not those a requirement of a newer version names, nor those only newer forms write.
    const newer = new Set(le.entry.qualifierRequirements?.filter((r) => r.with === undefined && versionNumber(r.ptx ?? '1.0') > BASE_VERSION).flatMap((r) => r.qualifiers));
    const inOld = new Set<string>();
    const inNewer = new Set<string>();
    // parsed forms line up with entry.forms unless some failed to parse: match them by opcode and order
    let k = 0;
    for (const form of le.forms) {
      while (k < le.entry.forms.length && le.entry.forms[k]!.opcode !== form.opcode) k++;
      const spec = le.entry.forms[k] ?? le.entry.forms[0]!;
      k++;
      const list = byOpcode.get(form.opcode) ?? [];
      list.push({ entry: le.entry, spec, form });
      byOpcode.set(form.opcode, list);
      const written = formVersion(le.entry, spec) > BASE_VERSION ? inNewer : inOld;
      for (const el of form.elements) for (const v of el.kind === 'slot' ? el.values : [el.token]) written.add(v);
    }
    if (versionNumber(le.entry.requires.ptx ?? '1.0') <= BASE_VERSION)
      for (const vs of Object.values(le.entry.qualifiers)) for (const v of vs) if (!newer.has(v) && (inOld.has(v) || !inNewer.has(v))) allQuals.add(v);
  }
  const qualPool = [...allQuals].sort();
  const cases: Case[] = [];
  const covered: string[] = [];
  const opcodes = [...byOpcode.keys()].sort();
  for (const opcode of opcodes) {
    const forms = byOpcode.get(opcode)!;
    const rng = new Rng(seedOf(opcode));
    const own = new Set<string>();
    for (const f of forms) {
      for (const vs of Object.values(f.entry.qualifiers)) for (const v of vs) own.add(v);
      for (const el of f.form.elements) {
        if (el.kind === 'slot') for (const v of el.values) own.add(v);
        else own.add(el.token);
      }
    }
    const foreign = qualPool.filter((q) => !own.has(q));
    if (foreign.length === 0) foreign.push('.foo');
    const seen = new Set<string>();
    const out: Case[] = [];
    const valids: { b: Built; form: string; page: string }[] = [];
    const emit = (b: Built, kind: CaseKind, opc: string, quals: string[], operands: string[], form: string, page: string) => {
      const line = lineOf(opc, quals, operands);
      if (seen.has(line)) return false;
      seen.add(line);
      const kernel = kernelOf(b, line);
      const module = moduleOf(b.version, b.target, b.prelude, kernel);
      out.push({ id: shortHash(module), opcode, page, form, kind, line, target: b.target, version: b.version, prelude: b.prelude, kernel, module });
      return true;
    };
    // valid variants: round-robin over the forms
    const reached = new Set<(typeof forms)[number]>();
    for (let attempt = 0; valids.length < VALID_PER_OPCODE && attempt < VALID_PER_OPCODE * 4; attempt++) {
      const f = forms[attempt % forms.length]!;
      const b = build(f.entry, f.spec, f.form, rng);
      if (emit(b, 'valid', b.opcode, b.quals, b.operands, f.spec.syntax, f.entry.page)) {
        valids.push({ b, form: f.spec.syntax, page: f.entry.page });
        reached.add(f);
      }
    }
    if (valids.length === 0) continue;
    // mutants: cycle the kinds over random valid bases
    const budget = MAX_PER_OPCODE - out.length;
    let made = 0;
    const perKind = new Map<CaseKind, number>();
    for (let attempt = 0; made < budget && attempt < budget * 6; attempt++) {
      const kind = MUTANTS[attempt % MUTANTS.length]!;
      if ((perKind.get(kind) ?? 0) >= (KIND_CAP[kind] ?? budget)) continue;
      const v = rng.pick(valids);
      const m = mutate(v.b, kind, rng, foreign);
      if (!m) continue;
      if (emit(v.b, kind, m.opcode, m.quals, m.operands, v.form, v.page)) {
        made++;
        perKind.set(kind, (perKind.get(kind) ?? 0) + 1);
      }
    }
    covered.push(opcode);
    cases.push(...out.slice(0, MAX_PER_OPCODE));
    const retypeRng = new Rng(seedOf(`${opcode}:retype`));
    const ids = new Set(out.map((c) => c.id));
    for (let attempt = 0, made = 0; made < RETYPE_PER_OPCODE && attempt < RETYPE_PER_OPCODE * 4; attempt++) {
      const v = retypeRng.pick(valids);
      const decls = retype(v.b, retypeRng);
      if (decls === null) continue;
      const kernel = kernelOf({ ...v.b, decls }, lineOf(v.b.opcode, v.b.quals, v.b.operands));
      const module = moduleOf(v.b.version, v.b.target, v.b.prelude, kernel);
      const id = shortHash(module);
      if (ids.has(id)) continue;
      ids.add(id);
      const base = shortHash(moduleOf(v.b.version, v.b.target, v.b.prelude, kernelOf(v.b, lineOf(v.b.opcode, v.b.quals, v.b.operands))));
      cases.push({ id, opcode, page: v.page, form: v.form, kind: 'retype', line: lineOf(v.b.opcode, v.b.quals, v.b.operands), target: v.b.target, version: v.b.version, prelude: v.b.prelude, kernel, module, base });
      made++;
    }
    // Index mutants of the valid cases of PTX ISA 9.0, told only where their base assembled.
    const indexRng = new Rng(seedOf(`${opcode}:index`));
    const bases = valids.filter((v) => versionNumber(v.b.version) <= BASE_VERSION);
    for (let attempt = 0, made = 0; bases.length > 0 && made < INDEX_PER_OPCODE && attempt < INDEX_PER_OPCODE * 4; attempt++) {
      const v = indexRng.pick(bases);
      const m = indexed(v.b, indexRng);
      if (m === null) continue;
      const b = { ...v.b, ...m };
      const line = lineOf(b.opcode, b.quals, b.operands);
      const module = moduleOf(b.version, b.target, b.prelude, kernelOf(b, line));
      const id = shortHash(module);
      if (ids.has(id)) continue;
      ids.add(id);
      const base = shortHash(moduleOf(v.b.version, v.b.target, v.b.prelude, kernelOf(v.b, lineOf(v.b.opcode, v.b.quals, v.b.operands))));
      cases.push({ id, opcode, page: v.page, form: v.form, kind: 'index', line, target: b.target, version: b.version, prelude: b.prelude, kernel: kernelOf(b, line), module, base });
      made++;
    }
    // The forms of a newer version than 9.0, which the round-robin above may not reach (cvt has 67 forms):
    // a few valid cases and mutants of each, from an RNG of their own (the cases above stay as they were).
    const newerRng = new Rng(seedOf(`${opcode}:newer`));
    const newerValids: typeof valids = [];
    out.length = 0;
    for (const f of forms) {
      if (formVersion(f.entry, f.spec) <= BASE_VERSION) continue;
      for (let i = 0, made = 0; made < NEWER_VALID_PER_FORM && i < NEWER_VALID_PER_FORM * 4; i++) {
        const b = build(f.entry, f.spec, f.form, newerRng);
        if (emit(b, 'valid', b.opcode, b.quals, b.operands, f.spec.syntax, f.entry.page)) {
          newerValids.push({ b, form: f.spec.syntax, page: f.entry.page });
          made++;
        }
      }
    }
    for (let attempt = 0, made = 0; newerValids.length > 0 && made < newerValids.length * NEWER_MUTANTS_PER_VALID && attempt < newerValids.length * NEWER_MUTANTS_PER_VALID * 6; attempt++) {
      const kind = MUTANTS[attempt % MUTANTS.length]!;
      const v = newerRng.pick(newerValids);
      const m = mutate(v.b, kind, newerRng, foreign);
      if (m && emit(v.b, kind, m.opcode, m.quals, m.operands, v.form, v.page)) made++;
    }
    cases.push(...out);
    // The forms of 9.0 the round-robin did not reach, as the newer ones above (an RNG of their own: the cases above stay as they were).
    const unreachedRng = new Rng(seedOf(`${opcode}:unreached`));
    const unreached: typeof valids = [];
    out.length = 0;
    for (const f of forms) {
      if (reached.has(f) || formVersion(f.entry, f.spec) > BASE_VERSION) continue;
      for (let i = 0, made = 0; made < UNREACHED_VALID_PER_FORM && i < UNREACHED_VALID_PER_FORM * 4; i++) {
        const b = build(f.entry, f.spec, f.form, unreachedRng);
        if (emit(b, 'valid', b.opcode, b.quals, b.operands, f.spec.syntax, f.entry.page)) {
          unreached.push({ b, form: f.spec.syntax, page: f.entry.page });
          made++;
        }
      }
    }
    for (let attempt = 0, made = 0; unreached.length > 0 && made < unreached.length * NEWER_MUTANTS_PER_VALID && attempt < unreached.length * NEWER_MUTANTS_PER_VALID * 6; attempt++) {
      const kind = MUTANTS[attempt % MUTANTS.length]!;
      const v = unreachedRng.pick(unreached);
      const m = mutate(v.b, kind, unreachedRng, foreign);
      if (m && emit(v.b, kind, m.opcode, m.quals, m.operands, v.form, v.page)) made++;
    }
    cases.push(...out);
    // each valid case of a newer version under the version below it: ptxas 13.3 rejects it for the version alone
    for (const v of [...valids, ...newerValids]) {
      if (versionNumber(v.b.version) <= BASE_VERSION) continue;
      const line = lineOf(v.b.opcode, v.b.quals, v.b.operands);
      const kernel = kernelOf(v.b, line);
      const version = versionBelow(v.b.version);
      const module = moduleOf(version, v.b.target, v.b.prelude, kernel);
      const base = shortHash(moduleOf(v.b.version, v.b.target, v.b.prelude, kernel));
      cases.push({ id: shortHash(module), opcode, page: v.page, form: v.form, kind: 'older', line, target: v.b.target, version, prelude: v.b.prelude, kernel, module, base });
    }
  }
  // The hand-written probes of the version a qualifier needs (version-probes.ts).
  for (const [line, target, version] of VERSION_PROBES) {
    const opcode = opcodes.filter((o) => line.startsWith(`${o}.`) || line.startsWith(`${o} `)).sort((a, b) => b.length - a.length)[0] ?? line.split(/[. ]/)[0]!;
    const page = byOpcode.get(opcode)?.[0]?.entry.page ?? '';
    const kernel = `.visible .entry k()\n{\n${probeDeclarations(line)}\t${line}\n\tret;\n}\n`;
    const module = moduleOf(version, target, '', kernel);
    cases.push({ id: shortHash(module), opcode, page, form: '', kind: 'probe', line, target, version, prelude: '', kernel, module });
  }
  return { cases, opcodes, covered, specErrors };
}
