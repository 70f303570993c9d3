#!/usr/bin/env -S NODE_EXTRA_CA_CERTS= node --v8-pool-size=1
// The `ptx` command line: parse, dump, print, fmt, stats, gen. What only some commands need is
// imported by them, so that `ptx parse` starts sooner; the parser itself is loaded while the
// first input file is read.
// The bin runs with one V8 worker thread instead of four: a check is one thread's work, and on a
// 2-core machine the four optimizing compiles that start at once in its first megabyte take the
// core it runs on (a 23 MB check: about 10% sooner done; dump and print: no change).
// It clears NODE_EXTRA_CA_CERTS: with it set (as CI and proxied machines do), Node reads and parses
// the whole CA bundle before any script runs (36 of 60 ms of start-up here), for TLS, which no
// command of this one uses.
import { isAscii } from 'node:buffer';
import { cac } from 'cac';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatDiagnostic } from '../diagnostics.js';
import { out, Output } from './output.js';
import { loadParserScript } from './parser-script.js';
import { readInput, readInputAsync } from './read-input.js';

/**
 * The parser, and the input at `path`, read while the parser loads: the bundle's parser script
 * with its code cache, or the ES module where this runs unbundled (from dist/src).
 */
async function readWhileLoading(path: string) {
  const reading = readInputAsync(path);
  const { parse } = loadParserScript(new URL('.', import.meta.url)) ?? (await import('../parse.js'));
  return { parse, input: await reading };
}

/** Parse one file; print its diagnostics to stderr; return the module when it has no error. */
async function load(path: string) {
  const { parse, input } = await readWhileLoading(path);
  if (!input.ok) {
    out(2, `${path}:1:1: error: ${input.message}\n`);
    return null;
  }
  const tooBig = (await import('./heap-check.js')).astHeapProblem(input.bytes);
  if (tooBig !== null) {
    out(2, `${path}:1:1: error: ${tooBig}\n`);
    return null;
  }
  const r = parse(input.bytes, { ascii: isAscii(input.bytes) });
  for (const d of r.diagnostics) out(2, `${formatDiagnostic(d, input.bytes, path)}\n`);
  return r.diagnostics.some((d) => d.severity === 'error') ? null : r.module;
}

const cli = cac('ptx');

cli
  .command('parse [...files]', 'Check PTX files; diagnostics on stderr; exit 1 when any is invalid')
  .option('--json', 'Print {"files":[{path, ok, diagnostics}]} on stdout')
  .action(async (files: string[], opts: { json?: boolean }) => {
    if (files.length === 0) files = ['-'];
    const { parse, input: first } = await readWhileLoading(files[0]!);
    let allOk = true;
    const results: string[] = [];
    for (const [i, path] of files.entries()) {
      const input = i === 0 ? first : readInput(path);
      let ok: boolean;
      let diags: Array<{ severity: string; line: number; column: number; message: string }>;
      if (!input.ok) {
        ok = false;
        diags = [{ severity: 'error', line: 1, column: 1, message: input.message }];
        if (!opts.json) out(2, `${path}:1:1: error: ${input.message}\n`);
      } else {
        const r = parse(input.bytes, { validateOnly: true, ascii: isAscii(input.bytes) });
        ok = !r.diagnostics.some((d) => d.severity === 'error');
        diags = r.diagnostics.map((d) => ({ severity: d.severity, line: d.span.line, column: d.span.column, message: d.message }));
        if (!opts.json) for (const d of r.diagnostics) out(2, `${formatDiagnostic(d, input.bytes, path)}\n`);
      }
      if (!ok) allOk = false;
      if (opts.json) results.push(JSON.stringify({ path, ok, diagnostics: diags }));
    }
    if (opts.json) out(1, `{"files":[${results.join(',')}]}\n`);
    process.exitCode = allOk ? 0 : 1;
  });

cli
  .command('dump <file>', 'Print the AST')
  .option('--format <format>', 'json or tree', { default: 'json' })
  .action(async (file: string, opts: { format: string }) => {
    if (opts.format !== 'json' && opts.format !== 'tree') {
      out(2, `error: --format must be json or tree, not '${opts.format}'\n`);
      process.exitCode = 2;
      return;
    }
    const m = await load(file);
    if (m === null) return void (process.exitCode = 1);
    // Written in pieces: the JSON of a large module is longer than one string can be.
    const stdout = new Output(1);
    if (opts.format === 'tree') (await import('./tree.js')).writeTree(m, stdout.write);
    else {
      (await import('./json.js')).writeJson(m, stdout.write);
      stdout.write('\n');
    }
    stdout.flush();
  });

/** `ptx print` (the module as parsed, byte for byte) and `ptx fmt` (in the canonical layout). */
async function printFile(file: string, canonical: boolean) {
  const m = await load(file);
  if (m === null) return void (process.exitCode = 1);
  out(1, (await import('../print.js')).print(m, { canonical }));
}

cli.command('print <file>', 'Print the PTX re-emitted from the AST, as written').action((file: string) => printFile(file, false));
cli.command('fmt <file>', 'Print the PTX in the canonical layout: no comments, one statement a line').action((file: string) => printFile(file, true));

cli
  .command('stats <file>', 'Functions, variables, registers declared, per-opcode counts')
  .option('--json', 'As JSON')
  .action(async (file: string, opts: { json?: boolean }) => {
    const m = await load(file);
    if (m === null) return void (process.exitCode = 1);
    const s = (await import('./stats.js')).moduleStats(m);
    if (opts.json) return out(1, `${JSON.stringify(s, null, 2)}\n`);
    let text = `entries: ${s.functions.entries}\nfunctions: ${s.functions.funcs}\ndeclarations: ${s.functions.declarations}\n`;
    text += `variables: ${s.variables}\nregisters declared: ${s.registers}\ninstructions: ${s.instructions}\nopcodes:\n`;
    for (const [op, n] of Object.entries(s.opcodes)) text += `  ${op.padEnd(28)} ${n}\n`;
    out(1, text);
  });

cli
  .command('gen', 'Regenerate generated/ from spec/ (needs the dev dependencies)')
  .option('--check', 'Exit 1 when generated/ differs from what spec/ yields')
  .action(async (opts: { check?: boolean }) => {
    const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
    const { runGen } = await import('../../codegen/run.js');
    const r = runGen(root, opts.check === true);
    for (const m of r.messages) out(r.ok ? 1 : 2, `${m}\n`);
    process.exitCode = r.ok ? 0 : 1;
  });

cli.help();
cli.version('0.1.0');

// Not a top-level await: the bin is bundled as CommonJS, which Node loads sooner than an ES module.
async function run(): Promise<void> {
  try {
    cli.parse(process.argv, { run: false });
    if (!cli.matchedCommand) {
      if (cli.args.length > 0 || process.argv.length > 2) {
        if (!cli.options.help && !cli.options.version) {
          out(2, `error: unknown command '${process.argv[2]}'\n`);
          cli.outputHelp();
          process.exitCode = 2;
        }
      } else cli.outputHelp();
    } else {
      await cli.runMatchedCommand();
      // All output is written (synchronously): end here. Returning to the event loop would first
      // wait for V8's queued optimizing compiles and then tear down the heap of a large module
      // (15-25 ms after a 23 MB check).
      process.exit();
    }
  } catch (e) {
    out(2, `error: ${(e as Error).message}\n`);
    process.exitCode = 2;
  }
}

void run();
