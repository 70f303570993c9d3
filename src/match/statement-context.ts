// What matching asks of the surroundings of a statement: the parser's Context (parser/context.ts)
// and the names declared so far (check/symbols.ts SymbolTable) provide it, so that match/, below
// both, imports neither.
import type { Name, Span } from '../ast.js';
import type { Fix } from '../diagnostics.js';
import type { SourceText } from '../source-text.js';
import type { Arch } from '../types/arch.js';
import type { Arity, Denotes, ListKind } from '../types/declared.js';
import type { Requirement } from '../types/requirement.js';
import type { VariableFacts } from '../types/variable-facts.js';

/** The lookups of names in scope that the form checks and the fast path's learning make. */
export interface NameLookups {
  /** Does a scope of the function declare a range of variables (`%` names may be variables)? */
  readonly variableRanges: boolean;
  /** Are register ranges in view whose prefixes the fast path does not take? */
  readonly untrackedRanges: boolean;
  readonly registers: { classAt(bytes: Uint8Array, start: number, end: number): number };
  classOf(name: string): number;
  arityOf(name: string): Arity | null;
  prototypeArityOf(name: string): Arity | null;
  callTableProblem(name: string): string | null;
  /** The functions an indirect call naming `name` (a `.calltargets` list or a call table) may call, the one whose return list a call receiving none must match first; null for any other name. */
  calleesOf(name: string): readonly string[] | null;
  isKernel(name: string): boolean;
  /** Whether module-scope `name` is a function (else a variable); null when undeclared. */
  globalIsFunction(name: string): boolean | null;
  isBodyParam(name: string): boolean;
  paramShapeOf(name: string): string | null;
  spaceOf(name: string): string | null;
  /** The fast path's code of the state space of the variable written at `[start, end)` (types/state-spaces.ts spaceCode; 0 none, -1 ambiguous or a handle). */
  spaceCodeAt(start: number, end: number): number;
  /** The facts of a variable in scope (types/variable-facts.ts); null for a scalar of a plain type or any other name. */
  variableOf(name: string): VariableFacts | null;
  denotes(name: string, start: number): Denotes;
  /** What list `name`, written at `start`, heads: a label defined above (ListKind.None for any other name). */
  listKind(name: string, start: number): ListKind;
  /** Report `n` unless it turns out to be a label declared later. */
  notLabel(n: Name, message: string): void;
}

/** The parse a statement is resolved in. */
export interface StatementContext {
  readonly source: SourceText;
  readonly lx: { readonly bytes: Uint8Array };
  /** Are the operands' trees kept (false: checking only)? */
  readonly retain: boolean;
  /** The module's `.version`, `.target` and texturing mode, as one number. */
  readonly featureKey: number;
  /** The module's `.target` architecture; null before one. */
  readonly arch: Arch | null;
  /** The validate-only fast path, learning from what the resolver accepts; null when none. */
  readonly quick: object | null;
  readonly symbols: NameLookups;
  /** Report `message` at `span`, with the edit that mends it where one is known. */
  error(message: string, span: Span, fix?: Fix): void;
  /** The operand at `span` is no address where it stands: withdraw what its parse said of the register an address is based on. */
  notAnAddress(span: Span): void;
  /** What the module's `.version` and `.target` lack of `req`, as the end of a message; null when nothing. */
  lacking(req: Requirement): string | null;
}
