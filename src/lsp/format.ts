// Formatting: the whole text in the canonical layout of the library's printer.
import type { TextEdit } from 'vscode-languageserver';
import type { Analysis } from './analysis.js';
import { print } from '../print.js';

/** The whole text in the canonical layout; nothing while the text has errors (their statements would not print as written). */
export function format(a: Analysis): TextEdit[] {
  if (!a.valid) return [];
  const text = print(a.module, { canonical: true });
  if (text === a.text) return [];
  return [{ range: { start: { line: 0, character: 0 }, end: a.doc.positionAt(a.text.length) }, newText: text }];
}
