// Go to definition, find references, highlights and rename: the symbol index's occurrences of the
// declaration under the cursor. A member of a register range (`%r5` of `%r<10>`) is a register of
// its own: its references, highlights and rename are its uses (with the range's declaration, where
// it comes from), not those of every %rN; the range's prefix is renamed at the declaration.
import { ErrorCodes, ResponseError, type DocumentHighlight, type Location, type Position, type Range, type TextEdit, type WorkspaceEdit } from 'vscode-languageserver';
import type { VariableDecl } from '../ast.js';
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

/** N of a use `%rN` of a register range; null for its declaration or any other name. */
function memberOf(a: Analysis, o: Occurrence): number | null {
  return o.decl.count === null || o.start === o.decl.start ? null : Number(a.text.slice(o.start + o.decl.name.length, o.end));
}

/** What the name at `o` stands for: the occurrences of its declaration; of a range member, its uses and the range's declaration. */
function meant(a: Analysis, o: Occurrence): Occurrence[] {
  const all = occurrencesOf(a.index, o.decl);
  const member = memberOf(a, o);
  return member === null ? all : all.filter((x) => x.start === o.decl.start || memberOf(a, x) === member);
}

export function references(a: Analysis, pos: Position, includeDeclaration: boolean): Location[] {
  const o = at(a, pos);
  if (o === null) return [];
  return meant(a, o)
    .filter((x) => includeDeclaration || x.start !== o.decl.start)
    .map((x) => ({ uri: a.doc.uri, range: range(a, x.start, x.end) }));
}

export function highlights(a: Analysis, pos: Position): DocumentHighlight[] {
  const o = at(a, pos);
  return o === null ? [] : meant(a, o).map((x) => ({ range: range(a, x.start, x.end) }));
}

/**
 * The part of an occurrence a rename replaces: the whole name, or of a register range's declaration
 * (`%r<10>`) and its uses its prefix, so that every register of the range is renamed alike.
 */
function renamed(o: Occurrence): [number, number] {
  return [o.start, o.start + o.decl.name.length];
}

export function prepareRename(a: Analysis, pos: Position): { range: Range; placeholder: string } | null {
  const o = at(a, pos);
  if (o === null) return null;
  if (memberOf(a, o) !== null) return { range: range(a, o.start, o.end), placeholder: a.text.slice(o.start, o.end) };
  const [s, e] = renamed(o);
  return { range: range(a, s, e), placeholder: o.decl.name };
}

/** A PTX identifier (ISA §4.4): a letter then letters, digits, `_` and `$`; or `_`, `$` or `%` then at least one of those. */
const IDENTIFIER = /^(?:[A-Za-z][\w$]*|[_$%][\w$]+)$/;

export function rename(a: Analysis, pos: Position, newName: string): WorkspaceEdit | null {
  const o = at(a, pos);
  if (o === null) return null;
  if (!IDENTIFIER.test(newName)) throw new ResponseError(ErrorCodes.InvalidParams, `'${newName}' is not a PTX identifier (a letter, or _, $ or % and more, then letters, digits, _ and $)`);
  if (memberOf(a, o) !== null) return { changes: { [a.doc.uri]: splitMember(a, o, newName) } };
  const edits = occurrencesOf(a.index, o.decl).map((x) => {
    const [s, e] = renamed(x);
    return { range: range(a, s, e), newText: newName };
  });
  return { changes: { [a.doc.uri]: edits } };
}

/**
 * Renaming a member of a register range (`%r5` of `%r<10>`) to `newName`: its uses renamed, and
 * `newName` declared of the range's type on the line after the range's declaration (%r5 stays
 * declared, unused). A name the function or module declares already is refused.
 */
function splitMember(a: Analysis, o: Occurrence, newName: string): TextEdit[] {
  const taken = a.index.decls.some((d) => (d.fn === o.decl.fn || d.fn === null) && (d.count === null ? d.name === newName : newName.startsWith(d.name) && /^\d+$/.test(newName.slice(d.name.length)) && Number(newName.slice(d.name.length)) < d.count));
  if (taken) throw new ResponseError(ErrorCodes.InvalidParams, `'${newName}' is declared already: a register of the range is renamed to a new name`);
  const decl = o.decl.node as VariableDecl;
  const end = decl.span.end;
  const lineStart = a.text.lastIndexOf('\n', decl.span.start - 1) + 1;
  // The declaration's own words (`.reg .b32 `), its indentation, and a line of its own.
  const head = a.text.slice(decl.span.start, decl.declarators[0]!.span.start);
  const indent = a.text.slice(lineStart, decl.span.start);
  const declared = { range: range(a, end, end), newText: `\n${/^\s*$/.test(indent) ? indent : ''}${head}${newName};` };
  const member = memberOf(a, o);
  const uses = occurrencesOf(a.index, o.decl).filter((x) => memberOf(a, x) === member);
  return [declared, ...uses.map((x) => ({ range: range(a, x.start, x.end), newText: newName }))];
}
