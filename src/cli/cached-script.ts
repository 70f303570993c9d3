// The bundle's scripts as the `ptx` bin loads them (the parser, the explore commands): each a
// CommonJS module's body, compiled with the V8 code cache the build made for it by running it on
// sample PTX. Compiling a megabyte of script, and then lazily each of its functions as a first file
// reaches them, is otherwise paid again by every process: for the parser, about 10 ms for a small
// file and 30 ms for a 23 MB one; for the explore commands, about 35 ms of CPU a run. A cache V8
// rejects (another Node, other V8 flags) only costs the compile it would have saved. Loading one
// sets the V8 flags of compile-tuning.ts, so that its cache is written and read under them.
// A script so run cannot import() (Node 20 asks for --experimental-vm-modules): the bundles turn
// their import()s of packages into require()s (package.json's bundle script).
import { isAscii } from 'node:buffer';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
import { tuneCompilerForParsing } from './compile-tuning.js';

export type CacheUse = 'accepted' | 'rejected' | 'none';

export interface CachedScript<T> {
  exports: T;
  script: Script;
  cache: CacheUse;
}

/** What Node wraps a CommonJS module's body in; a script of the bundle is run so, its cache made of the whole. */
const HEAD = '(function (exports, require, module, __filename, __dirname) {';
const TAIL = '\n})';

type Body = (exports: unknown, require: NodeJS.Require, module: { exports: unknown }, filename: string, dirname: string) => void;

/** Its code cache's file name in the same directory. */
const cacheName = (name: string) => `${name}.cache`;

/** What a script's require() is given for some specifiers instead of a file: externals of its bundle that another script holds. */
export type ProvidedModules = Readonly<Record<string, unknown>>;

/**
 * Compile and run the script `name` in directory `dir` (a URL ending in `/`) as a CommonJS module,
 * with its code cache unless `useCache` is false, its require() answered from `provided` first;
 * null when the directory has no such script (the unbundled CLI).
 */
export function loadCachedScript<T>(dir: URL, name: string, useCache = true, provided: ProvidedModules = {}): CachedScript<T> | null {
  const file = new URL(name, dir);
  let body: string;
  try {
    // ASCII (esbuild escapes the rest; writeScriptCache() checks): read as latin1, which needs no decoding.
    body = readFileSync(file, 'latin1');
  } catch {
    return null;
  }
  let cachedData: Buffer | undefined;
  try {
    if (useCache) cachedData = readFileSync(new URL(cacheName(name), dir));
  } catch {
    cachedData = undefined;
  }
  tuneCompilerForParsing();
  const script = new Script(HEAD + body + TAIL, { filename: file.href, cachedData });
  const path = fileURLToPath(file);
  const module = { exports: {} as T };
  const fromFiles = createRequire(path);
  const require = Object.assign((id: string) => (Object.hasOwn(provided, id) ? provided[id] : fromFiles(id)), fromFiles);
  (script.runInThisContext() as Body)(module.exports, require, module, path, dirname(path));
  const cache = cachedData === undefined ? 'none' : script.cachedDataRejected === true ? 'rejected' : 'accepted';
  return { exports: module.exports, script, cache };
}

/**
 * Write the code cache of the script `name` in `dir`, made once `warm` has run its exports on
 * sample input, so that it holds the functions that compiles (`provided`: as loadCachedScript() takes it). Its size in bytes.
 */
export async function writeScriptCache<T>(dir: URL, name: string, warm: (exports: T) => void | Promise<void>, provided: ProvidedModules = {}): Promise<number> {
  const loaded = loadCachedScript<T>(dir, name, false, provided);
  if (loaded === null) throw new Error(`no ${name} in ${dir.pathname}`);
  if (!isAscii(readFileSync(new URL(name, dir)))) throw new Error(`${name} is not ASCII: loadCachedScript() reads it as latin1`);
  await warm(loaded.exports);
  const data = loaded.script.createCachedData();
  writeFileSync(new URL(cacheName(name), dir), data);
  return data.length;
}
