// The validate-only fast path for instruction statements (and labels). Most of a large module is one-line
// instructions of a few simple operand kinds (`@%p1 ld.global.nc.f32 %f8, [%rd4+8];`). When only
// the diagnostics are wanted, such a line is recognised straight from the bytes: its spelling is
// looked up by its bytes, its operands are classified into a signature (match/signature.ts), and
// the names are checked, `%r12`-style registers without making a string. The statement is accepted
// only when the resolver has already resolved that spelling with that signature without error.
// Anything else (another operand form, a comment or line break inside, an unseen signature, any
// doubt) returns false before any state changes, and the full grammar parses the statement: it
// reports every error, and its successes teach the resolver new signatures.
import { Ch, HEX, IDENT_PART, IDENT_START } from '../chars.js';
import { registerPrefixCode, type RegisterRanges } from '../check/register-ranges.js';
import type { InstructionResolver } from '../match/resolver.js';
import { MAX_SIGNATURE_OPERANDS, OperandKind } from '../match/signature.js';
import { T } from '../lexer.js';
import type { Context } from './context.js';

/** Names used by the statement, as (start, end of name, end with selector) triples. */
const MAX_NAMES = 64;

export class QuickInstruction {
  private b: Uint8Array = new Uint8Array(0);
  private n = 0;
  private p = 0;
  private readonly names = new Int32Array(MAX_NAMES * 3);
  private count = 0;
  /** End of the last name() without its selector. */
  private nameEnd = 0;

  constructor(
    private readonly resolver: InstructionResolver,
    /** The context's: registers in scope, by prefix. */
    private readonly registers: RegisterRanges,
  ) {}

  /** Accept the instruction at the current token and move past it, or return false untouched. */
  accept(cx: Context): boolean {
    const lx = cx.lx;
    const b = (this.b = lx.bytes);
    this.n = lx.length;
    this.count = 0;
    let p = (this.p = lx.start);
    if (b[p] !== Ch.AT && this.name() === OperandKind.Name && b[this.p] === Ch.COLON && this.nameEnd === this.p) return this.label(cx);
    this.count = 0;
    this.p = p;
    if (b[p] === Ch.AT) {
      this.p = p + 1;
      if (b[this.p] === Ch.BANG) this.p++;
      // The predicate takes no selector.
      if (this.name() !== OperandKind.Name || this.nameEnd !== this.p || !this.blank()) return false;
      p = this.p;
    }
    // The spelling: `name{.part}`, parts possibly `a::b`; then a blank or `;`.
    const start = p;
    const c0 = b[p]!;
    if (c0 < Ch.a || c0 > Ch.z) return false;
    p++;
    for (;;) {
      const c = b[p]!;
      if (IDENT_PART[c] === 1) p++;
      else if (c === Ch.DOT) {
        const d = b[p + 1]!;
        // `.1d` and the like lex differently; leave them to the grammar.
        if (IDENT_PART[d] !== 1 || (d >= Ch.D0 && d <= Ch.D9)) return false;
        p += 2;
      } else if (c === Ch.COLON && p > start && b[p + 1] === Ch.COLON && IDENT_PART[b[p + 2]!] === 1 && this.inPart(start, p)) {
        p += 3;
      } else break;
    }
    if (p >= this.n) return false;
    const m = this.resolver.spelling(cx.src, b, start, p);
    if (m.error !== null) return false;
    this.p = p;
    this.blank();
    let sig = 0;
    if (b[this.p] !== Ch.SEMI) {
      if (p === this.p) return false;
      let operands = 0;
      for (;;) {
        const kind = this.operand();
        if (kind === 0 || ++operands > MAX_SIGNATURE_OPERANDS) return false;
        sig = sig * 16 + kind;
        this.blank();
        const c = b[this.p];
        if (c === Ch.COMMA) {
          this.p++;
          this.blank();
        } else if (c === Ch.SEMI) break;
        else return false;
      }
    }
    if (m.acceptedTarget !== (cx.targetNumber ?? -1) || !m.accepted.has(sig)) return false;
    this.resolveNames(cx);
    const end = this.p + 1;
    lx.pos = end;
    cx.lastEnd = end;
    lx.next();
    return true;
  }

  /** `name:` (recorded by name()); not followed by `.branchtargets` and the like. */
  private label(cx: Context): boolean {
    const lx = cx.lx;
    const line = lx.line, lineStart = lx.lineStart, start = lx.start;
    const end = this.p + 1;
    lx.pos = end;
    lx.next();
    if (lx.at(T.Dot)) {
      // A label heading a directive: the grammar's.
      lx.line = line;
      lx.lineStart = lineStart;
      lx.pos = start;
      lx.next();
      return false;
    }
    cx.symbols.label(cx.src.slice(start, this.nameEnd));
    cx.lastEnd = end;
    return true;
  }

  /** Is position `at` inside a `.part` of the spelling that starts at `start`? */
  private inPart(start: number, at: number): boolean {
    const b = this.b;
    for (let i = at - 1; i > start; i--) if (b[i] === Ch.DOT) return true;
    return false;
  }

  /** Skip spaces and tabs (a line break or comment makes the next check fail); true if any. */
  private blank(): boolean {
    const b = this.b;
    const from = this.p;
    let p = from;
    while (b[p] === Ch.SPACE || b[p] === Ch.TAB) p++;
    this.p = p;
    return p > from;
  }

