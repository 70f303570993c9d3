// The parser as the `ptx` bin loads it: the bundle of parser-entry.js, with its code cache
// (cached-script.ts), made by checking sample PTX with it.
import { type CachedScript, loadCachedScript, writeScriptCache } from './cached-script.js';

/** The script's file name in the bundle directory (package.json's bundle script writes it; no module of dist/src is so named). */
const SCRIPT = 'parser.bundle.js';

export type ParserExports = typeof import('./parser-entry.js');

/** The parser script in directory `dir` (a URL ending in `/`), with its code cache unless `useCache` is false; null where there is none (the unbundled CLI). */
export function loadParserScript(dir: URL, useCache = true): (Omit<CachedScript<ParserExports>, 'exports'> & ParserExports) | null {
  const loaded = loadCachedScript<ParserExports>(dir, SCRIPT, useCache);
  return loaded === null ? null : { ...loaded.exports, script: loaded.script, cache: loaded.cache };
}

/** Write the code cache of the parser script in `dir`, made once `sample` (PTX files' bytes) has been checked with it. Its size in bytes. */
export function writeParserCache(dir: URL, sample: readonly Uint8Array[]): Promise<number> {
  return writeScriptCache<ParserExports>(dir, SCRIPT, ({ parse }) => {
    for (const bytes of sample) parse(bytes, { validateOnly: true });
  });
}
