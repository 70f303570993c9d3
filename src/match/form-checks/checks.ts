// The form checks, in the order resolve() asks them of a candidate form: a new check is a file of
// this folder and an entry here.
import type { FormTable } from '../tables.js';
import { addressSpaces } from './address-spaces.js';
import { callArity } from './call-arity.js';
import { handles } from './handles.js';
import type { FormCheck } from './form-check.js';
import { labelOperands } from './label-operands.js';
import { loneRegisters } from './lone-registers.js';
import { operandTypes } from './operand-types.js';
import { operandValues } from './operand-values.js';
import { registerItemsCheck } from './register-items.js';
import { variableOperands } from './variable-operands.js';
import { vectors } from './vectors.js';

const FORM_CHECKS: readonly FormCheck[] = [vectors, registerItemsCheck, operandTypes, loneRegisters, callArity, labelOperands, addressSpaces, handles, variableOperands, operandValues];

const ofForm = new WeakMap<FormTable, readonly FormCheck[]>();

/** The checks that concern form `f`, in order: a form asks only these. */
export function formChecks(f: FormTable): readonly FormCheck[] {
  let checks = ofForm.get(f);
  if (checks === undefined) ofForm.set(f, (checks = FORM_CHECKS.filter((c) => c.concerns(f))));
  return checks;
}
