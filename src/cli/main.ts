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
import { existsSync } from 'node:fs';
import { cac } from 'cac';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { isMainThread } from 'node:worker_threads';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatDiagnostic } from '../diagnostics.js';
import { jsonDiagnostic, type JsonDiagnostic } from './json-diagnostic.js';
import { out, outBytes, Output } from './output.js';
import { loadExploreScript } from './explore-script.js';
import { loadParserScript } from './parser-script.js';
import { STDIN_ARG, stdinArg } from './stdin-arg.js';
import { expandInputs, notOneFile } from './inputs.js';
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

/**
 * Parse one file; print its diagnostics to stderr; return the module when it has no error.
 * `streamed`: its bodies are read a function at a time at most (heap-check.ts).
 */
async function load(path: string, streamed = false) {
  return (await parseFile(path, false, streamed))?.module ?? null;
}

/**
 * Parse one file, or with `validateOnly` only check it; print its diagnostics to stderr; return
 * the result and the file's bytes when it has no error.
 */
async function parseFile(path: string, validateOnly: boolean, streamed = false) {
  const { parse, input } = await readWhileLoading(path);
  if (!input.ok) {
    out(2, `${path}:1:1: error: ${input.message}\n`);
    return null;
  }
  const tooBig = validateOnly ? null : (await import('../heap-check.js')).astHeapProblem(input.bytes, 0, streamed);
  if (tooBig !== null) {
    out(2, `${path}:1:1: error: ${tooBig}\n`);
    return null;
  }
  const r = parse(input.bytes, { validateOnly, ascii: isAscii(input.bytes) });
  for (const d of r.diagnostics) out(2, `${formatDiagnostic(d, input.bytes, path)}\n`);
  return r.diagnostics.some((d) => d.severity === 'error') ? null : { module: r.module, bytes: input.bytes };
}

const cli = cac('ptx');

cli
  .command('parse [...files]', 'Check PTX files; diagnostics on stderr; exit 1 when any is invalid')
  .option('--json', 'Print {"files":[{path, ok, diagnostics}]} on stdout')
  .action(async (files: string[], opts: { json?: boolean }) => {
    files = inputsOf(files);
    if (files.length === 0) return;
    const { parse, input: first } = await readWhileLoading(files[0]!);
    let allOk = true;
    const results: string[] = [];
    for (const [i, path] of files.entries()) {
      const input = i === 0 ? first : readInput(path);
      let ok: boolean;
      let diags: JsonDiagnostic[];
      if (!input.ok) {
        ok = false;
        diags = [{ severity: 'error', line: 1, column: 1, message: input.message }];
        if (!opts.json) out(2, `${path}:1:1: error: ${input.message}\n`);
      } else {
        try {
          const r = parse(input.bytes, { validateOnly: true, ascii: isAscii(input.bytes) });
          ok = !r.diagnostics.some((d) => d.severity === 'error');
          diags = r.diagnostics.map(jsonDiagnostic);
          if (!opts.json) for (const d of r.diagnostics) out(2, `${formatDiagnostic(d, input.bytes, path)}\n`);
        } catch (e) {
          // A fault of this parser, not of the file: said for this file, and the batch goes on.
          ok = false;
          const message = `internal error of the parser: ${(e as Error).message}`;
          diags = [{ severity: 'error', line: 1, column: 1, message }];
          if (!opts.json) out(2, `${path}:1:1: error: ${message}\n`);
        }
      }
      if (!ok) allOk = false;
      if (opts.json) results.push(JSON.stringify({ path, ok, diagnostics: diags }));
    }
    if (opts.json) out(1, `{"files":[${results.join(',')}]}\n`);
    process.exitCode = allOk ? 0 : 1;
  });

