// Compiled by the build (tsc), never run: the node types narrow by kind and opcode, and a slot
// the opcode lacks is an error. A failure here fails `npm test`'s build.
import { isInstruction, parse, walk, type LdInstruction, type Statement } from '../../src/index.js';

export function spaces(s: Statement): string | undefined {
  if (s.kind === 'Instruction' && s.opcode === 'ld') {
    const ld: LdInstruction = s;
    // @ts-expect-error: ld has no comparison slot
    void ld.qualifiers.cmpOp;
    // Every ld form has a state space, written or by default: the space in effect is never undefined.
    const space: '.generic' | NonNullable<LdInstruction['qualifiers']['space']> = ld.qualifiers.space ?? ld.defaults.space;
    return space;
  }
  if (s.kind === 'UnmatchedInstruction') return s.opcode;
  return undefined;
}

export function narrowing(text: string): string[] {
  const out: string[] = [];
  walk(parse(text).module, {
    Instruction(i) {
      if (isInstruction(i, 'setp')) {
        const cmp: '.eq' | '.ne' | '.lt' | '.le' | '.gt' | '.ge' | '.lo' | '.ls' | '.hi' | '.hs' | '.equ' | '.neu' | '.ltu' | '.leu' | '.gtu' | '.geu' | '.num' | '.nan' | undefined = i.qualifiers.cmpOp;
        out.push(cmp ?? '');
        // @ts-expect-error: setp has no state space
        void i.qualifiers.ss;
      }
      switch (i.opcode) {
        case 'st':
          out.push(i.qualifiers.type);
          break;
        case 'bra':
          // @ts-expect-error: bra has no type
          void i.qualifiers.type;
          break;
      }
    },
  });
  return out;
}
