// Builds (or reuses) the benchmark inputs in .cache/bench/ (gitignored) from bench/cuda/*.cu.
// Every nvcc product is keyed by a hash of its source, flags and the nvcc version; a second
// run with nothing changed only checks the hashes. Without nvcc, whatever is cached is used.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
export const CACHE = join(ROOT, '.cache', 'bench');
const CUDA = join(ROOT, 'bench', 'cuda');
const MANIFEST = join(CACHE, 'manifest.json');

export interface Built {
  name: string;
  path: string;
  bytes: number;
  /** Seconds the build took when it was made (from the manifest when reused). */
  buildSeconds: number;
  cached: boolean;
  command: string;
  files?: number;
}

interface Entry {
  key: string;
  buildSeconds: number;
  command: string;
  bytes: number;
  files?: number;
}
type Manifest = Record<string, Entry>;

const ARCH = 'compute_80';

/** name -> [source, flags, output file]. Sizes come from the template instantiation counts. */
const NVCC_JOBS: Array<{ name: string; src: string; flags: string[] }> = [
  { name: 'compute', src: 'compute.cu', flags: ['--use_fast_math', '-DBENCH_K=88'] },
  { name: 'cub', src: 'cub.cu', flags: ['-DBENCH_VALUES=2'] },
  { name: 'debug', src: 'compute.cu', flags: ['-G', '-DBENCH_K=10'] },
];
const SMALL_ARCHS = ['compute_75', 'compute_80', 'compute_86', 'compute_90', 'compute_120'];
export const SMALL_COUNT = 10_000;
const BIG_TARGET = 100e6;

function log(msg: string): void {
  process.stderr.write(`[bench build] ${msg}\n`);
}

function hash(...parts: string[]): string {
  const h = createHash('sha256');
  for (const p of parts) h.update(p).update('\0');
  return h.digest('hex').slice(0, 16);
}

