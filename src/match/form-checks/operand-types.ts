// The operands' types (ptxas: "Arguments mismatch"): operand-types.ts typeMismatch().
import { typedForm, typeMismatch } from '../operand-types.js';
import { type FormCheck, Verdict } from './form-check.js';

export const operandTypes: FormCheck = {
  concerns: typedForm,
  applies: () => true,
  mismatch(st) {
    const args = st.args();
    return args === null ? null : typeMismatch(st.form, args, st.qualifiers, st.defaults, st.classOfName);
  },
  verdict: Verdict.First,
};
