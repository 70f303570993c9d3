// What ptxas requires of a variable that an indirect call names as its call table (call's flist:
// `.global .u64 tbl[2] = {f, g};`), said where a call names it: a one-dimensional array ("Label or
// .u32/.u64/.u8 array expected for argument 3 of instruction 'call'"), initialized ("Expected
// initializer for symbol 'tbl'"), of function names ("Call target not recognized").
import type { Declarator, VariableDecl } from '../ast.js';

/** Why the variable `d` of declaration `v` is no call table, or null; `functionsOnly`: are the values of its initializer all function names? */
export function callTableProblem(v: VariableDecl, d: Declarator, functionsOnly: (d: Declarator) => boolean): string | null {
  if (d.dims.length !== 1 || v.vector !== null) return 'a call table is a one-dimensional array';
  if (d.init === null) return 'a call table has an initializer, of function names';
  return functionsOnly(d) ? null : 'every element of a call table is the name of a function';
}