function nvccVersion(): string | null {
  const r = spawnSync('nvcc', ['--version'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim().split('\n').pop()! : null;
}

function loadManifest(): Manifest {
  try {
    return JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

function run(cmd: string, args: string[]): Promise<{ code: number; stderr: string; seconds: number }> {
  const t0 = performance.now();
  return new Promise((resolve) => {
    const p = spawn(cmd, args, { cwd: CACHE, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    p.stderr.on('data', (d) => (stderr += d));
    p.on('close', (code) => resolve({ code: code ?? 1, stderr, seconds: (performance.now() - t0) / 1000 }));
    p.on('error', (e) => resolve({ code: 1, stderr: String(e), seconds: 0 }));
  });
}

/** Run async jobs with at most `n` at a time (2 cores: two nvcc processes). */
async function pool<T>(n: number, jobs: Array<() => Promise<T>>): Promise<T[]> {
  const out: T[] = new Array(jobs.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < jobs.length) {
      const i = next++;
      out[i] = await jobs[i]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(n, jobs.length) }, worker));
  return out;
}

// ---------------------------------------------------------------------------------------------
// PTX text surgery (line based; nvcc's layout: top-level directives and `}` at column 0).

interface Split {
  header: string; // .version / .target / .address_size
  decls: string[]; // top-level non-function declarations (globals, extern funcs)
  functions: Array<{ name: string; entry: boolean; text: string }>;
  defined: Set<string>; // names defined in this module (functions and variables)
}

const FN_RE = /^(?:\.visible\s+|\.weak\s+|\.extern\s+)?\.(entry|func)\s+(?:\([^)]*\)\s*)?([A-Za-z_$][\w$]*)/;
const VAR_RE = /^(?:\.visible\s+|\.weak\s+)?\.(?:global|const|shared)\b[^=;]*?([A-Za-z_$][\w$]*)\s*(?:\[[^\]]*\]\s*)*(?:=|;)/;

export function splitPtx(text: string): Split {
  const lines = text.split('\n');
  const header: string[] = [];
  const decls: string[] = [];
  const functions: Split['functions'] = [];
  const defined = new Set<string>();
  let i = 0;
  for (; i < lines.length; i++) {
    const l = lines[i];
    if (l.startsWith('.version') || l.startsWith('.target') || l.startsWith('.address_size')) header.push(l);
    if (l.startsWith('.address_size')) {
      i++;
      break;
    }
  }
  for (; i < lines.length; i++) {
    const l = lines[i];
    if (l === '' || l.startsWith('//')) continue;
    const fm = FN_RE.exec(l);
    if (fm) {
      // A declaration ends with ';' on a line at column 0 or at the end of the signature; a
      // definition has a body that ends at the next "}" in column 0.
      const start = i;
      let j = i;
      let body = false;
      let depth = 0;
      for (; j < lines.length; j++) {
        // Count braces (inline asm adds nested `{ }` blocks at column 0), comments aside.
        const code = lines[j].replace(/\/\/.*$/, '');
        for (let c = 0; c < code.length; c++) {
          const ch = code.charCodeAt(c);
          if (ch === 123) {
            depth++;
            body = true;
          } else if (ch === 125) depth--;
        }
        if (body && depth === 0) break;
        if (!body && /;\s*$/.test(code)) break;
      }
      const chunk = lines.slice(start, j + 1).join('\n');
      if (body && !l.startsWith('.extern')) {
        functions.push({ name: fm[2], entry: fm[1] === 'entry', text: chunk });
        defined.add(fm[2]);
      } else decls.push(chunk);
      i = j;
      continue;
    }
    if (l.startsWith('.section') || l.startsWith('\t.section')) break; // DWARF: not handled here
    decls.push(l);
    const vm = VAR_RE.exec(l);
    if (vm && !l.startsWith('.extern')) defined.add(vm[1]);
  }
  return { header: header.join('\n'), decls, functions, defined };
}

/** Append `suffix` to every identifier in `text` that is one of `names`. */
export function renameSymbols(text: string, names: Set<string>, suffix: string): string {
  return text.replace(/[A-Za-z_$][\w$]*/g, (id) => (names.has(id) ? id + suffix : id));
}

/** ~100 MB: the compute module's declarations and functions repeated with renamed symbols. */
function buildBig(computePath: string, out: string): number {
  const text = readFileSync(computePath, 'latin1');
  const s = splitPtx(text);
  const copies = Math.max(2, Math.round(BIG_TARGET / text.length));
  const parts: string[] = [text];
  for (let k = 1; k < copies; k++) {
    const body = [...s.decls.filter((d) => !d.startsWith('.extern')), ...s.functions.map((f) => f.text)].join('\n\n');
    parts.push(`\n// ---- copy ${k} of the compute module (symbols suffixed _r${k}) ----\n`);
    parts.push(renameSymbols(body, s.defined, `_r${k}`) + '\n');
  }
  writeFileSync(out, parts.join(''), 'latin1');
  return copies;
}

/** A small sample of the 100 MB module (header + a few renamed functions) for ptxas. */
function bigSample(bigPath: string): string {
  const text = readFileSync(bigPath, 'latin1');
  const header = text
    .slice(0, 4096)
    .split('\n')
    .filter((l) => /^\.(version|target|address_size)\b/.test(l))
    .join('\n');
  // The last copy: its declarations and first dozen functions, cut after a closing "}".
  let end = text.lastIndexOf('// ---- copy ');
  for (let k = 0; k < 12 && end >= 0; k++) end = text.indexOf('\n}\n', end + 1);
  return `${header}\n\n${text.slice(text.lastIndexOf('// ---- copy '), end + 3)}`;
}

function ptxasOk(path: string, arch = 'sm_80'): { ok: boolean; message: string } {
  const r = spawnSync('ptxas', [`-arch=${arch}`, path, '-o', '/dev/null'], { encoding: 'utf8' });
  if (r.error) return { ok: false, message: `ptxas not run: ${r.error.message}` };
  return { ok: r.status === 0, message: (r.stderr || '').trim().split('\n').slice(0, 3).join(' | ') };
}

/** Split the small-kernel modules into one complete module per kernel, then vary by renaming. */
function buildSmall(sources: string[], dir: string, count: number): number {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const bases: Array<{ header: string; decls: string[]; fn: { name: string; text: string } }> = [];
  for (const src of sources) {
    const s = splitPtx(readFileSync(src, 'latin1'));
    for (const fn of s.functions) if (fn.entry) bases.push({ header: s.header, decls: s.decls, fn });
  }
  const width = String(count - 1).length;
  for (let i = 0; i < count; i++) {
    const b = bases[i % bases.length];
    const v = Math.floor(i / bases.length);
    const name = v === 0 ? b.fn.name : `${b.fn.name}_v${v}`;
    const fnText = v === 0 ? b.fn.text : renameSymbols(b.fn.text, new Set([b.fn.name]), `_v${v}`);
    const text = `// bench small module ${i}: ${name}\n${b.header}\n\n${b.decls.join('\n')}\n\n${fnText}\n`;
    writeFileSync(join(dir, `m${String(i).padStart(width, '0')}.ptx`), text, 'latin1');
  }
  return bases.length;
}

// ---------------------------------------------------------------------------------------------

export async function buildAll(): Promise<{ items: Built[]; smallDir: string; notes: string[] }> {
  mkdirSync(CACHE, { recursive: true });
  const notes: string[] = [];
  const version = nvccVersion();
  if (!version) notes.push('nvcc not found: using cached inputs only');
  const manifest = loadManifest();
  const save = (): void => writeFileSync(MANIFEST, JSON.stringify(manifest, null, 2));

  const nvccJob = (name: string, src: string, flags: string[], arch = ARCH) => {
    const out = join(CACHE, `${name}.ptx`);
    const args = ['-ptx', `-arch=${arch}`, ...flags, join(CUDA, src), '-o', out];
    const command = `nvcc ${args.join(' ')}`;
    const key = hash(readFileSync(join(CUDA, src), 'utf8'), args.join(' '), version ?? '');
    return async (): Promise<void> => {
      const e = manifest[name];
      if (existsSync(out) && e && (e.key === key || !version)) return;
      if (!version) throw new Error(`${name}: not cached and nvcc is missing`);
      log(`${command}`);
      const r = await run('nvcc', args);
      if (r.code !== 0) throw new Error(`${name}: nvcc failed:\n${r.stderr}`);
      manifest[name] = { key, buildSeconds: r.seconds, command, bytes: statSync(out).size };
      save();
      log(`${name}: ${(statSync(out).size / 1e6).toFixed(1)} MB in ${r.seconds.toFixed(1)} s`);
    };
  };

  // The two biggest first so that they run side by side on the two cores.
  const jobs = [
    ...NVCC_JOBS.map((j) => nvccJob(j.name, j.src, j.flags)),
    ...SMALL_ARCHS.map((a) => nvccJob(`small-src-${a}`, 'small.cu', [], a)),
  ];
  await pool(2, jobs);

  // Derived inputs: keyed by the keys of what they come from.
  const derived = (name: string, deps: string[], make: () => Omit<Entry, 'key' | 'buildSeconds'>): void => {
    const key = hash(...deps.map((d) => manifest[d]?.key ?? ''), readFileSync(new URL(import.meta.url), 'utf8'));
    const e = manifest[name];
    if (e && e.key === key) return;
    const t0 = performance.now();
    const r = make();
    manifest[name] = { key, ...r, buildSeconds: (performance.now() - t0) / 1000 };
    save();
  };

  const bigPath = join(CACHE, 'compute-x.ptx');
  derived('big', ['compute'], () => {
    log('replicating compute.ptx with renamed symbols into compute-x.ptx');
    const copies = buildBig(join(CACHE, 'compute.ptx'), bigPath);
    const sample = join(CACHE, 'compute-x.sample.ptx');
    writeFileSync(sample, bigSample(bigPath), 'latin1');
    const v = ptxasOk(sample);
    if (!v.ok) throw new Error(`ptxas rejects a sample of compute-x.ptx: ${v.message}`);
    log(`compute-x.ptx: ${copies} copies, ptxas accepts a sample (${sample})`);
    return { command: `compute.ptx x${copies}, symbols renamed`, bytes: statSync(bigPath).size };
  });

  const smallDir = join(CACHE, 'small');
  derived(
    'small',
    SMALL_ARCHS.map((a) => `small-src-${a}`),
    () => {
      log(`splitting small.cu modules into ${SMALL_COUNT} files`);
      const n = buildSmall(
        SMALL_ARCHS.map((a) => join(CACHE, `small-src-${a}.ptx`)),
        smallDir,
        SMALL_COUNT,
      );
      // ptxas on a sample of the small modules.
      const files = readdirSync(smallDir).sort();
      const bad: string[] = [];
      for (const f of [files[0], files[n - 1], files[n], files[Math.floor(files.length / 2)], files[files.length - 1]]) {
        const text = readFileSync(join(smallDir, f), 'latin1');
        const arch = /\.target\s+(sm_\w+)/.exec(text)?.[1] ?? 'sm_80';
        const v = ptxasOk(join(smallDir, f), arch);
        if (!v.ok) bad.push(`${f}: ${v.message}`);
      }
      if (bad.length) throw new Error(`ptxas rejects small modules: ${bad.join('; ')}`);
      let bytes = 0;
      for (const f of files) bytes += statSync(join(smallDir, f)).size;
      return { command: `${n} kernels of small.cu x ${SMALL_ARCHS.length} targets, split and renamed`, bytes, files: files.length };
    },
  );

  const items: Built[] = [];
  for (const [name, file] of [
    ['compute', 'compute.ptx'],
    ['cub', 'cub.ptx'],
    ['debug', 'debug.ptx'],
    ['big', 'compute-x.ptx'],
  ] as const) {
    const e = manifest[name];
    const path = join(CACHE, file);
    items.push({ name, path, bytes: statSync(path).size, buildSeconds: e.buildSeconds, cached: true, command: e.command });
  }
  const s = manifest.small;
  items.push({ name: 'small', path: smallDir, bytes: s.bytes, buildSeconds: s.buildSeconds, cached: true, command: s.command, files: s.files });
  for (const a of SMALL_ARCHS) notes.push(`small-src-${a}: built in ${manifest[`small-src-${a}`].buildSeconds.toFixed(1)} s`);
  return { items, smallDir, notes };
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const r = await buildAll();
  for (const i of r.items) console.log(`${i.name}\t${(i.bytes / 1e6).toFixed(1)} MB\tbuilt in ${i.buildSeconds.toFixed(1)} s\t${i.path}`);
}
