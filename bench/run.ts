// `npm run bench`: builds or reuses the inputs (bench/build.ts), measures each in fresh child
// processes, prints a table and writes bench/results/<date>-<commit>.json.
// Environment: BENCH_RUNS (default 5), BENCH_CLI_RUNS (default 9, whole-process runs), BENCH_BIG_RUNS (default 3), BENCH_ONLY=compute,cub,... ,
// BENCH_NOCAP=always|auto|never (default auto: also measure with the error cap lifted when the
// shipped parser stops at "too many errors"), BENCH_PHASES=scan,lex,validate,parse,ast,print,cli,ls,grep,stats,cli-print,dump
// (default all: the phases measured on each module).
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { buildAll, CACHE, ROOT, type Built } from './build.js';

const DIST = join(ROOT, 'dist');
/** The `ptx` command as installed (package.json's bin: the bundle). */
const CLI = join(ROOT, (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { bin: { ptx: string } }).bin.ptx);
/** The unbundled CLI, whose modules no-error-cap.ts patches. */
const CLI_MODULES = join(DIST, 'src', 'cli', 'main.js');
const CHILD = join(DIST, 'bench', 'child.js');
const NOCAP = join(DIST, 'bench', 'no-error-cap.js');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
// Whole-process runs are short and this shared machine's speed swings from minute to minute:
// more of them, so that their median is steadier.
const CLI_RUNS = Number(process.env.BENCH_CLI_RUNS ?? 9);
const BIG_RUNS = Number(process.env.BENCH_BIG_RUNS ?? 3);
const ONLY = process.env.BENCH_ONLY?.split(',');
const NOCAP_MODE = process.env.BENCH_NOCAP ?? 'auto';
const PHASES = process.env.BENCH_PHASES?.split(',');
const wantPhase = (p: string): boolean => !PHASES || PHASES.includes(p);
/** The explore commands timed as whole processes on each large module, like `cli`: the phase, and its arguments. */
const EXPLORE: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['ls', ['ls']],
  ['grep', ['grep', 'ld.global']],
  ['stats', ['stats']],
  ['calls', ['calls']],
  // The other commands that build the AST (issue 22's targets), their output to /dev/null.
  ['cli-print', ['print']],
  ['dump', ['dump']],
];
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : null;
const TMP = join(tmpdir(), `ptx-bench-${process.pid}`);
mkdirSync(TMP, { recursive: true });

const MB = 1e6;
/** The size from which a module is a large one, which the MB/s and RSS floors are for. */
const LARGE = 20 * MB;
const median = (xs: number[]): number => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

interface ChildResult {
  mode: string;
  bytes: number;
  ms: number;
  processMs: number;
  maxRssKB: number;
  errors: number;
  warnings: number;
  aborted: boolean;
  reached: number;
  tokens: number;
  nodes: number;
  topMessages: Array<[string, number]>;
}

function child(mode: string, file: string, nocap: boolean): ChildResult {
  const r = spawnSync(process.execPath, [CHILD, mode, file, ...(nocap ? ['--nocap'] : [])], {
    encoding: 'utf8',
    maxBuffer: 1 << 24,
  });
  if (r.status !== 0) {
    // e.g. out of memory: record the failure and go on.
    const why = (r.stderr || `signal ${r.signal}`).split('\n').filter((l) => /error|heap|memory/i.test(l))[0] ?? `exit ${r.status}`;
    log(`child ${mode} ${file} FAILED: ${why}`);
    return { mode, bytes: 0, ms: NaN, processMs: NaN, maxRssKB: NaN, errors: -1, warnings: 0, aborted: false, reached: 0, tokens: 0, nodes: 0, topMessages: [[`FAILED: ${why}`, 1]] };
  }
  return JSON.parse(r.stdout) as ChildResult;
}

interface CliResult {
  ms: number;
  maxRssKB: number;
  exit: number;
  errorLines: number;
  aborted: boolean;
  stdout?: string;
}

/**
 * The whole `ptx parse` process: wall time from here, of the process alone; then its peak RSS from
 * a second run under /usr/bin/time -f %M (whose own fork and wait cost about 10 ms a run here: not
 * the parser's time). The bin is run as the executable it is, so that its `#!` line's Node options
 * apply as they do for users.
 */
