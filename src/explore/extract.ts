// `extract`: a module that ptxas assembles alone, holding the functions asked for and what they
// need: the header (.version, .target, .address_size, .file), the module variables, functions
// and aliases they name, transitively, and of the debug sections the labelled data they name (the
// `.debug_str` strings of their `.loc`s' function_name: -lineinfo's inlining), as written and in
// written order. A section none of whose labels is named (the DWARF of `nvcc -G`, which names the
// labels of every function) is left out, and with it the `.target`'s `debug` (ptxas: "Debug
// information not found in presence of .target debug"); the command says so (debugLeftOut()).
import type { FunctionDecl, Label, Module, Operand, Section, SectionData, Span, TopLevel } from '../ast.js';
import { expandTargets } from './calls.js';
import { namesIn } from './operand-names.js';
import { statementsOf, type ModuleReader } from './walk.js';

/** A section's label and the data after it, up to the next label. */
interface LabelledData {
  kind: 'LabelledData';
  section: Section;
  entries: Array<SectionData | Label>;
}

/** A function as extract holds it: its name, the names it uses and where its text is, not its tree. */
interface FunctionPart {
  kind: 'FunctionPart';
  name: string;
  names: readonly string[];
  span: Span;
}

/** A top-level directive as extract holds it. */
type Entry = Exclude<TopLevel, FunctionDecl> | FunctionPart;

type Part = Entry | LabelledData;

/** What extractReader() gives: the functions picked, the module holding them, what of the debug information it leaves out (debugLeftOut()). */
export interface Extraction {
  functions: string[];
  module: string;
  leftOut: string | null;
}

/**
 * extractFunctions() and debugLeftOut() one directive at a time (walk.ts ModuleReader), of the
 * functions with a body that `find` (a findReader()) picks: of each function only its names and
 * place are held. Null when `find` picks none.
 */
export function extractReader(text: string, find: ModuleReader<FunctionDecl[]>): ModuleReader<Extraction | null> {
  const entries: Entry[] = [];
  const parts = new WeakMap<FunctionDecl, FunctionPart>();
  const add = (d: TopLevel, module: Module) => {
    find.add(d, module);
    const e = entryOf(d);
    entries.push(e);
    if (d.kind === 'Function') parts.set(d, e as FunctionPart);
  };
  const result = () => {
    const found = find.result().filter((f) => f.body !== null);
    if (found.length === 0) return null;
    // In written order: parse()'s onFunction hands over the functions before the rest.
    entries.sort((a, b) => a.span.start - b.span.start);
    const roots = found.map((f) => parts.get(f)!);
    return { functions: found.map((f) => f.name), module: extracted(entries, text, roots), leftOut: leftOutOf(entries, roots) };
  };
  return { add, result, sections: true };
}

export function extractFunctions(module: Module, text: string, roots: readonly FunctionDecl[]): string {
  const [entries, parts] = entriesOf(module);
  return extracted(entries, text, roots.map((f) => parts.get(f)!));
}

/** The module's entries, and each function's. */
function entriesOf(module: Module): [Entry[], Map<FunctionDecl, FunctionPart>] {
  const parts = new Map<FunctionDecl, FunctionPart>();
  const entries = module.directives.map((d) => {
    const e = entryOf(d);
    if (d.kind === 'Function') parts.set(d, e as FunctionPart);
    return e;
  });
  return [entries, parts];
}

function entryOf(d: TopLevel): Entry {
  return d.kind === 'Function' ? { kind: 'FunctionPart', name: d.name, names: [...new Set(functionNames(d))], span: d.span } : d;
}

function extracted(entries: readonly Entry[], text: string, roots: readonly FunctionPart[]): string {
  const kept = keptParts(entries, roots);
  const loss = debugLoss(entries, kept);
  const parts: string[] = [];
  for (const d of entries) {
    if (d.kind === 'Section') {
      const data = labelledData(d).filter((x) => kept.has(x));
      if (data.length > 0) parts.push(`.section ${d.name}\n{\n${data.map((x) => spanned(text, x.entries)).join('\n')}\n}`);
    } else if (d.kind === 'Target' && loss.debugTarget) parts.push(`.target ${d.targets.filter((t) => t !== 'debug').join(', ')}`);
    else if (HEADER.has(d.kind) || kept.has(d)) parts.push(text.slice(d.span.start, d.span.end));
  }
  return `${parts.join('\n\n')}\n`;
}

const HEADER = new Set<Entry['kind']>(['Version', 'Target', 'AddressSize', 'File']);

/**
 * What extractFunctions() leaves out of the debug information of a module (`nvcc -G`), said in
 * a sentence; null when nothing: the sections with data no label holds (DWARF), and the
 * `.target`'s `debug`, which ptxas takes only with a section.
 */
