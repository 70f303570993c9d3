// A register or a variable where the form takes a label (label-operands.ts). A call's target list
// named before it is declared is checked once the function's labels are all known.
import type { Name } from '../../ast.js';
import { labelForm, labelMismatch, targetListForm } from '../label-operands.js';
import { type FormCheck, Verdict } from './form-check.js';

/** The names labelMismatch() leaves to check once the function's labels are all known. */
const LATER: [Name, string][] = [];

export const labelOperands: FormCheck = {
  concerns: labelForm,
  applies: () => true,
  mismatch(st) {
    const args = st.args();
    if (args === null) return null;
    LATER.length = 0;
    const m = labelMismatch(st.form, args, st.denotesName, st.listKindOfName, st.spaceOfName, st.callTableProblemOfName, LATER);
    if (m === null) for (const [n, message] of LATER) st.cx!.symbols.notLabel(n, `'${st.spelling}': ${message}`);
    return m;
  },
  verdict: Verdict.First,
  // The signatures cannot tell one label from another, so not which list a `.branchtargets` or `.calltargets` operand names.
  unseenByFastPath: targetListForm,
};