function cli(args: string[], nocap: boolean, cwd?: string, wantStdout = false, command = ['parse']): CliResult {
  const errFile = join(TMP, 'stderr.txt');
  const outFile = join(TMP, 'stdout.txt');
  const rssFile = join(TMP, 'rss.txt');
  const argv = [...(nocap ? [process.execPath, '--import', NOCAP, CLI_MODULES] : [CLI]), ...command, ...args] as [string, ...string[]];
  // What the commands other than parse write is not kept (a 23 MB module's JSON is over a GB).
  const discard = command[0] !== 'parse';
  // The `#!/usr/bin/env node` of the bin finds this Node first.
  const env: NodeJS.ProcessEnv = { ...process.env, PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}` };
  let rssCmd: string;
  let rssArgs: string[];
  const rssEnv: NodeJS.ProcessEnv = { ...env, PTX_BENCH_RSS_FILE: rssFile };
  if (TIME) {
    rssCmd = TIME;
    rssArgs = ['-f', '%M', '-o', rssFile, ...argv];
  } else {
    // Fallback: the process reports its own peak RSS at exit (bench/rss-hook).
    [rssCmd, ...rssArgs] = argv;
    rssEnv.NODE_OPTIONS = `${env.NODE_OPTIONS ?? ''} --import=${join(DIST, 'bench', 'rss-hook.js')}`;
  }
  spawnSync(rssCmd, rssArgs, { cwd, stdio: 'ignore', env: rssEnv });
  const errFd = openSync(errFile, 'w');
  const outFd = openSync(discard ? '/dev/null' : outFile, 'w');
  const t0 = performance.now();
  const r = spawnSync(argv[0], argv.slice(1), { cwd, stdio: ['ignore', outFd, errFd], env });
  const ms = performance.now() - t0;
  closeSync(errFd);
  closeSync(outFd);
  const stderr = readFileSync(errFile, 'latin1');
  // A crash (e.g. dist/ being rebuilt underneath, or out of memory) is not a measurement.
  const crash = /ERR_MODULE_NOT_FOUND|SyntaxError: The requested module|FATAL ERROR|^\s+at .*\.js:\d+/m.exec(stderr);
  if (crash || (r.status !== 0 && r.status !== 1)) {
    log(`cli ${args.slice(0, 2).join(' ')} FAILED (exit ${r.status}): ${crash?.[0] ?? stderr.slice(0, 200)}`);
    return { ms: NaN, maxRssKB: NaN, exit: r.status ?? -1, errorLines: -1, aborted: false, stdout: undefined };
  }
  return {
    ms,
    maxRssKB: Number(readFileSync(rssFile, 'utf8').trim().split('\n').pop()),
    exit: r.status ?? -1,
    errorLines: (stderr.match(/: error: /g) ?? []).length,
    aborted: stderr.includes('too many errors'),
    stdout: wantStdout ? readFileSync(outFile, 'latin1') : undefined,
  };
}

interface Row {
  module: string;
  variant: 'shipped' | 'nocap';
  mode: string;
  bytes: number;
  runs: number;
  ms: number;
  mbPerS: number;
  rssMB: number;
  rssPerSize: number;
  msAll: number[];
  rssAllKB: number[];
  errors?: number;
  aborted?: boolean;
  reachedPct?: number;
  exit?: number;
  tokens?: number;
  nodes?: number;
  /** The `ast` phase: its child's time from the process's start (Node's start, loading, reading included). */
  processMs?: number;
  topMessages?: Array<[string, number]>;
}

const rows: Row[] = [];

function measure(item: Built, variant: 'shipped' | 'nocap', runs: number): void {
  const nocap = variant === 'nocap';
  for (const mode of ['scan', 'lex', 'validate', 'parse', 'ast', 'print'] as const) {
    if ((nocap && (mode === 'scan' || mode === 'lex')) || !wantPhase(mode)) continue;
    const rs: ChildResult[] = [];
    for (let i = 0; i < runs; i++) rs.push(child(mode, item.path, nocap));
    const ms = median(rs.map((r) => r.ms));
    const rss = median(rs.map((r) => r.maxRssKB)) / 1024;
    rows.push({
      module: item.name,
      variant,
      mode,
      bytes: item.bytes,
      runs,
      ms,
      mbPerS: item.bytes / MB / (ms / 1000),
      rssMB: (rss * 1024 * 1024) / MB,
      rssPerSize: (rss * 1024 * 1024) / item.bytes,
      msAll: rs.map((r) => r.ms),
      rssAllKB: rs.map((r) => r.maxRssKB),
      errors: mode === 'parse' || mode === 'ast' || mode === 'print' || mode === 'validate' ? rs[0].errors : undefined,
      aborted: mode === 'parse' ? rs[0].aborted : undefined,
      reachedPct: mode === 'parse' ? (100 * rs[0].reached) / rs[0].bytes : undefined,
      tokens: mode === 'lex' ? rs[0].tokens : undefined,
      nodes: mode === 'ast' ? rs[0].nodes : undefined,
      processMs: mode === 'ast' ? median(rs.map((r) => r.processMs)) : undefined,
      topMessages: mode === 'parse' && rs[0].errors ? rs[0].topMessages : undefined,
    });
    log(`${item.name} ${variant} ${mode}: ${ms.toFixed(0)} ms, ${rss.toFixed(0)} MiB`);
  }
}

/**
 * The whole-process runs (`ptx parse FILE`) of `targets`, round-robin: a slow spell of this shared
 * machine then lands in every module's series instead of making one module's median alone.
 */
function measureCli(targets: Array<{ item: Built; variant: 'shipped' | 'nocap' }>, mode = 'cli', command = ['parse']): void {
  const results = targets.map(() => [] as CliResult[]);
  const runsOf = (item: Built): number => (item.name === 'big' ? BIG_RUNS : CLI_RUNS);
  const rounds = Math.max(0, ...targets.map((t) => runsOf(t.item)));
  for (let round = 0; round < rounds; round++)
    targets.forEach(({ item, variant }, i) => {
      if (round < runsOf(item)) results[i]!.push(cli([item.path], variant === 'nocap', undefined, false, command));
    });
  targets.forEach(({ item, variant }, i) => {
    const cs = results[i]!;
    const ms = median(cs.map((c) => c.ms));
    const rssKB = median(cs.map((c) => c.maxRssKB));
    rows.push({
      module: item.name,
      variant,
      mode,
      bytes: item.bytes,
      runs: cs.length,
      ms,
      mbPerS: item.bytes / MB / (ms / 1000),
      rssMB: (rssKB * 1024) / MB,
      rssPerSize: (rssKB * 1024) / item.bytes,
      msAll: cs.map((c) => c.ms),
      rssAllKB: cs.map((c) => c.maxRssKB),
      errors: cs[0]!.errorLines,
      aborted: cs[0]!.aborted,
      exit: cs[0]!.exit,
    });
    log(`${item.name} ${variant} ${mode}: ${ms.toFixed(0)} ms, ${(rssKB / 1024).toFixed(0)} MiB, exit ${cs[0]!.exit}`);
  });
}

function log(msg: string): void {
  process.stderr.write(`[bench] ${msg}\n`);
}

function commit(): string {
  try {
    const head = readFileSync(join(ROOT, '.git', 'HEAD'), 'utf8').trim();
    if (!head.startsWith('ref: ')) return head.slice(0, 10);
    const ref = head.slice(5);
    const loose = join(ROOT, '.git', ref);
    if (existsSync(loose)) return readFileSync(loose, 'utf8').trim().slice(0, 10);
    const packed = readFileSync(join(ROOT, '.git', 'packed-refs'), 'utf8');
    const line = packed.split('\n').find((l) => l.endsWith(` ${ref}`));
    return line ? line.slice(0, 10) : 'unknown';
  } catch {
    return 'unknown';
  }
}

// ---------------------------------------------------------------------------------------------

const tBuild = performance.now();
const built = await buildAll();
const buildWall = (performance.now() - tBuild) / 1000;
const want = (n: string): boolean => !ONLY || ONLY.includes(n);

const cliTargets: Array<{ item: Built; variant: 'shipped' | 'nocap' }> = [];
for (const item of built.items) {
  if (item.name === 'small' || !want(item.name)) continue;
  const runs = item.name === 'big' ? BIG_RUNS : RUNS;
  measure(item, 'shipped', runs);
  cliTargets.push({ item, variant: 'shipped' });
  const shippedParse = rows.find((r) => r.module === item.name && r.mode === 'parse' && r.variant === 'shipped');
  if (NOCAP_MODE === 'always' || (NOCAP_MODE === 'auto' && shippedParse?.aborted)) {
    measure(item, 'nocap', runs);
    cliTargets.push({ item, variant: 'nocap' });
  }
}
const probeBefore = cpuProbe();
if (wantPhase('cli')) measureCli(cliTargets);
// The explore commands on the shipped bin, each module in turn as for cli.
for (const [mode, command] of EXPLORE) {
  if (wantPhase(mode)) measureCli(cliTargets.filter((t) => t.variant === 'shipped'), mode, [...command]);
}
const probeAfter = cpuProbe();
// The table lists each module's rows together: in-process ones, then cli, then the explore commands.
const wholeProcess = ['cli', ...EXPLORE.map(([m]) => m)];
const rowOrder = (r: Row): number => cliTargets.findIndex((t) => t.item.name === r.module && t.variant === r.variant) * 10 + wholeProcess.indexOf(r.mode) + 1;
rows.sort((a, b) => rowOrder(a) - rowOrder(b));

// 10 000 small modules through one `ptx parse --json` process.
let small: Record<string, unknown> | null = null;
const smallItem = built.items.find((i) => i.name === 'small')!;
if (want('small')) {
  const files = readdirSync(smallItem.path).filter((f) => f.endsWith('.ptx')).sort();
  const cs: CliResult[] = [];
  let okCount = 0;
  let errCount = 0;
  for (let i = 0; i < RUNS; i++) {
    const c = cli(['--json', ...files], false, smallItem.path, true);
    if (i === 0 || (okCount === 0 && c.stdout)) {
      if (!c.stdout) continue;
      const j = JSON.parse(c.stdout!) as { files: Array<{ ok: boolean; diagnostics: Array<{ severity: string }> }> };
      okCount = j.files.filter((f) => f.ok).length;
      errCount = j.files.reduce((n, f) => n + f.diagnostics.filter((d) => d.severity === 'error').length, 0);
    }
    cs.push(c);
  }
  const ms = median(cs.map((c) => c.ms));
  small = {
    files: files.length,
    bytes: smallItem.bytes,
    runs: RUNS,
    ms,
    msPerFile: ms / files.length,
    filesPerS: files.length / (ms / 1000),
    mbPerS: smallItem.bytes / MB / (ms / 1000),
    rssMB: (median(cs.map((c) => c.maxRssKB)) * 1024) / MB,
    okFiles: okCount,
    errors: errCount,
    msAll: cs.map((c) => c.ms),
  };
  log(`small: ${ms.toFixed(0)} ms for ${files.length} files`);
}

// Node's own start-up on this machine now (`node -e 0`), as the bin starts it (NODE_EXTRA_CA_CERTS
// cleared: src/cli/main.ts): part of every cli time, and the part this project cannot change; it
// moves with the machine's load (50 to 90 ms seen on the same machine). Also with the environment
// as it is, when that differs: Node reads the extra CA bundle before any script runs.
function nodeStart(env: NodeJS.ProcessEnv): number {
  const starts: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    spawnSync(process.execPath, ['-e', '0'], { stdio: 'ignore', env });
    starts.push(performance.now() - t0);
  }
  return median(starts);
}
// A fixed loop in a fresh Node (1e8 additions; about 85 ms on a machine of this kind at its usual
// speed), timed around the cli runs: how fast this shared machine was while they ran.
function cpuProbe(): number {
  const r = spawnSync(process.execPath, ['-e', 'const t = performance.now(); let x = 0; for (let i = 0; i < 1e8; i++) x += i & 7; console.log(performance.now() - t)'], { encoding: 'utf8' });
  return Number(r.stdout.trim());
}
const nodeStartMs = nodeStart({ ...process.env, NODE_EXTRA_CA_CERTS: '' });
const nodeStartEnvMs = process.env.NODE_EXTRA_CA_CERTS ? nodeStart(process.env) : null;

// ---------------------------------------------------------------------------------------------
// Report.

const get = (m: string, mode: string, v: 'shipped' | 'nocap' = 'shipped'): Row | undefined =>
  rows.find((r) => r.module === m && r.mode === mode && r.variant === v);
const best = (m: string, mode: string): Row | undefined => get(m, mode, 'nocap') ?? get(m, mode);

const fmt = (x: number | undefined, d = 1): string => (x === undefined || !Number.isFinite(x) ? '-' : x.toFixed(d));
const pad = (s: string, n: number): string => (s.length >= n ? s : s + ' '.repeat(n - s.length));
const lpad = (s: string, n: number): string => (s.length >= n ? s : ' '.repeat(n - s.length) + s);

/**
 * A row's target (issue 22's, for whole processes on large modules), and whether it is met: the AST
 * with every node visited (the child's whole process) at 90 MB/s within 8× the file, `ptx parse` at
 * 120 MB/s within 12×, `ptx print` at 60, `ptx dump` at 25; `ptx ls`, `grep`, `stats` and `calls`
 * (issue 24's) as fast as `ptx parse`.
 */
function targetOf(r: Row): { what: string; pass: boolean } | null {
  switch (r.mode) {
    case 'ast':
      return { what: '≥90 MB/s whole process & RSS ≤8×', pass: r.bytes / MB / ((r.processMs ?? NaN) / 1000) >= 90 && r.rssPerSize <= 8 };
    case 'cli':
      return { what: '≥120 MB/s & RSS ≤12×', pass: r.mbPerS >= 120 && r.rssPerSize <= 12 };
    case 'cli-print':
      return { what: '≥60 MB/s', pass: r.mbPerS >= 60 };
    case 'dump':
      return { what: '≥25 MB/s', pass: r.mbPerS >= 25 };
    case 'ls':
    case 'grep':
    case 'stats':
    case 'calls': {
      const check = get(r.module, 'cli', r.variant as 'shipped' | 'nocap');
      return check === undefined ? null : { what: `≥ ptx parse's ${fmt(check.mbPerS)} MB/s`, pass: r.mbPerS >= check.mbPerS };
    }
    default:
      return null;
  }
}