export function debugLeftOut(module: Module, roots: readonly FunctionDecl[]): string | null {
  const [entries, parts] = entriesOf(module);
  return leftOutOf(entries, roots.map((f) => parts.get(f)!));
}

function leftOutOf(entries: readonly Entry[], roots: readonly FunctionPart[]): string | null {
  const { sections, debugTarget } = debugLoss(entries, keptParts(entries, roots));
  const parts = [...(sections.length > 0 ? [`the debug sections (${sections.join(', ')})`] : []), ...(debugTarget ? ["the .target's debug"] : [])];
  return parts.length === 0 ? null : `left out ${parts.join(', ')}: the module has the .loc and .file lines, not the DWARF`;
}

/**
 * The sections left out for holding data no label holds (a label's data goes with it when named:
 * -lineinfo's .debug_str; the rest is DWARF of the whole module), and whether the `.target`'s
 * `debug` goes too: with them, or when no section is kept.
 */
function debugLoss(entries: readonly Entry[], kept: ReadonlySet<Part>): { sections: string[]; debugTarget: boolean } {
  const sections: string[] = [];
  let anyKept = false;
  let debug = false;
  for (const d of entries) {
    if (d.kind === 'Target') debug ||= d.targets.includes('debug');
    if (d.kind !== 'Section') continue;
    if (d.entries.length > 0 && d.entries[0]!.kind !== 'Label') sections.push(d.name);
    anyKept ||= labelledData(d).some((x) => kept.has(x));
  }
  return { sections, debugTarget: debug && (sections.length > 0 || !anyKept) };
}

/** `roots`, and what they name, transitively. */
function keptParts(entries: readonly Entry[], roots: readonly FunctionPart[]): Set<Part> {
  const defines = new Map<string, Part[]>();
  const define = (n: string, p: Part) => (defines.get(n) ?? defines.set(n, []).get(n)!).push(p);
  for (const d of entries) {
    if (d.kind === 'Section') for (const x of labelledData(d)) define((x.entries[0] as Label).name, x);
    else for (const n of definedNames(d)) define(n, d);
  }
  const kept = new Set<Part>();
  const seen = new Set<string>();
  const queue: Part[] = [...roots];
  for (let d = queue.pop(); d !== undefined; d = queue.pop()) {
    if (kept.has(d)) continue;
    kept.add(d);
    for (const n of usedNames(d)) {
      if (seen.has(n)) continue;
      seen.add(n);
      queue.push(...(defines.get(n) ?? []));
    }
  }
  return kept;
}

const LABELLED = new WeakMap<Section, LabelledData[]>();

/** A section's labelled data, in order (the data before its first label is no one's); the same objects for the same section. */
function labelledData(s: Section): LabelledData[] {
  let out = LABELLED.get(s);
  if (out !== undefined) return out;
  out = [];
  for (const e of s.entries) {
    if (e.kind === 'Label') out.push({ kind: 'LabelledData', section: s, entries: [e] });
    else out[out.length - 1]?.entries.push(e);
  }
  LABELLED.set(s, out);
  return out;
}

/** The text of `entries` as written, from the first one's start to the last one's end. */
function spanned(text: string, entries: ReadonlyArray<{ span: { start: number; end: number } }>): string {
  return text.slice(entries[0]!.span.start, entries[entries.length - 1]!.span.end);
}

function definedNames(d: Entry): string[] {
  if (d.kind === 'FunctionPart') return [d.name];
  if (d.kind === 'Variable') return d.declarators.map((x) => x.name);
  if (d.kind === 'Alias') return [d.alias];
  return [];
}

/** The names a part writes that a module directive or a section's label may define. */
function usedNames(d: Part): readonly string[] {
  if (d.kind === 'FunctionPart') return d.names;
  const ops: Operand[] = [];
  const names: string[] = [];
  if (d.kind === 'LabelledData') for (const e of d.entries) if (e.kind === 'SectionData') ops.push(...e.values);
  if (d.kind === 'Variable') for (const x of d.declarators) if (x.init !== null) ops.push(x.init);
  if (d.kind === 'Alias') names.push(d.aliasee);
  for (const op of ops) for (const n of namesIn(op)) names.push(n.name);
  return names;
}

/** The names a function writes (usedNames()). */
function functionNames(d: FunctionDecl): string[] {
  const ops: Operand[] = [];
  const names: string[] = [];
  if (d.body !== null) {
    for (const st of statementsOf(d.body)) {
      if (st.kind === 'Instruction' || st.kind === 'UnmatchedInstruction') ops.push(...st.operands);
      else if (st.kind === 'Targets') names.push(...expandTargets(st));
      else if (st.kind === 'Loc' && st.functionName !== null) ops.push(st.functionName);
      else if (st.kind === 'Variable') {
        for (const x of st.declarators) if (x.init !== null) ops.push(x.init);
      }
    }
  }
  for (const op of ops) for (const n of namesIn(op)) names.push(n.name);
  return names;
}
