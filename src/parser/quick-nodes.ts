// The nodes of the statements and section data lines the fast path (quick-instruction.ts)
// accepted, when the tree is kept: made from their bytes, which it has found to be one line of the
// few forms it takes, so that this reading needs no checks. Each node is the one the grammar makes
// of the same text (statements.ts, operands.ts, module.ts), down to its properties' order (the
// AST's JSON is the same).
import type { Guard, Instruction, Label, Loc, Name, Operand, Pragma, SectionData, Sink, Span, VariableDecl } from '../ast.js';
import { Ch, IDENT_PART } from '../chars.js';
import { argumentsOf } from '../match/operands.js';
import { integerLiteralValue } from '../integer-literal.js';
import { matchedInstruction, type NameMatch } from '../match/name-match.js';
import type { SourceText } from '../source-text.js';

/**
 * Operands, a vector's elements and a data line's values are gathered here and then copied to an
 * array of their number (statements.ts GATHERED): an array pushed to from `[]` reserves room for 16.
 * They are written by index, never emptied: `length = 0` frees the room, and the next push then
 * made a new one, a third of the garbage of building the AST.
 */
const OPERANDS: Operand[] = [];
const ELEMENTS: Operand[] = [];

export class QuickNodes {
  private b: Uint8Array;
  private p = 0;
  private line = 1;
  private lineStart = 0;

  constructor(private readonly source: SourceText) {
    this.b = source.bytes;
  }

  /** The statement about to be read is on line `line`, which starts at `lineStart`. */
  at(line: number, lineStart: number): this {
    this.line = line;
    this.lineStart = lineStart;
    return this;
  }

  private span(start: number, end: number): Span {
    return { start, end, line: this.line, column: start - this.lineStart + 1 };
  }

  /**
   * The instruction from `start` (its guard's `@`, or its name) to `end` (past its `;`): spelled
   * `m` from `nameStart` on, its operands from `operandsAt`, of `m`'s form `form`.
   */
  instruction(start: number, nameStart: number, operandsAt: number, end: number, m: NameMatch, form: number): Instruction {
    let guard: Guard | null = null;
    if (nameStart !== start) {
      const negated = this.b[start + 1] === Ch.BANG;
      this.p = start + (negated ? 2 : 1);
      // The fast path takes a register's name here, no sink.
      const predicate = this.name() as Name;
      guard = { negated, predicate, span: this.span(start, predicate.span.end) };
    }
    const gathered = OPERANDS;
    let k = 0;
    this.p = operandsAt;
    if (this.b[operandsAt] !== Ch.SEMI) {
      for (;;) {
        gathered[k++] = this.operand();
        this.blank();
        if (this.b[this.p++] === Ch.SEMI) break;
        this.blank();
      }
    }
    const operands = gathered.slice(0, k);
    const c = m.candidates.find((k) => k.form === form)!;
    const args = argumentsOf(m.table!.forms[form]!, operands, c.qualifiers);
    return matchedInstruction(m, guard, c.qualifiers, c.defaults, operands, args, form, this.span(start, end));
  }

  /** `name:`, from `start` to its colon at `colon`. */
  label(start: number, colon: number): Label {
    return { kind: 'Label', name: this.source.slice(start, colon), span: this.span(start, colon + 1) };
  }

  /** `.loc file line column`, from `start` to `end` (past its last digit). */
  loc(start: number, end: number): Loc {
    this.p = start + 4;
    const n = [0, 0, 0];
    for (let k = 0; k < 3; k++) {
      this.blank();
      const s = this.p;
      while (IDENT_PART[this.b[this.p]!] === 1) this.p++;
      n[k] = integerLiteralValue(this.source.slice(s, this.p)) ?? 0;
    }
    return { kind: 'Loc', file: n[0]!, line: n[1]!, column: n[2]!, functionName: null, inlinedAt: null, span: this.span(start, end) };
  }

  /** `.pragma "text";`, from `start` to `end` (past its `;`): one string. */
  pragma(start: number, end: number): Pragma {
    const quote = this.b.indexOf(Ch.QUOTE, start);
    const close = this.b.indexOf(Ch.QUOTE, quote + 1);
    return { kind: 'Pragma', values: [this.source.slice(quote, close + 1)], span: this.span(start, end) };
  }

  /** `.reg .type name;`, `.reg .type name<N>;` or `.param .type name;`, from `start` to `end` (past its `;`). */
  declaration(start: number, end: number): VariableDecl {
    const b = this.b;
    let p = start + 1;
    while (IDENT_PART[b[p]!] === 1) p++;
    const space = this.source.slice(start, p);
    this.p = p;
    this.blank();
    const t = this.p;
    p = t + 1;
    while (IDENT_PART[b[p]!] === 1) p++;
    const type = this.source.slice(t, p);
    this.p = p;
    this.blank();
    const s = this.p;
    p = s + 1;
    while (IDENT_PART[b[p]!] === 1) p++;
    const name = this.source.slice(s, p);
    let count: number | null = null;
    if (b[p] === Ch.LT) {
      const from = ++p;
      while (b[p]! >= Ch.D0 && b[p]! <= Ch.D9) p++;
      count = Number(this.source.slice(from, p));
      p++;
    }
    return plainVariable(space, type, name, count, this.span(s, p), this.span(start, end));
  }

