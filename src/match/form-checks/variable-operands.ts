// A variable's or a function's name where the form takes a register or a constant, an offset from
// a function, or what is no one value in a brace vector (variable-operands.ts). Names not declared above are checked once the function's labels are all
// known: a label defined further on is an error there too.
import type { Name } from '../../ast.js';
import { labelMessage, nameUseMismatch, nonArrayMessage, variableMismatch } from '../variable-operands.js';
import { type FormCheck, Verdict } from './form-check.js';
import { namesNonRegister } from './form-statement.js';

/** The names variableMismatch() leaves to check once the function's labels are all known. */
const LATER: Name[] = [];

export const variableOperands: FormCheck = {
  concerns: () => true,
  applies: (st) => st.namesNonRegister() || st.cx!.symbols.variableRanges,
  mismatch(st) {
    const args = st.args();
    if (args === null) return null;
    // Emptied only where a name was left (rarely): a statement resolved by the grammar runs this for each candidate form.
    if (LATER.length > 0) LATER.length = 0;
    const v = variableMismatch(st.form, args, st.spaceOfName, st.denotesName, st.isBodyParamName, LATER) ?? nameUseMismatch(st.form, args, st.variableOfName, st.denotesName);
    if (v === null && LATER.length > 0) {
      const bases = Object.values(args).flatMap((a) => (a.kind === 'Index' ? [a.base] : []));
      for (const n of LATER) st.cx!.symbols.notLabel(n, `'${st.spelling}': ${bases.includes(n) ? nonArrayMessage(n.name, 'label') : labelMessage(n.name)}`);
    }
    return v;
  },
  verdict: Verdict.First,
  // The signatures give a variable or a function in a brace vector no entry: whether it is one value is not in them.
  unseenByFastPath: (_f, operands, classOf) => operands.some((o) => o.kind === 'Vector' && namesNonRegister(o.elements, classOf)),
};
