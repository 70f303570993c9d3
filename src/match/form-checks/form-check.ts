// One check of a form its operands fit (resolver.ts resolve()): what ptxas rejects of operands of
// the right shapes. A check is one object of this interface in its own file, listed in checks.ts.
import type { Name, Operand } from '../../ast.js';
import type { FormTable } from '../tables.js';
import type { FormStatement } from './form-statement.js';

/** What is wrong, said at which operand. */
export interface Problem {
  operand: Operand;
  message: string;
}

/** What a check's problem does to the search for a form. */
export const enum Verdict {
  /** Said unless a later form fits; another problem found before it stands. */
  First,
  /** Said unless a later form fits, in place of a problem found before: the form with it is the one meant. */
  Overrides,
  /** Said of this form, and no other form is tried. */
  Final,
}

export interface FormCheck {
  /** Can the check find fault with form `f` at all? Asked once per form (checks.ts formChecks()). */
  concerns(f: FormTable): boolean;
  /** Does it look at the statement as the candidate form `st` holds? Asked before the arguments are built. */
  applies(st: FormStatement): boolean;
  /** What is wrong with the statement as that form, or null. */
  mismatch(st: FormStatement): Problem | null;
  verdict: Verdict;
  /**
   * Does what the check looks at in `operands` escape the validate-only fast path's signatures,
   * which hold each operand's kind and register class (`classOf`, 0 for none), and a bare
   * variable's state space (`variableOf`: signature.ts variableEntry(), 0 for a name of no
   * variable)? Then form `f` is not learnt from them (resolver.ts learn()): such statements are
   * matched in full every time. Absent: the signatures see all the check does.
   */
  unseenByFastPath?(f: FormTable, operands: readonly Operand[], classOf: (n: Name) => number, variableOf: (n: Name) => number): boolean;
}
