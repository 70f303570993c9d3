// What ptxas requires of a variable that an indirect call names as its call table (call's flist:
// `.global .u64 tbl[2] = {f, g};`), said where a call names it: a one-dimensional array ("Label or
// .u32/.u64/.u8 array expected for argument 3 of instruction 'call'"), initialized ("Expected
// initializer for symbol 'tbl'"), of function names ("Call target not recognized"). Each of those
// functions is checked against the call as a call by name is (match/call-arity.ts).
import type { Declarator, VariableDecl } from '../ast.js';

/** Why the variable `d` of declaration `v` is no call table, or null; `functions`: the values of its initializer when all are function names, else null. */
export function callTableProblem(v: VariableDecl, d: Declarator, functions: readonly string[] | null): string | null {
  if (d.dims.length !== 1 || v.vector !== null) return 'a call table is a one-dimensional array';
  if (d.init === null) return 'a call table has an initializer, of function names';
  return functions !== null ? null : 'every element of a call table is the name of a function';
}
