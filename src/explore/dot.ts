// Graphviz DOT text of the call graph and of a control-flow graph.
import type { CallGraph } from './calls.js';
import type { Cfg } from './cfg.js';

/** A DOT string: quoted, with `"` and `\` escaped (labels keep `\l` line ends of their own). */
const q = (s: string) => `"${s.replace(/[\\"]/g, '\\$&')}"`;

export function callGraphDot(g: CallGraph, label: (name: string) => string = (n) => n): string {
  let out = 'digraph calls {\n  node [shape=box, fontname="monospace"];\n';
  for (const f of g.functions) out += `  ${q(f.name)} [label=${q(label(f.name))}${f.kind === 'entry' ? ', style=bold' : ''}${f.defined ? '' : ', style=dashed'}];\n`;
  const known = new Set(g.functions.map((f) => f.name));
  for (const c of g.calls) {
    if (!known.has(c.callee)) out += `  ${q(c.callee)} [shape=ellipse, style=dashed];\n`;
    const attrs = [c.indirect ? 'style=dashed' : '', c.count > 1 ? `label=${q(`x${c.count}`)}` : ''].filter(Boolean);
    out += `  ${q(c.caller)} -> ${q(c.callee)}${attrs.length > 0 ? ` [${attrs.join(', ')}]` : ''};\n`;
  }
  return `${out}}\n`;
}

export function cfgDot(cfg: Cfg): string {
  let out = `digraph ${q(cfg.function)} {\n  node [shape=box, fontname="monospace"];\n`;
  for (const b of cfg.blocks) {
    // `\l`: each line left-aligned; the instructions' own backslashes escaped first.
    const lines = [`${b.id}:`, ...b.instructions.map((i) => `  ${i.text}`)].map((l) => l.replace(/[\\"]/g, '\\$&') + '\\l');
    out += `  ${q(b.id)} [label="${lines.join('')}"${b.exits ? ', peripheries=2' : ''}];\n`;
  }
  const style: Record<string, string> = { fallthrough: '', jump: '', branch: ' [label="taken"]', indirect: ' [style=dashed]' };
  for (const e of cfg.edges) out += `  ${q(e.from)} -> ${q(e.to)}${style[e.kind]};\n`;
  return `${out}}\n`;
}
