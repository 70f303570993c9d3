// A register declared without a vector where a .vN slot asks for a brace vector (ptxas: "Result
// vector expected", "Argument vector size mismatch"), typed form or not (mov.v2's d).
import { loneRegisterMismatch, vectorSizedForm } from '../operand-types.js';
import { type FormCheck, Verdict } from './form-check.js';

export const loneRegisters: FormCheck = {
  concerns: vectorSizedForm,
  applies: (st) => st.qualifiers[st.form.operands.find((s) => s.vectorBy !== null)!.vectorBy!] !== undefined,
  mismatch(st) {
    const args = st.args();
    return args === null ? null : loneRegisterMismatch(st.form, args, st.qualifiers, st.classOfName);
  },
  verdict: Verdict.First,
};