cli
  .command('dump [file]', 'Print the AST (of stdin without a file, or with -)')
  .option('--format <format>', 'json or tree', { default: 'json' })
  .option('--compact', 'JSON without indentation')
  .action(async (file: string | undefined, opts: { format: string; compact?: boolean }) => {
    if (opts.format !== 'json' && opts.format !== 'tree') return usageError(`--format must be json or tree, not '${opts.format}'`);
    if (opts.compact && opts.format !== 'json') return usageError('--compact is an option of --format json');
    const path = oneInput(file, 'dump');
    if (path === null) return;
    // The JSON holds no more than a statement of an unread block at a time (json.ts); the tree, all of it.
    const m = await load(path, opts.format === 'json');
    if (m === null) return void (process.exitCode = 1);
    // Written in pieces: the JSON of a large module is longer than one string can be.
    const stdout = new Output(1);
    if (opts.format === 'tree') (await import('./tree.js')).writeTree(m, stdout.write);
    else {
      (await import('./gc-tuning.js')).nodesDieYoung();
      (await import('./json.js')).writeJson(m, stdout.write, opts.compact === true);
      stdout.write('\n');
    }
    stdout.flush();
  });

/** `ptx print` (the module as parsed, byte for byte) and `ptx fmt` (in the canonical layout), of stdin without a file or with -. */
async function printFile(file: string | undefined, canonical: boolean) {
  const path = oneInput(file, canonical ? 'fmt' : 'print');
  if (path === null) return;
  if (!canonical) {
    // A module as parsed prints as its text (the lossless printer copies what was not edited):
    // checked, it is written as read, and no tree is built for it.
    const checked = await parseFile(path, true);
    if (checked === null) return void (process.exitCode = 1);
    return outBytes(1, checked.bytes);
  }
  const m = await load(path);
  if (m === null) return void (process.exitCode = 1);
  out(1, (await import('../print.js')).print(m, { canonical }));
}

cli.command('print [file]', 'Print the PTX as written, once checked (stdin without a file, or with -)').action((file: string | undefined) => printFile(file, false));
cli.command('fmt [file]', 'Print the PTX in the canonical layout: no comments, one statement a line (stdin without a file, or with -)').action((file: string | undefined) => printFile(file, true));

// ---------------------------------------------------------------- exploring modules
// Each takes files, directories (their *.ptx, recursively) and - for stdin; --json prints
// {"files":[{path, ok, ...}]} (schemas/ holds the JSON Schema of each); exit 0, 1 on a PTX error
// (or, for grep, no match), 2 on a usage error.

type Explore = typeof import('./explore-commands.js');

/** The explore commands' module: bundled apart as explore.cjs beside the bin (explore-script.ts), or the ES module unbundled. */
async function exploreModule(): Promise<Explore> {
  return loadExploreScript(new URL('.', import.meta.url))?.exports ?? import('./explore-commands.js');
}

/** A usage error: the message, then how the command is used, on stderr; exit 2. */
function usageError(message: string): void {
  const c = cli.matchedCommand;
  const how = c === undefined ? "'ptx --help' lists the commands" : `usage: ptx ${c.rawName} [options]; 'ptx ${c.name} --help' says more`;
  out(2, `error: ${message}\n${how}\n`);
  process.exitCode = 2;
}

/** With no file named and a terminal on stdin (no piped input), a usage error rather than a silent wait. */
const NO_INPUT = 'no input: name a file, or pipe PTX into stdin';

/** The one module `command` reads: the file named (not a directory), else stdin; null after a usage error. */
function oneInput(file: string | undefined, command: string): string | null {
  if (file === undefined) {
    if (!process.stdin.isTTY) return '-';
    usageError(NO_INPUT);
    return null;
  }
  const path = stdinArg(file);
  const problem = notOneFile(path, command);
  if (problem === null) return path;
  usageError(problem);
  return null;
}

/** The files of a command that reads several: each argument's (expandInputs()), else stdin; none after a usage error. */
function inputsOf(files: readonly string[]): string[] {
  if (files.length > 0) return expandInputs(files.map(stdinArg));
  if (!process.stdin.isTTY) return ['-'];
  usageError(NO_INPUT);
  return [];
}

/** Why --format is not one of `allowed`; null when it is. */
function formatProblem(opts: Record<string, unknown>, allowed: readonly string[]): string | null {
  return allowed.includes(String(opts.format)) ? null : `--format must be ${allowed.join(', ')}, not '${String(opts.format)}'`;
}

