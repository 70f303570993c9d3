// The shapes of the rules codegen emits into generated/directives.ts from spec/directives.json:
// what may follow a function's parameters, and under which conditions; where a `.pragma` string
// may stand.
import type { Requirement } from '../types/requirement.js';

export interface FunctionDirectiveRule {
  readonly on: 'entry' | 'func' | 'both';
  /** The most integer arguments it takes; one at least, when any. */
  readonly max: number;
  /** Instead: a list of strings ended by `;` (.pragma). */
  readonly strings: boolean;
  /** Instead: a list of names, each a string of one of these, written in any case, or an integer constant in `range`; empty for none. */
  readonly names: readonly string[];
  /** The least and greatest integer such a list takes. */
  readonly range: readonly [number, number];
  readonly requires: Requirement;
  /** Not written twice. */
  readonly once: boolean;
  /** Before the function's other directives. */
  readonly first: boolean;
  /** Not on a function with return parameters. */
  readonly noReturns: boolean;
  /** On a .func: once, after the function's other directives. */
  readonly lastInFunc: boolean;
  /** The lastInFunc directives it may still follow on a .func. */
  readonly follows: readonly string[];
  /** Directives it cannot be written with. */
  readonly conflicts: readonly string[];
  /** Directives it needs all of. */
  readonly needs: readonly string[];
  /** The PTX version (major * 100 + minor) from which ptxas rejects it; 0 for none. */
  readonly removedIn: number;
  /** Its arguments are above zero. */
  readonly positive: boolean;
  /** Only on a definition (a function with a body). */
  readonly definitionOnly: boolean;
}

/** A function directive's fields that a generated row leaves out (codegen reads them to leave them out). */
export const DIRECTIVE_DEFAULTS: Omit<FunctionDirectiveRule, 'on' | 'requires'> = {
  max: 0,
  strings: false,
  names: [],
  range: [0, 0],
  once: false,
  first: false,
  noReturns: false,
  lastInFunc: false,
  follows: [],
  conflicts: [],
  needs: [],
  removedIn: 0,
  positive: false,
  definitionOnly: false,
};

/** A function directive's rule from its generated row: where it stands, what it needs, and what differs from DIRECTIVE_DEFAULTS. */
export function directive(r: Pick<FunctionDirectiveRule, 'on' | 'requires'> & Partial<FunctionDirectiveRule>): FunctionDirectiveRule {
  const d = DIRECTIVE_DEFAULTS;
  return {
    on: r.on,
    max: r.max ?? d.max,
    strings: r.strings ?? d.strings,
    names: r.names ?? d.names,
    range: r.range ?? d.range,
    requires: r.requires,
    once: r.once ?? d.once,
    first: r.first ?? d.first,
    noReturns: r.noReturns ?? d.noReturns,
    lastInFunc: r.lastInFunc ?? d.lastInFunc,
    follows: r.follows ?? d.follows,
    conflicts: r.conflicts ?? d.conflicts,
    needs: r.needs ?? d.needs,
    removedIn: r.removedIn ?? d.removedIn,
    positive: r.positive ?? d.positive,
    definitionOnly: r.definitionOnly ?? d.definitionOnly,
  };
}

/** Where a `.pragma` string may stand, and the value it takes. */
export interface PragmaRule {
  module: boolean;
  entry: boolean;
  body: boolean;
  /** In a kernel's body only, not a .func's. */
  kernelOnly: boolean;
  /** The least integer the pragma takes after its name; null: it takes none. */
  least: number | null;
  /** Any text may follow the name: the string is this pragma when it starts with it. */
  anyText: boolean;
  /** What the module's version and target must give; null: nothing. */
  requires: Requirement | null;
}
