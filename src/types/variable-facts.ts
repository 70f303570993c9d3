// What the checks tell apart of a variable by its declaration beyond its state space: its type,
// and whether it is one value or several (an array, a vector). Kept only for the variables that
// are not a scalar of a plain type, the many parameters and call arguments being such.
import type { Declarator, VariableDecl } from '../ast.js';
import { handleType } from './type-facts.js';

export interface VariableFacts {
  /** The declared type (`.texref`, `.b8`). */
  readonly type: string;
  /** An array or a vector: several values. */
  readonly aggregate: boolean;
}

/** The facts of the variable `d` of declaration `v`; null for a scalar of a plain type. */
export function variableFacts(v: VariableDecl, d: Declarator): VariableFacts | null {
  const aggregate = d.dims.length > 0 || v.vector !== null;
  return aggregate || handleType(v.type) !== null ? { type: v.type, aggregate } : null;
}

/** The type the address of a variable of `facts` is taken as when it is one handle (a scalar `.texref`: `.u64`); null when any. */
export function handleOf(facts: VariableFacts | null): string | null {
  return facts === null || facts.aggregate ? null : handleType(facts.type);
}
