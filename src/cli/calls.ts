// `ptx calls FILE...`: the call graph, indirect calls included, as a tree, JSON, DOT or SVG.
import { callGraph, callTree } from '../explore/calls.js';
import { callGraphDot } from '../explore/dot.js';
import type { Context, FileOutput, LoadedFile } from './command.js';
import { renderSvg } from './svg.js';

export async function calls(file: LoadedFile, cx: Context): Promise<FileOutput> {
  const g = callGraph(file.module);
  const format = String(cx.opts.format);
  const label = (n: string) => cx.demangle?.(n) ?? n;
  let text: string;
  if (format === 'dot') text = callGraphDot(g, label);
  else if (format === 'svg') text = await renderSvg(callGraphDot(g, label));
  else text = (cx.several ? `${cx.paint('path', file.path)}:\n` : '') + callTree(g);
  return { text, json: { ...g } };
}
