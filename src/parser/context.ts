// State shared by the grammar modules: the lexer, the diagnostics, spans and error recovery.
import type { Label, Name, SectionData, Span, VariableDecl } from '../ast.js';
import type { BlockRecords, ParseRecords } from './block-records.js';
import { Ch } from '../chars.js';
import { LocSites } from '../check/loc-sites.js';
import { SymbolTable } from '../check/symbols.js';
import type { Diagnostic, Fix } from '../diagnostics.js';
import { type Arch, archKey } from '../types/arch.js';
import { unmet } from '../match/requirements.js';
import type { Requirement } from '../types/requirement.js';
import { Lexer, T } from '../lexer.js';
import type { SourceText } from '../source-text.js';

/**
 * Nesting is measured as ptxas's parser stack, which holds 10,000 entries ("Parsing error near
 * '(': memory exhausted" past them): each construct keeps on it, while what it holds is parsed,
 * as many entries as Nest says (measured with ptxas 13.0: 9,988 parentheses in an initializer,
 * 9,978 in an instruction's operand, 4,994 unary operators, 3,329 `1+(`, 2,497 `?:` nested in
 * `else` branches and 4,993 in `then` branches, 1,663 blocks in a function body).
 */
export const MAX_DEPTH = 10_000;

export const enum Nest {
  /** What a top-level statement takes (`.global .u64 x = `) before its first nested construct. */
  Statement = 12,
  Block = 6,
  /** An instruction's operands, beyond its block's. */
  Operands = 4,
  Paren = 1,
  /** A vector's or a list's braces or parentheses, an address's brackets. */
  Bracket = 1,
  Unary = 2,
  /** A binary operator, while its right side is parsed. */
  Operator = 2,
  /** `?`, until the end of the `else` branch. */
  Then = 2,
  /** `:`, until the end of the `else` branch. */
  Else = 2,
}
/** After this many errors a file's parse stops. */
export const MAX_ERRORS = 100;

export class ParseAbort extends Error {}

/**
 * The validate-only fast path (quick-instruction.ts QuickInstruction) as the grammar asks it; an
 * interface here, so that this module, which every grammar module and the fast path import,
 * imports none of them.
 */
export interface QuickPath {
  /** Accept plain statements from the current token on (recorded in `out` when the tree is kept); false when none. */
  run(cx: Context, out: BlockRecords | null): boolean;
  /** Accept a `.section`'s data lines, as run(). */
  data(cx: Context, out: Array<SectionData | Label> | null): boolean;
  /** A plain parameter at the current token, or null with nothing changed. */
  parameter(cx: Context): VariableDecl | null;
}

export class Context {
  readonly lx: Lexer;
  readonly diagnostics: Diagnostic[] = [];
  depth = 0;
  readonly symbols: SymbolTable;
  /** The module's `.version` as major * 100 + minor, once seen. */
  ptxVersion: number | null = null;
  /** The module's `.target` architecture, once seen. */
  arch: Arch | null = null;
  /** A `.target` listed texmode_independent (samplers separate from textures). */
  texmodeIndependent = false;
  /** The `.version` and `.target` (with its texturing mode) in force as one number: what the fast path learnt holds for one. */
  featureKey = 0;
  /** Set while an instruction's operands are parsed: their names are resolved. */
  resolveNames = false;
  /** End offset of the last token consumed, for node spans. */
  lastEnd = 0;
  /** The fast path for plain statements; null when the grammar parses them all (parseWith's `fast` false). */
  quick: QuickPath | null = null;
  /** What the blocks of the parse share, when statements are kept (block-records.ts). */
  records: ParseRecords | null = null;
  /** The locations `.loc` directives name, read when an inlined_at is to be checked. */
  locSites: LocSites | null = null;
  /** The `debug` of a `.target`, once seen, and whether the module has debug information (a `.section` or `@@DWARF` line). */
  debugTarget: Span | null = null;
  debugInfo = false;
  /** The labels defined in the module's sections so far: one namespace for all of them (ptxas: "Duplicate definition of label"). */
  readonly sectionLabels = new Set<string>();
  /** The names `.loc` directives' function_name give, each to be a section's label by the module's end. */
  readonly locFunctionNames: Name[] = [];
  /** Parsing a kernel's (.entry's) body, not a .func's. */
  inKernel = false;
  /** Where an item of the module starts in a function body (parseStatement): the blocks left open end there. */
  moduleItemAt = -1;
  /** Where an item of the module or the file's end ended the blocks left open (-1: none in this function): said by the innermost one only. */
  unclosedAt = -1;
  /** The `.file` indices declared, with the line of each. */
  readonly fileIndices = new Map<number, number>();

  /** Keep the entries of `.section` directives (ParseOptions.sectionData): when the tree is kept, unless told not to. */
  sectionData = true;

  /** Keep function-body statements in the tree; false when only the diagnostics are wanted. */
  constructor(
    readonly source: SourceText,
    readonly retain = true,
  ) {
    this.lx = new Lexer(source);
    // A byte order mark is read past: parse() says it once, as the non-ASCII text it is.
    const bom = source.byteOrderMark();
    if (bom > 0) {
      this.lx.pos = bom;
      this.lx.next();
    }
    this.symbols = new SymbolTable(
      source,
      (message, span, fix) => this.error(message, span, fix),
      (req) => this.lacking(req),
    );
  }

