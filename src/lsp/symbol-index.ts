// Every declaration of a module (registers, variables, parameters, labels, functions) and every
// place a name refers to one, by scope as ptxas resolves them: a block's declarations, then its
// enclosing blocks', the function's parameters, its labels, the module's variables and functions.
// `%r5` refers to `%r<10>` (which declares %r0 to %r9) when no `%r5` is declared itself.
import type { Block, CallPrototype, FunctionDecl, Label, Module, Operand, Targets, VariableDecl } from '../ast.js';
import { namesIn } from '../explore/operand-names.js';
import { blocksOf, statementsOf } from '../explore/walk.js';

export type DeclKind = 'register' | 'variable' | 'parameter' | 'label' | 'function';

export interface Decl {
  name: string;
  kind: DeclKind;
  /** N of `%r<N>`; null otherwise. */
  count: number | null;
  /** The name's range where it is declared. */
  start: number;
  end: number;
  /** The declaring statement (for hover: its text). */
  node: VariableDecl | FunctionDecl | Label | Targets | CallPrototype;
  /** The function it is local to; null at module level. */
  fn: FunctionDecl | null;
}

/** A name written in the text: a declaration's own, or a reference to it. */
export interface Occurrence {
  start: number;
  end: number;
  decl: Decl;
}

export interface SymbolIndex {
  decls: Decl[];
  /** Declarations and references, by start offset. */
  occurrences: Occurrence[];
}

type Scope = Map<string, Decl>;

const IDENT = /[\w$%.]/;

export function indexModule(module: Module, text: string): SymbolIndex {
  const decls: Decl[] = [];
  const occurrences: Occurrence[] = [];
  const add = (d: Decl): Decl => {
    decls.push(d);
    occurrences.push({ start: d.start, end: d.end, decl: d });
    return d;
  };
  const global: Scope = new Map();
  // Module-level names first: a function may call one defined after it. A function's definition
  // is where its name goes to; its prototypes' names refer to it. A function declared in a body
  // is the module's (ptxas).
  const declared = new Map<FunctionDecl, FunctionDecl[]>();
  for (const d of module.directives) if (d.kind === 'Function') declared.set(d, d.body === null ? [d] : [d, ...statementsOf(d.body).filter((s) => s.kind === 'Function')]);
  const chosen = new Map<string, FunctionDecl>();
  for (const fs of declared.values()) for (const f of fs) if (!chosen.has(f.name) || (chosen.get(f.name)!.body === null && f.body !== null)) chosen.set(f.name, f);
  const prototypes: Array<[FunctionDecl, number]> = [];
  for (const d of module.directives) {
    if (d.kind === 'Variable') declareVariables(d, null, 'variable', global, add);
    else if (d.kind === 'Function') {
      for (const f of declared.get(d)!) {
        const at = wordIn(text, f.name, f.returns?.at(-1)?.span.end ?? f.span.start, f.span.end);
        if (at < 0) continue;
        if (chosen.get(f.name) === f) global.set(f.name, add({ name: f.name, kind: 'function', count: null, start: at, end: at + f.name.length, node: f, fn: null }));
        else prototypes.push([f, at]);
      }
    }
  }
  for (const [d, at] of prototypes) {
    const decl = global.get(d.name);
    if (decl !== undefined) occurrences.push({ start: at, end: at + d.name.length, decl });
  }
  const refer = (op: Operand, scopes: readonly Scope[]) => {
    for (const x of namesIn(op)) {
      const d = resolve(x.name, scopes);
      if (d !== null) occurrences.push({ start: x.span.start, end: x.span.start + x.name.length, decl: d });
    }
  };
  for (const d of module.directives) {
    if (d.kind === 'Variable') for (const v of d.declarators) if (v.init !== null) refer(v.init, [global]);
    if (d.kind !== 'Function') continue;
    const params: Scope = new Map();
    for (const p of [...(d.returns ?? []), ...(d.params ?? [])]) declareVariables(p, d, 'parameter', params, add);
    if (d.body === null) continue;
    const labels: Scope = new Map();
    collectLabels(d.body, d, labels, add);
    const fnScopes = [labels, params, global];
    // Each block's scopes: its own declarations, then its enclosing blocks'.
    const scopesOf = new Map<Block, Scope[]>();
    for (const [block, parent] of blocksOf(d.body)) {
      const own: Scope = new Map();
      const scopes = [own, ...(parent === null ? fnScopes : scopesOf.get(parent)!)];
      scopesOf.set(block, scopes);
      for (const s of block.statements) {
        if (s.kind === 'Variable') {
          declareVariables(s, d, s.space === '.reg' ? 'register' : 'variable', own, add);
          for (const v of s.declarators) if (v.init !== null) refer(v.init, scopes);
        } else if (s.kind === 'Instruction' || s.kind === 'UnmatchedInstruction') {
          if (s.guard !== null) refer(s.guard.predicate, scopes);
          for (const o of s.operands) refer(o, scopes);
        } else if (s.kind === 'Targets') {
          // The listed names have no spans of their own: found in the statement's text after its label.
          let from = s.span.start + s.label.length;
          for (const t of s.targets) {
            const at = wordIn(text, t.name, from, s.span.end);
            if (at < 0) continue;
            const target = resolve(t.name, scopes);
            if (target !== null) occurrences.push({ start: at, end: at + t.name.length, decl: target });
            from = at + t.name.length;
          }
        }
      }
    }
  }
  occurrences.sort((a, b) => a.start - b.start);
  return { decls, occurrences };
}

