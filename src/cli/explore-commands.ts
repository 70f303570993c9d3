// The explore commands (ls, show, extract, grep, calls, cfg, stats, diff): each file read, parsed
// and handed to the command's module, output written in input order; with --jobs, files are
// spread over worker threads. Bundled apart from the bin (the spec tables these commands read
// would double the code every `ptx` run loads); in a worker thread, this module serves files.
import { isAscii } from 'node:buffer';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { formatDiagnostic } from '../diagnostics.js';
import { parse } from '../parse.js';
import type { FunctionDecl, Module } from '../ast.js';
import { diffDigests, digestReader } from '../explore/diff.js';
import { readModule, type ModuleReader } from '../explore/walk.js';
import type { Context, LoadedFile, PerFile, SourceFile } from './command.js';
import { astHeapProblem } from '../heap-check.js';
import { jsonDiagnostic, type JsonDiagnostic } from './json-diagnostic.js';
import { entryPieces } from './json-text.js';
import { out, outBytes } from './output.js';
import { Progress } from './progress.js';
import { type Input, readInput } from './read-input.js';
import { painter } from './style.js';

export { checkPattern } from './grep.js';

const HANDLERS: Record<string, () => Promise<PerFile>> = {
  ls: async () => (await import('./ls.js')).ls,
  show: async () => (await import('./show.js')).show,
  extract: async () => (await import('./extract.js')).extract,
  grep: async () => (await import('./grep.js')).grep,
  calls: async () => (await import('./calls.js')).calls,
  cfg: async () => (await import('./cfg.js')).cfg,
  stats: async () => (await import('./stats.js')).stats,
};

export interface Request {
  command: string;
  opts: Record<string, unknown>;
  colour: boolean;
  several: boolean;
}

/** One file's result: what goes to stdout and stderr, its JSON entry (serialized: entryPieces()), and whether it failed or found nothing. */
export interface FileResult {
  stdout: string | Uint8Array;
  stderr: string;
  json: Array<string | Uint8Array>;
  failed: boolean;
  none: boolean;
}

interface Parsed<R> {
  /** The file and its module; null when it could not be read or parsed at all. */
  file: LoadedFile | null;
  /** What the reader `streamTo` gave gathered; null without one. */
  read: R | null;
  /** The diagnostics, on stderr as `ptx parse` writes them, and as its --json gives them. */
  stderr: string;
  diagnostics: JsonDiagnostic[];
  /** The file has an error. */
  failed: boolean;
}

/**
 * Read and parse `path`; with `streamTo` (a streamed command's), each function goes to its reader
 * as parsed, then the rest of the module. A module with errors is explored all the same (an
 * instruction that matched no form is an UnmatchedInstruction, a statement the grammar could not
 * read is left out), as grep reads what it can of a partly unreadable input: the errors are
 * reported, and the file counts as failed.
 */
async function load<R>(path: string, streamTo?: (file: SourceFile) => ModuleReader<R>, reading?: Promise<Input>): Promise<Parsed<R>> {
  const input = reading === undefined ? readInput(path) : await reading;
  // A streamed module's tree is never whole: its largest function and the rest must fit the heap.
  const problem = !input.ok ? input.message : astHeapProblem(input.bytes, 0, streamTo !== undefined);
  if (!input.ok || problem !== null) return { file: null, read: null, stderr: `${path}:1:1: error: ${problem}\n`, diagnostics: [{ severity: 'error', line: 1, column: 1, message: problem! }], failed: true };
  // The text as a string only for the commands that read it (stats and calls do not): 23 MB of copy on compute.
  let text: string | undefined;
  const bytes = input.bytes;
  const source: SourceFile = {
    path,
    bytes,
    get text() {
      return (text ??= bytes.toString('latin1'));
    },
  };
  const reader = streamTo?.(source);
  const onFunction = reader === undefined ? undefined : (fn: FunctionDecl, module: Module) => reader.add(fn, module);
  // A reader that wants no section data has none made (a whole module keeps it).
  const r = parse(input.bytes, { ascii: isAscii(input.bytes), onFunction, sectionData: reader === undefined || reader.sections === true });
  const stderr = r.diagnostics.map((d) => `${formatDiagnostic(d, input.bytes, path)}\n`).join('');
  const diagnostics = r.diagnostics.map(jsonDiagnostic);
  const read = reader === undefined ? null : readModule(r.module, reader);
  const file: LoadedFile = Object.assign(source, { module: r.module });
  return { file, read, stderr, diagnostics, failed: r.diagnostics.some((d) => d.severity === 'error') };
}

let demangler: Promise<(name: string) => string> | undefined;

async function contextOf(req: Request): Promise<Context> {
  const cx: Context = { opts: req.opts, paint: painter(req.colour), several: req.several };
  if (req.opts.demangle === true) cx.demangle = await (demangler ??= import('./demangle.js').then((m) => m.loadDemangler()));
  return cx;
}

/** `reading`: the file, being read already (readInputAsync()). */
export async function processFile(req: Request, path: string, reading?: Promise<Input>): Promise<FileResult> {
  const work = await HANDLERS[req.command]!();
  const cx = await contextOf(req);
  const { file, read, stderr, diagnostics, failed } = await load(path, 'streamed' in work ? (f) => work.streamed(f, cx) : undefined, reading);
  // The entry serialized here, in a worker thread too: a JsonText would not survive the message.
  const entry = (json: Record<string, unknown>) => (req.opts.json ? entryPieces({ path, ok: !failed, ...json }) : []);
  if (file === null) return { stdout: '', stderr, json: entry({ diagnostics }), failed, none: false };
  const output = await ('whole' in work ? work.whole(file, cx) : read!);
  const notes = (output.notes ?? []).map((n) => `${path}: note: ${n}\n`).join('');
  return { stdout: output.text, stderr: stderr + notes, json: entry(failed ? { ...output.json, diagnostics } : output.json), failed, none: output.none === true };
}