  private operand(): number {
    const b = this.b;
    const c = b[this.p]!;
    switch (c) {
      case Ch.LBRACKET:
        return this.address();
      case Ch.LBRACE:
        return this.vector();
      case Ch.MINUS: {
        this.p++;
        const d = b[this.p]!;
        if (d >= Ch.D0 && d <= Ch.D9) return this.number() === 0 ? 0 : OperandKind.NegatedConstant;
        return this.name() === OperandKind.Name ? OperandKind.NegatedName : 0;
      }
      case Ch.BANG:
        this.p++;
        return this.name() === OperandKind.Name ? OperandKind.NotName : 0;
    }
    if (c >= Ch.D0 && c <= Ch.D9) return this.number();
    return this.name();
  }

  /** `%r1`, `foo`, `%tid.x`, `_`: Name or Sink, recorded for resolution; 0 if not a name. */
  private name(): number {
    const b = this.b;
    const s = this.p;
    const c = b[s]!;
    if (IDENT_START[c] !== 1 || (c === Ch.PERCENT && IDENT_PART[b[s + 1]!] !== 1)) return 0;
    let p = s + 1;
    while (IDENT_PART[b[p]!] === 1) p++;
    if (p === s + 1 && c === Ch.UNDERSCORE) {
      this.p = p;
      return OperandKind.Sink;
    }
    const nameEnd = (this.nameEnd = p);
    if (b[p] === Ch.DOT) {
      // A selector `.x`, `.b0`; not `.5` (a float) nor `.a::b`.
      const d = b[p + 1]!;
      if (IDENT_PART[d] !== 1 || (d >= Ch.D0 && d <= Ch.D9)) return 0;
      p += 2;
      while (IDENT_PART[b[p]!] === 1) p++;
      if (b[p] === Ch.COLON || b[p] === Ch.DOT) return 0;
    }
    // `%rd12` of a declared `%rd<N>` needs no more; other names are resolved once accepted.
    let d = nameEnd;
    while (d > s + 1 && b[d - 1]! >= Ch.D0 && b[d - 1]! <= Ch.D9) d--;
    if (d < nameEnd && nameEnd - d <= 9) {
      const code = registerPrefixCode(b, s, d);
      if (code >= 0) {
        let value = 0;
        for (let i = d; i < nameEnd; i++) value = value * 10 + b[i]! - Ch.D0;
        if (this.registers.has(code, value)) {
          this.p = p;
          return OperandKind.Name;
        }
      }
    }
    if (this.count === MAX_NAMES) return 0;
    const i = this.count++ * 3;
    this.names[i] = s;
    this.names[i + 1] = nameEnd;
    this.names[i + 2] = p;
    this.p = p;
    return OperandKind.Name;
  }

  /** `12`, `0x1F`, `0f3F800000`, `0d...`: Int or Float; 0 for any other number (`1.5`, `12U`, octal). */
  private number(): number {
    const b = this.b;
    let p = this.p;
    let kind: number = OperandKind.Int;
    if (b[p] === Ch.D0) {
      const c1 = b[p + 1]!;
      if (c1 === 0x78 /* x */ || c1 === 0x66 /* f */ || c1 === 0x64 /* d */) {
        const from = p + 2;
        p = from;
        while (b[p]! < 128 && HEX[b[p]!] === 1) p++;
        if (c1 === 0x78) {
          if (p === from) return 0;
        } else {
          if (p - from !== (c1 === 0x66 ? 8 : 16)) return 0;
          kind = OperandKind.Float;
        }
      } else if (c1 >= Ch.D0 && c1 <= Ch.D9) return 0;
      else p++;
    } else while (b[p]! >= Ch.D0 && b[p]! <= Ch.D9) p++;
    const next = b[p]!;
    if (IDENT_PART[next] === 1 || next === Ch.DOT) return 0;
    this.p = p;
    return kind;
  }

  /** `[name]`, `[name+8]`, `[name+-8]`, `[name-8]`, `[240]`, without a selector after. */
  private address(): number {
    const b = this.b;
    this.p++;
    this.blank();
    const c = b[this.p]!;
    if (c >= Ch.D0 && c <= Ch.D9 ? this.number() !== OperandKind.Int : this.name() !== OperandKind.Name) return 0;
    this.blank();
    let d = b[this.p];
    if (d === Ch.PLUS || d === Ch.MINUS) {
      this.p++;
      this.blank();
      if (d === Ch.PLUS && b[this.p] === Ch.MINUS) this.p++;
      d = b[this.p]!;
      if (d < Ch.D0 || d > Ch.D9 || this.number() !== OperandKind.Int) return 0;
      this.blank();
    }
    if (b[this.p] !== Ch.RBRACKET || b[this.p + 1] === Ch.DOT) return 0;
    this.p++;
    return OperandKind.Address;
  }

  /** `{%r1, %r2, _}`: names and sinks only. */
  private vector(): number {
    const b = this.b;
    this.p++;
    for (;;) {
      this.blank();
      if (this.name() === 0) return 0;
      this.blank();
      const c = b[this.p];
      this.p++;
      if (c === Ch.RBRACE) return OperandKind.NameVector;
      if (c !== Ch.COMMA) return 0;
    }
  }

  /** Resolve the recorded names (those name() could not check), in order, as the grammar would. */
  private resolveNames(cx: Context): void {
    const names = this.names;
    const symbols = cx.symbols;
    const lx = cx.lx;
    for (let k = 0; k < this.count; k++) {
      const s = names[k * 3]!, e = names[k * 3 + 1]!, end = names[k * 3 + 2]!;
      const name = cx.src.slice(s, e);
      if (symbols.isDeclared(name)) continue;
      const selector = end > e ? cx.src.slice(e, end) : null;
      symbols.usePending({ kind: 'Name', name, selector, span: { start: s, end, line: lx.tokLine, column: s - lx.lineStart + 1 } });
    }
  }
}
