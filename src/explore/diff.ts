// `diff`: the functions two modules (two builds of one source) add, remove and change, and how
// each changed function's opcode counts moved. A function changes when its printed text does
// (white space, comments and spellings of numbers aside: what the printer writes).
import type { Module, TopLevel } from '../ast.js';
import { printCanonical } from '../printer.js';
import { functionStats, type Counts } from './stats.js';
import { readModule, type ModuleReader } from './walk.js';

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

/** What diff keeps of a function: its printed text and its counts, not its tree. */
export interface FunctionDigest {
  printed: string;
  stats: Pick<Counts, 'instructions' | 'opcodes'>;
}

/** The digests of a module's functions with a body, by name (a later one of a name in the first one's place), one directive at a time (walk.ts ModuleReader). */
export function digestReader(): ModuleReader<Map<string, FunctionDigest>> {
  const out = new Map<string, FunctionDigest>();
  const add = (d: TopLevel) => {
    if (d.kind !== 'Function' || d.body === null) return;
    const { instructions, opcodes } = functionStats(d);
    // Without the blank lines that would put it on its lines in the module: a function that only moved is unchanged.
    out.set(d.name, { printed: printCanonical({ kind: 'Module', directives: [d], span: d.span }, { preserveLines: false }), stats: { instructions, opcodes } });
  };
  return { add, result: () => out };
}

export function diffModules(a: Module, b: Module): ModuleDiff {
  return diffDigests(readModule(a, digestReader()), readModule(b, digestReader()));
}

/** The diff of two modules by their functions' digests (digestReader()). */
export function diffDigests(before: ReadonlyMap<string, FunctionDigest>, after: ReadonlyMap<string, FunctionDigest>): ModuleDiff {
  const out: ModuleDiff = { added: [], removed: [], changed: [], unchanged: 0 };
  for (const name of before.keys()) if (!after.has(name)) out.removed.push(name);
  for (const [name, fn] of after) {
    const old = before.get(name);
    if (old === undefined) out.added.push(name);
    else if (old.printed === fn.printed) out.unchanged++;
    else {
      const x = old.stats, y = fn.stats;
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