  /** A section's data line from `start` (its `.b8`) to `end`: integers, or a name and perhaps `+N`. */
  data(start: number, end: number): SectionData {
    const b = this.b;
    let p = start + 1;
    while (IDENT_PART[b[p]!] === 1) p++;
    const type = this.source.slice(start, p);
    this.p = p;
    const values = OPERANDS;
    let k = 0;
    for (;;) {
      this.blank();
      const c = b[this.p]!;
      if (c >= Ch.D0 && c <= Ch.D9) values[k++] = this.number();
      else {
        // A label, or a section's name (`.debug_abbrev`) with its dot.
        const s = this.p;
        p = s + 1;
        while (IDENT_PART[b[p]!] === 1) p++;
        this.p = p;
        const name: Name = { kind: 'Name', name: this.source.slice(s, p), selector: null, span: this.span(s, p) };
        if (b[p] !== Ch.PLUS) values[k++] = name;
        else {
          this.p++;
          const right = this.number();
          values[k++] = { kind: 'Binary', op: '+', left: name, right, span: this.span(s, this.p) };
        }
      }
      this.blank();
      if (this.p >= end || b[this.p] !== Ch.COMMA) break;
      this.p++;
    }
    return { kind: 'SectionData', type, values: values.slice(0, k), span: this.span(start, end) };
  }

  private blank(): void {
    const b = this.b;
    while (b[this.p] === Ch.SPACE || b[this.p] === Ch.TAB) this.p++;
  }

  /** One operand of the forms quick-instruction.ts operand() takes. */
  private operand(): Operand {
    const b = this.b;
    const s = this.p;
    switch (b[s]) {
      case Ch.LBRACKET:
        return this.address();
      case Ch.LBRACE: {
        this.p++;
        const elements = ELEMENTS;
        let k = 0;
        for (;;) {
          this.blank();
          elements[k++] = this.name();
          this.blank();
          if (b[this.p++] === Ch.RBRACE) break;
        }
        return { kind: 'Vector', elements: elements.slice(0, k), span: this.span(s, this.p) };
      }
      case Ch.MINUS:
      case Ch.BANG: {
        this.p++;
        const c = b[this.p]!;
        const arg = c >= Ch.D0 && c <= Ch.D9 ? this.number() : this.name();
        return { kind: 'Unary', op: b[s] === Ch.MINUS ? '-' : '!', arg, span: this.span(s, this.p) };
      }
    }
    const c = b[s]!;
    if (c >= Ch.D0 && c <= Ch.D9) return this.number();
    const first = this.name();
    const q = this.p;
    this.blank();
    if (b[this.p] !== Ch.PIPE) {
      this.p = q;
      return first;
    }
    this.p++;
    this.blank();
    const second = this.name();
    return { kind: 'Pair', first, second, span: this.span(s, this.p) };
  }

  /** `%r1`, `foo`, `%tid.x` (a vector element's selector), or the sink `_`. */
  private name(): Name | Sink {
    const b = this.b;
    const s = this.p;
    let p = s + 1;
    while (IDENT_PART[b[p]!] === 1) p++;
    if (p === s + 1 && b[s] === Ch.UNDERSCORE) {
      this.p = p;
      return { kind: 'Sink', span: this.span(s, p) };
    }
    const name = this.source.slice(s, p);
    let selector: string | null = null;
    if (b[p] === Ch.DOT) {
      selector = this.source.slice(p, p + 2);
      p += 2;
    }
    this.p = p;
    return { kind: 'Name', name, selector, span: this.span(s, p) };
  }

  /** `12`, `0x1F`, `12U`, `0f3F800000`, `0d...`. */
  private number(): Operand {
    const b = this.b;
    const s = this.p;
    let p = s + 1;
    while (IDENT_PART[b[p]!] === 1) p++;
    this.p = p;
    const text = this.source.slice(s, p);
    const float = b[s] === Ch.D0 && ((b[s + 1]! | 0x20) === 0x66 || (b[s + 1]! | 0x20) === 0x64);
    return float ? { kind: 'Float', text, span: this.span(s, p) } : { kind: 'Int', text, span: this.span(s, p) };
  }

  /** `[name]`, `[name+8]`, `[name+-8]`, `[240]`. */
  private address(): Operand {
    const b = this.b;
    const s = this.p++;
    this.blank();
    const c = b[this.p]!;
    const base = c >= Ch.D0 && c <= Ch.D9 ? this.number() : this.name();
    let item: Operand = base;
    this.blank();
    if (b[this.p] === Ch.PLUS) {
      this.p++;
      this.blank();
      let right: Operand;
      if (b[this.p] === Ch.MINUS) {
        const m = this.p++;
        const n = this.number();
        right = { kind: 'Unary', op: '-', arg: n, span: this.span(m, this.p) };
      } else right = this.number();
      item = { kind: 'Binary', op: '+', left: base, right, span: this.span(base.span.start, this.p) };
      this.blank();
    }
    this.p++;
    return { kind: 'Address', items: [item], selector: null, span: this.span(s, this.p) };
  }
}

/** A declaration of one name with a space and a type and nothing else (`.reg .b32 %r<4>`, a `.param .u64 p`), as the fast paths make it. */
export function plainVariable(space: string, type: string, name: string, count: number | null, nameSpan: Span, span: Span): VariableDecl {
  const declarator = { kind: 'Declarator' as const, name, count, dims: [], init: null, span: nameSpan };
  return { kind: 'Variable', linkage: null, space, attributes: [], align: null, vector: null, type, ptr: null, declarators: [declarator], span };
}
