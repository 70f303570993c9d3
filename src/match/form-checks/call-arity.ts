// A call by name, or through a register by a .callprototype, a .calltargets list or a call table, with other lists than the function or prototype declares (call-arity.ts).
import { arityMismatch, callForm } from '../call-arity.js';
import { type FormCheck, Verdict } from './form-check.js';

export const callArity: FormCheck = {
  concerns: callForm,
  applies: () => true,
  mismatch(st) {
    const args = st.args();
    return args === null ? null : arityMismatch(st.form, args, st.arityOfName, st.isKernelName, st.paramShapeOfName, st.prototypeArityOfName, st.calleesOfName);
  },
  verdict: Verdict.First,
};
