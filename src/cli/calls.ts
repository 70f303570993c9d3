// `ptx calls FILE...`: the call graph, indirect calls included, as a tree, JSON, DOT or SVG.
import { callGraphReader, callTree, type CallGraph } from '../explore/calls.js';
import { callGraphDot } from '../explore/dot.js';
import { outputOf, type Context, type FileOutput, type PerFile, type SourceFile } from './command.js';
import { renderSvg } from './svg.js';

export const calls: PerFile = { streamed: (file, cx) => outputOf(callGraphReader(), (g) => callsOutput(g, file, cx)) };

async function callsOutput(g: CallGraph, file: SourceFile, cx: Context): Promise<FileOutput> {
  const format = String(cx.opts.format);
  const label = (n: string) => cx.demangle?.(n) ?? n;
  let text: string;
  if (format === 'dot') text = callGraphDot(g, label);
  else if (format === 'svg') text = await renderSvg(callGraphDot(g, label));
  else text = (cx.several ? `${cx.paint('path', file.path)}:\n` : '') + callTree(g);
  return { text, json: { ...g } };
}
