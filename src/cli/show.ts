// `ptx show FILE NAME`: a function's text as written; every function a glob matches.
import { findFunctions } from '../explore/find.js';
import { spanText } from '../explore/source-lines.js';
import type { Context, FileOutput, LoadedFile, PerFile } from './command.js';

export const show: PerFile = { whole: showFunctions };

function showFunctions(file: LoadedFile, cx: Context): FileOutput {
  const name = String(cx.opts.name);
  const found = findFunctions(file.module, name, cx.demangle);
  if (found.length === 0) return { text: '', json: { functions: [] }, none: true };
  const functions = found.map((f) => ({ name: f.name, line: f.span.line, text: spanText(file.text, f.span) }));
  return { text: functions.map((f) => `${f.text}\n`).join('\n'), json: { functions } };
}
