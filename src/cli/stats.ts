// `ptx stats`: functions, variables, per-opcode counts, registers declared.
import type { Block, Module, Statement, VariableDecl } from '../ast.js';

export interface Stats {
  functions: { entries: number; funcs: number; declarations: number };
  variables: number;
  registers: number;
  instructions: number;
  opcodes: Record<string, number>;
}

export function moduleStats(module: Module): Stats {
  const s: Stats = { functions: { entries: 0, funcs: 0, declarations: 0 }, variables: 0, registers: 0, instructions: 0, opcodes: {} };
  const countDecl = (v: VariableDecl) => {
    if (v.space === '.reg') for (const d of v.declarators) s.registers += d.count ?? 1;
    else s.variables += v.declarators.length;
  };
  const walk = (b: Block) => {
    for (const st of b.statements as Statement[]) {
      if (st.kind === 'Instruction') {
        s.instructions++;
        s.opcodes[st.opcode] = (s.opcodes[st.opcode] ?? 0) + 1;
      } else if (st.kind === 'Block') walk(st);
      else if (st.kind === 'Variable') countDecl(st);
    }
  };
  for (const d of module.directives) {
    if (d.kind === 'Function') {
      if (d.body === null) s.functions.declarations++;
      else if (d.directive === '.entry') s.functions.entries++;
      else s.functions.funcs++;
      if (d.body) walk(d.body);
    } else if (d.kind === 'Variable') countDecl(d);
  }
  s.opcodes = Object.fromEntries(Object.entries(s.opcodes).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)));
  return s;
}
