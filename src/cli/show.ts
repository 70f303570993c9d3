// `ptx show FILE NAME`: a function's text as written; every function a glob matches.
import type { FunctionDecl } from '../ast.js';
import { findReader } from '../explore/find.js';
import { spanText } from '../explore/source-lines.js';
import { outputOf, type FileOutput, type PerFile, type SourceFile } from './command.js';

export const show: PerFile = { streamed: (file, cx) => outputOf(findReader(String(cx.opts.name), cx.demangle), (found) => showOutput(found, file)) };

function showOutput(found: FunctionDecl[], file: SourceFile): FileOutput {
  if (found.length === 0) return { text: '', json: { functions: [] }, none: true };
  const functions = found.map((f) => ({ name: f.name, line: f.span.line, text: spanText(file.text, f.span) }));
  return { text: functions.map((f) => `${f.text}\n`).join('\n'), json: { functions } };
}
