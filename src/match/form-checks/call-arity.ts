// A call by name with other list lengths than the function declares (call-arity.ts).
import { arityMismatch, callForm } from '../call-arity.js';
import { type FormCheck, Verdict } from './form-check.js';

export const callArity: FormCheck = {
  concerns: callForm,
  applies: () => true,
  mismatch(st) {
    const args = st.args();
    return args === null ? null : arityMismatch(st.form, args, st.arityOfName, st.isKernelName, st.paramShapeOfName);
  },
  verdict: Verdict.First,
};
