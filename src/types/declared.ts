// What the symbol table tells the matcher of a declared name: what it denotes, and a function's
// return and parameter lists.
import type { VariableDecl } from '../ast.js';

/** What a name is declared as; null when undeclared (or a label defined further on). */
export type Denotes = 'register' | 'variable' | 'function' | 'label' | null;

/** What a label heads: nothing, a `.branchtargets` list, or a `.calltargets` list or `.callprototype` (what an indirect call names). */
export const enum ListKind {
  None = 0,
  Branch = 1,
  Call = 2,
}

/** A function's declared return and parameter lists (null: none written). */
export interface Arity {
  readonly returns: readonly VariableDecl[] | null;
  readonly params: readonly VariableDecl[] | null;
}
