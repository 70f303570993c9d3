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

const bump = (r: Record<string, number>, k: string) => void (r[k] = (r[k] ?? 0) + 1);

/**
 * An instruction's category and the state spaces of its addresses, by its shape (body-statements.ts
 * StatementRef.shape()) where it has one: worked out from one node of each shape, not from every
 * instruction's. Of one parse: a reader's.
 */
type Facts = { category: string; spaces: string[] };

function factsOf(ins: StatementRef, known: Map<number, Facts>): Facts {
  const shape = ins.shape();
  let facts = shape < 0 ? undefined : known.get(shape);
  if (facts === undefined) {
    const node = ins.node() as InstructionBase;
    const form = formOf(node);
    facts = { category: categoryOf(node, form), spaces: addressSpacesOf(node, form) };
    if (shape >= 0) known.set(shape, facts);
  }
  return facts;
}

function countInstruction(c: Counts, ins: StatementRef, known: Map<number, Facts>): void {
  c.instructions++;
  bump(c.opcodes, ins.opcode);
  const facts = factsOf(ins, known);
  bump(c.categories, facts.category);
  for (const space of facts.spaces) bump(c.memory, space);
  if (c.spellings !== undefined) bump(c.spellings, ins.modifiers.length === 0 ? ins.opcode : ins.opcode + ins.modifiers.join(''));
}

function countBlock(c: Counts, b: Block, known: Map<number, Facts>, variables: (v: VariableDecl) => void): void {
  forEachStatement(b, (st) => {
    if (st.kind === 'Instruction' || st.kind === 'UnmatchedInstruction') countInstruction(c, st, known);
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
  if (options.byFunction) s.byFunction = [];
  const known = new Map<number, Facts>();
  const add = (d: TopLevel) => {
    if (d.kind === 'Function') {
      if (d.body === null) s.functions.declarations++;
      else if (d.directive === '.entry') s.functions.entries++;
      else s.functions.funcs++;
      if (d.body === null) return;
      // With byFunction, the body is walked once: into its own counts, then added to the module's.
      if (s.byFunction === undefined) countBlock(s, d.body, known, countVariables);
      else addCounts(s, s.byFunction[s.byFunction.push(countFunction(d, options, known, countVariables)) - 1]!);
    } else if (d.kind === 'Variable') {
      if (d.space === '.reg') for (const x of d.declarators) s.registers += x.count ?? 1;
      else countVariables(d);
    }
  };
  return { add, result: () => finish(s) };
}

/** The counts of one function's body. */
export function functionStats(fn: FunctionDecl, options: StatsOptions = {}): { name: string; kind: 'entry' | 'func' } & Counts {
  return countFunction(fn, options, new Map(), () => {});
}

function countFunction(
  fn: FunctionDecl,
  options: StatsOptions,
  known: Map<number, Facts>,
  variables: (v: VariableDecl) => void,
): { name: string; kind: 'entry' | 'func' } & Counts {
  const c = { name: fn.name, kind: fn.directive === '.entry' ? ('entry' as const) : ('func' as const), ...emptyCounts(options.spellings === true) };
  if (fn.body !== null) countBlock(c, fn.body, known, variables);
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
