// One measurement in a fresh process, so that peak RSS belongs to this measurement only.
// Usage: node dist/bench/child.js <scan|lex|validate|parse|ast|print> FILE [--nocap]
// Prints one JSON line: { mode, bytes, ms, processMs, maxRssKB, baseRssKB, errors, warnings, aborted, reached, nodes }.
import { readFileSync } from 'node:fs';

const [mode, file, ...rest] = process.argv.slice(2);
if (rest.includes('--nocap')) await import('./no-error-cap.js');
const { Lexer, T } = await import('../src/lexer.js');
const { SourceText } = await import('../src/source-text.js');
const { parse } = await import('../src/parse.js');
const { print } = await import('../src/print.js');

const baseRssKB = process.resourceUsage().maxRSS;
// Read as the CLI does: the bytes are parsed as they are.
const bytes = readFileSync(file);
let sink = 0;
let errors = 0;
let warnings = 0;
let aborted = false;
let reached = bytes.length;
let tokens = 0;
let nodes = 0;
const messages = new Map<string, number>();

function summarise(diags: Array<{ severity: string; message: string; span: { start: number } }>): void {
  for (const d of diags) {
    if (d.severity === 'error') errors++;
    else warnings++;
    if (d.message.startsWith('too many errors')) {
      aborted = true;
      reached = d.span.start;
    }
    const key = d.message.replace(/'[^']*'/g, (m, off: number) => (off === d.message.indexOf("'") ? m : "'…'"));
    messages.set(key, (messages.get(key) ?? 0) + 1);
  }
}

/**
 * The objects reachable from `v` (arrays aside), counted: what a tool that reads the whole tree
 * touches, so that a tree whose nodes are made on access pays for making them here. The visit
 * is bound by memory, not by the for…in: a visitor by Object.values was no faster (CPU of the
 * whole `ast` of 2.3 MB of compute, 4 alternated pairs: 1.56 s against 1.63 s), and a second
 * visit of compute's made tree, every object made, still took 3.2 s of CPU (a loaded machine).
 */
function reach(v: unknown): number {
  if (typeof v !== 'object' || v === null) return 0;
  let n = 0;
  if (Array.isArray(v)) for (const x of v) n += reach(x);
  else {
    n = 1;
    for (const k in v) n += reach((v as Record<string, unknown>)[k]);
  }
  return n;
}

let t0 = 0;
let t1 = 0;
switch (mode) {
  case 'scan': {
    // The reference: char codes of the file as one string.
    const text = bytes.toString('latin1');
    t0 = performance.now();
    let s = 0;
    for (let i = 0; i < text.length; i++) s += text.charCodeAt(i);
    t1 = performance.now();
    sink = s;
    break;
  }
  case 'lex': {
    t0 = performance.now();
    const lx = new Lexer(SourceText.of(bytes));
    while (!lx.at(T.EOF)) {
      lx.next();
      tokens++;
    }
    t1 = performance.now();
    break;
  }
  case 'parse': {
    t0 = performance.now();
    const r = parse(bytes);
    t1 = performance.now();
    sink = r.module.directives.length;
    summarise(r.diagnostics as never);
    break;
  }
  case 'ast': {
    // The full AST with every node visited: the "parse to the full AST" figure.
    t0 = performance.now();
    const r = parse(bytes);
    nodes = reach(r.module);
    t1 = performance.now();
    sink = nodes;
    summarise(r.diagnostics as never);
    break;
  }
  case 'validate': {
    // What `ptx parse` runs.
    t0 = performance.now();
    const r = parse(bytes, { validateOnly: true });
    t1 = performance.now();
    sink = r.module.directives.length;
    summarise(r.diagnostics as never);
    break;
  }
  case 'print': {
    const r = parse(bytes);
    summarise(r.diagnostics as never);
    t0 = performance.now();
    const out = print(r.module);
    t1 = performance.now();
    sink = out.length;
    break;
  }
  default:
    console.error(`unknown mode ${mode}`);
    process.exit(2);
}

const top = [...messages].sort((a, b) => b[1] - a[1]).slice(0, 8);
process.stdout.write(
  JSON.stringify({
    mode,
    bytes: bytes.length,
    ms: t1 - t0,
    // From the process's start (performance's time origin) to here: Node's start, the modules' load and the read included.
    processMs: performance.now(),
    maxRssKB: process.resourceUsage().maxRSS,
    baseRssKB,
    errors,
    warnings,
    aborted,
    reached,
    tokens,
    nodes,
    sink,
    topMessages: top,
  }) + '\n',
);
