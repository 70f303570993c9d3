// Name resolution as ptxas does it, while parsing: every name an instruction uses must be a register
// or variable declared above it in an enclosing block (or a parameter), a label of the function
// (labels may be used before they appear), a variable or function declared earlier in the module,
// or a predefined name (%tid, WARP_SZ...). ptxas: "Unknown symbol", "Label expected for forward
// reference".
import { PREDEFINED } from '../../generated/symbols.js';
import type { Name, Span, VariableDecl } from '../ast.js';
import { suggest } from '../diagnostics.js';
import { RegisterRanges, registerPrefixCodeOf } from './register-ranges.js';

/** Names declared in one block: plain names, and `%r<100>`-style ranges by prefix. */
class Scope {
  readonly names = new Set<string>();
  readonly ranges = new Map<string, number>();
  /** Every range's prefix starts with `%`: then `$L__BB0_3` or `_Z3fooPf_param_0` is in none. */
  private percentOnly = true;

  /** `name`, or the range `name<count>`. */
  declare(name: string, count: number | null): void {
    if (count === null) this.names.add(name);
    else {
      if (name.charCodeAt(0) !== 37 /* % */) this.percentOnly = false;
      this.ranges.set(name, Math.max(count, this.ranges.get(name) ?? 0));
    }
  }

  has(name: string): boolean {
    if (this.names.has(name)) return true;
    if (this.ranges.size === 0 || (this.percentOnly && name.charCodeAt(0) !== 37)) return false;
    // `%rd12` is in `%rd<13>`: split the trailing digits off.
    let i = name.length;
    let value = 0;
    let scale = 1;
    while (i > 0) {
      const c = name.charCodeAt(i - 1);
      if (c < 48 || c > 57) break;
      value += (c - 48) * scale;
      scale *= 10;
      i--;
    }
    if (i === name.length || i === 0) return false;
    const count = this.ranges.get(name.slice(0, i));
    if (count === undefined || value >= count) return false;
    // Registers are used many times: remember the name itself.
    this.names.add(name);
    return true;
  }
}

export type Report = (message: string, span: Span) => void;

export class SymbolTable {
  /** Variables, functions and aliases declared so far at module scope. */
  readonly globals = new Set<string>();
  private scopes: Scope[] = [];
  /** Every scope of the current function, for suggestions. */
  private seen: Scope[] = [];
  private readonly labels = new Set<string>();
  /**
   * Uses of names not declared above them: labels defined later, or errors. Kept flat (the name;
   * start, end, line and column of its span) so that the many forward branches allocate little.
   */
  private pendingNames: string[] = [];
  private pendingSpans: number[] = [];
  /** The register ranges of the scopes, merged, for the fast path. */
  readonly registers = new RegisterRanges();

  beginFunction(params: readonly VariableDecl[]): void {
    const scope = new Scope();
    this.scopes = [scope];
    this.seen = [scope];
    this.registers.clear();
    for (const p of params) this.declare(p);
    this.labels.clear();
    this.pendingNames = [];
    this.pendingSpans = [];
  }

  enterBlock(): void {
    const scope = new Scope();
    this.scopes.push(scope);
    this.seen.push(scope);
  }

  leaveBlock(): void {
    const left = this.scopes.pop();
    if (left === undefined || left.ranges.size === 0) return;
    this.registers.clear();
    for (const s of this.scopes) for (const [name, count] of s.ranges) this.raiseRegisters(name, count);
  }

  declare(v: VariableDecl): void {
    for (const d of v.declarators) this.declareName(d.name, d.count);
  }

  /** Declare `name`, or the range `name<count>`, in the innermost block. */
  declareName(name: string, count: number | null): void {
    const scope = this.scopes[this.scopes.length - 1];
    if (scope === undefined) return;
    scope.declare(name, count);
    if (count !== null) this.raiseRegisters(name, count);
  }

  private raiseRegisters(prefix: string, count: number): void {
    const code = registerPrefixCodeOf(prefix);
    if (code >= 0) this.registers.raise(code, count);
  }

  label(name: string): void {
    this.labels.add(name);
  }

  /** Is `name` a label of the function seen so far? */
  isLabel(name: string): boolean {
    return this.labels.has(name);
  }

  use(n: Name): void {
    if (!this.isDeclared(n.name)) this.usePending(n.name, n.span.start, n.span.end, n.span.line, n.span.column);
  }

  /** Is `name` declared above here (a register, variable, parameter, global or predefined name)? */
  isDeclared(name: string): boolean {
    const scopes = this.scopes;
    for (let i = scopes.length - 1; i >= 0; i--) if (scopes[i]!.has(name)) return true;
    return PREDEFINED.has(name) || this.globals.has(name);
  }

  /** A use the caller has checked is not declared (yet): a label defined later, or an error. */
  usePending(name: string, start: number, end: number, line: number, column: number): void {
    this.pendingNames.push(name);
    this.pendingSpans.push(start, end, line, column);
  }

  /** Forget the names used since `mark` (a statement that failed to parse reports only its syntax error). */
  mark(): number {
    return this.pendingNames.length;
  }

  rollback(mark: number): void {
    this.pendingNames.length = mark;
    this.pendingSpans.length = mark * 4;
  }

  /** Report the names of the function that resolve to nothing. */
  endFunction(report: Report): void {
    const spans = this.pendingSpans;
    this.pendingNames.forEach((name, i) => {
      if (!this.labels.has(name)) this.unknown(name, { start: spans[i * 4]!, end: spans[i * 4 + 1]!, line: spans[i * 4 + 2]!, column: spans[i * 4 + 3]! }, report);
    });
    this.pendingNames = [];
    this.pendingSpans = [];
    this.scopes = [];
    this.seen = [];
  }

  private unknown(name: string, span: Span, report: Report): void {
    const digits = /\d+$/.exec(name)?.[0];
    const candidates = new Set<string>(this.labels);
    for (const s of this.seen) {
      for (const c of s.names) candidates.add(c);
      for (const [prefix, count] of s.ranges) {
        if (digits === undefined) continue;
        if (name === prefix + digits && Number(digits) >= count) {
          return report(`unknown symbol '${name}': ${prefix}<${count}> declares ${prefix}0 to ${prefix}${count - 1}`, span);
        }
        if (Number(digits) < count) candidates.add(prefix + digits);
      }
    }
    const near = suggest(name, candidates);
    report(`unknown symbol '${name}'${near && near !== name ? `; did you mean '${near}'?` : ''}`, span);
  }
}
