// Parser of the normalised syntax notation used in spec/ (grammar in spec/README.md).
import type { OperandShape, SpecEntry, SpecForm } from '../spec/schema.js';

export interface SlotElement {
  kind: 'slot';
  /** Set name as written, e.g. `.level::cache_hint`. */
  set: string;
  /** AST field name, e.g. `levelCacheHint`. */
  field: string;
  optional: boolean;
  values: string[];
  /** What the node's `defaults` hold when the optional slot is absent, by its role (spec/qualifier-roles.json `default`), where the page gives none. */
  roleDefault?: string;
}

export interface LiteralElement {
  kind: 'literal';
  token: string;
  field: string;
  optional: boolean;
  /** The literal is its role's slot (spec/qualifier-roles.json): the AST holds its token there, not `true`. */
  valued?: boolean;
  /** As SlotElement's. */
  roleDefault?: string;
}

export type QualifierElement = SlotElement | LiteralElement;

export interface OperandSyntax {
  /** Operand name as written (`cache-policy`), and its AST field (`cachePolicy`). */
  name: string;
  field: string;
  shape: OperandShape;
  /** Index of the optional group `{, ...}` it belongs to; -1 when required. */
  group: number;
  /** `{!}p` / `{-}a`: an optional prefix; `!p` / `-a`: a required one. */
  not: 'none' | 'optional' | 'required';
  minus: 'none' | 'optional' | 'required';
  /** `d|p` / `d{|p}`: a predicate written after a bar. */
  pair: 'none' | 'optional' | 'required';
  pairName?: string;
  /** `a{.asel}`: a selector set written after the operand. */
  selector?: { set: string; optional: boolean; values: string[] };
  /** `[a, c]`: the other names inside a texture/surface bracket. */
  inner?: string[];
}

export interface ParsedForm {
  /** The fused name the matcher dispatches on: `mul.wide`. */
  opcode: string;
  /** The instruction its node names (spec `instruction`, else `opcode`): `mul`. */
  instruction: string;
  /**
   * The qualifiers the fused name holds past the instruction, which the node reports as written
   * (`.wide` of `mul.wide`: the page's `.mode`, a slot of that one value; else a flag).
   */
  implied: QualifierElement[];
  elements: QualifierElement[];
  operands: OperandSyntax[];
  order: 'free' | 'strict';
  /** Element indices that must appear in this relative order. */
  sequences: number[][];
  /** Element indices that must be all present or all absent. */
  together: number[][];
}

export class SpecSyntaxError extends Error {}

/** `.level::cache_hint` → `levelCacheHint`; `cache-policy` → `cachePolicy`. */
export function fieldName(name: string): string {
  const parts = name.replace(/^\./, '').split(/::|[-.]/).filter((p) => p.length > 0);
  const out = parts
    .map((p, i) => {
      const clean = p.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
      return i === 0 ? clean : clean.charAt(0).toUpperCase() + clean.slice(1);
    })
    .join('');
  return /^[0-9]/.test(out) ? `q${out}` : out;
}

const QUAL = /^\.[A-Za-z0-9_]+(::[A-Za-z0-9_]+)*/;
const NAME = /^[A-Za-z_][A-Za-z0-9_-]*/;

export function parseForm(entry: SpecEntry, form: SpecForm): ParsedForm {
  const sets: Record<string, string[]> = { ...entry.qualifiers, ...(form.qualifiers ?? {}) };
  const shapes: Record<string, OperandShape> = { ...entry.operands, ...(form.operands ?? {}) };
  const text = form.syntax.trim();
  const fail = (msg: string): never => {
    throw new SpecSyntaxError(`${entry.page}: form "${form.syntax}": ${msg}`);
  };
  if (!text.startsWith(form.opcode)) fail(`does not start with its opcode "${form.opcode}"`);
  let i = form.opcode.length;
  const next = text.charAt(i);
  if (next !== '' && next !== '.' && next !== '{' && next !== ' ' && next !== ';' && next !== '\t') {
    fail(`opcode "${form.opcode}" is not followed by a qualifier, operand or ";"`);
  }
  const elements: QualifierElement[] = [];
  const seen = new Set<string>();
  while (i < text.length) {
    const rest = text.slice(i);
    let optional = false;
    let m: RegExpMatchArray | null;
    if (rest.startsWith('{.')) {
      optional = true;
      m = rest.slice(1).match(QUAL);
      if (!m || rest.charAt(1 + m[0].length) !== '}') fail(`bad optional qualifier at "${rest}"`);
      i += m![0].length + 2;
    } else if (rest.startsWith('.')) {
      m = rest.match(QUAL);
      if (!m) fail(`bad qualifier at "${rest}"`);
      i += m![0].length;
    } else break;
    const tok = m![0];
    if (seen.has(tok)) fail(`qualifier ${tok} written twice`);
    seen.add(tok);
    const set = sets[tok];
    if (set && !(set.length === 1 && set[0] === tok)) {
      elements.push({ kind: 'slot', set: tok, field: fieldName(tok), optional, values: set });
    } else {
      elements.push({ kind: 'literal', token: tok, field: fieldName(tok), optional });
    }
  }
  const operandText = text.slice(i).trim().replace(/;\s*$/, '').trim();
  const operands = parseOperands(operandText, shapes, sets, fail);
  const indices = (what: string, groups: string[][] | undefined) =>
    (groups ?? []).map((names) =>
      names.map((name) => {
        const i = elements.findIndex((e) => (e.kind === 'slot' ? e.set : e.token) === name);
        if (i < 0) fail(`${what} names ${name}, which is no qualifier of the form`);
        return i;
      }),
    );
  const sequences = indices('sequences', form.sequences);
  const together = indices('together', form.together);
  const instruction = form.instruction ?? form.opcode;
  const tail = form.opcode.slice(instruction.length);
  if (!form.opcode.startsWith(instruction) || (tail !== '' && !tail.startsWith('.') && !tail.startsWith('::'))) fail(`instruction "${instruction}" is not the first words of opcode "${form.opcode}"`);
  const implied: QualifierElement[] = [];
  for (const tok of tail.match(/(?:\.|::)[a-z0-9_]+/g) ?? []) {
    if (seen.has(tok)) fail(`qualifier ${tok} of the opcode written again`);
    const set = Object.keys(sets).find((k) => sets[k]!.includes(tok) && !(sets[k]!.length === 1 && k === tok));
    implied.push(set === undefined ? { kind: 'literal', token: tok, field: fieldName(tok), optional: false } : { kind: 'slot', set, field: fieldName(set), optional: false, values: [tok] });
  }
  return { opcode: form.opcode, instruction, implied, elements, operands, order: form.order ?? 'free', sequences, together };
}

