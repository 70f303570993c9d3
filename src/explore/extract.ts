// `extract`: a module that ptxas assembles alone, holding the functions asked for and what they
// need: the header (.version, .target, .address_size, .file), the module variables, functions
// and aliases they name, transitively, as written and in written order. Debug sections are left
// out, and with them the `.loc`s that name their labels (function_name, inlined_at) and the
// `.target`'s `debug` (ptxas: "Debug information not found in presence of .target debug"); the
// command says so (debugLeftOut()).
import type { FunctionDecl, Module, Operand, Span, TopLevel } from '../ast.js';
import { expandTargets } from './calls.js';
import { namesIn } from './operand-names.js';
import { statementsOf } from './walk.js';

export function extractFunctions(module: Module, text: string, roots: readonly FunctionDecl[]): string {
  const defines = new Map<string, TopLevel[]>();
  for (const d of module.directives) for (const n of definedNames(d)) (defines.get(n) ?? defines.set(n, []).get(n)!).push(d);
  const kept = new Set<TopLevel>();
  const seen = new Set<string>();
  const queue: TopLevel[] = [...roots];
  for (let d = queue.pop(); d !== undefined; d = queue.pop()) {
    if (kept.has(d)) continue;
    kept.add(d);
    for (const n of usedNames(d)) {
      if (seen.has(n)) continue;
      seen.add(n);
      queue.push(...(defines.get(n) ?? []));
    }
  }
  const parts: string[] = [];
  for (const d of module.directives) {
    if (!HEADER.has(d.kind) && !kept.has(d)) continue;
    if (d.kind === 'Function') parts.push(functionText(d, text));
    else if (d.kind === 'Target' && d.targets.includes('debug')) parts.push(`.target ${d.targets.filter((t) => t !== 'debug').join(', ')}`);
    else parts.push(text.slice(d.span.start, d.span.end));
  }
  return `${parts.join('\n\n')}\n`;
}

const HEADER = new Set<TopLevel['kind']>(['Version', 'Target', 'AddressSize', 'File']);

/**
 * What extractFunctions() leaves out of a module compiled with debug information (`nvcc -G`),
 * said in a sentence; null when nothing: the debug sections, the `.loc`s of `roots` that name
 * their labels, the `.target`'s `debug`. ptxas takes no debug section without every label it
 * names, nor `.target debug` without the sections, so these go together.
 */
export function debugLeftOut(module: Module, roots: readonly FunctionDecl[]): string | null {
  const sections = module.directives.flatMap((d) => (d.kind === 'Section' ? [d.name] : []));
  let locs = 0;
  for (const fn of roots) if (fn.body !== null) for (const st of statementsOf(fn.body)) if (st.kind === 'Loc' && (st.functionName !== null || st.inlinedAt !== null)) locs++;
  const debugTarget = module.directives.some((d) => d.kind === 'Target' && d.targets.includes('debug'));
  const parts = [
    ...(sections.length > 0 ? [`the debug sections (${sections.join(', ')})`] : []),
    ...(locs > 0 ? [`${locs} .loc with function_name or inlined_at (${locs === 1 ? 'it names' : 'they name'} their labels)`] : []),
    ...(debugTarget ? ["the .target's debug"] : []),
  ];
  return parts.length === 0 ? null : `left out ${parts.join(', ')}: the module has the .loc and .file lines, not the DWARF`;
}

function definedNames(d: TopLevel): string[] {
  if (d.kind === 'Function') return [d.name];
  if (d.kind === 'Variable') return d.declarators.map((x) => x.name);
  if (d.kind === 'Alias') return [d.alias];
  return [];
}

/** The names a directive writes that a module directive may define. */
function usedNames(d: TopLevel): string[] {
  const ops: Operand[] = [];
  const names: string[] = [];
  if (d.kind === 'Variable') for (const x of d.declarators) if (x.init !== null) ops.push(x.init);
  if (d.kind === 'Alias') names.push(d.aliasee);
  if (d.kind === 'Function' && d.body !== null) {
    for (const st of statementsOf(d.body)) {
      if (st.kind === 'Instruction' || st.kind === 'UnmatchedInstruction') ops.push(...st.operands);
      else if (st.kind === 'Targets') names.push(...expandTargets(st));
      else if (st.kind === 'Variable') {
        for (const x of st.declarators) if (x.init !== null) ops.push(x.init);
      }
    }
  }
  for (const op of ops) for (const n of namesIn(op)) names.push(n.name);
  return names;
}

/** A function as written, but for the `.loc`s naming debug-section labels. */
function functionText(fn: FunctionDecl, text: string): string {
  const cuts: Span[] = [];
  if (fn.body !== null) for (const st of statementsOf(fn.body)) if (st.kind === 'Loc' && (st.functionName !== null || st.inlinedAt !== null)) cuts.push(st.span);
  let out = '';
  let at = fn.span.start;
  for (const c of cuts) {
    out += text.slice(at, c.start);
    at = c.end;
  }
  return out + text.slice(at, fn.span.end);
}