const lines: string[] = [];
lines.push(`ptx parser benchmark — ${new Date().toISOString()} commit ${commit()} node ${process.version}`);
lines.push('');
lines.push(
  [pad('module', 8), lpad('MB', 6), pad(' variant', 9), pad(' phase', 10), lpad('median ms', 10), lpad('MB/s', 8), lpad('peak RSS MB', 12), lpad('RSS/size', 9), lpad('errors', 8), '  notes'].join(''),
);
for (const r of rows) {
  const notes: string[] = [];
  if (r.mode === 'parse' && r.aborted) notes.push(`aborted at ${fmt(r.reachedPct, 0)}% (too many errors)`);
  if (r.mode === 'cli') {
    notes.push(`exit ${r.exit}`);
    notes.push(`runs ${fmt(Math.min(...r.msAll), 0)}–${fmt(Math.max(...r.msAll), 0)} ms`);
    if (r.aborted) notes.push('aborted (too many errors)');
  }
  if (r.mode === 'ast') notes.push(`${fmt((r.nodes ?? 0) / 1e6)} M objects visited; whole process ${fmt(r.processMs, 0)} ms`);
  if (r.mode === 'print') notes.push('RSS includes the parse');
  const explore = EXPLORE.find(([m]) => m === r.mode);
  if (explore) notes.push(`ptx ${explore[1].join(' ')} FILE; exit ${r.exit}; runs ${fmt(Math.min(...r.msAll), 0)}–${fmt(Math.max(...r.msAll), 0)} ms`);
  if (r.mode === 'lex' && r.tokens) notes.push(`${(r.tokens / 1e6).toFixed(1)} M tokens`);
  // The floors are the issue's for large modules; a small one's time is mostly Node's start.
  const target = targetOf(r);
  if (target !== null) notes.push(r.bytes >= LARGE ? `target ${target.what}: ${target.pass ? 'PASS' : 'FAIL'}` : `no target (under ${LARGE / MB} MB: start-up bound)`);
  lines.push(
    [
      pad(r.module, 8),
      lpad(fmt(r.bytes / MB), 6),
      pad(' ' + r.variant, 9),
      pad(' ' + r.mode, 10),
      lpad(fmt(r.ms, 0), 10),
      lpad(fmt(r.mbPerS), 8),
      lpad(fmt(r.rssMB, 0), 12),
      lpad(fmt(r.rssPerSize), 9),
      lpad(r.errors === undefined ? '' : String(r.errors), 8),
      '  ' + notes.join('; '),
    ].join(''),
  );
}
lines.push('');

