// Go to definition, find references, highlights and rename: the symbol index's occurrences of the
// declaration under the cursor.
import { ErrorCodes, ResponseError, type DocumentHighlight, type Location, type Position, type Range, type WorkspaceEdit } from 'vscode-languageserver';
import type { Analysis } from './analysis.js';
import { occurrenceAt, occurrencesOf, type Occurrence } from './symbol-index.js';

function range(a: Analysis, start: number, end: number): Range {
  return { start: a.doc.positionAt(start), end: a.doc.positionAt(end) };
}

function at(a: Analysis, pos: Position): Occurrence | null {
  return occurrenceAt(a.index, a.doc.offsetAt(pos));
}

export function definition(a: Analysis, pos: Position): Location | null {
  const o = at(a, pos);
  return o === null ? null : { uri: a.doc.uri, range: range(a, o.decl.start, o.decl.end) };
}

export function references(a: Analysis, pos: Position, includeDeclaration: boolean): Location[] {
  const o = at(a, pos);
  if (o === null) return [];
  return occurrencesOf(a.index, o.decl)
    .filter((x) => includeDeclaration || x.start !== o.decl.start)
    .map((x) => ({ uri: a.doc.uri, range: range(a, x.start, x.end) }));
}

export function highlights(a: Analysis, pos: Position): DocumentHighlight[] {
  const o = at(a, pos);
  return o === null ? [] : occurrencesOf(a.index, o.decl).map((x) => ({ range: range(a, x.start, x.end) }));
}

/**
 * The part of an occurrence a rename replaces: the whole name, or for a parameterised register
 * (`%r<10>`, written `%r5`) its prefix, so that every register of the range is renamed alike.
 */
function renamed(o: Occurrence): [number, number] {
  return [o.start, o.start + o.decl.name.length];
}

export function prepareRename(a: Analysis, pos: Position): { range: Range; placeholder: string } | null {
  const o = at(a, pos);
  if (o === null) return null;
  const [s, e] = renamed(o);
  return { range: range(a, s, e), placeholder: o.decl.name };
}

/** A PTX identifier (ISA §4.4): a letter then letters, digits, `_` and `$`; or `_`, `$` or `%` then at least one of those. */
const IDENTIFIER = /^(?:[A-Za-z][\w$]*|[_$%][\w$]+)$/;

export function rename(a: Analysis, pos: Position, newName: string): WorkspaceEdit | null {
  const o = at(a, pos);
  if (o === null) return null;
  if (!IDENTIFIER.test(newName)) throw new ResponseError(ErrorCodes.InvalidParams, `'${newName}' is not a PTX identifier (a letter, or _, $ or % and more, then letters, digits, _ and $)`);
  const edits = occurrencesOf(a.index, o.decl).map((x) => {
    const [s, e] = renamed(x);
    return { range: range(a, s, e), newText: newName };
  });
  return { changes: { [a.doc.uri]: edits } };
}
