// The Web Worker: parses, and answers the page's questions about the last module parsed. A
// parse of a multi-megabyte module takes this thread for a while; the page's stays free.
import { OPCODES } from '../generated/dispatch.js';
import { TYPES } from '../generated/directives.js';
import { PREDEFINED } from '../generated/symbols.js';
import { TARGETS } from '../generated/targets.js';
import type { FunctionDecl, Module } from '../src/ast.js';
import { renderSvg } from '../src/cli/svg.js';
import { cfgDot, controlFlowGraph, listModule, moduleStats } from '../src/explore/index.js';
import { parse } from '../src/parse.js';
import { print } from '../src/print.js';
import { astRows } from './ast-rows.js';
import type { FromWorker, ToWorker, Vocabulary } from './protocol.js';

/** What the page shows at most: more would cost the page more to take in than it tells. */
const MAX_DIAGNOSTICS = 1000;
const MAX_PRINTED = 256 * 1024;
/** Graphviz takes seconds on graphs past these. */
const MAX_CFG_BLOCKS = 400;
const MAX_CFG_INSTRUCTIONS = 4000;

const post = (m: FromWorker) => postMessage(m);

let module: Module | null = null;
let text = '';

function vocabulary(): Vocabulary {
  const opcodes = new Set<string>();
  const qualifiers = new Set<string>();
  for (const [name, table] of OPCODES) {
    const [head, ...rest] = name.split('.');
    opcodes.add(head!);
    for (const r of rest) qualifiers.add(`.${r}`);
    for (const form of table().forms) for (const e of form.elements) for (const v of e.values) qualifiers.add(v);
  }
  return { opcodes: [...opcodes], qualifiers: [...qualifiers], types: [...TYPES.keys()], specialRegisters: [...PREDEFINED], targets: [...TARGETS.keys()] };
}

function parsed(id: number, source: string): FromWorker {
  const t0 = performance.now();
  const result = parse(source);
  const milliseconds = performance.now() - t0;
  module = result.module;
  text = source;
  const printed = print(result, { canonical: true });
  const target = result.module.directives.find((d) => d.kind === 'Target');
  const name = target?.kind === 'Target' ? target.targets[0] : undefined;
  return {
    type: 'parsed',
    id,
    diagnostics: result.diagnostics.slice(0, MAX_DIAGNOSTICS).map((d) => ({
      severity: d.severity,
      message: d.message,
      from: d.span.start,
      to: d.span.end,
      line: d.span.line,
      column: d.span.column,
      fix: d.fix === undefined ? null : { message: d.fix.message, changes: d.fix.edits.map((e) => ({ from: e.span.start, to: e.span.end, insert: e.text })) },
    })),
    diagnosticCount: result.diagnostics.length,
    printed: printed.slice(0, MAX_PRINTED),
    printedLength: printed.length,
    stats: moduleStats(result.module),
    listing: listModule(result.module, source),
    target: target !== undefined && name !== undefined ? { start: target.span.start, end: target.span.end, name } : null,
    milliseconds,
  };
}

async function cfg(id: number, name: string): Promise<FromWorker> {
  const fn = module?.directives.find((d): d is FunctionDecl => d.kind === 'Function' && d.name === name && d.body !== null);
  if (fn === undefined) return { type: 'cfg', id, svg: null, note: `no function '${name}' with a body` };
  const graph = controlFlowGraph(fn, text);
  const instructions = graph.blocks.reduce((n, b) => n + b.instructions.length, 0);
  const size = `${graph.blocks.length} blocks, ${instructions} instructions`;
  if (graph.blocks.length > MAX_CFG_BLOCKS || instructions > MAX_CFG_INSTRUCTIONS) return { type: 'cfg', id, svg: null, note: `${size}: too large to draw here (ptx cfg draws it)` };
  try {
    // Graphviz (WebAssembly) is loaded on the first graph drawn, not with the page, and kept.
    return { type: 'cfg', id, svg: await renderSvg(cfgDot(graph)), note: size };
  } catch (e) {
    return { type: 'cfg', id, svg: null, note: `${size}: Graphviz failed (${e instanceof Error ? e.message : String(e)})` };
  }
}

let vocabularySent = false;

onmessage = async (e: MessageEvent<ToWorker>) => {
  const m = e.data;
  if (m.type === 'parse') post(parsed(m.id, m.text));
  else if (m.type === 'ast') post({ type: 'ast', id: m.id, rows: module === null ? [] : astRows(module, m.offset) });
  else post(await cfg(m.id, m.name));
  // Building every opcode's table takes a few hundred ms: after the first answer, not before it.
  if (!vocabularySent) post({ type: 'vocabulary', vocabulary: vocabulary() });
  vocabularySent = true;
};
