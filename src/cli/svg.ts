// DOT to SVG in this process: Graphviz compiled to WebAssembly (@viz-js/viz), no system Graphviz.
import type { Viz } from '@viz-js/viz';

let viz: Promise<Viz> | undefined;

export async function renderSvg(dot: string): Promise<string> {
  viz ??= import('@viz-js/viz').then((m) => m.instance());
  return (await viz).renderString(dot, { format: 'svg' });
}