/**
 * Run `req` on `paths`; write each file's output in input order (a progress line on a terminal's
 * stderr meanwhile, for long runs); the exit code: 1 when a file failed (or, `noneFails`, when
 * every file found nothing), else 0. With several `jobs`, files go to worker threads started at
 * `workerEntry` (inWorkers()). `first`: the first file, being read already (read while this loads).
 */
export async function runFiles(req: Request, paths: readonly string[], jobs: number, workerEntry: URL, first?: Promise<Input>): Promise<number> {
  const results: Array<FileResult | undefined> = new Array(paths.length);
  const progress = new Progress(paths.length, (text) => out(2, text), process.stderr.isTTY === true);
  let next = 0;
  const json: Array<string | Uint8Array> = [];
  let failed = false;
  let found = false;
  const flush = () => {
    for (; next < paths.length && results[next] !== undefined; next++) {
      const r = results[next]!;
      results[next] = undefined;
      progress.clear();
      // As with parse --json, the diagnostics are in the JSON only.
      if (r.stderr !== '' && !req.opts.json) out(2, r.stderr);
      if (req.opts.json) {
        if (json.length > 0) json.push(',');
        json.push(...r.json);
      }
      else if (typeof r.stdout === 'string') out(1, r.stdout);
      else outBytes(1, r.stdout);
      failed ||= r.failed;
      found ||= !r.none && !r.failed;
      progress.show(next + 1, paths[next]!);
    }
  };
  // Stdin is read on this thread, and so then is every file.
  const workers = paths.includes('-') ? 1 : Math.min(jobs, paths.length);
  if (workers <= 1) {
    for (const [i, p] of paths.entries()) {
      results[i] = await processFile(req, p, i === 0 ? first : undefined);
      flush();
    }
  } else await inWorkers(req, paths, workers, workerEntry, (i, r) => ((results[i] = r), flush()));
  progress.clear();
  if (req.opts.json) {
    // The strings between two byte pieces in one write.
    let text = '{"files":[';
    for (const piece of json) {
      if (typeof piece === 'string') text += piece;
      else {
        out(1, text);
        outBytes(1, piece);
        text = '';
      }
    }
    out(1, `${text}]}\n`);
  }
  return failed || (!found && paths.length > 0) ? 1 : 0;
}

/**
 * Serve `paths` from `count` worker threads started at `entry` (a module that loads this one: in a
 * worker thread, it serves files), each taking the next file when done with one.
 */
function inWorkers(req: Request, paths: readonly string[], count: number, entry: URL, done: (i: number, r: FileResult) => void): Promise<void> {
  let given = 0;
  let finished = 0;
  return new Promise((resolve, reject) => {
    for (let w = 0; w < count; w++) {
      const worker = new Worker(entry, { workerData: req });
      const give = () => {
        if (given < paths.length) worker.postMessage({ index: given, path: paths[given++] });
        else void worker.terminate();
      };
      worker.on('message', (m: { index: number; result: FileResult }) => {
        done(m.index, m.result);
        if (++finished === paths.length) resolve();
        give();
      });
      worker.on('error', reject);
      give();
    }
  });
}

/** `ptx diff A B`: both read and parsed; the functions added, removed and changed. */
export async function runDiff(a: string, b: string, json: boolean): Promise<number> {
  // Each module read one function at a time: of each, its printed text and counts are kept.
  const [x, y] = [await load(a, digestReader), await load(b, digestReader)];
  // As the other commands: a module with errors is compared as far as it was parsed, and the exit is 1.
  const code = x.failed || y.failed ? 1 : 0;
  const d = x.read === null || y.read === null ? null : diffDigests(x.read, y.read);
  if (json) {
    // As the other commands' --json: the diagnostics in the JSON only, when a module has an error; here each names its file.
    const diagnostics = [...x.diagnostics.map((g) => ({ path: a, ...g })), ...y.diagnostics.map((g) => ({ path: b, ...g }))];
    out(1, `${JSON.stringify({ a, b, ok: code === 0, ...(code === 0 ? {} : { diagnostics }), ...d })}\n`);
    return code;
  }
  if (x.stderr !== '') out(2, x.stderr);
  if (y.stderr !== '') out(2, y.stderr);
  if (d === null) return 1;
  let text = `--- ${a}\n+++ ${b}\n`;
  for (const n of d.removed) text += `- ${n}\n`;
  for (const n of d.added) text += `+ ${n}\n`;
  for (const c of d.changed) {
    const deltas = Object.entries(c.opcodes).map(([op, n]) => `${op} ${n > 0 ? '+' : ''}${n}`);
    text += `~ ${c.name}: ${c.instructions[0]} -> ${c.instructions[1]} instructions${deltas.length > 0 ? `; ${deltas.join(', ')}` : ''}\n`;
  }
  text += `${d.unchanged} unchanged\n`;
  out(1, text);
  return code;
}

if (!isMainThread) {
  const req = workerData as Request;
  parentPort!.on('message', (m: { index: number; path: string }) => {
    void processFile(req, m.path).then((result) => parentPort!.postMessage({ index: m.index, result }));
  });
}
