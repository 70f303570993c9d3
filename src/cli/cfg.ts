// `ptx cfg FILE FUNCTION`: a function's control-flow graph in basic blocks, as JSON, DOT or SVG.
import type { FunctionDecl } from '../ast.js';
import { controlFlowGraph } from '../explore/cfg.js';
import { cfgDot } from '../explore/dot.js';
import { findReader } from '../explore/find.js';
import { outputOf, type Context, type FileOutput, type PerFile, type SourceFile } from './command.js';
import { renderSvg } from './svg.js';

export const cfg: PerFile = { streamed: (file, cx) => outputOf(findReader(String(cx.opts.name), cx.demangle), (found) => cfgOutput(found, file, cx)) };

async function cfgOutput(found: FunctionDecl[], file: SourceFile, cx: Context): Promise<FileOutput> {
  const graphs = found.filter((f) => f.body !== null).map((f) => controlFlowGraph(f, file.text));
  if (graphs.length === 0) return { text: '', json: { graphs: [] }, none: true };
  const format = String(cx.opts.format);
  let text: string;
  if (format === 'dot') text = graphs.map(cfgDot).join('');
  else if (format === 'svg') text = (await Promise.all(graphs.map((g) => renderSvg(cfgDot(g))))).join('');
  else text = `${JSON.stringify(graphs.length === 1 ? graphs[0] : graphs, null, 2)}\n`;
  return { text, json: { graphs } };
}