async function explore(command: string, files: readonly string[], opts: Record<string, unknown>, several = true): Promise<void> {
  const jobs = opts.jobs === undefined ? availableParallelism() : Number(opts.jobs);
  if (!Number.isInteger(jobs) || jobs < 1) return usageError(`--jobs takes a whole number of threads, 1 or more, not '${String(opts.jobs)}'`);
  const paths = inputsOf(files);
  if (paths.length === 0) return;
  // One file is read while the explore commands and the parser load (a file of several may go to a worker).
  const first = paths.length === 1 && paths[0] !== '-' ? readInputAsync(paths[0]!) : undefined;
  const e = await exploreModule();
  const { colourWanted } = await import('./style.js');
  const req = { command, opts: { ...opts, '--': undefined }, colour: colourWanted(process.env, process.stdout.isTTY === true) && !opts.json, several: several && paths.length > 1 };
  // Each worker thread starts as this module does, and loads the explore commands as it does (below).
  process.exitCode = await e.runFiles(req, paths, jobs, new URL(import.meta.url), first);
}

const jobsOption = ['--jobs <n>', "Worker threads for many files (default: the machine's cores)"] as const;

cli
  .command('ls [...files]', 'Functions and kernels (kind, linkage, parameters, lines, instructions, registers, directives, callees), then variables')
  .option('--json', 'As JSON')
  .option('--demangle', 'Show the C++ names of mangled ones')
  .option(...jobsOption)
  .action((files: string[], opts: Record<string, unknown>) => explore('ls', files, opts));

cli
  .command('show <file> <name>', "A function's text as written (NAME mangled, demangled or a glob)")
  .option('--json', 'As JSON')
  .action((file: string, name: string, opts: Record<string, unknown>) => explore('show', [file], { ...opts, name, demangle: true }, false));

cli
  .command('extract <file> <name>', 'A module that ptxas assembles alone, holding NAME and what it needs')
  .option('--json', 'As JSON')
  .action((file: string, name: string, opts: Record<string, unknown>) => explore('extract', [file], { ...opts, name, demangle: true }, false));

cli
  .command('grep <pattern> [...files]', 'Instructions by a dotted pattern (ld.global, atom.add, *.shared): file:line:col: statement')
  .option('--count', 'The count (path:count lines for several files)')
  .option('--json', 'The matches as JSON')
  .option('--reads <reg>', 'Only instructions reading this register')
  .option('--writes <reg>', 'Only instructions writing this register')
  .option('--in <function>', 'Only in this function (a name or glob, mangled or demangled)')
  .option(...jobsOption)
  .action(async (pattern: string, files: string[], opts: Record<string, unknown>) => {
    const problem = (await exploreModule()).checkPattern(pattern);
    if (problem !== null) return usageError(problem);
    return explore('grep', files, { ...opts, pattern, demangle: opts.in !== undefined });
  });

cli
  .command('calls [...files]', 'The call graph, indirect calls included')
  .option('--format <format>', 'tree, json, dot or svg', { default: 'tree' })
  .option('--json', 'As JSON')
  .option('--demangle', 'Label functions with their C++ names (dot, svg)')
  .option(...jobsOption)
  .action(async (files: string[], opts: Record<string, unknown>) => {
    const problem = formatProblem(opts, ['tree', 'json', 'dot', 'svg']);
    if (problem !== null) return usageError(problem);
    return explore('calls', files, opts.format === 'json' ? { ...opts, json: true } : opts);
  });

cli
  .command('cfg <file> <function>', "A function's control-flow graph in basic blocks")
  .option('--format <format>', 'json, dot or svg', { default: 'json' })
  .option('--json', 'As JSON, in the {"files":[...]} form of the other commands')
  .action(async (file: string, name: string, opts: Record<string, unknown>) => {
    const problem = formatProblem(opts, ['json', 'dot', 'svg']);
    if (problem !== null) return usageError(problem);
    return explore('cfg', [file], { ...opts, name, demangle: true }, false);
  });