function parseOperands(
  src: string,
  shapes: Record<string, OperandShape>,
  sets: Record<string, string[]>,
  fail: (msg: string) => never,
): OperandSyntax[] {
  const out: OperandSyntax[] = [];
  let i = 0;
  let group = -1;
  let groups = 0;
  const ws = () => {
    while (i < src.length && /\s/.test(src.charAt(i))) i++;
  };
  const name = (): string => {
    const m = src.slice(i).match(NAME);
    if (!m) fail(`expected an operand name at "${src.slice(i)}"`);
    i += m![0].length;
    return m![0];
  };
  const shapeOf = (n: string, fallback?: OperandShape): OperandShape => {
    if (n === '_') return 'reg';
    const s = shapes[n] ?? fallback;
    if (!s) fail(`operand "${n}" has no shape in "operands"`);
    return s!;
  };
  const item = () => {
    ws();
    let not: OperandSyntax['not'] = 'none';
    let minus: OperandSyntax['minus'] = 'none';
    if (src.startsWith('{!}', i)) (not = 'optional'), (i += 3);
    else if (src.startsWith('{-}', i)) (minus = 'optional'), (i += 3);
    else if (src.charAt(i) === '!') (not = 'required'), i++;
    else if (src.charAt(i) === '-') (minus = 'required'), i++;
    let op: OperandSyntax;
    const c = src.charAt(i);
    if (c === '[' || c === '(') {
      const close = c === '[' ? ']' : ')';
      i++;
      const names: string[] = [];
      for (;;) {
        ws();
        names.push(name());
        ws();
        if (src.charAt(i) === ',') i++;
        else if (src.charAt(i) === close) {
          i++;
          break;
        } else fail(`expected "," or "${close}" in operand list at "${src.slice(i)}"`);
      }
      const n = names[0]!;
      const declared = shapes[n];
      const shape: OperandShape = c === '(' ? 'list' : names.length > 1 ? 'texaddr' : declared === 'addrOrName' ? declared : 'addr';
      if (declared && declared !== shape) fail(`operand "${n}" is written ${c}${close} but declared "${declared}"`);
      op = { name: n, field: fieldName(n), shape, group, not, minus, pair: 'none' };
      if (names.length > 1) op.inner = names.slice(1);
    } else {
      const n = name();
      op = { name: n, field: n === '_' ? 'sink' : fieldName(n), shape: shapeOf(n), group, not, minus, pair: 'none' };
    }
    // suffixes: selector and pair
    for (;;) {
      if (src.startsWith('{|', i)) {
        i += 2;
        op.pair = 'optional';
        op.pairName = name();
        if (src.charAt(i) !== '}') fail('expected "}" after the optional pair');
        i++;
      } else if (src.charAt(i) === '|') {
        i++;
        op.pair = 'required';
        op.pairName = name();
      } else if (src.startsWith('{.', i) || (src.charAt(i) === '.' && /[A-Za-z]/.test(src.charAt(i + 1)))) {
        const optional = src.charAt(i) === '{';
        if (optional) i++;
        const m = src.slice(i).match(QUAL);
        if (!m) fail(`bad selector at "${src.slice(i)}"`);
        i += m![0].length;
        if (optional) {
          if (src.charAt(i) !== '}') fail('expected "}" after the selector');
          i++;
        }
        const values = sets[m![0]];
        if (!values) fail(`selector ${m![0]} has no qualifier set`);
        op.selector = { set: m![0], optional, values: values! };
      } else break;
    }
    out.push(op);
  };
  ws();
  if (i >= src.length) return out;
  if (src.startsWith('{', i) && !src.startsWith('{!}', i) && !src.startsWith('{-}', i)) {
    fail('an operand list may not start with an optional group');
  }
  item();
  for (;;) {
    ws();
    if (i >= src.length) break;
    if (src.charAt(i) === ',') {
      i++;
      item();
    } else if (src.startsWith('{', i) && !src.startsWith('{!}', i) && !src.startsWith('{-}', i)) {
      // optional group: `{, a}` or `{, a, b}`
      i++;
      ws();
      if (src.charAt(i) !== ',') fail(`an optional operand group starts with "{," at "${src.slice(i - 1)}"`);
      group = groups++;
      while (src.charAt(i) === ',') {
        i++;
        item();
        ws();
      }
      if (src.charAt(i) !== '}') fail(`expected "}" closing the optional group at "${src.slice(i)}"`);
      i++;
      group = -1;
    } else fail(`unexpected "${src.slice(i)}" in the operand list`);
  }
  const names = new Set<string>();
  for (const o of out) {
    if (o.name !== '_' && names.has(o.field)) fail(`operand "${o.name}" written twice`);
    names.add(o.field);
  }
  return out;
}
