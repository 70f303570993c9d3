// What lossless printing needs of a parsed module besides the AST: its source text, and each
// container's children as parsed (the module's directives, a block's statements, a section's
// entries, a function's body), to tell kept, removed, inserted and moved children apart. A
// block's are noted when its statements are first read (parser/block-records.ts): an unread
// block is printed as its source text.
//
// It stays out of the AST's data: a non-enumerable property under a registered symbol, which
// JSON.stringify, Object.keys and structuredClone leave out. The symbol is the registry's, not a
// module's own, because the CLI's bundle parses with one copy of this code and prints with another.
import type { Block, FunctionDecl, Module, Section, Statement, TopLevel } from './ast.js';
import type { SourceText } from './source-text.js';

export type Container = Module | Block | Section | FunctionDecl;
export type Child = TopLevel | Statement | Section['entries'][number] | Block;

export interface Origin {
  source: SourceText;
  /** Each container's children as parsed; a function's is its body alone. */
  children: WeakMap<Container, readonly Child[]>;
}

const ORIGIN = Symbol.for('ptx-parser.origin');

/** Link `module` to the text it was parsed from, and note its containers' children as they are now (in `children`, where the parse notes its blocks'). */
export function recordOrigin(module: Module, source: SourceText, children: Origin['children']): void {
  children.set(module, module.directives.slice());
  for (const d of module.directives) {
    if (d.kind === 'Section') children.set(d, d.entries.slice());
    else if (d.kind === 'Function' && d.body !== null) children.set(d, [d.body]);
  }
  const origin: Origin = { source, children };
  Object.defineProperty(module, ORIGIN, { value: origin, enumerable: false });
}

/** The source link of a parsed module; undefined for one built by hand. */
export function originOf(module: Module): Origin | undefined {
  return (module as { [ORIGIN]?: Origin })[ORIGIN];
}