function declareVariables(v: VariableDecl, fn: FunctionDecl | null, kind: DeclKind, scope: Scope, add: (d: Decl) => Decl): void {
  for (const x of v.declarators) {
    // A parameterised name `%r<10>` is kept under `%r<>`, apart from a plain `%r`.
    scope.set(x.count === null ? x.name : `${x.name}<>`, add({ name: x.name, kind, count: x.count, start: x.span.start, end: x.span.start + x.name.length, node: v, fn }));
  }
}

function collectLabels(body: Block, fn: FunctionDecl, labels: Scope, add: (d: Decl) => Decl): void {
  for (const s of statementsOf(body)) {
    if (s.kind === 'Label' || s.kind === 'Targets' || s.kind === 'CallPrototype') {
      const name = s.kind === 'Label' ? s.name : s.label;
      labels.set(name, add({ name, kind: 'label', count: null, start: s.span.start, end: s.span.start + name.length, node: s, fn }));
    }
  }
}

/** The declaration `name` refers to from the innermost of `scopes` out; null for none (a special register). */
export function resolve(name: string, scopes: readonly Scope[]): Decl | null {
  const m = /^(.*\D)(\d+)$/.exec(name);
  for (const s of scopes) {
    const d = s.get(name);
    if (d !== undefined) return d;
    if (m !== null) {
      const p = s.get(`${m[1]}<>`);
      if (p !== undefined && Number(m[2]) < p.count!) return p;
    }
  }
  return null;
}

/** Where `word` is written whole in text[from, to), or -1. */
export function wordIn(text: string, word: string, from: number, to: number): number {
  for (let at = text.indexOf(word, from); at >= 0 && at + word.length <= to; at = text.indexOf(word, at + 1)) {
    if (!IDENT.test(text[at - 1] ?? ' ') && !IDENT.test(text[at + word.length] ?? ' ')) return at;
  }
  return -1;
}

/** The occurrence at `offset` (its start to its end, both included: a cursor just after a name is on it); null for none. */
export function occurrenceAt(index: SymbolIndex, offset: number): Occurrence | null {
  const occ = index.occurrences;
  let lo = 0;
  let hi = occ.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (occ[mid]!.start <= offset) lo = mid + 1;
    else hi = mid - 1;
  }
  const o = occ[hi];
  return o !== undefined && offset <= o.end ? o : null;
}

/** Every occurrence of `decl`, its declaration among them. */
export function occurrencesOf(index: SymbolIndex, decl: Decl): Occurrence[] {
  return index.occurrences.filter((o) => o.decl === decl);
}
