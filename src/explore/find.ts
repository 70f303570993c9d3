// Functions by name: the mangled name, the demangled C++ name (with a demangler), or a glob of either.
import type { FunctionDecl, Module } from '../ast.js';
import { globMatcher } from './glob.js';

/**
 * The functions `query` names, definitions before declarations, in written order: those of that
 * exact name, else of that exact demangled name, else those whose name or demangled name the
 * glob `query` matches.
 */
export function findFunctions(module: Module, query: string, demangle?: (name: string) => string): FunctionDecl[] {
  const all = module.directives.filter((d): d is FunctionDecl => d.kind === 'Function');
  const defined = all.filter((f) => f.body !== null);
  const pick = (test: (f: FunctionDecl) => boolean) => {
    const d = defined.filter(test);
    return d.length > 0 ? d : all.filter(test);
  };
  let found = pick((f) => f.name === query);
  if (found.length === 0 && demangle !== undefined) found = pick((f) => demangle(f.name) === query);
  if (found.length === 0) {
    const m = globMatcher(query);
    found = pick((f) => m(f.name) || (demangle !== undefined && m(demangle(f.name))));
  }
  return found;
}
