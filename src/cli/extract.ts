// `ptx extract FILE NAME`: a module ptxas assembles alone, holding NAME and what it needs.
import { debugLeftOut, extractFunctions } from '../explore/extract.js';
import { findFunctions } from '../explore/find.js';
import type { Context, FileOutput, LoadedFile, PerFile } from './command.js';

export const extract: PerFile = { whole: extractFunction };

function extractFunction(file: LoadedFile, cx: Context): FileOutput {
  const found = findFunctions(file.module, String(cx.opts.name), cx.demangle).filter((f) => f.body !== null);
  if (found.length === 0) return { text: '', json: { functions: [], module: null }, none: true };
  const module = extractFunctions(file.module, file.text, found);
  const leftOut = debugLeftOut(file.module, found);
  if (leftOut === null) return { text: module, json: { functions: found.map((f) => f.name), module } };
  return { text: module, json: { functions: found.map((f) => f.name), module, leftOut }, notes: [leftOut] };
}
