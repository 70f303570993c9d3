// An address whose items are each a register (spec registerItems: fabric's handle
// `[srcLeId, srcDataOff]`): ptxas takes no brace vector or variable there ("Arguments mismatch"),
// nor a special register ("Special register argument not allowed").
import { PREDEFINED } from '../../../generated/symbols.js';
import { Allow, type FormTable } from '../tables.js';
import { type FormCheck, Verdict } from './form-check.js';

const registerItems = (f: FormTable) => f.operands.some((s) => (s.allows & Allow.RegisterItems) !== 0);

export const registerItemsCheck: FormCheck = {
  concerns: registerItems,
  applies: () => true,
  mismatch(st) {
    const args = st.args();
    if (args === null) return null;
    for (const slot of st.form.operands) {
      const op = args[slot.field];
      if (!(slot.allows & Allow.RegisterItems) || op?.kind !== 'Address') continue;
      for (const item of op.items) {
        if (item.kind === 'Vector') return { operand: item, message: 'the items of this address are registers, not brace vectors' };
        if (item.kind !== 'Name') continue;
        if (PREDEFINED.has(item.name)) return { operand: item, message: `the items of this address are registers, not special register '${item.name}'` };
        const space = st.spaceOfName(item.name);
        if (space !== null) return { operand: item, message: `the items of this address are registers, not ${space} variable '${item.name}'` };
      }
    }
    return null;
  },
  verdict: Verdict.First,
};
