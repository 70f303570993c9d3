// `ptx extract FILE NAME`: a module ptxas assembles alone, holding NAME and what it needs.
import { extractReader } from '../explore/extract.js';
import { findReader } from '../explore/find.js';
import { outputOf, type PerFile } from './command.js';

export const extract: PerFile = {
  streamed: (file, cx) =>
    outputOf(extractReader(file.text, findReader(String(cx.opts.name), cx.demangle)), (x) => {
      if (x === null) return { text: '', json: { functions: [], module: null }, none: true };
      if (x.leftOut === null) return { text: x.module, json: { functions: x.functions, module: x.module } };
      return { text: x.module, json: { functions: x.functions, module: x.module, leftOut: x.leftOut }, notes: [x.leftOut] };
    }),
};
