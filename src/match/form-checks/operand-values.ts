// An immediate out of the operand's bounds (ptxas: "Barrier number '16' out of range"): said of this
// form, not tried as another's operand (cp.async's src-size as ignore-src). operand-values.ts.
import { valuedForm, valueMismatch } from '../operand-values.js';
import { type FormCheck, Verdict } from './form-check.js';

export const operandValues: FormCheck = {
  concerns: valuedForm,
  applies: () => true,
  mismatch(st) {
    const args = st.args();
    return args === null ? null : valueMismatch(st.form, args, st.operands);
  },
  verdict: Verdict.Final,
};
