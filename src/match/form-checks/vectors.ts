// A brace vector of registers of two sizes or two types (ptxas: "Incompatible elements of vector
// expression"), whatever the form; typed forms check their own operands' vectors (operand-types.ts),
// but for an address's.
import { typedForm, vectorsMismatch } from '../operand-types.js';
import { type FormCheck, Verdict } from './form-check.js';

export const vectors: FormCheck = {
  concerns: () => true,
  applies: (st) => st.hasVector && (!typedForm(st.form) || st.addressVector),
  mismatch: (st) => vectorsMismatch(st.operands, st.classOfName, st.form, st.qualifiers),
  verdict: Verdict.First,
};