cli
  .command('stats [...files]', 'Functions, variables, registers, instructions by opcode, by category, memory operations by state space')
  .option('--json', 'As JSON')
  .option('--by <what>', 'function: the counts of each function')
  .option('--spelling', 'Count full spellings (ld.global.nc.v4.f32) too')
  .option(...jobsOption)
  .action((files: string[], opts: Record<string, unknown>) => {
    if (opts.by !== undefined && opts.by !== 'function' && opts.by !== 'module') return usageError(`--by must be function or module, not '${String(opts.by)}'`);
    return explore('stats', files, opts);
  });

cli
  .command('diff <a> <b>', 'Functions added, removed and changed between two modules, with opcode count deltas')
  .option('--json', 'As JSON')
  .action(async (a: string, b: string, opts: { json?: boolean }) => {
    const [x, y] = [oneInput(a, 'diff'), oneInput(b, 'diff')];
    if (x === null || y === null) return;
    process.exitCode = await (await exploreModule()).runDiff(x, y, opts.json === true);
  });

cli
  .command('lsp', 'The PTX language server, speaking LSP on stdin and stdout (with --stdio)')
  .option('--stdio', 'Speak LSP on stdin and stdout')
  .action(async (opts: { stdio?: boolean }) => {
    if (opts.stdio !== true) return usageError('ptx lsp speaks the Language Server Protocol over stdin and stdout only: run `ptx lsp --stdio`');
    // Bundled apart as lsp.cjs beside the bin (other commands never load it), or the ES module unbundled.
    const server: typeof import('../lsp/server.js') = import.meta.url.endsWith('.cjs') ? createRequire(import.meta.url)('./lsp.cjs') : await import('../lsp/server.js');
    server.startServer();
    // The server ends the process on the client's `exit`: the command never returns.
    await new Promise<never>(() => {});
  });

cli
  .command('gen', 'Regenerate generated/ from spec/ (needs the dev dependencies)')
  .option('--check', 'Exit 1 when generated/ differs from what spec/ yields')
  .action(async (opts: { check?: boolean }) => {
    const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
    // An installed package ships no codegen (nor its dev dependencies): say so, not a module path.
    if (!existsSync(fileURLToPath(new URL('../../codegen/run.js', import.meta.url)))) {
      out(2, 'error: ptx gen regenerates generated/ in a clone of ptx-parser (after npm ci): this installed package has no codegen/\n');
      process.exitCode = 1;
      return;
    }
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
    // cac drops a lone `-` (stdin) from the arguments: it is passed through as STDIN_ARG.
    cli.parse(process.argv.map((a) => (a === '-' ? STDIN_ARG : a)), { run: false });
    if (!cli.matchedCommand) {
      // --help and --version were answered on stdout (exit 0); anything else is a usage error.
      if (cli.options.help || cli.options.version) return;
      if (cli.args.length > 0) out(2, `error: unknown command '${cli.args[0]}'\n`);
      else if (process.argv.length > 2) out(2, `error: options need a command: ${process.argv.slice(2).join(' ')}\n`);
      helpOnStderr();
      process.exitCode = 2;
    } else {
      await cli.runMatchedCommand();
      // All output is written (synchronously): end here. Returning to the event loop would first
      // wait for V8's queued optimizing compiles and then tear down the heap of a large module
      // (15-25 ms after a 23 MB check).
      process.exit();
    }
  } catch (e) {
    // A command line cac cannot read is a usage error; anything else that went wrong, exit 1.
    if ((e as Error).name === 'CACError') return usageError((e as Error).message);
    out(2, `error: ${(e as Error).message}\n`);
    process.exitCode = 1;
  }
}

/** The commands' list (cac's help, which it writes with console.info) on stderr, for a usage error. */
function helpOnStderr(): void {
  const info = console.info;
  console.info = (text: string) => out(2, `${text}\n`);
  try {
    cli.globalCommand.outputHelp();
  } finally {
    console.info = info;
  }
}

// A worker thread of the explore commands (explore-commands.ts runFiles()) starts here too: loaded, they serve it files.
if (isMainThread) void run();
else void exploreModule();
