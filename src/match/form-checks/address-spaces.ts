// A variable named in an address (or as cvta's variable), of another state space than the
// instruction's; a 32-bit register as a 64-bit address; a constant address outside .local
// (address-spaces.ts). Said rather than another form's complaint: the form that takes the variable
// is the one meant.
import { spacedForm, spaceMismatch } from '../address-spaces.js';
import { type FormCheck, Verdict } from './form-check.js';
import { namesNonRegister } from './form-statement.js';

export const addressSpaces: FormCheck = {
  concerns: () => true,
  applies: (st) => (spacedForm(st.form) && (st.namesVariable() || st.namesNonRegister())) || st.constantAddress,
  mismatch(st) {
    const args = st.args();
    return args === null ? null : spaceMismatch(st.form, args, st.qualifiers, st.spaceOfName, st.registerClassOfName, st.defaults, st.variableOfName, st.isFunctionName);
  },
  verdict: Verdict.Overrides,
  // The signatures hold the state space of a variable named as a whole operand (mov's avar:
  // signature.ts variableEntry()), not of one named elsewhere outside an address (in an array's
  // element, an offset, a vector), nor what a function's or a label's name is. A plain register
  // (an inline asm block's `datum` in `ld.global.nc.u8 datum, [%rd1]`) has its class in them.
  unseenByFastPath: (f, operands, classOf, variableOf) => spacedForm(f) && namesNonRegister(operands, classOf, variableOf),
};
