// The parser as the `ptx` bin loads it: one script (the bundle of parse.js, wrapped as a function
// of `module`) compiled with the V8 code cache that the build made for it by parsing sample PTX.
// Compiling the 1.3 MB parser, and then lazily each of its functions as a first file reaches them,
// is otherwise paid again by every process: about 10 ms for a small file, 30 ms for a 23 MB one.
// A cache V8 rejects (another Node, other V8 flags) only costs the compile it would have saved.
// Loading it sets the V8 flags of compile-tuning.ts, so that the cache is written and read under them.
import { isAscii } from 'node:buffer';
import { readFileSync, writeFileSync } from 'node:fs';
import { Script } from 'node:vm';
import type { parse as Parse } from '../parse.js';
import { tuneCompilerForParsing } from './compile-tuning.js';

/** The script's file name in the bundle directory (package.json's bundle script writes it; no module of dist/src is so named), and its cache's. */
const SCRIPT = 'parser.bundle.js';
const CACHE = 'parser.bundle.cache';

export type CacheUse = 'accepted' | 'rejected' | 'none';

export interface ParserScript {
  parse: typeof Parse;
  script: Script;
  cache: CacheUse;
}

/**
 * Compile and run the parser script in directory `dir` (a URL ending in `/`), with its code cache
 * unless `useCache` is false; null when the directory has no such script (the unbundled CLI).
 */
export function loadParserScript(dir: URL, useCache = true): ParserScript | null {
  const filename = new URL(SCRIPT, dir);
  let source: string;
  try {
    // ASCII (esbuild escapes the rest; writeParserCache() checks): read as latin1, which needs no decoding.
    source = readFileSync(filename, 'latin1');
  } catch {
    return null;
  }
  let cachedData: Buffer | undefined;
  try {
    if (useCache) cachedData = readFileSync(new URL(CACHE, dir));
  } catch {
    cachedData = undefined;
  }
  tuneCompilerForParsing();
  const script = new Script(source, { filename: filename.href, cachedData });
  const module = { exports: {} as { parse: typeof Parse } };
  (script.runInThisContext() as (m: typeof module) => void)(module);
  const cache = cachedData === undefined ? 'none' : script.cachedDataRejected === true ? 'rejected' : 'accepted';
  return { parse: module.exports.parse, script, cache };
}

/**
 * Write the code cache of the parser script in `dir`, made once `sample` (PTX files' bytes) has been
 * checked with it, so that it holds the functions a check compiles. Its size in bytes.
 */
export function writeParserCache(dir: URL, sample: readonly Uint8Array[]): number {
  const loaded = loadParserScript(dir, false);
  if (loaded === null) throw new Error(`no ${SCRIPT} in ${dir.pathname}`);
  if (!isAscii(readFileSync(new URL(SCRIPT, dir)))) throw new Error(`${SCRIPT} is not ASCII: loadParserScript() reads it as latin1`);
  for (const bytes of sample) loaded.parse(bytes, { validateOnly: true });
  const data = loaded.script.createCachedData();
  writeFileSync(new URL(CACHE, dir), data);
  return data.length;
}
