// The strings of `.pragma` (spec/directives.json pragmaStrings): which ptxas knows, where each
// may stand, and the value of those that take one (`"frequency 32"`, `"used_bytes_mask 0xfff"`).
import { FUNCTION_DIRECTIVES, PRAGMA_STRINGS } from '../../generated/directives.js';
import { suggest } from '../diagnostics.js';
import type { Requirement } from '../types/requirement.js';

/** Where a `.pragma` stands: at module scope, after a kernel's parameters, in a function body. */
export type PragmaScope = 'module' | 'entry' | 'body';

const WHERE: Record<PragmaScope, string> = { module: 'at module scope', entry: "after a kernel's parameters", body: 'in a function body' };

/**
 * What `.pragma` needs wherever it stands (spec/directives.json, functionDirectives): after a
 * kernel's parameters the header's directive check reports it, at module scope and in a body this.
 */
const PRAGMA_DIRECTIVE = FUNCTION_DIRECTIVES.get('.pragma')!.requires;

/** Why a `.pragma` at module scope or in a body is wrong whatever its strings (`lacking`: as for pragmaProblem()), or null. */
export function pragmaDirectiveProblem(lacking: (req: Requirement) => string | null): string | null {
  const lacks = lacking(PRAGMA_DIRECTIVE);
  return lacks === null ? null : `.pragma ${lacks}`;
}

/**
 * What is wrong with the pragma string `text` (its contents, without the quotes) at `scope`
 * (`kernel`: in a kernel's body; `lacking`: what the module's version and target lack of a
 * requirement), as ptxas judges it, with the string meant where one is near; null when nothing.
 * A string ptxas does not know is wrong at module scope only: in a function it only warns. What
 * the directive itself needs is pragmaDirectiveProblem()'s, said at it.
 */
export function pragmaProblem(text: string, scope: PragmaScope, kernel: boolean, lacking: (req: Requirement) => string | null): { message: string; meant?: string } | null {
  let name = text;
  let value: string | null = null;
  for (const [n, r] of PRAGMA_STRINGS) {
    if (text.startsWith(n) && (r.anyText || (r.least !== null && (text.length === n.length || text[n.length] === ' ')))) {
      name = n;
      value = text.slice(n.length).replace(/^ +/, '');
    }
  }
  const rule = PRAGMA_STRINGS.get(name);
  if (rule === undefined) {
    if (scope !== 'module') return null;
    const near = suggest(text.trim().toLowerCase(), PRAGMA_STRINGS.keys());
    const known = `(ptxas knows ${[...PRAGMA_STRINGS.keys()].map((k) => `"${k}"`).join(', ')})`;
    return near === null ? { message: `unknown pragma string "${text}" ${known}` } : { message: `unknown pragma string "${text}"; did you mean "${near}"? ${known}`, meant: near };
  }
  if (!rule[scope]) {
    const places = (['module', 'entry', 'body'] as const).filter((s) => rule[s]).map((s) => WHERE[s]);
    return { message: `.pragma "${name}" is not taken ${WHERE[scope]}, only ${places.join(' or ')}` };
  }
  const lacks = rule.requires === null ? null : lacking(rule.requires);
  if (lacks !== null) return { message: `.pragma "${name}" ${lacks}` };
  if (scope === 'body' && rule.kernelOnly && !kernel) return { message: `.pragma "${name}" is for a kernel's body (.entry), not a .func's` };
  if (rule.least !== null && (value === null || !/^(0[xX][0-9a-fA-F]+|[0-9]+)$/.test(value) || Number(value) < rule.least)) {
    return { message: `.pragma "${name}" takes an integer of at least ${rule.least}, found ${value === null || value === '' ? 'none' : `'${value}'`}` };
  }
  return null;
}
