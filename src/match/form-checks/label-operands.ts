// A register or a variable where the form takes a label (label-operands.ts).
import { labelForm, labelMismatch, targetListForm } from '../label-operands.js';
import { type FormCheck, Verdict } from './form-check.js';

export const labelOperands: FormCheck = {
  concerns: labelForm,
  applies: () => true,
  mismatch(st) {
    const args = st.args();
    return args === null ? null : labelMismatch(st.form, args, st.denotesName, st.listKindOfName, st.spaceOfName, st.callTableProblemOfName);
  },
  verdict: Verdict.First,
  // The signatures cannot tell one label from another, so not which list a `.branchtargets` or `.calltargets` operand names.
  unseenByFastPath: targetListForm,
};
