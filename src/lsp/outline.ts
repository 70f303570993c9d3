// Document symbols (kernels and functions with their labels, module variables), and the
// module-level symbols a workspace-symbol query searches.
import { SymbolKind, type DocumentSymbol, type SymbolInformation } from 'vscode-languageserver';
import type { Analysis } from './analysis.js';
import type { Decl } from './symbol-index.js';

function kindOf(d: Decl): SymbolKind {
  if (d.kind === 'function') return SymbolKind.Function;
  return d.kind === 'label' ? SymbolKind.Key : SymbolKind.Variable;
}

function detailOf(d: Decl): string {
  if (d.node.kind === 'Function') return d.node.directive === '.entry' ? 'kernel (.entry)' : '.func';
  return d.node.kind === 'Variable' ? d.node.space : 'label';
}

function symbol(a: Analysis, d: Decl, children?: DocumentSymbol[]): DocumentSymbol {
  const whole = d.node.span;
  const name = { start: a.doc.positionAt(d.start), end: a.doc.positionAt(d.end) };
  return { name: d.name, detail: detailOf(d), kind: kindOf(d), range: { start: a.doc.positionAt(Math.min(whole.start, d.start)), end: a.doc.positionAt(Math.max(whole.end, d.end)) }, selectionRange: name, ...(children === undefined ? {} : { children }) };
}

/** Module-level declarations in source order, each function with its labels. */
export function documentSymbols(a: Analysis): DocumentSymbol[] {
  const out: DocumentSymbol[] = [];
  const labels = new Map<object, DocumentSymbol[]>();
  for (const d of a.index.decls) if (d.kind === 'label' && d.fn !== null) (labels.get(d.fn) ?? labels.set(d.fn, []).get(d.fn)!).push(symbol(a, d));
  for (const d of a.index.decls) {
    if (d.fn !== null) continue;
    out.push(symbol(a, d, d.node.kind === 'Function' ? (labels.get(d.node) ?? []) : undefined));
  }
  return out;
}

/** A document's module-level symbols: its functions and variables. */
export function moduleSymbols(a: Analysis): SymbolInformation[] {
  return a.index.decls
    .filter((d) => d.fn === null)
    .map((d) => ({ name: d.name, kind: kindOf(d), containerName: detailOf(d), location: { uri: a.doc.uri, range: { start: a.doc.positionAt(d.start), end: a.doc.positionAt(d.end) } } }));
}

/** The symbols whose name holds the query's characters in order, in any case. */
export function matchingSymbols(symbols: readonly SymbolInformation[], query: string): SymbolInformation[] {
  const q = query.toLowerCase();
  return symbols.filter((s) => fuzzy(s.name.toLowerCase(), q));
}

function fuzzy(name: string, q: string): boolean {
  let i = 0;
  for (const c of name) if (i < q.length && c === q[i]) i++;
  return i === q.length;
}
