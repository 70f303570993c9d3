// `ptx cfg FILE FUNCTION`: a function's control-flow graph in basic blocks, as JSON, DOT or SVG.
import { controlFlowGraph } from '../explore/cfg.js';
import { cfgDot } from '../explore/dot.js';
import { findFunctions } from '../explore/find.js';
import type { Context, FileOutput, LoadedFile, PerFile } from './command.js';
import { renderSvg } from './svg.js';

export const cfg: PerFile = { whole: cfgOutput };

async function cfgOutput(file: LoadedFile, cx: Context): Promise<FileOutput> {
  const found = findFunctions(file.module, String(cx.opts.name), cx.demangle).filter((f) => f.body !== null);
  if (found.length === 0) return { text: '', json: { graphs: [] }, none: true };
  const graphs = found.map((f) => controlFlowGraph(f, file.text));
  const format = String(cx.opts.format);
  let text: string;
  if (format === 'dot') text = graphs.map(cfgDot).join('');
  else if (format === 'svg') text = (await Promise.all(graphs.map((g) => renderSvg(cfgDot(g))))).join('');
  else text = `${JSON.stringify(graphs.length === 1 ? graphs[0] : graphs, null, 2)}\n`;
  return { text, json: { graphs } };
}