  /** After a `.version` or `.target`: a new featureKey. */
  settleFeatures(): void {
    this.featureKey = ((this.ptxVersion ?? 0) * 512 + archKey(this.arch)) * 2 + (this.texmodeIndependent ? 1 : 0) + 1;
  }

  /** What the module's `.version` and `.target` lack of `req`, as the end of a message; null when nothing. */
  lacking(req: Requirement): string | null {
    return unmet(req, this.ptxVersion, this.arch, this.texmodeIndependent);
  }

  /** A span from a start token position (captured with `here()`) to the last consumed token. */
  span(start: number, line: number, column: number): Span {
    return { start, end: this.lastEnd, line, column };
  }

  /** The span of the current token. */
  tokenSpan(): Span {
    const lx = this.lx;
    return { start: lx.start, end: lx.end, line: lx.tokLine, column: lx.tokCol };
  }

  advance(): void {
    this.lastEnd = this.lx.end;
    this.lx.next();
  }

  /**
   * Consume punctuation `ch` or report what was expected. A `;` left out at a line's end, before
   * the next statement, is reported and taken as written: recovering past that statement would lose
   * what it declares, and each use of it be an error (ptxas stops at its "Parsing error").
   */
  expectPunct(ch: string, what?: string): boolean {
    if (this.lx.is(ch.charCodeAt(0))) {
      this.advance();
      return true;
    }
    this.errorHere(`expected '${ch}'${what ? ` ${what}` : ''}, found ${this.describe()}`);
    return ch === ';' && this.nextStatementStarts();
  }

  /** Does the current token start a line and a statement (a directive, a label or an instruction, a guard, a block)? */
  nextStatementStarts(): boolean {
    const lx = this.lx;
    return (lx.at(T.Dot) || lx.at(T.Ident) || lx.is(Ch.AT) || lx.is(Ch.LBRACE)) && this.atLineStart();
  }

  /** Is the current token the first of its line? */
  atLineStart(): boolean {
    const b = this.lx.bytes;
    for (let i = this.lastEnd; i < this.lx.start; i++) if (b[i] === Ch.LF) return true;
    return this.lx.start === 0;
  }

  /** Describe the current token for a message. */
  describe(): string {
    const lx = this.lx;
    switch (lx.kind) {
      case T.EOF:
        return 'end of file';
      case T.Error:
        return lx.error;
      default: {
        const text = lx.end - lx.start > 40 ? `${this.source.slice(lx.start, lx.start + 40)}...` : lx.text();
        return `'${text}'`;
      }
    }
  }

  error(message: string, span: Span, fix?: Fix): void {
    this.diagnostics.push(fix === undefined ? { severity: 'error', message, span } : { severity: 'error', message, span, fix });
    if (this.diagnostics.length >= MAX_ERRORS) {
      this.diagnostics.push({ severity: 'error', message: `too many errors (${MAX_ERRORS}); stopping here`, span });
      throw new ParseAbort();
    }
  }

  errorHere(message: string, fix?: Fix): void {
    this.error(message, this.tokenSpan(), fix);
  }

  /** The errors of the current instruction's addresses about the registers they are based on (ptxas: "Illegal to use symbol '%f1' ... as address operand"). */
  private readonly addressBaseErrors: Diagnostic[] = [];

  /** Report that an address's register cannot address: said only while the operand stands where an address does (notAnAddress). */
  addressBaseError(message: string, span: Span): void {
    const at = this.diagnostics.length;
    this.error(message, span);
    this.addressBaseErrors.push(this.diagnostics[at]!);
  }

  /** An instruction's operands are parsed from here on: its addresses' errors are the ones notAnAddress() withdraws. */
  startOperands(): void {
    if (this.addressBaseErrors.length > 0) this.addressBaseErrors.length = 0;
  }

  /**
   * The operand at `span` stands where no address does (the resolver says its shape is wrong):
   * what was said of the register it is based on goes, as ptxas says the shape alone ("Argument 0
   * of instruction 'add': must be register" for `add.f32 [%f1], ...`).
   */
  notAnAddress(span: Span): void {
    for (const d of this.addressBaseErrors) {
      if (d.span.start < span.start || d.span.end > span.end) continue;
      const i = this.diagnostics.lastIndexOf(d);
      if (i >= 0) this.diagnostics.splice(i, 1);
    }
  }

  /** Skip to just after the next `;`, or to a `}` (closing a block) / end of file, so parsing can go on. */
  recover(): void {
    const lx = this.lx;
    let depth = 0;
    for (;;) {
      if (lx.at(T.EOF)) return;
      if (lx.at(T.Punct)) {
        const c = lx.value;
        if (c === Ch.SEMI && depth === 0) {
          this.advance();
          return;
        }
        if (c === Ch.LBRACE) depth++;
        else if (c === Ch.RBRACE) {
          // A brace the error was inside of (an initializer's, `= {1, ), 2};`) is skipped too.
          if (depth === 0) {
            const after = lx.peekChar();
            if (after !== Ch.SEMI && after !== Ch.COMMA) return;
          } else depth--;
        }
      }
      this.advance();
    }
  }

  /** Nesting deeper than ptxas takes ends the parse with an error, as ptxas's does. */
  enter(entries: Nest): void {
    this.depth += entries;
    if (this.depth > MAX_DEPTH) {
      this.diagnostics.push({ severity: 'error', message: `nesting too deep: ptxas's parser stack of ${MAX_DEPTH} entries overflows here`, span: this.tokenSpan() });
      throw new ParseAbort();
    }
  }

  leave(entries: Nest): void {
    this.depth -= entries;
  }
}
