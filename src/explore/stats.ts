// `stats`: what a module (or each of its functions) holds: functions, variables, registers
// declared, instructions by opcode, by the ISA's instruction category, memory operations by
// state space, and with `spellings` the full written spellings (`ld.global.nc.v4.f32`).
import type { Block, FunctionDecl, InstructionBase, Module, TopLevel, VariableDecl } from '../ast.js';
import { addressSpacesOf, categoryOf, formOf } from './roles.js';
import { readModule, type ModuleReader } from './walk.js';
import { forEachStatement, type StatementRef } from '../body-statements.js';

export interface Counts {
  registers: number;
  instructions: number;
  opcodes: Record<string, number>;
  /** By the ISA's chapter sections (spec/categories.json): `integer arithmetic`, `control flow`... */
  categories: Record<string, number>;
  /** Instructions taking a memory address, by its state space (`generic` where none is written). */
  memory: Record<string, number>;
  /** Full spellings, opcode and qualifiers as written; only when asked for. */
  spellings?: Record<string, number>;
}

export interface Stats extends Counts {
  functions: { entries: number; funcs: number; declarations: number };
  variables: number;
  /** Per function definition, with `byFunction`. */
  byFunction?: Array<{ name: string; kind: 'entry' | 'func' } & Counts>;
}

export interface StatsOptions {
  spellings?: boolean;
  byFunction?: boolean;
}

function emptyCounts(spellings: boolean): Counts {
  return { registers: 0, instructions: 0, opcodes: {}, categories: {}, memory: {}, ...(spellings ? { spellings: {} } : {}) };
}

const bump = (r: Record<string, number>, k: string, n: number) => void (r[k] = (r[k] ?? 0) + n);

/** What is counted of an instruction: the same for every instruction of a shape (body-statements.ts StatementRef.shape()). */
interface Facts {
  opcode: string;
  spelling: string;
  category: string;
  spaces: string[];
}

function factsOf(ins: StatementRef): Facts {
  const node = ins.node() as InstructionBase;
  const form = formOf(node);
  const spelling = node.modifiers.length === 0 ? node.opcode : node.opcode + node.modifiers.join('');
  return { opcode: node.opcode, spelling, category: categoryOf(node, form), spaces: addressSpacesOf(node, form) };
}

function countFacts(c: Counts, f: Facts, n: number): void {
  c.instructions += n;
  bump(c.opcodes, f.opcode, n);
  bump(c.categories, f.category, n);
  for (const space of f.spaces) bump(c.memory, space, n);
  if (c.spellings !== undefined) bump(c.spellings, f.spelling, n);
}

/**
 * Instructions counted by shape, then added to the counts by shape: a number per instruction, and
 * the counts' names once per shape (worked out from its first node) at each flush(), a function's
 * end with byFunction, else the module's. Of one parse: a reader's.
 */
class ShapeTally {
  private readonly facts: Facts[] = [];
  private readonly counts: number[] = [];
  /** The shapes counted since the last flush(). */
  private readonly seen: number[] = [];

  /** Count `ins`; one without a shape (a node the grammar made) straight into `c`. */
  add(c: Counts, ins: StatementRef): void {
    const shape = ins.shape();
    if (shape < 0) return countFacts(c, factsOf(ins), 1);
    const n = this.counts[shape] ?? 0;
    if (n === 0) {
      this.seen.push(shape);
      this.facts[shape] ??= factsOf(ins);
    }
    this.counts[shape] = n + 1;
  }

  /** The instructions counted since the last flush() into `c`. */
  flush(c: Counts): void {
    for (const shape of this.seen) {
      countFacts(c, this.facts[shape]!, this.counts[shape]!);
      this.counts[shape] = 0;
    }
    this.seen.length = 0;
  }
}

function countBlock(c: Counts, b: Block, tally: ShapeTally, variables: (v: VariableDecl) => void, declared: () => void): void {
  forEachStatement(b, (st) => {
    if (st.kind === 'Instruction' || st.kind === 'UnmatchedInstruction') tally.add(c, st);
    // A function a body declares is the module's (`.extern .func g();`).
    else if (st.kind === 'Function') declared();
    else if (st.kind === 'Variable') {
      const v = st.node() as VariableDecl;
      if (v.space === '.reg') for (const d of v.declarators) c.registers += d.count ?? 1;
      else variables(v);
    }
  });
}

/** Most frequent first, then by name. */
function sorted(r: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(r).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)));
}

function finish<C extends Counts>(c: C): C {
  c.opcodes = sorted(c.opcodes);
  c.categories = sorted(c.categories);
  c.memory = sorted(c.memory);
  if (c.spellings !== undefined) c.spellings = sorted(c.spellings);
  return c;
}

export function moduleStats(module: Module, options: StatsOptions = {}): Stats {
  return readModule(module, statsReader(options));
}

/** moduleStats() one directive at a time (walk.ts ModuleReader). */
export function statsReader(options: StatsOptions = {}): ModuleReader<Stats> {
  const s: Stats = { functions: { entries: 0, funcs: 0, declarations: 0 }, variables: 0, ...emptyCounts(options.spellings === true) };
  const countVariables = (v: VariableDecl) => void (s.variables += v.declarators.length);
  const countDeclaration = () => void s.functions.declarations++;
  if (options.byFunction) s.byFunction = [];
  const tally = new ShapeTally();
  const add = (d: TopLevel) => {
    if (d.kind === 'Function') {
      if (d.body === null) s.functions.declarations++;
      else if (d.directive === '.entry') s.functions.entries++;
      else s.functions.funcs++;
      if (d.body === null) return;
      // With byFunction, the body is walked once: into its own counts, then added to the module's.
      if (s.byFunction === undefined) countBlock(s, d.body, tally, countVariables, countDeclaration);
      else addCounts(s, s.byFunction[s.byFunction.push(countFunction(d, options, tally, countVariables, countDeclaration)) - 1]!);
    } else if (d.kind === 'Variable') {
      if (d.space === '.reg') for (const x of d.declarators) s.registers += x.count ?? 1;
      else countVariables(d);
    }
  };
  // Without byFunction, the module's instructions are named by shape once, at the end.
  return { add, result: () => (tally.flush(s), finish(s)) };
}

/** The counts of one function's body. */
export function functionStats(fn: FunctionDecl, options: StatsOptions = {}): { name: string; kind: 'entry' | 'func' } & Counts {
  return countFunction(fn, options, new ShapeTally(), () => {}, () => {});
}

function countFunction(
  fn: FunctionDecl,
  options: StatsOptions,
  tally: ShapeTally,
  variables: (v: VariableDecl) => void,
  declared: () => void,
): { name: string; kind: 'entry' | 'func' } & Counts {
  const c = { name: fn.name, kind: fn.directive === '.entry' ? ('entry' as const) : ('func' as const), ...emptyCounts(options.spellings === true) };
  if (fn.body !== null) countBlock(c, fn.body, tally, variables, declared);
  tally.flush(c);
  return finish(c);
}

/** `c`'s counts added to `into`'s. */
function addCounts(into: Counts, c: Counts): void {
  into.registers += c.registers;
  into.instructions += c.instructions;
  for (const k of ['opcodes', 'categories', 'memory', 'spellings'] as const) {
    const from = c[k];
    const to = into[k];
    if (from === undefined || to === undefined) continue;
    for (const [name, n] of Object.entries(from)) to[name] = (to[name] ?? 0) + n;
  }
}