const ratios: Record<string, unknown> = {};
for (const m of ['compute', 'cub', 'debug', 'big']) {
  const scan = get(m, 'scan');
  const parse = best(m, 'parse');
  if (scan && parse) {
    ratios[`${m}.parseOverScan`] = parse.ms / scan.ms;
    lines.push(`${pad(m, 8)} char-code scan ${fmt(scan.mbPerS, 0)} MB/s; parse/scan time ratio ${fmt(parse.ms / scan.ms, 1)}×`);
  }
}
const c20 = best('compute', 'cli');
const c100 = best('big', 'cli');
const p20 = best('compute', 'parse');
const p100 = best('big', 'parse');
if (c20 && c100 && p20 && p100) {
  const size = c100.bytes / c20.bytes;
  const cliRatio = c100.ms / c20.ms;
  const parseRatio = p100.ms / p20.ms;
  // The target is 5.5× for 5× the bytes; scale it to the actual size ratio.
  const limit = 5.5 * (size / 5);
  ratios.bigOverCompute = { sizeRatio: size, cliTimeRatio: cliRatio, parseTimeRatio: parseRatio, limit };
  lines.push(
    `scaling: big/compute size ${fmt(size, 2)}×; time ratio cli ${fmt(cliRatio, 2)}×, in-process parse ${fmt(parseRatio, 2)}× ` +
      `(target ≤ ${fmt(limit, 2)}× = 5.5× per 5× bytes: ${cliRatio <= limit ? 'PASS' : 'FAIL'})`,
  );
}
const past = ['compute', 'cub', 'debug', 'big'].flatMap((m) => { const c = best(m, 'cli'); return c ? [`${m} ${fmt(c.ms - nodeStartMs, 0)} ms`] : []; });
const withCa = nodeStartEnvMs === null ? '' : ` (${fmt(nodeStartEnvMs, 0)} ms with this environment's NODE_EXTRA_CA_CERTS, which the bin clears)`;
lines.push(`machine speed around the cli runs: a fixed loop took ${fmt(probeBefore, 0)} ms before them, ${fmt(probeAfter, 0)} ms after (about 85 at this kind's usual speed)`);
lines.push(`node start-up (node -e 0): ${fmt(nodeStartMs, 0)} ms${withCa}${past.length > 0 ? `; cli time past it: ${past.join(', ')}` : ''}`);
if (small) {
  const s = small as { files: number; ms: number; msPerFile: number; filesPerS: number; rssMB: number; okFiles: number; errors: number; mbPerS: number };
  lines.push(
    `small: ${s.files} modules in one 'ptx parse --json' process: ${fmt(s.ms, 0)} ms, ${fmt(s.msPerFile, 3)} ms/file, ` +
      `${fmt(s.filesPerS, 0)} files/s (${fmt(s.mbPerS, 1)} MB/s), peak RSS ${fmt(s.rssMB, 0)} MB, ${s.okFiles} ok, ${s.errors} errors ` +
      `(target ≥ 2000 files/s: ${s.filesPerS >= 2000 ? 'PASS' : 'FAIL'})`,
  );
}
lines.push('');
lines.push(`inputs (cache ${CACHE}; build/check wall time this run ${fmt(buildWall, 1)} s):`);
for (const i of built.items) lines.push(`  ${pad(i.name, 8)} ${lpad(fmt(i.bytes / MB), 6)} MB  built in ${fmt(i.buildSeconds, 1)} s  ${i.command}`);
for (const n of built.notes) lines.push(`  ${n}`);
for (const r of rows.filter((r) => r.topMessages?.length)) {
  lines.push(`${r.module} (${r.variant}) most frequent errors:`);
  for (const [m, n] of r.topMessages!) lines.push(`  ${lpad(String(n), 7)}  ${m}`);
}
console.log(lines.join('\n'));

const resultsDir = join(ROOT, 'bench', 'results');
mkdirSync(resultsDir, { recursive: true });
const stamp = new Date().toISOString().replace(/[:]/g, '-').replace(/\..*/, '');
const out = join(resultsDir, `${stamp}-${commit()}.json`);
// Paths in the results are relative to the repository, so results compare across machines.
const relative = (text: string) => text.split(`${ROOT}/`).join('');
writeFileSync(
  out,
  relative(
    JSON.stringify(
      { date: new Date().toISOString(), commit: commit(), node: process.version, runs: RUNS, cliRuns: CLI_RUNS, bigRuns: BIG_RUNS, inputs: built.items, buildWallSeconds: buildWall, nodeStartMs, nodeStartEnvMs, cpuProbeMs: [probeBefore, probeAfter], rows, small, ratios, table: lines },
      null,
      2,
    ),
  ) + '\n',
);
console.log(`\nresults: ${out}`);
rmSync(TMP, { recursive: true, force: true });
