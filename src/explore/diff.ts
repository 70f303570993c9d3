// `diff`: the functions two modules (two builds of one source) add, remove and change, and how
// each changed function's opcode counts moved. A function changes when its printed text does
// (white space, comments and spellings of numbers aside: what the printer writes).
import type { FunctionDecl, Module } from '../ast.js';
import { printCanonical } from '../printer.js';
import { functionStats } from './stats.js';

export interface FunctionDiff {
  name: string;
  /** Instruction counts before and after. */
  instructions: [number, number];
  /** Opcode count changes, after less before, the larger changes first; none zero. */
  opcodes: Record<string, number>;
}

export interface ModuleDiff {
  added: string[];
  removed: string[];
  changed: FunctionDiff[];
  unchanged: number;
}

function definitions(m: Module): Map<string, FunctionDecl> {
  const out = new Map<string, FunctionDecl>();
  for (const d of m.directives) if (d.kind === 'Function' && d.body !== null) out.set(d.name, d);
  return out;
}

// Without the blank lines that would put it on its lines in the module: a function that only moved is unchanged.
const printed = (fn: FunctionDecl) => printCanonical({ kind: 'Module', directives: [fn], span: fn.span }, { preserveLines: false });

export function diffModules(a: Module, b: Module): ModuleDiff {
  const before = definitions(a);
  const after = definitions(b);
  const out: ModuleDiff = { added: [], removed: [], changed: [], unchanged: 0 };
  for (const name of before.keys()) if (!after.has(name)) out.removed.push(name);
  for (const [name, fn] of after) {
    const old = before.get(name);
    if (old === undefined) out.added.push(name);
    else if (printed(old) === printed(fn)) out.unchanged++;
    else {
      const x = functionStats(old), y = functionStats(fn);
      const delta: Record<string, number> = {};
      for (const op of new Set([...Object.keys(x.opcodes), ...Object.keys(y.opcodes)])) {
        const d = (y.opcodes[op] ?? 0) - (x.opcodes[op] ?? 0);
        if (d !== 0) delta[op] = d;
      }
      const opcodes = Object.fromEntries(Object.entries(delta).sort((p, q) => Math.abs(q[1]) - Math.abs(p[1]) || (p[0] < q[0] ? -1 : 1)));
      out.changed.push({ name, instructions: [x.instructions, y.instructions], opcodes });
    }
  }
  return out;
}
