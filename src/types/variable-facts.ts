// What the checks tell apart of a variable by its declaration beyond its state space: its type,
// and whether it is one value, a vector or an array (which an index may follow: `a[1]`). Kept
// only for the variables that are not a scalar of a plain type, the many parameters and call
// arguments being such.
import type { Declarator, VariableDecl } from '../ast.js';
import { handleType } from './type-facts.js';

/** How many values a variable holds, as its declaration says. */
export const enum Extent {
  One,
  /** `.v4 .f32 v`. */
  Vector,
  /** `a[4]`, `a[]`, `.v2 .f32 a[4]`: what an index may follow. */
  Array,
}

export interface VariableFacts {
  /** The declared type (`.texref`, `.b8`). */
  readonly type: string;
  readonly extent: Extent;
}

/**
 * The facts of the variable `d` of declaration `v`; null for a scalar of a plain type. A `.reg`
 * one has them only as an array (an error of its declaration, still indexed without another):
 * a register's type and vector are its register class's.
 */
export function variableFacts(v: VariableDecl, d: Declarator): VariableFacts | null {
  const extent = d.dims.length > 0 ? Extent.Array : v.vector !== null ? Extent.Vector : Extent.One;
  if (v.space === '.reg' ? extent !== Extent.Array : extent === Extent.One && handleType(v.type) === null) return null;
  return { type: v.type, extent };
}

/** The type the address of a variable of `facts` is taken as when it is one handle (a scalar `.texref`: `.u64`); null when any. */
export function handleOf(facts: VariableFacts | null): string | null {
  return facts === null || facts.extent !== Extent.One ? null : handleType(facts.type);
}
