// Functions by name: the mangled name, the demangled C++ name (with a demangler), or a glob of either.
import type { FunctionDecl, Module, TopLevel } from '../ast.js';
import { globMatcher } from './glob.js';
import { readModule, type ModuleReader } from './walk.js';

/**
 * The functions `query` names, definitions before declarations, in written order: those of that
 * exact name, else of that exact demangled name, else those whose name or demangled name the
 * glob `query` matches.
 */
export function findFunctions(module: Module, query: string, demangle?: (name: string) => string): FunctionDecl[] {
  return readModule(module, findReader(query, demangle));
}

/** findFunctions() one directive at a time (walk.ts ModuleReader): only the functions `query` may name are kept. */
export function findReader(query: string, demangle?: (name: string) => string): ModuleReader<FunctionDecl[]> {
  const m = globMatcher(query);
  const candidates: FunctionDecl[] = [];
  const add = (d: TopLevel) => {
    if (d.kind !== 'Function') return;
    // A glob without wildcards matches only itself: the exact names are candidates too.
    const c = demangle?.(d.name);
    if (m(d.name) || (c !== undefined && (c === query || m(c)))) candidates.push(d);
  };
  const result = () => {
    const defined = candidates.filter((f) => f.body !== null);
    const pick = (test: (f: FunctionDecl) => boolean) => {
      const d = defined.filter(test);
      return d.length > 0 ? d : candidates.filter(test);
    };
    let found = pick((f) => f.name === query);
    if (found.length === 0 && demangle !== undefined) found = pick((f) => demangle(f.name) === query);
    if (found.length === 0) found = pick((f) => m(f.name) || (demangle !== undefined && m(demangle(f.name))));
    return found;
  };
  return { add, result };
}
