// `stats`: what a module (or each of its functions) holds: functions, variables, registers
// declared, instructions by opcode, by the ISA's instruction category, memory operations by
// state space, and with `spellings` the full written spellings (`ld.global.nc.v4.f32`).
import type { Block, FunctionDecl, InstructionBase, Module, TopLevel, VariableDecl } from '../ast.js';
import { addressSpacesOf, categoryOf, formOf } from './roles.js';
import { readModule, statementsOf, type ModuleReader } from './walk.js';

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

function countInstruction(c: Counts, ins: InstructionBase): void {
  c.instructions++;
  bump(c.opcodes, ins.opcode);
  const form = formOf(ins);
  bump(c.categories, categoryOf(ins, form));
  for (const space of addressSpacesOf(ins, form)) bump(c.memory, space);
  if (c.spellings !== undefined) bump(c.spellings, [ins.opcode, ...ins.modifiers].join(''));
}

function countBlock(c: Counts, b: Block, variables: (v: VariableDecl) => void): void {
  for (const st of statementsOf(b)) {
    if (st.kind === 'Instruction' || st.kind === 'UnmatchedInstruction') countInstruction(c, st as InstructionBase);
    else if (st.kind === 'Variable') {
      if (st.space === '.reg') for (const d of st.declarators) c.registers += d.count ?? 1;
      else variables(st);
    }
  }
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
  const add = (d: TopLevel) => {
    if (d.kind === 'Function') {
      if (d.body === null) s.functions.declarations++;
      else if (d.directive === '.entry') s.functions.entries++;
      else s.functions.funcs++;
      if (d.body === null) return;
      countBlock(s, d.body, countVariables);
      if (s.byFunction !== undefined) s.byFunction.push(functionStats(d, options));
    } else if (d.kind === 'Variable') {
      if (d.space === '.reg') for (const x of d.declarators) s.registers += x.count ?? 1;
      else countVariables(d);
    }
  };
  return { add, result: () => finish(s) };
}

/** The counts of one function's body. */
export function functionStats(fn: FunctionDecl, options: StatsOptions = {}): { name: string; kind: 'entry' | 'func' } & Counts {
  const c = { name: fn.name, kind: fn.directive === '.entry' ? ('entry' as const) : ('func' as const), ...emptyCounts(options.spellings === true) };
  if (fn.body !== null) countBlock(c, fn.body, () => {});
  return finish(c);
}
